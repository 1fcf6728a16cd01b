import type { Kysely } from 'kysely';

/**
 * Admin and customer sessions are keyed by the SHA-256 of their id, so a copy of the database (a backup, a leaked
 * file) names no session a token could be signed for. The old ids were stored in plaintext and cannot be hashed by
 * a migration that both engines run (SQLite has no SHA-256), so every existing session (admin sessions with their
 * refresh tokens, customer sessions) is ended: everyone logs in again once after the upgrade.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await endAllSessions(db);
  await db.schema.alterTable('admin_sessions').renameColumn('id', 'id_hash').execute();
  await db.schema.alterTable('admin_refresh_tokens').renameColumn('session_id', 'session_id_hash').execute();
  await db.schema.alterTable('customer_sessions').renameColumn('id', 'id_hash').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await endAllSessions(db);
  await db.schema.alterTable('customer_sessions').renameColumn('id_hash', 'id').execute();
  await db.schema.alterTable('admin_refresh_tokens').renameColumn('session_id_hash', 'session_id').execute();
  await db.schema.alterTable('admin_sessions').renameColumn('id_hash', 'id').execute();
}

async function endAllSessions(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('admin_refresh_tokens').execute();
  await db.deleteFrom('admin_sessions').execute();
  await db.deleteFrom('customer_sessions').execute();
}
