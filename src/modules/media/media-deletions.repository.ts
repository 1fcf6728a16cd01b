import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Db } from '../../db/open.js';

/** Queues objects for removal, in the transaction that deletes their rows; first tried at `firstAttemptAt`. */
export async function queueDeletions(
  trx: Transaction<Database>,
  keys: readonly string[],
  now: string,
  firstAttemptAt: string,
): Promise<void> {
  if (keys.length === 0) return;
  await trx
    .insertInto('mediaDeletions')
    .values(keys.map((storageKey) => ({ storageKey, nextAttemptAt: firstAttemptAt, createdAt: now })))
    .execute();
}

export function findDueDeletions(db: Db, now: string, limit: number) {
  return db
    .selectFrom('mediaDeletions')
    .select(['id', 'storageKey', 'attempts'])
    .where('nextAttemptAt', '<=', now)
    .orderBy('nextAttemptAt')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function deleteDeletionsByKey(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length) await db.deleteFrom('mediaDeletions').where('storageKey', 'in', keys).execute();
}

export async function postponeDeletions(db: Db, ids: readonly number[], nextAttemptAt: string): Promise<void> {
  if (ids.length)
    await db
      .updateTable('mediaDeletions')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), nextAttemptAt }))
      .where('id', 'in', ids)
      .execute();
}

export async function countDeletions(db: Db): Promise<number> {
  const row = await db
    .selectFrom('mediaDeletions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Which of these keys a media row names, as its image or its thumbnail. */
export async function keysInUse(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('media')
    .select(['storageKey', 'thumbnailKey'])
    .where((eb) => eb.or([eb('storageKey', 'in', keys), eb('thumbnailKey', 'in', keys)]))
    .execute();
  return new Set(rows.flatMap((r) => (r.thumbnailKey ? [r.storageKey, r.thumbnailKey] : [r.storageKey])));
}
