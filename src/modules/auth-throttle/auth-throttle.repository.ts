// Queries over the auth_failures table: one row per guarded attempt and scope key.
import type { Db } from '../../db/open.js';

/** One row per key, all stamped `now`; returns their ids. */
export async function insertFailures(db: Db, scopeKeys: string[], now: string): Promise<number[]> {
  const rows = await db
    .insertInto('authFailures')
    .values(scopeKeys.map((scopeKey) => ({ scopeKey, createdAt: now })))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** The failures of each key recorded after `since`; keys without any are left out. */
export function countFailuresSince(db: Db, scopeKeys: string[], since: string) {
  return db
    .selectFrom('authFailures')
    .select((eb) => ['scopeKey', eb.fn.countAll<number>().as('n')])
    .where('scopeKey', 'in', scopeKeys)
    .where('createdAt', '>', since)
    .groupBy('scopeKey')
    .execute();
}

/** The n-th newest failure of the key recorded after `since` (n counts from 1), if there are that many. */
export function findNthNewestFailure(db: Db, scopeKey: string, since: string, n: number) {
  return db
    .selectFrom('authFailures')
    .select('createdAt')
    .where('scopeKey', '=', scopeKey)
    .where('createdAt', '>', since)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .offset(n - 1)
    .executeTakeFirst();
}

export async function deleteFailures(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('authFailures').where('id', 'in', ids).execute();
}

/** Failures of the keys recorded at or before `until`, i.e. out of the window. */
export async function deleteFailuresUntil(db: Db, scopeKeys: string[], until: string): Promise<void> {
  await db.deleteFrom('authFailures').where('scopeKey', 'in', scopeKeys).where('createdAt', '<=', until).execute();
}

export async function deleteFailuresByKey(db: Db, scopeKey: string): Promise<void> {
  await db.deleteFrom('authFailures').where('scopeKey', '=', scopeKey).execute();
}

/** The newest failure of the key recorded after `since`, other than the row `exceptId` (the attempt being checked). */
export function findNewestFailureExcept(db: Db, scopeKey: string, since: string, exceptId: number) {
  return db
    .selectFrom('authFailures')
    .select('createdAt')
    .where('scopeKey', '=', scopeKey)
    .where('createdAt', '>', since)
    .where('id', '<>', exceptId)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}
