import type { Kysely } from 'kysely';

/**
 * Narrow indexes that list and search queries can scan instead of the wide product rows: ids for
 * deep pages, name and SKU for substring search (a LIKE '%…%' cannot seek, but it can scan less).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('products_id_only').on('products').column('id').execute();
  await db.schema.createIndex('products_name_sku').on('products').columns(['name', 'sku']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_name_sku').execute();
  await db.schema.dropIndex('products_id_only').execute();
}
