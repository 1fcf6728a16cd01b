import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, client, type Answer, queryKeyOf } from '../../api';
import { useCan } from '../../session';
import { Button, Card, PageHeader } from '../../ui/controls';
import { DateTime } from '../../ui/format';
import { ErrorNotice, useFailureToast } from '../../ui/notice';
import { DataTable, type Columns } from '../../ui/table';
import { useToast } from '../../ui/toasts';
import { NotFoundPaths } from './not-found';
import { RedirectForm } from './form';

type Redirect = Answer<'/api2/admin/seo/redirects'>['redirects'][number];

function AddRedirect() {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage({ id: 'redirects.add' })} className="mb-4">
      <RedirectForm wide />
    </Card>
  );
}

export function RedirectsScreen() {
  const intl = useIntl();
  const toast = useToast();
  const failureToast = useFailureToast();
  const queryClient = useQueryClient();
  const writable = useCan()('content.write');
  const list = useQuery(api.queryOptions('get', '/api2/admin/seo/redirects', { params: { query: { limit: 200 } } }));
  const change = useMutation({
    mutationFn: async (w: { id: number; enabled?: boolean; remove?: boolean }) => {
      if (w.remove) await client.DELETE('/api2/admin/seo/redirects/{id}', { params: { path: { id: w.id } } });
      else
        await client.PUT('/api2/admin/seo/redirects/{id}', {
          params: { path: { id: w.id } },
          body: { enabled: w.enabled! },
        });
    },
    onSuccess: () => toast({ tone: 'success', title: intl.formatMessage({ id: 'redirects.saved' }) }),
    onError: (e) => failureToast(e),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/seo/redirects') }),
  });
  const columns: Columns<Redirect> = [
    {
      id: 'source',
      header: intl.formatMessage({ id: 'redirects.source' }),
      cell: ({ row }) => <span className="break-all font-mono">{row.original.source}</span>,
    },
    {
      id: 'destination',
      header: intl.formatMessage({ id: 'redirects.destination' }),
      cell: ({ row }) => <span className="break-all font-mono">{row.original.destination}</span>,
    },
    {
      id: 'status',
      header: intl.formatMessage({ id: 'redirects.status' }),
      cell: ({ row }) => row.original.statusCode,
    },
    {
      id: 'hits',
      header: intl.formatMessage({ id: 'redirects.hits' }),
      cell: ({ row }) => intl.formatNumber(row.original.hits),
    },
    {
      id: 'lastHit',
      header: intl.formatMessage({ id: 'redirects.lastHit' }),
      cell: ({ row }) => (row.original.lastHitAt ? <DateTime value={row.original.lastHitAt} /> : '—'),
    },
    {
      id: 'actions',
      header: intl.formatMessage({ id: 'versions.actions' }),
      cell: ({ row }) =>
        writable ? (
          <div className="flex flex-wrap gap-2">
            <label className="flex items-center gap-1 text-sm">
              <input
                type="checkbox"
                checked={row.original.enabled}
                disabled={change.isPending}
                onChange={(e) => change.mutate({ id: row.original.id, enabled: e.target.checked })}
                aria-label={intl.formatMessage({ id: 'redirects.enabledOne' }, { source: row.original.source })}
              />
              <FormattedMessage id="redirects.enabled" />
            </label>
            <Button
              tone="danger"
              disabled={change.isPending}
              onClick={() => change.mutate({ id: row.original.id, remove: true })}
              aria-label={intl.formatMessage({ id: 'redirects.deleteOne' }, { source: row.original.source })}
            >
              <FormattedMessage id="action.delete" />
            </Button>
          </div>
        ) : (
          <FormattedMessage id={row.original.enabled ? 'redirects.enabled' : 'redirects.disabled'} />
        ),
    },
  ];
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'nav.redirects' })} />
      {writable && <AddRedirect />}
      {list.error && <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />}
      <DataTable
        caption={intl.formatMessage({ id: 'nav.redirects' })}
        columns={columns}
        rows={list.data?.redirects ?? []}
        rowId={(r) => String(r.id)}
        busy={list.isFetching}
        empty={<FormattedMessage id="redirects.empty" />}
      />
      <NotFoundPaths />
    </>
  );
}
