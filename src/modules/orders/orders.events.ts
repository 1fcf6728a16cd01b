// Webhook payloads of the order events. order.paid carries the fields of the spec and, after them, the money of the
// order (its tax per rate and its discounts, docs/api-contract.md "Events"); the others share its base.
import type { Row } from '../../db/database.js';
import { fromCents } from '../../shared/money.js';
import type { EventType } from '../webhooks/webhook.js';
import { discountsMember, rowToItem, taxLinesOf, type OrderRow } from './order.js';

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

/**
 * What the order was charged, as its detail says: subtotal and shipping before discounts, the tax and its breakdown
 * per rate, and (only for an order that had any, as in the detail) each discount with its promotion, code and line.
 */
function money(order: OrderRow, discounts: Row<'orderDiscounts'>[]) {
  return {
    subtotal: fromCents(order.subtotalCents),
    shippingCost: fromCents(order.shippingCents),
    tax: fromCents(order.taxCents),
    taxLines: taxLinesOf(order),
    ...discountsMember(discounts),
  };
}

/** order.created: the order with its lines as the detail lists them (variant, SKU, options, tax per line). */
export function orderCreatedData(order: OrderRow, items: Row<'orderItems'>[], discounts: Row<'orderDiscounts'>[]) {
  return {
    ...base(order),
    status: order.status,
    orderSource: order.orderSource,
    ...money(order, discounts),
    items: items.map(rowToItem),
  };
}

/** The events of a move whose receivers settle money (payment, refund) carry the order's money too. */
export function movesMoney(type: EventType): boolean {
  return type === 'order.paid' || type === 'order.refunded';
}

/** The data of an event a status move emits (see order-status.ts eventsOf); `discounts` for the events movesMoney names. */
export function moveEventData(
  type: EventType,
  order: OrderRow,
  extra: { note?: string | null; transactionId?: string | null; discounts?: Row<'orderDiscounts'>[] },
): Record<string, unknown> {
  switch (type) {
    case 'order.paid':
      return { ...base(order), ...money(order, extra.discounts ?? []) };
    case 'payment.completed':
      return { ...base(order), transactionId: extra.transactionId ?? null };
    case 'order.shipped':
      return { ...base(order), trackingNumber: order.trackingNumber, trackingUrl: order.trackingUrl };
    case 'order.cancelled':
      return { ...base(order), reason: extra.note ?? null };
    case 'order.refunded':
      return { ...base(order), reason: extra.note ?? null, ...money(order, extra.discounts ?? []) };
    default:
      return base(order);
  }
}

export function paymentFailedData(order: OrderRow, transactionId: string, amountCents: number) {
  return { ...base(order), transactionId, amount: fromCents(amountCents) };
}
