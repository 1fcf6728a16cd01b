import { useEffect, useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useFieldArray, useForm, type UseFormRegister, type UseFormReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { paths } from '@shop-backend/shop-client';
import { api, client, queryKeyOf, ShopApiError, type Answer, type components } from '../../api';
import type { MessageId } from '../../i18n/en';
import { useCan } from '../../session';
import { ConflictDialog, ifMatch, taggedQueryOptions, useConflict, type Tagged } from '../../ui/conflict';
import { Button, Card, Field, Input, inputClass, MoneyInput, PageHeader, Select } from '../../ui/controls';
import { DateTime, Money } from '../../ui/format';
import { ErrorNotice, errorText, useFailureToast } from '../../ui/notice';
import {
  CategorySelect,
  categoriesQuery,
  CustomerPicker,
  customerName,
  ProductPicker,
  type PickedProduct,
} from '../../ui/pickers';
import { DataTable, Pager, type Columns } from '../../ui/table';
import { useToast } from '../../ui/toasts';
import { UnsavedChanges } from '../../ui/unsaved';
import { PromotionStatus } from './list';
import type { Promotion } from './status';

const route = getRouteApi('/app/promotions/$id');
type Body = NonNullable<paths['/api2/admin/promotions']['post']['requestBody']>['content']['application/json'];
type Kind = Promotion['kind'];
type DiscountClass = Promotion['class'];
type Code = components['schemas']['PromotionCode'];

const KINDS: Kind[] = [
  'percent_off_lines',
  'fixed_off_lines',
  'fixed_price',
  'buy_x_get_y',
  'percent_off_order',
  'fixed_off_order',
  'spend_threshold',
  'free_shipping',
];
const CLASSES: DiscountClass[] = ['product', 'order', 'shipping'];
const LINE_KINDS: Kind[] = ['percent_off_lines', 'fixed_off_lines', 'fixed_price', 'buy_x_get_y'];

const promotionQuery = (id: number) =>
  taggedQueryOptions(
    api.queryOptions('get', '/api2/admin/promotions/{id}', { params: { path: { id } } }).queryKey,
    (signal) => client.GET('/api2/admin/promotions/{id}', { params: { path: { id } }, signal }),
  );

/** What the form holds: inputs' strings, turned into the API's types on send (money: EUR from integer cents). */
interface PromotionForm {
  name: string;
  kind: Kind;
  automatic: boolean;
  percent: string;
  amount: string;
  buyQuantity: string;
  getQuantity: string;
  productIds: number[];
  variantIds: number[];
  categoryIds: number[];
  /** Spend thresholds: from a subtotal on, a percent or an amount off the order. */
  tiers: { minSubtotal: string; off: string; unit: 'percent' | 'amount' }[];
  minSubtotal: string;
  minQuantity: string;
  customerGroups: string;
  firstOrderOnly: boolean;
  customerIds: number[];
  customerEmails: string;
  startsAt: string;
  endsAt: string;
  exclusive: boolean;
  combinesWith: DiscountClass[];
  priority: string;
  usageLimit: string;
  oncePerCustomer: boolean;
}

/** An ISO instant as a datetime-local input shows it (the staff's time zone). */
function localOf(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

const euros = (v: number | null | undefined) => (v === null || v === undefined ? '' : v.toFixed(2));

function formOf(p: Promotion | null): PromotionForm {
  return {
    name: p?.name ?? '',
    kind: p?.kind ?? 'percent_off_lines',
    automatic: p?.automatic ?? false,
    percent: p?.percent === null || p?.percent === undefined ? '' : String(p.percent),
    amount: euros(p?.amount),
    buyQuantity: p?.buyQuantity ? String(p.buyQuantity) : '',
    getQuantity: p?.getQuantity ? String(p.getQuantity) : '',
    productIds: p?.targets.productIds ?? [],
    variantIds: p?.targets.variantIds ?? [],
    categoryIds: p?.targets.categoryIds ?? [],
    tiers: (p?.tiers ?? []).map((t) =>
      t.percent !== undefined && t.percent !== null
        ? { minSubtotal: euros(t.minSubtotal), off: String(t.percent), unit: 'percent' as const }
        : { minSubtotal: euros(t.minSubtotal), off: euros(t.amount), unit: 'amount' as const },
    ),
    minSubtotal: euros(p?.conditions.minSubtotal),
    minQuantity: p?.conditions.minQuantity ? String(p.conditions.minQuantity) : '',
    customerGroups: (p?.conditions.customerGroups ?? []).join('\n'),
    firstOrderOnly: p?.conditions.firstOrderOnly ?? false,
    customerIds: p?.conditions.customerIds ?? [],
    customerEmails: (p?.conditions.customerEmails ?? []).join('\n'),
    startsAt: localOf(p?.startsAt ?? null),
    endsAt: localOf(p?.endsAt ?? null),
    exclusive: p?.exclusive ?? false,
    combinesWith: p?.combinesWith ?? [],
    priority: p ? String(p.priority) : '0',
    usageLimit: p?.usageLimit ? String(p.usageLimit) : '',
    oncePerCustomer: p?.oncePerCustomer ?? false,
  };
}

const MONEY = /^\d+([.,]\d{1,2})?$/;
/** EUR as typed, through integer cents, so the API gets exactly two decimals; undefined when empty. */
function moneyOf(v: string): number | undefined {
  const t = v.trim();
  if (!MONEY.test(t)) return undefined;
  return Math.round(Number(t.replace(',', '.')) * 100) / 100;
}
const intOf = (v: string) => (v.trim() === '' ? undefined : Number(v));
const linesOf = (v: string) =>
  v
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

/** The body the form stands for. */
function bodyOf(f: PromotionForm): Body {
  const isLine = LINE_KINDS.includes(f.kind);
  const percentKind = f.kind === 'percent_off_lines' || f.kind === 'percent_off_order' || f.kind === 'buy_x_get_y';
  const amountKind = f.kind === 'fixed_off_lines' || f.kind === 'fixed_off_order' || f.kind === 'fixed_price';
  const minSubtotal = moneyOf(f.minSubtotal);
  return {
    name: f.name.trim(),
    kind: f.kind,
    automatic: f.automatic,
    percent: percentKind && f.percent.trim() !== '' ? Number(f.percent.replace(',', '.')) : null,
    amount: amountKind ? (moneyOf(f.amount) ?? null) : null,
    buyQuantity: f.kind === 'buy_x_get_y' ? (intOf(f.buyQuantity) ?? null) : null,
    getQuantity: f.kind === 'buy_x_get_y' ? (intOf(f.getQuantity) ?? null) : null,
    ...(f.kind === 'spend_threshold'
      ? {
          tiers: f.tiers.map((t) =>
            t.unit === 'percent'
              ? { minSubtotal: moneyOf(t.minSubtotal) ?? 0, percent: Number(t.off.replace(',', '.')) }
              : { minSubtotal: moneyOf(t.minSubtotal) ?? 0, amount: moneyOf(t.off) ?? 0 },
          ),
        }
      : {}),
    targets: isLine
      ? { productIds: f.productIds, categoryIds: f.categoryIds, variantIds: f.variantIds }
      : { productIds: [], categoryIds: [], variantIds: [] },
    conditions: {
      ...(minSubtotal !== undefined ? { minSubtotal } : {}),
      ...(intOf(f.minQuantity) ? { minQuantity: intOf(f.minQuantity) } : {}),
      customerGroups: linesOf(f.customerGroups),
      firstOrderOnly: f.firstOrderOnly,
      customerIds: f.customerIds,
      customerEmails: linesOf(f.customerEmails),
    },
    exclusive: f.exclusive,
    combinesWith: f.combinesWith,
    priority: intOf(f.priority) ?? 0,
    startsAt: f.startsAt ? new Date(f.startsAt).toISOString() : null,
    endsAt: f.endsAt ? new Date(f.endsAt).toISOString() : null,
    usageLimit: intOf(f.usageLimit) ?? null,
    oncePerCustomer: f.oncePerCustomer,
  };
}

const FIELD_LABELS: Record<keyof PromotionForm, MessageId> = {
  name: 'promotions.name',
  kind: 'promotions.kind',
  automatic: 'promotionForm.automatic',
  percent: 'promotionForm.percent',
  amount: 'promotionForm.amount',
  buyQuantity: 'promotionForm.buyQuantity',
  getQuantity: 'promotionForm.getQuantity',
  productIds: 'promotionForm.target',
  variantIds: 'promotionForm.target',
  categoryIds: 'promotionForm.target',
  tiers: 'promotionForm.tiers',
  minSubtotal: 'promotionForm.minSubtotal',
  minQuantity: 'promotionForm.minQuantity',
  customerGroups: 'promotionForm.customerGroups',
  firstOrderOnly: 'promotionForm.firstOrderOnly',
  customerIds: 'promotionForm.customers',
  customerEmails: 'promotionForm.customerEmails',
  startsAt: 'promotionForm.startsAt',
  endsAt: 'promotionForm.endsAt',
  exclusive: 'promotionForm.exclusive',
  combinesWith: 'promotionForm.combinesWith',
  priority: 'promotionForm.priority',
  usageLimit: 'promotionForm.usageLimit',
  oncePerCustomer: 'promotionForm.oncePerCustomer',
};

function shownField(value: unknown): string {
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (Array.isArray(value))
    return value
      .map((v: unknown) => (typeof v === 'object' && v !== null ? Object.values(v).join(' ') : String(v)))
      .join(', ');
  return String(value ?? '');
}

/** A chosen target with its remove button, both named after it (not its id). */
function Chip({ shown, name, onRemove }: { shown: string; name: string; onRemove: () => void }) {
  const intl = useIntl();
  return (
    <li className="flex max-w-full items-center gap-2 rounded border border-zinc-300 px-2 py-1 text-sm dark:border-zinc-600">
      <span className="min-w-0 break-words">{shown}</span>
      <Button
        className="px-1 py-0"
        aria-label={intl.formatMessage({ id: 'promotionForm.remove' }, { name })}
        onClick={onRemove}
      >
        ×
      </Button>
    </li>
  );
}

/** A variant as staff read it: its product's name and its own ("Shirt — M / Blue"). */
const variantLabel = (productName: string, variantName: string | undefined) =>
  variantName ? `${productName} — ${variantName}` : productName;

/** A product target named, not numbered (its name read once and cached). */
function ProductChip({ id, onRemove }: { id: number; onRemove: () => void }) {
  const product = useQuery(api.queryOptions('get', '/api2/admin/products/{id}', { params: { path: { id } } }));
  const p = product.data;
  return <Chip shown={p ? `${p.name} · ${p.sku}` : '…'} name={p?.name ?? '…'} onRemove={onRemove} />;
}

/** A target read by its id: "…" while it loads, `gone` once the API answers 404, else what `named` makes of it. */
function LoadedChip<T>({
  query,
  gone,
  named,
  onRemove,
}: {
  query: UseQueryResult<T, unknown>;
  gone: MessageId;
  named: (item: T) => { shown: string; name: string };
  onRemove: () => void;
}) {
  const intl = useIntl();
  if (query.data === undefined) {
    const text =
      query.error instanceof ShopApiError && query.error.status === 404 ? intl.formatMessage({ id: gone }) : '…';
    return <Chip shown={text} name={text} onRemove={onRemove} />;
  }
  return <Chip {...named(query.data)} onRemove={onRemove} />;
}

/** A variant target named with its product and SKU, read once and cached. */
function VariantChip({ id, onRemove }: { id: number; onRemove: () => void }) {
  const variant = useQuery(
    api.queryOptions('get', '/api2/admin/variants/{variantId}', { params: { path: { variantId: id } } }),
  );
  return (
    <LoadedChip
      query={variant}
      gone="promotionForm.goneVariant"
      named={(v) => {
        const name = variantLabel(v.productName, v.name);
        return { shown: `${name} · ${v.sku}`, name };
      }}
      onRemove={onRemove}
    />
  );
}

/** A named customer with their e-mail, read once and cached. */
function CustomerChip({ id, onRemove }: { id: number; onRemove: () => void }) {
  const customer = useQuery(api.queryOptions('get', '/api2/admin/customers/{id}', { params: { path: { id } } }));
  return (
    <LoadedChip
      query={customer}
      gone="promotionForm.goneCustomer"
      named={(c) => ({ shown: `${customerName(c)} · ${c.email}`, name: customerName(c) })}
      onRemove={onRemove}
    />
  );
}

function Check({
  register,
  name,
  label,
}: {
  register: UseFormRegister<PromotionForm>;
  name: keyof PromotionForm;
  label: MessageId;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" {...register(name)} />
      <FormattedMessage id={label} />
    </label>
  );
}

const variantsQuery = (id: number) =>
  api.queryOptions('get', '/api2/admin/products/{id}/variants', { params: { path: { id } } });
type ProductVariant = Answer<'/api2/admin/products/{id}/variants'>['variants'][number];

/**
 * What of a product with several variants the promotion applies to: the whole product, or some of its variants
 * (each a target of its own). Ticking changes the targets at once, as the chips show.
 */
function VariantTargets({
  product,
  variants,
  productIds,
  variantIds,
  onProducts,
  onVariants,
  onDone,
}: {
  product: PickedProduct;
  variants: ProductVariant[];
  productIds: number[];
  variantIds: number[];
  onProducts: (ids: number[]) => void;
  onVariants: (ids: number[]) => void;
  onDone: () => void;
}) {
  const whole = productIds.includes(product.id);
  // The choice opens on a pick: focus goes to it, so the keyboard goes on where the eyes do.
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const toggle = <T,>(list: T[], item: T, on: boolean) => (on ? [...list, item] : list.filter((x) => x !== item));
  return (
    <fieldset className="flex flex-col gap-2 rounded border border-zinc-300 p-3 sm:col-span-2 dark:border-zinc-600">
      <legend className="px-1 text-sm font-medium break-words">
        <FormattedMessage id="promotionForm.variantsOf" values={{ name: product.name }} />
      </legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          ref={first}
          type="checkbox"
          checked={whole}
          onChange={(e) => onProducts(toggle(productIds, product.id, e.target.checked))}
        />
        <FormattedMessage id="promotionForm.wholeProduct" />
      </label>
      {variants.map((v) => (
        <label key={v.id} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            // The whole product covers every variant: one ticked beside it would change nothing.
            disabled={whole}
            checked={variantIds.includes(v.id)}
            onChange={(e) => onVariants(toggle(variantIds, v.id, e.target.checked))}
          />
          <span className="break-words">
            {v.name} · {v.sku ?? product.sku}
          </span>
        </label>
      ))}
      <Button className="self-start" onClick={onDone}>
        <FormattedMessage id="promotionForm.variantsDone" />
      </Button>
    </fieldset>
  );
}

function Targets({
  productIds,
  variantIds,
  categoryIds,
  onProducts,
  onVariants,
  onCategories,
}: {
  productIds: number[];
  variantIds: number[];
  categoryIds: number[];
  onProducts: (ids: number[]) => void;
  onVariants: (ids: number[]) => void;
  onCategories: (ids: number[]) => void;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const failureToast = useFailureToast();
  const categories = useQuery(categoriesQuery);
  // A product with several variants just picked: staff choose the whole product or some of its variants.
  const [choosing, setChoosing] = useState<{ product: PickedProduct; variants: ProductVariant[] } | null>(null);
  const nameOf = (id: number) => categories.data?.categories.find((c) => c.id === id)?.name ?? '…';
  const pickProduct = async (product: PickedProduct) => {
    try {
      const { variants } = await queryClient.fetchQuery(variantsQuery(product.id));
      if (variants.length > 1) setChoosing({ product, variants });
      else if (!productIds.includes(product.id)) onProducts([...productIds, product.id]);
    } catch (error) {
      failureToast(error);
    }
  };
  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-2">
      <legend className="text-sm font-medium">
        <FormattedMessage id="promotionForm.target" />
      </legend>
      {productIds.length + variantIds.length + categoryIds.length === 0 && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <FormattedMessage id="promotionForm.targetHint" />
        </p>
      )}
      <ul className="flex flex-wrap gap-2">
        {productIds.map((id) => (
          <ProductChip key={`p${id}`} id={id} onRemove={() => onProducts(productIds.filter((x) => x !== id))} />
        ))}
        {variantIds.map((id) => (
          <VariantChip key={`v${id}`} id={id} onRemove={() => onVariants(variantIds.filter((x) => x !== id))} />
        ))}
        {categoryIds.map((id) => (
          <Chip
            key={`c${id}`}
            shown={nameOf(id)}
            name={nameOf(id)}
            onRemove={() => onCategories(categoryIds.filter((x) => x !== id))}
          />
        ))}
      </ul>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <ProductPicker
          label={intl.formatMessage({ id: 'promotionForm.addProduct' })}
          selected={null}
          onPick={(p) => void pickProduct(p)}
        />
        <Field label={intl.formatMessage({ id: 'promotionForm.addCategory' })}>
          {(id) => (
            <CategorySelect
              id={id}
              none={intl.formatMessage({ id: 'promotionForm.noCategory' })}
              value=""
              onChange={(e) => {
                const picked = Number(e.target.value);
                if (picked && !categoryIds.includes(picked)) onCategories([...categoryIds, picked]);
              }}
            />
          )}
        </Field>
        {choosing && (
          <VariantTargets
            key={choosing.product.id}
            {...choosing}
            productIds={productIds}
            variantIds={variantIds}
            onProducts={onProducts}
            onVariants={onVariants}
            onDone={() => setChoosing(null)}
          />
        )}
      </div>
    </fieldset>
  );
}

/** The named customers (accounts), found by name or e-mail; guests are named by e-mail in the list beside. */
function Customers({ customerIds, onChange }: { customerIds: number[]; onChange: (ids: number[]) => void }) {
  const intl = useIntl();
  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-2">
      <legend className="text-sm font-medium">
        <FormattedMessage id="promotionForm.customers" />
      </legend>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        <FormattedMessage id="promotionForm.customersHint" />
      </p>
      {customerIds.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {customerIds.map((id) => (
            <CustomerChip key={id} id={id} onRemove={() => onChange(customerIds.filter((x) => x !== id))} />
          ))}
        </ul>
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <CustomerPicker
          label={intl.formatMessage({ id: 'promotionForm.addCustomer' })}
          onPick={(c) => {
            if (!customerIds.includes(c.id)) onChange([...customerIds, c.id]);
          }}
        />
      </div>
    </fieldset>
  );
}

/** The value a moment after the typing stops, so the preview asks the API once per pause, not per key. */
function useSettled<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [key, ms]);
  return settled;
}

/** A spend threshold's tiers: from a subtotal on, a percent or an amount off the order (the highest reached applies). */
function SpendTiers({ form, writable }: { form: UseFormReturn<PromotionForm>; writable: boolean }) {
  const intl = useIntl();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'tiers' });
  const label = (id: MessageId, n: number) => intl.formatMessage({ id }, { n });
  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-2">
      <legend className="mb-1 text-sm font-medium">
        <FormattedMessage id="promotionForm.tiers" />
      </legend>
      {fields.map((f, i) => (
        <div key={f.id} className="flex flex-wrap items-end gap-2">
          <Field label={label('promotionForm.tierFrom', i + 1)} className="w-48">
            {(id) => (
              <MoneyInput
                id={id}
                type="text"
                min={undefined}
                step={undefined}
                readOnly={!writable}
                {...form.register(`tiers.${i}.minSubtotal`, { required: true })}
              />
            )}
          </Field>
          <Field label={label('promotionForm.tierOff', i + 1)} className="w-32">
            {(id) => (
              <Input
                id={id}
                inputMode="decimal"
                className="text-right tabular-nums"
                readOnly={!writable}
                {...form.register(`tiers.${i}.off`, { required: true })}
              />
            )}
          </Field>
          <Field label={label('promotionForm.tierUnit', i + 1)} className="w-32">
            {(id) => (
              <Select id={id} disabled={!writable} {...form.register(`tiers.${i}.unit`)}>
                <option value="percent">%</option>
                <option value="amount">EUR</option>
              </Select>
            )}
          </Field>
          {writable && (
            <Button aria-label={label('promotionForm.tierRemove', i + 1)} onClick={() => remove(i)}>
              ×
            </Button>
          )}
        </div>
      ))}
      {writable && (
        <Button className="self-start" onClick={() => append({ minSubtotal: '', off: '', unit: 'percent' })}>
          <FormattedMessage id="promotionForm.tierAdd" />
        </Button>
      )}
    </fieldset>
  );
}

/**
 * A sample line's variant, for a product with several (a product is named by its id only when it has one variant):
 * the first active one until another is chosen.
 */
function VariantChoice({
  product,
  variantId,
  onChoose,
}: {
  product: PickedProduct;
  variantId: number | undefined;
  onChoose: (variant: ProductVariant) => void;
}) {
  const intl = useIntl();
  const detail = useQuery(variantsQuery(product.id));
  const variants = (detail.data?.variants ?? []).filter((v) => v.status === 'active');
  const first = variants[0];
  useEffect(() => {
    if (variantId === undefined && first) onChoose(first);
  }, [variantId, first, onChoose]);
  if (variants.length === 0) return null;
  return (
    <Field label={intl.formatMessage({ id: 'promotionPreview.variant' }, { name: product.name })} className="w-64">
      {(id) => (
        <Select
          id={id}
          value={variantId ?? first?.id}
          onChange={(e) => onChoose(variants.find((v) => v.id === Number(e.target.value))!)}
        >
          {variants.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name} · {v.sku}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** A sample line named with the size chosen on it ("Shirt — M"). */
const nameOfLine = (line: { product: PickedProduct; variantName?: string } | undefined) =>
  line && variantLabel(line.product.name, line.variantName);

/** The draft quoted on a sample cart as it is edited (POST /api2/admin/promotions/preview: nothing saved). */
function Preview({ draft, promotionName }: { draft: Body; promotionName: string }) {
  const intl = useIntl();
  const [cart, setCart] = useState<
    { product: PickedProduct; variantId?: number; variantName?: string; quantity: number }[]
  >([]);
  const settled = useSettled({
    draft,
    items: cart.map((l) =>
      l.variantId === undefined
        ? { productId: l.product.id, quantity: l.quantity }
        : { variantId: l.variantId, quantity: l.quantity },
    ),
  });
  // A product's only variant without options is named "Default": the line keeps the product's name alone then.
  const setVariant = (productId: number, variant: ProductVariant) =>
    setCart((c) =>
      c.map((l) =>
        l.product.id === productId
          ? { ...l, variantId: variant.id, variantName: variant.options?.length ? variant.name : undefined }
          : l,
      ),
    );
  const preview = useQuery({
    queryKey: ['promotion-preview', settled],
    enabled: settled.items.length > 0,
    retry: false,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await client.POST('/api2/admin/promotions/preview', {
          body: { promotion: settled.draft, items: settled.items },
          signal,
        })
      ).data!.quote,
  });
  const quote = preview.data;
  const lineOf = new Map(cart.map((l) => [l.product.id, l]));
  const incomplete = preview.error instanceof ShopApiError && preview.error.status === 400;
  return (
    <Card title={intl.formatMessage({ id: 'promotionPreview.title' })}>
      <p className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">
        <FormattedMessage id="promotionPreview.hint" />
      </p>
      <ProductPicker
        label={intl.formatMessage({ id: 'promotionPreview.product' })}
        selected={null}
        onPick={(p) =>
          setCart((c) =>
            c.some((l) => l.product.id === p.id)
              ? c.map((l) => (l.product.id === p.id ? { ...l, quantity: l.quantity + 1 } : l))
              : [...c, { product: p, quantity: 1 }],
          )
        }
      />
      {cart.length > 0 && (
        <ul className="mt-3 flex flex-col gap-2">
          {cart.map((l) => (
            <li key={l.product.id} className="flex flex-wrap items-end gap-2">
              <Field
                label={intl.formatMessage({ id: 'promotionPreview.quantity' }, { name: l.product.name })}
                className="w-48"
              >
                {(id) => (
                  <Input
                    id={id}
                    type="number"
                    min={0}
                    max={10000}
                    value={l.quantity}
                    onChange={(e) => {
                      const quantity = Math.max(0, Math.min(10000, Number(e.target.value) || 0));
                      setCart((c) =>
                        quantity === 0
                          ? c.filter((x) => x.product.id !== l.product.id)
                          : c.map((x) => (x.product.id === l.product.id ? { ...x, quantity } : x)),
                      );
                    }}
                  />
                )}
              </Field>
              <VariantChoice
                product={l.product}
                variantId={l.variantId}
                onChoose={(variant) => setVariant(l.product.id, variant)}
              />
            </li>
          ))}
        </ul>
      )}
      {cart.length === 0 ? (
        <p className="mt-3 text-sm">
          <FormattedMessage id="promotionPreview.empty" />
        </p>
      ) : incomplete ? (
        <p className="mt-3 text-sm" role="status">
          <FormattedMessage id="promotionPreview.incomplete" /> {errorText(intl, preview.error)}
        </p>
      ) : preview.error ? (
        <ErrorNotice error={preview.error} />
      ) : (
        quote && (
          <div aria-busy={preview.isFetching} className="mt-3 overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{intl.formatMessage({ id: 'promotionPreview.title' })}</caption>
              <thead>
                <tr className="text-left">
                  <th className="py-1">{intl.formatMessage({ id: 'promotionPreview.line' })}</th>
                  <th className="py-1 text-right">{intl.formatMessage({ id: 'promotionPreview.subtotal' })}</th>
                  <th className="py-1 text-right">{intl.formatMessage({ id: 'promotionPreview.discount' })}</th>
                  <th className="py-1 text-right">{intl.formatMessage({ id: 'promotionPreview.total' })}</th>
                </tr>
              </thead>
              <tbody>
                {quote.lines.map((l) => (
                  <tr key={l.variantId} className="border-t border-zinc-200 dark:border-zinc-800">
                    <td className="py-1">
                      {l.quantity} × {nameOfLine(lineOf.get(l.productId)) ?? l.sku}
                    </td>
                    <td className="py-1 text-right">
                      <Money value={l.subtotal} />
                    </td>
                    <td className="py-1 text-right">
                      {l.discount > 0 ? (
                        <>
                          −<Money value={l.discount} />
                        </>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td className="py-1 text-right">
                      <Money value={l.total} />
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t border-zinc-300 font-medium dark:border-zinc-600">
                  <td className="py-1">
                    {quote.discount > 0 || quote.shippingDiscount > 0 ? (
                      <FormattedMessage id="promotionPreview.discountNamed" values={{ name: promotionName || '…' }} />
                    ) : (
                      <FormattedMessage id="promotionPreview.notApplied" />
                    )}
                  </td>
                  <td className="py-1 text-right">
                    <Money value={quote.subtotal} />
                  </td>
                  <td className="py-1 text-right">
                    −<Money value={quote.discount} />
                  </td>
                  <td className="py-1 text-right">
                    <Money value={quote.total} />
                  </td>
                </tr>
                <tr>
                  <td className="py-1" colSpan={3}>
                    {intl.formatMessage({ id: 'promotionPreview.tax' })}
                  </td>
                  <td className="py-1 text-right">
                    <Money value={quote.tax} />
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
        )
      )}
    </Card>
  );
}

interface Save {
  form: PromotionForm;
  base: Tagged<Promotion> | null;
}

function PromotionFormCard({ tagged }: { tagged: Tagged<Promotion> | null }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const writable = useCan()('promotions.write');
  const form = useForm<PromotionForm>({ defaultValues: formOf(tagged?.value ?? null), mode: 'onTouched' });
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isDirty },
  } = form;
  const edit = useConflict({
    tagged,
    form,
    formOf,
    queryKey: tagged ? promotionQuery(tagged.value.id).queryKey : undefined,
  });
  const promotion = edit.base?.value ?? null;
  const save = useMutation({
    mutationFn: async ({ form, base }: Save) => {
      if (!base) return (await client.POST('/api2/admin/promotions', { body: bodyOf(form) })).data!.id;
      await client.PATCH('/api2/admin/promotions/{id}', {
        params: { path: { id: base.value.id } },
        headers: ifMatch(base.etag),
        body: bodyOf(form),
      });
      return base.value.id;
    },
    onSuccess: async (id, { form }) => {
      edit.saved(form);
      toast({ tone: 'success', title: intl.formatMessage({ id: 'promotions.saved' }) });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/promotions') });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/promotions/{id}') });
      if (!promotion) await navigate({ to: '/promotions/$id', params: { id } });
    },
    onError: (error, { form, base }) => edit.failed(error, form, base),
  });
  const labelOf = (field: string) => intl.formatMessage({ id: FIELD_LABELS[field as keyof PromotionForm] });
  const values = watch();
  const kind = values.kind;
  const money = (value: string) =>
    value.trim() === '' || MONEY.test(value.trim()) || intl.formatMessage({ id: 'promotionForm.invalidMoney' });
  const text = (
    name: keyof PromotionForm,
    label: MessageId,
    { rules, ...props }: InputHTMLAttributes<HTMLInputElement> & { rules?: object } = {},
  ) => (
    <Field label={intl.formatMessage({ id: label })} error={errors[name]?.message}>
      {(id, describedBy) => (
        <Input id={id} aria-describedby={describedBy} readOnly={!writable} {...props} {...register(name, rules)} />
      )}
    </Field>
  );
  // Typed as text: a comma is as good as a point here.
  const moneyField = (name: 'amount' | 'minSubtotal', label: MessageId) => (
    <Field label={intl.formatMessage({ id: label })} error={errors[name]?.message}>
      {(id, describedBy) => (
        <MoneyInput
          id={id}
          type="text"
          min={undefined}
          step={undefined}
          aria-describedby={describedBy}
          readOnly={!writable}
          {...register(name, { validate: money })}
        />
      )}
    </Field>
  );
  const area = (name: 'customerGroups' | 'customerEmails', label: MessageId) => (
    <Field label={intl.formatMessage({ id: label })}>
      {(id) => <textarea id={id} rows={2} readOnly={!writable} className={inputClass} {...register(name)} />}
    </Field>
  );
  return (
    <>
      <form onSubmit={handleSubmit((f) => save.mutate({ form: f, base: edit.base }))} className="flex flex-col gap-4">
        <Card title={intl.formatMessage({ id: 'promotionForm.details' })}>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {text('name', 'promotions.name', { required: true, maxLength: 200 })}
            <Field label={intl.formatMessage({ id: 'promotions.kind' })}>
              {(id) => (
                <Select id={id} disabled={!writable} {...register('kind')}>
                  {KINDS.map((k) => (
                    <option key={k} value={k}>
                      {intl.formatMessage({ id: `promotionKind.${k}` })}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            {(kind === 'percent_off_lines' || kind === 'percent_off_order') &&
              text('percent', 'promotionForm.percent', { inputMode: 'decimal', required: true })}
            {(kind === 'fixed_off_lines' || kind === 'fixed_off_order') && moneyField('amount', 'promotionForm.amount')}
            {kind === 'fixed_price' && moneyField('amount', 'promotionForm.price')}
            {kind === 'buy_x_get_y' && (
              <>
                {text('buyQuantity', 'promotionForm.buyQuantity', { type: 'number', min: 1 })}
                {text('getQuantity', 'promotionForm.getQuantity', { type: 'number', min: 1 })}
                {text('percent', 'promotionForm.getPercent', { inputMode: 'decimal' })}
              </>
            )}
            {kind === 'spend_threshold' && <SpendTiers form={form} writable={writable} />}
            <Check register={register} name="automatic" label="promotionForm.automatic" />
            {LINE_KINDS.includes(kind) && (
              <Targets
                productIds={values.productIds}
                variantIds={values.variantIds}
                categoryIds={values.categoryIds}
                onProducts={(ids) => setValue('productIds', ids, { shouldDirty: true })}
                onVariants={(ids) => setValue('variantIds', ids, { shouldDirty: true })}
                onCategories={(ids) => setValue('categoryIds', ids, { shouldDirty: true })}
              />
            )}
          </div>
        </Card>
        <Card title={intl.formatMessage({ id: 'promotionForm.conditions' })}>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {moneyField('minSubtotal', 'promotionForm.minSubtotal')}
            {text('minQuantity', 'promotionForm.minQuantity', { type: 'number', min: 1 })}
            {text('startsAt', 'promotionForm.startsAt', { type: 'datetime-local' })}
            {text('endsAt', 'promotionForm.endsAt', { type: 'datetime-local' })}
            <Customers
              customerIds={values.customerIds}
              onChange={(ids) => setValue('customerIds', ids, { shouldDirty: true })}
            />
            {area('customerGroups', 'promotionForm.customerGroups')}
            {area('customerEmails', 'promotionForm.customerEmails')}
            <Check register={register} name="firstOrderOnly" label="promotionForm.firstOrderOnly" />
          </div>
        </Card>
        <Card title={intl.formatMessage({ id: 'promotionForm.combining' })}>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <Check register={register} name="exclusive" label="promotionForm.exclusive" />
            {text('priority', 'promotionForm.priority', { type: 'number', min: -1000, max: 1000 })}
            <fieldset className="flex flex-wrap gap-3 sm:col-span-2" disabled={values.exclusive}>
              <legend className="mb-1 text-sm font-medium">
                <FormattedMessage id="promotionForm.combinesWith" />
              </legend>
              {CLASSES.map((c) => (
                <label key={c} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" value={c} {...register('combinesWith')} />
                  <FormattedMessage id={`promotionClass.${c}`} />
                </label>
              ))}
            </fieldset>
          </div>
        </Card>
        <Card title={intl.formatMessage({ id: 'promotionForm.limits' })}>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {text('usageLimit', 'promotionForm.usageLimit', { type: 'number', min: 1 })}
            <Check register={register} name="oncePerCustomer" label="promotionForm.oncePerCustomer" />
            <p className="text-sm text-zinc-600 sm:col-span-2 dark:text-zinc-400">
              <FormattedMessage id="promotionForm.codeLimitHint" />
            </p>
          </div>
        </Card>
        <UnsavedChanges dirty={isDirty} />
        {save.error && !edit.conflict && <ErrorNotice error={save.error} />}
        {writable && (
          <div className="flex gap-2">
            <Button tone="primary" type="submit" disabled={save.isPending || (!!promotion && !isDirty)}>
              <FormattedMessage id={promotion ? 'action.save' : 'promotions.create'} />
            </Button>
          </div>
        )}
      </form>
      <ConflictDialog
        key={edit.conflict?.theirsTag.etag}
        conflict={edit.conflict}
        label={labelOf}
        show={shownField}
        saving={save.isPending}
        onSave={(f, etag) =>
          save.mutate({ form: f, base: { value: edit.conflict!.theirsTag.value as Promotion, etag } })
        }
        onDiscard={(stored) => {
          save.reset();
          edit.discard(stored);
        }}
        onCancel={edit.dismiss}
      />
      <Preview draft={bodyOf(values)} promotionName={values.name.trim()} />
    </>
  );
}

function Codes({ promotion }: { promotion: Promotion }) {
  const intl = useIntl();
  const toast = useToast();
  const failureToast = useFailureToast();
  const queryClient = useQueryClient();
  const writable = useCan()('promotions.write');
  const [page, setPage] = useState(1);
  const id = promotion.id;
  const codes = useQuery({
    ...api.queryOptions('get', '/api2/admin/promotions/{id}/codes', {
      params: { path: { id }, query: { page, limit: 20 } },
    }),
    placeholderData: keepPreviousData,
  });
  const added = async (count: number, form: HTMLFormElement) => {
    form.reset();
    toast({ tone: 'success', title: intl.formatMessage({ id: 'promotionCodes.added' }, { count }) });
    await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/promotions/{id}/codes') });
  };
  const fail = (e: unknown) => failureToast(e);
  const add = useMutation({
    mutationFn: async (data: { code: string; usageLimit?: number }) =>
      (
        await client.POST('/api2/admin/promotions/{id}/codes', {
          params: { path: { id } },
          body: { codes: [data.code], usageLimit: data.usageLimit ?? null },
        })
      ).data!.added,
    onError: fail,
  });
  const generate = useMutation({
    mutationFn: async (body: { count: number; prefix?: string; length?: number; usageLimit?: number }) =>
      (await client.POST('/api2/admin/promotions/{id}/codes/generate', { params: { path: { id } }, body })).data!.added,
    onError: fail,
  });
  const fieldsOf = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    return (name: string) => String(data.get(name) ?? '').trim();
  };
  const columns: Columns<Code> = [
    {
      id: 'code',
      header: intl.formatMessage({ id: 'promotionCodes.code' }),
      cell: ({ row }) => <span className="font-mono">{row.original.code}</span>,
    },
    { id: 'used', header: intl.formatMessage({ id: 'promotionCodes.used' }), cell: ({ row }) => row.original.used },
    {
      id: 'limit',
      header: intl.formatMessage({ id: 'promotionCodes.limit' }),
      cell: ({ row }) => row.original.usageLimit ?? intl.formatMessage({ id: 'promotionCodes.unlimited' }),
    },
    {
      id: 'created',
      header: intl.formatMessage({ id: 'media.created' }),
      cell: ({ row }) => <DateTime value={row.original.createdAt} />,
    },
  ];
  return (
    <Card
      title={intl.formatMessage({ id: 'promotionCodes.title' })}
      actions={
        <a href={`/api2/admin/promotions/${id}/codes/export`} download className="text-sm underline">
          <FormattedMessage id="promotionCodes.export" />
        </a>
      }
    >
      {promotion.automatic && (
        <p className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">
          <FormattedMessage id="promotionCodes.automaticNote" />
        </p>
      )}
      {codes.error && <ErrorNotice error={codes.error} onRetry={() => void codes.refetch()} />}
      <DataTable
        caption={intl.formatMessage({ id: 'promotionCodes.title' })}
        columns={columns}
        rows={codes.data?.codes ?? []}
        rowId={(c) => String(c.id)}
        busy={codes.isFetching}
        empty={<FormattedMessage id="promotionCodes.empty" />}
      />
      {codes.data && <Pager page={page} totalPages={codes.data.totalPages} onPage={setPage} />}
      {writable && (
        <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              const form = event.currentTarget;
              const get = fieldsOf(event);
              add.mutate(
                { code: get('code'), usageLimit: intOf(get('usageLimit')) },
                { onSuccess: (n) => void added(n, form) },
              );
            }}
          >
            <Field label={intl.formatMessage({ id: 'promotionCodes.newCode' })} className="min-w-[10rem] flex-1">
              {(fid) => <Input id={fid} name="code" required maxLength={64} />}
            </Field>
            <Field label={intl.formatMessage({ id: 'promotionCodes.perCodeLimit' })} className="w-48">
              {(fid) => <Input id={fid} name="usageLimit" type="number" min={1} />}
            </Field>
            <Button type="submit" disabled={add.isPending}>
              <FormattedMessage id="promotionCodes.add" />
            </Button>
          </form>
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              const form = event.currentTarget;
              const get = fieldsOf(event);
              generate.mutate(
                {
                  count: Number(get('count')),
                  ...(get('prefix') ? { prefix: get('prefix') } : {}),
                  ...(get('length') ? { length: Number(get('length')) } : {}),
                  ...(intOf(get('usageLimit')) ? { usageLimit: intOf(get('usageLimit')) } : {}),
                },
                { onSuccess: (n) => void added(n, form) },
              );
            }}
          >
            <Field label={intl.formatMessage({ id: 'promotionCodes.count' })} className="w-28">
              {(fid) => <Input id={fid} name="count" type="number" min={1} max={100000} required />}
            </Field>
            <Field label={intl.formatMessage({ id: 'promotionCodes.prefix' })} className="w-28">
              {(fid) => <Input id={fid} name="prefix" maxLength={20} />}
            </Field>
            {/* Wide enough for its label on one line, in English and German. */}
            <Field label={intl.formatMessage({ id: 'promotionCodes.length' })} className="w-36">
              {(fid) => <Input id={fid} name="length" type="number" min={6} max={32} defaultValue={10} />}
            </Field>
            <Field label={intl.formatMessage({ id: 'promotionCodes.perCodeLimit' })} className="w-48">
              {(fid) => <Input id={fid} name="usageLimit" type="number" min={1} />}
            </Field>
            <Button type="submit" disabled={generate.isPending}>
              <FormattedMessage id="promotionCodes.generate" />
            </Button>
          </form>
        </div>
      )}
    </Card>
  );
}

function Report({ id }: { id: number }) {
  const intl = useIntl();
  const report = useQuery(api.queryOptions('get', '/api2/admin/promotions/{id}/report', { params: { path: { id } } }));
  if (!report.data) return null;
  const r = report.data;
  const item = (label: MessageId, value: ReactNode) => (
    <div>
      <dt className="text-xs text-zinc-600 dark:text-zinc-400">{intl.formatMessage({ id: label })}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
    </div>
  );
  return (
    <dl className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {item('promotions.uses', r.uses)}
      {item('promotions.orders', r.orders)}
      {item('promotions.discountGiven', <Money value={r.discount} />)}
      {item('promotions.revenue', <Money value={r.revenue} />)}
    </dl>
  );
}

export function NewPromotionScreen() {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'promotions.new' })} />
      <div className="flex flex-col gap-4">
        <PromotionFormCard tagged={null} />
      </div>
    </>
  );
}

export function PromotionScreen() {
  const { id } = route.useParams();
  const intl = useIntl();
  const promotion = useQuery(promotionQuery(id));
  if (promotion.error) return <ErrorNotice error={promotion.error} onRetry={() => void promotion.refetch()} />;
  if (!promotion.data)
    return (
      <p aria-busy="true">
        <FormattedMessage id="loading" />
      </p>
    );
  const p = promotion.data.value;
  return (
    <>
      <PageHeader
        title={<span className="break-words">{intl.formatMessage({ id: 'promotions.title' }, { name: p.name })}</span>}
      >
        <PromotionStatus promotion={p} />
      </PageHeader>
      <Report id={p.id} />
      <div className="flex flex-col gap-4">
        <PromotionFormCard key={p.id} tagged={promotion.data} />
        <Codes promotion={p} />
      </div>
    </>
  );
}
