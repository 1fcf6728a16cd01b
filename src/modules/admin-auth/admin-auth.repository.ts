// Admin sessions and their refresh tokens (admin_sessions, admin_refresh_tokens). The admin_users rows are read through
// the admin-users module's repository; findActiveSessionAdmin joins them only so authentication stays one query.
// Sessions are keyed by the SHA-256 of their id (idHash): the service hashes, these functions never see an id.
import type { NewRow } from '../../db/database.js';
import type { Db } from '../../db/open.js';
import { fixedQuery } from '../../db/fixed-query.js';
import type { AdminUserRow } from '../admin-users/admin-users.repository.js';

export async function insertSession(db: Db, values: NewRow<'adminSessions'>): Promise<void> {
  await db.insertInto('adminSessions').values(values).execute();
}

/** Leaves an already revoked session as it was (its first revokedAt stays). */
export async function revokeSession(db: Db, idHash: string, now: string): Promise<void> {
  await db
    .updateTable('adminSessions')
    .set({ revokedAt: now })
    .where('idHash', '=', idHash)
    .where('revokedAt', 'is', null)
    .execute();
}

/** Revokes every open session of the admin (a password set by someone else signs them out). */
export async function revokeSessionsOfAdmin(db: Db, adminId: number, now: string): Promise<void> {
  await db
    .updateTable('adminSessions')
    .set({ revokedAt: now })
    .where('adminId', '=', adminId)
    .where('revokedAt', 'is', null)
    .execute();
}

export type SessionAdminRow = AdminUserRow & { sessionExpiresAt: string };

/** The admin of an unrevoked session, with the session's expiry (which the caller checks: the row may be kept). */
export async function findActiveSessionAdmin(
  db: Db,
  sessionIdHash: string,
  adminId: number,
): Promise<SessionAdminRow | undefined> {
  return (await activeSessionAdmin(db, { sessionIdHash, adminId }))[0];
}

// Every admin request reads its session: built once (src/db/fixed-query.ts).
const activeSessionAdmin = fixedQuery((db, p: { sessionIdHash: string; adminId: number }) =>
  db
    .selectFrom('adminSessions as s')
    .innerJoin('adminUsers as u', 'u.id', 's.adminId')
    .selectAll('u')
    .select('s.expiresAt as sessionExpiresAt')
    .where('s.idHash', '=', p.sessionIdHash)
    .where('s.adminId', '=', p.adminId)
    .where('s.revokedAt', 'is', null),
);

export async function insertRefreshToken(db: Db, values: NewRow<'adminRefreshTokens'>): Promise<void> {
  await db.insertInto('adminRefreshTokens').values(values).execute();
}

/** The token with its session, whether used, revoked or expired: the caller decides. */
export function findRefreshToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('adminRefreshTokens as t')
    .innerJoin('adminSessions as s', 's.idHash', 't.sessionIdHash')
    .select([
      't.tokenHash',
      't.usedAt',
      't.successorSealed',
      's.idHash as sessionIdHash',
      's.adminId',
      's.expiresAt',
      's.revokedAt',
    ])
    .where('t.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Marks the token used, with its sealed successor, if it was unused: check and write in one statement; false when it
 * had been used already.
 */
export async function claimRefreshToken(
  db: Db,
  tokenHash: string,
  now: string,
  successorSealed: string,
): Promise<boolean> {
  const r = await db
    .updateTable('adminRefreshTokens')
    .set({ usedAt: now, successorSealed })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteRefreshToken(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('adminRefreshTokens').where('tokenHash', '=', tokenHash).execute();
}
