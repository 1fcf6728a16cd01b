// What the customer views read from orders: per-customer aggregates, guest groups, the merged admin list and the
// order search. Everything is grouped and paged in SQL; guest groups key on lower(customer_email) over orders without
// an account, which the index orders_customer_guest_email (migration 0008) serves; the list pages over the guest
// rows that triggers keep (migration 0018).
import type { Expression, ExpressionBuilder, RawBuilder, SqlBool } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import { offsetOf, type PageRequest } from '../../shared/page.js';
import { hoursOf, seekHour, seekPage, sumOf, type DayCount, type HourCount } from '../../db/paginate.js';
import { keptUntilChanged } from '../../db/data-versions.js';
import { candidateTable, inCandidates } from '../../db/text-search.js';
import { ORDER_CONTACT_INDEX } from '../orders/order-list.repository.js';
import { CUSTOMER_INDEX, SPENT_STATUSES, searchWords, type GuestRow, type ListEntryRow, type RecentOrderRow, type StatsRow } from './customer.js';

type OrdersEb = ExpressionBuilder<Database, 'orders'>;

/** The guest grouping key: e-mails compare case-insensitively. */
const emailKey = (eb: OrdersEb) => eb.fn<string>('lower', [eb.ref('orders.customerEmail')]);

const spentCents = (eb: OrdersEb) =>
  eb.fn.sum<number>(eb.case().when('orders.status', 'in', [...SPENT_STATUSES]).then(eb.ref('orders.totalCents')).else(0).end());

const RECENT_COLUMNS = ['id', 'orderNumber', 'status', 'totalCents', 'createdAt'] as const;

/** orderCount and spent cents per registered customer; customers without orders are left out. */
export async function statsByCustomer(db: Db, customerIds: number[]): Promise<Map<number, StatsRow>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select((eb) => ['orders.customerId', eb.fn.countAll<number>().as('orderCount'), spentCents(eb).as('spentCents')])
    .where('orders.customerId', 'in', customerIds)
    .groupBy('orders.customerId')
    .execute();
  return new Map(rows.map((r) => [r.customerId!, { orderCount: Number(r.orderCount), spentCents: Number(r.spentCents) }]));
}

/** Guest groups by key, with the contact data of each group's newest order. */
export async function guestsByKey(db: Db, keys: string[]): Promise<GuestRow[]> {
  if (keys.length === 0) return [];
  const groups = db
    .selectFrom('orders')
    .where('orders.customerId', 'is', null)
    .where((eb) => eb(emailKey(eb), 'in', keys))
    .select((eb) => [
      emailKey(eb).as('emailKey'),
      eb.fn.min<number>('orders.id').as('firstOrderId'),
      eb.fn.max<number>('orders.id').as('lastOrderId'),
      eb.fn.min<string>('orders.createdAt').as('createdAt'),
      eb.fn.countAll<number>().as('orderCount'),
      spentCents(eb).as('spentCents'),
    ])
    .groupBy((eb) => emailKey(eb));
  const rows = await db
    .selectFrom(groups.as('g'))
    .innerJoin('orders as last', 'last.id', 'g.lastOrderId')
    .select([
      'g.emailKey',
      'g.firstOrderId',
      'g.createdAt',
      'g.orderCount',
      'g.spentCents',
      'last.customerEmail as email',
      'last.customerFirstName as firstName',
      'last.customerLastName as lastName',
      'last.customerPhone as phone',
    ])
    .execute();
  return rows.map((r) => ({ ...r, orderCount: Number(r.orderCount), spentCents: Number(r.spentCents) }));
}

/**
 * The guest groups whose first orders these are (the orders behind negative ids). An order with an account, or one
 * that is not its group's first, yields nothing: only the stable id of a group names it.
 */
export async function guestsByFirstOrder(db: Db, orderIds: number[]): Promise<Map<number, GuestRow>> {
  if (orderIds.length === 0) return new Map();
  // The account check is made here, not in SQL: with `customer_id is null` in the query, SQLite read the guest
  // e-mail index (every guest order, 5–9 ms at a million orders) instead of the primary key for these few ids.
  const orders = await db
    .selectFrom('orders')
    .select((eb) => ['orders.customerId', emailKey(eb).as('emailKey')])
    .where('orders.id', 'in', orderIds)
    .execute();
  const groups = await guestsByKey(db, [...new Set(orders.filter((o) => o.customerId === null).map((o) => o.emailKey))]);
  const wanted = new Set(orderIds);
  return new Map(groups.filter((g) => wanted.has(g.firstOrderId)).map((g) => [g.firstOrderId, g]));
}

/** Customers and guests per day, kept until a customer or an order changes (the next page reads none of them again). */
const keptCustomerDays = keptUntilChanged<DayCount[]>('sales');

const keptCustomerHours = keptUntilChanged<HourCount[]>('sales', 1000);

/** Customers and guests per hour of one day, newest first; kept like the day counts. */
function entriesPerHour(db: Db, day: string): Promise<HourCount[]> {
  const [first, last] = hoursOf(day);
  return keptCustomerHours(db, day, () =>
    db.selectFrom('customerHourCounts').select(['hour', 'n']).where('hour', '>=', first).where('hour', '<=', last).orderBy('hour', 'desc').execute());
}

/**
 * One page of the merged list: registered customers with their stats and guests (the rows migration 0018 keeps,
 * createdAt = first order; stats and contact data since 0041) in one UNION ALL, ordered by createdAt desc (ties:
 * id desc), each entry with all it shows. The total and the hour the page starts in come from the counts of
 * migrations 0021 and 0039, so the UNION ALL skips at most one hour's entries whatever the page.
 */
export async function findListPage(db: Db, page: PageRequest): Promise<{ entries: ListEntryRow[]; total: number }> {
  const days = await keptCustomerDays(db, 'desc', async () =>
    (await db.selectFrom('customerDayCounts').select(['day', 'n']).where('n', '>', 0).orderBy('day', 'desc').execute()).map((d) => ({ day: d.day, n: Number(d.n) })));
  const total = sumOf(days);
  // Bounded on both sides by the days (or hour) of the page's first and last entry (PostgreSQL otherwise sorted every
  // guest row); within its first day, the entries per hour (migration 0039) narrow the seek to an hour.
  const day = seekPage(days, offsetOf(page), page.limit, 'desc');
  if (!day) return { entries: [], total };
  const at = day.skip === 0 ? day : seekHour(day, await entriesPerHour(db, day.day), 'desc');
  const { from, to } = at;
  const entries = await db
    .selectFrom('customers')
    .leftJoin('customerStats', 'customerStats.customerId', 'customers.id')
    .select((eb) => [
      'customers.id',
      'customers.createdAt',
      'customers.email',
      'customers.firstName',
      'customers.lastName',
      'customers.phone',
      eb.fn.coalesce('customerStats.orderCount', eb.lit(0)).as('orderCount'),
      eb.fn.coalesce('customerStats.spentCents', eb.lit(0)).as('spentCents'),
    ])
    .where('customers.createdAt', '>=', from)
    .where('customers.createdAt', '<=', to)
    .unionAll(
      db
        .selectFrom('guestCustomers')
        .select((eb) => ['id', 'createdAt', 'email', 'firstName', 'lastName', eb.lit(null).as('phone'), 'orderCount', 'spentCents'])
        .where('createdAt', '>=', from)
        .where('createdAt', '<=', to),
    )
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(at.skip)
    .execute();
  return { entries, total };
}

export interface SearchHits {
  /** customer id → newest matching order id, for ordering the results. */
  registered: Map<number, number>;
  /** guest key → newest matching order id. */
  guests: Map<string, number>;
}

/**
 * Customers with orders matching the text (literally, case-insensitively) by e-mail, "first last" name or phone, in
 * one scan of orders; registered customers are also found by their account data, but only when they have orders.
 * Each query is capped at `limit`, newest matching order first.
 */
/** Matching orders read per step when the search table names the candidates, newest first. */
const HIT_BATCH = 500;

export async function searchHits(db: Db, dialect: SqlDialect, text: string, limit: number): Promise<SearchHits> {
  // The search tables (migration 0019) narrow both queries to rows holding every word of the text; the
  // conditions below then decide on those candidates only.
  const words = searchWords(text);
  const [orderRows, customerRows] = await Promise.all([
    dialect.searchCandidates(db, ORDER_CONTACT_INDEX, words),
    dialect.searchCandidates(db, CUSTOMER_INDEX, words),
  ]);
  const matchesOrder = (eb: OrdersEb) =>
    eb.or([
      dialect.containsInsensitive(eb.ref('orders.customerEmail'), text),
      dialect.containsInsensitive(eb(eb(eb.ref('orders.customerFirstName'), '||', ' '), '||', eb.ref('orders.customerLastName')), text),
      dialect.containsInsensitive(eb.ref('orders.customerPhone'), text),
    ]);
  const [byOrder, byAccount] = await Promise.all([
    orderRows ? newestOrderHits(db, orderRows, matchesOrder, limit) : orderHitsByScan(db, matchesOrder, limit),
    db
      .selectFrom('customers')
      .innerJoin('orders', 'orders.customerId', 'customers.id')
      .select((eb) => ['customers.id', eb.fn.max<number>('orders.id').as('latest')])
      .$if(customerRows !== null, (q) => q.where((eb) => inCandidates(eb.ref('customers.id'), customerRows!)))
      .where((eb) =>
        eb.or([
          dialect.containsInsensitive(eb.ref('customers.email'), text),
          dialect.containsInsensitive(eb(eb(eb.ref('customers.firstName'), '||', ' '), '||', eb.ref('customers.lastName')), text),
          dialect.containsInsensitive(eb.ref('customers.phone'), text),
        ]),
      )
      .groupBy('customers.id')
      .orderBy('latest', 'desc')
      .limit(limit)
      .execute(),
  ]);
  const hits: SearchHits = { registered: new Map(), guests: new Map() };
  for (const r of byOrder) {
    if (r.customerId !== null) hits.registered.set(r.customerId, Number(r.latest));
    else if (r.guestKey !== null) hits.guests.set(r.guestKey, Number(r.latest));
  }
  for (const r of byAccount) hits.registered.set(r.id, Math.max(hits.registered.get(r.id) ?? 0, Number(r.latest)));
  return hits;
}

interface OrderHit {
  customerId: number | null;
  guestKey: string | null;
  latest: number;
}

/**
 * The first `limit` customers or guest groups among the matching orders, newest order first, read off the
 * candidates in id order a batch at a time: a common name matches tens of thousands of orders, and the
 * twenty newest groups are usually among the first few hundred of them.
 */
async function newestOrderHits(db: Db, candidates: RawBuilder<{ id: number }>, matches: (eb: OrdersEb) => Expression<SqlBool>, limit: number): Promise<OrderHit[]> {
  const hits = new Map<string, OrderHit>();
  let before: number | null = null;
  for (;;) {
    const batch: { id: number }[] = await db
      .selectFrom(candidateTable(candidates, 'c'))
      .select('c.id')
      .$if(before !== null, (q) => q.where('c.id', '<', before!))
      .orderBy('c.id', 'desc')
      .limit(HIT_BATCH)
      .execute();
    const ids = batch.map((r) => r.id);
    if (ids.length === 0) return [...hits.values()];
    const rows = await db
      .selectFrom('orders')
      .select((eb) => ['orders.id', 'orders.customerId', emailKey(eb).as('emailKey')])
      .where('orders.id', 'in', ids)
      .where(matches)
      .orderBy('orders.id', 'desc')
      .execute();
    for (const r of rows) {
      const key = r.customerId !== null ? `c${r.customerId}` : `g${r.emailKey}`;
      if (!hits.has(key)) hits.set(key, { customerId: r.customerId, guestKey: r.customerId === null ? r.emailKey : null, latest: r.id });
      if (hits.size === limit) return [...hits.values()];
    }
    if (ids.length < HIT_BATCH) return [...hits.values()];
    before = ids.at(-1)!;
  }
}

/** The same from every order, grouped in SQL: for texts the search table cannot narrow (words under three characters). */
function orderHitsByScan(db: Db, matches: (eb: OrdersEb) => Expression<SqlBool>, limit: number): Promise<OrderHit[]> {
  // Registered orders group by customer, guest orders by e-mail; no bound values in it, so PostgreSQL sees the
  // selected and the grouped expression as the same.
  const groupKey = (eb: OrdersEb) => eb.case().when('orders.customerId', 'is', null).then(emailKey(eb)).end();
  return db
    .selectFrom('orders')
    .select((eb) => ['orders.customerId', groupKey(eb).as('guestKey'), eb.fn.max<number>('orders.id').as('latest')])
    .where(matches)
    .groupBy((eb) => ['orders.customerId', groupKey(eb)])
    .orderBy('latest', 'desc')
    .limit(limit)
    .execute();
}

export function recentOrdersOfCustomer(db: Db, customerId: number, limit: number): Promise<RecentOrderRow[]> {
  return db
    .selectFrom('orders')
    .select(RECENT_COLUMNS)
    .where('customerId', '=', customerId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function recentOrdersOfGuest(db: Db, key: string, limit: number): Promise<RecentOrderRow[]> {
  return db
    .selectFrom('orders')
    .select(RECENT_COLUMNS)
    .where('orders.customerId', 'is', null)
    .where((eb) => eb(emailKey(eb), '=', key))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
