// Plain queries on orders and their satellite tables; the executor (db or transaction) comes first.
import type { Transaction } from 'kysely';
import type { Database, NewRow, Row, RowUpdate } from '../../db/database.js';
import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import { fixedInsert, fixedQuery } from '../../db/fixed-query.js';
import { ORDER_NUMBER_BASE, type OrderRow } from './order.js';

const orderNumber = fixedQuery((db) => db.insertInto('orderNumbers').defaultValues().returning('id'), {
  prepared: true,
});

/** The next order number: unique under concurrency on both engines, never reused (gaps after a rollback are fine). */
export async function allocateOrderNumber(trx: Transaction<Database>): Promise<number> {
  const [row] = await orderNumber(trx, {});
  return ORDER_NUMBER_BASE + row!.id;
}

const orderInsert = fixedInsert('orders', (query) => query.returningAll());

export async function insertOrder(trx: Transaction<Database>, values: NewRow<'orders'>): Promise<OrderRow> {
  return (await orderInsert(trx, values))[0]!;
}

const itemInsert = fixedInsert('orderItems', (query) => query.returningAll());

export async function insertOrderItem(
  trx: Transaction<Database>,
  values: NewRow<'orderItems'>,
): Promise<Row<'orderItems'>> {
  return (await itemInsert(trx, values))[0]!;
}

export async function insertDiscounts(
  trx: Transaction<Database>,
  values: NewRow<'orderDiscounts'>[],
): Promise<Row<'orderDiscounts'>[]> {
  if (values.length === 0) return [];
  if (values.length > FIXED_DISCOUNTS) return discountsInsert(trx, values).execute();
  let run = fixedDiscounts.get(values.length);
  if (!run) fixedDiscounts.set(values.length, (run = fixedDiscountsOf(values.length)));
  return run(
    trx,
    Object.fromEntries(values.flatMap((v, i) => DISCOUNT_COLUMNS.map((c) => [`${c}${i}`, v[c] ?? null]))),
  );
}

// The promotion's name as it is now, read in the same statement: the order keeps it whatever happens to it later.
function discountsInsert(db: Db, values: NewRow<'orderDiscounts'>[]) {
  return db
    .insertInto('orderDiscounts')
    .values(
      values.map((v) => ({
        ...v,
        promotionName: db.selectFrom('promotions').select('name').where('id', '=', v.promotionId),
      })),
    )
    .returningAll();
}

const DISCOUNT_COLUMNS = ['orderId', 'orderItemId', 'promotionId', 'code', 'amountCents'] as const;

/** Orders with up to this many discount rows (nearly all) insert them with a statement compiled once per count. */
const FIXED_DISCOUNTS = 8;
const fixedDiscounts = new Map<number, ReturnType<typeof fixedDiscountsOf>>();

function fixedDiscountsOf(count: number) {
  return fixedQuery((db, p: Record<string, unknown>) =>
    discountsInsert(
      db,
      Array.from(
        { length: count },
        (_, i) => Object.fromEntries(DISCOUNT_COLUMNS.map((c) => [c, p[`${c}${i}`]])) as NewRow<'orderDiscounts'>,
      ),
    ),
  );
}

export function findDiscounts(db: Db, orderId: number): Promise<Row<'orderDiscounts'>[]> {
  return db.selectFrom('orderDiscounts').selectAll().where('orderId', '=', orderId).orderBy('id').execute();
}

/** Whether the customer (by id or e-mail) has placed an order before, cancelled ones aside: a first-order promotion's condition. */
export async function hasOrdered(db: Db, customer: { id: number | null; email: string | null }): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where((eb) =>
      eb.or([
        ...(customer.email === null ? [] : [eb('customerEmail', '=', customer.email)]),
        ...(customer.id === null ? [] : [eb('customerId', '=', customer.id)]),
      ]),
    )
    .where('status', '!=', 'cancelled')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function findOrder(db: Db, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The order row, locked until the transaction ends (PostgreSQL), so concurrent status changes apply one after the other. */
export function lockOrder(trx: Transaction<Database>, dialect: SqlDialect, id: number): Promise<OrderRow | undefined> {
  return dialect.forUpdate(trx.selectFrom('orders').selectAll().where('id', '=', id)).executeTakeFirst();
}

export function lockOrderByNumber(
  trx: Transaction<Database>,
  dialect: SqlDialect,
  orderNumber: number,
): Promise<OrderRow | undefined> {
  return dialect
    .forUpdate(trx.selectFrom('orders').selectAll().where('orderNumber', '=', orderNumber))
    .executeTakeFirst();
}

/** Ids of pending orders created before the cutoff, after afterId in id order (one page of the expiry sweep). */
export interface SweepCursor {
  createdAt: string;
  id: number;
}

/**
 * Pending orders created before the cutoff, in (createdAt, id) order after the cursor: a range of the
 * (status, created_at) index, so a page costs the same with a million orders and none of them pending (in id
 * order SQLite walked the whole table to find none).
 */
export function findExpiredPending(
  db: Db,
  cutoff: string,
  after: SweepCursor | null,
  limit: number,
): Promise<SweepCursor[]> {
  return (
    db
      .selectFrom('orders')
      .select(['id', 'createdAt'])
      .where('status', '=', 'pending')
      .where('createdAt', '<', cutoff)
      // The first condition is implied by the second; it is what lets PostgreSQL start the index range at the cursor.
      .$if(after !== null, (q) =>
        q
          .where('createdAt', '>=', after!.createdAt)
          .where((eb) => eb(eb.refTuple('createdAt', 'id'), '>', eb.tuple(after!.createdAt, after!.id))),
      )
      .orderBy('createdAt')
      .orderBy('id')
      .limit(limit)
      .execute()
  );
}

/**
 * Locks the order if it is still pending and created before the cutoff; undefined when it is not, or when another
 * transaction holds it (skipped, not awaited: a concurrent sweep or a payment callback is deciding its fate).
 */
export function claimExpiredPending(
  trx: Transaction<Database>,
  dialect: SqlDialect,
  id: number,
  cutoff: string,
): Promise<OrderRow | undefined> {
  return dialect
    .forUpdateSkipLocked(
      trx
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('createdAt', '<', cutoff),
    )
    .executeTakeFirst();
}

/** Writes the change only while the order is still in `from`; undefined when it was not. */
export function updateOrderFrom(
  trx: Transaction<Database>,
  id: number,
  from: string,
  patch: RowUpdate<'orders'>,
): Promise<OrderRow | undefined> {
  return trx
    .updateTable('orders')
    .set(patch)
    .where('id', '=', id)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();
}

export async function setPaymentStatus(
  trx: Transaction<Database>,
  id: number,
  paymentStatus: string,
  now: string,
): Promise<void> {
  await trx.updateTable('orders').set({ paymentStatus, updatedAt: now }).where('id', '=', id).execute();
}

export async function touchOrder(trx: Transaction<Database>, id: number, now: string): Promise<void> {
  await trx.updateTable('orders').set({ updatedAt: now }).where('id', '=', id).execute();
}

export function findItems(db: Db, orderId: number): Promise<Row<'orderItems'>[]> {
  return db.selectFrom('orderItems').selectAll().where('orderId', '=', orderId).orderBy('id').execute();
}

export function findHistory(db: Db, orderId: number): Promise<Row<'orderStatusHistory'>[]> {
  return db.selectFrom('orderStatusHistory').selectAll().where('orderId', '=', orderId).orderBy('id').execute();
}

const historyInsert = fixedInsert('orderStatusHistory');

export async function insertHistory(trx: Transaction<Database>, values: NewRow<'orderStatusHistory'>): Promise<void> {
  await historyInsert(trx, values);
}

export function findInvoiceOfOrder(db: Db, orderId: number): Promise<Row<'invoices'> | undefined> {
  return db.selectFrom('invoices').selectAll().where('orderId', '=', orderId).executeTakeFirst();
}

export function findInvoice(db: Db, id: number): Promise<Row<'invoices'> | undefined> {
  return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Creates the order's invoice numbered INV-YYYY-NNNNNN from its own id (unique without a counter);
 * an existing invoice is returned unchanged.
 */
export async function ensureInvoice(
  trx: Transaction<Database>,
  orderId: number,
  now: string,
): Promise<Row<'invoices'>> {
  const existing = await findInvoiceOfOrder(trx, orderId);
  if (existing) return existing;
  const placeholder = await trx
    .insertInto('invoices')
    .values({ orderId, invoiceNumber: `PENDING-${orderId}`, createdAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const invoiceNumber = `INV-${now.slice(0, 4)}-${String(placeholder.id).padStart(6, '0')}`;
  return trx
    .updateTable('invoices')
    .set({ invoiceNumber })
    .where('id', '=', placeholder.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findOrderTags(db: Db, orderId: number): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('orderTags')
    .innerJoin('tags', 'tags.id', 'orderTags.tagId')
    .select(['tags.id', 'tags.name'])
    .where('orderTags.orderId', '=', orderId)
    .orderBy('tags.name')
    .execute();
}

export function findTag(db: Db, id: number) {
  return db.selectFrom('tags').select(['id', 'name', 'createdAt']).where('id', '=', id).executeTakeFirst();
}

export function renameTag(db: Db, id: number, name: string) {
  return db
    .updateTable('tags')
    .set({ name })
    .where('id', '=', id)
    .returning(['id', 'name', 'createdAt'])
    .executeTakeFirst();
}

/** Deletes the tag; its links to orders go with it (ON DELETE CASCADE). The number of orders that had it. */
export async function deleteTag(trx: Transaction<Database>, id: number): Promise<number> {
  const { n } = await trx
    .selectFrom('orderTags')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tagId', '=', id)
    .executeTakeFirstOrThrow();
  await trx.deleteFrom('tags').where('id', '=', id).execute();
  return Number(n);
}

export function findTags(db: Db): Promise<{ id: number; name: string; createdAt: string }[]> {
  return db.selectFrom('tags').select(['id', 'name', 'createdAt']).orderBy('name').execute();
}

export function insertTag(db: Db, name: string, now: string) {
  return db
    .insertInto('tags')
    .values({ name, createdAt: now })
    .returning(['id', 'name', 'createdAt'])
    .executeTakeFirstOrThrow();
}

export async function countTags(db: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom('tags')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The order numbers of these orders, by id (ids of no order are absent). */
export async function findOrderNumbers(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('orders').select(['id', 'orderNumber']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.orderNumber]));
}

export async function replaceOrderTags(trx: Transaction<Database>, orderId: number, tagIds: number[]): Promise<void> {
  await trx.deleteFrom('orderTags').where('orderId', '=', orderId).execute();
  if (tagIds.length)
    await trx
      .insertInto('orderTags')
      .values(tagIds.map((tagId) => ({ orderId, tagId })))
      .execute();
}

/** Records a payment callback; undefined when the transaction id was recorded before (a replay). */
export function insertPaymentTransaction(trx: Transaction<Database>, values: NewRow<'paymentTransactions'>) {
  return trx
    .insertInto('paymentTransactions')
    .values(values)
    .onConflict((oc) => oc.column('transactionId').doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** The order's first succeeded payment transaction, if any. */
export function findSucceededPayment(db: Db, orderId: number) {
  return db
    .selectFrom('paymentTransactions')
    .selectAll()
    .where('orderId', '=', orderId)
    .where('result', '=', 'succeeded')
    .orderBy('id')
    .executeTakeFirst();
}

export function findPaymentTransaction(db: Db, transactionId: string) {
  return db.selectFrom('paymentTransactions').selectAll().where('transactionId', '=', transactionId).executeTakeFirst();
}

/** Orders created at or after `since`, oldest first (the live feed's window of what may still be news). */
export function findOrdersCreatedSince(db: Db, since: string, limit: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'orderNumber', 'status', 'createdAt'])
    .where('createdAt', '>=', since)
    .orderBy('createdAt')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Orders created at or after `since`, counted and summed per status and currency (the dashboard's home). */
export function sumOrdersSince(db: Db, since: string) {
  return db
    .selectFrom('orders')
    .select((eb) => [
      'status',
      'currency',
      eb.fn.countAll<number>().as('orders'),
      eb.fn.coalesce(eb.fn.sum<number>('totalCents'), eb.lit(0)).as('totalCents'),
    ])
    .where('createdAt', '>=', since)
    .groupBy(['status', 'currency'])
    .orderBy('status')
    .orderBy('currency')
    .execute();
}
