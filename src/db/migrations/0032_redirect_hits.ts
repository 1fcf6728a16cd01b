import type { Kysely } from 'kysely';
import { isPostgres } from './columns.js';

/** Redirect hits counted by the storefront resolver (issue 12, item 5); last_hit_at typed as ts() types timestamps. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('redirects')
    .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('redirects')
    .addColumn('last_hit_at', isPostgres(db) ? 'timestamptz' : 'text')
    .execute();
  await db.schema.createIndex('redirects_destination').on('redirects').column('destination').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('redirects_destination').execute();
  await db.schema.alterTable('redirects').dropColumn('last_hit_at').execute();
  await db.schema.alterTable('redirects').dropColumn('hits').execute();
}
