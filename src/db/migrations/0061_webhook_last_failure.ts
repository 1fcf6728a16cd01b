import type { Kysely } from 'kysely';
import { isPostgres } from './columns.js';

/**
 * When a record's last failed attempt ended, for the endpoint health view's "last failure" per target. Kept through a
 * replay (the attempts themselves are in `errors`), so a target's last failure stays known while its records are.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('webhooks')
    .addColumn('last_failed_at', isPostgres(db) ? 'timestamptz' : 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('webhooks').dropColumn('last_failed_at').execute();
}
