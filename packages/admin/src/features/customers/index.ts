// The customers feature: its screens' routes (each screen loaded when first opened) and its navigation entry.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../../lazy-screen';
import { appRoute, numberParam, type NavEntry } from '../../app-route';
import { customersSearch } from './search';

export const customersNav = [
  { to: '/customers', label: 'nav.customers', permission: 'customers.read' },
] as const satisfies readonly NavEntry[];

export const customersRoutes = [
  createRoute({
    getParentRoute: () => appRoute,
    path: '/customers',
    validateSearch: customersSearch,
    component: lazyScreen(() => import('./list'), 'CustomersScreen'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/customers/$customerId',
    ...numberParam('customerId'),
    component: lazyScreen(() => import('./detail'), 'CustomerScreen'),
  }),
] as const;
