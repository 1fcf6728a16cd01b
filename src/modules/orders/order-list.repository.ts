// The filtered order list shared by the admin list, its CSV export and the platform list.
import type {
  AliasableExpression,
  Compilable,
  Expression,
  ExpressionBuilder,
  InferResult,
  RawBuilder,
  SelectExpression,
  SelectQueryBuilder,
  Transaction,
} from 'kysely';
import type { Database } from '../../db/database.js';
import type { Db } from '../../db/open.js';
import type { SqlDialect, TextIndex } from '../../db/dialect.js';
import type { FormattedRows } from '../../db/row-formatter.js';
import {
  dayEnd,
  dayOf,
  dayStart,
  hoursOf,
  seekHour,
  seekPage,
  sumOf,
  type DayCount,
  type HourCount,
  type PageSeek,
} from '../../db/paginate.js';
import { idRange, inCandidates, withIds } from '../../db/text-search.js';
import { keptUntilChanged } from '../../db/data-versions.js';
import { compiledOnce, fixedCompilable, fixedInsert, type StandIns } from '../../db/fixed-query.js';
import { offsetOf, type Page, type PageRequest } from '../../shared/page.js';
import type { JsonText } from '../../shared/json-text.js';
import type { JsonMember } from '../../db/json-text.js';
import { LIST_COLUMNS, LIST_MEMBERS, listRowOf, type OrderListRow, type OrderRow } from './order.js';

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
  /** Orders in any of these statuses (two or more; a single one is `status`, which the per-day counts answer). */
  statuses?: string[];
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
  /** true: flagged for a tax check; false: not flagged. */
  taxReview?: boolean;
}

type SortColumn =
  | 'orders.createdAt'
  | 'orders.totalCents'
  | 'orders.orderNumber'
  | 'orders.status'
  | 'orders.customerFirstName'
  | 'orders.customerLastName'
  | 'orders.id';

// customerName is "first last", so first name then last name gives the same order.
const SORT_COLUMNS: Record<OrderSortKey, [SortColumn, ...SortColumn[]]> = {
  createdAt: ['orders.createdAt'],
  totalAmount: ['orders.totalCents'],
  orderNumber: ['orders.orderNumber'],
  status: ['orders.status'],
  customerName: ['orders.customerFirstName', 'orders.customerLastName'],
};

type OrdersQuery = SelectQueryBuilder<Database, 'orders', OrderRow>;

// A page reads the list's columns, not the 37 of an order: the rest cost more to read and map than the page's query.
const listColumns = LIST_COLUMNS.map((c) => `orders.${c}` as const);

/**
 * The list item (rowToListItem, as the routes' response schema writes it) as JSON text written by the database:
 * for the lists whose items only become the body, where making and serialising an object per row cost more than
 * reading it (docs/benchmarks.md). test/orders/list-json.test.ts holds it to the schema's bytes on both engines.
 */
function listItemJson(eb: ExpressionBuilder<Database, 'orders'>, dialect: SqlDialect) {
  return dialect.jsonText(LIST_MEMBERS.map(([key, m]) => ({ key, kind: m.kind, value: m.sql(eb) }))).as('item');
}

type DatePageParams = { from: string; to: string; skip: number; limit: number; status: string | undefined };

/**
 * How a page reads its orders, as arrays (better-sqlite3 builds an object a property at a time, and with Kysely's
 * CamelCase copy that was 0.4 ms of a 50-row page at a million orders, arrays half of it): `columns` selects the
 * order's id first, from the list's columns only (datePages reads them from a subquery of those), `make` turns a
 * row's values into the page's item.
 */
export interface PageRead<T> {
  columns(
    eb: ExpressionBuilder<Database, 'orders'>,
    dialect: SqlDialect,
  ): readonly SelectExpression<Database, 'orders'>[];
  make(values: unknown[]): T;
  /** The page of a status/date filter sorted by date, between the instants its seek found (datePages). */
  datePage: Record<
    'asc' | 'desc',
    Record<'any' | 'status', (db: Db, params: DatePageParams, dialect: SqlDialect) => Compilable<unknown>>
  >;
}

function pageRead<T>(columns: PageRead<T>['columns'], make: PageRead<T>['make']): PageRead<T> {
  return { columns, make, datePage: datePages(columns) };
}

/** The list's columns as rows (a customer's own list, which adds item counts to them). */
export const LIST_ROWS = pageRead<OrderListRow>(() => listColumns, listRowOf);

/**
 * The admin list's item: the list item with its order's tags by name, read by the page's own query (as a second
 * query for the page's ids, the tags were PostgreSQL's round trip a page: docs/benchmarks.md).
 */
function adminListItemJson(eb: ExpressionBuilder<Database, 'orders'>, dialect: SqlDialect) {
  const tags = dialect.jsonArray(
    eb
      .selectFrom('orderTags')
      .innerJoin('tags', 'tags.id', 'orderTags.tagId')
      .whereRef('orderTags.orderId', '=', 'orders.id')
      .orderBy('tags.name')
      .orderBy('tags.id'),
    (t) =>
      dialect.jsonText([
        { key: 'id', kind: 'integer', value: t.ref('tags.id') },
        { key: 'name', kind: 'string', value: t.ref('tags.name') },
      ]),
  );
  return dialect
    .jsonText([
      ...LIST_MEMBERS.map(([key, m]) => ({ key, kind: m.kind, value: m.sql(eb) })),
      { key: 'tags', kind: 'json' as const, value: tags },
    ])
    .as('item');
}

/** Each admin list item (with its tags) as the JSON text of its answer. */
export const ADMIN_LIST_ITEMS_JSON = pageRead<JsonText>(
  (eb, dialect) => ['orders.id', adminListItemJson(eb, dialect)],
  (values) => values[1] as JsonText,
);

/** Each list item as the JSON text of its answer (the platform list). */
export const LIST_ITEMS_JSON = pageRead<JsonText>(
  (eb, dialect) => ['orders.id', listItemJson(eb, dialect)],
  (values) => values[1] as JsonText,
);

const MAX_ORDER_NUMBER = 2147483647;

/** The trigram search over the contact data of orders (migration 0019); the customer searches read it too. */
export const ORDER_CONTACT_INDEX: TextIndex = {
  table: 'orders',
  columns: ['customer_email', 'customer_first_name', 'customer_last_name', 'customer_phone'],
};

/** A filter with its search words resolved to candidate rows (an index lookup that needs an await of its own). */
export interface PreparedFilter extends OrderFilter {
  words: string[];
  candidates: RawBuilder<{ id: number }> | null;
}

const isNumber = (word: string) => /^\d{1,10}$/.test(word) && Number(word) <= MAX_ORDER_NUMBER;

export async function prepareFilter(db: Db, dialect: SqlDialect, f: OrderFilter): Promise<PreparedFilter> {
  const words = (f.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  const text = words.filter((w) => !isNumber(w));
  // Every word must match, so the candidates of the text words alone narrow enough; only numbers could also
  // be order numbers, which the search table does not hold.
  const candidates = words.length
    ? await dialect.searchCandidates(db, ORDER_CONTACT_INDEX, text.length ? text : words)
    : null;
  return { ...f, words, candidates };
}

/** One search word: in the e-mail, first or last name (case-insensitively), or the exact order number. */
function searchWord(eb: ExpressionBuilder<Database, 'orders'>, dialect: SqlDialect, word: string) {
  const inColumns = [
    dialect.containsInsensitive(eb.ref('orders.customerEmail'), word),
    dialect.containsInsensitive(eb.ref('orders.customerFirstName'), word),
    dialect.containsInsensitive(eb.ref('orders.customerLastName'), word),
  ];
  return eb.or(isNumber(word) ? [...inColumns, eb('orders.orderNumber', '=', Number(word))] : inColumns);
}

export function filteredOrders(db: Db, dialect: SqlDialect, f: PreparedFilter): OrdersQuery {
  let q = db.selectFrom('orders').selectAll('orders');
  const { candidates, words } = f;
  if (candidates) {
    // Words that are all numbers may name order numbers, which the search table does not hold.
    const numbers = words.every(isNumber) ? words.map(Number) : [];
    const ids = numbers.length
      ? withIds(candidates, db.selectFrom('orders').select('orders.id').where('orders.orderNumber', 'in', numbers))
      : candidates;
    q = q.where((eb) => inCandidates(eb.ref('orders.id'), ids));
  }
  for (const word of words) q = q.where((eb) => searchWord(eb, dialect, word));
  if (f.status !== undefined) q = q.where('orders.status', '=', f.status);
  if (f.statuses?.length) q = q.where('orders.status', 'in', f.statuses);
  if (f.paymentMethod !== undefined) q = q.where('orders.paymentMethod', '=', f.paymentMethod);
  if (f.orderSource !== undefined) q = q.where('orders.orderSource', '=', f.orderSource);
  if (f.createdFrom !== undefined) q = q.where('orders.createdAt', '>=', f.createdFrom);
  if (f.createdTo !== undefined) q = q.where('orders.createdAt', '<=', f.createdTo);
  if (f.minTotalCents !== undefined) q = q.where('orders.totalCents', '>=', f.minTotalCents);
  if (f.maxTotalCents !== undefined) q = q.where('orders.totalCents', '<=', f.maxTotalCents);
  if (f.customerId !== undefined) q = q.where('orders.customerId', '=', f.customerId);
  if (f.taxReview !== undefined) q = q.where('orders.taxReview', f.taxReview ? 'is not' : 'is', null);
  if (f.tagIds?.length) {
    const tagIds = f.tagIds;
    // An IN list rather than EXISTS: a rare tag can then drive the query from order_tags_tag_id.
    q = q.where('orders.id', 'in', (eb) =>
      eb.selectFrom('orderTags').select('orderTags.orderId').where('orderTags.tagId', 'in', tagIds),
    );
  }
  return q;
}

function sortColumns(sort: OrderSort): [SortColumn, ...SortColumn[]] {
  return [...SORT_COLUMNS[sort.by], 'orders.id'];
}

function ordered(q: OrdersQuery, sort: OrderSort): OrdersQuery {
  for (const c of sortColumns(sort)) q = q.orderBy(c, sort.order);
  return q;
}

/** The part of a filter that the per-day counts (migration 0020) answer exactly. */
type DayFilter = Pick<OrderFilter, 'status' | 'createdFrom' | 'createdTo'>;

function dayFilterOf(f: OrderFilter): DayFilter {
  return { status: f.status, createdFrom: f.createdFrom, createdTo: f.createdTo };
}

function isDayFilter(f: PreparedFilter): boolean {
  return (
    f.words.length === 0 &&
    !f.tagIds?.length &&
    !f.statuses?.length &&
    [f.paymentMethod, f.orderSource, f.minTotalCents, f.maxTotalCents, f.customerId, f.taxReview].every(
      (v) => v === undefined,
    )
  );
}

/** A filter without search words, which needs no candidates. */
const unsearched = (f: DayFilter): PreparedFilter => ({ ...f, words: [], candidates: null });

async function countExactly(db: Db, dialect: SqlDialect, f: DayFilter): Promise<number> {
  const row = await filteredOrders(db, dialect, unsearched(f))
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Orders per day matching a DayFilter, in the given day order. Whole days come from order_day_counts; a day
 * the range covers only in part is counted in the orders themselves (at most one day's rows each end).
 */
async function readDayCounts(db: Db, dialect: SqlDialect, f: DayFilter, order: 'asc' | 'desc'): Promise<DayCount[]> {
  const fromDay = f.createdFrom === undefined ? undefined : dayOf(f.createdFrom);
  const toDay = f.createdTo === undefined ? undefined : dayOf(f.createdTo);
  if (fromDay !== undefined && toDay !== undefined && fromDay > toDay) return [];
  let q = db
    .selectFrom('orderDayCounts')
    .select((eb) => ['day', eb.fn.sum<number>('n').as('n')])
    .groupBy('day')
    .orderBy('day', order);
  if (f.status !== undefined) q = q.where('status', '=', f.status);
  if (fromDay !== undefined) q = q.where('day', '>=', fromDay);
  if (toDay !== undefined) q = q.where('day', '<=', toDay);
  const days = (await q.execute()).map((r) => ({ day: r.day, n: Number(r.n) })).filter((d) => d.n > 0);
  const partial = new Set<string>();
  if (fromDay !== undefined && f.createdFrom !== dayStart(fromDay)) partial.add(fromDay);
  if (toDay !== undefined && f.createdTo !== dayEnd(toDay)) partial.add(toDay);
  for (const day of partial) {
    const i = days.findIndex((d) => d.day === day);
    if (i < 0) continue;
    const from = f.createdFrom !== undefined && f.createdFrom > dayStart(day) ? f.createdFrom : dayStart(day);
    const to = f.createdTo !== undefined && f.createdTo < dayEnd(day) ? f.createdTo : dayEnd(day);
    days[i] = { day, n: await countExactly(db, dialect, { status: f.status, createdFrom: from, createdTo: to }) };
  }
  return days;
}

const keptDayCounts = keptUntilChanged<DayCount[]>('sales');

/** The per-day counts, kept until an order changes: the next page of the same list reads none of them again. */
function dayCounts(db: Db, dialect: SqlDialect, f: DayFilter, order: 'asc' | 'desc'): Promise<DayCount[]> {
  const key = JSON.stringify([f.status ?? null, f.createdFrom ?? null, f.createdTo ?? null, order]);
  return keptDayCounts(db, key, () => readDayCounts(db, dialect, f, order));
}

const keptHourCounts = keptUntilChanged<HourCount[]>('sales', 1000);

/** Orders per hour of one day matching the filter's status, in the given order; kept like the day counts. */
function hourCounts(db: Db, day: string, status: string | undefined, order: 'asc' | 'desc'): Promise<HourCount[]> {
  return keptHourCounts(db, JSON.stringify([day, status ?? null, order]), () => readHourCounts(db, day, status, order));
}

async function readHourCounts(
  db: Db,
  day: string,
  status: string | undefined,
  order: 'asc' | 'desc',
): Promise<HourCount[]> {
  const [first, last] = hoursOf(day);
  const rows = await db
    .selectFrom('orderHourCounts')
    .select((eb) => ['hour', eb.fn.sum<number>('n').as('n')])
    .where('hour', '>=', first)
    .where('hour', '<=', last)
    .$if(status !== undefined, (q) => q.where('status', '=', status!))
    .groupBy('hour')
    .orderBy('hour', order)
    .execute();
  return rows.map((r) => ({ hour: r.hour, n: Number(r.n) }));
}

/**
 * The seek narrowed to the hour of the page's first row (migration 0039), when that row's day lies wholly inside
 * the filter's dates: the hour counts know nothing of a range that ends mid-day.
 */
async function seekWithinDay(db: Db, f: DayFilter, at: PageSeek, order: 'asc' | 'desc'): Promise<PageSeek> {
  const whole =
    (f.createdFrom === undefined || f.createdFrom <= dayStart(at.day)) &&
    (f.createdTo === undefined || f.createdTo >= dayEnd(at.day));
  if (at.skip === 0 || !whole) return at;
  return seekHour(at, await hourCounts(db, at.day, f.status, order), order);
}

/** Past this many matches a list's total is estimated, not counted (docs/decisions.md). */
export const EXACT_TOTAL_LIMIT = 1000;

/** Orders the estimate samples, at evenly spaced ids over the table. */
const SAMPLE_SIZE = 1000;

/**
 * Estimates by filter for a minute, per database: each costs a thousand reads by id, and a client paging
 * through one list asks for the same total on every page. Held per process; an estimate is marked as one anyway.
 */
const ESTIMATE_TTL_MS = 60_000;
const ESTIMATES_KEPT = 200;
const estimatesByDb = new WeakMap<Db, Map<string, { at: number; total: number }>>();

function keptEstimate(db: Db, key: string): number | undefined {
  const hit = estimatesByDb.get(db)?.get(key);
  if (!hit || Date.now() - hit.at >= ESTIMATE_TTL_MS) return undefined;
  return hit.total;
}

function keepEstimate(db: Db, key: string, total: number): void {
  const estimates = estimatesByDb.get(db) ?? new Map<string, { at: number; total: number }>();
  estimatesByDb.set(db, estimates);
  if (estimates.size >= ESTIMATES_KEPT) estimates.delete(estimates.keys().next().value!);
  estimates.set(key, { at: Date.now(), total });
}

/**
 * The total of a filter the day counts cannot answer: counted up to EXACT_TOTAL_LIMIT; above it, the exact
 * total of its status/date part times the share of that part's orders among SAMPLE_SIZE sampled ids that
 * match the whole filter (at least EXACT_TOTAL_LIMIT + 1, which is known to match). The sample is a list
 * of ids, so both engines read it by primary key whatever other index the filter could use.
 */
async function countOrEstimate(
  db: Db,
  dialect: SqlDialect,
  f: PreparedFilter,
): Promise<{ total: number; estimated: boolean }> {
  const capped = await db
    .selectFrom(
      filteredOrders(db, dialect, f)
        .clearSelect()
        .select('orders.id')
        .limit(EXACT_TOTAL_LIMIT + 1)
        .as('m'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const counted = Number(capped.n);
  if (counted <= EXACT_TOTAL_LIMIT) return { total: counted, estimated: false };
  const { candidates: _, ...key } = f;
  const cacheKey = JSON.stringify(key);
  const kept = keptEstimate(db, cacheKey);
  if (kept !== undefined) return { total: kept, estimated: true };
  const base = dayFilterOf(f);
  const bounds = await idRange(db, 'orders');
  const step = bounds ? Math.max(1, (bounds.hi - bounds.lo) / SAMPLE_SIZE) : 1;
  const ids = bounds
    ? [...new Set(Array.from({ length: SAMPLE_SIZE }, (_, i) => Math.round(bounds.lo + i * step)))]
    : [];
  const inSample = (q: OrdersQuery) =>
    q
      .where('orders.id', 'in', ids)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'));
  const [baseTotal, sampledBase, sampledAll] = await Promise.all([
    dayCounts(db, dialect, base, 'desc').then(sumOf),
    inSample(filteredOrders(db, dialect, unsearched(base))).executeTakeFirstOrThrow(),
    inSample(filteredOrders(db, dialect, f)).executeTakeFirstOrThrow(),
  ]);
  const share = Number(sampledBase.n) > 0 ? Number(sampledAll.n) / Number(sampledBase.n) : 0;
  const total = Math.max(EXACT_TOTAL_LIMIT + 1, Math.round(baseTotal * share));
  keepEstimate(db, cacheKey, total);
  return { total, estimated: true };
}

/**
 * The number of orders matching a filter, as the list's total counts it: exactly from the per-day counts for a
 * status/date filter, otherwise counted up to EXACT_TOTAL_LIMIT and estimated beyond (a saved view's live count).
 */
export async function countOrders(
  db: Db,
  dialect: SqlDialect,
  unprepared: OrderFilter,
): Promise<{ total: number; estimated: boolean }> {
  const filter = await prepareFilter(db, dialect, unprepared);
  if (!isDayFilter(filter)) return countOrEstimate(db, dialect, filter);
  return { total: sumOf(await dayCounts(db, dialect, filter, 'desc')), estimated: false };
}

/**
 * A page by offset, ids first: the offset then walks the sort's index alone, and only the page's rows are
 * read (PostgreSQL fetched every skipped row from the heap: 0.45 s for page 2,000 by amount).
 */
async function byOffset<T>(
  db: Db,
  dialect: SqlDialect,
  read: PageRead<T>,
  query: OrdersQuery,
  offset: number,
): Promise<T[]> {
  const ids = (await query.clearSelect().select('orders.id').offset(offset).execute()).map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = await dialect.selectArrays(
    db,
    db
      .selectFrom('orders')
      .select((eb) => read.columns(eb, dialect))
      .where('orders.id', 'in', ids),
  );
  const byId = new Map(rows.map((values) => [values[0] as number, read.make(values)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One page of a filtered, sorted order list with its total. Filters on status and dates only are counted
 * exactly from the per-day counts; sorted by date, the page number then seeks to the day the page starts
 * in, so page 10,000 reads about as much as page 1. Other filters count up to EXACT_TOTAL_LIMIT and
 * estimate beyond it, and other sorts read their page by offset.
 */
export async function findOrdersPage<T>(
  db: Db,
  dialect: SqlDialect,
  unprepared: OrderFilter,
  sort: OrderSort,
  req: PageRequest,
  read: PageRead<T>,
): Promise<Page<T>> {
  const filter = await prepareFilter(db, dialect, unprepared);
  const offset = offsetOf(req);
  const page = (items: T[], total: number, totalEstimated: boolean) => ({
    items,
    total,
    totalEstimated,
    page: req.page,
    limit: req.limit,
  });
  const query = () => ordered(filteredOrders(db, dialect, filter), sort).limit(req.limit);
  if (!isDayFilter(filter)) {
    const [items, count] = await Promise.all([
      byOffset(db, dialect, read, query(), offset),
      countOrEstimate(db, dialect, filter),
    ]);
    return page(items, count.total, count.estimated);
  }
  const days = await dayCounts(db, dialect, filter, sort.by === 'createdAt' ? sort.order : 'desc');
  const total = sumOf(days);
  if (sort.by !== 'createdAt') return page(await byOffset(db, dialect, read, query(), offset), total, false);
  // Bounded on both sides by the days (or hour) of the page's first and last row, so no planner takes it for a scan.
  const day = seekPage(days, offset, req.limit, sort.order);
  if (!day) return page([], total, false);
  const at = await seekWithinDay(db, filter, day, sort.order);
  const from = filter.createdFrom !== undefined && filter.createdFrom > at.from ? filter.createdFrom : at.from;
  const to = filter.createdTo !== undefined && filter.createdTo < at.to ? filter.createdTo : at.to;
  const datePage = read.datePage[sort.order][filter.status === undefined ? 'any' : 'status'];
  const rows = await dialect.selectArrays(
    db,
    datePage(db, { from, to, skip: at.skip, limit: req.limit, status: filter.status }, dialect),
  );
  return page(rows.map(read.make), total, false);
}

/**
 * The pages of a status/date filter sorted by date, between the instants the seek found: a fixed query per order,
 * with or without status, compiled once (Kysely's building and compiling was a tenth of a page's CPU). The page's
 * rows are found first and what the page reads is made of them alone: PostgreSQL computes a select list for every
 * row an offset skips as well (the JSON of up to an hour's orders: a page at a random offset cost 6 times as much).
 */
function datePages(columns: PageRead<unknown>['columns']): PageRead<unknown>['datePage'] {
  const datePage = (order: 'asc' | 'desc', byStatus: boolean) =>
    fixedCompilable<DatePageParams, unknown, SqlDialect>(
      (db, p, dialect) => {
        const rows = db
          .selectFrom('orders')
          .select(listColumns)
          .where('orders.createdAt', '>=', p.from)
          .where('orders.createdAt', '<=', p.to)
          .$if(byStatus, (q) => q.where('orders.status', '=', p.status!))
          .orderBy('orders.createdAt', order)
          .orderBy('orders.id', order)
          .limit(p.limit)
          .offset(p.skip);
        // Named `orders`, so that the page's columns refer to its rows as they would to the table's.
        return db
          .selectFrom(rows.as('orders'))
          .select((eb) => columns(eb as unknown as ExpressionBuilder<Database, 'orders'>, dialect) as never)
          .orderBy('orders.createdAt', order)
          .orderBy('orders.id', order);
      },
      { prepared: true },
    );
  return {
    asc: { any: datePage('asc', false), status: datePage('asc', true) },
    desc: { any: datePage('desc', false), status: datePage('desc', true) },
  };
}

export function findRecentOrders(db: Db, limit: number): Promise<OrderListRow[]> {
  return db
    .selectFrom('orders')
    .select(listColumns)
    .orderBy('orders.createdAt', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(limit)
    .execute();
}

/** The columns the CSV export reads: every sort key, and nothing it does not write (each column read costs per row). */
export const BATCH_COLUMNS = [
  'id',
  'orderNumber',
  'createdAt',
  'status',
  'paymentStatus',
  'paymentMethod',
  'orderSource',
  'customerFirstName',
  'customerLastName',
  'customerEmail',
  'subtotalCents',
  'shippingCents',
  'taxCents',
  'totalCents',
  'currency',
  'shippingAddress',
  'trackingNumber',
] as const satisfies readonly (keyof OrderRow)[];

/**
 * An order of an export batch: its BATCH_COLUMNS values in that order (arrays read at half the cost of objects), its
 * item count (`itemCountOf`), then its line's end: as stored (`order_export_cells`: from the discount column on, so
 * it starts with a digit or a minus), or for an order without, what the formatter makes it of (`LineEndParts`, a JSON
 * object, so it starts with `{`).
 */
export type BatchRow = [...ValuesOf<typeof BATCH_COLUMNS>, number | null, string];

/**
 * What an order without stored cells has its line's end made of: its discounts' sum in cents, its stored tax
 * breakdown, and its items and discounts cells as the database builds them (`exportCellsOf`).
 */
export interface LineEndParts {
  discountCents: number;
  taxLines: string | null;
  cells: string;
}
type ValuesOf<T extends readonly (keyof OrderRow)[]> = {
  -readonly [I in keyof T]: T[I] extends keyof OrderRow ? OrderRow[T[I]] : never;
};

function sortValue(row: BatchRow, column: SortColumn): string | number {
  const index = BATCH_COLUMNS.indexOf(column.slice('orders.'.length) as (typeof BATCH_COLUMNS)[number]);
  return row[index] as string | number;
}

/**
 * Every matching order in list order, in batches read by keyset and turned into text by the formatter module (its
 * rows are BatchRows): memory stays constant and, unlike one long cursor, no connection is held between batches
 * (on SQLite a held connection would block every other request). `spare` is asked at each read for a written-out
 * batch's buffer to format into (row-formatter.ts, TextWriter).
 */
export async function* orderBatches(
  db: Db,
  dialect: SqlDialect,
  unprepared: OrderFilter,
  sort: OrderSort,
  batchSize: number,
  formatter: string,
  spare: () => ArrayBuffer | undefined = () => undefined,
): AsyncGenerator<FormattedRows> {
  const filter = await prepareFilter(db, dialect, unprepared);
  const columns = sortColumns(sort);
  const op = sort.order === 'asc' ? '>' : '<';
  const batchQuery = () =>
    ordered(filteredOrders(db, dialect, filter), sort)
      .leftJoin('orderExportCells as stored', 'stored.orderId', 'orders.id')
      .clearSelect()
      .select(BATCH_COLUMNS.map((c) => `orders.${c}` as const))
      .select((eb) => [
        itemCountOf(eb).as('itemCount'),
        // The stored line's end, or for an order without one what the formatter makes it of. Cells in the shape
        // before 0174 (the items cell first, so a quote) count as none: an instance of the previous version still
        // running during a rolling upgrade writes them. Both engines evaluate the ELSE only where it is taken. One
        // column rather than one per part: each more cost SQLite about 0.3 µs per row, stored or not
        // (docs/benchmarks.md).
        eb
          .case()
          .when(eb(eb.fn<string>('substr', [eb.ref('stored.cells'), eb.lit(1), eb.lit(1)]), '<>', eb.val('"')))
          .then(eb.ref('stored.cells'))
          .else(
            dialect.jsonText([
              { key: 'discountCents', kind: 'integer', value: discountSumOf(eb) },
              { key: 'taxLines', kind: 'string', value: eb.ref('orders.taxLines') },
              { key: 'cells', kind: 'string', value: exportCellsOf(eb, dialect) },
            ]),
          )
          .end()
          .as('lineEnd'),
      ])
      .limit(batchSize);
  // Every batch after the first has one shape, the previous batch's last sort values its parameters: built and
  // compiled once per export (building it took 1.1 µs per exported row of the event loop's time; docs/benchmarks.md).
  const afterQuery = compiledOnce((last: StandIns<Record<SortColumn, string | number>>) =>
    // (c1, c2, …, id) strictly after the previous batch's last row, spelled as ORs so both engines plan it alike.
    // The leading `c1 >= v1` (or <=) alone bounds the index range: without it both engines scan the index from
    // its start on every batch, and a 1M-row export slows down batch after batch (docs/benchmarks.md).
    batchQuery()
      .where(columns[0], `${op}=`, last[columns[0]])
      .where((eb) =>
        eb.or(
          columns.map((column, i) =>
            eb.and([
              ...columns.slice(0, i).map((prev) => eb(eb.ref(prev), '=', last[prev])),
              eb(eb.ref(column), op, last[column]),
            ]),
          ),
        ),
      ),
  );
  const batchAfter = (last: BatchRow | undefined): Promise<FormattedRows> =>
    dialect.selectFormatted(
      db,
      last
        ? afterQuery(
            Object.fromEntries(columns.map((c) => [c, sortValue(last, c)])) as Record<SortColumn, string | number>,
          )
        : batchQuery(),
      formatter,
      spare(),
    );
  let next = batchAfter(undefined);
  for (;;) {
    const batch = await next;
    if (batch.rows < batchSize) {
      if (batch.rows) yield batch;
      return;
    }
    // The next batch is read, on the reader thread, while the caller writes this one.
    // A caller that stops early leaves it unawaited: its failure must not become an unhandled rejection.
    next = batchAfter(batch.last as BatchRow);
    next.catch(() => {});
    yield batch;
  }
}

/**
 * An order's items and discounts as the export's two quoted CSV cells, comma-separated: JSON arrays of the order
 * detail's shapes (`itemJson`, `discountJson`). Kept per order with the rest of the line's end (`order_export_cells`,
 * orders-csv.ts lineEndOf), since building them was four fifths of the export's cost (docs/benchmarks.md);
 * built here for an order without them, and for the stored cells of orders placed otherwise than by checkout.
 */
function exportCellsOf(eb: ExpressionBuilder<Database, 'orders'>, dialect: SqlDialect): AliasableExpression<string> {
  const items = dialect.jsonArray(eb.selectFrom(taxedItems(eb).as('i')).orderBy('i.id'), (i) => itemJson(i, dialect));
  const discounts = dialect.jsonArray(discountsOf(eb).orderBy('orderDiscounts.id'), (d) => discountJson(d, dialect));
  return eb(eb(csvQuoted(eb, items), '||', eb.val(',')), '||', csvQuoted(eb, discounts));
}

const cellsInsert = fixedInsert('orderExportCells');

/** Stores an order's export cells (orders-csv.ts, exportCells) in the transaction that writes its items and discounts. */
export async function writeExportCells(trx: Transaction<Database>, orderId: number, cells: string): Promise<void> {
  await cellsInsert(trx, { orderId, cells });
}

const withoutCells = (eb: ExpressionBuilder<Database, 'orders'>) =>
  eb.not(
    eb.exists(
      eb.selectFrom('orderExportCells').select('orderId').whereRef('orderExportCells.orderId', '=', 'orders.id'),
    ),
  );

/** The lowest and highest id of the orders without export cells; null when every order has them. */
export async function ordersWithoutCellsBounds(db: Db): Promise<{ low: number; high: number } | null> {
  // Every cells row belongs to an order (the foreign key cascades): as many rows as orders means none is missing,
  // which two counts of primary keys tell at each start without looking up a million orders one by one.
  const [orders, cells] = await Promise.all([
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('orderExportCells')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  if (Number(orders.n) === Number(cells.n)) return null;
  const bounds = await db
    .selectFrom('orders')
    .select((eb) => [eb.fn.min('orders.id').as('low'), eb.fn.max('orders.id').as('high')])
    .where(withoutCells)
    .executeTakeFirst();
  if (!bounds || bounds.low === null || bounds.high === null) return null;
  return { low: Number(bounds.low), high: Number(bounds.high) };
}

/** An order without export cells: what its line's end is made of, and the totals its tax breakdown reads. */
export interface CellsSource extends LineEndParts {
  id: number;
  totalCents: number;
  taxCents: number;
}

/** The orders with ids in [from, to) that have no export cells, with what their cells are made of. */
export async function ordersWithoutCells(
  db: Db,
  dialect: SqlDialect,
  from: number,
  to: number,
): Promise<CellsSource[]> {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => [
      'orders.id',
      'orders.taxLines',
      'orders.totalCents',
      'orders.taxCents',
      discountSumOf(eb).as('discountCents'),
      exportCellsOf(eb, dialect).as('cells'),
    ])
    .where('orders.id', '>=', from)
    .where('orders.id', '<', to)
    .where(withoutCells)
    .execute();
  return rows.map((r) => ({ ...r, discountCents: Number(r.discountCents ?? 0) }));
}

/** Rows per insert of export cells: two parameters each, well under SQLite's limit of 32,766. */
const CELLS_PER_INSERT = 1_000;

/** Stores export cells; an order that has them already (another instance, or its checkout) keeps its own. */
export async function insertExportCells(db: Db, rows: { orderId: number; cells: string }[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += CELLS_PER_INSERT) {
    const result = await db
      .insertInto('orderExportCells')
      .values(rows.slice(i, i + CELLS_PER_INSERT))
      .onConflict((oc) => oc.column('orderId').doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}

/**
 * Before a product is deleted: its order lines' productId becomes null (the foreign key), so the cells of the orders
 * holding it no longer say what the detail says. They are dropped; the export builds them for those orders.
 */
export async function dropExportCellsOfProduct(trx: Transaction<Database>, productId: number): Promise<void> {
  await trx
    .deleteFrom('orderExportCells')
    .where('orderId', 'in', (eb) =>
      eb.selectFrom('orderItems').select('orderItems.orderId').where('productId', '=', productId),
    )
    .execute();
}

/**
 * A text as a quoted CSV cell (RFC 4180: quotes doubled). Done by the database for the export's JSON cells: in
 * JavaScript a row's hundred or so quotes cost 4 µs, and leave a string of as many pieces to be flattened
 * (docs/benchmarks.md, 2026-12-07). A JSON array starts with [, which no spreadsheet runs as a formula.
 */
function csvQuoted(eb: ExpressionBuilder<Database, 'orders'>, text: Expression<string>) {
  return eb(eb(eb.val('"'), '||', eb.fn<string>('replace', [text, eb.val('"'), eb.val('""')])), '||', eb.val('"'));
}

/**
 * An order's items with their tax as the detail reads it (itemTaxOf): as stored, or for a line written without tax
 * (seed, bulk import) 19 % included, half up (legacyTaxed), in integer division as migration 0081 wrote it.
 */
function taxedItems(eb: ExpressionBuilder<Database, 'orders'>) {
  return eb
    .selectFrom('orderItems')
    .whereRef('orderItems.orderId', '=', 'orders.id')
    .select((items) => {
      const untaxed = items.or(
        (['taxRateBp', 'netCents', 'taxCents', 'grossCents'] as const).map((c) => items(`orderItems.${c}`, 'is', null)),
      );
      const gross = items.ref('orderItems.totalPriceCents');
      const legacyTax = items.parens(
        items.parens(items(gross, '*', items.lit(1900)), '+', items.lit(5950)),
        '/',
        items.lit(11900),
      );
      const taxed = (stored: 'taxRateBp' | 'netCents' | 'taxCents' | 'grossCents', legacy: Expression<number>) =>
        items
          .case()
          .when(untaxed)
          .then(legacy)
          .else(items.ref(`orderItems.${stored}`))
          .end();
      return [
        'orderItems.id',
        'orderItems.productId',
        'orderItems.variantId',
        'orderItems.variantName',
        'orderItems.variantOptions',
        'orderItems.productName',
        'orderItems.sku',
        'orderItems.quantity',
        'orderItems.unitPriceCents',
        'orderItems.totalPriceCents',
        taxed('taxRateBp', items.lit(1900)).as('rateBp'),
        taxed('netCents', items(gross, '-', legacyTax)).as('netCents'),
        taxed('taxCents', legacyTax).as('taxCents'),
        taxed('grossCents', gross).as('grossCents'),
      ];
    });
}

type TaxedItem = ExpressionBuilder<{ i: InferResult<ReturnType<typeof taxedItems>>[number] }, 'i'>;

/**
 * An item's JSON as the order detail has it (rowToItem, JSON.stringify's bytes: test/orders/export-json.test.ts): the
 * variant's members only for a variant with options (variantOfItem).
 */
function itemJson(i: TaxedItem, dialect: SqlDialect): AliasableExpression<string> {
  const member = (key: string, kind: JsonMember['kind'], value: Expression<unknown>) => ({ key, kind, value });
  const head = [member('id', 'integer', i.ref('i.id')), member('productId', 'integer', i.ref('i.productId'))];
  const tail = [
    member('productName', 'string', i.ref('i.productName')),
    member('sku', 'string', i.ref('i.sku')),
    member('quantity', 'integer', i.ref('i.quantity')),
    member('unitPrice', 'cents', i.ref('i.unitPriceCents')),
    member('totalPrice', 'cents', i.ref('i.totalPriceCents')),
    member('taxRate', 'cents', i.ref('i.rateBp')),
    member('net', 'cents', i.ref('i.netCents')),
    member('tax', 'cents', i.ref('i.taxCents')),
    member('gross', 'cents', i.ref('i.grossCents')),
  ];
  const variantId = member('variantId', 'integer', i.ref('i.variantId'));
  const options = member('options', 'json', i.ref('i.variantOptions'));
  return i
    .case()
    .when(i.or([i('i.variantId', 'is', null), i('i.variantOptions', '=', '[]')]))
    .then(dialect.jsonText([...head, ...tail]))
    .when('i.variantName', 'is', null)
    .then(dialect.jsonText([...head, variantId, options, ...tail]))
    .else(
      dialect.jsonText([...head, variantId, member('variantName', 'string', i.ref('i.variantName')), options, ...tail]),
    )
    .end();
}

/** The sum of an order's discounts in cents, 0 without. */
function discountSumOf(eb: ExpressionBuilder<Database, 'orders'>) {
  return discountsOf(eb).select((discounts) =>
    discounts.fn.coalesce(discounts.fn.sum<number>('orderDiscounts.amountCents'), discounts.lit(0)).as('n'),
  );
}

/** An order's discounts. */
function discountsOf(eb: ExpressionBuilder<Database, 'orders'>) {
  return eb.selectFrom('orderDiscounts').whereRef('orderDiscounts.orderId', '=', 'orders.id');
}

/** A discount's JSON as the order detail has it (toDiscount, JSON.stringify's bytes). */
function discountJson(
  d: ExpressionBuilder<Database, 'orderDiscounts'>,
  dialect: SqlDialect,
): AliasableExpression<string> {
  return dialect.jsonText([
    { key: 'orderItemId', kind: 'integer', value: d.ref('orderDiscounts.orderItemId') },
    { key: 'promotionId', kind: 'integer', value: d.ref('orderDiscounts.promotionId') },
    { key: 'promotionName', kind: 'string', value: d.ref('orderDiscounts.promotionName') },
    { key: 'code', kind: 'string', value: d.ref('orderDiscounts.code') },
    { key: 'amount', kind: 'cents', value: d.ref('orderDiscounts.amountCents') },
  ]);
}

/**
 * An order's item count (the sum of its quantities): as written at checkout, or for an order placed before migration
 * 0042 summed from its items (both engines evaluate the sum only where the column is null). Null for no items.
 */
function itemCountOf(eb: ExpressionBuilder<Database, 'orders'>) {
  return eb.fn.coalesce(
    'orders.itemCount',
    eb
      .selectFrom('orderItems')
      .select((items) => items.fn.sum<number>('orderItems.quantity').as('n'))
      .whereRef('orderItems.orderId', '=', 'orders.id'),
  );
}

/** Item counts per order. */
export async function countItems(db: Db, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select((eb) => ['orders.id', itemCountOf(eb).as('n')])
    .where('orders.id', 'in', orderIds)
    .execute();
  return new Map(rows.map((r) => [r.id, Number(r.n ?? 0)]));
}

/** The ids of the orders matching the filter, lowest first, at most `limit`: what a bulk action applies to. */
export async function findMatchingIds(db: Db, dialect: SqlDialect, f: OrderFilter, limit: number): Promise<number[]> {
  const rows = await filteredOrders(db, dialect, await prepareFilter(db, dialect, f))
    .clearSelect()
    .select('orders.id')
    .orderBy('orders.id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
