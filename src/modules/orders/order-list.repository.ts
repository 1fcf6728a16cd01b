// The filtered order list shared by the admin list, its CSV export and the platform list.
import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import { paginate } from '../../db/paginate.js';
import type { Page, PageRequest } from '../../shared/page.js';
import type { OrderRow } from './order.js';

export const ORDER_SORT_KEYS = ['createdAt', 'totalAmount', 'orderNumber', 'status', 'customerName'] as const;
export type OrderSortKey = (typeof ORDER_SORT_KEYS)[number];

export interface OrderSort {
  by: OrderSortKey;
  order: 'asc' | 'desc';
}

export interface OrderFilter {
  /** Words that must each match the order number (exactly), the customer's first or last name, or e-mail. */
  search?: string;
  status?: string;
  paymentMethod?: string;
  orderSource?: string;
  /** ISO timestamps, both inclusive. */
  createdFrom?: string;
  createdTo?: string;
  minTotalCents?: number;
  maxTotalCents?: number;
  /** Orders carrying any of these tags. */
  tagIds?: number[];
  customerId?: number;
}

type SortColumn = 'orders.createdAt' | 'orders.totalCents' | 'orders.orderNumber' | 'orders.status' | 'orders.customerFirstName' | 'orders.customerLastName' | 'orders.id';

// customerName is "first last", so first name then last name gives the same order.
const SORT_COLUMNS: Record<OrderSortKey, SortColumn[]> = {
  createdAt: ['orders.createdAt'],
  totalAmount: ['orders.totalCents'],
  orderNumber: ['orders.orderNumber'],
  status: ['orders.status'],
  customerName: ['orders.customerFirstName', 'orders.customerLastName'],
};

type OrdersQuery = SelectQueryBuilder<Database, 'orders', OrderRow>;

const MAX_ORDER_NUMBER = 2147483647;

function searchTerm(eb: ExpressionBuilder<Database, 'orders'>, dialect: SqlDialect, term: string) {
  const alternatives = [
    dialect.containsInsensitive(eb.ref('orders.customerEmail'), term),
    dialect.containsInsensitive(eb.ref('orders.customerFirstName'), term),
    dialect.containsInsensitive(eb.ref('orders.customerLastName'), term),
  ];
  if (/^\d{1,10}$/.test(term) && Number(term) <= MAX_ORDER_NUMBER) alternatives.push(eb('orders.orderNumber', '=', Number(term)));
  return eb.or(alternatives);
}

export function filteredOrders(db: Db, dialect: SqlDialect, f: OrderFilter): OrdersQuery {
  let q = db.selectFrom('orders').selectAll('orders');
  const terms = (f.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  for (const term of terms) q = q.where((eb) => searchTerm(eb, dialect, term));
  if (f.status !== undefined) q = q.where('orders.status', '=', f.status);
  if (f.paymentMethod !== undefined) q = q.where('orders.paymentMethod', '=', f.paymentMethod);
  if (f.orderSource !== undefined) q = q.where('orders.orderSource', '=', f.orderSource);
  if (f.createdFrom !== undefined) q = q.where('orders.createdAt', '>=', f.createdFrom);
  if (f.createdTo !== undefined) q = q.where('orders.createdAt', '<=', f.createdTo);
  if (f.minTotalCents !== undefined) q = q.where('orders.totalCents', '>=', f.minTotalCents);
  if (f.maxTotalCents !== undefined) q = q.where('orders.totalCents', '<=', f.maxTotalCents);
  if (f.customerId !== undefined) q = q.where('orders.customerId', '=', f.customerId);
  if (f.tagIds?.length) {
    const tagIds = f.tagIds;
    q = q.where((eb) => eb.exists(eb.selectFrom('orderTags').select('orderTags.orderId').whereRef('orderTags.orderId', '=', 'orders.id').where('orderTags.tagId', 'in', tagIds)));
  }
  return q;
}

function sortColumns(sort: OrderSort): SortColumn[] {
  return [...SORT_COLUMNS[sort.by], 'orders.id'];
}

function ordered(q: OrdersQuery, sort: OrderSort): OrdersQuery {
  for (const c of sortColumns(sort)) q = q.orderBy(c, sort.order);
  return q;
}

export function findOrdersPage(db: Db, dialect: SqlDialect, filter: OrderFilter, sort: OrderSort, req: PageRequest): Promise<Page<OrderRow>> {
  return paginate(ordered(filteredOrders(db, dialect, filter), sort), req);
}

export function findRecentOrders(db: Db, limit: number): Promise<OrderRow[]> {
  return db.selectFrom('orders').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

function sortValue(row: OrderRow, column: SortColumn): string | number {
  const key = column.slice('orders.'.length) as keyof OrderRow;
  return row[key] as string | number;
}

/**
 * Every matching order in list order, in batches read by keyset: memory stays constant and, unlike one long
 * cursor, no connection is held between batches (on SQLite a held connection would block every other request).
 */
export async function* orderBatches(db: Db, dialect: SqlDialect, filter: OrderFilter, sort: OrderSort, batchSize = 500): AsyncGenerator<OrderRow[]> {
  const columns = sortColumns(sort);
  const op = sort.order === 'asc' ? '>' : '<';
  let last: OrderRow | undefined;
  for (;;) {
    let q = ordered(filteredOrders(db, dialect, filter), sort);
    if (last) {
      const after = last;
      // (c1, c2, …, id) strictly after the previous batch's last row, spelled as ORs so both engines plan it alike.
      q = q.where((eb) =>
        eb.or(
          columns.map((column, i) =>
            eb.and([...columns.slice(0, i).map((prev) => eb(eb.ref(prev), '=', sortValue(after, prev))), eb(eb.ref(column), op, sortValue(after, column))]),
          ),
        ),
      );
    }
    const rows = await q.limit(batchSize).execute();
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
    last = rows[rows.length - 1];
  }
}

/** Item counts (sum of quantities) per order. */
export async function countItems(db: Db, orderIds: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (orderIds.length === 0) return counts;
  const rows = await db
    .selectFrom('orderItems')
    .select((eb) => ['orderId', eb.fn.sum<number>('quantity').as('n')])
    .where('orderId', 'in', orderIds)
    .groupBy('orderId')
    .execute();
  for (const r of rows) counts.set(r.orderId, Number(r.n));
  return counts;
}
