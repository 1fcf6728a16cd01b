import type { App } from '../common/types.js';
import { errorHandler, notFoundHandler } from '../common/errors.js';
import { unauthenticated } from '../../shared/errors.js';
import { CUSTOMER_COOKIE } from './cookies.js';
import { cacheControl } from '../common/cache-control.js';
import authRoutes from './auth.routes.js';
import ordersRoutes from './orders.routes.js';

/** /api2/auth: shopper accounts with an auth_token cookie; errors as {error, code}. */
export default async function customerSurface(app: App) {
  const { customerAuth } = app.services;
  app.setErrorHandler(errorHandler('coded'));
  app.setNotFoundHandler(notFoundHandler('coded'));

  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config.customer) return;
    const token = request.cookies[CUSTOMER_COOKIE];
    const customer = token ? await customerAuth.authenticate(token) : null;
    if (!customer) throw unauthenticated();
    request.customer = customer;
  });

  cacheControl(app, {});

  await app.register(authRoutes);
  await app.register(ordersRoutes);
}
