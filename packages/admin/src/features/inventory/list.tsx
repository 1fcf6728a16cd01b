import { useState } from 'react';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, client, type Answer, queryKeyOf } from '../../api';
import { useCan } from '../../session';
import type { InventorySearch } from './search';
import { Button, Card, Field, Input, PageHeader } from '../../ui/controls';
import { Dialog } from '../../ui/dialog';
import { DateTime } from '../../ui/format';
import { ErrorNotice } from '../../ui/notice';
import { DataTable, Pager, type Columns } from '../../ui/table';
import { useToast } from '../../ui/toasts';
import { bodySchema, rulesOf } from '../../ui/schema-rules';
import { itemName } from '../../ui/item-name';
import { ProductPicker } from '../../ui/pickers';

const route = getRouteApi('/app/inventory');
type StockRow = Answer<'/api2/admin/inventory/stock'>['stock'][number];
type Movement = Answer<'/api2/admin/inventory/movements'>['movements'][number];
const ADJUST = bodySchema('POST /api2/admin/inventory/adjustments');

function AdjustDialog({ row, onClose }: { row: StockRow; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ quantity: string; reason: string }>({ defaultValues: { quantity: '', reason: '' } });
  const adjust = useMutation({
    mutationFn: async (f: { quantity: string; reason: string }) =>
      (
        await client.POST('/api2/admin/inventory/adjustments', {
          body: {
            // A variant with options is named by its id: its product alone names several (docs/variants.md).
            ...(row.variantId ? { variantId: row.variantId } : { productId: row.productId }),
            warehouseId: row.warehouseId,
            quantity: Number(f.quantity),
            reason: f.reason.trim(),
          },
        })
      ).data!,
    onSuccess: async (data) => {
      toast({
        tone: 'success',
        title: intl.formatMessage(
          { id: 'inventory.adjusted' },
          { before: data.quantityBefore, after: data.quantityAfter },
        ),
      });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/inventory/stock') });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/inventory/low-stock') });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/inventory/movements') });
      onClose();
    },
  });
  const quantityRules = rulesOf(ADJUST, 'quantity', intl, { create: true });
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage(
        { id: 'inventory.adjustTitle' },
        { product: itemName(row), warehouse: row.warehouseName },
      )}
      description={intl.formatMessage({ id: 'inventory.adjustWhat' }, { total: row.total })}
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={handleSubmit((f) => {
          if (!adjust.isPending) adjust.mutate(f);
        })}
      >
        <Field label={intl.formatMessage({ id: 'inventory.change' })} error={errors.quantity?.message}>
          {(id, d) => (
            <Input
              id={id}
              type="number"
              step="1"
              aria-describedby={d}
              {...register('quantity', {
                ...quantityRules,
                validate: (v: string) => {
                  const base = quantityRules.validate?.(v) ?? true;
                  if (base !== true) return base;
                  if (Number(v) === 0) return intl.formatMessage({ id: 'inventory.notZero' });
                  return (
                    row.total + Number(v) >= 0 ||
                    intl.formatMessage({ id: 'inventory.belowZero' }, { total: row.total })
                  );
                },
              })}
            />
          )}
        </Field>
        <Field label={intl.formatMessage({ id: 'returns.reason' })} error={errors.reason?.message}>
          {(id, d) => (
            <Input
              id={id}
              aria-describedby={d}
              {...register('reason', rulesOf(ADJUST, 'reason', intl, { create: true }))}
            />
          )}
        </Field>
        {adjust.error && <ErrorNotice error={adjust.error} />}
        <Button tone="primary" type="submit" disabled={adjust.isPending} className="self-start">
          <FormattedMessage id="inventory.adjust" />
        </Button>
      </form>
    </Dialog>
  );
}

/** What is behind an entry: the order, the return or the adjustment (with its reason). */
function Reference({ movement }: { movement: Movement }) {
  const ref = movement.reference;
  if (!ref) return null;
  if (ref.type === 'order')
    return (
      <Link to="/orders/$orderId" params={{ orderId: ref.id }} className="underline">
        <FormattedMessage id="inventory.refOrder" values={{ id: ref.id }} />
      </Link>
    );
  if (ref.type === 'return')
    return (
      <Link to="/returns" search={{}} className="underline">
        <FormattedMessage id="inventory.refReturn" values={{ id: ref.id }} />
      </Link>
    );
  return <FormattedMessage id="inventory.refAdjustment" values={{ id: ref.id }} />;
}

/** The ledger of one product (or one of its variants) in one warehouse, newest first: each entry with its change and the balance after it. */
function Timeline({
  productId,
  variantId,
  warehouseId,
}: {
  productId: number;
  variantId: number | undefined;
  warehouseId: number;
}) {
  const intl = useIntl();
  const of = variantId ? { variantId } : { productId };
  const ledger = useInfiniteQuery({
    queryKey: queryKeyOf('/api2/admin/inventory/movements', { ...of, warehouseId }),
    queryFn: async ({ pageParam }) =>
      (
        await client.GET('/api2/admin/inventory/movements', {
          params: { query: { ...of, warehouseId, page: pageParam, limit: 50 } },
        })
      ).data!,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
  const entries = ledger.data?.pages.flatMap((p) => p.movements) ?? [];
  const signed = (n: number) => (n > 0 ? `+${intl.formatNumber(n)}` : intl.formatNumber(n));
  return (
    <Card title={intl.formatMessage({ id: 'inventory.ledger' })} className="mb-4">
      {ledger.error && <ErrorNotice error={ledger.error} onRetry={() => void ledger.refetch()} />}
      {entries.length === 0 && !ledger.isFetching && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <FormattedMessage id="inventory.noMovements" />
        </p>
      )}
      <ol
        aria-label={intl.formatMessage({ id: 'inventory.ledger' })}
        className="relative ml-2 border-l-2 border-zinc-200 dark:border-zinc-700"
      >
        {entries.map((m) => (
          <li key={m.id} className="mb-3 ml-4 text-sm">
            <span
              aria-hidden="true"
              className={`absolute -left-[7px] mt-1.5 h-3 w-3 rounded-full ${m.quantityDelta < 0 ? 'bg-red-600' : m.quantityDelta > 0 ? 'bg-green-600' : 'bg-zinc-400'}`}
            />
            <p className="flex flex-wrap gap-x-3">
              <span className="font-medium">
                <FormattedMessage id={`movement.${m.type}`} />
              </span>
              <span>
                <DateTime value={m.createdAt} />
              </span>
              <span>{m.actor}</span>
            </p>
            <p className="flex flex-wrap gap-x-3">
              {m.quantityDelta !== 0 && (
                <span>
                  <FormattedMessage
                    id="inventory.onHand"
                    values={{ delta: signed(m.quantityDelta), balance: m.quantityAfter }}
                  />
                </span>
              )}
              {m.reservedDelta !== 0 && (
                <span>
                  <FormattedMessage
                    id="inventory.reservedChange"
                    values={{ delta: signed(m.reservedDelta), balance: m.reservedAfter }}
                  />
                </span>
              )}
              <Reference movement={m} />
            </p>
            {m.reason && <p className="break-words text-zinc-700 dark:text-zinc-300">{m.reason}</p>}
          </li>
        ))}
      </ol>
      {ledger.hasNextPage && (
        <Button disabled={ledger.isFetchingNextPage} onClick={() => void ledger.fetchNextPage()}>
          <FormattedMessage id="changeLog.older" />
        </Button>
      )}
    </Card>
  );
}

function LowStock() {
  const intl = useIntl();
  const low = useQuery(
    api.queryOptions('get', '/api2/admin/inventory/low-stock', { params: { query: { limit: 10 } } }),
  );
  const rows = low.data?.stock ?? [];
  return (
    <Card title={intl.formatMessage({ id: 'home.lowStock' })} className="mb-4">
      {low.error && <ErrorNotice error={low.error} onRetry={() => void low.refetch()} />}
      {rows.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <FormattedMessage id="home.noLowStock" />
        </p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {rows.map((r) => (
            <li key={`${r.productId}-${r.variantId ?? ''}-${r.warehouseId}`} className="flex flex-wrap gap-x-2">
              <Link
                to="/inventory"
                search={{ productId: r.productId, variantId: r.variantId, warehouseId: r.warehouseId }}
                className="break-words underline"
              >
                {itemName(r)}
              </Link>
              <span>{r.warehouseName}</span>
              <span>
                <FormattedMessage id="home.available" values={{ count: r.available }} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function InventoryScreen() {
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/inventory' });
  const intl = useIntl();
  const writable = useCan()('products.write');
  const [adjusting, setAdjusting] = useState<StockRow | null>(null);
  const page = search.page ?? 1;
  const stock = useQuery({
    ...api.queryOptions('get', '/api2/admin/inventory/stock', {
      params: { query: { ...(search.productId ? { productId: search.productId } : {}), page, limit: 50 } },
    }),
    placeholderData: keepPreviousData,
  });
  // The chosen product's name and SKU for the picker (the URL keeps its id).
  const picked = useQuery({
    ...api.queryOptions('get', '/api2/admin/products/{id}', { params: { path: { id: search.productId ?? 0 } } }),
    enabled: search.productId !== undefined,
  });
  const columns: Columns<StockRow> = [
    {
      id: 'product',
      header: intl.formatMessage({ id: 'batch.product' }),
      cell: ({ row }) => (
        <Link to="/products/$id" params={{ id: row.original.productId }} className="break-words underline">
          {itemName(row.original)}
        </Link>
      ),
    },
    { id: 'sku', header: intl.formatMessage({ id: 'product.sku' }), cell: ({ row }) => row.original.sku },
    {
      id: 'warehouse',
      header: intl.formatMessage({ id: 'inventory.warehouse' }),
      cell: ({ row }) => row.original.warehouseName,
    },
    {
      id: 'total',
      header: intl.formatMessage({ id: 'inventory.total' }),
      cell: ({ row }) => intl.formatNumber(row.original.total),
    },
    {
      id: 'reserved',
      header: intl.formatMessage({ id: 'inventory.reserved' }),
      cell: ({ row }) => intl.formatNumber(row.original.reserved),
    },
    {
      id: 'available',
      header: intl.formatMessage({ id: 'products.available' }),
      cell: ({ row }) => intl.formatNumber(row.original.available),
    },
    {
      id: 'actions',
      header: intl.formatMessage({ id: 'versions.actions' }),
      cell: ({ row }) => {
        const name = `${itemName(row.original)}, ${row.original.warehouseName}`;
        return (
          <div className="flex flex-wrap gap-2">
            <Link
              to="/inventory"
              search={{
                ...search,
                productId: row.original.productId,
                variantId: row.original.variantId,
                warehouseId: row.original.warehouseId,
              }}
              className="self-center underline"
              aria-label={intl.formatMessage({ id: 'inventory.ledgerOf' }, { name })}
            >
              <FormattedMessage id="inventory.ledger" />
            </Link>
            {writable && (
              <Button
                onClick={() => setAdjusting(row.original)}
                aria-label={intl.formatMessage({ id: 'inventory.adjustOne' }, { name })}
              >
                <FormattedMessage id="inventory.adjust" />
              </Button>
            )}
          </div>
        );
      },
    },
  ];
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'nav.inventory' })} />
      <LowStock />
      {search.productId && search.warehouseId && (
        <Timeline productId={search.productId} variantId={search.variantId} warehouseId={search.warehouseId} />
      )}
      <div role="search" className="mb-4 flex max-w-lg items-end gap-2">
        <div className="flex-1">
          <ProductPicker
            label={intl.formatMessage({ id: 'inventory.product' })}
            selected={picked.data ? { id: picked.data.id, name: picked.data.name, sku: picked.data.sku } : null}
            onPick={(p) => void navigate({ search: { productId: p.id } })}
          />
        </div>
        <Link from="/inventory" to="." search={{}} className="px-2 py-1.5 text-sm underline">
          <FormattedMessage id="filter.reset" />
        </Link>
      </div>
      {stock.error && <ErrorNotice error={stock.error} onRetry={() => void stock.refetch()} />}
      <DataTable
        caption={intl.formatMessage({ id: 'inventory.stock' })}
        columns={columns}
        rows={stock.data?.stock ?? []}
        rowId={(r) => `${r.productId}-${r.variantId ?? ''}-${r.warehouseId}`}
        busy={stock.isFetching}
        empty={<FormattedMessage id="inventory.empty" />}
      />
      {stock.data && (
        <Pager
          page={page}
          totalPages={stock.data.totalPages}
          onPage={(p) =>
            void navigate({ search: (prev: InventorySearch) => ({ ...prev, page: p === 1 ? undefined : p }) })
          }
        />
      )}
      {adjusting && <AdjustDialog row={adjusting} onClose={() => setAdjusting(null)} />}
    </>
  );
}
