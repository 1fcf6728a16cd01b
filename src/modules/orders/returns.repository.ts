import type { Transaction } from 'kysely';
import type { Database, NewRow, Row, RowUpdate } from '../../db/database.js';
import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import { paginate } from '../../db/paginate.js';
import type { Page, PageRequest } from '../../shared/page.js';

export interface ReturnFilter {
  status?: string;
  orderId?: number;
}

export type ReturnRow = Row<'returns'> & { orderNumber: number };

export interface ReturnItemRow {
  id: number;
  returnId: number;
  orderItemId: number;
  quantity: number;
  productId: number | null;
  variantId: number | null;
  productName: string;
  variantName: string | null;
  sku: string;
  unitPriceCents: number;
}

function returnsWithOrder(db: Db) {
  return db
    .selectFrom('returns')
    .innerJoin('orders', 'orders.id', 'returns.orderId')
    .selectAll('returns')
    .select('orders.orderNumber');
}

export function findReturnsPage(db: Db, filter: ReturnFilter, req: PageRequest): Promise<Page<ReturnRow>> {
  let q = returnsWithOrder(db);
  if (filter.status !== undefined) q = q.where('returns.status', '=', filter.status);
  if (filter.orderId !== undefined) q = q.where('returns.orderId', '=', filter.orderId);
  return paginate(q.orderBy('returns.id', 'desc'), req);
}

export function findReturn(db: Db, id: number): Promise<ReturnRow | undefined> {
  return returnsWithOrder(db).where('returns.id', '=', id).executeTakeFirst();
}

export function lockReturn(trx: Transaction<Database>, dialect: SqlDialect, id: number) {
  return dialect.forUpdate(trx.selectFrom('returns').selectAll().where('id', '=', id)).executeTakeFirst();
}

/** Whether the variant still exists: a return of a deleted variant is not restocked. */
export async function variantExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('productVariants').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function findReturnItems(db: Db, returnIds: number[]): Promise<ReturnItemRow[]> {
  if (returnIds.length === 0) return [];
  return db
    .selectFrom('returnItems')
    .innerJoin('orderItems', 'orderItems.id', 'returnItems.orderItemId')
    .select([
      'returnItems.id',
      'returnItems.returnId',
      'returnItems.orderItemId',
      'returnItems.quantity',
      'orderItems.productId',
      'orderItems.variantId',
      'orderItems.productName',
      'orderItems.variantName',
      'orderItems.sku',
      'orderItems.unitPriceCents',
    ])
    .where('returnItems.returnId', 'in', returnIds)
    .orderBy('returnItems.id')
    .execute();
}

/** Quantities per order item already in returns of the given statuses. */
export async function returnedQuantities(
  db: Db,
  orderId: number,
  statuses: readonly string[],
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('returnItems')
    .innerJoin('returns', 'returns.id', 'returnItems.returnId')
    .select((eb) => ['returnItems.orderItemId', eb.fn.sum<number>('returnItems.quantity').as('n')])
    .where('returns.orderId', '=', orderId)
    .where('returns.status', 'in', [...statuses])
    .groupBy('returnItems.orderItemId')
    .execute();
  return new Map(rows.map((r) => [r.orderItemId, Number(r.n)]));
}

export function insertReturn(trx: Transaction<Database>, values: NewRow<'returns'>) {
  return trx.insertInto('returns').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function insertReturnItems(trx: Transaction<Database>, values: NewRow<'returnItems'>[]): Promise<void> {
  await trx.insertInto('returnItems').values(values).execute();
}

/** The order's refunded returns with what each paid back (null: refunded before amounts were kept, in full). */
export function findRefundedReturns(trx: Transaction<Database>, orderId: number) {
  return trx
    .selectFrom('returns')
    .select(['id', 'refundedAmountCents'])
    .where('orderId', '=', orderId)
    .where('status', '=', 'refunded')
    .execute();
}

export async function updateReturn(trx: Transaction<Database>, id: number, patch: RowUpdate<'returns'>): Promise<void> {
  await trx.updateTable('returns').set(patch).where('id', '=', id).execute();
}
