import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Guest customers are orders without an account grouped by lower(customer_email). With customer_id first, one index
  // range (customer_id IS NULL) yields the guest orders already in group order and covers the first order (min id,
  // min created_at) of each group, so the merged list, the guest count and one group's lookup never sort or read rows.
  // It serves the per-customer lookups (customer_id = ?) as well. Queries must spell the expression the same way
  // (customers/customer-orders.repository.ts `emailKey`).
  await db.schema
    .createIndex('orders_customer_guest_email')
    .on('orders')
    .expression(sql`customer_id, lower(customer_email), created_at, id`)
    .execute();
  // At most one default address per customer and type, also under concurrent writes.
  await db.schema
    .createIndex('customer_addresses_one_default')
    .on('customer_addresses')
    .columns(['customer_id', 'type'])
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('customer_addresses_one_default').execute();
  await db.schema.dropIndex('orders_customer_guest_email').execute();
}
