// Return requests: goods of a shipped or delivered order coming back, item by item.
import { record } from '../audit/audit.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import type { Clock } from '../../shared/clock.js';
import { describeActor, type Actor } from '../../shared/actor.js';
import { invalid, notFound } from '../../shared/errors.js';
import { applyAdjustment, findDefaultWarehouseId } from '../inventory/inventory.repository.js';
import { fromCents } from '../../shared/money.js';
import type { Page, PageRequest } from '../../shared/page.js';
import { assertReturnMove, RETURNABLE_ORDER_STATUSES, type ReturnStatus } from './return-status.js';
import * as orders from './orders.repository.js';
import * as repo from './returns.repository.js';
import { variantFields } from '../variants/variant.js';

export interface CreateReturnInput {
  orderId: number;
  reason: string;
  note?: string;
  items: { orderItemId: number; quantity: number }[];
}

export interface ReturnItem {
  id: number;
  orderItemId: number;
  productId: number | null;
  variantId?: number;
  productName: string;
  variantName?: string;
  sku: string;
  quantity: number;
  unitPrice: number;
}

export interface ReturnRequest {
  id: number;
  orderId: number;
  orderNumber: number;
  status: ReturnStatus;
  reason: string;
  note: string | null;
  items: ReturnItem[];
  /** What the returned items were paid at (unit price × quantity). */
  refundAmount: number;
  /** What the refund paid back (EUR); null until refunded. */
  refundedAmount: number | null;
  createdAt: string;
  updatedAt: string;
}

// A rejected return gives its quantities back; every other status keeps them counted.
const COUNTED = ['requested', 'approved', 'received', 'refunded'] as const;

/** The returned lines' value in cents: what a refund pays back at most, and by default. */
function linesValue(items: repo.ReturnItemRow[]): number {
  return items.reduce((sum, i) => sum + i.unitPriceCents * i.quantity, 0);
}

function toReturn(row: repo.ReturnRow, items: repo.ReturnItemRow[]): ReturnRequest {
  const own = items.filter((i) => i.returnId === row.id);
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    status: row.status as ReturnStatus,
    reason: row.reason,
    note: row.note,
    items: own.map((i) => ({
      id: i.id,
      orderItemId: i.orderItemId,
      productId: i.productId,
      ...variantFields({
        variantId: i.variantId,
        variantName: i.variantName,
        optionValues: i.variantName === null ? '[]' : null,
      }),
      productName: i.productName,
      sku: i.sku,
      quantity: i.quantity,
      unitPrice: fromCents(i.unitPriceCents),
    })),
    refundAmount: fromCents(linesValue(own)),
    refundedAmount: row.refundedAmountCents === null ? null : fromCents(row.refundedAmountCents),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Whether each of the order's refunded returns paid back its lines' whole value. */
async function paidInFull(trx: Transaction<Database>, orderId: number): Promise<boolean> {
  const refunded = await repo.findRefundedReturns(trx, orderId);
  const items = await repo.findReturnItems(
    trx,
    refunded.map((r) => r.id),
  );
  return refunded.every(
    (r) =>
      r.refundedAmountCents === null || r.refundedAmountCents >= linesValue(items.filter((i) => i.returnId === r.id)),
  );
}

/** Puts a received return's goods back on the default warehouse's shelf, per variant; variants deleted since are skipped. */
async function restock(
  trx: Transaction<Database>,
  dialect: SqlDialect,
  actor: Actor,
  returnId: number,
  now: string,
): Promise<void> {
  const warehouseId = await findDefaultWarehouseId(trx);
  if (warehouseId === null) return;
  for (const item of await repo.findReturnItems(trx, [returnId])) {
    if (item.productId === null || item.variantId === null) continue;
    const done = await applyAdjustment(trx, dialect, {
      variant: { kind: 'variantId', value: item.variantId },
      warehouseId,
      delta: item.quantity,
      reason: `return ${returnId} received`,
      actor: describeActor(actor),
      now,
      type: 'return',
      reference: { type: 'return', id: returnId },
    });
    // Nothing matched: the variant was deleted since (skipped), or the quantity's bound stopped the write.
    if (done === 'unmatched' && (await repo.variantExists(trx, item.variantId)))
      throw invalid(`Restocking return ${returnId} would take the quantity above the maximum`);
  }
}

export function createReturnsService({ db, dialect, clock }: { db: Db; dialect: SqlDialect; clock: Clock }) {
  async function get(id: number): Promise<ReturnRequest> {
    const row = await repo.findReturn(db, id);
    if (!row) throw notFound('Return');
    return toReturn(row, await repo.findReturnItems(db, [id]));
  }

  return {
    async list(filter: repo.ReturnFilter, page: PageRequest): Promise<Page<ReturnRequest>> {
      const result = await repo.findReturnsPage(db, filter, page);
      const items = await repo.findReturnItems(
        db,
        result.items.map((r) => r.id),
      );
      return { ...result, items: result.items.map((r) => toReturn(r, items)) };
    },

    get,

    /**
     * Requests a return of items of a shipped or delivered order. Each quantity is at most what was ordered minus
     * what earlier (not rejected) returns already cover; the order row is locked so two requests cannot both take it.
     */
    async create(input: CreateReturnInput): Promise<ReturnRequest> {
      const reason = input.reason.trim();
      if (!reason) throw invalid('reason must not be empty');
      const id = await db.transaction().execute(async (trx) => {
        const order = await orders.lockOrder(trx, dialect, input.orderId);
        if (!order) throw notFound('Order');
        if (!RETURNABLE_ORDER_STATUSES.includes(order.status))
          throw invalid(`Only shipped or delivered orders can be returned; this one is ${order.status}`);
        const ordered = new Map((await orders.findItems(trx, order.id)).map((i) => [i.id, i.quantity]));
        const returned = await repo.returnedQuantities(trx, order.id, COUNTED);
        const wanted = new Map<number, number>();
        for (const { orderItemId, quantity } of input.items)
          wanted.set(orderItemId, (wanted.get(orderItemId) ?? 0) + quantity);
        for (const [orderItemId, quantity] of wanted) {
          const max = ordered.get(orderItemId);
          if (max === undefined) throw invalid(`orderItemId ${orderItemId} is not an item of order ${order.id}`);
          const left = max - (returned.get(orderItemId) ?? 0);
          if (quantity > left)
            throw invalid(`Item ${orderItemId}: ${quantity} requested but only ${left} can still be returned`);
        }
        const now = clock.now().toISOString();
        const created = await repo.insertReturn(trx, {
          orderId: order.id,
          status: 'requested',
          reason,
          note: input.note?.trim() || null,
          createdAt: now,
          updatedAt: now,
        });
        await repo.insertReturnItems(
          trx,
          [...wanted].map(([orderItemId, quantity]) => ({ returnId: created.id, orderItemId, quantity })),
        );
        await record(trx, {
          entityType: 'return',
          entityId: created.id,
          action: 'create',
          after: { ...created, items: Object.fromEntries(wanted) },
        });
        return created.id;
      });
      return get(id);
    },

    /**
     * Moves a return along requested → approved | rejected, approved → received, received → refunded (or only
     * changes the note). Refunding sets the order's paymentStatus to refunded once every item is refunded in full,
     * partially_refunded before that. Receiving the goods puts them back on the default warehouse's shelf (a
     * `return` movement in the ledger). The order row is locked first (as create does), so concurrent refunds of
     * returns of one order run one after the other and the last one sees every refunded item.
     */
    async update(
      actor: Actor,
      id: number,
      input: { status?: string; note?: string; amountCents?: number },
    ): Promise<ReturnRequest> {
      await db.transaction().execute(async (trx) => {
        const ref = await repo.findReturn(trx, id);
        if (!ref) throw notFound('Return');
        const order = await orders.lockOrder(trx, dialect, ref.orderId);
        const row = await repo.lockReturn(trx, dialect, id);
        if (!row || !order) throw notFound('Return');
        const from = row.status as ReturnStatus;
        const to = input.status ?? from;
        assertReturnMove(from, to);
        const refunding = to === 'refunded' && from !== 'refunded';
        if (input.amountCents !== undefined && !refunding)
          throw invalid('amountCents: only a refund (status refunded) takes an amount');
        const value = linesValue(await repo.findReturnItems(trx, [id]));
        if (input.amountCents !== undefined && input.amountCents > value)
          throw invalid(`amountCents: at most ${value}, the returned lines' value`, { maxAmountCents: value });
        const amountCents = refunding ? (input.amountCents ?? value) : undefined;
        const now = clock.now().toISOString();
        const note = input.note !== undefined ? { note: input.note.trim() || null } : {};
        const patch = {
          status: to,
          ...note,
          ...(amountCents !== undefined ? { refundedAmountCents: amountCents } : {}),
        };
        await repo.updateReturn(trx, id, { ...patch, updatedAt: now });
        await record(trx, {
          entityType: 'return',
          entityId: id,
          action: 'update',
          before: row,
          after: { ...row, ...patch },
        });
        if (to === 'received' && from !== 'received') await restock(trx, dialect, actor, id, now);
        if (amountCents !== undefined) {
          const refunded = await repo.returnedQuantities(trx, row.orderId, ['refunded']);
          const all = (await orders.findItems(trx, row.orderId)).every((i) => (refunded.get(i.id) ?? 0) >= i.quantity);
          // Refunded in full: every item back and no refund paid less than its lines' value.
          const full = all && (await paidInFull(trx, row.orderId));
          await orders.setPaymentStatus(trx, row.orderId, full ? 'refunded' : 'partially_refunded', now);
          // The order's history says what was paid back, beside its status moves.
          await orders.insertHistory(trx, {
            orderId: row.orderId,
            fromStatus: order.status,
            toStatus: order.status,
            note: `Return R-${id} refunded: ${(amountCents / 100).toFixed(2)} ${order.currency}`,
            actor: describeActor(actor),
            createdAt: now,
          });
        }
      });
      return get(id);
    },
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
