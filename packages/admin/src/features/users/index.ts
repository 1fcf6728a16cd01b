// The users feature: its screens' routes (each screen loaded when first opened) and its navigation entry.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../../lazy-screen';
import { appRoute, type NavEntry } from '../../app-route';

export const usersNav = [
  { to: '/users', label: 'nav.users', permission: 'users.manage' },
] as const satisfies readonly NavEntry[];

export const usersRoutes = [
  createRoute({
    getParentRoute: () => appRoute,
    path: '/users',
    component: lazyScreen(() => import('./list'), 'UsersScreen'),
  }),
] as const;
