import auditRoutes from './audit.routes.js';
import type { FastifyRequest } from 'fastify';
import type { App } from '../common/types.js';
import { errorHandler, notFoundHandler } from '../common/errors.js';
import { DomainError, forbidden, unauthenticated } from '../../shared/errors.js';
import { hasPermission } from '../../modules/admin-users/roles.js';
import { ADMIN_ACCESS_COOKIE } from './cookies.js';
import sessionRoutes from './session.routes.js';
import usersRoutes from './users.routes.js';
import apiKeysRoutes from './api-keys.routes.js';
import settingsRoutes from './settings.routes.js';
import ordersRoutes from './orders.routes.js';
import returnsRoutes from './returns.routes.js';
import webhooksRoutes from './webhooks.routes.js';
import customersRoutes from './customers.routes.js';
import productImagesRoutes from './product-images.routes.js';
import mediaRoutes from './media.routes.js';
import productsRoutes from './products.routes.js';
import variantsRoutes from './variants.routes.js';
import savedViewsRoutes from './saved-views.routes.js';
import eventsRoutes from './events.routes.js';
import categoriesRoutes from './categories.routes.js';
import inventoryRoutes from './inventory.routes.js';
import contentRoutes from './content.routes.js';
import shippingRoutes from './shipping.routes.js';
import taxRoutes from './tax.routes.js';
import promotionsRoutes from './promotions.routes.js';
import notFoundPathsRoutes from './not-found-paths.routes.js';
import { cacheResponses } from '../common/response-cache.js';
import { cacheControl } from '../common/cache-control.js';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Login and refresh cannot carry a CSRF token yet; besides SameSite=Strict cookies they refuse
 * requests a browser marks as cross-site or that come from another origin.
 */
function isCrossSite(request: FastifyRequest, publicUrl: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin !== 'null' && origin !== new URL(publicUrl).origin;
}

/**
 * /api2/admin: cookie JWT session, CSRF token on every mutation, and the permission each route
 * declares in its config, checked in this one hook in that order (401, then 403 CSRF_INVALID, then 403 FORBIDDEN).
 */
export default async function adminSurface(app: App) {
  const { adminAuth } = app.services;
  app.setErrorHandler(errorHandler('coded'));
  app.setNotFoundHandler(notFoundHandler('coded'));

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config.public) {
      if (MUTATIONS.has(request.method) && isCrossSite(request, app.config.publicUrl))
        throw forbidden('Cross-site request refused');
      return;
    }
    const token = request.cookies[ADMIN_ACCESS_COOKIE];
    const admin = token ? await adminAuth.authenticate(token) : null;
    if (!admin) throw unauthenticated();
    request.admin = admin;
    if (MUTATIONS.has(request.method)) {
      const header = request.headers['x-csrf-token'];
      if (!adminAuth.verifyCsrf(admin.sessionId, typeof header === 'string' ? header : undefined)) {
        throw new DomainError('forbidden', 'CSRF_INVALID', 'Missing or invalid X-CSRF-Token header');
      }
    }
    if (config.permission && !hasPermission(admin.role, config.permission)) throw forbidden();
  });

  // Routes answer from the cache only after the hook above let the request through.
  cacheResponses(app);
  cacheControl(app, {
    isPublic: (request) => request.routeOptions.config.public === true,
    catalogue:
      /^\/api2\/admin\/(products|media|settings|order-tags|categories|inventory\/(stock|low-stock|warehouses)|blog|pages|seo|translations|shipping|tax\/(settings|classes|rates))(\/|$)/,
  });

  await app.register(sessionRoutes);
  await app.register(auditRoutes);
  await app.register(usersRoutes);
  await app.register(apiKeysRoutes);
  await app.register(settingsRoutes);
  await app.register(ordersRoutes);
  await app.register(savedViewsRoutes);
  await app.register(eventsRoutes);
  await app.register(notFoundPathsRoutes);
  await app.register(returnsRoutes);
  await app.register(webhooksRoutes);
  await app.register(customersRoutes);
  await app.register(productImagesRoutes);
  await app.register(mediaRoutes);
  await app.register(productsRoutes);
  await app.register(variantsRoutes);
  await app.register(categoriesRoutes);
  await app.register(inventoryRoutes);
  await app.register(contentRoutes);
  await app.register(shippingRoutes);
  await app.register(taxRoutes);
  await app.register(promotionsRoutes);
}
