import type { NewRow, RowUpdate } from '../../db/database.js';
import type { Db } from '../../db/open.js';
import { offsetOf, type Page, type PageRequest } from '../../shared/page.js';

function classesWithCounts(db: Db) {
  return db.selectFrom('taxClasses').select((eb) => [
    'taxClasses.id',
    'taxClasses.code',
    'taxClasses.name',
    'taxClasses.builtIn',
    'taxClasses.createdAt',
    'taxClasses.updatedAt',
    eb
      .selectFrom('taxRates')
      .select((s) => s.fn.countAll<number>().as('n'))
      .whereRef('taxRates.taxClassId', '=', 'taxClasses.id')
      .as('rateCount'),
  ]);
}

export type ClassRow = Awaited<ReturnType<ReturnType<typeof classesWithCounts>['executeTakeFirstOrThrow']>>;

export async function findClasses(db: Db, req: PageRequest): Promise<Page<ClassRow>> {
  const [rows, count] = await Promise.all([
    classesWithCounts(db)
      .orderBy('taxClasses.builtIn', 'desc')
      .orderBy('taxClasses.id')
      .limit(req.limit)
      .offset(offsetOf(req))
      .execute(),
    db
      .selectFrom('taxClasses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows, total: Number(count.n), page: req.page, limit: req.limit };
}

export function findClass(db: Db, id: number) {
  return classesWithCounts(db).where('taxClasses.id', '=', id).executeTakeFirst();
}

/** Every class's id and code: few rows, read whole. */
export function findClassCodes(db: Db) {
  return db.selectFrom('taxClasses').select(['id', 'code', 'builtIn']).execute();
}

export function insertClass(db: Db, values: NewRow<'taxClasses'>) {
  return db.insertInto('taxClasses').values(values).returningAll().executeTakeFirstOrThrow();
}

export function findClassRow(db: Db, id: number) {
  return db.selectFrom('taxClasses').selectAll().where('id', '=', id).executeTakeFirst();
}

export function updateClass(db: Db, id: number, patch: RowUpdate<'taxClasses'>) {
  return db.updateTable('taxClasses').set(patch).where('id', '=', id).returningAll().executeTakeFirst();
}

export function deleteClass(db: Db, id: number) {
  return db.deleteFrom('taxClasses').where('id', '=', id).returningAll().executeTakeFirst();
}

function ratesWithClass(db: Db) {
  return db
    .selectFrom('taxRates')
    .innerJoin('taxClasses', 'taxClasses.id', 'taxRates.taxClassId')
    .select([
      'taxRates.id',
      'taxRates.taxClassId',
      'taxClasses.code as taxClassCode',
      'taxRates.country',
      'taxRates.region',
      'taxRates.rateBp',
      'taxRates.createdAt',
      'taxRates.updatedAt',
    ]);
}

export type RateRow = Awaited<ReturnType<ReturnType<typeof ratesWithClass>['executeTakeFirstOrThrow']>>;

export interface RateFilter {
  country?: string;
  taxClassId?: number;
}

function filtered(db: Db, filter: RateFilter) {
  let q = ratesWithClass(db);
  if (filter.country !== undefined) q = q.where('taxRates.country', '=', filter.country);
  if (filter.taxClassId !== undefined) q = q.where('taxRates.taxClassId', '=', filter.taxClassId);
  return q;
}

export async function findRates(db: Db, filter: RateFilter, req: PageRequest): Promise<Page<RateRow>> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .orderBy('taxRates.country')
      .orderBy('taxRates.region')
      .orderBy('taxRates.taxClassId')
      .limit(req.limit)
      .offset(offsetOf(req))
      .execute(),
    filtered(db, filter)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows, total: Number(count.n), page: req.page, limit: req.limit };
}

/** Every rate with its class's code: what a tax calculation reads (a few hundred rows at most). */
export function findAllRates(db: Db) {
  return ratesWithClass(db).execute();
}

export function findRate(db: Db, id: number) {
  return ratesWithClass(db).where('taxRates.id', '=', id).executeTakeFirst();
}

export function findRateAt(db: Db, zone: { taxClassId: number; country: string; region: string }) {
  return db
    .selectFrom('taxRates')
    .selectAll()
    .where('taxClassId', '=', zone.taxClassId)
    .where('country', '=', zone.country)
    .where('region', '=', zone.region)
    .executeTakeFirst();
}

export function findRateRow(db: Db, id: number) {
  return db.selectFrom('taxRates').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The zones (country and region) a class has rates in: who uses the class. */
export function findRateZonesOfClass(db: Db, taxClassId: number) {
  return db
    .selectFrom('taxRates')
    .select(['country', 'region'])
    .where('taxClassId', '=', taxClassId)
    .orderBy('country')
    .orderBy('region')
    .execute();
}

export async function countProductsOfClass(db: Db, taxClassId: number): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('taxClassId', '=', taxClassId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertRate(db: Db, values: NewRow<'taxRates'>) {
  return db.insertInto('taxRates').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateRate(db: Db, id: number, patch: RowUpdate<'taxRates'>) {
  return db.updateTable('taxRates').set(patch).where('id', '=', id).returningAll().executeTakeFirst();
}

export function deleteRate(db: Db, id: number) {
  return db.deleteFrom('taxRates').where('id', '=', id).returningAll().executeTakeFirst();
}

/**
 * The OSS report's orders (docs/tax.md, "OSS report"): placed in [from, to), in a status that counts as a sale, not
 * reverse-charged (business sales are not in the OSS return). Destination and breakdown are read in code (JSON).
 */
export function findOssOrders(db: Db, range: { from: string; to: string }, statuses: readonly string[]) {
  return db
    .selectFrom('orders')
    .select(['id', 'shippingAddress', 'taxLines', 'taxCents', 'totalCents'])
    .where('createdAt', '>=', range.from)
    .where('createdAt', '<', range.to)
    .where('status', 'in', statuses)
    .where('reverseCharge', '=', 0)
    .orderBy('id')
    .execute();
}
