import { sql, type Kysely } from 'kysely';

// Keeps the platform stock lists bounded at any catalogue size: each page is an index range.
export async function up(db: Kysely<any>): Promise<void> {
  // Low stock: WHERE quantity - reserved <= n ORDER BY quantity - reserved, product_id, warehouse_id.
  // The query must spell the expression the same way (inventory.repository.ts `available`).
  await db.schema
    .createIndex('inventory_available')
    .on('inventory')
    .expression(sql`(quantity - reserved), product_id, warehouse_id`)
    .execute();
  // Stock rows of one warehouse in product order, and (covering quantity) the warehouse totals as index-only scans.
  // It serves every lookup the single-column index did, which therefore goes.
  await db.schema
    .createIndex('inventory_warehouse_product')
    .on('inventory')
    .columns(['warehouse_id', 'product_id', 'quantity'])
    .execute();
  await db.schema.dropIndex('inventory_warehouse_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('inventory_warehouse_id').on('inventory').column('warehouse_id').execute();
  await db.schema.dropIndex('inventory_warehouse_product').execute();
  await db.schema.dropIndex('inventory_available').execute();
}
