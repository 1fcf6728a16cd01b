import type { Expression, ExpressionBuilder, Kysely, OnConflictBuilder, SelectQueryBuilder, Transaction } from 'kysely';
import type { Database, NewRow } from '../../db/database.js';
import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import { fixedInsert, fixedQuery } from '../../db/fixed-query.js';
import { offsetOf, type Page, type PageRequest } from '../../shared/page.js';
import { insertMovement } from './movements.repository.js';
import { variantFields, type VariantKey } from '../variants/variant.js';
import { VARIANT_KEY_COLUMN, variantIdOf } from '../variants/variants.repository.js';

export interface StockLevel {
  quantity: number;
  reserved: number;
  available: number;
}

export interface Adjustment {
  /** The variant, resolved by the write itself. */
  variant: VariantKey;
  warehouseId: number;
  /** Signed change of the on-hand quantity. */
  delta: number;
  reason: string;
  actor: string;
  now: string;
  /** The ledger type and reference when the change is not a plain adjustment (a return's restock). */
  type?: 'adjustment' | 'return';
  reference?: { type: 'return'; id: number };
}

export interface AdjustmentResult {
  variantId: number;
  productId: number;
  optionValues: string;
  before: number;
  after: number;
}

/** The largest quantity a stock row holds (PostgreSQL integer); SQLite is held to the same bound. */
export const MAX_QUANTITY = 2_147_483_647;

type StockChange = { key: unknown; warehouseId: number; delta: number; now: string };
type ChangedRow = { variantId: number; productId: number; optionValues: string; quantity: number; reserved: number };

/** What a stock write returns: the row's variant (resolved by the write) and its quantities. */
function changedRow(eb: ExpressionBuilder<Database, 'variantInventory'>) {
  return [
    'variantInventory.variantId',
    'variantInventory.productId',
    'variantInventory.quantity',
    'variantInventory.reserved',
    eb
      .selectFrom('productVariants as named')
      .select('named.optionValues')
      .whereRef('named.id', '=', 'variantInventory.variantId')
      .as('optionValues'),
  ] as const;
}

/** An upsert's conflict: adds the new quantity to the row's while the sum stays within MAX_QUANTITY (else no row). */
function addWithinMax(oc: OnConflictBuilder<Database, 'variantInventory'>) {
  return (
    oc
      .columns(['variantId', 'warehouseId'])
      .doUpdateSet((eb) => ({
        quantity: eb('variantInventory.quantity', '+', eb.ref('excluded.quantity')),
        updatedAt: eb.ref('excluded.updatedAt'),
      }))
      // Compared without adding, so the guard itself cannot overflow PostgreSQL's integer arithmetic.
      .where((eb) => eb('variantInventory.quantity', '<=', eb(eb.val(MAX_QUANTITY), '-', eb.ref('excluded.quantity'))))
  );
}

/** A decrease of a variant's row: only matches while the result stays at or above what is reserved. */
function decreaseOf(
  db: Kysely<Database>,
  variantId: number | Expression<number>,
  p: { warehouseId: number; delta: number; now: string },
) {
  return db
    .updateTable('variantInventory')
    .set((eb) => ({ quantity: eb('quantity', '+', p.delta), updatedAt: p.now }))
    .where('variantId', '=', variantId)
    .where('warehouseId', '=', p.warehouseId)
    .where((eb) => eb(eb('quantity', '+', p.delta), '>=', eb.ref('reserved')));
}

/**
 * An increase: upserts `quantity + delta` for the variant the key names while it stays within MAX_QUANTITY (no row
 * when it would not, or when the key names no variant).
 */
const increaseBy = (kind: VariantKey['kind']) =>
  fixedQuery<StockChange, ChangedRow>(
    (db, p) =>
      db
        .insertInto('variantInventory')
        .columns(['variantId', 'productId', 'warehouseId', 'quantity', 'reserved', 'updatedAt'])
        .expression(
          db
            .selectFrom('productVariants as v')
            .select((eb) => [
              'v.id',
              'v.productId',
              eb.val(p.warehouseId).as('warehouseId'),
              eb.val(p.delta).as('quantity'),
              eb.lit(0).as('reserved'),
              eb.val(p.now).as('updatedAt'),
            ])
            // A WHERE clause also keeps SQLite from reading the upsert's ON as a join's.
            .where('v.id', '=', variantIdOf(db, kind, p.key)),
        )
        .onConflict(addWithinMax)
        .returning(changedRow),
    { prepared: true },
  );

/** A decrease of the variant the key names (decreaseOf). */
const decreaseBy = (kind: VariantKey['kind']) =>
  fixedQuery<StockChange, ChangedRow>(
    (db, p) => decreaseOf(db, variantIdOf(db, kind, p.key), p).returning(changedRow),
    { prepared: true },
  );

/**
 * The variants a key names, at most two, with the columns of their stock row and answer (SQLite reads them before
 * the write): one is the variant; a product's id with two names none (as variantIdOf).
 */
const variantsBy = (kind: VariantKey['kind']) =>
  fixedQuery<{ key: unknown }, Omit<ChangedRow, 'quantity' | 'reserved'>>((db, p) =>
    db
      .selectFrom('productVariants as v')
      .select(['v.id as variantId', 'v.productId', 'v.optionValues'])
      .where(`v.${VARIANT_KEY_COLUMN[kind]}`, '=', p.key as never)
      .limit(2),
  );

/** An increase of a variant already read: upserts its values, within MAX_QUANTITY as increaseBy. */
const increaseValues = fixedQuery<
  Omit<StockChange, 'key'> & { variantId: number; productId: number },
  { quantity: number; reserved: number }
>((db, p) =>
  db
    .insertInto('variantInventory')
    .values({
      variantId: p.variantId,
      productId: p.productId,
      warehouseId: p.warehouseId,
      quantity: p.delta,
      reserved: 0,
      updatedAt: p.now,
    })
    .onConflict(addWithinMax)
    .returning(['quantity', 'reserved']),
);

/** A decrease of a variant already read (decreaseOf). */
const decreaseValues = fixedQuery<
  Omit<StockChange, 'key'> & { variantId: number },
  { quantity: number; reserved: number }
>((db, p) => decreaseOf(db, p.variantId, p).returning(['quantity', 'reserved']));

const KINDS = ['variantId', 'sku', 'productId'] as const;
const increase = new Map(KINDS.map((kind) => [kind, increaseBy(kind)]));
const decrease = new Map(KINDS.map((kind) => [kind, decreaseBy(kind)]));
const variantsOf = new Map(KINDS.map((kind) => [kind, variantsBy(kind)]));

/**
 * A change of the variant a key names, in one statement that finds the variant where that is cheap (PostgreSQL);
 * else the variant read first and its row written by its values (SQLite: SqlDialect.writeSubqueriesAreCheap).
 */
async function changeOf(
  trx: Transaction<Database>,
  dialect: SqlDialect,
  variant: VariantKey,
  change: StockChange,
): Promise<ChangedRow[]> {
  if (dialect.writeSubqueriesAreCheap) return (change.delta >= 0 ? increase : decrease).get(variant.kind)!(trx, change);
  const found = await variantsOf.get(variant.kind)!(trx, { key: variant.value });
  if (found.length !== 1) return [];
  const named = found[0]!;
  const rows = await (change.delta < 0 ? decreaseValues : increaseValues)(trx, { ...change, ...named });
  return rows.map((r) => ({ ...named, ...r }));
}

const adjustmentInsert = fixedInsert('stockAdjustments', (query) => query.returning('id'));

/**
 * Applies a stock change in one statement that also resolves the variant (SQLite reads it first: changeOf), so
 * concurrent adjustments never lose an update and a platform's stock sync by product id or SKU costs PostgreSQL no
 * separate round trip; then logs it. 'unmatched': the key names no variant, or the change would take the quantity
 * above MAX_QUANTITY or below what is reserved (the caller tells which). The statements are compiled once and prepared (their variant lookup would cost PostgreSQL more to
 * plan on every run than to run): an adjustment is a hot write.
 */
export async function applyAdjustment(
  trx: Transaction<Database>,
  dialect: SqlDialect,
  a: Adjustment,
): Promise<AdjustmentResult | 'unmatched'> {
  const change = { key: a.variant.value, warehouseId: a.warehouseId, delta: a.delta, now: a.now };
  const [after] = await changeOf(trx, dialect, a.variant, change);
  if (!after) return 'unmatched';
  const before = after.quantity - a.delta;
  const [logged] = await adjustmentInsert(trx, {
    productId: after.productId,
    variantId: after.variantId,
    warehouseId: a.warehouseId,
    quantityChange: a.delta,
    quantityBefore: before,
    quantityAfter: after.quantity,
    reason: a.reason,
    actor: a.actor,
    createdAt: a.now,
  });
  await insertMovement(trx, {
    productId: after.productId,
    variantId: after.variantId,
    warehouseId: a.warehouseId,
    type: a.type ?? 'adjustment',
    quantityDelta: a.delta,
    reservedDelta: 0,
    after,
    reason: a.reason,
    actor: a.actor,
    reference: a.reference ?? { type: 'adjustment', id: logged!.id },
    now: a.now,
  });
  return {
    variantId: after.variantId,
    productId: after.productId,
    optionValues: after.optionValues,
    before,
    after: after.quantity,
  };
}

/** A variant's row in a warehouse, with quantity 0 when it has none yet: out-of-stock variants stay visible in stock lists. */
export async function ensureStockRow(
  trx: Transaction<Database>,
  v: { variantId: number; productId: number },
  warehouseId: number,
  now: string,
): Promise<void> {
  await trx
    .insertInto('variantInventory')
    .values({ variantId: v.variantId, productId: v.productId, warehouseId, quantity: 0, reserved: 0, updatedAt: now })
    .onConflict((oc) => oc.columns(['variantId', 'warehouseId']).doNothing())
    .execute();
}

/** A variant's on-hand quantity over all warehouses. */
export async function findVariantQuantity(db: Db, variantId: number): Promise<number> {
  const row = await db
    .selectFrom('variantInventory')
    .select((eb) => eb.fn.sum<number>('quantity').as('n'))
    .where('variantId', '=', variantId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Stock per variant over all warehouses (variants without rows are left out: they have 0). */
export async function findVariantStock(db: Db, productIds: number[]): Promise<Map<number, StockLevel>> {
  const levels = new Map<number, StockLevel>();
  if (productIds.length === 0) return levels;
  const rows = await db
    .selectFrom('variantInventory')
    .select((eb) => [
      'variantId',
      eb.fn.sum<number>('quantity').as('quantity'),
      eb.fn.sum<number>('reserved').as('reserved'),
    ])
    .where('productId', 'in', productIds)
    .groupBy('variantId')
    .execute();
  for (const r of rows)
    levels.set(r.variantId, {
      quantity: Number(r.quantity),
      reserved: Number(r.reserved),
      available: Number(r.quantity) - Number(r.reserved),
    });
  return levels;
}

export async function findDefaultWarehouseId(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom('warehouses')
    .select('id')
    .orderBy('isDefault', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Totals over all warehouses for each product id, from the per-product rows the variants' triggers keep (migration 0070). */
const stockTotals = (db: Db, productIds: number[]) =>
  db
    .selectFrom('inventory')
    .select((eb) => [
      'productId',
      eb.fn.sum<number>('quantity').as('quantity'),
      eb.fn.sum<number>('reserved').as('reserved'),
    ])
    .where('productId', 'in', productIds)
    .groupBy('productId');

// One product (a detail page) is the common case: that shape is built once (src/db/fixed-query.ts).
const stockTotalsOfOne = fixedQuery((db, p: { productId: number }) => stockTotals(db, [p.productId]));

export async function findStockTotals(db: Db, productIds: number[]): Promise<Map<number, StockLevel>> {
  const totals = new Map<number, StockLevel>();
  if (productIds.length === 0) return totals;
  const rows =
    productIds.length === 1
      ? await stockTotalsOfOne(db, { productId: productIds[0]! })
      : await stockTotals(db, productIds).execute();
  for (const r of rows) {
    const quantity = Number(r.quantity);
    const reserved = Number(r.reserved);
    totals.set(r.productId, { quantity, reserved, available: quantity - reserved });
  }
  return totals;
}

export interface StockRow {
  productId: number;
  /** Only for variants with option values: a one-variant product's rows read as before variants existed. */
  variantId?: number;
  variantName?: string;
  productName: string;
  /** The variant's SKU (a one-variant product's is the product's). */
  sku: string;
  warehouseId: number;
  warehouseName: string;
  /** On-hand quantity in this warehouse (the spec's "total"). */
  total: number;
  reserved: number;
  available: number;
  updatedAt: string;
}

export interface StockFilter {
  productId?: number;
  variantId?: number;
  warehouseId?: number;
}

export interface LowStockFilter {
  /** Rows whose available quantity is at or below this. */
  threshold: number;
  warehouseId?: number;
}

export interface WarehouseRow {
  id: number;
  name: string;
  code: string;
  isDefault: number;
  itemCount: number;
  totalQuantity: number;
  createdAt: string;
  updatedAt: string;
}

type InventoryQuery = SelectQueryBuilder<Database, 'variantInventory', {}>;

/** quantity − reserved, the same expression as the variant_inventory_available index (migration 0070), so both engines use it. */
function available(eb: ExpressionBuilder<Database, 'variantInventory'>) {
  return eb('variantInventory.quantity', '-', eb.ref('variantInventory.reserved'));
}

function selectStockRows(base: InventoryQuery) {
  return base
    .innerJoin('productVariants', 'productVariants.id', 'variantInventory.variantId')
    .innerJoin('products', 'products.id', 'variantInventory.productId')
    .innerJoin('warehouses', 'warehouses.id', 'variantInventory.warehouseId')
    .select((eb) => [
      'variantInventory.productId',
      'variantInventory.variantId',
      'products.name as productName',
      'productVariants.name as variantName',
      'productVariants.optionValues',
      eb.fn.coalesce('productVariants.sku', 'products.sku').as('sku'),
      'variantInventory.warehouseId',
      'warehouses.name as warehouseName',
      'variantInventory.quantity as total',
      'variantInventory.reserved',
      available(eb).as('available'),
      'variantInventory.updatedAt',
    ]);
}

type SelectedStockRow = Awaited<ReturnType<ReturnType<typeof selectStockRows>['execute']>>[number];

function toStockRow({ productId, variantId, variantName, optionValues, ...rest }: SelectedStockRow): StockRow {
  return { productId, ...variantFields({ variantId, variantName, optionValues }), ...rest };
}

// Counted on the stock table alone: the joins follow foreign keys, so they cannot change the count.
async function countRows(base: InventoryQuery): Promise<number> {
  return Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
}

/** Stock rows in (product, variant, warehouse) order: each page is a range of variant_inventory_product, whatever the filter. */
export async function findStockRows(db: Db, filter: StockFilter, req: PageRequest): Promise<Page<StockRow>> {
  let base: InventoryQuery = db.selectFrom('variantInventory');
  if (filter.productId !== undefined) base = base.where('variantInventory.productId', '=', filter.productId);
  if (filter.variantId !== undefined) base = base.where('variantInventory.variantId', '=', filter.variantId);
  if (filter.warehouseId !== undefined) base = base.where('variantInventory.warehouseId', '=', filter.warehouseId);
  const [items, total] = await Promise.all([
    selectStockRows(base)
      .orderBy('variantInventory.productId')
      .orderBy('variantInventory.variantId')
      .orderBy('variantInventory.warehouseId')
      .limit(req.limit)
      .offset(offsetOf(req))
      .execute(),
    countRows(base),
  ]);
  return { items: items.map(toStockRow), total, page: req.page, limit: req.limit };
}

/** Rows with available ≤ threshold, lowest available first: a range of the variant_inventory_available index. */
export async function findLowStock(db: Db, filter: LowStockFilter, req: PageRequest): Promise<Page<StockRow>> {
  let base: InventoryQuery = db.selectFrom('variantInventory').where((eb) => eb(available(eb), '<=', filter.threshold));
  if (filter.warehouseId !== undefined) base = base.where('variantInventory.warehouseId', '=', filter.warehouseId);
  const [items, total] = await Promise.all([
    selectStockRows(base)
      .orderBy((eb) => available(eb))
      .orderBy('variantInventory.productId')
      .orderBy('variantInventory.variantId')
      .orderBy('variantInventory.warehouseId')
      .limit(req.limit)
      .offset(offsetOf(req))
      .execute(),
    countRows(base),
  ]);
  return { items: items.map(toStockRow), total, page: req.page, limit: req.limit };
}

/**
 * Every warehouse with its totals, the default first. Each total is an index-only range of the covering
 * inventory_warehouse_product index (measured faster on PostgreSQL than one grouped join).
 */
export async function warehouseExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('warehouses').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export function findWarehouses(db: Db): Promise<WarehouseRow[]> {
  return db
    .selectFrom('warehouses')
    .select((eb) => [
      'warehouses.id',
      'warehouses.name',
      'warehouses.code',
      'warehouses.isDefault',
      'warehouses.createdAt',
      'warehouses.updatedAt',
      eb
        .selectFrom('inventory')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('inventory.warehouseId', '=', 'warehouses.id')
        .where('inventory.quantity', '>', 0)
        .as('itemCount'),
      eb
        .selectFrom('inventory')
        .select((s) => s.fn.coalesce(s.fn.sum<number>('inventory.quantity'), s.lit(0)).as('n'))
        .whereRef('inventory.warehouseId', '=', 'warehouses.id')
        .as('totalQuantity'),
    ])
    .orderBy('warehouses.isDefault', 'desc')
    .orderBy('warehouses.name')
    .orderBy('warehouses.id')
    .$castTo<WarehouseRow>()
    .execute();
}

export function insertWarehouse(db: Db, values: NewRow<'warehouses'>) {
  return db.insertInto('warehouses').values(values).returningAll().executeTakeFirstOrThrow();
}
