import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/en';
import { api, ShopApiError } from '../../api';
import { ACTOR_TYPES } from '../../server-rules';
import type { ChangeLogSearch } from './search';
import { Button, Field, Input, PageHeader, Select } from '../../ui/controls';
import { ChangeLogEntries } from '../../ui/change-log';
import { ErrorNotice } from '../../ui/notice';

const route = getRouteApi('/app/change-log');

export function ChangeLogScreen() {
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/change-log' });
  const intl = useIntl();
  const log = useQuery(
    api.queryOptions('get', '/api2/admin/audit-log', { params: { query: { ...search, limit: 50 } } }),
  );
  const t = (id: MessageId) => intl.formatMessage({ id });
  // A role without the change log gets the sentence only, not a form it cannot use.
  if (log.error instanceof ShopApiError && log.error.status === 403) {
    return (
      <>
        <PageHeader title={t('nav.changeLog')} />
        <ErrorNotice error={log.error} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('nav.changeLog')} />
      <form
        key={JSON.stringify(search)}
        role="search"
        aria-label={t('orders.filters')}
        className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-3"
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          const v = (name: string) => String(data.get(name) ?? '').trim() || undefined;
          void navigate({
            search: {
              entityType: v('entityType'),
              entityId: v('entityId'),
              actorType: v('actorType') as ChangeLogSearch['actorType'],
              actorId: v('actorId'),
              action: v('action'),
              requestId: v('requestId'),
            },
          });
        }}
      >
        <Field label={t('changeLog.entityType')}>
          {(id) => (
            <Input
              id={id}
              name="entityType"
              data-list-search
              defaultValue={search.entityType ?? ''}
              placeholder="order, customer, product…"
            />
          )}
        </Field>
        <Field label={t('changeLog.entityId')}>
          {(id) => <Input id={id} name="entityId" defaultValue={search.entityId ?? ''} />}
        </Field>
        <Field label={t('changeLog.action')}>
          {(id) => <Input id={id} name="action" defaultValue={search.action ?? ''} />}
        </Field>
        <Field label={t('changeLog.actorType')}>
          {(id) => (
            <Select id={id} name="actorType" defaultValue={search.actorType ?? ''}>
              <option value="">{t('filter.any')}</option>
              {ACTOR_TYPES.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('changeLog.actorId')}>
          {(id) => <Input id={id} name="actorId" defaultValue={search.actorId ?? ''} />}
        </Field>
        <Field label={t('changeLog.requestId')}>
          {(id) => <Input id={id} name="requestId" defaultValue={search.requestId ?? ''} />}
        </Field>
        <div className="flex items-end gap-2">
          <Button tone="primary" type="submit">
            {t('filter.apply')}
          </Button>
          <Link from="/change-log" to="." search={{}} className="px-2 py-1.5 text-sm underline">
            {t('filter.reset')}
          </Link>
        </div>
      </form>
      {log.error ? (
        <ErrorNotice error={log.error} onRetry={() => void log.refetch()} />
      ) : (
        <ChangeLogEntries entries={log.data?.entries ?? []} />
      )}
      {log.data?.nextCursor && (
        <Link
          from="/change-log"
          to="."
          search={(prev: ChangeLogSearch) => ({ ...prev, cursor: log.data!.nextCursor! })}
          className="mt-3 inline-block underline"
        >
          <FormattedMessage id="changeLog.older" />
        </Link>
      )}
    </>
  );
}
