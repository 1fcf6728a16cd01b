import type { App } from '../common/types.js';
import { errorHandler, notFoundHandler } from '../common/errors.js';
import ordersRoutes from './orders.routes.js';
import shippingRoutes from './shipping.routes.js';

/** /api2/store: the storefront shoppers' clients use (catalogue, checkout); errors as {error, code}. */
export default async function storeSurface(app: App) {
  app.setErrorHandler(errorHandler('coded'));
  app.setNotFoundHandler(notFoundHandler('coded'));
  await app.register(ordersRoutes);
  await app.register(shippingRoutes);
}
