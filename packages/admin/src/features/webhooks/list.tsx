import type { FormEvent } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, client, type components, queryKeyOf } from '../../api';
import { useCan } from '../../session';
import { WEBHOOK_EVENTS, WEBHOOK_STATUSES } from '../../server-rules';
import type { WebhooksSearch } from './search';
import { Button, Card, Field, Input, PageHeader, Select } from '../../ui/controls';
import { DateTime } from '../../ui/format';
import { ErrorNotice, useFailureToast } from '../../ui/notice';
import { DataTable, Pager, type Columns } from '../../ui/table';
import { useToast } from '../../ui/toasts';
import { EndpointHealth } from './health';

const route = getRouteApi('/app/webhooks');
type Delivery = components['schemas']['WebhookSummary'];

export function WebhookStatus({ value }: { value: 'pending' | 'delivered' | 'failed' }) {
  const tone =
    value === 'failed'
      ? 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100'
      : value === 'delivered'
        ? 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100'
        : 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100';
  return (
    <span className={`inline-block rounded px-1.5 py-0.5 text-xs font-medium ${tone}`}>
      <FormattedMessage id={`webhookStatus.${value}`} />
    </span>
  );
}

/** Paused targets hold their deliveries until resumed (the API keeps them queued in order). */
export function Pauses() {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const writable = useCan()('webhooks.write');
  const pauses = useQuery(api.queryOptions('get', '/api2/admin/webhooks/pauses'));
  const done = async (message: 'webhooks.paused' | 'webhooks.resumed') => {
    toast({ tone: 'success', title: intl.formatMessage({ id: message }) });
    await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/webhooks/pauses') });
    await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/webhooks/health') });
  };
  const pause = useMutation({
    mutationFn: (url: string) => client.POST('/api2/admin/webhooks/pauses', { body: { url } }),
    onSuccess: () => done('webhooks.paused'),
  });
  const resume = useMutation({
    mutationFn: (url: string) => client.DELETE('/api2/admin/webhooks/pauses', { params: { query: { url } } }),
    onSuccess: () => done('webhooks.resumed'),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = String(new FormData(event.currentTarget).get('url') ?? '').trim();
    if (url) pause.mutate(url, { onSuccess: () => (event.target as HTMLFormElement).reset() });
  };
  const list = pauses.data?.pauses ?? [];
  return (
    <Card title={intl.formatMessage({ id: 'webhooks.pausedTargets' })} className="mb-4">
      {list.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <FormattedMessage id="webhooks.noPauses" />
        </p>
      ) : (
        <ul className="mb-3 flex flex-col gap-2 text-sm">
          {list.map((p) => (
            <li key={p.url} className="flex flex-wrap items-center gap-2">
              <span className="break-all font-mono">{p.url}</span>
              <span className="text-zinc-600 dark:text-zinc-400">
                <FormattedMessage id="webhooks.pausedSince" values={{ when: <DateTime value={p.pausedAt} /> }} />
              </span>
              {writable && (
                <Button
                  disabled={resume.isPending}
                  onClick={() => resume.mutate(p.url)}
                  aria-label={intl.formatMessage({ id: 'webhooks.resumeOne' }, { url: p.url })}
                >
                  <FormattedMessage id="webhooks.resume" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {writable && (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <Field label={intl.formatMessage({ id: 'webhooks.pauseUrl' })} className="min-w-0 flex-1">
            {(id) => <Input id={id} name="url" type="url" required maxLength={2000} />}
          </Field>
          <Button type="submit" disabled={pause.isPending}>
            <FormattedMessage id="webhooks.pause" />
          </Button>
        </form>
      )}
      {(pause.error ?? resume.error) && <ErrorNotice error={pause.error ?? resume.error} />}
    </Card>
  );
}

/** Sets every failed (or delivered) record of the applied filter back to pending, each keeping its id. */
function ReplayFilter({ search }: { search: WebhooksSearch }) {
  const intl = useIntl();
  const toast = useToast();
  const failureToast = useFailureToast();
  const queryClient = useQueryClient();
  const { page: _page, status, ...filter } = search;
  const replayStatus = status === 'delivered' ? 'delivered' : 'failed';
  const replay = useMutation({
    mutationFn: async () =>
      (await client.POST('/api2/admin/webhooks/replay', { body: { ...filter, status: replayStatus } })).data!,
    onSuccess: async (data) => {
      toast({ tone: 'success', title: intl.formatMessage({ id: 'webhooks.replayed' }, { count: data.replayed }) });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/webhooks') });
    },
    onError: (e) => failureToast(e),
  });
  if (status === 'pending') return null;
  return (
    <Button disabled={replay.isPending} onClick={() => replay.mutate()}>
      <FormattedMessage id={replayStatus === 'failed' ? 'webhooks.replayFailed' : 'webhooks.replayDelivered'} />
    </Button>
  );
}

function Filters() {
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/webhooks' });
  const intl = useIntl();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim() || undefined;
    const date = (name: string, end: boolean) => {
      const v = value(name);
      return v ? new Date(`${v}T${end ? '23:59:59' : '00:00:00'}`).toISOString() : undefined;
    };
    void navigate({
      search: (): WebhooksSearch => ({
        status: value('status') as WebhooksSearch['status'],
        eventType: value('eventType') as WebhooksSearch['eventType'],
        url: value('url'),
        createdFrom: date('createdFrom', false),
        createdTo: date('createdTo', true),
      }),
    });
  };
  const day = (iso?: string) => (iso ? new Date(iso).toLocaleDateString('sv') : '');
  return (
    <form
      key={JSON.stringify(search)}
      role="search"
      aria-label={intl.formatMessage({ id: 'orders.filters' })}
      onSubmit={submit}
      className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5"
    >
      <Field label={intl.formatMessage({ id: 'orders.status' })}>
        {(id) => (
          <Select id={id} name="status" defaultValue={search.status ?? ''}>
            <option value="">{intl.formatMessage({ id: 'filter.any' })}</option>
            {WEBHOOK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {intl.formatMessage({ id: `webhookStatus.${s}` })}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={intl.formatMessage({ id: 'webhooks.event' })}>
        {(id) => (
          <Select id={id} name="eventType" defaultValue={search.eventType ?? ''}>
            <option value="">{intl.formatMessage({ id: 'filter.any' })}</option>
            {WEBHOOK_EVENTS.map((e) => (
              <option key={e} value={e}>
                {e}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={intl.formatMessage({ id: 'webhooks.url' })}>
        {(id) => <Input id={id} name="url" data-list-search defaultValue={search.url ?? ''} />}
      </Field>
      <Field label={intl.formatMessage({ id: 'orders.dateFrom' })}>
        {(id) => <Input id={id} name="createdFrom" type="date" defaultValue={day(search.createdFrom)} />}
      </Field>
      <Field label={intl.formatMessage({ id: 'orders.dateTo' })}>
        {(id) => <Input id={id} name="createdTo" type="date" defaultValue={day(search.createdTo)} />}
      </Field>
      <div className="flex items-end gap-2">
        <Button tone="primary" type="submit">
          <FormattedMessage id="filter.apply" />
        </Button>
        <Link from="/webhooks" to="." search={{}} className="px-2 py-1.5 text-sm underline">
          <FormattedMessage id="filter.reset" />
        </Link>
      </div>
    </form>
  );
}

export function WebhooksScreen() {
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/webhooks' });
  const intl = useIntl();
  const can = useCan();
  const page = search.page ?? 1;
  const list = useQuery({
    ...api.queryOptions('get', '/api2/admin/webhooks', { params: { query: { ...search, limit: 50 } } }),
    placeholderData: keepPreviousData,
  });
  const columns: Columns<Delivery> = [
    {
      id: 'id',
      header: intl.formatMessage({ id: 'webhooks.delivery' }),
      cell: ({ row }) => (
        <Link to="/webhooks/$id" params={{ id: row.original.id }} className="underline">
          #{row.original.id}
        </Link>
      ),
    },
    { id: 'event', header: intl.formatMessage({ id: 'webhooks.event' }), cell: ({ row }) => row.original.eventType },
    {
      id: 'url',
      header: intl.formatMessage({ id: 'webhooks.url' }),
      cell: ({ row }) => <span className="block max-w-[20rem] break-all">{row.original.url}</span>,
    },
    {
      id: 'status',
      header: intl.formatMessage({ id: 'orders.status' }),
      cell: ({ row }) => <WebhookStatus value={row.original.status} />,
    },
    {
      id: 'attempts',
      header: intl.formatMessage({ id: 'webhooks.attempts' }),
      cell: ({ row }) => row.original.attempts,
    },
    {
      id: 'created',
      header: intl.formatMessage({ id: 'media.created' }),
      cell: ({ row }) => <DateTime value={row.original.createdAt * 1000} />,
    },
  ];
  const stats = list.data?.stats;
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'nav.webhooks' })}>
        {can('webhooks.write') && <ReplayFilter search={search} />}
      </PageHeader>
      {stats && (
        <p className="mb-3 flex flex-wrap gap-3 text-sm">
          {WEBHOOK_STATUSES.map((s) => (
            <Link key={s} from="/webhooks" to="." search={{ status: s }} className="underline">
              <FormattedMessage
                id="webhooks.stat"
                values={{ status: intl.formatMessage({ id: `webhookStatus.${s}` }), count: stats[s] }}
              />
            </Link>
          ))}
        </p>
      )}
      <EndpointHealth />
      <Pauses />
      <Filters />
      {list.error && <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />}
      <DataTable
        caption={intl.formatMessage({ id: 'webhooks.deliveries' })}
        columns={columns}
        rows={list.data?.webhooks ?? []}
        rowId={(w) => String(w.id)}
        busy={list.isFetching}
        empty={<FormattedMessage id="webhooks.empty" />}
        onOpen={(w) => void navigate({ to: '/webhooks/$id', params: { id: w.id } })}
      />
      {list.data && (
        <Pager
          page={page}
          totalPages={list.data.totalPages}
          onPage={(p) =>
            void navigate({ search: (prev: WebhooksSearch) => ({ ...prev, page: p === 1 ? undefined : p }) })
          }
        />
      )}
    </>
  );
}
