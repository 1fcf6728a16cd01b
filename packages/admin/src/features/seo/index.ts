// The seo feature: its screens' routes (each screen loaded when first opened) and its navigation entry.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../../lazy-screen';
import { appRoute, type NavEntry } from '../../app-route';

export const seoNav = [
  { to: '/seo', label: 'nav.seo', permission: 'content.read' },
] as const satisfies readonly NavEntry[];

export const seoRoutes = [
  createRoute({
    getParentRoute: () => appRoute,
    path: '/seo',
    component: lazyScreen(() => import('./settings'), 'SeoScreen'),
  }),
] as const;
