// Queries over product_batches (migration 0030) and the versions that make up a batch.
import type { Transaction } from 'kysely';
import type { Database, NewRow, Row } from '../../db/database.js';
import type { Db } from '../../db/open.js';

export type BatchRow = Row<'productBatches'>;

export function findBatch(db: Db, batchId: string): Promise<BatchRow | undefined> {
  return db.selectFrom('productBatches').selectAll().where('batchId', '=', batchId).executeTakeFirst();
}

/** Inserts the batch unless it exists (a batch id sent again extends its batch); answers the stored row. */
export async function ensureBatch(db: Db, values: NewRow<'productBatches'>): Promise<BatchRow> {
  await db
    .insertInto('productBatches')
    .values(values)
    .onConflict((oc) => oc.column('batchId').doNothing())
    .execute();
  return (await findBatch(db, values.batchId))!;
}

export async function setBatchFields(db: Db, batchId: string, fields: string): Promise<void> {
  await db.updateTable('productBatches').set({ fields }).where('batchId', '=', batchId).execute();
}

/**
 * Claims the batch for one revert: a single conditional UPDATE, so of concurrent reverts exactly one wins. A claim
 * older than staleBefore (its process died) may be taken over; the revert batch id, once chosen, stays.
 */
export function claimRevert(
  db: Db,
  c: { batchId: string; revertBatchId: string; now: string; staleBefore: string },
): Promise<BatchRow | undefined> {
  return db
    .updateTable('productBatches')
    .set((eb) => ({
      status: 'reverting',
      revertStartedAt: c.now,
      revertBatchId: eb.fn.coalesce('revertBatchId', eb.val(c.revertBatchId)),
    }))
    .where('batchId', '=', c.batchId)
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['applied', 'partially_reverted']),
        eb.and([eb('status', '=', 'reverting'), eb('revertStartedAt', '<', c.staleBefore)]),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
}

/**
 * Ends a revert claimed at startedAt with its status (and who reverted, when); a later claim (after a takeover) is
 * left alone. Without revertedBy the claim is only given back (the revert stopped before its first product).
 */
export async function finishRevert(
  db: Db,
  c: { batchId: string; startedAt: string; status: string; revertedBy?: string; now?: string },
): Promise<void> {
  await db
    .updateTable('productBatches')
    .set({
      status: c.status,
      revertStartedAt: null,
      ...(c.revertedBy ? { revertedBy: c.revertedBy, revertedAt: c.now } : {}),
    })
    .where('batchId', '=', c.batchId)
    .where('status', '=', 'reverting')
    .where('revertStartedAt', '=', c.startedAt)
    .execute();
}

/** The versions a batch wrote, by product and version number (index product_versions_batch_id). */
export function findBatchVersions(db: Db, batchId: string) {
  return db
    .selectFrom('productVersions')
    .select(['productId', 'versionNumber', 'snapshot', 'createdAt'])
    .where('batchId', '=', batchId)
    .orderBy('productId')
    .orderBy('versionNumber')
    .execute();
}

/** Whether the product has a version written by the batch; read under the product's row lock. */
export async function productInBatch(trx: Transaction<Database>, productId: number, batchId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('productVersions')
    .select('id')
    .where('productId', '=', productId)
    .where('batchId', '=', batchId)
    .executeTakeFirst();
  return row !== undefined;
}
