// Queries over saved_views. Plain functions, the executor first.
import type { NewRow, RowUpdate } from '../../db/database.js';
import type { Db } from '../../db/open.js';

const columns = ['id', 'ownerId', 'name', 'filter', 'shared', 'pinned', 'position', 'createdAt', 'updatedAt'] as const;

/** The shared views and the owner's personal ones: pinned first, then by position, then oldest first. */
export function findVisibleViews(db: Db, ownerId: number) {
  return db
    .selectFrom('savedViews')
    .select(columns)
    .where((eb) => eb.or([eb('shared', '=', 1), eb('ownerId', '=', ownerId)]))
    .orderBy('pinned', 'desc')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findView(db: Db, id: number) {
  return db.selectFrom('savedViews').select(columns).where('id', '=', id).executeTakeFirst();
}

export async function countOwnViews(db: Db, ownerId: number): Promise<number> {
  const row = await db
    .selectFrom('savedViews')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ownerId', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertView(db: Db, values: NewRow<'savedViews'>) {
  return db.insertInto('savedViews').values(values).returning(columns).executeTakeFirstOrThrow();
}

export function updateView(db: Db, id: number, values: RowUpdate<'savedViews'>) {
  return db.updateTable('savedViews').set(values).where('id', '=', id).returning(columns).executeTakeFirst();
}

export async function deleteView(db: Db, id: number): Promise<boolean> {
  const r = await db.deleteFrom('savedViews').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
