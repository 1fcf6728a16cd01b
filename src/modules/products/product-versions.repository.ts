import type { Transaction } from 'kysely';
import type { Database, NewRow, Row } from '../../db/database.js';
import type { Db } from '../../db/open.js';

export type VersionRow = Row<'productVersions'>;

/** The next version number of the product; call it while holding the product's row lock, so two changes cannot take the same one. */
export async function nextVersionNumber(trx: Transaction<Database>, productId: number): Promise<number> {
  const row = await trx
    .selectFrom('productVersions')
    .select((eb) => eb.fn.max('versionNumber').as('last'))
    .where('productId', '=', productId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export async function insertVersion(trx: Transaction<Database>, values: NewRow<'productVersions'>): Promise<void> {
  await trx.insertInto('productVersions').values(values).execute();
}

/** The versions of a product without their snapshots, oldest first (the unique (product_id, version_number) index). */
export function findVersions(db: Db, productId: number) {
  return db
    .selectFrom('productVersions')
    .select(['versionNumber', 'changedBy', 'changeReason', 'batchId', 'createdAt'])
    .where('productId', '=', productId)
    .orderBy('versionNumber')
    .execute();
}

export function findVersion(db: Db, productId: number, versionNumber: number): Promise<VersionRow | undefined> {
  return db
    .selectFrom('productVersions')
    .selectAll()
    .where('productId', '=', productId)
    .where('versionNumber', '=', versionNumber)
    .executeTakeFirst();
}
