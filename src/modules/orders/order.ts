// Orders as the domain hands them to the surfaces, and the row mappers that make them (money in EUR, JSON parsed).
import type { Row } from '../../db/database.js';
import { fromCents } from '../../shared/money.js';
import { PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from './order-status.js';

/** The payment methods checkout accepts. */
export const PAYMENT_METHODS = ['card', 'credit_card', 'paypal', 'invoice', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Catalogue prices are gross: they include this VAT rate, and an order's tax is the included share. */
export const VAT_PERCENT = 19;

/** Order numbers are the allocated counter value plus this, so the first order is 100001. */
export const ORDER_NUMBER_BASE = 100000;

export interface Address {
  street: string;
  city: string;
  postalCode: string;
  country: string;
}

export interface OrderListItem {
  id: number;
  orderNumber: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  customerName: string;
  customerEmail: string;
  totalAmount: number;
  currency: string;
  paymentMethod: string;
  orderSource: string;
  createdAt: string;
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
}

export interface StatusHistoryEntry {
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  note: string | null;
  actor: string;
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
  subtotal: number;
  shippingCost: number;
  tax: number;
  taxRate: number;
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

/** The columns an order list's item is made of (rowToListItem). */
export const LIST_COLUMNS = [
  'id', 'orderNumber', 'status', 'paymentStatus', 'customerFirstName', 'customerLastName', 'customerEmail', 'totalCents', 'currency',
  'paymentMethod', 'orderSource', 'createdAt',
] as const satisfies readonly (keyof OrderRow)[];
export type OrderListRow = Pick<OrderRow, (typeof LIST_COLUMNS)[number]>;

export function rowToListItem(row: OrderListRow): OrderListItem {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    status: row.status as OrderStatus,
    paymentStatus: toPaymentStatus(row.paymentStatus),
    customerName: customerName(row),
    customerEmail: row.customerEmail,
    totalAmount: fromCents(row.totalCents),
    currency: row.currency,
    paymentMethod: row.paymentMethod,
    orderSource: row.orderSource,
    createdAt: row.createdAt,
  };
}

/** The line's article as invoices and mails print it: the product, and the variant when it has options. */
export function itemTitle(item: Pick<OrderItem, 'productName' | 'variantName' | 'sku'>): string {
  return item.variantName === undefined ? `${item.productName} (${item.sku})` : `${item.productName} – ${item.variantName} (${item.sku})`;
}

/** What an order line says of its variant: nothing for a product's only variant, so those lines read as before. */
export function variantOfItem(row: Pick<Row<'orderItems'>, 'variantId' | 'variantName' | 'variantOptions'>): { variantId?: number; variantName?: string; options?: { name: string; value: string }[] } {
  const options = JSON.parse(row.variantOptions) as { name: string; value: string }[];
  if (row.variantId === null || options.length === 0) return {};
  return { variantId: row.variantId, ...(row.variantName === null ? {} : { variantName: row.variantName }), options };
}

export function rowToItem(row: Row<'orderItems'>): OrderItem {
  return {
    id: row.id,
    productId: row.productId,
    ...variantOfItem(row),
    productName: row.productName,
    sku: row.sku,
    quantity: row.quantity,
    unitPrice: fromCents(row.unitPriceCents),
    totalPrice: fromCents(row.totalPriceCents),
  };
}

function parseAddress(text: string | null): Address | null {
  if (!text) return null;
  const a = JSON.parse(text) as Partial<Address>;
  return { street: a.street ?? '', city: a.city ?? '', postalCode: a.postalCode ?? '', country: a.country ?? '' };
}

export interface DetailParts {
  items: Row<'orderItems'>[];
  history: Row<'orderStatusHistory'>[];
  invoice: Row<'invoices'> | undefined;
  tags: { id: number; name: string }[];
}

export function rowToDetail(row: OrderRow, parts: DetailParts): OrderDetail {
  return {
    ...rowToListItem(row),
    customerId: row.customerId,
    customerPhone: row.customerPhone,
    shippingAddress: parseAddress(row.shippingAddress)!,
    billingAddress: parseAddress(row.billingAddress),
    items: parts.items.map(rowToItem),
    subtotal: fromCents(row.subtotalCents),
    shippingCost: fromCents(row.shippingCents),
    tax: fromCents(row.taxCents),
    taxRate: VAT_PERCENT,
    shippingMethod: row.shippingMethodId !== null ? { id: row.shippingMethodId, name: row.shippingMethodName ?? '' } : null,
    invoice: parts.invoice ? { id: parts.invoice.id, invoiceNumber: parts.invoice.invoiceNumber, pdfUrl: invoicePdfUrl(parts.invoice.id) } : null,
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingUrl,
    note: row.note,
    tags: parts.tags,
    statusHistory: parts.history.map((h) => ({
      fromStatus: h.fromStatus as OrderStatus | null,
      toStatus: h.toStatus as OrderStatus,
      note: h.note,
      actor: h.actor,
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
