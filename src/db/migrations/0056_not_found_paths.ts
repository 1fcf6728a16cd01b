import type { Kysely } from 'kysely';
import { ts } from './columns.js';

/**
 * Storefront paths the redirect resolver found no redirect for (issue 25, item 4): what visitors ask for most
 * often, so staff can add redirects. Bounded: the service keeps the most recently seen 5,000 paths.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('not_found_paths')
    .addColumn('path', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(ts(db, 'first_seen_at', (c) => c.notNull()))
    .$call(ts(db, 'last_seen_at', (c) => c.notNull()))
    .execute();
  await db.schema.createIndex('not_found_paths_hits').on('not_found_paths').columns(['hits', 'last_seen_at']).execute();
  await db.schema.createIndex('not_found_paths_last_seen').on('not_found_paths').column('last_seen_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('not_found_paths').execute();
}
