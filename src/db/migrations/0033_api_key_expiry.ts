import type { Kysely } from 'kysely';
import { isPostgres } from './columns.js';

/** API keys may expire (issue 12, item 6); null never expires, as every key from before. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('api_keys')
    .addColumn('expires_at', isPostgres(db) ? 'timestamptz' : 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('api_keys').dropColumn('expires_at').execute();
}
