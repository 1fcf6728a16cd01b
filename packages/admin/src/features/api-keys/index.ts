// The api keys feature: its screens' routes (each screen loaded when first opened) and its navigation entry.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../../lazy-screen';
import { appRoute, type NavEntry } from '../../app-route';

export const apiKeysNav = [
  { to: '/api-keys', label: 'nav.apiKeys', permission: 'api_keys.manage' },
] as const satisfies readonly NavEntry[];

export const apiKeysRoutes = [
  createRoute({
    getParentRoute: () => appRoute,
    path: '/api-keys',
    component: lazyScreen(() => import('./list'), 'ApiKeysScreen'),
  }),
] as const;
