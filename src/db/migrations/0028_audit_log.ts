import type { Kysely } from 'kysely';
import { id, json, ts } from './columns.js';

/**
 * The change log: one row per write, in the transaction of the write. No foreign keys: an entry outlives the
 * entity it describes (a deleted product keeps its history) and an actor that is gone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .$call(id(db))
    .$call(ts(db, 'created_at', (c) => c.notNull()))
    .addColumn('actor_type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('api_key_id', 'integer')
    .addColumn('request_id', 'text')
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('changes', json, (c) => c.notNull())
    .execute();
  // The list is newest first by id; each filter has an index ending in id, so a page is one index range.
  await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity_type', 'entity_id', 'id']).execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_type', 'actor_id', 'id']).execute();
  await db.schema.createIndex('audit_log_request').on('audit_log').columns(['request_id']).execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
