// The one use case behind admin PATCH, admin cancel, platform PUT and the payment callback: move an order
// (or stay, to update tracking data or add a note), with its stock, invoice, history and events in one transaction.
import { record } from '../audit/audit.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import type { Clock } from '../../shared/clock.js';
import { describeActor, type Actor } from '../../shared/actor.js';
import { conflict, invalid, notFound } from '../../shared/errors.js';
import type { Outbox } from '../webhooks/outbox.js';
import { consumeReservations, releaseReservations } from '../inventory/reservations.repository.js';
import { releaseOrderUses } from '../promotions/promotions.service.js';
import {
  assertMove,
  consumesStock,
  eventsOf,
  paymentStatusAfter,
  releasesStock,
  type OrderStatus,
} from './order-status.js';
import { toPaymentStatus, type OrderRow } from './order.js';
import { moveEventData, movesMoney } from './orders.events.js';
import * as repo from './orders.repository.js';

export interface StatusChangeInput {
  /** The target status; absent or equal to the current one: stay and only update tracking data / add the note. */
  status?: string;
  /** Appended to the status history (the cancel reason, a platform note). */
  note?: string;
  trackingNumber?: string;
  trackingUrl?: string;
}

export interface StatusChangeResult {
  id: number;
  status: OrderStatus;
  updatedAt: string;
}

export interface StatusDeps {
  db: Db;
  dialect: SqlDialect;
  clock: Clock;
  outbox: Outbox;
}

export function createStatusChanges({ db, dialect, clock, outbox }: StatusDeps) {
  /** Applies the change to a row the caller has locked; returns the row as it is afterwards. */
  async function applyIn(
    trx: Transaction<Database>,
    actor: Actor,
    order: OrderRow,
    input: StatusChangeInput,
    extra: { transactionId?: string } = {},
  ): Promise<OrderRow> {
    const from = order.status as OrderStatus;
    const to = input.status ?? from;
    assertMove(from, to);
    const now = clock.now().toISOString();
    const note = input.note?.trim() || null;
    const tracking = {
      ...(input.trackingNumber !== undefined ? { trackingNumber: input.trackingNumber.trim() || null } : {}),
      ...(input.trackingUrl !== undefined ? { trackingUrl: input.trackingUrl.trim() || null } : {}),
    };
    const moving = to !== from;
    if (!moving && !note && Object.keys(tracking).length === 0) return order;

    const patch = moving
      ? {
          status: to,
          paymentStatus: paymentStatusAfter(to, toPaymentStatus(order.paymentStatus)),
          ...tracking,
          updatedAt: now,
        }
      : { ...tracking, updatedAt: now };
    const updated = await repo.updateOrderFrom(trx, order.id, from, patch);
    if (!updated) throw conflict('The order changed meanwhile; reload it and try again');
    await record(trx, {
      entityType: 'order',
      entityId: order.id,
      action: moving ? 'status' : 'update',
      before: order,
      after: { ...updated, ...(note ? { note } : {}) },
    });
    if (moving || note)
      await repo.insertHistory(trx, {
        orderId: order.id,
        fromStatus: from,
        toStatus: to,
        note,
        actor: describeActor(actor),
        createdAt: now,
      });
    if (!moving) return updated;

    if (releasesStock(to))
      await releaseReservations(trx, dialect, {
        orderId: order.id,
        reason: `order ${order.orderNumber} ${to}`,
        actor: describeActor(actor),
        now,
      });
    // A cancelled order (by hand or expired unpaid) gives its promotion uses back, once; after the stock, as checkout takes them.
    if (to === 'cancelled') await releaseOrderUses(trx, order.id, now);
    if (consumesStock(to))
      await consumeReservations(trx, dialect, {
        orderId: order.id,
        reason: `order ${order.orderNumber} shipped`,
        actor: describeActor(actor),
        now,
      });
    if (to === 'paid') await repo.ensureInvoice(trx, order.id, now);
    const events = eventsOf(to);
    const discounts = events.some(movesMoney) ? await repo.findDiscounts(trx, order.id) : [];
    for (const type of events)
      await outbox.emit(
        trx,
        type,
        moveEventData(type, updated, { note, transactionId: extra.transactionId, discounts }),
      );
    return updated;
  }

  async function changeStatus(actor: Actor, id: number, input: StatusChangeInput): Promise<StatusChangeResult> {
    if (
      input.status === undefined &&
      input.note === undefined &&
      input.trackingNumber === undefined &&
      input.trackingUrl === undefined
    ) {
      throw invalid('Send a status, a note or tracking data');
    }
    const row = await db.transaction().execute(async (trx) => {
      const order = await repo.lockOrder(trx, dialect, id);
      if (!order) throw notFound('Order');
      return applyIn(trx, actor, order, input);
    });
    return { id: row.id, status: row.status as OrderStatus, updatedAt: row.updatedAt };
  }

  return {
    applyIn,

    /** Moves the order along the status table (or updates tracking / adds a note); 400 INVALID_STATUS_TRANSITION otherwise. */
    changeStatus,

    /** Cancels with the reason in the status history; the reserved stock is released. */
    cancel: (actor: Actor, id: number, reason: string) =>
      changeStatus(actor, id, { status: 'cancelled', note: reason }),
  };
}

export type StatusChanges = ReturnType<typeof createStatusChanges>;
