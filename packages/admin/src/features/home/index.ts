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
  // Any address no other route takes, said inside the shell so the navigation stays (the router ranks a splat below
  // every other path, wherever it is listed).
  createRoute({
    getParentRoute: () => appRoute,
    path: '$',
    component: lazyScreen(() => import('./not-found'), 'NotFoundScreen'),
  }),
] as const;
