import type { Kysely } from 'kysely';
import { bool } from './columns.js';

/**
 * webhooks.manual: 1 for records an operator queued by hand (POST /api2/admin/webhooks), 0 for events the
 * shop emitted. Deliveries of manual records carry `X-Webhook-Manual: true`, so a receiver can tell an
 * operator's test event from a real one. Existing rows cannot be told apart any more and count as events.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('webhooks')
    .addColumn('manual', bool, (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('webhooks').dropColumn('manual').execute();
}
