import { useMemo, useState, type FormEvent } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import type { RowSelectionState } from '@tanstack/react-table';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/en';
import { type Answer, api, client, queryKeyOf } from '../../api';
import { useCan } from '../../session';
import { ORDER_STATUSES } from '../../server-rules';
import { PAGE_SIZES, type OrdersSearch } from './search';
import { Button, Field, Input, MoneyInput, PageHeader, Select } from '../../ui/controls';
import { Dialog } from '../../ui/dialog';
import { DateTime, Money, PaymentMethodName, Status } from '../../ui/format';
import { ErrorNotice, refusalText } from '../../ui/notice';
import { DataTable, Pager, type Columns } from '../../ui/table';
import { SaveView, ViewList, viewFilter } from '../../ui/views';
import { SortHeader, type Sorted } from '../../ui/sort-header';
import { ManageTags } from './tags';

const route = getRouteApi('/app/orders');
type OrderListItem = Answer<'/api2/admin/orders'>['orders'][number];
const PAGE_SIZE = 50;

function Filters({ tags }: { tags: { id: number; name: string }[] }) {
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/orders' });
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  // The form holds what is typed; the URL holds the applied view (submitting applies it).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => {
      const v = String(data.get(name) ?? '').trim();
      return v === '' ? undefined : v;
    };
    const number = (name: string) => {
      const v = value(name);
      return v === undefined ? undefined : Number(v);
    };
    const tagIds = data.getAll('tagId').map(Number);
    const statuses = data.getAll('status').map(String) as NonNullable<OrdersSearch['status']>;
    void navigate({
      search: (prev: OrdersSearch) => ({
        sortBy: prev.sortBy,
        sortOrder: prev.sortOrder,
        limit: prev.limit,
        search: value('search'),
        status: statuses.length ? statuses : undefined,
        paymentMethod: value('paymentMethod'),
        orderSource: value('orderSource'),
        dateFrom: value('dateFrom'),
        dateTo: value('dateTo'),
        minAmount: number('minAmount'),
        maxAmount: number('maxAmount'),
        tagId: tagIds.length ? tagIds : undefined,
      }),
    });
  };
  const key = JSON.stringify(search);
  // Phones show the search and status first; the other filters open when one of them is in use.
  const moreSet = [
    search.paymentMethod,
    search.orderSource,
    search.dateFrom,
    search.dateTo,
    search.minAmount,
    search.maxAmount,
    search.tagId,
  ].some((v) => v !== undefined);
  return (
    <form
      key={key}
      onSubmit={submit}
      role="search"
      aria-label={t('orders.filters')}
      className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <Field label={t('orders.search')} className="sm:col-span-2">
        {(id) => (
          <Input
            id={id}
            name="search"
            type="search"
            data-list-search
            defaultValue={search.search ?? ''}
            placeholder={t('orders.searchHint')}
          />
        )}
      </Field>
      {/* Several statuses at once (open orders: paid and processing); none ticked means any. */}
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-zinc-700 dark:text-zinc-300">{t('orders.status')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
          {ORDER_STATUSES.map((s) => (
            <label key={s} className="flex min-h-6 items-center gap-1 text-sm">
              <input
                type="checkbox"
                className="max-sm:size-6"
                name="status"
                value={s}
                defaultChecked={search.status?.includes(s)}
              />
              {t(`status.${s}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <details open={moreSet} className="sm:col-span-2 lg:col-span-4">
        <summary className="cursor-pointer text-sm font-medium max-sm:py-1">{t('orders.moreFilters')}</summary>
        <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Field label={t('orders.paymentMethod')}>
            {(id) => (
              <Input id={id} name="paymentMethod" defaultValue={search.paymentMethod ?? ''} list="payment-methods" />
            )}
          </Field>
          <datalist id="payment-methods">
            <option value="card" />
            <option value="paypal" />
            <option value="invoice" />
            <option value="bank_transfer" />
          </datalist>
          <Field label={t('orders.source')}>
            {(id) => <Input id={id} name="orderSource" defaultValue={search.orderSource ?? ''} list="order-sources" />}
          </Field>
          <datalist id="order-sources">
            <option value="web" />
            <option value="api" />
            <option value="pos" />
          </datalist>
          <Field label={t('orders.dateFrom')}>
            {(id) => <Input id={id} name="dateFrom" type="date" defaultValue={search.dateFrom?.slice(0, 10) ?? ''} />}
          </Field>
          <Field label={t('orders.dateTo')}>
            {(id) => <Input id={id} name="dateTo" type="date" defaultValue={search.dateTo?.slice(0, 10) ?? ''} />}
          </Field>
          <Field label={t('orders.minAmount')}>
            {(id) => <MoneyInput id={id} name="minAmount" defaultValue={search.minAmount ?? ''} />}
          </Field>
          <Field label={t('orders.maxAmount')}>
            {(id) => <MoneyInput id={id} name="maxAmount" defaultValue={search.maxAmount ?? ''} />}
          </Field>
          {tags.length > 0 && (
            <fieldset className="sm:col-span-2">
              <legend className="text-sm font-medium text-zinc-700 dark:text-zinc-300">{t('orders.tags')}</legend>
              <div className="flex flex-wrap gap-3">
                {tags.map((tag) => (
                  <label key={tag.id} className="flex items-center gap-1 text-sm">
                    <input
                      type="checkbox"
                      className="max-sm:size-6"
                      name="tagId"
                      value={tag.id}
                      defaultChecked={search.tagId?.includes(tag.id)}
                    />
                    {tag.name}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        </div>
      </details>
      <div className="flex items-end gap-2 whitespace-nowrap">
        <Button tone="primary" type="submit">
          {t('filter.apply')}
        </Button>
        <Link from="/orders" to="." search={{}} className="px-2 py-1.5 text-sm underline">
          {t('filter.reset')}
        </Link>
      </div>
    </form>
  );
}

/** CSV of exactly the applied filter, streamed: progress is the rows received against the list's total. */
function ExportButton({ search, total }: { search: OrdersSearch; total: number }) {
  const [rows, setRows] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const intl = useIntl();
  const run = async () => {
    setError(null);
    setRows(0);
    try {
      const { response } = await client.GET('/api2/admin/orders/export', {
        params: { query: viewFilter(search) },
        parseAs: 'stream',
      });
      const reader = response.body!.getReader();
      const chunks: Uint8Array[] = [];
      let lines = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        for (const byte of value) if (byte === 10) lines++;
        setRows(Math.max(lines - 1, 0));
      }
      const url = URL.createObjectURL(new Blob(chunks as BlobPart[], { type: 'text/csv' }));
      const link = Object.assign(document.createElement('a'), {
        href: url,
        download: `orders-${new Date().toISOString().slice(0, 10)}.csv`,
      });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setRows(null);
    } catch (e) {
      setRows(null);
      setError(e);
    }
  };
  return (
    <>
      <Button onClick={() => void run()} disabled={rows !== null}>
        {rows === null
          ? intl.formatMessage({ id: 'orders.export' })
          : intl.formatMessage({ id: 'orders.exporting' }, { rows, total })}
      </Button>
      {rows !== null && (
        <progress
          className="w-32 self-center"
          max={Math.max(total, 1)}
          value={rows}
          aria-label={intl.formatMessage({ id: 'orders.exportProgress' })}
        />
      )}
      {error !== null && <ErrorNotice error={error} onRetry={() => void run()} />}
    </>
  );
}

type BulkAnswer = Answer<'/api2/admin/orders/bulk', 'post'>;
/** What a bulk action did, kept until dismissed (the moved rows may leave the filtered list). */
interface BulkOutcome {
  action: string;
  results: BulkAnswer['results'];
}

/** Moves that close orders for good: asked first, with a reason for each order's history. */
type Status = (typeof ORDER_STATUSES)[number];
const CLOSING = ['cancelled', 'refunded'] as const;
type Closing = (typeof CLOSING)[number];
const isClosing = (s: string): s is Closing => (CLOSING as readonly string[]).includes(s);

/** The picked orders, or every order matching the applied filter (the server reads it when the request arrives). */
export type BulkTarget =
  { orderIds: number[] } | { filter: Omit<OrdersSearch, 'page' | 'limit' | 'sortBy' | 'sortOrder'> };

function ConfirmClosing({
  status,
  count,
  onClose,
  onConfirm,
}: {
  status: Closing | null;
  count: number;
  onClose: () => void;
  onConfirm: (note: string) => void;
}) {
  const intl = useIntl();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  return (
    <Dialog
      open={status !== null}
      onOpenChange={(open) => {
        if (!open) {
          reset();
          onClose();
        }
      }}
      title={status && intl.formatMessage({ id: `bulk.confirmTitle.${status}` }, { count })}
      description={status && intl.formatMessage({ id: `bulk.confirmWhat.${status}` })}
    >
      <form
        onSubmit={handleSubmit(({ reason }) => {
          reset();
          onConfirm(reason.trim());
        })}
      >
        <Field
          label={intl.formatMessage({ id: 'bulk.reason' })}
          error={errors.reason && intl.formatMessage({ id: 'order.reasonRequired' })}
          className="mb-3"
        >
          {(id, describedBy) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              {...register('reason', { required: true, maxLength: 2000, validate: (v) => v.trim() !== '' })}
            />
          )}
        </Field>
        <Button tone="danger" type="submit">
          {status && <FormattedMessage id={`bulk.confirm.${status}`} />}
        </Button>
      </form>
    </Dialog>
  );
}

/**
 * The selection bar: sticky at the bottom of the view, so it covers no row's place when it appears (no row moves
 * under the pointer), and says what is selected beyond this page.
 */
function BulkActions({
  count,
  otherPages,
  matching,
  canSelectMatching,
  target,
  onSelectMatching,
  onClear,
  onDone,
}: {
  count: number;
  otherPages: number;
  matching: number | null;
  canSelectMatching: number | null;
  target: BulkTarget;
  onSelectMatching: () => void;
  onClear: () => void;
  onDone: (outcome: BulkOutcome) => void;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const tags = useQuery(api.queryOptions('get', '/api2/admin/order-tags'));
  const [target_, setStatus] = useState<Status | ''>('');
  const [tagId, setTagId] = useState('');
  const [confirming, setConfirming] = useState<Closing | null>(null);
  const run = useMutation({
    mutationFn: async (action: { status: Status; note?: string } | { tagId: number }) => {
      const { data } = await client.POST('/api2/admin/orders/bulk', { body: { ...target, ...action } });
      return data!;
    },
    onSuccess: async (data, action) => {
      const label =
        'status' in action
          ? intl.formatMessage(
              { id: 'order.moveTo' },
              { status: intl.formatMessage({ id: `status.${action.status}` }) },
            )
          : intl.formatMessage(
              { id: 'bulk.taggedWith' },
              { tag: tags.data?.tags.find((t) => t.id === action.tagId)?.name ?? '' },
            );
      onDone({ action: label, results: data.results });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/orders') });
    },
  });
  const moveStatus = () => {
    if (isClosing(target_)) setConfirming(target_);
    else if (target_) run.mutate({ status: target_ });
  };
  const total = matching ?? count;

  return (
    <section
      aria-label={intl.formatMessage({ id: 'bulk.label' })}
      className="sticky bottom-0 z-20 mt-3 flex flex-wrap items-end gap-3 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm shadow-lg dark:border-blue-900 dark:bg-blue-950"
    >
      <div className="flex flex-col self-center">
        <p className="font-medium" aria-live="polite">
          {matching !== null ? (
            <FormattedMessage id="bulk.allMatching" values={{ count: matching }} />
          ) : (
            <FormattedMessage id="bulk.selected" values={{ count }} />
          )}
        </p>
        {matching === null && otherPages > 0 && (
          <p className="text-xs text-zinc-700 dark:text-zinc-300">
            <FormattedMessage id="bulk.otherPages" values={{ count: otherPages }} />
          </p>
        )}
      </div>
      {canSelectMatching !== null && (
        <Button onClick={onSelectMatching}>
          <FormattedMessage id="bulk.selectMatching" values={{ count: canSelectMatching }} />
        </Button>
      )}
      <Button onClick={onClear}>
        <FormattedMessage id="bulk.clear" />
      </Button>
      <Field label={intl.formatMessage({ id: 'bulk.moveTo' })}>
        {(id) => (
          <Select id={id} value={target_} onChange={(e) => setStatus(e.target.value as Status | '')}>
            <option value="">{intl.formatMessage({ id: 'bulk.chooseStatus' })}</option>
            {ORDER_STATUSES.filter((s) => s !== 'pending').map((s) => (
              <option key={s} value={s}>
                {intl.formatMessage({ id: `status.${s}` })}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button
        tone={isClosing(target_) ? 'danger' : 'primary'}
        disabled={!target_ || run.isPending}
        onClick={moveStatus}
      >
        <FormattedMessage id="bulk.applyStatus" />
      </Button>
      {(tags.data?.tags.length ?? 0) > 0 && (
        <>
          <Field label={intl.formatMessage({ id: 'bulk.addTag' })}>
            {(id) => (
              <Select id={id} value={tagId} onChange={(e) => setTagId(e.target.value)}>
                <option value="">{intl.formatMessage({ id: 'bulk.chooseTag' })}</option>
                {tags.data!.tags.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Button disabled={!tagId || run.isPending} onClick={() => run.mutate({ tagId: Number(tagId) })}>
            <FormattedMessage id="bulk.applyTag" />
          </Button>
        </>
      )}
      {run.isPending && (
        <p aria-live="polite" className="self-center">
          <FormattedMessage id="bulk.running" values={{ count: total }} />
        </p>
      )}
      {run.error && <ErrorNotice error={run.error} />}
      <ConfirmClosing
        status={confirming}
        count={total}
        onClose={() => setConfirming(null)}
        onConfirm={(note) => {
          run.mutate({ status: confirming!, note });
          setConfirming(null);
        }}
      />
    </section>
  );
}

/** What the last bulk action did, per order, until dismissed. */
function BulkResults({ outcome, onDismiss }: { outcome: BulkOutcome; onDismiss: () => void }) {
  const intl = useIntl();
  const done = outcome.results.filter((r) => r.ok).length;
  return (
    <section
      aria-label={intl.formatMessage({ id: 'bulk.results' })}
      className="mb-3 rounded-md border border-zinc-300 p-3 text-sm dark:border-zinc-700"
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">
          <FormattedMessage id="bulk.resultsOf" values={{ action: outcome.action }} />{' '}
          <span className="font-normal">
            <FormattedMessage id="bulk.summary" values={{ done, refused: outcome.results.length - done }} />
          </span>
        </h2>
        <Button onClick={onDismiss}>
          <FormattedMessage id="bulk.dismiss" />
        </Button>
      </div>
      <div
        className="max-h-64 overflow-y-auto"
        tabIndex={0}
        role="group"
        aria-label={intl.formatMessage({ id: 'bulk.results' })}
      >
        <table className="w-full text-sm">
          <caption className="sr-only">{intl.formatMessage({ id: 'bulk.results' })}</caption>
          <thead>
            <tr>
              <th scope="col" className="text-left">
                {intl.formatMessage({ id: 'orders.number' })}
              </th>
              <th scope="col" className="text-left">
                {intl.formatMessage({ id: 'bulk.outcome' })}
              </th>
            </tr>
          </thead>
          <tbody>
            {outcome.results.map((r) => (
              <tr key={r.id}>
                <td>
                  {r.orderNumber !== null ? (
                    <Link to="/orders/$orderId" params={{ orderId: r.id }} className="underline">
                      #{r.orderNumber}
                    </Link>
                  ) : (
                    r.id
                  )}
                </td>
                <td className={r.ok ? 'text-green-800 dark:text-green-300' : 'text-red-800 dark:text-red-300'}>
                  {r.ok
                    ? intl.formatMessage({ id: 'bulk.done' })
                    : r.currentStatus !== undefined && `status.${r.currentStatus}` in intl.messages
                      ? intl.formatMessage(
                          { id: 'bulk.notFrom' },
                          { status: intl.formatMessage({ id: `status.${r.currentStatus as Status}` }) },
                        )
                      : refusalText(intl, r.code, r.error ?? '')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function OrdersScreen() {
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/orders' });
  const intl = useIntl();
  const can = useCan();
  const [selection, setSelection] = useState<RowSelectionState>({});
  // "All matching": the filter it was chosen under; another filter ends it.
  const [matchingFilter, setMatchingFilter] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const page = search.page ?? 1;
  const pageSize = search.limit ?? PAGE_SIZE;
  const orders = useQuery({
    ...api.queryOptions('get', '/api2/admin/orders', { params: { query: { ...search, limit: pageSize } } }),
    placeholderData: keepPreviousData,
  });
  const tags = useQuery(api.queryOptions('get', '/api2/admin/order-tags'));
  const rows = orders.data?.orders ?? [];
  const t = (id: MessageId) => intl.formatMessage({ id });
  const writable = can('orders.write');

  const sorted: Sorted<NonNullable<OrdersSearch['sortBy']>> = {
    column: search.sortBy ?? 'createdAt',
    order: search.sortOrder ?? 'desc',
  };
  const columns = useMemo<Columns<OrderListItem>>(
    () => [
      ...(writable
        ? ([
            {
              id: 'select',
              header: ({ table }) => (
                <input
                  type="checkbox"
                  className="max-sm:size-6"
                  aria-label={t('bulk.selectAll')}
                  checked={table.getIsAllRowsSelected()}
                  onChange={table.getToggleAllRowsSelectedHandler()}
                />
              ),
              cell: ({ row }) => (
                <input
                  type="checkbox"
                  className="max-sm:size-6"
                  aria-label={intl.formatMessage({ id: 'bulk.selectOrder' }, { number: row.original.orderNumber })}
                  checked={row.getIsSelected()}
                  onChange={row.getToggleSelectedHandler()}
                />
              ),
            },
          ] satisfies Columns<OrderListItem>)
        : []),
      {
        id: 'orderNumber',
        header: () => <SortHeader column="orderNumber" label={t('orders.number')} sorted={sorted} />,
        cell: ({ row }) => (
          <Link
            to="/orders/$orderId"
            params={{ orderId: row.original.id }}
            className="font-medium underline max-sm:inline-flex max-sm:min-h-6 max-sm:items-center"
          >
            #{row.original.orderNumber}
          </Link>
        ),
      },
      {
        id: 'customerName',
        header: () => <SortHeader column="customerName" label={t('orders.customer')} sorted={sorted} />,
        cell: ({ row }) => (
          <div className="max-w-[14rem]">
            <div className="truncate" title={row.original.customerName}>
              {row.original.customerName}
            </div>
            <div className="truncate text-xs text-zinc-600 dark:text-zinc-400" title={row.original.customerEmail}>
              {row.original.customerEmail}
            </div>
          </div>
        ),
      },
      {
        id: 'status',
        header: () => <SortHeader column="status" label={t('orders.status')} sorted={sorted} />,
        cell: ({ row }) => <Status value={row.original.status} />,
      },
      {
        id: 'tags',
        header: t('orders.tags'),
        cell: ({ row }) => (
          <ul className="flex max-w-[12rem] flex-wrap gap-1" aria-label={t('orders.tags')}>
            {row.original.tags.map((tag) => (
              <li
                key={tag.id}
                className="rounded bg-zinc-100 px-1.5 py-0.5 text-xs text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200"
              >
                {tag.name}
              </li>
            ))}
          </ul>
        ),
      },
      {
        id: 'totalAmount',
        header: () => <SortHeader column="totalAmount" label={t('orders.total')} sorted={sorted} />,
        cell: ({ row }) => <Money value={row.original.totalAmount} currency={row.original.currency} />,
      },
      {
        id: 'paymentMethod',
        header: t('orders.paymentMethod'),
        cell: ({ row }) => <PaymentMethodName value={row.original.paymentMethod} />,
      },
      {
        id: 'createdAt',
        header: () => <SortHeader column="createdAt" label={t('orders.date')} sorted={sorted} />,
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            <DateTime value={row.original.createdAt} />
          </span>
        ),
      },
    ],
    [writable, intl, sorted?.column, sorted?.order],
  );

  const { sortBy: _sortBy, sortOrder: _sortOrder, ...filter } = viewFilter(search);
  const filterKey = JSON.stringify(filter);
  const matching = matchingFilter === filterKey && orders.data ? orders.data.total : null;
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);
  const onPage = rows.filter((r) => selection[String(r.id)]).length;
  const total = orders.data?.total ?? 0;
  const clear = () => {
    setSelection({});
    setMatchingFilter(null);
  };
  return (
    <>
      <PageHeader title={t('nav.orders')}>
        {writable && <ManageTags />}
        <SaveView search={search} />
        <ExportButton search={search} total={orders.data?.total ?? 0} />
      </PageHeader>
      <ViewList search={search} />
      <Filters tags={tags.data?.tags ?? []} />
      {orders.error && <ErrorNotice error={orders.error} onRetry={() => void orders.refetch()} />}
      {outcome && <BulkResults outcome={outcome} onDismiss={() => setOutcome(null)} />}
      <p className="mb-2 text-sm text-zinc-700 dark:text-zinc-300" aria-live="polite">
        {orders.data && (
          <FormattedMessage
            id={orders.data.totalEstimated ? 'orders.countAbout' : 'orders.count'}
            values={{ count: orders.data.total }}
          />
        )}
      </p>
      <DataTable
        caption={t('nav.orders')}
        cards
        numeric={['totalAmount']}
        columns={columns}
        rows={rows}
        rowId={(o) => String(o.id)}
        long={pageSize > 25}
        busy={orders.isFetching}
        sorted={sorted}
        empty={<FormattedMessage id="orders.empty" />}
        selection={selection}
        onSelectionChange={
          writable
            ? (next) => {
                setSelection(next);
                setMatchingFilter(null);
              }
            : undefined
        }
        onOpen={(o) => void navigate({ to: '/orders/$orderId', params: { orderId: o.id } })}
      />
      {writable && (selectedIds.length > 0 || matching !== null) && (
        <BulkActions
          count={selectedIds.length}
          otherPages={selectedIds.length - onPage}
          matching={matching}
          canSelectMatching={
            matching === null && rows.length > 0 && onPage === rows.length && total > rows.length ? total : null
          }
          target={matching !== null ? { filter } : { orderIds: selectedIds.map(Number) }}
          onSelectMatching={() => setMatchingFilter(filterKey)}
          onClear={clear}
          onDone={(result) => {
            setOutcome(result);
            clear();
          }}
        />
      )}
      {orders.data && (
        <Pager
          page={page}
          totalPages={orders.data.totalPages}
          estimated={orders.data.totalEstimated}
          onPage={(p) =>
            void navigate({ search: (prev: OrdersSearch) => ({ ...prev, page: p === 1 ? undefined : p }) })
          }
          pageSize={{
            value: pageSize,
            options: PAGE_SIZES,
            // A new page size starts from the first page: the old page number would point at other rows.
            onChange: (size) =>
              void navigate({
                search: (prev: OrdersSearch) => ({
                  ...prev,
                  page: undefined,
                  limit: size === PAGE_SIZE ? undefined : size,
                }),
              }),
          }}
        />
      )}
    </>
  );
}
