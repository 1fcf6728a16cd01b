// The payment provider's callback: a signed result per transaction, applied once however often it is replayed.
import { record } from '../audit/audit.js';
import { systemActor } from '../../shared/actor.js';
import { conflict, invalid, notFound, unauthenticated } from '../../shared/errors.js';
import { fromCents, toCents } from '../../shared/money.js';
import { paymentFailedData } from './orders.events.js';
import type { OrderStatus, PaymentStatus } from './order-status.js';
import { toPaymentStatus } from './order.js';
import { isValidPaymentSignature } from './payment-signature.js';
import * as repo from './orders.repository.js';
import { createStatusChanges, type StatusDeps } from './status-changes.js';

export interface PaymentCallback {
  orderNumber: number;
  result: 'succeeded' | 'failed';
  transactionId: string;
  /** EUR; must equal the order total. */
  amount: number;
}

export interface PaymentCallbackResult {
  orderNumber: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /** True when this transaction id had been applied before: nothing changed. */
  duplicate: boolean;
}

/**
 * The stored result of a succeeded transaction refused because another one had already paid the order: a
 * possible double charge, kept so that a replay is refused the same way and the operator finds it.
 */
const REFUSED_SECOND_PAYMENT = 'refused_second_payment';

function secondPayment(orderNumber: number, transactionId: string, paidBy: string) {
  return conflict(
    `Order ${orderNumber} was already paid by transaction ${paidBy}; transaction ${transactionId} is a second payment and has to be refunded`,
    'DUPLICATE_PAYMENT',
  );
}

export function createPaymentsService(
  deps: StatusDeps & { secret: string | null; log: { warn(obj: object, msg: string): void } },
) {
  const { db, dialect, clock, outbox, secret, log } = deps;
  const status = createStatusChanges(deps);

  return {
    /** 401 unless the raw body carries a valid signature (always 401 while PAYMENT_CALLBACK_SECRET is unset). */
    verifySignature(raw: Buffer, header: string | undefined): void {
      if (!secret) throw unauthenticated('Payment callbacks are not configured (PAYMENT_CALLBACK_SECRET)');
      if (!isValidPaymentSignature(secret, raw, header)) throw unauthenticated('Invalid payment signature');
    },

    /**
     * Applies a verified callback. Succeeded moves a pending order to paid (invoice, order.paid, payment.completed);
     * an order already past payment stays as it is. Failed marks a pending order's payment failed and emits
     * payment.failed. A transaction id seen before changes nothing. Amount mismatch 400; a cancelled order 409.
     * A succeeded transaction for an order another succeeded transaction paid is 409 DUPLICATE_PAYMENT: it is
     * recorded (payment transactions, a note in the status history) and logged, and its replays get the same 409.
     */
    async handleCallback(input: PaymentCallback): Promise<PaymentCallbackResult> {
      const amountCents = toCents(input.amount, 'amount');
      const row = await db.transaction().execute(async (trx) => {
        const order = await repo.lockOrderByNumber(trx, dialect, input.orderNumber);
        if (!order) throw notFound('Order');
        const seen = await repo.findPaymentTransaction(trx, input.transactionId);
        if (seen) {
          if (seen.orderId !== order.id) throw conflict('transactionId was used for another order');
          if (seen.result === REFUSED_SECOND_PAYMENT) {
            const paidBy = await repo.findSucceededPayment(trx, order.id);
            throw secondPayment(order.orderNumber, input.transactionId, paidBy?.transactionId ?? 'another transaction');
          }
          return { order, duplicate: true };
        }
        if (amountCents !== order.totalCents) throw invalid('amount does not match the order total');
        const now = clock.now().toISOString();
        if (input.result === 'succeeded') {
          const paidBy = await repo.findSucceededPayment(trx, order.id);
          if (paidBy) {
            // Committed before the 409 goes out: the record is what the operator refunds from.
            await repo.insertPaymentTransaction(trx, {
              orderId: order.id,
              transactionId: input.transactionId,
              result: REFUSED_SECOND_PAYMENT,
              amountCents,
              createdAt: now,
            });
            const note = `Second payment ${input.transactionId} (${fromCents(amountCents).toFixed(2)} ${order.currency}) refused: already paid by ${paidBy.transactionId}; refund it`;
            await repo.insertHistory(trx, {
              orderId: order.id,
              fromStatus: order.status,
              toStatus: order.status,
              note,
              actor: 'system',
              createdAt: now,
            });
            return { order, duplicate: false, paidBy: paidBy.transactionId };
          }
          if (order.status === 'cancelled') throw conflict('The order is cancelled; the payment has to be refunded');
        }
        await repo.insertPaymentTransaction(trx, {
          orderId: order.id,
          transactionId: input.transactionId,
          result: input.result,
          amountCents,
          createdAt: now,
        });

        if (input.result === 'succeeded') {
          if (order.status !== 'pending') return { order, duplicate: false };
          const paid = await status.applyIn(
            trx,
            systemActor,
            order,
            { status: 'paid', note: `Payment ${input.transactionId} confirmed` },
            { transactionId: input.transactionId },
          );
          return { order: paid, duplicate: false };
        }
        if (order.status !== 'pending' || order.paymentStatus === 'paid') return { order, duplicate: false };
        const failed = await repo.updateOrderFrom(trx, order.id, 'pending', {
          paymentStatus: 'failed',
          updatedAt: now,
        });
        if (!failed) throw conflict('The order changed meanwhile');
        await record(trx, {
          entityType: 'order',
          entityId: order.id,
          action: 'payment_failed',
          before: order,
          after: failed,
        });
        await repo.insertHistory(trx, {
          orderId: order.id,
          fromStatus: 'pending',
          toStatus: 'pending',
          note: `Payment ${input.transactionId} failed`,
          actor: 'system',
          createdAt: now,
        });
        await outbox.emit(trx, 'payment.failed', paymentFailedData(failed, input.transactionId, amountCents));
        return { order: failed, duplicate: false };
      });
      if (row.paidBy !== undefined) {
        log.warn(
          {
            orderId: row.order.id,
            orderNumber: row.order.orderNumber,
            transactionId: input.transactionId,
            paidBy: row.paidBy,
            amount: input.amount,
          },
          'second payment for a paid order: possible double charge',
        );
        throw secondPayment(row.order.orderNumber, input.transactionId, row.paidBy);
      }
      return {
        orderNumber: row.order.orderNumber,
        status: row.order.status as OrderStatus,
        paymentStatus: toPaymentStatus(row.order.paymentStatus),
        duplicate: row.duplicate,
      };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
