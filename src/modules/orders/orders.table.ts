import type { Generated } from 'kysely';

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
  createdAt: string;
  updatedAt: string;
}

export interface ReturnItemsTable {
  id: Generated<number>;
  returnId: number;
  orderItemId: number;
  quantity: number;
}

export interface OrderTables {
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
