// The payment provider's callback: a signed result per transaction, applied once however often it is replayed.
import { systemActor } from '../../shared/actor.js';
import { conflict, invalid, notFound, unauthenticated } from '../../shared/errors.js';
import { toCents } from '../../shared/money.js';
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

export function createPaymentsService(deps: StatusDeps & { secret: string | null }) {
  const { db, dialect, clock, outbox, secret } = deps;
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
     */
    async handleCallback(input: PaymentCallback): Promise<PaymentCallbackResult> {
      const amountCents = toCents(input.amount, 'amount');
      const row = await db.transaction().execute(async (trx) => {
        const order = await repo.lockOrderByNumber(trx, dialect, input.orderNumber);
        if (!order) throw notFound('Order');
        const seen = await repo.findPaymentTransaction(trx, input.transactionId);
        if (seen) {
          if (seen.orderId !== order.id) throw conflict('transactionId was used for another order');
          return { order, duplicate: true };
        }
        if (amountCents !== order.totalCents) throw invalid('amount does not match the order total');
        if (input.result === 'succeeded' && order.status === 'cancelled') throw conflict('The order is cancelled; the payment has to be refunded');
        const now = clock.now().toISOString();
        await repo.insertPaymentTransaction(trx, { orderId: order.id, transactionId: input.transactionId, result: input.result, amountCents, createdAt: now });

        if (input.result === 'succeeded') {
          if (order.status !== 'pending') return { order, duplicate: false };
          const paid = await status.applyIn(trx, systemActor, order, { status: 'paid', note: `Payment ${input.transactionId} confirmed` }, { transactionId: input.transactionId });
          return { order: paid, duplicate: false };
        }
        if (order.status !== 'pending' || order.paymentStatus === 'paid') return { order, duplicate: false };
        const failed = await repo.updateOrderFrom(trx, order.id, 'pending', { paymentStatus: 'failed', updatedAt: now });
        if (!failed) throw conflict('The order changed meanwhile');
        await repo.insertHistory(trx, { orderId: order.id, fromStatus: 'pending', toStatus: 'pending', note: `Payment ${input.transactionId} failed`, actor: 'system', createdAt: now });
        await outbox.emit(trx, 'payment.failed', paymentFailedData(failed, input.transactionId, amountCents));
        return { order: failed, duplicate: false };
      });
      return { orderNumber: row.order.orderNumber, status: row.order.status as OrderStatus, paymentStatus: toPaymentStatus(row.order.paymentStatus), duplicate: row.duplicate };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
