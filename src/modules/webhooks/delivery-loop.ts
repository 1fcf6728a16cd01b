// The outbox processor: claim due rows with a lease, deliver them outside any transaction, then settle
// each result fenced by the lease token (docs/security.md §6). Several processors may share one database.
import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../../config.js';
import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import { systemClock, type Clock } from '../../shared/clock.js';
import { yieldToEventLoop } from '../../shared/event-loop.js';
import { createSender, type AttemptResult, type Send } from './delivery.js';
import { createUrlGuard, type UrlGuard } from './url-guard.js';
import type { WebhookAttemptError } from './webhook.js';
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
  config: Pick<Config, 'webhookRetrySchedule' | 'webhookTimeoutMs' | 'webhookPollIntervalMs' | 'webhookSecret' | 'webhookAllowHosts'>;
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

  async function attempt(row: repo.ClaimedWebhook, token: string, stop?: AbortSignal): Promise<void> {
    const at = clock.now();
    let result: AttemptResult;
    try {
      result = await send({ id: row.id, eventType: row.eventType, url: row.url, body: row.payload, manual: row.manual === 1 }, at, stop);
    } catch (err) {
      logger.error({ err, webhookId: row.id }, 'webhook attempt threw');
      result = { outcome: 'failed', statusCode: null, error: 'internal error' };
    }
    webhookDeliveryAttempts.inc({ result: result.outcome });
    if (result.outcome === 'aborted') {
      // Hand the row back at once instead of waiting for the lease to run out.
      await repo.settle(db, row.id, token, {});
      return;
    }
    const now = clock.now();
    const attempts = row.attempts + 1;
    if (result.outcome === 'delivered') {
      await repo.settle(db, row.id, token, { status: 'delivered', attempts, deliveredAt: now.toISOString() });
      return;
    }
    const entry: WebhookAttemptError = { attempt: attempts, at: at.toISOString(), statusCode: result.statusCode, error: result.error };
    const errors = [...parseErrors(row.errors), entry];
    const done = attempts >= maxAttempts;
    await repo.settle(db, row.id, token, {
      status: done ? 'failed' : 'pending',
      attempts,
      errors: JSON.stringify(errors),
      lastError: result.error,
      ...(done ? {} : { nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)).toISOString() }),
    });
  }

  /** One round: claim a batch, send it, settle it. Returns how many rows were claimed. */
  async function runOnce(stop?: AbortSignal): Promise<number> {
    const token = crypto.randomUUID();
    const now = clock.now();
    const rows = await repo.claimDue(db, dialect, {
      limit: batchSize,
      token,
      now: now.toISOString(),
      leaseUntil: new Date(now.getTime() + leaseSeconds * 1000).toISOString(),
    });
    // A signal per delivery, all aborted by one listener on `stop`: a listener per delivery on the shared signal
    // would pass its limit of 10 (MaxListenersExceededWarning) with every full batch.
    const controllers = rows.map(() => new AbortController());
    const abortAll = () => controllers.forEach((c) => c.abort());
    stop?.addEventListener('abort', abortAll, { once: true });
    if (stop?.aborted) abortAll();
    try {
      await Promise.all(
        rows.map((row, i) =>
          attempt(row, token, controllers[i]!.signal).catch((err) => {
            // The lease runs out and the row is tried again: at-least-once, never lost.
            logger.error({ err, webhookId: row.id }, 'could not record a webhook attempt');
          }),
        ),
      );
    } finally {
      stop?.removeEventListener('abort', abortAll);
    }
    return rows.length;
  }

  /** Polls until `stop` aborts; a full batch is followed at once by the next round. Resolves when stopped. */
  async function run(stop: AbortSignal): Promise<void> {
    if (!config.webhookSecret) logger.warn({}, 'WEBHOOK_SECRET is not set: webhooks are sent without a signature');
    while (!stop.aborted) {
      let claimed = 0;
      try {
        claimed = await runOnce(stop);
      } catch (err) {
        logger.error({ err }, 'webhook delivery round failed');
      }
      if (claimed < batchSize && !stop.aborted) await sleep(config.webhookPollIntervalMs, undefined, { signal: stop }).catch(() => {});
      else await yieldToEventLoop();
    }
  }

  return { runOnce, run };
}

function parseErrors(text: string): WebhookAttemptError[] {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? (v as WebhookAttemptError[]) : [];
  } catch {
    return [];
  }
}

/** The processor of `npm run worker` and of the web process (unless WEBHOOK_DELIVERY=external). */
export function runDeliveryLoop(deps: DeliveryLoopDeps, stop: AbortSignal): Promise<void> {
  return createDeliveryWorker(deps).run(stop);
}
