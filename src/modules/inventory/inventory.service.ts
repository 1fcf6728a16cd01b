import type { Db } from '../../db/open.js';
import { record } from '../audit/audit.js';
import type { SqlDialect } from '../../db/dialect.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { describeActor, type Actor } from '../../shared/actor.js';
import { conflict, invalid, notFound } from '../../shared/errors.js';
import type { Page, PageRequest } from '../../shared/page.js';
import * as repo from './inventory.repository.js';
import { findMovements, type MovementFilter, type MovementRow, type MovementType } from './movements.repository.js';
import { pickVariant, soleKey, variantFields, type VariantRef } from '../variants/variant.js';
import { findVariantCandidates } from '../variants/variants.repository.js';

/** The variant is named by variantId or sku, or by productId when the product has one variant (docs/variants.md). */
export interface AdjustInput extends VariantRef {
  warehouseId: number;
  quantity: number;
  reason: string;
}

/** An applied adjustment as both surfaces answer it. */
export interface Adjustment {
  productId: number;
  /** Only for a variant with option values: a one-variant product's answer reads as before. */
  variantId?: number;
  warehouseId: number;
  quantity: number;
  reason: string;
  quantityBefore: number;
  quantityAfter: number;
}

export interface Warehouse extends Omit<repo.WarehouseRow, 'isDefault'> {
  isDefault: boolean;
}

function toWarehouse(row: repo.WarehouseRow): Warehouse {
  return {
    ...row,
    isDefault: row.isDefault === 1,
    itemCount: Number(row.itemCount),
    totalQuantity: Number(row.totalQuantity),
  };
}

export interface Movement extends Omit<
  MovementRow,
  'referenceType' | 'referenceId' | 'type' | 'variantId' | 'optionValues'
> {
  variantId?: number;
  type: MovementType;
  reference: { type: 'order' | 'return' | 'adjustment'; id: number } | null;
}

function toMovement({ referenceType, referenceId, variantId, optionValues, ...row }: MovementRow): Movement {
  const reference =
    referenceType !== null && referenceId !== null
      ? { type: referenceType as 'order' | 'return' | 'adjustment', id: referenceId }
      : null;
  return {
    ...row,
    ...variantFields({ variantId, variantName: null, optionValues }),
    type: row.type as MovementType,
    reference,
  };
}

export function createInventoryService({
  db,
  dialect,
  clock,
  lowStockThreshold,
}: {
  db: Db;
  dialect: SqlDialect;
  clock: Clock;
  lowStockThreshold: () => Promise<number>;
}) {
  /** The variant a reference names (404 when unknown, 400 naming variantId when a product has several). */
  async function variantOf(
    executor: Db,
    ref: VariantRef,
  ): Promise<{ variantId: number; productId: number; optionValues: string }> {
    const v = pickVariant(ref, await findVariantCandidates(executor, [ref]));
    return { variantId: v.id, productId: v.productId, optionValues: v.optionValues };
  }

  async function adjustIn(trx: Transaction<Database>, actor: Actor, input: AdjustInput): Promise<Adjustment> {
    if (!Number.isSafeInteger(input.quantity) || input.quantity === 0)
      throw invalid('quantity must be a non-zero whole number');
    // A reference by one key is resolved by the write; keys given together are checked against each other first.
    const variant = soleKey(input) ?? { kind: 'variantId', value: (await variantOf(trx, input)).variantId };
    let result: Awaited<ReturnType<typeof repo.applyAdjustment>>;
    try {
      result = await repo.applyAdjustment(trx, dialect, {
        variant,
        warehouseId: input.warehouseId,
        delta: input.quantity,
        reason: input.reason,
        actor: describeActor(actor),
        now: clock.now().toISOString(),
      });
    } catch (e) {
      if (dialect.isForeignKeyViolation(e)) throw notFound('Product or warehouse');
      throw e;
    }
    if (result === 'unmatched') {
      // The key named no single variant (variantOf answers 404 or 400), or the quantity's bounds stopped the write.
      await variantOf(trx, input);
      if (input.quantity > 0) throw invalid(`The adjustment would take the quantity above ${repo.MAX_QUANTITY}`);
      if (!(await repo.warehouseExists(trx, input.warehouseId))) throw notFound('Warehouse');
      throw invalid('The adjustment would take the quantity below zero (or below what is reserved)');
    }
    const { variantId, productId, optionValues } = result;
    const named = variantFields({ variantId, variantName: null, optionValues });
    // A one-variant product's entry reads as before variants existed; other variants are named in the entry id.
    const entityId =
      named.variantId === undefined
        ? `${productId}:${input.warehouseId}`
        : `${productId}:${input.warehouseId}:${variantId}`;
    await record(trx, {
      entityType: 'stock',
      entityId,
      action: 'adjust',
      before: { quantity: result.before },
      after: { quantity: result.after, reason: input.reason },
    });
    return {
      productId,
      ...named,
      warehouseId: input.warehouseId,
      quantity: input.quantity,
      reason: input.reason,
      quantityBefore: result.before,
      quantityAfter: result.after,
    };
  }

  return {
    /** A signed adjustment of one variant in one warehouse, atomic and logged. 400 when it would go below zero. */
    adjust: (actor: Actor, input: AdjustInput): Promise<Adjustment> =>
      db.transaction().execute((trx) => adjustIn(trx, actor, input)),

    /** For callers that already hold a transaction (product create and update). */
    adjustIn,

    /**
     * Sets a one-variant product's total on-hand quantity (the admin `stock` field) by adjusting the default warehouse.
     * A product with several variants has no single stock to set: 400 naming variantId. Returns null when nothing changed.
     */
    async setTotalIn(
      trx: Transaction<Database>,
      actor: Actor,
      productId: number,
      total: number,
      reason: string,
    ): Promise<Adjustment | null> {
      if (!Number.isSafeInteger(total) || total < 0 || total > repo.MAX_QUANTITY)
        throw invalid(`stock must be a whole number from 0 to ${repo.MAX_QUANTITY}`);
      const warehouseId = await repo.findDefaultWarehouseId(trx);
      if (warehouseId === null) throw invalid('No warehouse exists to hold the stock');
      const variant = await variantOf(trx, { productId });
      const current = await repo.findVariantQuantity(trx, variant.variantId);
      if (total === current) {
        await repo.ensureStockRow(trx, variant, warehouseId, clock.now().toISOString());
        return null;
      }
      return adjustIn(trx, actor, { variantId: variant.variantId, warehouseId, quantity: total - current, reason });
    },

    totals: (productIds: number[]) => repo.findStockTotals(db, productIds),

    /** Stock rows (variant × warehouse) with total, reserved and available, in product order. */
    stock: (filter: repo.StockFilter, page: PageRequest): Promise<Page<repo.StockRow>> =>
      repo.findStockRows(db, filter, page),

    /** Rows whose available quantity is at or below the threshold (default: the lowStockThreshold setting), lowest available first. */
    async lowStock(filter: Partial<repo.LowStockFilter>, page: PageRequest): Promise<Page<repo.StockRow>> {
      const threshold = filter.threshold ?? (await lowStockThreshold());
      return repo.findLowStock(db, { ...filter, threshold }, page);
    },

    /** The ledger, newest first; `from` and `to` are normalised to the stored ISO form so both engines compare alike. */
    async movements(filter: MovementFilter, page: PageRequest): Promise<Page<Movement>> {
      const iso = (v: string | undefined) => (v === undefined ? undefined : new Date(v).toISOString());
      const result = await findMovements(db, { ...filter, from: iso(filter.from), to: iso(filter.to) }, page);
      return { ...result, items: result.items.map(toMovement) };
    },

    /** Every warehouse with its item count and total quantity. */
    warehouses: async (): Promise<Warehouse[]> => (await repo.findWarehouses(db)).map(toWarehouse),

    /** Adds a warehouse; the code is stored upper-case and must be unique. */
    async createWarehouse(input: { name: string; code: string }): Promise<Warehouse> {
      const name = input.name.trim();
      const code = input.code.trim().toUpperCase();
      if (!name) throw invalid('name must not be empty');
      if (!/^[A-Z0-9][A-Z0-9_-]{0,31}$/.test(code))
        throw invalid('code may contain letters, digits, _ and - (at most 32)');
      const now = clock.now().toISOString();
      try {
        const row = await db.transaction().execute(async (trx) => {
          const created = await repo.insertWarehouse(trx, { name, code, isDefault: 0, createdAt: now, updatedAt: now });
          await record(trx, { entityType: 'warehouse', entityId: created.id, action: 'create', after: created });
          return created;
        });
        return toWarehouse({ ...row, itemCount: 0, totalQuantity: 0 });
      } catch (e) {
        if (dialect.isUniqueViolation(e)) throw conflict(`A warehouse with the code ${code} exists`);
        throw e;
      }
    },
  };
}

export type InventoryService = ReturnType<typeof createInventoryService>;
