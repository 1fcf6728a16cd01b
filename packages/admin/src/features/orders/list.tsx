import { useMemo, useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import type { RowSelectionState } from '@tanstack/react-table';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/en';
import { api, client, type OrderListItem, queryKeyOf } from '../../api';
import { useCan } from '../../session';
import { ORDER_STATUSES } from '../../server-rules';
import type { OrdersSearch } from './search';
import { Button, Field, Input, PageHeader, Select } from '../../ui/controls';
import { Dialog } from '../../ui/dialog';
import { DateTime, Money, PaymentMethodName, Status } from '../../ui/format';
import { ErrorNotice, errorText } from '../../ui/notice';
import { DataTable, Pager, type Columns } from '../../ui/table';
import { SaveView, ViewList } from '../../ui/views';
import { SortHeader, type Sorted } from '../../ui/sort-header';

const route = getRouteApi('/app/orders');
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
    void navigate({
      search: (prev: OrdersSearch) => ({
        sortBy: prev.sortBy,
        sortOrder: prev.sortOrder,
        search: value('search'),
        status: value('status') as OrdersSearch['status'],
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
      <Field label={t('orders.status')}>
        {(id) => (
          <Select id={id} name="status" defaultValue={search.status ?? ''}>
            <option value="">{t('filter.any')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <details open={moreSet} className="sm:col-span-2 lg:col-span-4">
        <summary className="cursor-pointer text-sm font-medium">{t('orders.moreFilters')}</summary>
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
            {(id) => (
              <Input id={id} name="minAmount" type="number" min={0} step="0.01" defaultValue={search.minAmount ?? ''} />
            )}
          </Field>
          <Field label={t('orders.maxAmount')}>
            {(id) => (
              <Input id={id} name="maxAmount" type="number" min={0} step="0.01" defaultValue={search.maxAmount ?? ''} />
            )}
          </Field>
          {tags.length > 0 && (
            <fieldset className="sm:col-span-2">
              <legend className="text-sm font-medium text-zinc-700 dark:text-zinc-300">{t('orders.tags')}</legend>
              <div className="flex flex-wrap gap-3">
                {tags.map((tag) => (
                  <label key={tag.id} className="flex items-center gap-1 text-sm">
                    <input
                      type="checkbox"
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
      <div className="flex items-end gap-2">
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
      const { page: _page, ...filter } = search;
      const { response } = await client.GET('/api2/admin/orders/export', {
        params: { query: filter },
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

interface BulkResult {
  orderNumber: number;
  ok: boolean;
  message: string;
}

function BulkActions({ selected, onDone }: { selected: OrderListItem[]; onDone: () => void }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const tags = useQuery(api.queryOptions('get', '/api2/admin/order-tags'));
  const [target, setTarget] = useState('');
  const [tagId, setTagId] = useState('');
  const [running, setRunning] = useState(false);
  const [results, setResults] = useState<BulkResult[] | null>(null);

  // One request per order: each answers for itself (a move the state machine refuses for one order does not stop the others).
  const apply = async (action: (order: OrderListItem) => Promise<unknown>) => {
    setRunning(true);
    const outcome: BulkResult[] = [];
    for (const order of selected) {
      try {
        await action(order);
        outcome.push({ orderNumber: order.orderNumber, ok: true, message: intl.formatMessage({ id: 'bulk.done' }) });
      } catch (e) {
        outcome.push({ orderNumber: order.orderNumber, ok: false, message: errorText(e) });
      }
    }
    setRunning(false);
    setResults(outcome);
    await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/orders') });
  };

  const moveStatus = () =>
    apply((order) =>
      client.PATCH('/api2/admin/orders/{id}', { params: { path: { id: order.id } }, body: { status: target } }),
    );
  const addTag = () =>
    apply(async (order) => {
      const { data } = await client.GET('/api2/admin/orders/{id}', { params: { path: { id: order.id } } });
      const ids = new Set((data?.tags ?? []).map((t) => t.id));
      ids.add(Number(tagId));
      return client.PUT('/api2/admin/orders/{id}/tags', {
        params: { path: { id: order.id } },
        body: { tagIds: [...ids] },
      });
    });

  return (
    <section
      aria-label={intl.formatMessage({ id: 'bulk.label' })}
      className="mb-3 flex flex-wrap items-end gap-3 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm dark:border-blue-900 dark:bg-blue-950"
    >
      <p className="self-center font-medium">
        <FormattedMessage id="bulk.selected" values={{ count: selected.length }} />
      </p>
      <Field label={intl.formatMessage({ id: 'bulk.moveTo' })}>
        {(id) => (
          <Select id={id} value={target} onChange={(e) => setTarget(e.target.value)}>
            <option value="">{intl.formatMessage({ id: 'bulk.chooseStatus' })}</option>
            {ORDER_STATUSES.filter((s) => s !== 'pending').map((s) => (
              <option key={s} value={s}>
                {intl.formatMessage({ id: `status.${s}` })}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button tone="primary" disabled={!target || running} onClick={() => void moveStatus()}>
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
          <Button disabled={!tagId || running} onClick={() => void addTag()}>
            <FormattedMessage id="bulk.applyTag" />
          </Button>
        </>
      )}
      <Dialog
        open={results !== null}
        onOpenChange={(open) => {
          if (!open) {
            setResults(null);
            onDone();
          }
        }}
        title={intl.formatMessage({ id: 'bulk.results' })}
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
            {results?.map((r) => (
              <tr key={r.orderNumber}>
                <td>#{r.orderNumber}</td>
                <td className={r.ok ? 'text-green-800 dark:text-green-300' : 'text-red-800 dark:text-red-300'}>
                  {r.message}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Dialog>
    </section>
  );
}

export function OrdersScreen() {
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/orders' });
  const intl = useIntl();
  const can = useCan();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const page = search.page ?? 1;
  const orders = useQuery({
    ...api.queryOptions('get', '/api2/admin/orders', { params: { query: { ...search, limit: PAGE_SIZE } } }),
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
                  aria-label={t('bulk.selectAll')}
                  checked={table.getIsAllRowsSelected()}
                  onChange={table.getToggleAllRowsSelectedHandler()}
                />
              ),
              cell: ({ row }) => (
                <input
                  type="checkbox"
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
          <Link to="/orders/$orderId" params={{ orderId: row.original.id }} className="font-medium underline">
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

  const selected = rows.filter((r) => selection[String(r.id)]);
  return (
    <>
      <PageHeader title={t('nav.orders')}>
        <SaveView search={search} />
        <ExportButton search={search} total={orders.data?.total ?? 0} />
      </PageHeader>
      <ViewList />
      <Filters tags={tags.data?.tags ?? []} />
      {orders.error && <ErrorNotice error={orders.error} onRetry={() => void orders.refetch()} />}
      {writable && selected.length > 0 && <BulkActions selected={selected} onDone={() => setSelection({})} />}
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
        columns={columns}
        rows={rows}
        rowId={(o) => String(o.id)}
        busy={orders.isFetching}
        sorted={sorted}
        empty={<FormattedMessage id="orders.empty" />}
        selection={selection}
        onSelectionChange={writable ? setSelection : undefined}
        onOpen={(o) => void navigate({ to: '/orders/$orderId', params: { orderId: o.id } })}
      />
      {orders.data && (
        <Pager
          page={page}
          totalPages={orders.data.totalPages}
          estimated={orders.data.totalEstimated}
          onPage={(p) =>
            void navigate({ search: (prev: OrdersSearch) => ({ ...prev, page: p === 1 ? undefined : p }) })
          }
        />
      )}
    </>
  );
}
