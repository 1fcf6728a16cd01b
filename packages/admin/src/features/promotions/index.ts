// The promotions feature: its screens' routes (each screen loaded when first opened) and its navigation entry.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../../lazy-screen';
import { appRoute, numberParam, type NavEntry } from '../../app-route';
import { int, type Raw } from '../../url-state.js';

export const promotionsNav = [
  { to: '/promotions', label: 'nav.promotions', permission: 'promotions.read' },
] as const satisfies readonly NavEntry[];

export const promotionsRoutes = [
  createRoute({
    getParentRoute: () => appRoute,
    path: '/promotions',
    validateSearch: (raw: Raw) => ({ page: int(raw.page) }),
    component: lazyScreen(() => import('./list'), 'PromotionsScreen'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/promotions/new',
    component: lazyScreen(() => import('./detail'), 'NewPromotionScreen'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/promotions/$id',
    ...numberParam('id'),
    component: lazyScreen(() => import('./detail'), 'PromotionScreen'),
  }),
] as const;
