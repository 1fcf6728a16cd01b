export const EVENT_TYPES = [
  'order.created',
  'order.paid',
  'order.shipped',
  'order.cancelled',
  'order.refunded',
  'payment.completed',
  'payment.failed',
  'product.created',
  'product.updated',
  'product.deleted',
  'customer.registered',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

export const WEBHOOK_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

/** The body sent to the receiver: `timestamp` is when the event happened, not when it is sent. */
export interface WebhookPayload {
  event: EventType;
  timestamp: string;
  data: Record<string, unknown>;
}
