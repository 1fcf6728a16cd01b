import { useMemo, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { allowedReturnMoves, RETURN_STATUSES } from '../../server-rules';
import { api, client, type Answer, type Order, queryKeyOf } from '../../api';
import { useCan } from '../../session';
import type { ReturnsSearch } from './search';
import { PageHeader, Button, Field, Input, MoneyInput, Select } from '../../ui/controls';
import { Dialog } from '../../ui/dialog';
import { DateTime, Money, Status } from '../../ui/format';
import { ErrorNotice, useFailureToast } from '../../ui/notice';
import { useToast } from '../../ui/toasts';
import { itemName } from '../../ui/item-name';
import { DataTable, Pager, type Columns } from '../../ui/table';

type Return = Answer<'/api2/admin/returns'>['returns'][number];
const route = getRouteApi('/app/returns');

const MOVE_LABEL = {
  approved: 'returns.approve',
  rejected: 'returns.reject',
  received: 'returns.receive',
  refunded: 'returns.refund',
} as const;
type ReturnMove = keyof typeof MOVE_LABEL;

/** Refunding pays money back: asked first, with the amount (at most the returned lines' value, which it starts at). */
function RefundDialog({
  item,
  open,
  onOpenChange,
}: {
  item: Return;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const max = item.refundAmount;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ amount: string }>({ values: { amount: max.toFixed(2) } });
  const refund = useMutation({
    mutationFn: (amountCents: number) =>
      client.PATCH('/api2/admin/returns/{id}', {
        params: { path: { id: item.id } },
        body: { status: 'refunded', amountCents },
      }),
    onSuccess: async () => {
      toast({
        tone: 'success',
        title: intl.formatMessage(
          { id: 'returns.moved' },
          { id: item.id, status: intl.formatMessage({ id: 'status.refunded' }) },
        ),
      });
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/returns') });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/orders/{id}') });
    },
  });
  const money = (n: number) => intl.formatNumber(n, { style: 'currency', currency: 'EUR' });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          reset();
          refund.reset();
        }
        onOpenChange(next);
      }}
      title={intl.formatMessage({ id: 'returns.refundTitle' }, { id: item.id })}
      description={intl.formatMessage({ id: 'returns.refundWhat' }, { max: money(max) })}
    >
      <form
        noValidate
        onSubmit={handleSubmit(({ amount }) => {
          if (!refund.isPending) refund.mutate(Math.round(Number(amount) * 100));
        })}
      >
        <Field
          label={intl.formatMessage({ id: 'returns.refundAmountLabel' })}
          error={errors.amount && intl.formatMessage({ id: 'returns.refundAmountInvalid' }, { max: money(max) })}
          className="mb-3"
        >
          {(id, describedBy) => (
            <MoneyInput
              id={id}
              max={max}
              aria-describedby={describedBy}
              {...register('amount', {
                required: true,
                validate: (v) => {
                  const n = Number(v);
                  return (
                    v.trim() !== '' && Number.isFinite(n) && n >= 0 && Math.round(n * 100) <= Math.round(max * 100)
                  );
                },
              })}
            />
          )}
        </Field>
        {refund.error && <ErrorNotice error={refund.error} />}
        <div className="flex gap-2">
          <Button tone="danger" type="submit" disabled={refund.isPending}>
            <FormattedMessage id="returns.confirmRefund" />
          </Button>
          <Button onClick={() => onOpenChange(false)}>
            <FormattedMessage id="action.keep" />
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function ReturnActions({ item }: { item: Return }) {
  const intl = useIntl();
  const toast = useToast();
  const failureToast = useFailureToast();
  const queryClient = useQueryClient();
  const [refunding, setRefunding] = useState(false);
  const move = useMutation({
    mutationFn: (status: string) =>
      client.PATCH('/api2/admin/returns/{id}', { params: { path: { id: item.id } }, body: { status } }),
    onSuccess: async (_answer, status) => {
      toast({
        tone: 'success',
        title: intl.formatMessage(
          { id: 'returns.moved' },
          { id: item.id, status: intl.formatMessage({ id: `status.${status as ReturnMove}` }) },
        ),
      });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/returns') });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/orders/{id}') });
    },
    onError: (error) => failureToast(error),
  });
  const moves = allowedReturnMoves(item.status).filter((m): m is keyof typeof MOVE_LABEL => m in MOVE_LABEL);
  return (
    <div className="flex flex-wrap gap-1">
      {moves.map((m) => (
        <Button
          key={m}
          tone={m === 'rejected' || m === 'refunded' ? 'danger' : 'secondary'}
          disabled={move.isPending}
          onClick={() => (m === 'refunded' ? setRefunding(true) : move.mutate(m))}
          aria-label={intl.formatMessage({ id: `${MOVE_LABEL[m]}Return` as 'returns.approveReturn' }, { id: item.id })}
        >
          <FormattedMessage id={MOVE_LABEL[m]} />
        </Button>
      ))}
      {moves.includes('refunded') && <RefundDialog item={item} open={refunding} onOpenChange={setRefunding} />}
    </div>
  );
}

export function ReturnsTable({
  search,
  compact = false,
  onPage,
}: {
  search: ReturnsSearch;
  compact?: boolean;
  onPage?: (page: number) => void;
}) {
  const intl = useIntl();
  const can = useCan();
  const returns = useQuery({
    ...api.queryOptions('get', '/api2/admin/returns', { params: { query: { ...search, limit: compact ? 20 : 50 } } }),
    placeholderData: keepPreviousData,
  });
  // Memoised: the table renders each cell function as a component, so a new one each render would remount the
  // cells and drop what they hold (an open refund dialog).
  const writable = can('orders.write');
  const columns = useMemo<Columns<Return>>(
    () => [
      { id: 'id', header: intl.formatMessage({ id: 'returns.number' }), cell: ({ row }) => `R-${row.original.id}` },
      ...(compact
        ? []
        : ([
            {
              id: 'order',
              header: intl.formatMessage({ id: 'returns.order' }),
              cell: ({ row }) => (
                <Link to="/orders/$orderId" params={{ orderId: row.original.orderId }} className="underline">
                  #{row.original.orderNumber}
                </Link>
              ),
            },
          ] satisfies Columns<Return>)),
      {
        id: 'status',
        header: intl.formatMessage({ id: 'orders.status' }),
        cell: ({ row }) => <Status value={row.original.status} />,
      },
      {
        id: 'items',
        header: intl.formatMessage({ id: 'order.items' }),
        cell: ({ row }) => row.original.items.map((i) => `${i.quantity} × ${itemName(i)}`).join(', '),
      },
      {
        id: 'reason',
        header: intl.formatMessage({ id: 'returns.reason' }),
        cell: ({ row }) => <span className="break-words">{row.original.reason}</span>,
      },
      {
        id: 'refund',
        header: intl.formatMessage({ id: 'returns.refundAmount' }),
        cell: ({ row }) => <Money value={row.original.refundAmount} />,
      },
      {
        id: 'refunded',
        header: intl.formatMessage({ id: 'returns.refunded' }),
        cell: ({ row }) => (row.original.refundedAmount === null ? '—' : <Money value={row.original.refundedAmount} />),
      },
      {
        id: 'date',
        header: intl.formatMessage({ id: 'orders.date' }),
        cell: ({ row }) => <DateTime value={row.original.createdAt} />,
      },
      ...(writable
        ? ([
            {
              id: 'actions',
              header: intl.formatMessage({ id: 'returns.actions' }),
              cell: ({ row }) => <ReturnActions item={row.original} />,
            },
          ] satisfies Columns<Return>)
        : []),
    ],
    [intl, compact, writable],
  );
  if (returns.error) return <ErrorNotice error={returns.error} onRetry={() => void returns.refetch()} />;
  return (
    <>
      <DataTable
        caption={intl.formatMessage({ id: 'nav.returns' })}
        // Inside the order screen: cards on a phone, so the table does not scroll sideways there.
        cards={compact}
        columns={columns}
        rows={returns.data?.returns ?? []}
        rowId={(r) => String(r.id)}
        busy={returns.isFetching}
        empty={<FormattedMessage id="returns.empty" />}
      />
      {onPage && returns.data && (
        <Pager page={returns.data.page} totalPages={returns.data.totalPages} onPage={onPage} />
      )}
    </>
  );
}

interface ReturnForm {
  reason: string;
  note: string;
  quantities: Record<string, string>;
}

/** Request a return of some of the order's items (shipped or delivered orders). */
export function RequestReturn({ order }: { order: Order }) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [noItems, setNoItems] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReturnForm>({ defaultValues: { reason: '', note: '', quantities: {} } });
  const request = useMutation({
    mutationFn: async (body: {
      orderId: number;
      reason: string;
      note?: string;
      items: { orderItemId: number; quantity: number }[];
    }) => {
      const { data } = await client.POST('/api2/admin/returns', { body });
      return data;
    },
    onSuccess: async () => {
      toast({ tone: 'success', title: intl.formatMessage({ id: 'returns.requested' }) });
      setOpen(false);
      reset();
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/returns') });
    },
  });
  const submit = handleSubmit(({ reason, note, quantities }) => {
    const items = Object.entries(quantities)
      .map(([id, q]) => ({ orderItemId: Number(id), quantity: Number(q) }))
      .filter((i) => i.quantity > 0);
    setNoItems(items.length === 0);
    if (items.length === 0 || request.isPending) return;
    request.mutate({ orderId: order.id, reason, ...(note ? { note } : {}), items });
  });
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <FormattedMessage id="returns.request" />
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={intl.formatMessage({ id: 'returns.requestTitle' }, { number: order.orderNumber })}
      >
        <form onSubmit={submit} className="flex flex-col gap-3">
          {order.items.map((item) => (
            <Field
              key={item.id}
              label={intl.formatMessage({ id: 'returns.quantityOf' }, { name: itemName(item), max: item.quantity })}
            >
              {(id) => (
                <Input
                  id={id}
                  type="number"
                  min={0}
                  max={item.quantity}
                  defaultValue={0}
                  {...register(`quantities.${item.id}`)}
                />
              )}
            </Field>
          ))}
          {noItems && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              <FormattedMessage id="returns.noItems" />
            </p>
          )}
          <Field
            label={intl.formatMessage({ id: 'returns.reason' })}
            error={errors.reason && intl.formatMessage({ id: 'order.reasonRequired' })}
          >
            {(id, describedBy) => (
              <Input
                id={id}
                aria-describedby={describedBy}
                {...register('reason', { required: true, maxLength: 2000 })}
              />
            )}
          </Field>
          <Field label={intl.formatMessage({ id: 'returns.note' })}>
            {(id) => <Input id={id} {...register('note', { maxLength: 2000 })} />}
          </Field>
          {request.error && <ErrorNotice error={request.error} onRetry={() => void submit()} />}
          <Button tone="primary" type="submit" disabled={request.isPending} className="self-start">
            <FormattedMessage id="returns.submit" />
          </Button>
        </form>
      </Dialog>
    </>
  );
}

export function ReturnsScreen() {
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/returns' });
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'nav.returns' })} />
      <div className="mb-4 max-w-xs">
        <Field label={intl.formatMessage({ id: 'orders.status' })}>
          {(id) => (
            <Select
              id={id}
              value={search.status ?? ''}
              onChange={(e) =>
                void navigate({ search: { status: (e.target.value || undefined) as ReturnsSearch['status'] } })
              }
            >
              <option value="">{intl.formatMessage({ id: 'filter.any' })}</option>
              {RETURN_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {intl.formatMessage({ id: `status.${s}` })}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <ReturnsTable
        search={search}
        onPage={(page) =>
          void navigate({ search: (prev: ReturnsSearch) => ({ ...prev, page: page === 1 ? undefined : page }) })
        }
      />
    </>
  );
}
