// The orders feature: its screens' routes (each screen loaded when first opened) and its navigation entry.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../../lazy-screen';
import { appRoute, numberParam, type NavEntry } from '../../app-route';
import { ordersSearch } from './search';

export const ordersNav = [
  { to: '/orders', label: 'nav.orders', permission: 'orders.read' },
] as const satisfies readonly NavEntry[];

export const ordersRoutes = [
  createRoute({
    getParentRoute: () => appRoute,
    path: '/orders',
    validateSearch: ordersSearch,
    component: lazyScreen(() => import('./list'), 'OrdersScreen'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/orders/$orderId',
    ...numberParam('orderId'),
    component: lazyScreen(() => import('./detail'), 'OrderScreen'),
  }),
] as const;
