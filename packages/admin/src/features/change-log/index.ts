// The change log feature: its screens' routes (each screen loaded when first opened) and its navigation entry.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../../lazy-screen';
import { appRoute, type NavEntry } from '../../app-route';
import { changeLogSearch } from './search';

export const changeLogNav = [
  { to: '/change-log', label: 'nav.changeLog', permission: 'audit.read' },
] as const satisfies readonly NavEntry[];

export const changeLogRoutes = [
  createRoute({
    getParentRoute: () => appRoute,
    path: '/change-log',
    validateSearch: changeLogSearch,
    component: lazyScreen(() => import('./list'), 'ChangeLogScreen'),
  }),
] as const;
