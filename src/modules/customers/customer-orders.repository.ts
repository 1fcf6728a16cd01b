// What the customer views read from orders: per-customer stats, guest groups, the merged admin list and the order
// search. Stats and guest groups (keyed on lower(customer_email) over orders without an account) are the rows
// triggers keep (migrations 0018, 0041); the list pages over them, the search reads the orders' search table.
import type { Expression, ExpressionBuilder, RawBuilder, SqlBool } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import type { JsonMember } from '../../db/json-text.js';
import { offsetOf, type PageRequest } from '../../shared/page.js';
import { hoursOf, seekHour, seekPage, sumOf, type DayCount, type HourCount } from '../../db/paginate.js';
import { keptUntilChanged } from '../../db/data-versions.js';
import { fixedCompilable } from '../../db/fixed-query.js';
import { candidateTable, inCandidates } from '../../db/text-search.js';
import { ORDER_CONTACT_INDEX } from '../orders/order-list.repository.js';
import { CUSTOMER_INDEX, searchWords, type GuestRow, type RecentOrderRow, type StatsRow } from './customer.js';
import type { JsonText } from '../../shared/json-text.js';

type OrdersEb = ExpressionBuilder<Database, 'orders'>;

/** The guest grouping key: e-mails compare case-insensitively. */
const emailKey = (eb: OrdersEb) => eb.fn<string>('lower', [eb.ref('orders.customerEmail')]);

const RECENT_COLUMNS = ['id', 'orderNumber', 'status', 'totalCents', 'createdAt'] as const;

/** orderCount and spent cents per registered customer, as the triggers of migration 0041 keep them. */
export async function statsByCustomer(db: Db, customerIds: number[]): Promise<Map<number, StatsRow>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('customerStats')
    .select(['customerId', 'orderCount', 'spentCents'])
    .where('customerId', 'in', customerIds)
    .execute();
  return new Map(
    rows.map((r) => [r.customerId, { orderCount: Number(r.orderCount), spentCents: Number(r.spentCents) }]),
  );
}

/** Guest rows (migrations 0018, 0041) with the contact data of each group's newest order. */
function guestRows(db: Db) {
  return db
    .selectFrom('guestCustomers as g')
    .innerJoin('orders as last', 'last.id', 'g.lastOrderId')
    .select([
      'g.emailKey',
      'g.id',
      'g.createdAt',
      'g.orderCount',
      'g.spentCents',
      'last.customerEmail as email',
      'last.customerFirstName as firstName',
      'last.customerLastName as lastName',
      'last.customerPhone as phone',
    ]);
}

const toGuestRow = ({
  id,
  orderCount,
  spentCents,
  ...r
}: Awaited<ReturnType<ReturnType<typeof guestRows>['execute']>>[number]): GuestRow => ({
  ...r,
  firstOrderId: -id,
  orderCount: Number(orderCount),
  spentCents: Number(spentCents),
});

/** Guest groups by key (lower-cased e-mail). */
export async function guestsByKey(db: Db, keys: string[]): Promise<GuestRow[]> {
  if (keys.length === 0) return [];
  return (await guestRows(db).where('g.emailKey', 'in', keys).execute()).map(toGuestRow);
}

/**
 * The guest groups whose first orders these are (the orders behind negative ids). An order with an account, or one
 * that is not its group's first, yields nothing: only the stable id of a group names it.
 */
export async function guestsByFirstOrder(db: Db, orderIds: number[]): Promise<Map<number, GuestRow>> {
  if (orderIds.length === 0) return new Map();
  const groups = (
    await guestRows(db)
      .where(
        'g.id',
        'in',
        orderIds.map((id) => -id),
      )
      .execute()
  ).map(toGuestRow);
  return new Map(groups.map((g) => [g.firstOrderId, g]));
}

/** Customers and guests per day, kept until a customer or an order changes (the next page reads none of them again). */
const keptCustomerDays = keptUntilChanged<DayCount[]>('sales');

const keptCustomerHours = keptUntilChanged<HourCount[]>('sales', 1000);

/** Customers and guests per hour of one day, newest first; kept like the day counts. */
function entriesPerHour(db: Db, day: string): Promise<HourCount[]> {
  const [first, last] = hoursOf(day);
  return keptCustomerHours(db, day, () =>
    db
      .selectFrom('customerHourCounts')
      .select(['hour', 'n'])
      .where('hour', '>=', first)
      .where('hour', '<=', last)
      .orderBy('hour', 'desc')
      .execute(),
  );
}

/**
 * One page of the merged list: registered customers with their stats and guests (the rows migration 0018 keeps,
 * createdAt = first order; stats and contact data since 0041) in one UNION ALL, ordered by createdAt desc (ties:
 * id desc), each entry as the JSON text of its list item, written by the database (as the order lists are; the
 * registered and guest items of customer.ts, test/orders/list-json.test.ts). The total and the hour the page starts
 * in come from the counts of migrations 0021 and 0039, so the UNION ALL skips at most one hour's entries whatever the page.
 */
export async function findListPage(
  db: Db,
  dialect: SqlDialect,
  page: PageRequest,
): Promise<{ entries: JsonText[]; total: number }> {
  const days = await keptCustomerDays(db, 'desc', async () =>
    (
      await db.selectFrom('customerDayCounts').select(['day', 'n']).where('n', '>', 0).orderBy('day', 'desc').execute()
    ).map((d) => ({ day: d.day, n: Number(d.n) })),
  );
  const total = sumOf(days);
  // Bounded on both sides by the days (or hour) of the page's first and last entry (PostgreSQL otherwise sorted every
  // guest row); within its first day, the entries per hour (migration 0039) narrow the seek to an hour.
  const day = seekPage(days, offsetOf(page), page.limit, 'desc');
  if (!day) return { entries: [], total };
  const at = day.skip === 0 ? day : seekHour(day, await entriesPerHour(db, day.day), 'desc');
  const rows = await dialect.selectArrays(
    db,
    listPage(db, { from: at.from, to: at.to, limit: page.limit, skip: at.skip }, dialect),
  );
  return { entries: rows.map((values) => values[1] as JsonText), total };
}

/**
 * The page's entries between two instants, built and compiled once and read as arrays: Kysely's building, compiling
 * and CamelCase copy of each row were a tenth of a page's CPU at 100,000 customers (docs/benchmarks.md).
 */
const listPage = fixedCompilable<{ from: string; to: string; limit: number; skip: number }, unknown, SqlDialect>(
  (db, p, dialect) => {
    const entries = db
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
      .where('customers.createdAt', '>=', p.from)
      .where('customers.createdAt', '<=', p.to)
      .unionAll(
        db
          .selectFrom('guestCustomers')
          .select((eb) => [
            'id',
            'createdAt',
            'email',
            'firstName',
            'lastName',
            eb.lit(null).as('phone'),
            'orderCount',
            'spentCents',
          ])
          .where('createdAt', '>=', p.from)
          .where('createdAt', '<=', p.to),
      )
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(p.limit)
      .offset(p.skip);
    // The JSON of the page's entries only, outside the union: inside it, the entries the offset skips were written too.
    return db.selectFrom(entries.as('e')).select((eb) => {
      const item = (isGuest: boolean): JsonMember[] => [
        { key: 'id', kind: 'integer', value: eb.ref('e.id') },
        { key: 'email', kind: 'string', value: eb.ref('e.email') },
        { key: 'firstName', kind: 'string', value: eb.ref('e.firstName') },
        { key: 'lastName', kind: 'string', value: eb.ref('e.lastName') },
        { key: 'orderCount', kind: 'integer', value: eb.ref('e.orderCount') },
        { key: 'totalSpent', kind: 'cents', value: eb.ref('e.spentCents') },
        { key: 'isGuest', kind: 'boolean', value: eb.lit(isGuest) },
        { key: 'createdAt', kind: 'timestamp', value: eb.ref('e.createdAt') },
      ];
      // A guest has no phone; a registered customer's comes last, where the schema's serialiser writes an optional member.
      const registered = [...item(false), { key: 'phone', kind: 'string', value: eb.ref('e.phone') } as const];
      return [
        'e.id',
        eb
          .case()
          .when('e.id', '<', 0)
          .then(dialect.jsonText(item(true)))
          .else(dialect.jsonText(registered))
          .end()
          .as('item'),
      ];
    });
  },
  { prepared: true },
);

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
      dialect.containsInsensitive(
        eb(eb(eb.ref('orders.customerFirstName'), '||', ' '), '||', eb.ref('orders.customerLastName')),
        text,
      ),
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
          dialect.containsInsensitive(
            eb(eb(eb.ref('customers.firstName'), '||', ' '), '||', eb.ref('customers.lastName')),
            text,
          ),
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
async function newestOrderHits(
  db: Db,
  candidates: RawBuilder<{ id: number }>,
  matches: (eb: OrdersEb) => Expression<SqlBool>,
  limit: number,
): Promise<OrderHit[]> {
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
      if (!hits.has(key))
        hits.set(key, { customerId: r.customerId, guestKey: r.customerId === null ? r.emailKey : null, latest: r.id });
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
