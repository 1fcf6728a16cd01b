// The pages feature: its screens' routes (each screen loaded when first opened) and its navigation entry.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
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
    component: lazyRouteComponent(() => import('./list'), 'PagesScreen'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/pages/new',
    component: lazyRouteComponent(() => import('./detail'), 'NewPageScreen'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/pages/$pageId',
    component: lazyRouteComponent(() => import('./detail'), 'PageScreen'),
  }),
] as const;
