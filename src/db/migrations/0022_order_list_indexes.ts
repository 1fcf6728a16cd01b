import type { Kysely } from 'kysely';

/**
 * Indexes for the admin order list's sorts under a status filter, the name sort and the payment method and
 * source filters, so their first pages read about 50 index entries instead of sorting or scanning every
 * order (docs/benchmarks.md). orders_total_cents (0007) stays for the amount sort without a status.
 */
const INDEXES = [
  { name: 'orders_status_total_cents', columns: ['status', 'total_cents', 'id'] },
  { name: 'orders_status_id', columns: ['status', 'id'] },
  { name: 'orders_customer_name', columns: ['customer_first_name', 'customer_last_name', 'id'] },
  { name: 'orders_payment_method', columns: ['payment_method', 'created_at', 'id'] },
  { name: 'orders_order_source', columns: ['order_source', 'created_at', 'id'] },
];

// The platform list's B2B filter, newest first.
const CUSTOMERS_B2B = { name: 'customers_is_b2b', columns: ['is_b2b', 'created_at', 'id'] };

export async function up(db: Kysely<any>): Promise<void> {
  for (const i of INDEXES) await db.schema.createIndex(i.name).on('orders').columns(i.columns).execute();
  await db.schema.createIndex(CUSTOMERS_B2B.name).on('customers').columns(CUSTOMERS_B2B.columns).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const i of [...INDEXES, CUSTOMERS_B2B]) await db.schema.dropIndex(i.name).execute();
}
