import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, client, queryKeyOf } from '../../api';
import { useCan } from '../../session';
import { Button, PageHeader } from '../../ui/controls';
import { Money } from '../../ui/format';
import { ErrorNotice, useFailureToast } from '../../ui/notice';
import { DataTable, Pager, type Columns } from '../../ui/table';
import { useToast } from '../../ui/toasts';
import { stateOf, type Promotion, type PromotionState } from './status';

const route = getRouteApi('/app/promotions');

const tones: Record<PromotionState, string> = {
  active: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
  paused: 'bg-zinc-200 text-zinc-900 dark:bg-zinc-700 dark:text-zinc-100',
  scheduled: 'bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-100',
  expired: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

export function PromotionStatus({ promotion }: { promotion: Promotion }) {
  const state = stateOf(promotion);
  return (
    <span className={`inline-block whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-medium ${tones[state]}`}>
      <FormattedMessage id={`promotionStatus.${state}`} />
    </span>
  );
}

/** A list row: the promotion with the orders and discount its report counts, read with the page (no request a row). */
type PromotionRow = Promotion & { orders: number; discount: number };

/** Pause and resume: reversible, so no confirmation. */
function PauseButton({ promotion }: { promotion: Promotion }) {
  const intl = useIntl();
  const toast = useToast();
  const failureToast = useFailureToast();
  const queryClient = useQueryClient();
  const paused = promotion.status === 'paused';
  const toggle = useMutation({
    mutationFn: async () => {
      const params = { params: { path: { id: promotion.id } } };
      return paused
        ? client.POST('/api2/admin/promotions/{id}/resume', params)
        : client.POST('/api2/admin/promotions/{id}/pause', params);
    },
    onSuccess: async () => {
      toast({
        tone: 'success',
        title: intl.formatMessage(
          { id: paused ? 'promotions.resumed' : 'promotions.paused' },
          { name: promotion.name },
        ),
      });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/promotions') });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/promotions/{id}') });
    },
    onError: (e) => failureToast(e),
  });
  return (
    <Button
      disabled={toggle.isPending}
      onClick={(e) => {
        e.stopPropagation();
        toggle.mutate();
      }}
      aria-label={intl.formatMessage(
        { id: paused ? 'promotions.resumeOne' : 'promotions.pauseOne' },
        { name: promotion.name },
      )}
    >
      <FormattedMessage id={paused ? 'promotions.resume' : 'promotions.pause'} />
    </Button>
  );
}

export function PromotionsScreen() {
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/promotions' });
  const intl = useIntl();
  const can = useCan();
  const page = search.page ?? 1;
  const list = useQuery({
    ...api.queryOptions('get', '/api2/admin/promotions', { params: { query: { page, limit: 20 } } }),
    placeholderData: keepPreviousData,
  });
  const columns: Columns<PromotionRow> = [
    {
      id: 'name',
      header: intl.formatMessage({ id: 'promotions.name' }),
      cell: ({ row }) => (
        <Link to="/promotions/$id" params={{ id: row.original.id }} className="underline">
          {row.original.name}
        </Link>
      ),
    },
    {
      id: 'kind',
      header: intl.formatMessage({ id: 'promotions.kind' }),
      cell: ({ row }) => (
        <>
          <FormattedMessage id={`promotionKind.${row.original.kind}`} />
          <span className="block text-xs text-zinc-600 dark:text-zinc-400">
            <FormattedMessage id={row.original.automatic ? 'promotions.automaticShort' : 'promotions.byCode'} />
          </span>
        </>
      ),
    },
    {
      id: 'status',
      header: intl.formatMessage({ id: 'promotions.status' }),
      cell: ({ row }) => <PromotionStatus promotion={row.original} />,
    },
    {
      id: 'uses',
      header: intl.formatMessage({ id: 'promotions.uses' }),
      cell: ({ row }) =>
        row.original.usageLimit === null ? (
          row.original.used
        ) : (
          <FormattedMessage
            id="promotions.usesOf"
            values={{ used: row.original.used, limit: row.original.usageLimit }}
          />
        ),
    },
    {
      id: 'orders',
      header: intl.formatMessage({ id: 'promotions.orders' }),
      cell: ({ row }) => row.original.orders,
    },
    {
      id: 'discount',
      header: intl.formatMessage({ id: 'promotions.discountGiven' }),
      cell: ({ row }) => <Money value={row.original.discount} />,
    },
    ...(can('promotions.write')
      ? [
          {
            id: 'actions',
            header: '',
            cell: ({ row }: { row: { original: PromotionRow } }) => <PauseButton promotion={row.original} />,
          },
        ]
      : []),
  ];
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'nav.promotions' })}>
        {can('promotions.write') && (
          <Link
            to="/promotions/new"
            className="rounded-md bg-blue-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-800 dark:bg-blue-600"
          >
            <FormattedMessage id="promotions.new" />
          </Link>
        )}
      </PageHeader>
      {list.error && <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />}
      <DataTable
        caption={intl.formatMessage({ id: 'promotions.list' })}
        columns={columns}
        numeric={['uses', 'orders', 'discount']}
        rows={list.data?.promotions ?? []}
        rowId={(p) => String(p.id)}
        busy={list.isFetching}
        empty={<FormattedMessage id="promotions.empty" />}
        onOpen={(p) => void navigate({ to: '/promotions/$id', params: { id: p.id } })}
      />
      {list.data && (
        <Pager
          page={page}
          totalPages={list.data.totalPages}
          onPage={(p) => void navigate({ search: { page: p === 1 ? undefined : p } })}
        />
      )}
    </>
  );
}
