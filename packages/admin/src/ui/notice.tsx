import { useCallback } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { ShopApiError, isTransient } from '../api';
import type { MessageId } from '../i18n/en';
import { Button } from './controls';
import { useToast } from './toasts';

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
        <Refusal error={error} />
      )}
      {onRetry && isTransient(error) && (
        <Button className="ml-3" onClick={onRetry}>
          <FormattedMessage id="action.retry" />
        </Button>
      )}
    </div>
  );
}

function Refusal({ error }: { error: unknown }) {
  return <>{errorText(useIntl(), error)}</>;
}

/**
 * A refusal in the staff's language where the code says it all (SKU_EXISTS, INVALID_STATUS_TRANSITION …); the
 * server's sentence where it carries the particulars (VALIDATION_ERROR, CONFLICT: which field, how many products).
 */
export function refusalText(intl: IntlShape, code: string | undefined, message: string): string {
  const id = `refusal.${code}` as MessageId;
  return code !== undefined && id in intl.messages
    ? intl.formatMessage({ id })
    : intl.formatMessage({ id: 'error.refused' }, { message });
}

/** What went wrong, as a sentence for a toast or a result row. */
export function errorText(intl: IntlShape, error: unknown): string {
  if (error instanceof ShopApiError) return refusalText(intl, error.code, error.message);
  return error instanceof Error ? error.message : String(error);
}

/** A toast saying that an action failed and why: the one shape every screen's failed mutation takes. */
export function useFailureToast(): (error: unknown) => void {
  const toast = useToast();
  const intl = useIntl();
  return useCallback(
    (error: unknown) =>
      toast({ tone: 'error', title: intl.formatMessage({ id: 'action.failed' }), description: errorText(intl, error) }),
    [toast, intl],
  );
}
