// The dashboard's features in the order of the navigation: each brings its routes and its navigation entry
// (features/<name>/index.ts); the router and the navigation are assembled from this list only.
import { homeNav, homeRoutes } from './features/home';
import { ordersNav, ordersRoutes } from './features/orders';
import { returnsNav, returnsRoutes } from './features/returns';
import { customersNav, customersRoutes } from './features/customers';
import { changeLogNav, changeLogRoutes } from './features/change-log';
import { productsNav, productsRoutes } from './features/products';
import { categoriesNav, categoriesRoutes } from './features/categories';
import { inventoryNav, inventoryRoutes } from './features/inventory';
import { blogNav, blogRoutes } from './features/blog';
import { pagesNav, pagesRoutes } from './features/pages';
import { mediaNav, mediaRoutes } from './features/media';
import { redirectsNav, redirectsRoutes } from './features/redirects';
import { seoNav, seoRoutes } from './features/seo';
import { translationsNav, translationsRoutes } from './features/translations';
import { shippingNav, shippingRoutes } from './features/shipping';
import { taxNav, taxRoutes } from './features/tax';
import { promotionsNav, promotionsRoutes } from './features/promotions';
import { apiKeysNav, apiKeysRoutes } from './features/api-keys';
import { webhooksNav, webhooksRoutes } from './features/webhooks';
import { usersNav, usersRoutes } from './features/users';
import { settingsNav, settingsRoutes } from './features/settings';

export const FEATURE_ROUTES = [
  ...homeRoutes,
  ...ordersRoutes,
  ...returnsRoutes,
  ...customersRoutes,
  ...changeLogRoutes,
  ...productsRoutes,
  ...categoriesRoutes,
  ...inventoryRoutes,
  ...promotionsRoutes,
  ...blogRoutes,
  ...pagesRoutes,
  ...mediaRoutes,
  ...redirectsRoutes,
  ...seoRoutes,
  ...translationsRoutes,
  ...shippingRoutes,
  ...taxRoutes,
  ...apiKeysRoutes,
  ...webhooksRoutes,
  ...usersRoutes,
  ...settingsRoutes,
] as const;

/** The navigation, in this order; each entry shown only to roles with its permission. */
export const NAVIGATION = [
  ...homeNav,
  ...ordersNav,
  ...returnsNav,
  ...customersNav,
  ...changeLogNav,
  ...productsNav,
  ...categoriesNav,
  ...inventoryNav,
  ...promotionsNav,
  ...blogNav,
  ...pagesNav,
  ...mediaNav,
  ...redirectsNav,
  ...seoNav,
  ...translationsNav,
  ...shippingNav,
  ...taxNav,
  ...apiKeysNav,
  ...webhooksNav,
  ...usersNav,
  ...settingsNav,
] as const;
export type Screen = (typeof NAVIGATION)[number];
