import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { api, client, type components, queryKeyOf } from '../../api';
import { useCan } from '../../session';
import { Button, Card } from '../../ui/controls';
import { DateTime } from '../../ui/format';
import { ErrorNotice } from '../../ui/notice';
import { DataTable, type Columns } from '../../ui/table';
import { useToast } from '../../ui/toasts';

type Target = components['schemas']['WebhookTargetHealth'];

/** The API's default window; the view states it rather than offering another. */
const HOURS = 24;

/** Per target URL: how often its attempts fail, when it last worked and failed, what waits, and pause/resume. */
export function EndpointHealth() {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const writable = useCan()('webhooks.write');
  const health = useQuery(
    api.queryOptions('get', '/api2/admin/webhooks/health', { params: { query: { hours: HOURS } } }),
  );
  const done = async (message: 'webhooks.paused' | 'webhooks.resumed') => {
    toast({ tone: 'success', title: intl.formatMessage({ id: message }) });
    await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/webhooks/pauses') });
    await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/webhooks/health') });
  };
  const toggle = useMutation({
    mutationFn: async (t: Target) => {
      if (t.paused) await client.DELETE('/api2/admin/webhooks/pauses', { params: { query: { url: t.url } } });
      else await client.POST('/api2/admin/webhooks/pauses', { body: { url: t.url } });
    },
    onSuccess: (_data, t) => done(t.paused ? 'webhooks.resumed' : 'webhooks.paused'),
  });
  const when = (iso: string | null) =>
    iso === null ? <FormattedMessage id="hooks.never" /> : <DateTime value={iso} />;
  const columns: Columns<Target> = [
    {
      id: 'url',
      header: intl.formatMessage({ id: 'webhooks.url' }),
      cell: ({ row }) => (
        <Link to="/webhooks" search={{ url: row.original.url }} className="block max-w-[20rem] break-all underline">
          {row.original.url}
        </Link>
      ),
    },
    {
      id: 'failureRate',
      header: intl.formatMessage({ id: 'hooks.failureRate' }),
      cell: ({ row }) => <FormattedNumber value={row.original.failureRate} style="percent" maximumFractionDigits={1} />,
    },
    {
      id: 'lastSuccess',
      header: intl.formatMessage({ id: 'hooks.lastSuccess' }),
      cell: ({ row }) => when(row.original.lastDeliveredAt),
    },
    {
      id: 'lastFailure',
      header: intl.formatMessage({ id: 'hooks.lastFailure' }),
      cell: ({ row }) => when(row.original.lastFailedAt),
    },
    {
      id: 'pending',
      header: intl.formatMessage({ id: 'hooks.pending' }),
      cell: ({ row }) => <FormattedNumber value={row.original.pending} />,
    },
    {
      id: 'state',
      header: intl.formatMessage({ id: 'hooks.state' }),
      cell: ({ row }) => {
        const t = row.original;
        return (
          <span className="flex flex-wrap items-center gap-2">
            <FormattedMessage id={t.paused ? 'hooks.paused' : 'hooks.active'} />
            {writable && (
              <Button
                disabled={toggle.isPending}
                onClick={() => toggle.mutate(t)}
                aria-label={intl.formatMessage(
                  { id: t.paused ? 'hooks.resumeTarget' : 'hooks.pauseTarget' },
                  { url: t.url },
                )}
              >
                <FormattedMessage id={t.paused ? 'webhooks.resume' : 'webhooks.pause'} />
              </Button>
            )}
          </span>
        );
      },
    },
  ];
  return (
    <Card title={intl.formatMessage({ id: 'hooks.health' })} className="mb-4">
      <p className="mb-2 text-sm text-zinc-600 dark:text-zinc-400">
        <FormattedMessage id="hooks.healthWindow" values={{ hours: HOURS }} />
      </p>
      {health.error && <ErrorNotice error={health.error} onRetry={() => void health.refetch()} />}
      {toggle.error && <ErrorNotice error={toggle.error} />}
      <DataTable
        caption={intl.formatMessage({ id: 'hooks.health' })}
        columns={columns}
        rows={health.data?.targets ?? []}
        rowId={(t) => t.url}
        busy={health.isFetching}
        empty={<FormattedMessage id="hooks.noTargets" />}
      />
    </Card>
  );
}
