// The webhooks feature: its screens' routes (each screen loaded when first opened) and its navigation entry.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../../lazy-screen';
import { appRoute, numberParam, type NavEntry } from '../../app-route';
import { webhooksSearch } from './search';

export const webhooksNav = [
  { to: '/webhooks', label: 'nav.webhooks', permission: 'webhooks.read' },
] as const satisfies readonly NavEntry[];

export const webhooksRoutes = [
  createRoute({
    getParentRoute: () => appRoute,
    path: '/webhooks',
    validateSearch: webhooksSearch,
    component: lazyScreen(() => import('./list'), 'WebhooksScreen'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/webhooks/$id',
    ...numberParam('id'),
    component: lazyScreen(() => import('./detail'), 'WebhookScreen'),
  }),
] as const;
