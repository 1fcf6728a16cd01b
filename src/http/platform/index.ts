import rateLimit from '@fastify/rate-limit';
import type { App } from '../common/types.js';
import { errorHandler, notFoundHandler } from '../common/errors.js';
import { DomainError, unauthenticated } from '../../shared/errors.js';
import { databaseRateLimit } from '../common/rate-limit.js';
import { idempotencyKeys } from '../common/idempotency.js';
import { cacheResponses } from '../common/response-cache.js';
import { cacheControl } from '../common/cache-control.js';
import settingsRoutes from './settings.routes.js';
import ordersRoutes from './orders.routes.js';
import shippingRoutes from './shipping.routes.js';
import taxRoutes from './tax.routes.js';
import promotionsRoutes from './promotions.routes.js';
import categoriesRoutes from './categories.routes.js';
import inventoryRoutes from './inventory.routes.js';
import contentRoutes from './content.routes.js';
import customersRoutes from './customers.routes.js';
import mediaRoutes from './media.routes.js';
import productsRoutes from './products.routes.js';
import variantsRoutes from './variants.routes.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** /api2/v1: bearer API keys only (cookies are ignored), read vs read_write, per-key rate limit, errors as {error}. */
export default async function platformSurface(app: App) {
  const { apiKeys } = app.services;
  app.setErrorHandler(errorHandler('platform'));
  app.setNotFoundHandler(notFoundHandler('platform'));

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer +(\S+)$/i.exec(header) : null;
    const key = match ? await apiKeys.authenticate(match[1]!) : null;
    if (!key) throw unauthenticated('Unauthorized');
    request.apiKey = key;
    if (!READS.has(request.method) && key.permission !== 'read_write') {
      throw new DomainError('forbidden', 'FORBIDDEN', 'Read-only API key cannot perform write operations');
    }
  });

  if (app.config.platformRateLimit > 0) {
    await app.register(
      rateLimit,
      databaseRateLimit(app, {
        max: app.config.platformRateLimit,
        windowMs: 60_000,
        key: (request) => `platform:${request.apiKey?.id ?? request.ip}`,
      }),
    );
  }

  // After the rate limiter: a refused (429) request never claims its key.
  idempotencyKeys(app, { scope: (request) => `v1:${request.apiKey!.id}` });
  // After the key check and the rate limiter: a cached answer is still authenticated and counted.
  cacheResponses(app);
  cacheControl(app, {
    catalogue:
      /^\/api2\/v1\/(products|categories|inventory\/(stock|low-stock|warehouses)|blog|pages|media|settings|shipping|seo|translations|tax\/(settings|classes|rates))(\/|$)/,
  });

  await app.register(settingsRoutes);
  await app.register(ordersRoutes);
  await app.register(shippingRoutes);
  await app.register(taxRoutes);
  await app.register(promotionsRoutes);
  await app.register(categoriesRoutes);
  await app.register(inventoryRoutes);
  await app.register(contentRoutes);
  await app.register(customersRoutes);
  await app.register(mediaRoutes);
  await app.register(productsRoutes);
  await app.register(variantsRoutes);
}
