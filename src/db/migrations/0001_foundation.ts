import type { Kysely } from 'kysely';
import { bool, id, json, stamps, ts } from './columns.js';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_users')
    .$call(id(db))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .$call(stamps(db))
    .execute();

  // One row per login; refresh rotates tokens inside it and never extends expires_at.
  await db.schema
    .createTable('admin_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    .$call(ts(db, 'created_at', (c) => c.notNull()))
    .$call(ts(db, 'expires_at', (c) => c.notNull()))
    .$call(ts(db, 'revoked_at'))
    .execute();
  await db.schema.createIndex('admin_sessions_admin_id').on('admin_sessions').column('admin_id').execute();

  await db.schema
    .createTable('admin_refresh_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('admin_sessions.id').onDelete('cascade'))
    .$call(ts(db, 'created_at', (c) => c.notNull()))
    .$call(ts(db, 'used_at'))
    .execute();
  await db.schema
    .createIndex('admin_refresh_tokens_session_id')
    .on('admin_refresh_tokens')
    .column('session_id')
    .execute();

  await db.schema
    .createTable('customers')
    .$call(id(db))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('is_verified', bool, (c) => c.notNull().defaultTo(0))
    .addColumn('is_b2b', bool, (c) => c.notNull().defaultTo(0))
    .addColumn('b2b_group', 'text')
    .addColumn('notes', 'text')
    .$call(ts(db, 'verified_at'))
    .$call(stamps(db))
    .execute();
  await db.schema.createIndex('customers_created_at').on('customers').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('customer_addresses')
    .$call(id(db))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('is_default', bool, (c) => c.notNull().defaultTo(0))
    .$call(stamps(db))
    .execute();
  await db.schema
    .createIndex('customer_addresses_customer_id')
    .on('customer_addresses')
    .column('customer_id')
    .execute();

  await db.schema
    .createTable('customer_verification_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .$call(ts(db, 'created_at', (c) => c.notNull()))
    .$call(ts(db, 'expires_at', (c) => c.notNull()))
    .$call(ts(db, 'used_at'))
    .execute();
  await db.schema
    .createIndex('customer_verification_tokens_customer_id')
    .on('customer_verification_tokens')
    .column('customer_id')
    .execute();

  await db.schema
    .createTable('customer_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .$call(ts(db, 'created_at', (c) => c.notNull()))
    .$call(ts(db, 'expires_at', (c) => c.notNull()))
    .$call(ts(db, 'revoked_at'))
    .execute();
  await db.schema.createIndex('customer_sessions_customer_id').on('customer_sessions').column('customer_id').execute();

  await db.schema
    .createTable('api_keys')
    .$call(id(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('permission', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('key_hint', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('admin_users.id').onDelete('set null'))
    .$call(ts(db, 'created_at', (c) => c.notNull()))
    .$call(ts(db, 'last_used_at'))
    .execute();

  // Failed authentication attempts, counted per account and per client address across instances.
  await db.schema
    .createTable('auth_failures')
    .$call(id(db))
    .addColumn('scope_key', 'text', (c) => c.notNull())
    .$call(ts(db, 'created_at', (c) => c.notNull()))
    .execute();
  await db.schema
    .createIndex('auth_failures_scope_created')
    .on('auth_failures')
    .columns(['scope_key', 'created_at'])
    .execute();

  // Fixed-window request counters (platform rate limit), shared by all instances.
  await db.schema
    .createTable('rate_limit_windows')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();

  // The transactional outbox: one row per event per target; the admin webhook endpoints read and edit it.
  await db.schema
    .createTable('webhooks')
    .$call(id(db))
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('payload', json, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_token', 'text')
    .addColumn('last_error', 'text')
    .addColumn('errors', json, (c) => c.notNull().defaultTo('[]'))
    .$call(ts(db, 'next_attempt_at', (c) => c.notNull()))
    .$call(ts(db, 'lease_until'))
    .$call(ts(db, 'created_at', (c) => c.notNull()))
    .$call(ts(db, 'delivered_at'))
    .execute();
  await db.schema
    .createIndex('webhooks_status_next_attempt')
    .on('webhooks')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('webhooks_event_type').on('webhooks').columns(['event_type', 'id']).execute();

  // Shop settings: a single row (id 1) holding a JSON document; absent until first saved.
  await db.schema
    .createTable('settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('data', json, (c) => c.notNull())
    .$call(ts(db, 'updated_at', (c) => c.notNull()))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'settings',
    'webhooks',
    'rate_limit_windows',
    'auth_failures',
    'api_keys',
    'customer_sessions',
    'customer_verification_tokens',
    'customer_addresses',
    'customers',
    'admin_refresh_tokens',
    'admin_sessions',
    'admin_users',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
