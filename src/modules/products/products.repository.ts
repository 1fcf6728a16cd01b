import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import { findStockTotals } from '../inventory/inventory.repository.js';
import { findImagesByProductIds } from '../media/product-images.repository.js';
import { toProduct, type Product, type ProductRow } from './product.js';

export function findProductRow(db: Db, id: number) {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Locks the product row for the rest of the transaction (version numbers, concurrent edits). */
export function lockProductRow(trx: Transaction<Database>, dialect: SqlDialect, id: number) {
  return dialect.forUpdate(trx.selectFrom('products').selectAll().where('id', '=', id)).executeTakeFirst();
}

/** Products with category, stock totals and images, in three batched lookups (no query per product). */
export async function withDetails(db: Db, rows: ProductRow[], images = true): Promise<Product[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const categoryIds = [...new Set(rows.map((r) => r.categoryId).filter((c): c is number => c !== null))];
  const [stock, imageMap, categories] = await Promise.all([
    findStockTotals(db, ids),
    images ? findImagesByProductIds(db, ids) : Promise.resolve(new Map()),
    categoryIds.length ? db.selectFrom('categories').select(['id', 'name', 'slug']).where('id', 'in', categoryIds).execute() : Promise.resolve([]),
  ]);
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  return rows.map((row) =>
    toProduct(row, {
      category: row.categoryId !== null ? categoryById.get(row.categoryId) ?? null : null,
      stock: stock.get(row.id) ?? { quantity: 0, reserved: 0, available: 0 },
      images: imageMap.get(row.id) ?? [],
    }),
  );
}

export interface ProductFilter {
  search?: string;
  status?: string;
  categoryId?: number;
  categorySlug?: string;
}

/** One page of matching products (newest first) and the number of all matches. */
export async function findProducts(db: Db, dialect: SqlDialect, filter: ProductFilter, limit: number, offset: number): Promise<{ rows: ProductRow[]; total: number }> {
  let q = db.selectFrom('products');
  if (filter.search) {
    const text = filter.search;
    q = q.where((eb) => eb.or([dialect.containsInsensitive(eb.ref('products.name'), text), dialect.containsInsensitive(eb.ref('products.sku'), text)]));
  }
  if (filter.status) q = q.where('products.status', '=', filter.status);
  if (filter.categoryId !== undefined) q = q.where('products.categoryId', '=', filter.categoryId);
  if (filter.categorySlug !== undefined) {
    const slug = filter.categorySlug;
    q = q.where('products.categoryId', 'in', (eb) => eb.selectFrom('categories').select('id').where('slug', '=', slug));
  }
  const [rows, count] = await Promise.all([
    // Ids first: the offset walk reads a narrow index, and only the page's rows are fetched.
    db
      .selectFrom('products')
      .selectAll()
      .where('id', 'in', q.select('products.id').orderBy('products.id', 'desc').limit(limit).offset(offset))
      .orderBy('id', 'desc')
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findVisibleProducts(db: Db, limit: number, offset: number) {
  return db.selectFrom('products').select(['id', 'sku', 'name', 'priceCents', 'description', 'brand']).where('status', '=', 'active').orderBy('id').limit(limit).offset(offset).execute();
}

export async function countProducts(db: Db): Promise<number> {
  return Number((await db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
}

export async function valueTaken(db: Db, column: 'sku' | 'slug', value: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('products').select('id').where(column, '=', value);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export function findVariants(db: Db, productId: number) {
  return db.selectFrom('productVariants').selectAll().where('productId', '=', productId).orderBy('sortOrder').orderBy('id').execute();
}

export async function nextVersionNumber(trx: Transaction<Database>, productId: number): Promise<number> {
  const row = await trx.selectFrom('productVersions').select((eb) => eb.fn.max('versionNumber').as('n')).where('productId', '=', productId).executeTakeFirst();
  return Number(row?.n ?? 0) + 1;
}

export function findVersions(db: Db, productId: number) {
  return db.selectFrom('productVersions').selectAll().where('productId', '=', productId).orderBy('versionNumber').execute();
}

export function findVersion(db: Db, productId: number, versionNumber: number) {
  return db.selectFrom('productVersions').selectAll().where('productId', '=', productId).where('versionNumber', '=', versionNumber).executeTakeFirst();
}
