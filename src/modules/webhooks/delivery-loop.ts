// The outbox processor: claim due rows with a lease, deliver them outside any transaction, then settle
// each result fenced by the lease token (docs/security.md §6). Several processors may share one database.
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../../config.js';
import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import { systemClock, type Clock } from '../../shared/clock.js';
import { yieldToEventLoop } from '../../shared/event-loop.js';
import { createSender, type AttemptResult, type Send } from './delivery.js';
import { createUrlGuard, type UrlGuard } from './url-guard.js';
import type { WebhookAttempt } from './webhook.js';
import * as repo from './webhooks.repository.js';
import { webhookDeliveryAttempts } from '../metrics/metrics.js';

export interface LoopLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface DeliveryLoopDeps {
  db: Db;
  dialect: SqlDialect;
  config: Pick<
    Config,
    'webhookRetrySchedule' | 'webhookTimeoutMs' | 'webhookPollIntervalMs' | 'webhookSecret' | 'webhookAllowHosts'
  >;
  logger: LoopLogger;
  clock?: Clock;
  /** Defaults to a guard over WEBHOOK_ALLOW_HOSTS and system DNS. */
  guard?: UrlGuard;
  /** Defaults to the HTTPS sender; tests pass one with their own CA. */
  send?: Send;
  /** Rows claimed and sent concurrently per round. */
  batchSize?: number;
  /** Source of the retry jitter, [0, 1). */
  random?: () => number;
}

/** Spreads retries ±10% so receivers recovering from an outage are not hit by every record at the same instant. */
const JITTER = 0.1;

export function createDeliveryWorker(deps: DeliveryLoopDeps) {
  const { db, dialect, config, logger, clock = systemClock, batchSize = 20, random = Math.random } = deps;
  const guard = deps.guard ?? createUrlGuard({ allowHosts: config.webhookAllowHosts });
  const send = deps.send ?? createSender({ guard, timeoutMs: config.webhookTimeoutMs, secret: config.webhookSecret });
  const schedule = config.webhookRetrySchedule;
  const maxAttempts = 1 + schedule.length;
  // Long enough that a whole batch (sent concurrently, each bounded by the timeout) settles before it expires.
  const leaseSeconds = 2 * Math.ceil(config.webhookTimeoutMs / 1000) + 30;

  function retryDelayMs(failedAttempts: number): number {
    const base = (schedule[failedAttempts - 1] ?? 0) * 1000;
    return Math.round(base * (1 - JITTER + 2 * JITTER * random()));
  }

  /** Sends one row and records the outcome; answers whether the target answered in time (delivered or not). */
  async function attempt(row: repo.ClaimedWebhook, token: string, stop?: AbortSignal): Promise<boolean> {
    const at = clock.now();
    const started = performance.now();
    let result: AttemptResult;
    try {
      result = await send(
        { id: row.id, eventType: row.eventType, url: row.url, body: row.payload, manual: row.manual === 1 },
        at,
        stop,
      );
    } catch (err) {
      logger.error({ err, webhookId: row.id }, 'webhook attempt threw');
      result = { outcome: 'failed', statusCode: null, error: 'internal error' };
    }
    webhookDeliveryAttempts.inc({ result: result.outcome });
    if (result.outcome === 'aborted') {
      // Hand the row back at once instead of waiting for the lease to run out.
      await repo.settle(db, row.id, token, {});
      return false;
    }
    const now = clock.now();
    const attempts = row.attempts + 1;
    const entry: WebhookAttempt = {
      attempt: attempts,
      at: at.toISOString(),
      statusCode: result.statusCode,
      error: result.outcome === 'failed' ? result.error : null,
      latencyMs: Math.round(performance.now() - started),
      responseExcerpt: result.outcome === 'failed' ? (result.responseExcerpt ?? null) : null,
    };
    const errors = JSON.stringify([...parseAttempts(row.errors), entry]);
    if (result.outcome === 'delivered') {
      await repo.settle(db, row.id, token, { status: 'delivered', attempts, errors, deliveredAt: now.toISOString() });
      return true;
    }
    const done = attempts >= maxAttempts;
    await repo.settle(db, row.id, token, {
      status: done ? 'failed' : 'pending',
      attempts,
      errors,
      lastError: result.error,
      lastFailedAt: now.toISOString(),
      ...(done ? {} : { nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)).toISOString() }),
    });
    return !result.timedOut;
  }

  /**
   * One target's rows of a round, one after the other in id order (creation order). After a time-out (or a stop) the
   * rest go back uncounted, so a target that hangs holds the round up for one time-out, not one per row. Each attempt
   * starts with at least half a lease left (longer than a time-out), renewed when less is.
   */
  async function sendInOrder(
    rows: { row: repo.ClaimedWebhook; signal: AbortSignal }[],
    token: string,
    keepLease: () => Promise<void>,
  ): Promise<number> {
    for (const [i, { row, signal }] of rows.entries()) {
      await keepLease();
      const answered = await attempt(row, token, signal).catch((err: unknown) => {
        // The lease runs out and the row is tried again: at-least-once, never lost.
        logger.error({ err, webhookId: row.id }, 'could not record a webhook attempt');
        return true;
      });
      if (answered) continue;
      const rest = rows.slice(i + 1).map(({ row: back }) => back.id);
      // Should this fail, the leases run out and the rows are due again.
      await repo
        .releaseLeases(db, rest, token)
        .catch((err: unknown) => logger.error({ err }, 'could not hand webhook rows back'));
      return rest.length;
    }
    return 0;
  }

  /** One round: claim a batch (none while `webhooksPaused`), send it, settle it. */
  async function round(stop?: AbortSignal): Promise<{ claimed: number; handedBack: number }> {
    if (await repo.deliveryPaused(db)) return { claimed: 0, handedBack: 0 };
    const token = crypto.randomUUID();
    const leaseMs = leaseSeconds * 1000;
    let leaseEnds = clock.now().getTime() + leaseMs;
    const rows = await repo.claimDue(db, dialect, {
      limit: batchSize,
      token,
      now: new Date(leaseEnds - leaseMs).toISOString(),
      leaseUntil: new Date(leaseEnds).toISOString(),
    });
    const keepLease = async () => {
      const now = clock.now().getTime();
      if (leaseEnds - now >= leaseMs / 2) return;
      leaseEnds = now + leaseMs;
      await repo.renewLeases(
        db,
        rows.map((r) => r.id),
        token,
        new Date(leaseEnds).toISOString(),
      );
    };
    // A signal per delivery, all aborted by one listener on `stop`: a listener per delivery on the shared signal
    // would pass its limit of 10 (MaxListenersExceededWarning) with every full batch.
    const controllers: AbortController[] = [];
    const byTarget = new Map<string, { row: repo.ClaimedWebhook; signal: AbortSignal }[]>();
    for (const row of [...rows].sort((a, b) => a.id - b.id)) {
      const controller = new AbortController();
      controllers.push(controller);
      byTarget.set(row.url, [...(byTarget.get(row.url) ?? []), { row, signal: controller.signal }]);
    }
    const abortAll = () => controllers.forEach((c) => c.abort());
    stop?.addEventListener('abort', abortAll, { once: true });
    if (stop?.aborted) abortAll();
    try {
      const handedBack = await Promise.all([...byTarget.values()].map((group) => sendInOrder(group, token, keepLease)));
      return { claimed: rows.length, handedBack: handedBack.reduce((a, b) => a + b, 0) };
    } finally {
      stop?.removeEventListener('abort', abortAll);
    }
  }

  /** One round; returns how many rows were claimed. */
  async function runOnce(stop?: AbortSignal): Promise<number> {
    return (await round(stop)).claimed;
  }

  /** Polls until `stop` aborts; a full batch is followed at once by the next round. Resolves when stopped. */
  async function run(stop: AbortSignal): Promise<void> {
    if (!config.webhookSecret) logger.warn({}, 'WEBHOOK_SECRET is not set: webhooks are sent without a signature');
    while (!stop.aborted) {
      // Rows handed back after a failure are due at once: the next round follows without waiting.
      let busy = false;
      try {
        const r = await round(stop);
        busy = r.claimed === batchSize || r.handedBack > 0;
      } catch (err) {
        logger.error({ err }, 'webhook delivery round failed');
      }
      if (!busy && !stop.aborted)
        await sleep(config.webhookPollIntervalMs, undefined, { signal: stop }).catch(() => {});
      else await yieldToEventLoop();
    }
  }

  return { runOnce, run };
}

function parseAttempts(text: string): WebhookAttempt[] {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? (v as WebhookAttempt[]) : [];
  } catch {
    return [];
  }
}

/** The processor of `npm run worker` and of the web process (unless WEBHOOK_DELIVERY=external). */
export function runDeliveryLoop(deps: DeliveryLoopDeps, stop: AbortSignal): Promise<void> {
  return createDeliveryWorker(deps).run(stop);
}
