import type { Kysely } from 'kysely';

/**
 * The admin product list's sort orders (sortBy name, price, updatedAt; ties by id): each is read from its index in
 * either direction, so the first page of 100,000 products stops after 50 index entries instead of sorting them all.
 * (name, id) replaces the index on name alone, which it serves as well.
 */
const INDEXES = [
  ['products_name_id', 'name'],
  ['products_price_id', 'price_cents'],
  ['products_updated_id', 'updated_at'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, column] of INDEXES)
    await db.schema.createIndex(name).on('products').columns([column, 'id']).execute();
  await db.schema.dropIndex('products_name').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('products_name').on('products').column('name').execute();
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
