import type { Kysely } from 'kysely';
import { ts } from './columns.js';

/**
 * Idempotency-Key claims and stored answers (modules/idempotency), in the database so every instance sees them.
 * A row is claimed by its insert before the request's work runs (the primary key decides between concurrent
 * requests); response_status stays null while the claim is in flight, locked_until bounds how long a crashed
 * request can hold it. expires_at (24 h after the claim) drives pruning.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull())
    .$call(ts(db, 'locked_until', (c) => c.notNull()))
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text')
    .$call(ts(db, 'created_at', (c) => c.notNull()))
    .$call(ts(db, 'expires_at', (c) => c.notNull()))
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['scope', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_expires_at').on('idempotency_keys').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
