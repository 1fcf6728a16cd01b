import { sql, type Kysely } from 'kysely';

/**
 * The per-product `inventory` rows (kept by the variants' triggers since 0070) lose their available-quantity index:
 * low stock reads `variant_inventory_available` since variants, and nothing orders or filters the per-product rows
 * by what is available. Every stock write (an adjustment, a checkout's reservation, its release or consumption)
 * changed an entry of it through the trigger: one index page fewer to write per statement (docs/benchmarks.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('inventory_available').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('inventory_available')
    .on('inventory')
    .expression(sql`(quantity - reserved), product_id, warehouse_id, quantity, reserved`)
    .execute();
}
