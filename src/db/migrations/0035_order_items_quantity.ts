import type { Kysely } from 'kysely';

/**
 * order_items by order with the quantity in the index: the CSV export's item counts (a sum per order, 1,000
 * orders a batch) read the index alone instead of a table row per item (docs/benchmarks.md). It replaces
 * order_items_order_id, which served only the order_id prefix.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('order_items_order_quantity')
    .on('order_items')
    .columns(['order_id', 'quantity'])
    .execute();
  await db.schema.dropIndex('order_items_order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('order_items_order_id').on('order_items').column('order_id').execute();
  await db.schema.dropIndex('order_items_order_quantity').execute();
}
