// Orders as the domain hands them to the surfaces, and the row mappers that make them (money in EUR, JSON parsed).
import type { Expression, ExpressionBuilder } from 'kysely';
import type { Database, Row } from '../../db/database.js';
import type { JsonMember } from '../../db/json-text.js';
import { fromCents } from '../../shared/money.js';
import type { Taxed } from '../tax/tax-calculation.js';
import { PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from './order-status.js';
import { legacyTaxed, toTaxLine, type TaxLine } from './order-tax.js';

/** The payment methods checkout accepts. */
export const PAYMENT_METHODS = ['card', 'credit_card', 'paypal', 'invoice', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The rate orders placed before per-line tax (migration 0081) were taxed at; still the detail's `taxRate`. */
export const VAT_PERCENT = 19;

/** Order numbers are the allocated counter value plus this, so the first order is 100001. */
export const ORDER_NUMBER_BASE = 100000;

export interface Address {
  street: string;
  city: string;
  postalCode: string;
  country: string;
}

export interface OrderItem {
  id: number;
  productId: number | null;
  /** The variant sold (kept after it is deleted); like the next two, only for a variant with options (docs/variants.md). */
  variantId?: number;
  productName: string;
  /** The variant's name when it was sold. */
  variantName?: string;
  /** The options bought, as named when it was sold. */
  options?: { name: string; value: string }[];
  sku: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  /** The line's rate in percent and its amounts in EUR, as charged at checkout (docs/tax.md). */
  taxRate: number;
  net: number;
  tax: number;
  gross: number;
}

/** A discount the order was given (docs/promotions.md): on an item, or on the shipping when orderItemId is null. */
export interface OrderDiscount {
  orderItemId: number | null;
  promotionId: number;
  /** The promotion's name when the order was placed (migration 0150). */
  promotionName: string | null;
  /** The code it came through; null for an automatic promotion. */
  code: string | null;
  amount: number;
}

export interface StatusHistoryEntry {
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  note: string | null;
  actor: string;
  actorName: string | null;
  createdAt: string;
}

export interface InvoiceRef {
  id: number;
  invoiceNumber: string;
  pdfUrl: string;
}

export interface OrderDetail extends OrderListItem {
  customerId: number | null;
  customerPhone: string | null;
  shippingAddress: Address;
  billingAddress: Address | null;
  items: OrderItem[];
  /** Only when the order had discounts, so orders without read as before promotions. */
  discounts?: OrderDiscount[];
  /** The discounts per promotion and code; present with `discounts`. */
  discountTotals?: DiscountTotal[];
  subtotal: number;
  shippingCost: number;
  tax: number;
  taxRate: number;
  /** Per rate, lines and shipping together, highest rate first: Σ tax = tax. */
  taxLines: TaxLine[];
  /** The buyer's VAT ID at checkout, what VIES said of it (null: not asked, a domestic sale), the reverse charge. */
  vatId: string | null;
  vatIdStatus: 'valid' | 'invalid' | 'unconfirmed' | null;
  reverseCharge: boolean;
  /** Why staff should check the order's tax (VIES did not confirm the VAT ID: VAT charged); null: nothing. */
  taxReview: string | null;
  shippingMethod: { id: number; name: string } | null;
  invoice: InvoiceRef | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  note: string | null;
  tags: { id: number; name: string }[];
  statusHistory: StatusHistoryEntry[];
  updatedAt: string;
}

export type OrderRow = Row<'orders'>;

/** First and last name joined by a space, without spaces at either end: SQL's trim(), which the order lists use. */
export function customerName(row: Pick<OrderRow, 'customerFirstName' | 'customerLastName'>): string {
  const name = `${row.customerFirstName} ${row.customerLastName}`;
  // The CSV export names every order: most names have no space at either end, and skip the regular expression.
  return name.startsWith(' ') || name.endsWith(' ') ? name.replace(/^ +| +$/g, '') : name;
}

export function toPaymentStatus(value: string): PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(value) ? (value as PaymentStatus) : 'pending';
}

export function invoicePdfUrl(invoiceId: number): string {
  return `/api2/admin/invoices/${invoiceId}/pdf`;
}

/**
 * One member of an order list's item: the order columns it is made of, the value the domain makes of them, and the
 * same value as SQL with its JSON kind, for the pages whose items' JSON the database writes (docs/shapes.md).
 */
interface ListMember<C extends keyof OrderRow, V> {
  /** What a page reads for it: the covering index of the date-sorted pages (migration 0040) must hold them. */
  columns: readonly C[];
  value(row: Pick<OrderRow, C>): V;
  kind: JsonMember['kind'];
  sql(eb: ExpressionBuilder<Database, 'orders'>): Expression<unknown>;
}

function member<C extends keyof OrderRow, V>(m: ListMember<C, V>): ListMember<C, V> {
  return m;
}

/** A member that is one column as stored. */
function column<C extends keyof OrderRow & string>(name: C, kind: JsonMember['kind']): ListMember<C, OrderRow[C]> {
  return {
    columns: [name],
    value: (row) => row[name],
    kind,
    sql: (eb) => eb.ref(`orders.${name}` as `orders.${keyof OrderRow & string}`),
  };
}

/**
 * The order list's item, in the order of its members in the answer: the one place it is declared. The item type, the
 * columns a page reads, the row mapper and the database's JSON of the item are made of it; the routes' response
 * schema (http/common/order.schemas.ts) is type-checked against the item type.
 */
const LIST_ITEM = {
  id: column('id', 'integer'),
  orderNumber: column('orderNumber', 'integer'),
  status: member({
    columns: ['status'],
    value: (row) => row.status as OrderStatus,
    kind: 'string',
    sql: (eb) => eb.ref('orders.status'),
  }),
  paymentStatus: member({
    columns: ['paymentStatus'],
    value: (row) => toPaymentStatus(row.paymentStatus),
    kind: 'string',
    sql: (eb) =>
      eb
        .case()
        .when('orders.paymentStatus', 'in', PAYMENT_STATUSES)
        .then(eb.ref('orders.paymentStatus'))
        .else('pending')
        .end(),
  }),
  customerName: member({
    columns: ['customerFirstName', 'customerLastName'],
    value: customerName,
    kind: 'string',
    sql: (eb) =>
      eb.fn('trim', [eb(eb(eb.ref('orders.customerFirstName'), '||', ' '), '||', eb.ref('orders.customerLastName'))]),
  }),
  customerEmail: column('customerEmail', 'string'),
  totalAmount: member({
    columns: ['totalCents'],
    value: (row) => fromCents(row.totalCents),
    kind: 'cents',
    sql: (eb) => eb.ref('orders.totalCents'),
  }),
  currency: column('currency', 'string'),
  paymentMethod: column('paymentMethod', 'string'),
  orderSource: column('orderSource', 'string'),
  createdAt: column('createdAt', 'timestamp'),
};

type ListItem = typeof LIST_ITEM;
export type OrderListItem = { [K in keyof ListItem]: ReturnType<ListItem[K]['value']> };
type ListColumn = ListItem[keyof ListItem]['columns'][number];
export type OrderListRow = Pick<OrderRow, ListColumn>;

/** LIST_ITEM's members in order, for the loops that make an item of them. */
export const LIST_MEMBERS = Object.entries(LIST_ITEM) as [keyof OrderListItem, ListMember<ListColumn, unknown>][];

/** The columns an order list's item is made of, each once, in the order of the members that read them. */
export const LIST_COLUMNS: readonly ListColumn[] = [...new Set(LIST_MEMBERS.flatMap(([, m]) => m.columns))];

export function rowToListItem(row: OrderListRow): OrderListItem {
  const item: Record<string, unknown> = {};
  for (const [key, m] of LIST_MEMBERS) item[key] = m.value(row);
  return item as OrderListItem;
}

/** A row read as an array of LIST_COLUMNS' values, in that order. */
export function listRowOf(values: readonly unknown[]): OrderListRow {
  const row: Record<string, unknown> = {};
  for (const [i, c] of LIST_COLUMNS.entries()) row[c] = values[i];
  return row as OrderListRow;
}

/** What the order's discounts took off in all (EUR); 0 for an order without any. */
export function discountTotal(order: Pick<OrderDetail, 'discounts'>): number {
  return fromCents((order.discounts ?? []).reduce((sum, d) => sum + Math.round(d.amount * 100), 0));
}

/** One promotion's (and code's) part of an order's discounts: what the invoice, the mails and the order screen list. */
export interface DiscountTotal {
  promotionId: number;
  promotionName: string | null;
  code: string | null;
  amount: number;
}

/** The order's discounts per promotion and code, in the order first given, summed in cents. */
export function discountTotalsOf(discounts: readonly OrderDiscount[]): DiscountTotal[] {
  const sums = new Map<string, Omit<DiscountTotal, 'amount'> & { cents: number }>();
  for (const d of discounts) {
    const key = `${d.promotionId} ${d.code ?? ''}`;
    const entry = sums.get(key) ?? {
      promotionId: d.promotionId,
      promotionName: d.promotionName,
      code: d.code,
      cents: 0,
    };
    entry.cents += Math.round(d.amount * 100);
    sums.set(key, entry);
  }
  return [...sums.values()].map(({ cents, ...d }) => ({ ...d, amount: fromCents(cents) }));
}

/** "Summer sale (SUMMER10)"; "#12" for an old order whose promotion was gone before names were kept. */
export function discountLabel(d: DiscountTotal): string {
  const name = d.promotionName ?? `#${d.promotionId}`;
  return d.code === null ? name : `${name} (${d.code})`;
}

export function itemTitle(item: Pick<OrderItem, 'productName' | 'variantName' | 'sku'>): string {
  return item.variantName === undefined
    ? `${item.productName} (${item.sku})`
    : `${item.productName} – ${item.variantName} (${item.sku})`;
}

/** What an order line says of its variant: nothing for a product's only variant, so those lines read as before. */
export function variantOfItem(row: Pick<Row<'orderItems'>, 'variantId' | 'variantName' | 'variantOptions'>): {
  variantId?: number;
  variantName?: string;
  options?: { name: string; value: string }[];
} {
  const options = JSON.parse(row.variantOptions) as { name: string; value: string }[];
  if (row.variantId === null || options.length === 0) return {};
  return { variantId: row.variantId, ...(row.variantName === null ? {} : { variantName: row.variantName }), options };
}

/** A line's tax as stored; a row written outside checkout (seed, bulk import) has none and reads as before 0081. */
function itemTaxOf(row: Row<'orderItems'>): Taxed {
  if (row.taxRateBp === null || row.netCents === null || row.taxCents === null || row.grossCents === null)
    return legacyTaxed(row.totalPriceCents);
  return { rateBp: row.taxRateBp, netCents: row.netCents, taxCents: row.taxCents, grossCents: row.grossCents };
}

/** The CSV export has the database write the same JSON (order-list.repository.ts, itemJson): change both together. */
export function rowToItem(row: Row<'orderItems'>): OrderItem {
  const { rate, net, tax, gross } = toTaxLine(itemTaxOf(row));
  return {
    id: row.id,
    productId: row.productId,
    ...variantOfItem(row),
    productName: row.productName,
    sku: row.sku,
    quantity: row.quantity,
    unitPrice: fromCents(row.unitPriceCents),
    totalPrice: fromCents(row.totalPriceCents),
    taxRate: rate,
    net,
    tax,
    gross,
  };
}

/** The order's per-rate breakdown as stored; an order written outside checkout reads as one 19 % row, like before 0081. */
export function taxLinesOf(row: Pick<OrderRow, 'taxLines' | 'totalCents' | 'taxCents'>): TaxLine[] {
  const taxed =
    row.taxLines === null ? [legacyTaxed(row.totalCents, row.taxCents)] : (JSON.parse(row.taxLines) as Taxed[]);
  return taxed.map(toTaxLine);
}

function parseAddress(text: string | null): Address | null {
  if (!text) return null;
  const a = JSON.parse(text) as Partial<Address>;
  return { street: a.street ?? '', city: a.city ?? '', postalCode: a.postalCode ?? '', country: a.country ?? '' };
}

/** Written by the database for the CSV export too (order-list.repository.ts, discountJson). */
export function toDiscount(
  d: Pick<Row<'orderDiscounts'>, 'orderItemId' | 'promotionId' | 'promotionName' | 'code' | 'amountCents'>,
): OrderDiscount {
  return {
    orderItemId: d.orderItemId,
    promotionId: d.promotionId,
    promotionName: d.promotionName,
    code: d.code,
    amount: fromCents(d.amountCents),
  };
}

/** `discounts` only for an order that had any, so orders without read as before promotions. */
export function discountsMember(rows: Row<'orderDiscounts'>[]): { discounts?: OrderDiscount[] } {
  return rows.length === 0 ? {} : { discounts: rows.map(toDiscount) };
}

export interface DetailParts {
  items: Row<'orderItems'>[];
  /** actorName: the actor's name where it is known (actorNames), else null. */
  history: (Row<'orderStatusHistory'> & { actorName?: string | null })[];
  invoice: Row<'invoices'> | undefined;
  tags: { id: number; name: string }[];
  discounts: Row<'orderDiscounts'>[];
}

export function rowToDetail(row: OrderRow, parts: DetailParts): OrderDetail {
  return {
    ...rowToListItem(row),
    customerId: row.customerId,
    customerPhone: row.customerPhone,
    shippingAddress: parseAddress(row.shippingAddress)!,
    billingAddress: parseAddress(row.billingAddress),
    items: parts.items.map(rowToItem),
    ...discountsMember(parts.discounts),
    ...(parts.discounts.length === 0 ? {} : { discountTotals: discountTotalsOf(parts.discounts.map(toDiscount)) }),
    subtotal: fromCents(row.subtotalCents),
    shippingCost: fromCents(row.shippingCents),
    tax: fromCents(row.taxCents),
    taxRate: VAT_PERCENT,
    taxLines: taxLinesOf(row),
    vatId: row.vatId,
    vatIdStatus: row.vatIdStatus,
    reverseCharge: row.reverseCharge === 1,
    taxReview: row.taxReview,
    shippingMethod:
      row.shippingMethodId !== null ? { id: row.shippingMethodId, name: row.shippingMethodName ?? '' } : null,
    invoice: parts.invoice
      ? { id: parts.invoice.id, invoiceNumber: parts.invoice.invoiceNumber, pdfUrl: invoicePdfUrl(parts.invoice.id) }
      : null,
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingUrl,
    note: row.note,
    tags: parts.tags,
    statusHistory: parts.history.map((h) => ({
      fromStatus: h.fromStatus as OrderStatus | null,
      toStatus: h.toStatus as OrderStatus,
      note: h.note,
      actor: h.actor,
      actorName: h.actorName ?? null,
      createdAt: h.createdAt,
    })),
    updatedAt: row.updatedAt,
  };
}

/** An order's item count (orders.item_count): the sum of its lines' quantities. */
export function itemCountOfLines(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

/** The VAT included in a gross amount, rounded to the cent. */
export function includedVatCents(grossCents: number): number {
  return Math.round((grossCents * VAT_PERCENT) / (100 + VAT_PERCENT));
}
