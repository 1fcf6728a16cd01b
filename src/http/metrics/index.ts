import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import { createMetrics, type CacheUse } from '../../modules/metrics/metrics.js';

const digest = (text: string) => crypto.createHash('sha256').update(text).digest();

/**
 * GET /metrics (Prometheus text format) behind `Authorization: Bearer <METRICS_TOKEN>`, and the timing of
 * every request. Called on the root instance, before the surfaces, so its hook sees all of their routes.
 * A token rather than a port of its own: one listener to configure, and the scraper needs only the URL.
 */
export function serveMetrics(
  app: FastifyInstance,
  services: Pick<Services, 'webhooks' | 'pool' | 'liveStreams'>,
  token: string,
  responseCache: CacheUse | null,
) {
  const metrics = createMetrics({
    webhookBacklog: () => services.webhooks.backlog(),
    pool: services.pool,
    responseCache: responseCache ?? undefined,
    liveStreams: services.liveStreams,
  });
  const expected = digest(`Bearer ${token}`);

  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    // Compared as digests: equal lengths for timingSafeEqual, and no timing hint of the token.
    if (!crypto.timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: 'Unauthorized', code: 'UNAUTHENTICATED' });
    }
    return reply.type(metrics.contentType).send(await metrics.scrape());
  });
}
