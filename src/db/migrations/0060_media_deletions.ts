import type { Kysely } from 'kysely';
import { id, ts } from './columns.js';

/**
 * Objects of deleted media rows still to be removed from storage. Written in the transaction that deletes the rows,
 * so a process dying after the commit leaves the work here; any process's background loop retries it until done.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('media_deletions')
    .$call(id(db))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(ts(db, 'next_attempt_at', (c) => c.notNull()))
    .$call(ts(db, 'created_at', (c) => c.notNull()))
    .execute();
  await db.schema.createIndex('media_deletions_due').on('media_deletions').columns(['next_attempt_at', 'id']).execute();
  // The orphan sweep asks whether any row names an object, as its image or as its thumbnail.
  await db.schema.createIndex('media_thumbnail_key').on('media').column('thumbnail_key').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('media_thumbnail_key').execute();
  await db.schema.dropTable('media_deletions').execute();
}
