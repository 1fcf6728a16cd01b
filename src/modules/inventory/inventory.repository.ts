import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Db } from '../../db/open.js';

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
}

export interface AdjustmentResult {
  before: number;
  after: number;
}

/**
 * Applies a stock change in one statement, so concurrent adjustments never lose an update:
 * an increase upserts `quantity + delta`; a decrease only matches while the result stays at or
 * above what is reserved. Returns null when a decrease would go below that. Logs the adjustment.
 */
export async function applyAdjustment(trx: Transaction<Database>, a: Adjustment): Promise<AdjustmentResult | null> {
  let after: number | undefined;
  if (a.delta >= 0) {
    const row = await trx
      .insertInto('inventory')
      .values({ productId: a.productId, warehouseId: a.warehouseId, quantity: a.delta, reserved: 0, updatedAt: a.now })
      .onConflict((oc) =>
        oc.columns(['productId', 'warehouseId']).doUpdateSet((eb) => ({
          quantity: eb('inventory.quantity', '+', eb.ref('excluded.quantity')),
          updatedAt: eb.ref('excluded.updatedAt'),
        })),
      )
      .returning('quantity')
      .executeTakeFirstOrThrow();
    after = row.quantity;
  } else {
    const row = await trx
      .updateTable('inventory')
      .set((eb) => ({ quantity: eb('quantity', '+', a.delta), updatedAt: a.now }))
      .where('productId', '=', a.productId)
      .where('warehouseId', '=', a.warehouseId)
      .where((eb) => eb(eb('quantity', '+', a.delta), '>=', eb.ref('reserved')))
      .returning('quantity')
      .executeTakeFirst();
    if (!row) return null;
    after = row.quantity;
  }
  const before = after - a.delta;
  await trx
    .insertInto('stockAdjustments')
    .values({ productId: a.productId, warehouseId: a.warehouseId, quantityChange: a.delta, quantityBefore: before, quantityAfter: after, reason: a.reason, actor: a.actor, createdAt: a.now })
    .execute();
  return { before, after };
}

export async function findDefaultWarehouseId(db: Db): Promise<number | null> {
  const row = await db.selectFrom('warehouses').select('id').orderBy('isDefault', 'desc').orderBy('id').limit(1).executeTakeFirst();
  return row?.id ?? null;
}

export async function findStockLevel(db: Db, productId: number, warehouseId: number): Promise<StockLevel> {
  const row = await db.selectFrom('inventory').select(['quantity', 'reserved']).where('productId', '=', productId).where('warehouseId', '=', warehouseId).executeTakeFirst();
  const quantity = row?.quantity ?? 0;
  const reserved = row?.reserved ?? 0;
  return { quantity, reserved, available: quantity - reserved };
}

/** Totals over all warehouses for each product id (products without rows are left out: they have 0). */
export async function findStockTotals(db: Db, productIds: number[]): Promise<Map<number, StockLevel>> {
  const totals = new Map<number, StockLevel>();
  if (productIds.length === 0) return totals;
  const rows = await db
    .selectFrom('inventory')
    .select((eb) => ['productId', eb.fn.sum<number>('quantity').as('quantity'), eb.fn.sum<number>('reserved').as('reserved')])
    .where('productId', 'in', productIds)
    .groupBy('productId')
    .execute();
  for (const r of rows) {
    const quantity = Number(r.quantity);
    const reserved = Number(r.reserved);
    totals.set(r.productId, { quantity, reserved, available: quantity - reserved });
  }
  return totals;
}
