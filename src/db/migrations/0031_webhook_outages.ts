import type { Kysely } from 'kysely';
import { ts } from './columns.js';

/**
 * Webhook outages (issue 12, item 4): targets paused by URL (the worker skips their records, which keep being
 * written); indexes for the admin list's url and created-range filters, which replay walks in id order; and one on
 * live leases, which a claim reads to skip targets another processor is sending to (only leased rows have one).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('webhook_pauses')
    .addColumn('url', 'text', (c) => c.primaryKey())
    .$call(ts(db, 'paused_at', (c) => c.notNull()))
    .execute();
  await db.schema.createIndex('webhooks_url_id').on('webhooks').columns(['url', 'id']).execute();
  await db.schema.createIndex('webhooks_created_at').on('webhooks').column('created_at').execute();
  await db.schema.createIndex('webhooks_lease_until_url').on('webhooks').columns(['lease_until', 'url']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('webhooks_lease_until_url').execute();
  await db.schema.dropIndex('webhooks_created_at').execute();
  await db.schema.dropIndex('webhooks_url_id').execute();
  await db.schema.dropTable('webhook_pauses').execute();
}
