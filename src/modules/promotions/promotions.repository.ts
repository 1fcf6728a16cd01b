import type { InferResult, Transaction } from 'kysely';
import type { Database, NewRow, Row, RowUpdate } from '../../db/database.js';
import type { SqlDialect } from '../../db/dialect.js';
import type { Db } from '../../db/open.js';
import { fixedCompilable, fixedQuery } from '../../db/fixed-query.js';
import { offsetOf, type Page, type PageRequest } from '../../shared/page.js';

export type PromotionRow = Row<'promotions'>;
export type CodeRow = Row<'promotionCodes'>;

export async function findPromotions(db: Db, req: PageRequest, status?: string): Promise<Page<PromotionRow>> {
  let rows = db.selectFrom('promotions').selectAll();
  let count = db.selectFrom('promotions').select((eb) => eb.fn.countAll<number>().as('n'));
  if (status !== undefined) {
    rows = rows.where('status', '=', status);
    count = count.where('status', '=', status);
  }
  const [items, n] = await Promise.all([
    rows.orderBy('id', 'desc').limit(req.limit).offset(offsetOf(req)).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(n.n), page: req.page, limit: req.limit };
}

export function findPromotion(db: Db, id: number) {
  return db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Codes joined to their promotions: the quote's one read of what the shopper entered. */
function codesWithPromotions(db: Db) {
  return db
    .selectFrom('promotionCodes as c')
    .innerJoin('promotions', 'promotions.id', 'c.promotionId')
    .selectAll('promotions')
    .select([
      'c.id as codeId',
      'c.code as codeText',
      'c.usageLimit as codeUsageLimit',
      'c.used as codeUsed',
      'c.createdAt as codeCreatedAt',
    ]);
}

/** A checkout with a code nearly always has one: that read compiled once (the checkout's hot path). */
const oneCodeWithPromotion = fixedQuery<{ code: string }, InferResult<ReturnType<typeof codesWithPromotions>>[number]>(
  (db, p) => codesWithPromotions(db).where('c.code', '=', p.code),
);

/** The entered codes that exist, each with its promotion: what a quote needs of them, in one read. */
export async function findCodesWithPromotions(
  db: Db,
  codes: string[],
): Promise<{ codes: CodeRow[]; promotions: PromotionRow[] }> {
  if (codes.length === 0) return { codes: [], promotions: [] };
  const rows =
    codes.length === 1
      ? await oneCodeWithPromotion(db, { code: codes[0]! })
      : await codesWithPromotions(db).where('c.code', 'in', codes).execute();
  const promotions = new Map<number, PromotionRow>();
  const found = rows.map(({ codeId, codeText, codeUsageLimit, codeUsed, codeCreatedAt, ...promotion }) => {
    promotions.set(promotion.id, promotion);
    return {
      id: codeId,
      promotionId: promotion.id,
      code: codeText,
      usageLimit: codeUsageLimit,
      used: codeUsed,
      createdAt: codeCreatedAt,
    };
  });
  return { codes: found, promotions: [...promotions.values()] };
}

const keyShareOne = fixedCompilable((db, p: { id: number }, dialect: SqlDialect) =>
  dialect.forKeyShare(db.selectFrom('promotions').selectAll().where('id', '=', p.id)),
);

/**
 * The promotions of `ids`, key-share-locked until the transaction ends, in id order (PostgreSQL): checkouts holding a
 * use of one run side by side (and may still take a limited one's counter), while an edit, which locks its row
 * FOR UPDATE (lockPromotion), waits for them; one that gives the promotion a limit then counts their uses (docs/
 * promotions.md, "Limits"). Read as they are now, so a limit set meanwhile is seen.
 */
export async function keySharePromotions(trx: Transaction<Database>, dialect: SqlDialect, ids: number[]) {
  if (ids.length === 0) return [];
  // Nearly every order holds one promotion: that statement is built once.
  if (ids.length === 1) return (await trx.executeQuery(keyShareOne(trx, { id: ids[0]! }, dialect).compile())).rows;
  return dialect.forKeyShare(trx.selectFrom('promotions').selectAll().where('id', 'in', ids).orderBy('id')).execute();
}

/** The uses held now (redemptions not released) per promotion of `ids`. */
export async function heldUses(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('promotionRedemptions')
    .select(['promotionId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('promotionId', 'in', ids)
    .where('releasedAt', 'is', null)
    .groupBy('promotionId')
    .execute();
  return new Map(rows.map((r) => [r.promotionId, Number(r.n)]));
}

/** The uses held now per code of `ids`. */
export async function heldCodeUses(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('promotionRedemptions')
    .select(['codeId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('codeId', 'in', ids)
    .where('releasedAt', 'is', null)
    .groupBy('codeId')
    .execute();
  return new Map(rows.map((r) => [r.codeId!, Number(r.n)]));
}

/** Locks the promotion's row until the transaction ends (PostgreSQL), so an If-Match check and its write are one step. */
export function lockPromotion(trx: Transaction<Database>, dialect: SqlDialect, id: number) {
  return dialect.forUpdate(trx.selectFrom('promotions').selectAll().where('id', '=', id)).executeTakeFirst();
}

export function insertPromotion(db: Db, values: NewRow<'promotions'>) {
  return db.insertInto('promotions').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updatePromotion(db: Db, id: number, patch: RowUpdate<'promotions'>) {
  return db.updateTable('promotions').set(patch).where('id', '=', id).returningAll().executeTakeFirst();
}

/** The active automatic promotions: the candidates every quote starts from. */
export function findActiveAutomatic(db: Db) {
  return db.selectFrom('promotions').selectAll().where('status', '=', 'active').where('automatic', '=', 1).execute();
}

export async function findCodesOf(db: Db, promotionId: number, req: PageRequest): Promise<Page<CodeRow>> {
  const [items, n] = await Promise.all([
    db
      .selectFrom('promotionCodes')
      .selectAll()
      .where('promotionId', '=', promotionId)
      .orderBy('id')
      .limit(req.limit)
      .offset(offsetOf(req))
      .execute(),
    db
      .selectFrom('promotionCodes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('promotionId', '=', promotionId)
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(n.n), page: req.page, limit: req.limit };
}

/** The next batch of a promotion's codes after `afterId` (keyset: the export reads a page per call). */
export function codesAfter(db: Db, promotionId: number, afterId: number, limit: number) {
  return db
    .selectFrom('promotionCodes')
    .selectAll()
    .where('promotionId', '=', promotionId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function countCodes(db: Db, promotionId: number): Promise<number> {
  const r = await db
    .selectFrom('promotionCodes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('promotionId', '=', promotionId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Inserts the codes; a code that exists already (in any promotion) is skipped. Returns the codes inserted. */
export async function insertCodesIgnoringTaken(db: Db, rows: NewRow<'promotionCodes'>[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('promotionCodes')
    .values(rows)
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('code')
    .execute();
  return inserted.map((r) => r.code);
}

/** Promotions of `ids` the customer keys already hold a once-per-customer use of. */
export async function findCustomerUses(db: Db, ids: number[], keys: string[]): Promise<number[]> {
  if (ids.length === 0 || keys.length === 0) return [];
  const rows = await db
    .selectFrom('promotionCustomerUses')
    .select('promotionId')
    .distinct()
    .where('promotionId', 'in', ids)
    .where('customerKey', 'in', keys)
    .execute();
  return rows.map((r) => r.promotionId);
}

// The limits (docs/promotions.md, "Limits"): each take is one conditional write, so two transactions can never both
// see room for the last use; PostgreSQL re-checks the WHERE on the row a concurrent writer committed. The counters
// (`used`) are kept only while a limit is set: a promotion or code without one takes no row lock per order, and its
// uses are counted from the redemptions when read.

/** One use of the promotion, if it is active and below its limit; false when not. */
export async function takePromotionUse(trx: Transaction<Database>, promotionId: number): Promise<boolean> {
  const r = await trx
    .updateTable('promotions')
    .set((eb) => ({ used: eb('used', '+', 1) }))
    .where('id', '=', promotionId)
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('usageLimit', 'is', null), eb('used', '<', eb.ref('usageLimit'))]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** One use of the code (of that promotion), if below its limit; false when not. */
export async function takeCodeUse(trx: Transaction<Database>, codeId: number, promotionId: number): Promise<boolean> {
  const r = await trx
    .updateTable('promotionCodes')
    .set((eb) => ({ used: eb('used', '+', 1) }))
    .where('id', '=', codeId)
    .where('promotionId', '=', promotionId)
    .where((eb) => eb.or([eb('usageLimit', 'is', null), eb('used', '<', eb.ref('usageLimit'))]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * The customer's once-per-customer row under each key; false when any key holds one already. ON CONFLICT DO
 * NOTHING rather than a caught unique violation: on PostgreSQL a failed statement would abort the order's transaction.
 */
export async function takeCustomerUse(
  trx: Transaction<Database>,
  promotionId: number,
  keys: string[],
  orderId: number,
  now: string,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('promotionCustomerUses')
    .values(keys.map((customerKey) => ({ promotionId, customerKey, orderId, createdAt: now })))
    .onConflict((oc) => oc.columns(['promotionId', 'customerKey']).doNothing())
    .returning('customerKey')
    .execute();
  return inserted.length === keys.length;
}

const redemptionInsert = fixedQuery(
  (db, p: { promotionId: number; codeId: number | null; orderId: number; createdAt: string }) =>
    db
      .insertInto('promotionRedemptions')
      .values({ promotionId: p.promotionId, codeId: p.codeId, orderId: p.orderId, createdAt: p.createdAt })
      .onConflict((oc) => oc.columns(['orderId', 'promotionId']).doNothing())
      .returning('id'),
);

/** The order's use of the promotion; undefined when the order holds one already. */
export async function insertRedemption(
  trx: Transaction<Database>,
  values: { promotionId: number; codeId: number | null; orderId: number; createdAt: string },
) {
  return (await redemptionInsert(trx, values))[0];
}

/** Marks the order's held uses released and returns them: one statement, so two releases cannot both give them back. */
export function claimRelease(trx: Transaction<Database>, orderId: number, now: string) {
  return trx
    .updateTable('promotionRedemptions')
    .set({ releasedAt: now })
    .where('orderId', '=', orderId)
    .where('releasedAt', 'is', null)
    .returning(['promotionId', 'codeId'])
    .execute();
}

export async function giveBackUses(
  trx: Transaction<Database>,
  orderId: number,
  uses: { promotionId: number; codeId: number | null }[],
): Promise<void> {
  for (const u of uses) {
    await trx
      .updateTable('promotions')
      .set((eb) => ({ used: eb('used', '-', 1) }))
      .where('id', '=', u.promotionId)
      .where('usageLimit', 'is not', null)
      .where('used', '>', 0)
      .execute();
    if (u.codeId !== null)
      await trx
        .updateTable('promotionCodes')
        .set((eb) => ({ used: eb('used', '-', 1) }))
        .where('id', '=', u.codeId)
        .where('usageLimit', 'is not', null)
        .where('used', '>', 0)
        .execute();
  }
  await trx.deleteFrom('promotionCustomerUses').where('orderId', '=', orderId).execute();
}

/**
 * What each promotion brought, over the orders that hold a use of it: an order cancelled (by hand or expired unpaid)
 * gave its use back (released) and is not counted; paid, shipped and refunded ones are. Two grouped reads for a
 * page of promotions, whatever its length.
 */
export async function reportsOf(
  db: Db,
  promotionIds: readonly number[],
): Promise<Map<number, { orders: number; revenueCents: number; discountCents: number }>> {
  const reports = new Map(promotionIds.map((id) => [id, { orders: 0, revenueCents: 0, discountCents: 0 }]));
  if (promotionIds.length === 0) return reports;
  const held = db
    .selectFrom('promotionRedemptions')
    .innerJoin('orders', 'orders.id', 'promotionRedemptions.orderId')
    .where('promotionRedemptions.promotionId', 'in', [...promotionIds])
    .where('promotionRedemptions.releasedAt', 'is', null)
    .where('orders.status', '!=', 'cancelled');
  const [orders, discounts] = await Promise.all([
    held
      .select((eb) => [
        'promotionRedemptions.promotionId',
        eb.fn.countAll<number | string>().as('orders'),
        eb.fn.sum<number | string | null>('orders.totalCents').as('revenueCents'),
      ])
      .groupBy('promotionRedemptions.promotionId')
      .execute(),
    held
      .innerJoin('orderDiscounts', (join) =>
        join
          .onRef('orderDiscounts.orderId', '=', 'orders.id')
          .onRef('orderDiscounts.promotionId', '=', 'promotionRedemptions.promotionId'),
      )
      .select((eb) => [
        'promotionRedemptions.promotionId',
        eb.fn.sum<number | string | null>('orderDiscounts.amountCents').as('discountCents'),
      ])
      .groupBy('promotionRedemptions.promotionId')
      .execute(),
  ]);
  for (const r of orders) {
    const report = reports.get(r.promotionId)!;
    report.orders = Number(r.orders);
    report.revenueCents = Number(r.revenueCents ?? 0);
  }
  for (const r of discounts) reports.get(r.promotionId)!.discountCents = Number(r.discountCents ?? 0);
  return reports;
}

/** reportsOf for one promotion. */
export async function reportOf(db: Db, promotionId: number) {
  return (await reportsOf(db, [promotionId])).get(promotionId)!;
}
