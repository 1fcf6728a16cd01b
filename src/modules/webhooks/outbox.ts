import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { EventType, WebhookPayload } from './webhook.js';
import { insertEvent } from './webhooks.repository.js';

/**
 * The only way to emit an event. It takes a transaction, never a plain connection, so the webhook
 * record commits or rolls back with the change it reports (transactional outbox).
 */
export function createOutbox({
  clock,
  settings,
}: {
  clock: Clock;
  settings: Pick<SettingsService, 'webhookTargetSql'>;
}) {
  return {
    /**
     * Queues one pending delivery to the default target; with no target configured nothing is queued. The target is
     * read by the insert itself, as the transaction sees the settings: one statement.
     */
    async emit(trx: Transaction<Database>, event: EventType, data: Record<string, unknown>): Promise<number | null> {
      const now = clock.now().toISOString();
      const payload: WebhookPayload = { event, timestamp: now, data };
      return insertEvent(trx, { eventType: event, payload: JSON.stringify(payload), now }, settings.webhookTargetSql());
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
