import type { Kysely } from 'kysely';

/**
 * Indexes for the admin order list's sorts under a status filter and the name sort, so their first pages
 * read 50 index entries instead of sorting every match (docs/benchmarks.md). orders_total_cents (0007)
 * stays for the amount sort without a status.
 */
const INDEXES = [
  { name: 'orders_status_total_cents', columns: ['status', 'total_cents', 'id'] },
  { name: 'orders_status_id', columns: ['status', 'id'] },
  { name: 'orders_customer_name', columns: ['customer_first_name', 'customer_last_name', 'id'] },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const i of INDEXES) await db.schema.createIndex(i.name).on('orders').columns(i.columns).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const i of INDEXES) await db.schema.dropIndex(i.name).execute();
}
