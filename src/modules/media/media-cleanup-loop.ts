import { setTimeout as sleep } from 'node:timers/promises';
import { runAsWorker } from '../../shared/request-context.js';
import type { MediaCleanup } from './media-cleanup.service.js';

/** How often queued removals are retried. */
export const DELETION_RETRY_INTERVAL_MS = 60_000;
/** How often orphan objects are swept (each sweep looks at a bounded number of objects). */
export const ORPHAN_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

interface CleanupLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Retries queued object removals every `retryMs` and sweeps orphan objects every `sweepMs`, until `stop` aborts.
 * Runs where the other background loops run; several processes doing it at once only repeat idempotent removals.
 */
export async function runMediaCleanupLoop(
  cleanup: Pick<MediaCleanup, 'retryDeletions' | 'sweepOrphans'>,
  logger: CleanupLogger,
  stop: AbortSignal,
  { retryMs = DELETION_RETRY_INTERVAL_MS, sweepMs = ORPHAN_SWEEP_INTERVAL_MS } = {},
): Promise<void> {
  let nextSweep = 0;
  while (!stop.aborted) {
    try {
      const removed = await runAsWorker(() => cleanup.retryDeletions(stop));
      if (removed) logger.info({ removed }, 'queued media objects removed');
    } catch (err) {
      logger.error({ err }, 'retrying media object removals failed');
    }
    if (Date.now() >= nextSweep && !stop.aborted) {
      nextSweep = Date.now() + sweepMs;
      try {
        const removed = await runAsWorker(() => cleanup.sweepOrphans(stop));
        if (removed) logger.info({ removed }, 'orphan media objects removed');
      } catch (err) {
        logger.error({ err }, 'sweeping orphan media objects failed');
      }
    }
    await sleep(retryMs, undefined, { signal: stop }).catch(() => {});
  }
}
