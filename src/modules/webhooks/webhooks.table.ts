import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/table-types.js';

export interface WebhooksTable {
  id: Generated<number>;
  eventType: string;
  url: string;
  payload: string;
  status: string;
  attempts: Generated<number>;
  leaseToken: string | null;
  lastError: string | null;
  errors: Generated<string>;
  nextAttemptAt: Timestamp;
  leaseUntil: Timestamp | null;
  createdAt: Timestamp;
  deliveredAt: Timestamp | null;
  /** 1 when an operator queued the record by hand (POST /api2/admin/webhooks), 0 for events the shop emitted. */
  manual: Generated<number>; /** When the last failed attempt ended; kept through a replay (0061). */
  lastFailedAt: Timestamp | null;
}

/** A webhook target whose deliveries wait (migration 0031). */
export interface WebhookPausesTable {
  url: string;
  pausedAt: Timestamp;
}

export interface WebhookTables {
  webhooks: WebhooksTable;
  webhookPauses: WebhookPausesTable;
}
