import { useMemo, useRef, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import type { RowSelectionState } from '@tanstack/react-table';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, client, queryKeyOf } from '../../api';
import { useCan } from '../../session';
import type { ProductSortBy, ProductsSearch } from './search';
import type { ProductRow } from './row';
import { Button, Field, Input, MoneyInput, PageHeader } from '../../ui/controls';
import { Money } from '../../ui/format';
import { ErrorNotice, useFailureToast } from '../../ui/notice';
import { DataTable, Pager, type Columns } from '../../ui/table';
import { useToast } from '../../ui/toasts';
import { BulkEdit } from './bulk';
import { CategorySelect } from '../../ui/pickers';
import { SortHeader, type Sorted } from '../../ui/sort-header';

const route = getRouteApi('/app/products');
const PAGE_SIZE = 50;
type InlineField = 'price' | 'stock';
interface Edit {
  id: number;
  name: string;
  field: InlineField;
  before: number;
  after: number;
}

const patch = (id: number, field: InlineField, value: number) =>
  client.PATCH('/api2/admin/products/{id}', { params: { path: { id } }, body: { [field]: value } });

/** A price or stock cell edited in place: Enter or leaving the field saves; Escape puts the value back. */
function InlineNumber({ row, field, onSaved }: { row: ProductRow; field: InlineField; onSaved: (edit: Edit) => void }) {
  const intl = useIntl();
  const toast = useToast();
  const failureToast = useFailureToast();
  const [saving, setSaving] = useState(false);
  const current = row[field];
  const label = intl.formatMessage(
    { id: field === 'price' ? 'products.priceOf' : 'products.stockOf' },
    { name: row.name },
  );
  const shown = field === 'price' ? current.toFixed(2) : String(current);
  const save = async (input: HTMLInputElement) => {
    const value = Number(input.value);
    if (input.value === '' || value === current) {
      input.value = shown;
      return;
    }
    const valid =
      Number.isFinite(value) &&
      value >= 0 &&
      (field === 'price' ? Math.round(value * 100) === value * 100 : Number.isInteger(value));
    if (!valid) {
      toast({ tone: 'error', title: intl.formatMessage({ id: field === 'price' ? 'rule.cents' : 'rule.integer' }) });
      input.value = shown;
      return;
    }
    setSaving(true);
    try {
      await patch(row.id, field, value);
      onSaved({ id: row.id, name: row.name, field, before: current, after: value });
    } catch (e) {
      failureToast(e);
      input.value = shown;
    } finally {
      setSaving(false);
    }
  };
  const Box = field === 'price' ? MoneyInput : Input;
  return (
    <Box
      key={current}
      aria-label={label}
      type="number"
      min={0}
      step={field === 'price' ? '0.01' : '1'}
      inputMode={field === 'price' ? 'decimal' : 'numeric'}
      defaultValue={shown}
      disabled={saving}
      className="w-20 min-w-[4.5rem] sm:w-24 sm:min-w-[5.5rem]"
      onBlur={(e) => void save(e.currentTarget)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          e.currentTarget.blur();
        }
        if (e.key === 'Escape') {
          e.currentTarget.value = shown;
          e.currentTarget.blur();
        }
      }}
    />
  );
}

/** The last inline change, with the way back. */
function UndoBar({ edit, onUndo }: { edit: Edit; onUndo: () => void }) {
  const intl = useIntl();
  const show = (v: number) =>
    edit.field === 'price' ? intl.formatNumber(v, { style: 'currency', currency: 'EUR' }) : intl.formatNumber(v);
  return (
    <div
      role="status"
      className="mb-3 flex flex-wrap items-center gap-3 rounded-md border border-zinc-300 bg-zinc-50 p-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
    >
      <span className="min-w-0 break-words">
        {intl.formatMessage(
          { id: edit.field === 'price' ? 'products.priceChanged' : 'products.stockChanged' },
          { name: edit.name, before: show(edit.before), after: show(edit.after) },
        )}
      </span>
      <Button onClick={onUndo}>
        <FormattedMessage id="action.undo" />
      </Button>
    </div>
  );
}

export function ProductsScreen() {
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/products' });
  const intl = useIntl();
  const can = useCan();
  const toast = useToast();
  const failureToast = useFailureToast();
  const queryClient = useQueryClient();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [lastEdit, setLastEdit] = useState<Edit | null>(null);
  const page = search.page ?? 1;
  const query = {
    ...(search.q ? { q: search.q } : {}),
    // A category's list holds its subcategories' products too, as the tree counts them.
    ...(search.category ? { category: search.category, includeSubcategories: true } : {}),
    ...(search.sortBy ? { sortBy: search.sortBy, sortOrder: search.sortOrder ?? 'asc' } : {}),
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  };
  const products = useQuery({
    ...api.queryOptions('get', '/api2/admin/products/search', { params: { query } }),
    placeholderData: keepPreviousData,
  });
  // An inline edit in a sorted list would move its row away from under the pointer (a new price, a new updatedAt):
  // the rows keep the places they were shown in, with fresh values, until staff sort again or change the list.
  const [held, setHeld] = useState<{ search: string; rows: ProductRow[] } | null>(null);
  const searchKey = JSON.stringify(search);
  const fresh = products.data?.products ?? [];
  const holding = held !== null && held.search === searchKey;
  const rows = holding ? held.rows.map((old) => fresh.find((r) => r.id === old.id) ?? old) : fresh;
  // The cells' save handler is made with the columns (memoised): it reads what is shown now through this ref.
  const shown = useRef({ rows, search: searchKey, sorted: search.sortBy !== undefined });
  shown.current = { rows, search: searchKey, sorted: search.sortBy !== undefined };
  const writable = can('products.write');
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/products/search') });
  const saved = (edit: Edit) => {
    setLastEdit(edit);
    const now = shown.current;
    if (now.sorted)
      setHeld({
        search: now.search,
        rows: now.rows.map((r) => (r.id === edit.id ? { ...r, [edit.field]: edit.after } : r)),
      });
    void refresh();
  };
  const undo = async (edit: Edit) => {
    setLastEdit(null);
    try {
      await patch(edit.id, edit.field, edit.before);
      toast({ tone: 'success', title: intl.formatMessage({ id: 'products.undone' }) });
    } catch (e) {
      failureToast(e);
    }
    await refresh();
  };

  const sorted: Sorted<ProductSortBy> | undefined = search.sortBy
    ? { column: search.sortBy, order: search.sortOrder ?? 'asc' }
    : undefined;
  const columns = useMemo<Columns<ProductRow>>(
    () => [
      ...(writable
        ? ([
            {
              id: 'select',
              header: ({ table }) => (
                <input
                  type="checkbox"
                  aria-label={intl.formatMessage({ id: 'products.selectAll' })}
                  checked={table.getIsAllRowsSelected()}
                  onChange={table.getToggleAllRowsSelectedHandler()}
                />
              ),
              cell: ({ row }) => (
                <input
                  type="checkbox"
                  aria-label={intl.formatMessage({ id: 'products.select' }, { name: row.original.name })}
                  checked={row.getIsSelected()}
                  onChange={row.getToggleSelectedHandler()}
                />
              ),
            },
          ] satisfies Columns<ProductRow>)
        : []),
      {
        id: 'name',
        header: () => <SortHeader column="name" label={intl.formatMessage({ id: 'products.name' })} sorted={sorted} />,
        cell: ({ row }) => (
          <div className="min-w-[6rem] max-w-[18rem] sm:min-w-[8rem]">
            <Link
              to="/products/$id"
              params={{ id: row.original.id }}
              className="line-clamp-2 break-words font-medium underline"
            >
              {row.original.name}
            </Link>
            <div className="truncate text-xs text-zinc-600 dark:text-zinc-400">{row.original.sku}</div>
          </div>
        ),
      },
      {
        id: 'price',
        header: () => (
          <SortHeader column="price" label={intl.formatMessage({ id: 'products.price' })} sorted={sorted} />
        ),
        cell: ({ row }) =>
          writable ? (
            <InlineNumber row={row.original} field="price" onSaved={saved} />
          ) : (
            <Money value={row.original.price} />
          ),
      },
      {
        id: 'stock',
        header: intl.formatMessage({ id: 'products.stock' }),
        cell: ({ row }) =>
          writable ? <InlineNumber row={row.original} field="stock" onSaved={saved} /> : row.original.stock,
      },
      {
        id: 'available',
        header: intl.formatMessage({ id: 'products.available' }),
        cell: ({ row }) => intl.formatNumber(row.original.availableStock),
      },
      {
        id: 'status',
        header: intl.formatMessage({ id: 'products.status' }),
        cell: ({ row }) => <FormattedMessage id={`productStatus.${row.original.status}`} />,
      },
      {
        id: 'category',
        header: intl.formatMessage({ id: 'products.category' }),
        cell: ({ row }) =>
          row.original.category ? (
            <Link from="/products" to="." search={{ category: row.original.category.slug }} className="underline">
              {row.original.category.name}
            </Link>
          ) : (
            '—'
          ),
      },
    ],
    [writable, intl, sorted?.column, sorted?.order],
  );

  const selected = rows.filter((r) => selection[String(r.id)]);
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'nav.products' })}>
        {writable && (
          <Link
            to="/products/new"
            className="rounded-md bg-blue-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-800 dark:bg-blue-600"
          >
            <FormattedMessage id="products.new" />
          </Link>
        )}
      </PageHeader>
      <form
        role="search"
        key={JSON.stringify(search)}
        className="mb-4 grid grid-cols-1 items-end gap-3 sm:grid-cols-[1fr_14rem_auto]"
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          const value = (name: string) => String(data.get(name) ?? '').trim() || undefined;
          void navigate({
            search: (prev: ProductsSearch): ProductsSearch => ({
              q: value('q'),
              category: value('category'),
              sortBy: prev.sortBy,
              sortOrder: prev.sortOrder,
            }),
          });
        }}
      >
        <Field label={intl.formatMessage({ id: 'products.search' })}>
          {(id) => (
            <Input
              id={id}
              name="q"
              type="search"
              data-list-search
              defaultValue={search.q ?? ''}
              placeholder={intl.formatMessage({ id: 'products.searchHint' })}
            />
          )}
        </Field>
        <Field label={intl.formatMessage({ id: 'products.category' })}>
          {(id) => (
            <CategorySelect
              id={id}
              name="category"
              defaultValue={search.category ?? ''}
              optionValue={(c) => c.slug}
              none={intl.formatMessage({ id: 'picker.anyCategory' })}
            />
          )}
        </Field>
        <div className="flex gap-2">
          <Button type="submit" tone="primary">
            <FormattedMessage id="filter.apply" />
          </Button>
          <Link from="/products" to="." search={{}} className="px-2 py-1.5 text-sm underline">
            <FormattedMessage id="filter.reset" />
          </Link>
        </div>
      </form>
      {products.error && <ErrorNotice error={products.error} onRetry={() => void products.refetch()} />}
      {lastEdit && <UndoBar edit={lastEdit} onUndo={() => void undo(lastEdit)} />}
      {holding && (
        <p className="mb-3 flex flex-wrap items-center gap-3 text-sm text-zinc-700 dark:text-zinc-300">
          <FormattedMessage id="products.heldInPlace" />
          <Button onClick={() => setHeld(null)}>
            <FormattedMessage id="products.sortAgain" />
          </Button>
        </p>
      )}
      {writable && selected.length > 0 && (
        <BulkEdit
          selected={selected}
          onDone={() => {
            setSelection({});
            void refresh();
          }}
        />
      )}
      <p className="mb-2 text-sm text-zinc-700 dark:text-zinc-300" aria-live="polite">
        {products.data && <FormattedMessage id="products.count" values={{ count: products.data.total }} />}
      </p>
      <DataTable
        caption={intl.formatMessage({ id: 'nav.products' })}
        columns={columns}
        rows={rows}
        rowId={(p) => String(p.id)}
        busy={products.isFetching}
        wideOnly={['available', 'status', 'category']}
        numeric={['price', 'stock', 'available']}
        sorted={sorted}
        selection={selection}
        onSelectionChange={writable ? setSelection : undefined}
        empty={<FormattedMessage id={search.q || search.category ? 'products.noMatch' : 'products.empty'} />}
        onOpen={(p) => void navigate({ to: '/products/$id', params: { id: p.id } })}
      />
      {products.data && (
        <Pager
          page={page}
          totalPages={Math.ceil(products.data.total / PAGE_SIZE)}
          onPage={(p) =>
            void navigate({ search: (prev: ProductsSearch) => ({ ...prev, page: p === 1 ? undefined : p }) })
          }
        />
      )}
    </>
  );
}
