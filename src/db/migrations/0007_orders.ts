import type { Kysely } from 'kysely';
import { bool, id, money, stamps, ts } from './columns.js';

export async function up(db: Kysely<any>): Promise<void> {
  // Shipping: zones group methods; a method's price is what checkout charges (free above a subtotal if set).
  await db.schema
    .createTable('shipping_zones')
    .$call(id(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .$call(stamps(db))
    .execute();

  await db.schema
    .createTable('shipping_methods')
    .$call(id(db))
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('shipping_zones.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('method_type', 'text', (c) => c.notNull())
    .addColumn('price_cents', money, (c) => c.notNull().defaultTo(0))
    .addColumn('free_above_cents', money)
    .addColumn('is_active', bool, (c) => c.notNull().defaultTo(1))
    .$call(stamps(db))
    .execute();
  await db.schema.createIndex('shipping_methods_zone_id').on('shipping_methods').columns(['zone_id', 'id']).execute();

  // The method is kept as chosen (id and name, no foreign key): deleting a method later leaves past orders as they were.
  await db.schema.alterTable('orders').addColumn('shipping_method_id', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('shipping_method_name', 'text').execute();
  await db.schema.alterTable('orders').addColumn('note', 'text').execute();
  await db.schema.createIndex('orders_total_cents').on('orders').columns(['total_cents', 'id']).execute();

  // One row per allocated order number: an identity/autoincrement column is the one counter both engines hand out
  // concurrently without a lock held to commit and without reuse after a rollback.
  await db.schema.createTable('order_numbers').$call(id(db)).execute();

  await db.schema
    .createTable('order_status_history')
    .$call(id(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('actor', 'text', (c) => c.notNull())
    .$call(ts(db, 'created_at', (c) => c.notNull()))
    .execute();
  await db.schema
    .createIndex('order_status_history_order_id')
    .on('order_status_history')
    .columns(['order_id', 'id'])
    .execute();

  await db.schema
    .createTable('invoices')
    .$call(id(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('invoice_number', 'text', (c) => c.notNull().unique())
    .$call(ts(db, 'created_at', (c) => c.notNull()))
    .execute();

  // Which warehouse holds how much of an order item's reservation, so cancelling releases exactly that.
  await db.schema
    .createTable('order_reservations')
    .$call(id(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id').onDelete('restrict'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .$call(ts(db, 'created_at', (c) => c.notNull()))
    .execute();
  await db.schema.createIndex('order_reservations_order_id').on('order_reservations').column('order_id').execute();
  await db.schema.createIndex('order_reservations_product_id').on('order_reservations').column('product_id').execute();
  await db.schema
    .createIndex('order_reservations_warehouse_id')
    .on('order_reservations')
    .column('warehouse_id')
    .execute();

  // Every payment callback applied, keyed by the provider's transaction id: a replay finds its row and changes nothing.
  await db.schema
    .createTable('payment_transactions')
    .$call(id(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('transaction_id', 'text', (c) => c.notNull().unique())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('amount_cents', money, (c) => c.notNull())
    .$call(ts(db, 'created_at', (c) => c.notNull()))
    .execute();
  await db.schema.createIndex('payment_transactions_order_id').on('payment_transactions').column('order_id').execute();

  await db.schema
    .createTable('tags')
    .$call(id(db))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .$call(ts(db, 'created_at', (c) => c.notNull()))
    .execute();

  await db.schema
    .createTable('order_tags')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('order_tags_pk', ['order_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('order_tags_tag_id').on('order_tags').columns(['tag_id', 'order_id']).execute();

  await db.schema
    .createTable('returns')
    .$call(id(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .$call(stamps(db))
    .execute();
  await db.schema.createIndex('returns_order_id').on('returns').column('order_id').execute();
  await db.schema.createIndex('returns_status').on('returns').columns(['status', 'id']).execute();

  await db.schema
    .createTable('return_items')
    .$call(id(db))
    .addColumn('return_id', 'integer', (c) => c.notNull().references('returns.id').onDelete('cascade'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('return_items_return_id').on('return_items').column('return_id').execute();
  await db.schema.createIndex('return_items_order_item_id').on('return_items').column('order_item_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'return_items',
    'returns',
    'order_tags',
    'tags',
    'payment_transactions',
    'order_reservations',
    'invoices',
    'order_status_history',
    'order_numbers',
  ]) {
    await db.schema.dropTable(t).execute();
  }
  await db.schema.dropIndex('orders_total_cents').execute();
  for (const c of ['note', 'shipping_method_name', 'shipping_method_id'])
    await db.schema.alterTable('orders').dropColumn(c).execute();
  await db.schema.dropTable('shipping_methods').execute();
  await db.schema.dropTable('shipping_zones').execute();
}
