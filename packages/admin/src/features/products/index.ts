// The products feature: its screens' routes (each screen loaded when first opened) and its navigation entry.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute, numberParam, type NavEntry } from '../../app-route';
import { productsSearch } from './search';

export const productsNav = [
  { to: '/products', label: 'nav.products', permission: 'products.read' },
] as const satisfies readonly NavEntry[];

export const productsRoutes = [
  createRoute({
    getParentRoute: () => appRoute,
    path: '/products',
    validateSearch: productsSearch,
    component: lazyRouteComponent(() => import('./list'), 'ProductsScreen'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/products/new',
    component: lazyRouteComponent(() => import('./detail'), 'NewProductScreen'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/products/$id',
    ...numberParam('id'),
    component: lazyRouteComponent(() => import('./detail'), 'ProductScreen'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/product-batches/$batchId',
    component: lazyRouteComponent(() => import('./batch'), 'ProductBatchScreen'),
  }),
] as const;
