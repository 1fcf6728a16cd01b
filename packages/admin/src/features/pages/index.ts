// The pages feature: its screens' routes (each screen loaded when first opened) and its navigation entry.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../../lazy-screen';
import { appRoute, type NavEntry } from '../../app-route';
import { pagesSearch } from './search';

export const pagesNav = [
  { to: '/pages', label: 'nav.pages', permission: 'content.read' },
] as const satisfies readonly NavEntry[];

export const pagesRoutes = [
  createRoute({
    getParentRoute: () => appRoute,
    path: '/pages',
    validateSearch: pagesSearch,
    component: lazyScreen(() => import('./list'), 'PagesScreen'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/pages/new',
    component: lazyScreen(() => import('./detail'), 'NewPageScreen'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/pages/$pageId',
    component: lazyScreen(() => import('./detail'), 'PageScreen'),
  }),
] as const;
