import type { Kysely } from 'kysely';

/**
 * The CSV export's items and discounts cells kept per order (`order_export_cells`): building them per export made a
 * million-order export nine times slower once orders carried variants, per-line tax and discounts
 * (docs/benchmarks.md). Written by checkout once the order's items and discounts are; existing orders get theirs in
 * the background at the next start (fillMissingExportCells), and until then the export builds them. A table of its
 * own rather than a column of `orders`: the order list's reads keep their narrow rows (a kilobyte of JSON per order
 * would put a fifth as many orders in a page).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_export_cells')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('cells', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_export_cells').execute();
}
