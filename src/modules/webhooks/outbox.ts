import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { fixedInsert } from '../../db/fixed-query.js';
import type { Clock } from '../../shared/clock.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { EventType, WebhookPayload } from './webhook.js';

const webhookInsert = fixedInsert('webhooks', (query) => query.returning('id'));

/**
 * The only way to emit an event. It takes a transaction, never a plain connection, so the webhook
 * record commits or rolls back with the change it reports (transactional outbox).
 */
export function createOutbox({ clock, settings }: { clock: Clock; settings: Pick<SettingsService, 'webhookTarget'> }) {
  return {
    /** Queues one pending delivery to the default target; with no target configured nothing is queued. */
    async emit(trx: Transaction<Database>, event: EventType, data: Record<string, unknown>): Promise<number | null> {
      const url = await settings.webhookTarget(trx);
      if (!url) return null;
      const now = clock.now().toISOString();
      const payload: WebhookPayload = { event, timestamp: now, data };
      const [row] = await webhookInsert(trx, {
        eventType: event,
        url,
        payload: JSON.stringify(payload),
        status: 'pending',
        attempts: 0,
        nextAttemptAt: now,
        createdAt: now,
        errors: '[]',
        manual: 0,
      });
      return row!.id;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
