import type { Kysely } from 'kysely';
import { id, ts } from './columns.js';

/**
 * The inventory ledger: one append-only row per change of a stock row's quantity or reserved, written in the
 * transaction of the change. Existing stock rows get an opening-balance movement, so from here on the sum of a
 * row's deltas equals its quantity (and reserved).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('inventory_movements')
    .$call(id(db))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('quantity_delta', 'integer', (c) => c.notNull())
    .addColumn('reserved_delta', 'integer', (c) => c.notNull())
    .addColumn('quantity_before', 'integer', (c) => c.notNull())
    .addColumn('quantity_after', 'integer', (c) => c.notNull())
    .addColumn('reserved_before', 'integer', (c) => c.notNull())
    .addColumn('reserved_after', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('reference_type', 'text')
    .addColumn('reference_id', 'integer')
    .$call(ts(db, 'created_at', (c) => c.notNull()))
    .execute();
  await db.schema
    .createIndex('inventory_movements_product')
    .on('inventory_movements')
    .columns(['product_id', 'warehouse_id', 'id'])
    .execute();
  await db.schema
    .createIndex('inventory_movements_warehouse')
    .on('inventory_movements')
    .columns(['warehouse_id', 'id'])
    .execute();
  await db.schema
    .createIndex('inventory_movements_created')
    .on('inventory_movements')
    .columns(['created_at', 'id'])
    .execute();
  await db
    .insertInto('inventory_movements')
    .columns([
      'product_id',
      'warehouse_id',
      'type',
      'quantity_delta',
      'reserved_delta',
      'quantity_before',
      'quantity_after',
      'reserved_before',
      'reserved_after',
      'reason',
      'actor',
      'created_at',
    ])
    .expression((eb) =>
      eb
        .selectFrom('inventory')
        .select((s) => [
          'product_id',
          'warehouse_id',
          s.val('opening').as('type'),
          'quantity',
          'reserved',
          s.lit(0).as('qb'),
          'quantity as qa',
          s.lit(0).as('rb'),
          'reserved as ra',
          s.val('opening balance').as('reason'),
          s.val('system').as('actor'),
          'updated_at',
        ])
        .orderBy('product_id')
        .orderBy('warehouse_id'),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('inventory_movements').execute();
}
