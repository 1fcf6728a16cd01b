// The settings feature: its screens' routes (each screen loaded when first opened) and its navigation entry.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../../lazy-screen';
import { appRoute, type NavEntry } from '../../app-route';

export const settingsNav = [
  { to: '/settings', label: 'nav.settings', permission: 'settings.read' },
] as const satisfies readonly NavEntry[];

export const settingsRoutes = [
  createRoute({
    getParentRoute: () => appRoute,
    path: '/settings',
    component: lazyScreen(() => import('./settings'), 'SettingsScreen'),
  }),
] as const;
