/** Sent with every delivery of a manually queued record (value `true`); events the shop emitted go without it. */
export const MANUAL_HEADER = 'x-webhook-manual';

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

/** One failed attempt, as the detail view's `errors` lists it. `at` is when the attempt started. */
export interface WebhookAttemptError {
  attempt: number;
  at: string;
  statusCode: number | null;
  error: string;
}

/**
 * One attempt, failed or successful, as stored in the record's `errors` column (one JSON array per record, written
 * with the settlement the loop makes anyway, so recording it costs no statement). `error` is null for the successful
 * one; latencyMs and responseExcerpt are null for attempts recorded before they were kept.
 */
export interface WebhookAttempt {
  attempt: number;
  at: string;
  statusCode: number | null;
  error: string | null;
  latencyMs: number | null;
  responseExcerpt: string | null;
}

/** A list entry; times in Unix seconds, as the spec has them for webhook records. */
export interface WebhookSummary {
  id: number;
  eventType: string;
  url: string;
  status: WebhookStatus;
  attempts: number;
  createdAt: number;
  deliveredAt: number | null;
  /** Queued by an operator (POST /api2/admin/webhooks) rather than emitted by the shop; sent with X-Webhook-Manual: true. */
  manual: boolean;
}

export interface WebhookDetail extends WebhookSummary {
  /** The body sent: {event, timestamp, data}. */
  payload: unknown;
  /** When the next automatic attempt is due; null once delivered or failed. */
  nextAttemptAt: number | null;
  errors: WebhookAttemptError[];
  lastError: string | null;
  /** Every attempt since the record was queued or last replayed, oldest first. */
  attemptLog: WebhookAttempt[];
}
