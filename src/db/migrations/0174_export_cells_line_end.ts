import type { Kysely } from 'kysely';

/**
 * An order's stored export cells (`order_export_cells`, 0171) become the whole end of its CSV line, from the discount
 * column on (discount, taxLines, items, discounts), none of which changes after checkout: the export no longer sums
 * each order's discounts nor writes its tax breakdown per row (docs/benchmarks.md, "The export's batches as bytes").
 * The rows in the old shape go; every start fills them again in the background (fillMissingExportCells), and until
 * then the export builds them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('order_export_cells').execute();
}

/** The same: the previous build fills them again in its own shape. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('order_export_cells').execute();
}
