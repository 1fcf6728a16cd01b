import type { Kysely } from 'kysely';
import { id, money } from './columns.js';

/**
 * Each discount an order was given (issue 36, docs/promotions.md): per order item for line and allocated order
 * discounts, with no item for the shipping discount. The promotion id is kept without a foreign key: a placed
 * order's discounts stay as they were when the promotion is later deleted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_discounts')
    .$call(id(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('order_item_id', 'integer', (c) => c.references('order_items.id').onDelete('cascade'))
    .addColumn('promotion_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('amount_cents', money, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_discounts_order').on('order_discounts').columns(['order_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_discounts').execute();
}
