// The media feature: its screens' routes (each screen loaded when first opened) and its navigation entry.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../../lazy-screen';
import { appRoute, type NavEntry } from '../../app-route';
import { mediaSearch } from './search';

export const mediaNav = [
  { to: '/media', label: 'nav.media', permission: 'content.read' },
] as const satisfies readonly NavEntry[];

export const mediaRoutes = [
  createRoute({
    getParentRoute: () => appRoute,
    path: '/media',
    validateSearch: mediaSearch,
    component: lazyScreen(() => import('./library'), 'MediaScreen'),
  }),
] as const;
