import type { Transaction } from 'kysely';
import type { Database, NewRow, RowUpdate } from '../../db/database.js';
import type { Db } from '../../db/open.js';
import { fixedQuery } from '../../db/fixed-query.js';
import type { SqlDialect, TextIndex } from '../../db/dialect.js';
import type { CategoryRef } from '../categories/category.js';
import { recordPriceChanges } from '../price-history/price-history.repository.js';
import type { ProductRow } from './product.js';

// A detail page's reads are built once (src/db/fixed-query.ts).
const productRow = fixedQuery((db, p: { id: number }) => db.selectFrom('products').selectAll().where('id', '=', p.id));

export async function findProductRow(db: Db, id: number): Promise<ProductRow | undefined> {
  return (await productRow(db, { id }))[0];
}

/** The product row, locked until the transaction ends (PostgreSQL), so changes of one product queue up. */
export function lockProductRow(
  trx: Transaction<Database>,
  dialect: SqlDialect,
  id: number,
): Promise<ProductRow | undefined> {
  return dialect.forUpdate(trx.selectFrom('products').selectAll().where('id', '=', id)).executeTakeFirst();
}

export function insertProduct(trx: Transaction<Database>, values: NewRow<'products'>): Promise<ProductRow> {
  return trx.insertInto('products').values(values).returningAll().executeTakeFirstOrThrow();
}

/** A change of the price is recorded in its variants' price history (docs/tax.md, "Lowest price of the last 30 days"). */
export async function updateProduct(
  trx: Transaction<Database>,
  id: number,
  values: RowUpdate<'products'>,
): Promise<ProductRow> {
  const row = await trx
    .updateTable('products')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (values.priceCents !== undefined) await recordPriceChanges(trx, id, row.updatedAt);
  return row;
}

/** Deletes the product; variants, versions, stock rows, image links and view counts go with it (foreign keys cascade). */
export async function deleteProduct(trx: Transaction<Database>, id: number): Promise<void> {
  await trx.deleteFrom('products').where('id', '=', id).execute();
}

export function countAllProducts(db: Db): Promise<number> {
  return countFromCounters(db, {});
}

/**
 * Whether another product than exceptId uses the SKU or slug (both unique columns, so an index lookup). A SKU is
 * unique across products and variants: a variant of another product holding it counts too.
 */
export async function valueTaken(db: Db, column: 'sku' | 'slug', value: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('products').select('id').where(column, '=', value);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  if ((await q.executeTakeFirst()) !== undefined) return true;
  if (column === 'slug') return false;
  let v = db.selectFrom('productVariants').select('id').where('sku', '=', value);
  if (exceptId !== undefined) v = v.where('productId', '!=', exceptId);
  return (await v.executeTakeFirst()) !== undefined;
}

/** A new product's default variant: it carries the product's SKU, and its price is the product's (null). */
export async function insertDefaultVariant(
  trx: Transaction<Database>,
  productId: number,
  sku: string,
  now: string,
): Promise<number> {
  const row = await trx
    .insertInto('productVariants')
    .values({ productId, sku, name: 'Default', priceCents: null, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordPriceChanges(trx, productId, now);
  return row.id;
}

/** The variant that carries the product's SKU follows a change of it. */
export async function moveVariantSku(
  trx: Transaction<Database>,
  productId: number,
  from: string,
  to: string,
  now: string,
): Promise<void> {
  await trx
    .updateTable('productVariants')
    .set({ sku: to, updatedAt: now })
    .where('productId', '=', productId)
    .where('sku', '=', from)
    .execute();
}

/**
 * The categories of one page of products in one query. The categories repository reads them one by one
 * (findCategory), which would be a query per product here.
 */
export async function findCategoryRefs(db: Db, ids: number[]): Promise<Map<number, CategoryRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('categories').select(['id', 'name', 'slug']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export interface ProductFilter {
  /** Substring of the name or SKU, case-insensitive, matched literally. */
  search?: string;
  status?: string;
  categoryId?: number;
  categorySlug?: string;
  /** With a category: its subcategories' products too, at any depth. */
  includeSubcategories?: boolean;
}

export interface ProductSlice {
  limit: number;
  offset: number;
  /** Default: newest first (id descending). Ties are broken by id in the same direction, so pages never overlap. */
  sort?: ProductSort;
}

/** The orders the admin list offers; each is read from an index on (column, id) (migration 0062). */
const PRODUCT_SORT_COLUMNS = { name: 'name', price: 'priceCents', updatedAt: 'updatedAt' } as const;
export const PRODUCT_SORT_KEYS = ['name', 'price', 'updatedAt'] as const;
export interface ProductSort {
  by: (typeof PRODUCT_SORT_KEYS)[number];
  order: 'asc' | 'desc';
}

/** The columns the product search reads, trigram-indexed by migration 0012. */
const PRODUCT_TEXT: TextIndex = { table: 'products', columns: ['name', 'sku'] };

/**
 * Products with a variant whose SKU is exactly the text: a unique-index lookup. The products' own SKUs (a one-variant
 * product's is its variant's) are matched as substrings through the text index; variant SKUs of products with several
 * variants are matched whole (docs/variants.md).
 */
function variantSkuProducts(db: Db, sku: string) {
  return db
    .selectFrom('productVariants')
    .select('productVariants.productId as id')
    .where('productVariants.sku', '=', sku);
}

function filtered(db: Db, dialect: SqlDialect, filter: ProductFilter) {
  let q = db.selectFrom('products');
  const search = filter.search;
  if (search)
    q = q.where((eb) =>
      eb.or([dialect.containsText(PRODUCT_TEXT, search), eb('products.id', 'in', variantSkuProducts(db, search))]),
    );
  if (filter.status !== undefined) q = q.where('products.status', '=', filter.status);
  if (filter.includeSubcategories && (filter.categoryId !== undefined || filter.categorySlug !== undefined))
    return q.where('products.categoryId', 'in', categorySubtree(db, filter));
  if (filter.categoryId !== undefined) q = q.where('products.categoryId', '=', filter.categoryId);
  if (filter.categorySlug !== undefined)
    q = q.where('products.categoryId', 'in', categoryIdOfSlug(db, filter.categorySlug));
  return q;
}

/** The id of the category with that slug, as a subquery (none when no category has it). */
function categoryIdOfSlug(db: Db, slug: string) {
  return db.selectFrom('categories').select('categories.id').where('categories.slug', '=', slug);
}

/**
 * The ids of the filter's category (by id or slug) and of every category below it, as a recursive subquery: the
 * parent_id index walks down one level per step (UNION, not UNION ALL: a cycle, which the moves refuse, would end).
 */
function categorySubtree(db: Db, filter: Pick<ProductFilter, 'categoryId' | 'categorySlug'>) {
  return db
    .withRecursive('subtree(id)', (qb) =>
      qb
        .selectFrom('categories')
        .select('categories.id')
        .$if(filter.categoryId !== undefined, (w) => w.where('categories.id', '=', filter.categoryId!))
        .$if(filter.categorySlug !== undefined, (w) => w.where('categories.slug', '=', filter.categorySlug!))
        .union((u) =>
          u.selectFrom('categories').innerJoin('subtree', 'subtree.id', 'categories.parentId').select('categories.id'),
        ),
    )
    .selectFrom('subtree')
    .select('subtree.id');
}

/**
 * One slice of the matching products, newest first or in the slice's sort, and the number of all matches. The slice's ids
 * come first from an index (status, category or id), then only those rows are read: a deep offset
 * walks index entries, never the wide rows (docs/benchmarks.md).
 */
export async function findProducts(
  db: Db,
  dialect: SqlDialect,
  filter: ProductFilter,
  slice: ProductSlice,
): Promise<{ rows: ProductRow[]; total: number }> {
  const { search, ...rest } = filter;
  if (search && !slice.sort && Object.values(rest).every((v) => v === undefined))
    return findTextMatches(db, dialect, search, slice);
  const base = filtered(db, dialect, filter);
  const column = slice.sort ? PRODUCT_SORT_COLUMNS[slice.sort.by] : 'id';
  const direction = slice.sort?.order ?? 'desc';
  const ids = base
    .select('products.id')
    .orderBy(`products.${column}`, direction)
    .orderBy('products.id', direction)
    .limit(slice.limit)
    .offset(slice.offset);
  const [rows, total] = await Promise.all([
    db
      .selectFrom('products')
      .selectAll()
      .where('id', 'in', ids)
      .orderBy(column, direction)
      .orderBy('id', direction)
      .execute(),
    search
      ? base
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
          .then((r) => Number(r.n))
      : countFromCounters(db, rest),
  ]);
  return { rows, total };
}

/** A search without other filters: page ids and total straight from the text index. */
async function findTextMatches(
  db: Db,
  dialect: SqlDialect,
  search: string,
  slice: ProductSlice,
): Promise<{ rows: ProductRow[]; total: number }> {
  const matched = db
    .selectFrom(dialect.textMatches(PRODUCT_TEXT, search).as('t'))
    .select('t.id')
    .union(variantSkuProducts(db, search));
  const matches = () => db.selectFrom(matched.as('m'));
  const ids = matches().select('m.id').orderBy('m.id', 'desc').limit(slice.limit).offset(slice.offset);
  const [rows, count] = await Promise.all([
    db.selectFrom('products').selectAll().where('id', 'in', ids).orderBy('id', 'desc').execute(),
    matches()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The number of products with a status and category, summed from the counters migration 0015 keeps. */
async function countFromCounters(db: Db, filter: Omit<ProductFilter, 'search'>): Promise<number> {
  let q = db.selectFrom('productCounts').select((eb) => eb.fn.sum<number>('n').as('n'));
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  if (filter.includeSubcategories && (filter.categoryId !== undefined || filter.categorySlug !== undefined))
    q = q.where('categoryId', 'in', categorySubtree(db, filter));
  else if (filter.categoryId !== undefined) q = q.where('categoryId', '=', filter.categoryId);
  else if (filter.categorySlug !== undefined)
    q = q.where('categoryId', 'in', categoryIdOfSlug(db, filter.categorySlug));
  return Number((await q.executeTakeFirstOrThrow()).n ?? 0);
}

/** Visible products in id order with the six public fields, ids first as in findProducts. */
export function findPublicProducts(db: Db, slice: ProductSlice) {
  const ids = db
    .selectFrom('products')
    .select('id')
    .where('status', '=', 'active')
    .orderBy('id')
    .limit(slice.limit)
    .offset(slice.offset);
  return db
    .selectFrom('products')
    .select(['id', 'sku', 'name', 'priceCents', 'description', 'brand'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}

/** Product counts per category id (direct assignments only); categories without products are left out. */
/** Each product's category ids (none when it has no category), for the promotions a line can match. */
export async function findCategoryIdsOf(db: Db, productIds: number[]): Promise<Map<number, number[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.selectFrom('products').select(['id', 'categoryId']).where('id', 'in', productIds).execute();
  return new Map(rows.map((r) => [r.id, r.categoryId === null ? [] : [r.categoryId]]));
}

export async function countProductsByCategory(db: Db, categoryIds: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (categoryIds.length === 0) return counts;
  // The counters the products' triggers keep (migration 0015): a few rows per category, not a count over products.
  const rows = await db
    .selectFrom('productCounts')
    .select((eb) => ['categoryId', eb.fn.sum<number>('n').as('n')])
    .where('categoryId', 'in', categoryIds)
    .groupBy('categoryId')
    .execute();
  for (const r of rows) if (Number(r.n) > 0) counts.set(r.categoryId, Number(r.n));
  return counts;
}

/** Whether any product is assigned to the category. */
export async function categoryHasProducts(db: Db, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('products').select('id').where('categoryId', '=', id).limit(1).executeTakeFirst()) !==
    undefined
  );
}
