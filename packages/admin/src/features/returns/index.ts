// The returns feature: its screens' routes (each screen loaded when first opened) and its navigation entry.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../../lazy-screen';
import { appRoute, type NavEntry } from '../../app-route';
import { returnsSearch } from './search';

export const returnsNav = [
  { to: '/returns', label: 'nav.returns', permission: 'orders.read' },
] as const satisfies readonly NavEntry[];

export const returnsRoutes = [
  createRoute({
    getParentRoute: () => appRoute,
    path: '/returns',
    validateSearch: returnsSearch,
    component: lazyScreen(() => import('./list'), 'ReturnsScreen'),
  }),
] as const;
