import { FormattedMessage } from 'react-intl';
import { ShopApiError, isTransient } from '../api';
import { Button } from './controls';

/**
 * What went wrong, as a sentence: a refusal says why (403: your role may not), a fault (503, lost connection)
 * offers to try again. Forms stay filled in: the notice sits beside them, it does not replace them.
 */
export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const status = error instanceof ShopApiError ? error.status : undefined;
  return (
    <div
      role="alert"
      className="my-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      {status === 403 ? (
        <FormattedMessage id="error.forbidden" />
      ) : status === 404 ? (
        <FormattedMessage id="error.notFound" />
      ) : isTransient(error) ? (
        <FormattedMessage id="error.unavailable" />
      ) : (
        <FormattedMessage
          id="error.refused"
          values={{ message: error instanceof ShopApiError ? error.message : String(error) }}
        />
      )}
      {onRetry && isTransient(error) && (
        <Button className="ml-3" onClick={onRetry}>
          <FormattedMessage id="action.retry" />
        </Button>
      )}
    </div>
  );
}

/** The message of an error answer, for toasts. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
