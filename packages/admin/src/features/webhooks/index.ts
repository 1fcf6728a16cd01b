// The webhooks feature: its screens' routes (each screen loaded when first opened) and its navigation entry.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
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
    component: lazyRouteComponent(() => import('./list'), 'WebhooksScreen'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/webhooks/$id',
    ...numberParam('id'),
    component: lazyRouteComponent(() => import('./detail'), 'WebhookScreen'),
  }),
] as const;
