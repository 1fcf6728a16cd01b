import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../../db/open.js';

/**
 * A @fastify/rate-limit store over the database: fixed windows counted with one upsert, so every
 * instance sharing the database sees the same counts.
 */
export function dbRateLimitStore(db: Db, now: () => number = Date.now): FastifyRateLimitStoreCtor {
  class DbRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      const t = now();
      const windowStart = Math.floor(t / timeWindow) * timeWindow;
      db.insertInto('rateLimitWindows')
        .values({ key, windowStart, count: 1 })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => ({
            count: eb
              .case()
              .when('rateLimitWindows.windowStart', '=', eb.ref('excluded.windowStart'))
              .then(eb('rateLimitWindows.count', '+', 1))
              .else(1)
              .end(),
            windowStart: eb.ref('excluded.windowStart'),
          })),
        )
        .returning(['count', 'windowStart'])
        .executeTakeFirstOrThrow()
        .then(
          (row) => callback(null, { current: row.count, ttl: Number(row.windowStart) + timeWindow - t }),
          (error: Error) => callback(error),
        );
    }

    child() {
      return new DbRateLimitStore();
    }
  }
  return DbRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
