import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import type { Row, RowUpdate } from '../../db/database.js';
import { paginate } from '../../db/paginate.js';
import type { Page, PageRequest } from '../../shared/page.js';
import type { EventType, WebhookStatus } from './webhook.js';

export type WebhookRow = Row<'webhooks'>;

export interface WebhookFilter {
  status?: WebhookStatus;
  eventType?: EventType;
}

export interface StatusCounts {
  pending: number;
  delivered: number;
  failed: number;
}

/** Newest first. */
export function findWebhooks(db: Db, filter: WebhookFilter, page: PageRequest): Promise<Page<WebhookRow>> {
  let query = db.selectFrom('webhooks').selectAll();
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.eventType) query = query.where('eventType', '=', filter.eventType);
  return paginate(query.orderBy('id', 'desc'), page);
}

/** Counts over all records, whatever a list is filtered by. */
export async function countByStatus(db: Db): Promise<StatusCounts> {
  const rows = await db.selectFrom('webhooks').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute();
  const counts: StatusCounts = { pending: 0, delivered: 0, failed: 0 };
  for (const r of rows) if (r.status in counts) counts[r.status as WebhookStatus] = Number(r.n);
  return counts;
}

export function findWebhook(db: Db, id: number): Promise<WebhookRow | undefined> {
  return db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A pending record; `manual` marks one an operator queued by hand (events go through outbox.emit). */
export async function insertWebhook(db: Db, w: { eventType: EventType; url: string; payload: string; now: string; manual?: boolean }): Promise<WebhookRow> {
  return db
    .insertInto('webhooks')
    .values({ eventType: w.eventType, url: w.url, payload: w.payload, status: 'pending', attempts: 0, errors: '[]', nextAttemptAt: w.now, createdAt: w.now, manual: w.manual ? 1 : 0 })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Back to pending for the next processor run, keeping the id (receivers deduplicate by it). Clearing the
 * lease fences out a worker that might still be settling an earlier attempt. Only rows in one of `from` change.
 */
export async function resetForReplay(db: Db, id: number, from: readonly WebhookStatus[], now: string): Promise<WebhookRow | undefined> {
  return db
    .updateTable('webhooks')
    .set({ status: 'pending', attempts: 0, errors: '[]', lastError: null, deliveredAt: null, nextAttemptAt: now, leaseToken: null, leaseUntil: null })
    .where('id', '=', id)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteWebhook(db: Db, id: number): Promise<boolean> {
  const r = await db.deleteFrom('webhooks').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export type ClaimedWebhook = Pick<WebhookRow, 'id' | 'eventType' | 'url' | 'payload' | 'attempts' | 'errors' | 'manual'>;

/**
 * Leases up to `limit` due pending rows to `token` in one statement. PostgreSQL skips rows another claim holds
 * (FOR UPDATE SKIP LOCKED), so concurrent processors never take the same row; SQLite has a single writer,
 * so the same statement is already exclusive. A row whose lease ran out (its processor died) is due again.
 */
export function claimDue(db: Db, dialect: SqlDialect, c: { limit: number; token: string; now: string; leaseUntil: string }): Promise<ClaimedWebhook[]> {
  return db
    .updateTable('webhooks')
    .set({ leaseToken: c.token, leaseUntil: c.leaseUntil })
    .where('id', 'in', (eb) =>
      dialect.forUpdateSkipLocked(
        eb
          .selectFrom('webhooks')
          .select('id')
          .where('status', '=', 'pending')
          .where('nextAttemptAt', '<=', c.now)
          .where((w) => w.or([w('leaseUntil', 'is', null), w('leaseUntil', '<', c.now)]))
          .orderBy('nextAttemptAt')
          .orderBy('id')
          .limit(c.limit),
      ),
    )
    .returning(['id', 'eventType', 'url', 'payload', 'attempts', 'errors', 'manual'])
    .execute();
}

export type Settlement = Pick<RowUpdate<'webhooks'>, 'status' | 'attempts' | 'errors' | 'lastError' | 'nextAttemptAt' | 'deliveredAt'>;

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
