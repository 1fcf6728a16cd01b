// The shipping feature: its screens' routes (each screen loaded when first opened) and its navigation entry.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../../lazy-screen';
import { appRoute, numberParam, type NavEntry } from '../../app-route';
import { shippingSearch } from './search';

export const shippingNav = [
  { to: '/shipping', label: 'nav.shipping', permission: 'settings.read' },
] as const satisfies readonly NavEntry[];

export const shippingRoutes = [
  createRoute({
    getParentRoute: () => appRoute,
    path: '/shipping',
    validateSearch: shippingSearch,
    component: lazyScreen(() => import('./zones'), 'ShippingScreen'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/shipping/$id',
    ...numberParam('id'),
    component: lazyScreen(() => import('./zones'), 'ShippingZoneScreen'),
  }),
] as const;
