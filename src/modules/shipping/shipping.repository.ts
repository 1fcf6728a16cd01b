import type { Row, NewRow, RowUpdate } from '../../db/database.js';
import type { Db } from '../../db/open.js';
import { offsetOf, type Page, type PageRequest } from '../../shared/page.js';

export type ZoneRow = Row<'shippingZones'> & { methodCount: number };

function zonesWithCounts(db: Db) {
  return db.selectFrom('shippingZones').select((eb) => [
    'shippingZones.id',
    'shippingZones.name',
    'shippingZones.createdAt',
    'shippingZones.updatedAt',
    eb
      .selectFrom('shippingMethods')
      .select((s) => s.fn.countAll<number>().as('n'))
      .whereRef('shippingMethods.zoneId', '=', 'shippingZones.id')
      .as('methodCount'),
  ]);
}

export async function findZones(db: Db, req: PageRequest): Promise<Page<ZoneRow>> {
  const [rows, count] = await Promise.all([
    zonesWithCounts(db)
      .orderBy('shippingZones.name')
      .orderBy('shippingZones.id')
      .limit(req.limit)
      .offset(offsetOf(req))
      .execute(),
    db
      .selectFrom('shippingZones')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({ ...r, methodCount: Number(r.methodCount) })),
    total: Number(count.n),
    page: req.page,
    limit: req.limit,
  };
}

export async function findZone(db: Db, id: number): Promise<ZoneRow | undefined> {
  const row = await zonesWithCounts(db).where('shippingZones.id', '=', id).executeTakeFirst();
  return row ? { ...row, methodCount: Number(row.methodCount) } : undefined;
}

export function insertZone(db: Db, values: NewRow<'shippingZones'>) {
  return db.insertInto('shippingZones').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateZone(db: Db, id: number, patch: RowUpdate<'shippingZones'>) {
  return db.updateTable('shippingZones').set(patch).where('id', '=', id).returningAll().executeTakeFirst();
}

/** The zone's own row, without the method count. */
export function findZoneRow(db: Db, id: number) {
  return db.selectFrom('shippingZones').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Deleting a zone deletes its methods (foreign key cascade). Answers the deleted zone row. */
export function deleteZone(db: Db, id: number) {
  return db.deleteFrom('shippingZones').where('id', '=', id).returningAll().executeTakeFirst();
}

export function findMethods(db: Db, filter: { zoneId?: number; activeOnly?: boolean }) {
  let q = db.selectFrom('shippingMethods').selectAll();
  if (filter.zoneId !== undefined) q = q.where('zoneId', '=', filter.zoneId);
  if (filter.activeOnly) q = q.where('isActive', '=', 1);
  return q.orderBy('zoneId').orderBy('priceCents').orderBy('id').execute();
}

export function findMethod(db: Db, id: number) {
  return db.selectFrom('shippingMethods').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertMethod(db: Db, values: NewRow<'shippingMethods'>) {
  return db.insertInto('shippingMethods').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateMethod(db: Db, id: number, patch: RowUpdate<'shippingMethods'>) {
  return db.updateTable('shippingMethods').set(patch).where('id', '=', id).returningAll().executeTakeFirst();
}

/** The deleted row, or undefined when there was none. */
export function deleteMethod(db: Db, id: number) {
  return db.deleteFrom('shippingMethods').where('id', '=', id).returningAll().executeTakeFirst();
}
