import type { FastifyRequest } from 'fastify';
import type { FastifyRateLimitStoreCtor, RateLimitPluginOptions } from '@fastify/rate-limit';
import type { App } from './types.js';
import type { Db } from '../../db/open.js';
import { countHit } from '../../modules/rate-limit/rate-limit.repository.js';

/** A @fastify/rate-limit store over the database (modules/rate-limit), in the callback form the plugin calls. */
function dbRateLimitStore(db: Db, now: () => number): FastifyRateLimitStoreCtor {
  class DbRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const t = now();
      countHit(db, key, Math.floor(t / timeWindow) * timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.windowStart + timeWindow - t }),
        (error: Error) => callback(error),
      );
    }

    child() {
      return new DbRateLimitStore();
    }
  }
  return DbRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * @fastify/rate-limit options counted in the database (so the limit holds across instances), with
 * RateLimit-* headers and a 429 that each surface's error handler renders in its own shape.
 */
export function databaseRateLimit(
  app: App,
  opts: { max: number; windowMs: number; key: (request: FastifyRequest) => string; global?: boolean },
): RateLimitPluginOptions {
  return {
    global: opts.global ?? true,
    max: opts.max,
    timeWindow: opts.windowMs,
    hook: 'preHandler',
    // The services' clock, so windows follow the same time as everything else (and tests can fix it).
    store: dbRateLimitStore(app.services.db, () => app.services.clock.now().getTime()),
    keyGenerator: opts.key,
    enableDraftSpec: true,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Rate limit of ${context.max} requests reached, retry in ${context.after}`), {
        statusCode: 429,
        retryAfter: Math.ceil(context.ttl / 1000),
      }),
  };
}
