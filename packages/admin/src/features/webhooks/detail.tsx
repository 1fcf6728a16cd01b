import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { api, client, queryKeyOf } from '../../api';
import { useCan } from '../../session';
import { Button, Card, PageHeader } from '../../ui/controls';
import { DateTime } from '../../ui/format';
import { ErrorNotice } from '../../ui/notice';
import { useToast } from '../../ui/toasts';
import { WebhookStatus } from './list';

const route = getRouteApi('/app/webhooks/$id');

export function WebhookScreen() {
  const { id } = route.useParams();
  const intl = useIntl();
  const toast = useToast();
  const can = useCan();
  const queryClient = useQueryClient();
  const delivery = useQuery(api.queryOptions('get', '/api2/admin/webhooks/{id}', { params: { path: { id } } }));
  const replay = useMutation({
    mutationFn: () => client.POST('/api2/admin/webhooks/{id}/replay', { params: { path: { id } } }),
    onSuccess: async () => {
      toast({ tone: 'success', title: intl.formatMessage({ id: 'webhooks.replayedOne' }) });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/webhooks/{id}') });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/webhooks') });
    },
  });
  const pause = useMutation({
    mutationFn: (url: string) => client.POST('/api2/admin/webhooks/pauses', { body: { url } }),
    onSuccess: async () => {
      toast({ tone: 'success', title: intl.formatMessage({ id: 'webhooks.paused' }) });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/webhooks/pauses') });
    },
  });
  if (delivery.error) return <ErrorNotice error={delivery.error} onRetry={() => void delivery.refetch()} />;
  if (!delivery.data)
    return (
      <p aria-busy="true">
        <FormattedMessage id="loading" />
      </p>
    );
  const w = delivery.data;
  const seconds = (s: number | null) => (s === null ? '—' : <DateTime value={s * 1000} />);
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'webhooks.title' }, { id: w.id })}>
        {can('webhooks.write') && w.status !== 'pending' && (
          <Button tone="primary" disabled={replay.isPending} onClick={() => replay.mutate()}>
            <FormattedMessage id="webhooks.replayOne" />
          </Button>
        )}
        {can('webhooks.write') && (
          <Button disabled={pause.isPending} onClick={() => pause.mutate(w.url)}>
            <FormattedMessage id="webhooks.pauseTarget" />
          </Button>
        )}
      </PageHeader>
      {(replay.error ?? pause.error) && <ErrorNotice error={replay.error ?? pause.error} />}
      <div className="flex flex-col gap-4">
        <Card title={intl.formatMessage({ id: 'webhooks.delivery' })}>
          <dl className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-[12rem_1fr]">
            <dt>
              <FormattedMessage id="webhooks.event" />
            </dt>
            <dd>
              {w.eventType}
              {w.manual && (
                <>
                  {' '}
                  · <FormattedMessage id="webhooks.manual" />
                </>
              )}
            </dd>
            <dt>
              <FormattedMessage id="webhooks.url" />
            </dt>
            <dd className="break-all">
              <Link to="/webhooks" search={{ url: w.url }} className="underline">
                {w.url}
              </Link>
            </dd>
            <dt>
              <FormattedMessage id="orders.status" />
            </dt>
            <dd>
              <WebhookStatus value={w.status} />
            </dd>
            <dt>
              <FormattedMessage id="webhooks.attempts" />
            </dt>
            <dd>{w.attempts}</dd>
            <dt>
              <FormattedMessage id="media.created" />
            </dt>
            <dd>{seconds(w.createdAt)}</dd>
            <dt>
              <FormattedMessage id="webhooks.deliveredAt" />
            </dt>
            <dd>{seconds(w.deliveredAt)}</dd>
            <dt>
              <FormattedMessage id="webhooks.nextAttempt" />
            </dt>
            <dd>{seconds(w.nextAttemptAt)}</dd>
          </dl>
        </Card>
        <Card title={intl.formatMessage({ id: 'hooks.attempts' })}>
          {w.attemptLog.length === 0 ? (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              <FormattedMessage id="hooks.noAttempts" />
            </p>
          ) : (
            // Focusable, so a keyboard can scroll the table sideways on a phone.
            <div
              className="overflow-x-auto"
              tabIndex={0}
              role="region"
              aria-label={intl.formatMessage({ id: 'hooks.attempts' })}
            >
              <table className="w-full text-sm">
                <caption className="sr-only">{intl.formatMessage({ id: 'hooks.attempts' })}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="pr-2 text-left">
                      {intl.formatMessage({ id: 'webhooks.attempt' })}
                    </th>
                    <th scope="col" className="pr-2 text-left">
                      {intl.formatMessage({ id: 'batch.when' })}
                    </th>
                    <th scope="col" className="pr-2 text-left">
                      {intl.formatMessage({ id: 'webhooks.httpStatus' })}
                    </th>
                    <th scope="col" className="pr-2 text-right">
                      {intl.formatMessage({ id: 'hooks.latency' })}
                    </th>
                    <th scope="col" className="pr-2 text-left">
                      {intl.formatMessage({ id: 'hooks.outcome' })}
                    </th>
                    <th scope="col" className="text-left">
                      {intl.formatMessage({ id: 'hooks.response' })}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {w.attemptLog.map((a, i) => [
                    // Attempt 1 after earlier attempts: the record was replayed; the earlier rounds stay above it.
                    i > 0 && a.attempt === 1 && (
                      <tr key={`replay-${i}`} className="border-t border-zinc-200 dark:border-zinc-800">
                        <th
                          scope="rowgroup"
                          colSpan={6}
                          className="py-1 text-left text-xs font-medium text-zinc-600 dark:text-zinc-400"
                        >
                          <FormattedMessage id="hooks.replayed" />
                        </th>
                      </tr>
                    ),
                    <tr key={i} className="border-t border-zinc-200 align-top dark:border-zinc-800">
                      <td className="pr-2">{a.attempt}</td>
                      <td className="whitespace-nowrap pr-2">
                        <DateTime value={a.at} />
                      </td>
                      <td className="pr-2">{a.statusCode ?? '—'}</td>
                      <td className="whitespace-nowrap pr-2 text-right">
                        {a.latencyMs === null ? (
                          '—'
                        ) : (
                          <FormattedNumber value={a.latencyMs} style="unit" unit="millisecond" unitDisplay="short" />
                        )}
                      </td>
                      <td className="pr-2">
                        {a.error === null ? (
                          <span className="text-green-800 dark:text-green-300">
                            <span aria-hidden="true">✓ </span>
                            <FormattedMessage id="hooks.delivered" />
                          </span>
                        ) : (
                          <span className="break-all font-mono text-xs">{a.error}</span>
                        )}
                      </td>
                      <td className="min-w-[16rem]">
                        {a.responseExcerpt === null ? (
                          <span className="text-zinc-600 dark:text-zinc-400">
                            {/* A successful reply's body is not kept: nothing to show, and nothing went wrong. */}
                            {a.error === null ? '—' : <FormattedMessage id="hooks.noResponse" />}
                          </span>
                        ) : (
                          <pre
                            tabIndex={0}
                            className="max-h-40 overflow-auto whitespace-pre-wrap break-all rounded bg-zinc-50 p-1 text-xs dark:bg-zinc-900"
                          >
                            {a.responseExcerpt}
                          </pre>
                        )}
                      </td>
                    </tr>,
                  ])}
                </tbody>
              </table>
            </div>
          )}
        </Card>
        <Card title={intl.formatMessage({ id: 'webhooks.payload' })}>
          <pre
            tabIndex={0}
            className="max-h-96 overflow-auto whitespace-pre-wrap break-all rounded bg-zinc-50 p-2 text-xs dark:bg-zinc-900"
          >
            {JSON.stringify(w.payload, null, 2)}
          </pre>
        </Card>
      </div>
    </>
  );
}
