import type { ExpressionBuilder, SelectQueryBuilder, Transaction } from 'kysely';
import type { Database, NewRow } from '../../db/database.js';
import type { Db } from '../../db/open.js';
import { fixedQuery } from '../../db/fixed-query.js';
import { offsetOf, type Page, type PageRequest } from '../../shared/page.js';
import { insertMovement } from './movements.repository.js';

export interface StockLevel {
  quantity: number;
  reserved: number;
  available: number;
}

export interface Adjustment {
  productId: number;
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
  before: number;
  after: number;
}

/** The largest quantity a stock row holds (PostgreSQL integer); SQLite is held to the same bound. */
export const MAX_QUANTITY = 2_147_483_647;

/**
 * Applies a stock change in one statement, so concurrent adjustments never lose an update:
 * an increase upserts `quantity + delta` while it stays within MAX_QUANTITY; a decrease only
 * matches while the result stays at or above what is reserved. Logs the adjustment.
 */
export async function applyAdjustment(trx: Transaction<Database>, a: Adjustment): Promise<AdjustmentResult | 'below_reserved' | 'too_large'> {
  let after: { quantity: number; reserved: number };
  if (a.delta >= 0) {
    const row = await trx
      .insertInto('inventory')
      .values({ productId: a.productId, warehouseId: a.warehouseId, quantity: a.delta, reserved: 0, updatedAt: a.now })
      .onConflict((oc) =>
        oc
          .columns(['productId', 'warehouseId'])
          .doUpdateSet((eb) => ({
            quantity: eb('inventory.quantity', '+', eb.ref('excluded.quantity')),
            updatedAt: eb.ref('excluded.updatedAt'),
          }))
          // Compared without adding, so the guard itself cannot overflow PostgreSQL's integer arithmetic.
          .where((eb) => eb('inventory.quantity', '<=', eb(eb.val(MAX_QUANTITY), '-', eb.ref('excluded.quantity')))),
      )
      .returning(['quantity', 'reserved'])
      .executeTakeFirst();
    if (!row) return 'too_large';
    after = row;
  } else {
    const row = await trx
      .updateTable('inventory')
      .set((eb) => ({ quantity: eb('quantity', '+', a.delta), updatedAt: a.now }))
      .where('productId', '=', a.productId)
      .where('warehouseId', '=', a.warehouseId)
      .where((eb) => eb(eb('quantity', '+', a.delta), '>=', eb.ref('reserved')))
      .returning(['quantity', 'reserved'])
      .executeTakeFirst();
    if (!row) return 'below_reserved';
    after = row;
  }
  const before = after.quantity - a.delta;
  const logged = await trx
    .insertInto('stockAdjustments')
    .values({ productId: a.productId, warehouseId: a.warehouseId, quantityChange: a.delta, quantityBefore: before, quantityAfter: after.quantity, reason: a.reason, actor: a.actor, createdAt: a.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertMovement(trx, {
    productId: a.productId,
    warehouseId: a.warehouseId,
    type: a.type ?? 'adjustment',
    quantityDelta: a.delta,
    reservedDelta: 0,
    after,
    reason: a.reason,
    actor: a.actor,
    reference: a.reference ?? { type: 'adjustment', id: logged.id },
    now: a.now,
  });
  return { before, after: after.quantity };
}

/** A product's row in a warehouse, with quantity 0 when it has none yet: out-of-stock products stay visible in stock lists. */
export async function ensureStockRow(trx: Transaction<Database>, productId: number, warehouseId: number, now: string): Promise<void> {
  await trx
    .insertInto('inventory')
    .values({ productId, warehouseId, quantity: 0, reserved: 0, updatedAt: now })
    .onConflict((oc) => oc.columns(['productId', 'warehouseId']).doNothing())
    .execute();
}

export async function findDefaultWarehouseId(db: Db): Promise<number | null> {
  const row = await db.selectFrom('warehouses').select('id').orderBy('isDefault', 'desc').orderBy('id').limit(1).executeTakeFirst();
  return row?.id ?? null;
}

/** Totals over all warehouses for each product id (products without rows are left out: they have 0). */
const stockTotals = (db: Db, productIds: number[]) =>
  db
    .selectFrom('inventory')
    .select((eb) => ['productId', eb.fn.sum<number>('quantity').as('quantity'), eb.fn.sum<number>('reserved').as('reserved')])
    .where('productId', 'in', productIds)
    .groupBy('productId');

// One product (a detail page) is the common case: that shape is built once (src/db/fixed-query.ts).
const stockTotalsOfOne = fixedQuery((db, p: { productId: number }) => stockTotals(db, [p.productId]));

export async function findStockTotals(db: Db, productIds: number[]): Promise<Map<number, StockLevel>> {
  const totals = new Map<number, StockLevel>();
  if (productIds.length === 0) return totals;
  const rows = productIds.length === 1 ? await stockTotalsOfOne(db, { productId: productIds[0]! }) : await stockTotals(db, productIds).execute();
  for (const r of rows) {
    const quantity = Number(r.quantity);
    const reserved = Number(r.reserved);
    totals.set(r.productId, { quantity, reserved, available: quantity - reserved });
  }
  return totals;
}

export interface StockRow {
  productId: number;
  productName: string;
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

type InventoryQuery = SelectQueryBuilder<Database, 'inventory', {}>;

/** quantity − reserved, the same expression as the inventory_available index (migration 0004), so both engines use it. */
function available(eb: ExpressionBuilder<Database, 'inventory'>) {
  return eb('inventory.quantity', '-', eb.ref('inventory.reserved'));
}

function selectStockRows(base: InventoryQuery) {
  return base
    .innerJoin('products', 'products.id', 'inventory.productId')
    .innerJoin('warehouses', 'warehouses.id', 'inventory.warehouseId')
    .select((eb) => [
      'inventory.productId',
      'products.name as productName',
      'products.sku',
      'inventory.warehouseId',
      'warehouses.name as warehouseName',
      'inventory.quantity as total',
      'inventory.reserved',
      available(eb).as('available'),
      'inventory.updatedAt',
    ]);
}

// Counted on the inventory table alone: the joins follow foreign keys, so they cannot change the count.
async function countRows(base: InventoryQuery): Promise<number> {
  return Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
}

/** Inventory rows in primary-key order (product, then warehouse): each page is an index range, whatever the filter. */
export async function findStockRows(db: Db, filter: StockFilter, req: PageRequest): Promise<Page<StockRow>> {
  let base: InventoryQuery = db.selectFrom('inventory');
  if (filter.productId !== undefined) base = base.where('inventory.productId', '=', filter.productId);
  if (filter.warehouseId !== undefined) base = base.where('inventory.warehouseId', '=', filter.warehouseId);
  const [items, total] = await Promise.all([
    selectStockRows(base).orderBy('inventory.productId').orderBy('inventory.warehouseId').limit(req.limit).offset(offsetOf(req)).execute(),
    countRows(base),
  ]);
  return { items, total, page: req.page, limit: req.limit };
}

/** Rows with available ≤ threshold, lowest available first: a range of the inventory_available index. */
export async function findLowStock(db: Db, filter: LowStockFilter, req: PageRequest): Promise<Page<StockRow>> {
  let base: InventoryQuery = db.selectFrom('inventory').where((eb) => eb(available(eb), '<=', filter.threshold));
  if (filter.warehouseId !== undefined) base = base.where('inventory.warehouseId', '=', filter.warehouseId);
  const [items, total] = await Promise.all([
    selectStockRows(base)
      .orderBy((eb) => available(eb))
      .orderBy('inventory.productId')
      .orderBy('inventory.warehouseId')
      .limit(req.limit)
      .offset(offsetOf(req))
      .execute(),
    countRows(base),
  ]);
  return { items, total, page: req.page, limit: req.limit };
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
