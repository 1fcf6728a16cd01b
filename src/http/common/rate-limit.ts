import type { FastifyRequest } from 'fastify';
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { App } from './types.js';
import { dbRateLimitStore } from '../../modules/rate-limit/db-rate-limit-store.js';

/**
 * @fastify/rate-limit options counted in the database (so the limit holds across instances), with
 * RateLimit-* headers and a 429 that each surface's error handler renders in its own shape.
 */
export function databaseRateLimit(app: App, opts: { max: number; windowMs: number; key: (request: FastifyRequest) => string; global?: boolean }): RateLimitPluginOptions {
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
