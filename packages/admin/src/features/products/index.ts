// The products feature: its screens' routes (each screen loaded when first opened) and its navigation entry.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../../lazy-screen';
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
    component: lazyScreen(() => import('./list'), 'ProductsScreen'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/products/new',
    component: lazyScreen(() => import('./detail'), 'NewProductScreen'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/products/$id',
    ...numberParam('id'),
    component: lazyScreen(() => import('./detail'), 'ProductScreen'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/product-batches/$batchId',
    component: lazyScreen(() => import('./batch'), 'ProductBatchScreen'),
  }),
] as const;
