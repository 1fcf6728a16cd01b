import rateLimit from '@fastify/rate-limit';
import type { App } from '../common/types.js';
import { databaseRateLimit } from '../common/rate-limit.js';
import { errorHandler, notFoundHandler } from '../common/errors.js';
import { idempotencyKeys } from '../common/idempotency.js';
import { cacheControl } from '../common/cache-control.js';
import { cacheResponses } from '../common/response-cache.js';
import { optionalCustomer } from '../customer/cookies.js';
import ordersRoutes from './orders.routes.js';
import shippingRoutes from './shipping.routes.js';
import productsRoutes from './products.routes.js';
import redirectsRoutes from './redirects.routes.js';

/** /api2/store: the storefront shoppers' clients use (catalogue, checkout); errors as {error, code}. */
export default async function storeSurface(app: App) {
  app.setErrorHandler(errorHandler('coded'));
  app.setNotFoundHandler(notFoundHandler('coded'));
  // Checkout reserves stock and sends mail: capped per client address, for routes that opt in.
  if (app.config.checkoutRateLimit > 0) {
    await app.register(
      rateLimit,
      databaseRateLimit(app, {
        global: false,
        max: app.config.checkoutRateLimit,
        windowMs: 10 * 60_000,
        key: (request) => `checkout:${request.ip}`,
      }),
    );
  }
  // A logged-in customer's keys are theirs wherever they shop from; a guest's are bound to the client address.
  idempotencyKeys(app, {
    scope: async (request) => {
      const customer = await optionalCustomer(request, app.services);
      return customer ? `store:customer:${customer.id}` : `store:ip:${request.ip}`;
    },
  });
  // The catalogue is public; only checkout writes, and its answers are the shopper's.
  cacheControl(app, { isPublic: () => true });
  cacheResponses(app);

  await app.register(ordersRoutes);
  await app.register(shippingRoutes);
  await app.register(productsRoutes);
  await app.register(redirectsRoutes);
}
