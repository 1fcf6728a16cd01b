// Queries over idempotency_keys (migration 0025). Every write is guarded by the claimant's token, so a request
// whose claim was taken over can neither store its answer nor release the new claim.
import type { Db } from '../../db/open.js';
import type { IdempotencyKeysTable } from './idempotency.table.js';

export type NewClaim = Pick<
  IdempotencyKeysTable,
  'scope' | 'idempotencyKey' | 'fingerprint' | 'token' | 'lockedUntil' | 'createdAt' | 'expiresAt'
>;

/** Inserts the claim unless the key exists in its scope; true when this call created it. */
export async function insertClaim(db: Db, claim: NewClaim): Promise<boolean> {
  const row = await db
    .insertInto('idempotencyKeys')
    .values({ ...claim, responseStatus: null, responseBody: null })
    .onConflict((oc) => oc.columns(['scope', 'idempotencyKey']).doNothing())
    .returning('token')
    .executeTakeFirst();
  return row !== undefined;
}

export function findKey(db: Db, scope: string, idempotencyKey: string) {
  return db
    .selectFrom('idempotencyKeys')
    .selectAll()
    .where('scope', '=', scope)
    .where('idempotencyKey', '=', idempotencyKey)
    .executeTakeFirst();
}

/**
 * Replaces a claim read with `staleToken` by a new one, if it is still expired, or still unanswered with its lock
 * run out; false when another request answered, took over or renewed it in between.
 */
export async function takeOverClaim(db: Db, staleToken: string, claim: NewClaim): Promise<boolean> {
  const now = claim.createdAt;
  const r = await db
    .updateTable('idempotencyKeys')
    .set({ ...claim, responseStatus: null, responseBody: null })
    .where('scope', '=', claim.scope)
    .where('idempotencyKey', '=', claim.idempotencyKey)
    .where('token', '=', staleToken)
    .where((eb) =>
      eb.or([eb('expiresAt', '<=', now), eb.and([eb('responseStatus', 'is', null), eb('lockedUntil', '<=', now)])]),
    )
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Stores the answer of the claim; false when the claim is no longer this token's. */
export async function storeAnswer(
  db: Db,
  scope: string,
  idempotencyKey: string,
  token: string,
  status: number,
  body: string,
): Promise<boolean> {
  const r = await db
    .updateTable('idempotencyKeys')
    .set({ responseStatus: status, responseBody: body })
    .where('scope', '=', scope)
    .where('idempotencyKey', '=', idempotencyKey)
    .where('token', '=', token)
    .where('responseStatus', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Removes an unanswered claim of this token, so the key can be used again at once. */
export async function deleteClaim(db: Db, scope: string, idempotencyKey: string, token: string): Promise<void> {
  await db
    .deleteFrom('idempotencyKeys')
    .where('scope', '=', scope)
    .where('idempotencyKey', '=', idempotencyKey)
    .where('token', '=', token)
    .where('responseStatus', 'is', null)
    .execute();
}

/** Deletes at most `limit` keys expired at `now` (oldest first); returns how many. */
export async function deleteExpired(db: Db, now: string, limit: number): Promise<number> {
  const r = await db
    .deleteFrom('idempotencyKeys')
    .where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple('scope', 'idempotencyKey'),
        'in',
        selectFrom('idempotencyKeys')
          .select(['scope', 'idempotencyKey'])
          .where('expiresAt', '<=', now)
          .orderBy('expiresAt')
          .limit(limit)
          .$asTuple('scope', 'idempotencyKey'),
      ),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
