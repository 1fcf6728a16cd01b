// The product screen's variants (issue 34, docs/variants.md): an option editor that builds the variant matrix and a
// variant table with inline SKU, price, status and stock per warehouse. Options and the variants they add are one
// product PATCH (atomic on the server); a variant row saves its fields and its stock changes (as adjustments).
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, client, queryKeyOf, type Answer } from '../../api';
import { useCan } from '../../session';
import { GroupPricesDialog } from './group-prices';
import { Button, Card, Field, Input, inputClass, MoneyInput, twoDecimals } from '../../ui/controls';
import { Dialog } from '../../ui/dialog';
import { ErrorNotice, useFailureToast } from '../../ui/notice';
import { useToast } from '../../ui/toasts';

type Detail = Answer<'/api2/admin/products/{id}/variants'>;
type Variant = Detail['variants'][number];
type Option = { name: string; values: string[] };
type StockRow = Answer<'/api2/admin/inventory/stock'>['stock'][number];
type Warehouse = Answer<'/api2/admin/inventory/warehouses'>['warehouses'][number];

const MAX_OPTIONS = 3;
const STATUSES = ['active', 'draft', 'archived'] as const;

/** Every combination of the options' values, in option order. */
function combinations(options: Option[]): string[][] {
  return options.reduce<string[][]>((acc, o) => acc.flatMap((c) => o.values.map((v) => [...c, v])), [[]]);
}

/** A variant's values after an options change, as the server maps them: by option name, a new option's first value. */
function remapped(values: string[], before: Option[], after: Option[]): string[] {
  return after.map((o) => {
    const at = before.findIndex((b) => b.name === o.name);
    return (at >= 0 ? values[at] : undefined) ?? o.values[0]!;
  });
}

/** A SKU for a variant the matrix adds: the product's SKU and the values, as letters, digits and hyphens. */
function skuFor(productSku: string, values: string[]): string {
  const tail = values.map((v) => v.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')).join('-');
  return `${productSku}-${tail}`.toUpperCase().slice(0, 100);
}

const valuesOf = (v: Variant) => (v.options ?? []).map((o) => o.value);

interface Removal {
  option: number;
  value: string;
  /** The names of the variants that go with the value. */
  goes: string[];
}

function OptionEditor({
  product,
  options,
  variants,
}: {
  product: { id: number; sku: string };
  options: Option[];
  variants: Variant[];
}) {
  const intl = useIntl();
  const toast = useToast();
  const failureToast = useFailureToast();
  const queryClient = useQueryClient();
  const [removal, setRemoval] = useState<Removal | null>(null);
  const apply = useMutation({
    mutationFn: async (next: Option[]) => {
      // A product without options shows no variants, yet has one: it takes the first value of each option.
      const current = variants.length > 0 ? variants.map(valuesOf) : [[]];
      const have = new Set(current.map((values) => JSON.stringify(remapped(values, options, next))));
      const added = combinations(next)
        .filter((c) => !have.has(JSON.stringify(c)))
        .map((optionValues) => ({ optionValues, sku: skuFor(product.sku, optionValues) }));
      await client.PATCH('/api2/admin/products/{id}', {
        params: { path: { id: product.id } },
        body: { options: next, ...(added.length > 0 ? { variants: added } : {}) },
      });
      return added.length;
    },
    onSuccess: async (added) => {
      setRemoval(null);
      toast({ tone: 'success', title: intl.formatMessage({ id: 'variants.optionsSaved' }, { added }) });
      await refreshProduct(queryClient);
    },
    onError: (e) => failureToast(e),
  });

  const addValue = (i: number) => (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const input = e.currentTarget.elements.namedItem('value') as HTMLInputElement;
    const value = input.value.trim();
    if (!value || options[i]!.values.includes(value)) return;
    apply.mutate(options.map((o, j) => (j === i ? { ...o, values: [...o.values, value] } : o)));
    input.value = '';
  };
  const addOption = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const name = (form.elements.namedItem('name') as HTMLInputElement).value.trim();
    const values = (form.elements.namedItem('values') as HTMLInputElement).value
      .split(',')
      .map((v) => v.trim())
      .filter((v, i, all) => v && all.indexOf(v) === i);
    if (!name || values.length === 0) return;
    apply.mutate([...options, { name, values }]);
    form.reset();
  };
  const askRemove = (option: number, value: string) =>
    setRemoval({
      option,
      value,
      // The only value of an option takes the option with it: every variant loses it, none goes.
      goes:
        options[option]!.values.length === 1
          ? []
          : variants.filter((v) => valuesOf(v)[option] === value).map((v) => v.name),
    });
  const removeNow = (r: Removal) => {
    const o = options[r.option]!;
    apply.mutate(
      o.values.length === 1
        ? options.filter((_, j) => j !== r.option)
        : options.map((x, j) => (j === r.option ? { ...x, values: x.values.filter((v) => v !== r.value) } : x)),
    );
  };

  return (
    <div className="mb-4 flex flex-col gap-3">
      {options.map((o, i) => (
        <fieldset key={o.name} className="rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
          <legend className="px-1 text-sm font-medium">{o.name}</legend>
          <ul
            className="mb-2 flex flex-wrap gap-2"
            aria-label={intl.formatMessage({ id: 'variants.valuesOf' }, { option: o.name })}
          >
            {o.values.map((v) => (
              <li
                key={v}
                className="flex items-center gap-1 rounded-full border border-zinc-300 py-0.5 pl-3 pr-1 text-sm dark:border-zinc-700"
              >
                {v}
                <button
                  type="button"
                  className="rounded-full px-1.5 hover:bg-zinc-200 focus-visible:outline focus-visible:outline-2 dark:hover:bg-zinc-800"
                  disabled={apply.isPending}
                  onClick={() => askRemove(i, v)}
                  aria-label={intl.formatMessage({ id: 'variants.removeValue' }, { value: v, option: o.name })}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
          <form onSubmit={addValue(i)} className="flex flex-wrap items-end gap-2">
            <Field label={intl.formatMessage({ id: 'variants.newValue' }, { option: o.name })} className="flex-1">
              {(id) => <Input id={id} name="value" maxLength={100} />}
            </Field>
            <Button type="submit" disabled={apply.isPending}>
              <FormattedMessage id="variants.addValue" />
            </Button>
          </form>
        </fieldset>
      ))}
      {options.length < MAX_OPTIONS && (
        <form onSubmit={addOption} className="grid grid-cols-1 items-end gap-2 sm:grid-cols-[1fr_2fr_auto]">
          <Field label={intl.formatMessage({ id: 'variants.optionName' })}>
            {(id) => (
              <Input
                id={id}
                name="name"
                maxLength={100}
                placeholder={intl.formatMessage({ id: 'variants.optionNameExample' })}
              />
            )}
          </Field>
          <Field label={intl.formatMessage({ id: 'variants.optionValues' })}>
            {(id) => (
              <Input id={id} name="values" placeholder={intl.formatMessage({ id: 'variants.optionValuesExample' })} />
            )}
          </Field>
          <Button type="submit" disabled={apply.isPending}>
            <FormattedMessage id="variants.addOption" />
          </Button>
        </form>
      )}
      <Dialog
        open={removal !== null}
        onOpenChange={(open) => {
          if (!open) setRemoval(null);
        }}
        title={intl.formatMessage(
          { id: 'variants.removeTitle' },
          { value: removal?.value ?? '', option: removal ? options[removal.option]!.name : '' },
        )}
        description={
          removal && removal.goes.length > 0
            ? intl.formatMessage({ id: 'variants.removeGoes' }, { count: removal.goes.length })
            : intl.formatMessage({ id: 'variants.removeNone' })
        }
      >
        {removal && removal.goes.length > 0 && (
          <ul className="mb-3 list-disc pl-5 text-sm">
            {removal.goes.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
        {apply.error && <ErrorNotice error={apply.error} />}
        <div className="flex gap-2">
          <Button tone="danger" disabled={apply.isPending} onClick={() => removal && removeNow(removal)}>
            <FormattedMessage id="variants.removeConfirm" />
          </Button>
          <Button onClick={() => setRemoval(null)}>
            <FormattedMessage id="action.keep" />
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

function refreshProduct(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all(
    [
      queryKeyOf('/api2/admin/products/{id}/variants'),
      queryKeyOf('/api2/admin/products/{id}'),
      queryKeyOf('/api2/admin/products/{id}/versions'),
      queryKeyOf('/api2/admin/inventory/stock'),
      queryKeyOf('/api2/admin/audit-log'),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** One variant: its fields and its stock in each warehouse, saved together. */
function VariantRow({
  productId,
  productPrice,
  variant,
  warehouses,
  stock,
}: {
  productId: number;
  productPrice: number;
  variant: Variant;
  warehouses: Warehouse[];
  stock: Map<number, number>;
}) {
  const intl = useIntl();
  const toast = useToast();
  const failureToast = useFailureToast();
  const queryClient = useQueryClient();
  const writable = useCan()('products.write');
  const initial = {
    sku: variant.sku ?? '',
    price: variant.price === null ? '' : variant.price.toFixed(2),
    status: variant.status ?? 'active',
    stock: Object.fromEntries(warehouses.map((w) => [w.id, String(stock.get(w.id) ?? 0)])),
  };
  const [draft, setDraft] = useState(initial);
  const [pricing, setPricing] = useState(false);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const save = useMutation({
    mutationFn: async () => {
      const fields = {
        ...(draft.sku.trim() !== initial.sku ? { sku: draft.sku.trim() } : {}),
        ...(draft.price !== initial.price ? { price: draft.price.trim() === '' ? null : Number(draft.price) } : {}),
        ...(draft.status !== initial.status ? { status: draft.status } : {}),
      };
      if (Object.keys(fields).length > 0)
        await client.PATCH('/api2/admin/products/{id}/variants/{variantId}', {
          params: { path: { id: productId, variantId: variant.id } },
          body: fields,
        });
      for (const w of warehouses) {
        const delta = Number(draft.stock[w.id]) - Number(initial.stock[w.id]);
        if (delta !== 0)
          await client.POST('/api2/admin/inventory/adjustments', {
            body: {
              variantId: variant.id,
              warehouseId: w.id,
              quantity: delta,
              reason: intl.formatMessage({ id: 'variants.stockReason' }),
            },
          });
      }
    },
    onSuccess: async () => {
      toast({ tone: 'success', title: intl.formatMessage({ id: 'variants.saved' }, { name: variant.name }) });
      await refreshProduct(queryClient);
    },
    onError: (e) => failureToast(e),
  });
  const label = (id: 'variants.skuOf' | 'variants.priceOf' | 'variants.statusOf') =>
    intl.formatMessage({ id }, { name: variant.name });
  const badStock = warehouses.some((w) => !/^\d+$/.test(draft.stock[w.id] ?? ''));
  return (
    <tr className="border-t border-zinc-200 align-top dark:border-zinc-800">
      <th scope="row" className="py-2 pr-2 text-left font-medium break-words">
        {variant.name}
      </th>
      <td className="py-1 pr-2">
        <Input
          aria-label={label('variants.skuOf')}
          value={draft.sku}
          maxLength={100}
          readOnly={!writable}
          onChange={(e) => setDraft({ ...draft, sku: e.target.value })}
          className="min-w-[8rem]"
        />
      </td>
      <td className="py-1 pr-2">
        <MoneyInput
          aria-label={label('variants.priceOf')}
          value={draft.price}
          placeholder={intl.formatNumber(productPrice, { minimumFractionDigits: 2 })}
          readOnly={!writable}
          onChange={(e) => setDraft({ ...draft, price: e.target.value })}
          onBlur={() => setDraft({ ...draft, price: twoDecimals(draft.price) })}
          className="min-w-[7rem]"
        />
      </td>
      <td className="py-1 pr-2">
        <select
          aria-label={label('variants.statusOf')}
          className={`${inputClass} min-w-[7rem]`}
          value={draft.status}
          disabled={!writable}
          onChange={(e) => setDraft({ ...draft, status: e.target.value as (typeof STATUSES)[number] })}
        >
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {intl.formatMessage({ id: `productStatus.${s}` })}
            </option>
          ))}
        </select>
      </td>
      {warehouses.map((w) => (
        <td key={w.id} className="py-1 pr-2">
          <Input
            aria-label={intl.formatMessage({ id: 'variants.stockOf' }, { name: variant.name, warehouse: w.name })}
            type="number"
            step="1"
            min={0}
            value={draft.stock[w.id] ?? '0'}
            readOnly={!writable}
            onChange={(e) => setDraft({ ...draft, stock: { ...draft.stock, [w.id]: e.target.value } })}
            className="min-w-[5rem]"
          />
        </td>
      ))}
      {writable && (
        <td className="py-1">
          <Button
            tone="primary"
            disabled={!dirty || badStock || save.isPending}
            onClick={() => save.mutate()}
            aria-label={intl.formatMessage({ id: 'variants.saveOf' }, { name: variant.name })}
          >
            <FormattedMessage id="action.save" />
          </Button>
          <Button
            className="ml-2"
            onClick={() => setPricing(true)}
            aria-label={intl.formatMessage({ id: 'groupPrices.open' }, { name: variant.name })}
          >
            <FormattedMessage id="groupPrices.button" />
          </Button>
          {pricing && (
            <GroupPricesDialog
              productId={productId}
              variantId={variant.id}
              name={variant.name}
              onClose={() => setPricing(false)}
            />
          )}
        </td>
      )}
    </tr>
  );
}

/** The product screen's variants card. */
export function Variants({ product }: { product: { id: number; name: string; sku: string; price: number } }) {
  const intl = useIntl();
  const [pricing, setPricing] = useState(false);
  const writable = useCan()('products.write');
  const detail = useQuery(
    api.queryOptions('get', '/api2/admin/products/{id}/variants', { params: { path: { id: product.id } } }),
  );
  const warehouses = useQuery(api.queryOptions('get', '/api2/admin/inventory/warehouses'));
  const stock = useQuery(
    api.queryOptions('get', '/api2/admin/inventory/stock', {
      params: { query: { productId: product.id, limit: 200 } },
    }),
  );
  const error = detail.error ?? warehouses.error ?? stock.error;
  const options = detail.data?.options ?? [];
  const variants = detail.data?.variants ?? [];
  const byVariant = new Map<number, Map<number, number>>();
  for (const row of (stock.data?.stock ?? []) as StockRow[]) {
    if (row.variantId === undefined) continue;
    const m = byVariant.get(row.variantId) ?? new Map<number, number>();
    m.set(row.warehouseId, row.total);
    byVariant.set(row.variantId, m);
  }
  const ready = detail.data && warehouses.data && stock.data;
  const list = warehouses.data?.warehouses ?? [];
  return (
    <Card title={intl.formatMessage({ id: 'variants.title' })}>
      <p className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">
        <FormattedMessage id="variants.explain" />
      </p>
      {error && <ErrorNotice error={error} />}
      {ready && writable && <OptionEditor product={product} options={options} variants={variants} />}
      {ready && !writable && options.length === 0 && (
        <p className="text-sm">
          <FormattedMessage id="variants.none" />
        </p>
      )}
      {ready && variants.length === 0 && writable && (
        <p className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <FormattedMessage id="groupPrices.ofProduct" />
          <Button
            onClick={() => setPricing(true)}
            aria-label={intl.formatMessage({ id: 'groupPrices.open' }, { name: product.name })}
          >
            <FormattedMessage id="groupPrices.button" />
          </Button>
          {pricing && (
            <GroupPricesDialog productId={product.id} name={product.name} onClose={() => setPricing(false)} />
          )}
        </p>
      )}
      {ready && variants.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[44rem] text-sm">
            <caption className="sr-only">{intl.formatMessage({ id: 'variants.table' })}</caption>
            <thead className="text-left [&_th]:pr-2 [&_th]:align-bottom">
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'variants.variant' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'product.sku' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'products.price' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'variants.status' })}</th>
                {list.map((w) => (
                  <th key={w.id} scope="col">
                    {intl.formatMessage({ id: 'variants.stockIn' }, { warehouse: w.name })}
                  </th>
                ))}
                {writable && <th scope="col">{intl.formatMessage({ id: 'versions.actions' })}</th>}
              </tr>
            </thead>
            <tbody>
              {variants.map((v) => (
                <VariantRow
                  // A saved change remounts the row with the stored values.
                  key={`${v.id}-${v.sku}-${v.price}-${v.status}-${JSON.stringify([...(byVariant.get(v.id) ?? [])])}`}
                  productId={product.id}
                  productPrice={product.price}
                  variant={v}
                  warehouses={list}
                  stock={byVariant.get(v.id) ?? new Map()}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
