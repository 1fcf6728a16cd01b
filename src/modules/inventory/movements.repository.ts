// The inventory ledger (migration 0027): every change of a stock row's quantity or reserved appends one movement in
// the transaction of the change, so the sum of a row's deltas is its quantity (and reserved) at every commit.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Db } from '../../db/open.js';
import { fixedInsert } from '../../db/fixed-query.js';
import { offsetOf, type Page, type PageRequest } from '../../shared/page.js';

export const MOVEMENT_TYPES = ['opening', 'adjustment', 'reservation', 'release', 'sale', 'return'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

export interface Movement {
  productId: number;
  variantId: number;
  warehouseId: number;
  type: MovementType;
  quantityDelta: number;
  reservedDelta: number;
  /** The stock row after the change, as the changing statement returned it. */
  after: { quantity: number; reserved: number };
  reason: string;
  actor: string;
  reference?: { type: 'order' | 'return' | 'adjustment'; id: number };
  now: string;
}

const movementInsert = fixedInsert('inventoryMovements');

export async function insertMovement(trx: Transaction<Database>, m: Movement): Promise<void> {
  await movementInsert(trx, {
    productId: m.productId,
    variantId: m.variantId,
    warehouseId: m.warehouseId,
    type: m.type,
    quantityDelta: m.quantityDelta,
    reservedDelta: m.reservedDelta,
    quantityBefore: m.after.quantity - m.quantityDelta,
    quantityAfter: m.after.quantity,
    reservedBefore: m.after.reserved - m.reservedDelta,
    reservedAfter: m.after.reserved,
    reason: m.reason,
    actor: m.actor,
    referenceType: m.reference?.type ?? null,
    referenceId: m.reference?.id ?? null,
    createdAt: m.now,
  });
}

export interface MovementFilter {
  productId?: number;
  variantId?: number;
  warehouseId?: number;
  type?: string;
  from?: string;
  to?: string;
}

/** optionValues: the variant's, null once it is deleted (variants/variant.ts variantFields reads it). */
export type MovementRow = Omit<Database['inventoryMovements'], 'id'> & { id: number; optionValues: string | null };

/** Newest first (by id, which is commit order per row); each filter narrows an index that ends in id. */
export async function findMovements(db: Db, f: MovementFilter, req: PageRequest): Promise<Page<MovementRow>> {
  let base = db.selectFrom('inventoryMovements');
  if (f.productId !== undefined) base = base.where('inventoryMovements.productId', '=', f.productId);
  if (f.variantId !== undefined) base = base.where('inventoryMovements.variantId', '=', f.variantId);
  if (f.warehouseId !== undefined) base = base.where('inventoryMovements.warehouseId', '=', f.warehouseId);
  if (f.type !== undefined) base = base.where('inventoryMovements.type', '=', f.type);
  if (f.from !== undefined) base = base.where('inventoryMovements.createdAt', '>=', f.from);
  if (f.to !== undefined) base = base.where('inventoryMovements.createdAt', '<', f.to);
  const [items, count] = await Promise.all([
    base
      .leftJoin('productVariants', 'productVariants.id', 'inventoryMovements.variantId')
      .selectAll('inventoryMovements')
      .select('productVariants.optionValues')
      .orderBy('inventoryMovements.id', 'desc')
      .limit(req.limit)
      .offset(offsetOf(req))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n), page: req.page, limit: req.limit };
}
