import type { Kysely } from 'kysely';

/**
 * The CSV export's items and discounts cells kept on each order (`orders.export_cells`): building them per export
 * made a million-order export nine times slower once orders carried variants, per-line tax and discounts
 * (docs/benchmarks.md). Written by checkout once the order's items and discounts are; existing orders get theirs
 * in the background at the next start (fillMissingExportCells), and until then the export builds them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('export_cells', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('export_cells').execute();
}
