import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import type { Clock } from '../../shared/clock.js';
import { yieldToEventLoop } from '../../shared/event-loop.js';
import { addViews } from './product-stats.repository.js';

export interface ViewRecorderDeps {
  db: Db;
  dialect: SqlDialect;
  clock: Clock;
  log: { warn(obj: object, msg: string): void };
  intervalMs?: number;
}

/**
 * Counts storefront product views in memory and writes them as one upsert per product and day every
 * few seconds, so a product read never waits for a write. A crash (or a failed write) loses at most the
 * counts of one interval; "most viewed" can afford that, a slower storefront could not.
 */
export function createViewRecorder({ db, dialect, clock, log, intervalMs = 5000 }: ViewRecorderDeps) {
  let pending = new Map<string, { productId: number; day: string; views: number }>();
  let timer: NodeJS.Timeout | null = null;

  async function flush(): Promise<void> {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    for (const { productId, day, views } of batch.values()) {
      try {
        await addViews(db, productId, day, views);
      } catch (e) {
        // A product deleted since its view was counted has nothing left to count.
        if (!dialect.isForeignKeyViolation(e)) throw e;
      }
      await yieldToEventLoop();
    }
  }

  return {
    /** Counts one view of the product today (UTC); the timer starts with the first view. */
    record(productId: number): void {
      const day = clock.now().toISOString().slice(0, 10);
      const key = `${productId}|${day}`;
      const entry = pending.get(key);
      if (entry) entry.views += 1;
      else pending.set(key, { productId, day, views: 1 });
      if (!timer) {
        timer = setInterval(
          () => flush().catch((err: unknown) => log.warn({ err }, 'writing product views failed')),
          intervalMs,
        );
        timer.unref();
      }
    },

    /** Writes the counted views now. */
    flush,

    /** Stops the timer and writes what is left; call before the database closes. */
    async close(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await flush();
    },
  };
}

export type ViewRecorder = ReturnType<typeof createViewRecorder>;
