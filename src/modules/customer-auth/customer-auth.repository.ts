// The customer account's own tables: verification tokens and sessions. The customers rows themselves are read and
// written through the customers module's repository.
import type { NewRow } from '../../db/database.js';
import type { Db } from '../../db/open.js';
import { fixedQuery } from '../../db/fixed-query.js';

export async function insertVerificationToken(
  executor: Db,
  values: NewRow<'customerVerificationTokens'>,
): Promise<void> {
  await executor.insertInto('customerVerificationTokens').values(values).execute();
}

export function findVerificationToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('customerVerificationTokens')
    .select(['tokenHash', 'customerId', 'expiresAt'])
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

export async function markTokenUsed(executor: Db, tokenHash: string, now: string): Promise<void> {
  await executor
    .updateTable('customerVerificationTokens')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .execute();
}

export async function insertSession(db: Db, values: NewRow<'customerSessions'>): Promise<void> {
  await db.insertInto('customerSessions').values(values).execute();
}

export async function revokeSession(db: Db, idHash: string, now: string): Promise<void> {
  await db.updateTable('customerSessions').set({ revokedAt: now }).where('idHash', '=', idHash).execute();
}

/** The session (by the SHA-256 of its id) if it belongs to the customer, is not revoked and has not expired. */
export async function findActiveSession(db: Db, idHash: string, customerId: number, now: string) {
  return (await activeSession(db, { idHash, customerId, now }))[0];
}

// Every signed-in customer request reads its session: built once (src/db/fixed-query.ts).
const activeSession = fixedQuery(
  (db, p: { idHash: string; customerId: number; now: string }) =>
    db
      .selectFrom('customerSessions')
      .select('customerId')
      .where('idHash', '=', p.idHash)
      .where('customerId', '=', p.customerId)
      .where('revokedAt', 'is', null)
      .where('expiresAt', '>', p.now),
  { prepared: true },
);
