import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import type { Clock } from '../../shared/clock.js';

/**
 * Counts storefront product views in memory and writes them in one upsert per product and day
 * every few seconds, so a product read never waits for a write. A crash loses at most the
 * counts of the last interval, which the "most viewed" list can afford.
 */
export function createViewRecorder({ db, dialect, clock, log, intervalMs = 5000 }: { db: Db; dialect: SqlDialect; clock: Clock; log: { warn(obj: object, msg: string): void }; intervalMs?: number }) {
  let pending = new Map<string, number>();
  const timer = setInterval(() => flush().catch((err: unknown) => log.warn({ err }, 'writing product views failed')), intervalMs);
  timer.unref();

  async function flush(): Promise<void> {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    for (const [key, views] of batch) {
      const [productId, day] = key.split('|') as [string, string];
      try {
        await db
          .insertInto('productViewDays')
          .values({ productId: Number(productId), day, views })
          .onConflict((oc) => oc.columns(['productId', 'day']).doUpdateSet((eb) => ({ views: eb('productViewDays.views', '+', eb.ref('excluded.views')) })))
          .execute();
      } catch (e) {
        // A product deleted since its view was counted: nothing to record.
        if (!dialect.isForeignKeyViolation(e)) throw e;
      }
    }
  }

  return {
    record(productId: number): void {
      const key = `${productId}|${clock.now().toISOString().slice(0, 10)}`;
      pending.set(key, (pending.get(key) ?? 0) + 1);
    },
    flush,
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}

export type ViewRecorder = ReturnType<typeof createViewRecorder>;
