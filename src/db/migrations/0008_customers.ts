import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Guest customers are orders without an account grouped by lower(customer_email): the grouping, the lookups of one
  // group and the first order (min id, min created_at) per group read this index alone. Queries must spell the
  // expression the same way (customers/customer-orders.repository.ts `emailKey`).
  await db.schema
    .createIndex('orders_guest_email')
    .on('orders')
    .expression(sql`lower(customer_email), created_at, id`)
    .where(sql.ref('customer_id'), 'is', null)
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
  await db.schema.dropIndex('orders_guest_email').execute();
}
