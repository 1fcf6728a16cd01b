// The home feature: its screens' routes (each screen loaded when first opened) and its navigation entry.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../../lazy-screen';
import { appRoute, type NavEntry } from '../../app-route';

export const homeNav = [{ to: '/', label: 'nav.home' }] as const satisfies readonly NavEntry[];

export const homeRoutes = [
  createRoute({
    getParentRoute: () => appRoute,
    path: '/',
    component: lazyScreen(() => import('./home'), 'HomeScreen'),
  }),
] as const;
