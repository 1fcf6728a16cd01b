// The settings feature: its screens' routes (each screen loaded when first opened) and its navigation entry.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute, type NavEntry } from '../../app-route';

export const settingsNav = [
  { to: '/settings', label: 'nav.settings', permission: 'settings.read' },
] as const satisfies readonly NavEntry[];

export const settingsRoutes = [
  createRoute({
    getParentRoute: () => appRoute,
    path: '/settings',
    component: lazyRouteComponent(() => import('./settings'), 'SettingsScreen'),
  }),
] as const;
