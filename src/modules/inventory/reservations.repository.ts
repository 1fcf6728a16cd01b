// Stock held for orders: reserved at checkout, released when an order is cancelled or refunded before shipping,
// consumed (taken off the shelf) when it ships. Every stock change is one conditional UPDATE, so concurrent
// checkouts can never reserve more than is available.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { SqlDialect } from '../../db/dialect.js';
import { fixedCompilable, fixedInsert, fixedQuery } from '../../db/fixed-query.js';
import { insertMovement } from './movements.repository.js';

export interface ReservationRequest {
  orderId: number;
  orderItemId: number;
  productId: number;
  variantId: number;
  quantity: number;
  /** Who checks out, for the ledger. */
  actor: string;
  now: string;
}

/** Who moves the order's stock and why, for the ledger. */
export interface StockMove {
  orderId: number;
  reason: string;
  actor: string;
  now: string;
}

/**
 * Locks the stock rows a change of several variants' stock will write, before it writes any (PostgreSQL; SQLite has
 * one writer): the variants' rows by (product, variant, warehouse), then their products' per-warehouse totals, which
 * triggers update after each variant row, by (product, warehouse). Checkouts reserve default warehouse first and
 * cancellations release by id; without this a checkout and a cancellation of stock in two warehouses could each
 * hold a row the other waits for. A one-row adjustment takes a variant row, then its total: the same order.
 *
 * One statement, a round trip less than two reads: the variant rows are locked in a WITH query that the totals' read
 * takes whole (inWhole), so every variant row is locked, in its order, before any total is.
 */
export async function lockStock(trx: Transaction<Database>, dialect: SqlDialect, variantIds: number[]): Promise<void> {
  // Without row locks the read would lock nothing and cost a checkout 3 % (docs/benchmarks.md).
  if (!dialect.locksRows || variantIds.length === 0) return;
  const n = variantIds.length;
  const query =
    n <= FIXED_LOCKS
      ? (fixedLocks[n] ??= fixedStockLock(n))(
          trx,
          Object.fromEntries(variantIds.map((id, i) => [`v${i}`, id])),
          dialect,
        )
      : stockLock(trx, dialect, variantIds);
  await trx.executeQuery(query.compile());
}

function stockLock(db: Kysely<Database>, dialect: SqlDialect, variantIds: number[]) {
  return dialect.forUpdate(
    db
      .with('locked', (db) =>
        dialect.forUpdate(
          db
            .selectFrom('variantInventory')
            .select('productId')
            .where('variantId', 'in', variantIds)
            .orderBy('productId')
            .orderBy('variantId')
            .orderBy('warehouseId'),
        ),
      )
      .selectFrom('inventory')
      .select('inventory.productId')
      .where((eb) => dialect.inWhole(eb.ref('inventory.productId'), eb.selectFrom('locked').select('productId')))
      .orderBy('inventory.productId')
      .orderBy('inventory.warehouseId'),
  );
}

/**
 * Locks of up to this many variants (carts of a few lines, their releases) are compiled once per count and prepared:
 * PostgreSQL took longer to plan the statement than to run it (docs/benchmarks.md).
 */
const FIXED_LOCKS = 8;
const fixedLocks: ReturnType<typeof fixedStockLock>[] = [];

function fixedStockLock(n: number) {
  return fixedCompilable(
    (db, p: Record<string, number>, dialect: SqlDialect) =>
      stockLock(
        db,
        dialect,
        Array.from({ length: n }, (_, i) => p[`v${i}`]!),
      ),
    { prepared: true },
  );
}

/** Warehouses with available stock of the variant, the default warehouse first. */
const availableRows = fixedQuery(
  (db, p: { variantId: number }) =>
    db
      .selectFrom('variantInventory')
      .innerJoin('warehouses', 'warehouses.id', 'variantInventory.warehouseId')
      .select((eb) => [
        'variantInventory.warehouseId',
        eb('variantInventory.quantity', '-', eb.ref('variantInventory.reserved')).as('available'),
      ])
      .where('variantInventory.variantId', '=', p.variantId)
      .where((eb) => eb(eb('variantInventory.quantity', '-', eb.ref('variantInventory.reserved')), '>', 0))
      .orderBy('warehouses.isDefault', 'desc')
      .orderBy('warehouses.id'),
  { prepared: true },
);

const reserve = fixedQuery(
  (db, p: { variantId: number; warehouseId: number; n: number; now: string }) =>
    db
      .updateTable('variantInventory')
      .set((eb) => ({ reserved: eb('reserved', '+', p.n), updatedAt: p.now }))
      .where('variantId', '=', p.variantId)
      .where('warehouseId', '=', p.warehouseId)
      .where((eb) => eb(eb('quantity', '-', eb.ref('reserved')), '>=', p.n))
      .returning(['quantity', 'reserved']),
  { prepared: true },
);

const reservationInsert = fixedInsert('orderReservations');

/** Adds n to reserved while at least n is available; false when another checkout took it first. */
async function reserveIn(
  trx: Transaction<Database>,
  r: ReservationRequest,
  warehouseId: number,
  n: number,
): Promise<boolean> {
  const [row] = await reserve(trx, { variantId: r.variantId, warehouseId, n, now: r.now });
  if (!row) return false;
  await insertMovement(trx, {
    productId: r.productId,
    variantId: r.variantId,
    warehouseId,
    type: 'reservation',
    quantityDelta: 0,
    reservedDelta: n,
    after: row,
    reason: 'checkout',
    actor: r.actor,
    reference: { type: 'order', id: r.orderId },
    now: r.now,
  });
  return true;
}

/**
 * Reserves the item's quantity across warehouses (default first) and records where. Returns false when not
 * enough is available; the caller then rolls the transaction back, which undoes any partial reservation.
 */
export async function reserveStock(trx: Transaction<Database>, r: ReservationRequest): Promise<boolean> {
  let remaining = r.quantity;
  // A lost race re-reads availability; each round either reserves something or finds less stock than before.
  for (let round = 0; remaining > 0 && round < 5; round++) {
    const rows = await availableRows(trx, { variantId: r.variantId });
    if (rows.reduce((sum, x) => sum + Number(x.available), 0) < remaining) return false;
    for (const { warehouseId, available } of rows) {
      if (remaining === 0) break;
      const take = Math.min(remaining, Number(available));
      if (!(await reserveIn(trx, r, warehouseId, take))) continue;
      await reservationInsert(trx, {
        orderId: r.orderId,
        orderItemId: r.orderItemId,
        productId: r.productId,
        variantId: r.variantId,
        warehouseId,
        quantity: take,
        createdAt: r.now,
      });
      remaining -= take;
    }
  }
  return remaining === 0;
}

function reservationsOf(trx: Transaction<Database>, orderId: number) {
  return trx
    .selectFrom('orderReservations')
    .select(['id', 'productId', 'variantId', 'warehouseId', 'quantity'])
    .where('orderId', '=', orderId)
    .orderBy('productId')
    .orderBy('variantId')
    .orderBy('warehouseId')
    .execute();
}

/** Gives the order's reserved stock back to the warehouses that held it. */
export async function releaseReservations(
  trx: Transaction<Database>,
  dialect: SqlDialect,
  move: StockMove,
): Promise<void> {
  const reservations = await reservationsOf(trx, move.orderId);
  await lockStock(
    trx,
    dialect,
    reservations.map((r) => r.variantId),
  );
  for (const r of reservations) {
    const row = await trx
      .updateTable('variantInventory')
      .set((eb) => ({ reserved: eb('reserved', '-', r.quantity), updatedAt: move.now }))
      .where('variantId', '=', r.variantId)
      .where('warehouseId', '=', r.warehouseId)
      .where('reserved', '>=', r.quantity)
      .returning(['quantity', 'reserved'])
      .executeTakeFirst();
    if (!row) continue;
    await insertMovement(trx, {
      productId: r.productId,
      variantId: r.variantId,
      warehouseId: r.warehouseId,
      type: 'release',
      quantityDelta: 0,
      reservedDelta: -r.quantity,
      after: row,
      reason: move.reason,
      actor: move.actor,
      reference: { type: 'order', id: move.orderId },
      now: move.now,
    });
  }
  await trx.deleteFrom('orderReservations').where('orderId', '=', move.orderId).execute();
}

/**
 * Takes the order's reserved stock off the shelf: quantity and reserved both decrease, and each change is logged
 * as a stock adjustment so the inventory history shows where the goods went.
 */
export async function consumeReservations(
  trx: Transaction<Database>,
  dialect: SqlDialect,
  move: StockMove,
): Promise<void> {
  const { orderId, reason, actor, now } = move;
  const reservations = await reservationsOf(trx, orderId);
  await lockStock(
    trx,
    dialect,
    reservations.map((r) => r.variantId),
  );
  for (const r of reservations) {
    const row = await trx
      .updateTable('variantInventory')
      .set((eb) => ({
        quantity: eb('quantity', '-', r.quantity),
        reserved: eb('reserved', '-', r.quantity),
        updatedAt: now,
      }))
      .where('variantId', '=', r.variantId)
      .where('warehouseId', '=', r.warehouseId)
      .where('reserved', '>=', r.quantity)
      .returning(['quantity', 'reserved'])
      .executeTakeFirst();
    if (!row) continue;
    await insertMovement(trx, {
      productId: r.productId,
      variantId: r.variantId,
      warehouseId: r.warehouseId,
      type: 'sale',
      quantityDelta: -r.quantity,
      reservedDelta: -r.quantity,
      after: row,
      reason,
      actor,
      reference: { type: 'order', id: orderId },
      now,
    });
    await trx
      .insertInto('stockAdjustments')
      .values({
        productId: r.productId,
        variantId: r.variantId,
        warehouseId: r.warehouseId,
        quantityChange: -r.quantity,
        quantityBefore: row.quantity + r.quantity,
        quantityAfter: row.quantity,
        reason,
        actor,
        createdAt: now,
      })
      .execute();
  }
  await trx.deleteFrom('orderReservations').where('orderId', '=', orderId).execute();
}
