import type { Db } from '../../db/open.js';
import type { Clock } from '../../shared/clock.js';
import { unixSeconds } from '../../shared/clock.js';
import { conflict, invalid, notFound } from '../../shared/errors.js';
import { yieldToEventLoop } from '../../shared/event-loop.js';
import { deleteInBatches, retentionCutoff } from '../../shared/retention.js';
import type { Page, PageRequest } from '../../shared/page.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { UrlGuard } from './url-guard.js';
import type {
  EventType,
  WebhookAttempt,
  WebhookDetail,
  WebhookPayload,
  WebhookStatus,
  WebhookSummary,
} from './webhook.js';
import { WEBHOOK_STATUSES } from './webhook.js';
import { record, recordMany } from '../audit/audit.js';
import * as repo from './webhooks.repository.js';

/** Replay resends a failed or a delivered record; a pending one is already queued. */
const REPLAYABLE: readonly WebhookStatus[] = ['failed', 'delivered'];

/** Rows a bulk replay reads and resets per statement: memory and lock time stay bounded whatever matches. */
export const REPLAY_BATCH = 500;

export interface ReplayFilter extends Omit<repo.WebhookFilter, 'status'> {
  /** failed (the default) or delivered. */
  status?: 'failed' | 'delivered';
}

/** 400 VALIDATION_ERROR unless the guard accepts the URL; for every place a webhook URL is saved. */
export async function assertAllowedUrl(guard: UrlGuard, url: string): Promise<void> {
  const r = await guard.check(url);
  if (!r.ok) throw invalid(`Webhook URL refused: ${r.reason}`);
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function toSummary(row: repo.WebhookRow): WebhookSummary {
  return {
    id: row.id,
    eventType: row.eventType,
    url: row.url,
    status: row.status as WebhookStatus,
    attempts: row.attempts,
    createdAt: unixSeconds(row.createdAt),
    deliveredAt: row.deliveredAt ? unixSeconds(row.deliveredAt) : null,
    manual: row.manual === 1,
  };
}

function toDetail(row: repo.WebhookRow): WebhookDetail {
  // The column holds every attempt (webhook.ts, WebhookAttempt), earlier rounds' too (a replay keeps them); `errors`
  // stays the spec's: the failed ones of the current round (its `attempts` entries, the last ones), in their first
  // shape. Entries written before latency and excerpt were kept lack them.
  const attemptLog = parseJson<WebhookAttempt[]>(row.errors, []).map((a) => ({
    ...a,
    latencyMs: a.latencyMs ?? null,
    responseExcerpt: a.responseExcerpt ?? null,
  }));
  const currentRound = row.attempts === 0 ? [] : attemptLog.slice(-row.attempts);
  return {
    ...toSummary(row),
    payload: parseJson<unknown>(row.payload, null),
    nextAttemptAt: row.status === 'pending' ? unixSeconds(row.nextAttemptAt) : null,
    errors: currentRound.flatMap(({ attempt, at, statusCode, error }) =>
      error === null ? [] : [{ attempt, at, statusCode, error }],
    ),
    lastError: row.lastError,
    attemptLog,
  };
}

export interface WebhookList extends Page<WebhookSummary> {
  stats: repo.StatusCounts;
}

/** ISO instants compare correctly as text (SQLite) and as timestamptz; an unreadable one is a 400. */
function instant(value: string | undefined, field: string): string | undefined {
  if (value === undefined) return undefined;
  const t = Date.parse(value);
  if (Number.isNaN(t)) throw invalid(`${field} must be a date-time`);
  return new Date(t).toISOString();
}

function normalised<F extends repo.WebhookFilter | ReplayFilter>(filter: F): F {
  return {
    ...filter,
    createdFrom: instant(filter.createdFrom, 'createdFrom'),
    createdTo: instant(filter.createdTo, 'createdTo'),
  };
}

/**
 * Records deleted per statement when pruning: short transactions, so writers wait at most one batch (at a million
 * records on SQLite 3.9 ms a batch, p99 8 ms; docs/benchmarks.md "Webhook records").
 */
export const PRUNE_BATCH = 500;

/**
 * Delivered and failed records are kept for `retentionDays` (a setting; 0 keeps them) after their last attempt; pending
 * ones until they are settled. The retention loop prunes them in batches.
 */
export function createWebhookRetention({
  db,
  clock,
  retentionDays,
}: {
  db: Db;
  clock: Clock;
  retentionDays: () => Promise<number>;
}) {
  return {
    async prune(stop?: AbortSignal): Promise<number> {
      const cutoff = retentionCutoff(clock, await retentionDays());
      if (!cutoff) return 0;
      let deleted = 0;
      for (const status of ['delivered', 'failed'] as const) {
        deleted += await deleteInBatches(() => repo.pruneBatch(db, status, cutoff, PRUNE_BATCH), PRUNE_BATCH, stop);
      }
      return deleted;
    },
  };
}

export interface TargetHealth {
  url: string;
  delivered: number;
  failed: number;
  pending: number;
  attempts: number;
  /** Failed attempts among all attempts of the window, 0 to 1. */
  failureRate: number;
  lastDeliveredAt: string | null;
  /** When the last failed attempt of any record kept ended. */
  lastFailedAt: string | null;
  paused: boolean;
}

export function createWebhooksService({
  db,
  clock,
  guard,
  settings,
  replayBatch = REPLAY_BATCH,
}: {
  db: Db;
  clock: Clock;
  guard: UrlGuard;
  settings: Pick<SettingsService, 'webhookTarget'>;
  replayBatch?: number;
}) {
  return {
    /**
     * Per target URL over the records created in the last `hours`: deliveries by status, the share of failed
     * attempts, the last successful delivery (of any record kept) and whether the target is paused.
     */
    async health(hours: number): Promise<TargetHealth[]> {
      const since = new Date(clock.now().getTime() - hours * 3_600_000).toISOString();
      const [rows, pauses] = await Promise.all([repo.healthByUrl(db, since), repo.findPauses(db)]);
      const paused = new Set(pauses.map((p) => p.url));
      return rows.map((r) => ({
        ...r,
        // Each delivered record took exactly one successful attempt; every other attempt failed.
        failureRate: r.attempts === 0 ? 0 : Math.round(((r.attempts - r.delivered) / r.attempts) * 10_000) / 10_000,
        paused: paused.has(r.url),
      }));
    },

    /** Newest first, with counts per status over all records. */
    async list(filter: repo.WebhookFilter, page: PageRequest): Promise<WebhookList> {
      const f = normalised(filter);
      const { status, ...narrowing } = f;
      // Filtered by status alone or not at all, the total is among the counts per status, which are read anyway.
      const counted = Object.values(narrowing).some((v) => v !== undefined);
      const [rows, stats, matching] = await Promise.all([
        repo.findWebhookPage(db, f, page),
        repo.countByStatus(db, WEBHOOK_STATUSES),
        counted ? repo.countWebhooks(db, f) : undefined,
      ]);
      const total = matching ?? (status ? stats[status] : stats.pending + stats.delivered + stats.failed);
      return { items: rows.map(toSummary), total, page: page.page, limit: page.limit, stats };
    },

    /** Records waiting for delivery and given up, for metrics. */
    backlog(): Promise<{ pending: number; failed: number }> {
      return repo.countByStatus(db, ['pending', 'failed']);
    },

    async get(id: number): Promise<WebhookDetail> {
      const row = await repo.findWebhook(db, id);
      if (!row) throw notFound('Webhook');
      return toDetail(row);
    },

    /**
     * Queues a delivery of `payload` as the data of an `eventType` event, to `url` or else the default target.
     * The target must pass the SSRF guard now; it is checked again before every attempt. The record is marked
     * manual: its deliveries carry X-Webhook-Manual: true (body and signature are those of any event).
     */
    async queueManual(input: {
      eventType: EventType;
      payload: Record<string, unknown>;
      url?: string;
    }): Promise<WebhookSummary> {
      const url = input.url ?? (await settings.webhookTarget());
      if (!url) throw invalid('No url given and no default webhook URL is configured');
      await assertAllowedUrl(guard, url);
      const now = clock.now().toISOString();
      const body: WebhookPayload = { event: input.eventType, timestamp: now, data: input.payload };
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await repo.insertWebhook(trx, {
          eventType: input.eventType,
          url,
          payload: JSON.stringify(body),
          now,
          manual: true,
        });
        await record(trx, { entityType: 'webhook', entityId: inserted.id, action: 'create', after: inserted });
        return inserted;
      });
      return toSummary(row);
    },

    /** Back to pending with attempts 0 and errors cleared (the attempt log kept); the next processor run sends it, with the same id. */
    async replay(id: number): Promise<WebhookSummary> {
      const row = await db.transaction().execute(async (trx) => {
        const before = await repo.findWebhook(trx, id);
        if (!before) throw notFound('Webhook');
        // The UPDATE is conditional on the status, so a replay racing this one still resets the record once.
        const after = await repo.resetForReplay(trx, id, REPLAYABLE, clock.now().toISOString());
        if (!after) throw conflict('The webhook is pending already');
        await record(trx, { entityType: 'webhook', entityId: id, action: 'replay', before, after });
        return after;
      });
      return toSummary(row);
    },

    /**
     * Replays every record matching the filter (status failed unless delivered is asked for), keeping their ids:
     * keyset batches of `replayBatch` ids up to the last id at the start, each reset by one conditional UPDATE, so
     * a record is replayed once however many replays overlap. Answers how many went back to pending.
     */
    async replayMatching(filter: ReplayFilter): Promise<{ replayed: number }> {
      const f = normalised({ ...filter, status: filter.status ?? 'failed' });
      const upTo = await repo.lastWebhookId(db);
      let replayed = 0;
      for (let afterId = 0; ;) {
        const ids = await repo.matchingIds(db, f, { afterId, upTo, limit: replayBatch });
        // One entry per record replayed, written with its batch (one INSERT): "who replayed webhook 42" is one
        // filter, and a batch that fails leaves neither resets nor entries.
        replayed += await db.transaction().execute(async (trx) => {
          const reset = await repo.resetManyForReplay(trx, ids, [f.status], clock.now().toISOString());
          await recordMany(
            trx,
            reset.map((id) => ({
              entityType: 'webhook',
              entityId: id,
              action: 'replay',
              before: { status: f.status },
              after: { status: 'pending' },
            })),
          );
          return reset.length;
        });
        if (ids.length < replayBatch) return { replayed };
        afterId = ids.at(-1)!;
        await yieldToEventLoop();
      }
    },

    /** Targets whose deliveries wait while their events keep being recorded. */
    listPauses: () => repo.findPauses(db),

    /** Holds deliveries to the target; pausing a paused target changes nothing and is not logged. */
    async pause(url: string): Promise<{ url: string; pausedAt: string }> {
      await db.transaction().execute(async (trx) => {
        const pause = await repo.insertPause(trx, url, clock.now().toISOString());
        if (pause) await record(trx, { entityType: 'webhook_pause', entityId: url, action: 'pause', after: pause });
      });
      return (await repo.findPauses(db)).find((p) => p.url === url)!;
    },

    /** Resumes delivery to the target: what waited goes out oldest first. 404 when it was not paused. */
    async resume(url: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const pause = await repo.deletePause(trx, url);
        if (!pause) throw notFound('Paused webhook target');
        await record(trx, { entityType: 'webhook_pause', entityId: url, action: 'resume', before: pause });
      });
    },

    async remove(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await repo.deleteWebhook(trx, id);
        if (!before) throw notFound('Webhook');
        await record(trx, { entityType: 'webhook', entityId: id, action: 'delete', before });
      });
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
