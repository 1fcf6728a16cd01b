import { setTimeout as sleep } from 'node:timers/promises';
import { yieldToEventLoop } from './event-loop.js';
import { runAsWorker } from './request-context.js';
import type { Clock } from './clock.js';

/** How often the retention loop runs. */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

/** The instant before which rows are past a retention of `days` (ISO text, as stored); null when 0 keeps them all. */
export function retentionCutoff(clock: Clock, days: number): string | null {
  return days > 0 ? new Date(clock.now().getTime() - days * 86_400_000).toISOString() : null;
}

/**
 * Calls `deleteBatch` (which deletes at most `batch` rows in one short statement and says how many) until it deletes
 * fewer, yielding to the event loop between batches and stopping there when `stop` aborts. Returns the rows deleted.
 */
export async function deleteInBatches(
  deleteBatch: () => Promise<number>,
  batch: number,
  stop?: AbortSignal,
): Promise<number> {
  let total = 0;
  while (!stop?.aborted) {
    const n = await deleteBatch();
    total += n;
    if (n < batch) break;
    await yieldToEventLoop();
  }
  return total;
}

export interface RetentionJob {
  /** What it prunes, for the log: 'change-log entries'. */
  what: string;
  prune(stop: AbortSignal): Promise<number>;
}

interface RetentionLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Runs every job every `intervalMs` until `stop` aborts; runs where the other background loops run. */
export async function runRetentionLoop(
  jobs: RetentionJob[],
  logger: RetentionLogger,
  stop: AbortSignal,
  intervalMs = RETENTION_INTERVAL_MS,
): Promise<void> {
  while (!stop.aborted) {
    for (const job of jobs) {
      try {
        const deleted = await runAsWorker(() => job.prune(stop));
        if (deleted) logger.info({ deleted }, `old ${job.what} pruned`);
      } catch (err) {
        logger.error({ err }, `pruning ${job.what} failed`);
      }
    }
    await sleep(intervalMs, undefined, { signal: stop }).catch(() => {});
  }
}
