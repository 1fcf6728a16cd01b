// Webhook payloads of the order events. order.paid carries exactly the fields of the spec; the others share its base.
import type { Row } from '../../db/database.js';
import { fromCents } from '../../shared/money.js';
import type { EventType } from '../webhooks/webhook.js';
import { variantOfItem, type OrderRow } from './order.js';

function base(order: OrderRow) {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    customerEmail: order.customerEmail,
    totalAmount: fromCents(order.totalCents),
    currency: order.currency,
    paymentMethod: order.paymentMethod,
  };
}

export function orderCreatedData(order: OrderRow, items: Row<'orderItems'>[]) {
  return {
    ...base(order),
    status: order.status,
    orderSource: order.orderSource,
    items: items.map((i) => ({
      productId: i.productId,
      ...variantOfItem(i),
      sku: i.sku,
      quantity: i.quantity,
      unitPrice: fromCents(i.unitPriceCents),
    })),
  };
}

/** The data of an event a status move emits (see order-status.ts eventsOf). */
export function moveEventData(
  type: EventType,
  order: OrderRow,
  extra: { note?: string | null; transactionId?: string | null },
): Record<string, unknown> {
  switch (type) {
    case 'payment.completed':
      return { ...base(order), transactionId: extra.transactionId ?? null };
    case 'order.shipped':
      return { ...base(order), trackingNumber: order.trackingNumber, trackingUrl: order.trackingUrl };
    case 'order.cancelled':
    case 'order.refunded':
      return { ...base(order), reason: extra.note ?? null };
    default:
      return base(order);
  }
}

export function paymentFailedData(order: OrderRow, transactionId: string, amountCents: number) {
  return { ...base(order), transactionId, amount: fromCents(amountCents) };
}
