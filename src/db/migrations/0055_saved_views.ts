import type { Kysely } from 'kysely';
import { bool, id, json, stamps } from './columns.js';

/**
 * Saved views of the admin order list (issue 24, item 3): a filter under a name, personal to its owner or shared
 * with all staff. No foreign key to admin_users: a shared view outlives the member of staff who made it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('saved_views')
    .$call(id(db))
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('filter', json, (c) => c.notNull())
    .addColumn('shared', bool, (c) => c.notNull().defaultTo(0))
    .addColumn('pinned', bool, (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(stamps(db))
    .execute();
  await db.schema.createIndex('saved_views_owner').on('saved_views').columns(['owner_id', 'shared']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saved_views').execute();
}
