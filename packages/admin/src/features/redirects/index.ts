// The redirects feature: its screens' routes (each screen loaded when first opened) and its navigation entry.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../../lazy-screen';
import { appRoute, type NavEntry } from '../../app-route';

export const redirectsNav = [
  { to: '/redirects', label: 'nav.redirects', permission: 'content.read' },
] as const satisfies readonly NavEntry[];

export const redirectsRoutes = [
  createRoute({
    getParentRoute: () => appRoute,
    path: '/redirects',
    component: lazyScreen(() => import('./list'), 'RedirectsScreen'),
  }),
] as const;
