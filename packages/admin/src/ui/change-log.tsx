import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, type Answer } from '../api';
import { useCan } from '../session';
import { Card } from './controls';
import { DateTime } from './format';
import { ErrorNotice } from './notice';

export type ChangeLogEntry = Answer<'/api2/admin/audit-log'>['entries'][number];

const show = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Who (actor, request) changed which field from what to what. */
export function ChangeLogEntries({ entries }: { entries: ChangeLogEntry[] }) {
  const intl = useIntl();
  if (entries.length === 0)
    return (
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        <FormattedMessage id="changeLog.empty" />
      </p>
    );
  return (
    <ol className="flex flex-col gap-3">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-md border border-zinc-200 p-2 text-sm dark:border-zinc-800">
          <p className="flex flex-wrap gap-x-3">
            <span className="font-medium">
              {entry.entityType} {entry.entityId} · {entry.action}
            </span>
            <span>
              <DateTime value={entry.createdAt} />
            </span>
            <span>
              {intl.formatMessage(
                { id: 'changeLog.by' },
                { actor: `${entry.actorType}${entry.actorId ? ` ${entry.actorId}` : ''}` },
              )}
            </span>
            {entry.requestId && (
              <Link to="/change-log" search={{ requestId: entry.requestId }} className="break-all underline">
                {intl.formatMessage({ id: 'changeLog.request' }, { id: entry.requestId })}
              </Link>
            )}
          </p>
          {Object.keys(entry.changes).length > 0 && (
            <table className="mt-1 w-full table-fixed text-xs">
              <caption className="sr-only">{intl.formatMessage({ id: 'changeLog.fields' })}</caption>
              <thead>
                <tr>
                  <th scope="col" className="text-left">
                    {intl.formatMessage({ id: 'changeLog.field' })}
                  </th>
                  <th scope="col" className="text-left">
                    {intl.formatMessage({ id: 'changeLog.before' })}
                  </th>
                  <th scope="col" className="text-left">
                    {intl.formatMessage({ id: 'changeLog.after' })}
                  </th>
                </tr>
              </thead>
              <tbody>
                {Object.entries(entry.changes).map(([field, [before, after]]) => (
                  <tr key={field}>
                    <td className="pr-2 font-mono">{field}</td>
                    <td className="break-all pr-2">{show(before)}</td>
                    <td className="break-all">{show(after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The change-log entries of one order or customer (shown to roles that may read the log). */
export function EntityChangeLog({ entityType, entityId }: { entityType: string; entityId: string }) {
  const can = useCan();
  const intl = useIntl();
  const log = useQuery({
    ...api.queryOptions('get', '/api2/admin/audit-log', { params: { query: { entityType, entityId, limit: 20 } } }),
    enabled: can('audit.read'),
  });
  if (!can('audit.read')) return null;
  return (
    <Card
      title={intl.formatMessage({ id: 'nav.changeLog' })}
      actions={
        <Link to="/change-log" search={{ entityType, entityId }} className="text-sm underline">
          <FormattedMessage id="changeLog.all" />
        </Link>
      }
    >
      {log.error ? (
        <ErrorNotice error={log.error} onRetry={() => void log.refetch()} />
      ) : (
        <ChangeLogEntries entries={log.data?.entries ?? []} />
      )}
    </Card>
  );
}
