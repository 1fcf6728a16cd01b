// The tax feature: its screen's route (loaded when first opened) and its navigation entry, beside shipping and settings.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../../lazy-screen';
import { appRoute, type NavEntry } from '../../app-route';

export const taxNav = [
  { to: '/tax', label: 'nav.tax', permission: 'settings.read' },
] as const satisfies readonly NavEntry[];

export const taxRoutes = [
  createRoute({
    getParentRoute: () => appRoute,
    path: '/tax',
    component: lazyScreen(() => import('./tax'), 'TaxScreen'),
  }),
] as const;
