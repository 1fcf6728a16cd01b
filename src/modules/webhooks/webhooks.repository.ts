import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import type { AliasableExpression, Transaction } from 'kysely';
import type { Database, Row, RowUpdate } from '../../db/database.js';
import { readDocument } from '../../db/json-document.js';
import { fixedCompilable } from '../../db/fixed-query.js';
import { offsetOf, type PageRequest } from '../../shared/page.js';
import type { EventType, WebhookStatus } from './webhook.js';

export type WebhookRow = Row<'webhooks'>;

export interface WebhookFilter {
  status?: WebhookStatus;
  eventType?: EventType;
  /** The exact target URL. */
  url?: string;
  /** ISO instants, both inclusive. */
  createdFrom?: string;
  createdTo?: string;
}

export type StatusCounts = Record<WebhookStatus, number>;

function filtered(db: Db, filter: WebhookFilter) {
  let query = db.selectFrom('webhooks');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.eventType) query = query.where('eventType', '=', filter.eventType);
  if (filter.url) query = query.where('url', '=', filter.url);
  if (filter.createdFrom) query = query.where('createdAt', '>=', filter.createdFrom);
  if (filter.createdTo) query = query.where('createdAt', '<=', filter.createdTo);
  return query;
}

/** One page, newest first. */
export function findWebhookPage(db: Db, filter: WebhookFilter, page: PageRequest): Promise<WebhookRow[]> {
  return filtered(db, filter).selectAll().orderBy('id', 'desc').limit(page.limit).offset(offsetOf(page)).execute();
}

export async function countWebhooks(db: Db, filter: WebhookFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Deletes at most `limit` records of `status` (delivered or failed) whose last attempt was due before `cutoff`, and
 * for delivered ones delivered before it too, oldest first from the status index; answers how many it deleted. A
 * record replayed meanwhile is pending and stays.
 */
export async function pruneBatch(
  db: Db,
  status: 'delivered' | 'failed',
  cutoff: string,
  limit: number,
): Promise<number> {
  let old = db.selectFrom('webhooks').select('id').where('status', '=', status).where('nextAttemptAt', '<', cutoff);
  if (status === 'delivered') old = old.where('deliveredAt', '<', cutoff);
  const ids = (await old.orderBy('nextAttemptAt').limit(limit).execute()).map((r) => r.id);
  if (ids.length === 0) return 0;
  // `<>`, not `= status`: SQLite without statistics would serve `=` from the status index, reading every record of the
  // status (86 ms a batch at a million records) instead of the ids.
  const result = await db
    .deleteFrom('webhooks')
    .where('id', 'in', ids)
    .where('status', '<>', 'pending')
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The highest id so far: a bulk replay stops there, so rows written while it runs cannot keep it going. */
export async function lastWebhookId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('webhooks')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

/** The next ids matching the filter after `afterId`, up to `upTo`, in id order (keyset: one bounded batch). */
export async function matchingIds(
  db: Db,
  filter: WebhookFilter,
  c: { afterId: number; upTo: number; limit: number },
): Promise<number[]> {
  const rows = await filtered(db, filter)
    .select('id')
    .where('id', '>', c.afterId)
    .where('id', '<=', c.upTo)
    .orderBy('id')
    .limit(c.limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Records per status, over all records whatever a list is filtered by, for the statuses asked: each is a range of the
 * status index, so the backlog (pending, failed) costs nothing however many delivered records there are (counting
 * those too took 0.2 s at 3 million records, at every metrics scrape, on SQLite's event loop).
 */
export async function countByStatus<S extends WebhookStatus>(
  db: Db,
  statuses: readonly S[],
): Promise<Record<S, number>> {
  const rows = await db
    .selectFrom('webhooks')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', 'in', statuses)
    .groupBy('status')
    .execute();
  const counts = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<S, number>;
  for (const r of rows) counts[r.status as S] = Number(r.n);
  return counts;
}

export function findWebhook(db: Db, id: number): Promise<WebhookRow | undefined> {
  return db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Prepared: PostgreSQL took as long to plan it as to run it (docs/benchmarks.md). */
const eventInsert = fixedCompilable(
  (db, p: { eventType: EventType; payload: string; now: string }, url: AliasableExpression<string | null>) =>
    db
      .insertInto('webhooks')
      .columns(['eventType', 'url', 'payload', 'status', 'attempts', 'nextAttemptAt', 'createdAt', 'errors', 'manual'])
      .expression(
        db
          .selectFrom(db.selectNoFrom(url.as('url')).as('target'))
          .select((eb) => [
            eb.val(p.eventType).as('eventType'),
            'target.url',
            eb.val(p.payload).as('payload'),
            eb.val('pending').as('status'),
            eb.lit(0).as('attempts'),
            eb.val(p.now).as('nextAttemptAt'),
            eb.val(p.now).as('createdAt'),
            eb.val('[]').as('errors'),
            eb.lit(0).as('manual'),
          ])
          .where('target.url', 'is not', null),
      )
      .returning('id'),
  { prepared: true },
);

/**
 * An event's pending record (outbox.emit) for the target `url`, an SQL expression the statement evaluates (the
 * settings as the transaction sees them; the same expression on every call for one database); none when it is
 * null. Its id, or null.
 */
export async function insertEvent(
  trx: Transaction<Database>,
  e: { eventType: EventType; payload: string; now: string },
  url: AliasableExpression<string | null>,
): Promise<number | null> {
  const [row] = (await trx.executeQuery(eventInsert(trx, e, url).compile())).rows;
  return row?.id ?? null;
}

/** A pending record; `manual` marks one an operator queued by hand (events go through outbox.emit). */
export async function insertWebhook(
  db: Db,
  w: { eventType: EventType; url: string; payload: string; now: string; manual?: boolean },
): Promise<WebhookRow> {
  return db
    .insertInto('webhooks')
    .values({
      eventType: w.eventType,
      url: w.url,
      payload: w.payload,
      status: 'pending',
      attempts: 0,
      errors: '[]',
      nextAttemptAt: w.now,
      createdAt: w.now,
      manual: w.manual ? 1 : 0,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Back to pending for the next processor run, keeping the id (receivers deduplicate by it). Clearing the
 * lease fences out a worker that might still be settling an earlier attempt. Only rows in one of `from` change.
 */
export async function resetForReplay(
  db: Db,
  id: number,
  from: readonly WebhookStatus[],
  now: string,
): Promise<WebhookRow | undefined> {
  return db
    .updateTable('webhooks')
    .set(replayed(now))
    .where('id', '=', id)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();
}

/** The attempt log (`errors`) is kept: a replay starts a new round (attempt numbers restart at 1) after it. */
function replayed(now: string) {
  return {
    status: 'pending',
    attempts: 0,
    lastError: null,
    deliveredAt: null,
    nextAttemptAt: now,
    leaseToken: null,
    leaseUntil: null,
  } as const;
}

/** resetForReplay for a batch of ids; answers the ids that changed (a row replayed meanwhile is pending and left alone). */
export async function resetManyForReplay(
  db: Db,
  ids: number[],
  from: readonly WebhookStatus[],
  now: string,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable('webhooks')
    .set(replayed(now))
    .where('id', 'in', ids)
    .where('status', 'in', from)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Targets whose deliveries wait, oldest pause first. */
export function findPauses(db: Db) {
  return db.selectFrom('webhookPauses').select(['url', 'pausedAt']).orderBy('pausedAt').orderBy('url').execute();
}

/** The new pause, or undefined when the target was paused already. */
export function insertPause(db: Db, url: string, now: string) {
  return db
    .insertInto('webhookPauses')
    .values({ url, pausedAt: now })
    .onConflict((oc) => oc.column('url').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The removed pause, or undefined when the target was not paused. */
export function deletePause(db: Db, url: string) {
  return db.deleteFrom('webhookPauses').where('url', '=', url).returningAll().executeTakeFirst();
}

/** Whether the shop settings hold every delivery (`webhooksPaused`); read once per delivery round. */
export async function deliveryPaused(db: Db): Promise<boolean> {
  return (await readDocument<{ webhooksPaused: boolean }>(db, 'settings'))?.webhooksPaused === true;
}

/** The deleted record, or undefined when there was none. */
export function deleteWebhook(db: Db, id: number): Promise<WebhookRow | undefined> {
  return db.deleteFrom('webhooks').where('id', '=', id).returningAll().executeTakeFirst();
}

export type ClaimedWebhook = Pick<
  WebhookRow,
  'id' | 'eventType' | 'url' | 'payload' | 'attempts' | 'errors' | 'manual'
>;

/**
 * Leases up to `limit` due pending rows to `token`. Claims queue up behind one lock (PostgreSQL; SQLite has a single
 * writer) and skip every target that has a row under a live lease, so one target's deliveries are in flight in one
 * processor at a time, which sends them in id order (delivery-loop.ts). Paused targets (webhook_pauses) are
 * skipped; their rows wait. A row whose lease ran out (its processor died) is due again.
 */
export function claimDue(
  db: Db,
  dialect: SqlDialect,
  c: { limit: number; token: string; now: string; leaseUntil: string },
): Promise<ClaimedWebhook[]> {
  return db.transaction().execute(async (trx) => {
    await dialect.lockName(trx, 'webhook-claims');
    return trx
      .updateTable('webhooks')
      .set({ leaseToken: c.token, leaseUntil: c.leaseUntil })
      .where('id', 'in', (eb) =>
        dialect.forUpdateSkipLocked(
          eb
            .selectFrom('webhooks as w')
            .select('w.id')
            .where('w.status', '=', 'pending')
            .where('w.nextAttemptAt', '<=', c.now)
            .where((x) => x.or([x('w.leaseUntil', 'is', null), x('w.leaseUntil', '<', c.now)]))
            .where('w.url', 'not in', (s) => s.selectFrom('webhookPauses').select('webhookPauses.url'))
            // The targets in flight, listed once from the lease index (a live lease is only ever on a pending row:
            // every settlement, release and replay clears it). Asked per candidate row, by target, it scanned all
            // of that target's rows each time: with 17,000 rows waiting for a target that is down, a claim took
            // 150 ms of the event loop on SQLite (docs/benchmarks.md).
            .where('w.url', 'not in', (s) =>
              s.selectFrom('webhooks as busy').select('busy.url').where('busy.leaseUntil', '>=', c.now),
            )
            .orderBy('w.nextAttemptAt')
            .orderBy('w.id')
            .limit(c.limit),
        ),
      )
      .returning(['id', 'eventType', 'url', 'payload', 'attempts', 'errors', 'manual'])
      .execute();
  });
}

/** Extends the lease of those of the rows `token` still holds (a target's rows are sent one after the other). */
export async function renewLeases(db: Db, ids: number[], token: string, leaseUntil: string): Promise<void> {
  await db.updateTable('webhooks').set({ leaseUntil }).where('id', 'in', ids).where('leaseToken', '=', token).execute();
}

/** Gives rows back unsent, not counted as an attempt, in one statement: those `token` still holds become due at once. */
export async function releaseLeases(db: Db, ids: number[], token: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('webhooks')
    .set({ leaseToken: null, leaseUntil: null })
    .where('id', 'in', ids)
    .where('leaseToken', '=', token)
    .execute();
}

export type Settlement = Pick<
  RowUpdate<'webhooks'>,
  'status' | 'attempts' | 'errors' | 'lastError' | 'nextAttemptAt' | 'deliveredAt' | 'lastFailedAt'
>;

/**
 * Records an attempt's outcome and ends the lease, only while `token` still holds it: a processor whose lease
 * expired (and was claimed again) or whose row was replayed or deleted meanwhile changes nothing.
 */
export async function settle(db: Db, id: number, token: string, changes: Settlement): Promise<boolean> {
  const r = await db
    .updateTable('webhooks')
    .set({ ...changes, leaseToken: null, leaseUntil: null })
    .where('id', '=', id)
    .where('leaseToken', '=', token)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/**
 * Per target URL: its records created since `since` by status, their attempts, and the last delivery and the last
 * failed attempt of any record kept (the retention bounds the table this reads whole).
 */
export async function healthByUrl(db: Db, since: string) {
  const rows = await db
    .selectFrom('webhooks')
    .select((eb) => {
      const recent = (status: string) =>
        eb.fn.sum<number>(
          eb
            .case()
            .when(eb.and([eb('createdAt', '>=', since), eb('status', '=', status)]))
            .then(1)
            .else(0)
            .end(),
        );
      return [
        'url',
        recent('delivered').as('delivered'),
        recent('failed').as('failed'),
        recent('pending').as('pending'),
        eb.fn
          .sum<number>(eb.case().when('createdAt', '>=', since).then(eb.ref('attempts')).else(0).end())
          .as('attempts'),
        eb.fn.max('deliveredAt').as('lastDeliveredAt'),
        eb.fn.max('lastFailedAt').as('lastFailedAt'),
      ];
    })
    .groupBy('url')
    .orderBy('url')
    .execute();
  return rows.map((r) => ({
    url: r.url,
    delivered: Number(r.delivered ?? 0),
    failed: Number(r.failed ?? 0),
    pending: Number(r.pending ?? 0),
    attempts: Number(r.attempts ?? 0),
    lastDeliveredAt: r.lastDeliveredAt ?? null,
    lastFailedAt: r.lastFailedAt ?? null,
  }));
}
