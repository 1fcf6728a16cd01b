import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../db/table-types.js';

export interface OrdersTable {
  id: Generated<number>;
  orderNumber: number;
  customerId: number | null;
  customerEmail: string;
  customerFirstName: string;
  customerLastName: string;
  customerPhone: string | null;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  orderSource: string;
  currency: Generated<string>;
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  /**
   * The sum of the order's item quantities, written with the order (items never change after checkout); null for
   * orders placed before migration 0042, whose items are summed when read (`itemCountOf`).
   */
  itemCount: number | null;
  /**
   * The per-rate breakdown (JSON array of TaxLine, docs/tax.md): Σ taxCents = taxCents, Σ grossCents = totalCents.
   * Null only for orders written outside checkout after migration 0081 (seed, bulk imports): read as one 19 % row.
   */
  taxLines: string | null;
  /** The VAT ID the order was placed with (normalized), what VIES said of it, and whether the reverse charge applied. */
  vatId: string | null;
  vatIdStatus: 'valid' | 'invalid' | 'unconfirmed' | null;
  reverseCharge: Generated<Flag>;
  /** Why staff should check the order's tax (VIES could not confirm its VAT ID: VAT charged); null: nothing to check. */
  taxReview: string | null;
  shippingAddress: string;
  billingAddress: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippingMethodId: number | null;
  shippingMethodName: string | null;
  note: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface OrderItemsTable {
  id: Generated<number>;
  orderId: number;
  productId: number | null;
  /** The variant sold; kept (no foreign key) after it is deleted, as the rest of the line's snapshot. */
  variantId: number | null;
  productName: string;
  variantName: string | null;
  /** JSON array of {name, value}: the options bought, as they were named then. */
  variantOptions: Generated<string>;
  sku: string;
  quantity: number;
  unitPriceCents: number;
  totalPriceCents: number;
  /** The line's tax as charged at checkout (basis points and cents); null only like orders.taxLines. */
  taxRateBp: number | null;
  netCents: number | null;
  taxCents: number | null;
  grossCents: number | null;
}

/** Each discount an order was given (migration 0091): per item, or with no item for the shipping discount. */
export interface OrderDiscountsTable {
  id: Generated<number>;
  orderId: number;
  orderItemId: number | null;
  promotionId: number;
  /** The code it came through, as stored (upper-case); null for an automatic promotion. */
  code: string | null;
  amountCents: number;
  /** The promotion's name when the order was placed (migration 0150); null for an older order whose promotion was gone. */
  promotionName: Generated<string | null>;
}

/** Orders per (UTC day of createdAt, status), kept by triggers (migration 0020). */
export interface OrderDayCountsTable {
  /** 'YYYY-MM-DD' */
  day: string;
  status: string;
  n: number;
}

/** Orders per (UTC hour of createdAt, status), kept by triggers (migration 0039). */
export interface OrderHourCountsTable {
  /** 'YYYY-MM-DDTHH' */
  hour: string;
  status: string;
  n: number;
}

/** One row per status change (and per note); from_status is null for the creation row. */
export interface OrderStatusHistoryTable {
  id: Generated<number>;
  orderId: number;
  fromStatus: string | null;
  toStatus: string;
  note: string | null;
  actor: string;
  createdAt: string;
}

export interface InvoicesTable {
  id: Generated<number>;
  orderId: number;
  invoiceNumber: string;
  createdAt: string;
}

/** The stock an order item holds in one warehouse until the order ships (consumed) or is cancelled (released). */
export interface OrderReservationsTable {
  id: Generated<number>;
  orderId: number;
  orderItemId: number;
  productId: number;
  /** Set on every row: migration 0070 gave older rows their product's default variant. */
  variantId: number;
  warehouseId: number;
  quantity: number;
  createdAt: string;
}

export interface PaymentTransactionsTable {
  id: Generated<number>;
  orderId: number;
  transactionId: string;
  result: string;
  amountCents: number;
  createdAt: string;
}

/** The order-number counter: one row per allocated number. */
export interface OrderNumbersTable {
  id: Generated<number>;
}

export interface TagsTable {
  id: Generated<number>;
  name: string;
  createdAt: string;
}

export interface OrderTagsTable {
  orderId: number;
  tagId: number;
}

export interface ReturnsTable {
  id: Generated<number>;
  orderId: number;
  status: string;
  reason: string;
  note: string | null;
  /** What the refund paid back (at most the returned lines' value); null until refunded. */
  refundedAmountCents: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface ReturnItemsTable {
  id: Generated<number>;
  returnId: number;
  orderItemId: number;
  quantity: number;
}

/**
 * The CSV export's items and discounts cells of an order (migration 0171, `exportCellsOf`), written once they are. No
 * row for an order written otherwise until `fillExportCells`, or after its product was deleted: the export then
 * builds them. A table of its own, so that the orders' rows every other read touches stay as narrow as they were.
 */
export interface OrderExportCellsTable {
  orderId: number;
  cells: string;
}

export interface OrderTables {
  orders: OrdersTable;
  orderItems: OrderItemsTable;
  orderDiscounts: OrderDiscountsTable;
  orderExportCells: OrderExportCellsTable;
  orderDayCounts: OrderDayCountsTable;
  orderHourCounts: OrderHourCountsTable;
  orderStatusHistory: OrderStatusHistoryTable;
  invoices: InvoicesTable;
  orderReservations: OrderReservationsTable;
  paymentTransactions: PaymentTransactionsTable;
  orderNumbers: OrderNumbersTable;
  tags: TagsTable;
  orderTags: OrderTagsTable;
  returns: ReturnsTable;
  returnItems: ReturnItemsTable;
}
