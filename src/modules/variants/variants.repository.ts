// Queries of variants and their options (migration 0070).
import type { Expression, Kysely, Transaction } from 'kysely';
import type { Database, NewRow, RowUpdate } from '../../db/database.js';
import type { Db } from '../../db/open.js';
import { fixedQuery } from '../../db/fixed-query.js';
import { recordPriceChanges } from '../price-history/price-history.repository.js';
import type { VariantKey, VariantRef, VariantRow } from './variant.js';

function variantsWithProducts(db: Db) {
  return db
    .selectFrom('productVariants as v')
    .innerJoin('products as p', 'p.id', 'v.productId')
    .select([
      'v.id',
      'v.productId',
      'v.sku',
      'v.name',
      'v.priceCents',
      'v.status',
      'v.optionValues',
      'p.sku as productSku',
      'p.name as productName',
      'p.priceCents as productPriceCents',
      'p.status as productStatus',
      'p.taxClassId as productTaxClassId',
    ]);
}

/**
 * The candidates for a set of references in one query: variants by id, by SKU, and every variant of a product named
 * by productId alone (pickVariant then decides which one a reference means).
 */
export async function findVariantCandidates(db: Db, refs: readonly VariantRef[]): Promise<VariantRow[]> {
  const ids = refs.flatMap((r) => (r.variantId !== undefined ? [r.variantId] : []));
  const skus = refs.flatMap((r) => (r.variantId === undefined && r.sku !== undefined ? [r.sku] : []));
  const productIds = refs.flatMap((r) =>
    r.variantId === undefined && r.sku === undefined && r.productId !== undefined ? [r.productId] : [],
  );
  if (ids.length + skus.length + productIds.length === 0) return [];
  const rows =
    refs.length <= FIXED_REFS
      ? await candidatesFixed(
          ids,
          skus,
          productIds,
        )(db, {
          ...Object.fromEntries(ids.map((v, i) => [`i${i}`, v])),
          ...Object.fromEntries(skus.map((v, i) => [`s${i}`, v])),
          ...Object.fromEntries(productIds.map((v, i) => [`p${i}`, v])),
        })
      : await candidates(db, ids, skus, productIds).execute();
  return rows.map((r) => ({
    ...r,
    priceCents: r.priceCents === null ? null : Number(r.priceCents),
    productPriceCents: Number(r.productPriceCents),
  }));
}

function candidates(db: Db, ids: number[], skus: string[], productIds: number[]) {
  return variantsWithProducts(db)
    .where((eb) =>
      eb.or([
        ...(ids.length ? [eb('v.id', 'in', ids)] : []),
        ...(skus.length ? [eb('v.sku', 'in', skus)] : []),
        ...(productIds.length ? [eb('v.productId', 'in', productIds)] : []),
      ]),
    )
    .orderBy('v.productId')
    .orderBy('v.sortOrder')
    .orderBy('v.id');
}

/** The column of product_variants each kind of key names. */
export const VARIANT_KEY_COLUMN = { variantId: 'id', sku: 'sku', productId: 'productId' } as const;

/**
 * The id of the variant a key names, as an expression for a write that resolves its variant itself (null when none
 * matches, so the write changes no row). `value` is the key's value or a fixed query's stand-in for it.
 */
export function variantIdOf(
  db: Kysely<Database>,
  kind: VariantKey['kind'],
  value: unknown,
): number | Expression<number> {
  if (kind === 'variantId') return value as number;
  if (kind === 'sku')
    return db
      .selectFrom('productVariants')
      .select('id')
      .where(VARIANT_KEY_COLUMN.sku, '=', value as string)
      .$asScalar();
  return db
    .selectFrom('productVariants')
    .select((eb) => eb.fn.min<number>('id').as('id'))
    .where(VARIANT_KEY_COLUMN.productId, '=', value as number)
    .having((eb) => eb.fn.countAll(), '=', 1)
    .$asScalar();
}

/** Carts of up to this many lines (nearly all) read their variants with a query compiled once per shape. */
const FIXED_REFS = 8;
const fixedCandidates = new Map<string, ReturnType<typeof fixedCandidatesOf>>();

function fixedCandidatesOf(ids: number, skus: number, productIds: number) {
  const n = (count: number, prefix: string) => Array.from({ length: count }, (_, i) => `${prefix}${i}`);
  // Prepared: PostgreSQL took five times longer to plan it than to run it (docs/benchmarks.md).
  return fixedQuery(
    (db, p: Record<string, unknown>) =>
      candidates(
        db,
        n(ids, 'i').map((k) => p[k] as number),
        n(skus, 's').map((k) => p[k] as string),
        n(productIds, 'p').map((k) => p[k] as number),
      ),
    { prepared: true },
  );
}

/** The compiled query for this many ids, SKUs and product ids. */
function candidatesFixed(ids: number[], skus: string[], productIds: number[]) {
  const shape = `${ids.length},${skus.length},${productIds.length}`;
  let run = fixedCandidates.get(shape);
  if (!run) fixedCandidates.set(shape, (run = fixedCandidatesOf(ids.length, skus.length, productIds.length)));
  return run;
}

/** Option names per product, in option order. */
export async function findOptionNames(db: Db, productIds: readonly number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  if (productIds.length === 0) return names;
  const rows = await db
    .selectFrom('productOptions')
    .select(['productId', 'name'])
    .where('productId', 'in', [...productIds])
    .orderBy('productId')
    .orderBy('position')
    .execute();
  for (const r of rows) names.set(r.productId, [...(names.get(r.productId) ?? []), r.name]);
  return names;
}

export type VariantFullRow = Awaited<ReturnType<typeof findVariantsOfProduct>>[number];

/** A product's variants in display order, every column a detail shows. */
const VARIANT_COLUMNS = [
  'id',
  'productId',
  'sku',
  'name',
  'priceCents',
  'compareAtPriceCents',
  'barcode',
  'weightGrams',
  'status',
  'optionValues',
  'attributes',
  'sortOrder',
  'updatedAt',
] as const;

/** One variant by its id alone, with its product's name (a promotion's target, a ledger row). */
export function findVariantWithProduct(db: Db, id: number) {
  return db
    .selectFrom('productVariants')
    .innerJoin('products', 'products.id', 'productVariants.productId')
    .select(VARIANT_COLUMNS.map((c) => `productVariants.${c}` as const))
    .select('products.name as productName')
    .where('productVariants.id', '=', id)
    .executeTakeFirst();
}

export function findVariantsOfProduct(db: Db, productId: number) {
  return db
    .selectFrom('productVariants')
    .select(VARIANT_COLUMNS)
    .where('productId', '=', productId)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
}

export function findOptions(db: Db, productId: number) {
  return db
    .selectFrom('productOptions')
    .select(['id', 'position', 'name', 'values'])
    .where('productId', '=', productId)
    .orderBy('position')
    .execute();
}

/** Whether another product than productId, or another variant than exceptVariantId, uses the SKU. */
export async function skuTaken(db: Db, sku: string, productId: number, exceptVariantId?: number): Promise<boolean> {
  const product = await db
    .selectFrom('products')
    .select('id')
    .where('sku', '=', sku)
    .where('id', '!=', productId)
    .executeTakeFirst();
  if (product) return true;
  let q = db.selectFrom('productVariants').select('id').where('sku', '=', sku);
  if (exceptVariantId !== undefined) q = q.where('id', '!=', exceptVariantId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Inserting a variant, or changing its price, is recorded in the price history (docs/tax.md). */
export async function insertVariant(trx: Transaction<Database>, values: NewRow<'productVariants'>) {
  const row = await trx.insertInto('productVariants').values(values).returningAll().executeTakeFirstOrThrow();
  await recordPriceChanges(trx, row.productId, row.updatedAt);
  return row;
}

export async function updateVariant(trx: Transaction<Database>, id: number, values: RowUpdate<'productVariants'>) {
  const row = await trx
    .updateTable('productVariants')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (values.priceCents !== undefined) await recordPriceChanges(trx, row.productId, row.updatedAt);
  return row;
}

/** Deletes variants; their stock rows go with them (the product totals follow by trigger), order items keep their snapshot. */
export async function deleteVariants(trx: Transaction<Database>, ids: number[]): Promise<void> {
  if (ids.length > 0) await trx.deleteFrom('productVariants').where('id', 'in', ids).execute();
}

/** Stock held for open orders per variant, for refusing to delete a variant that holds some. */
export async function reservedOf(db: Db, variantIds: number[]): Promise<number> {
  if (variantIds.length === 0) return 0;
  const row = await db
    .selectFrom('variantInventory')
    .select((eb) => eb.fn.sum<number>('reserved').as('n'))
    .where('variantId', 'in', variantIds)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function replaceOptions(
  trx: Transaction<Database>,
  productId: number,
  options: { name: string; values: string[] }[],
  now: string,
): Promise<void> {
  await trx.deleteFrom('productOptions').where('productId', '=', productId).execute();
  if (options.length === 0) return;
  await trx
    .insertInto('productOptions')
    .values(
      options.map((o, position) => ({
        productId,
        position,
        name: o.name,
        values: JSON.stringify(o.values),
        createdAt: now,
        updatedAt: now,
      })),
    )
    .execute();
}

/** A variant's change moves its product's updatedAt, so the product's ETag and cached answers change with it. */
export async function touchProduct(trx: Transaction<Database>, productId: number, now: string): Promise<void> {
  await trx.updateTable('products').set({ updatedAt: now }).where('id', '=', productId).execute();
}
