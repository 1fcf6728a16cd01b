// The categories feature: its screens' routes (each screen loaded when first opened) and its navigation entry.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute, type NavEntry } from '../../app-route';

export const categoriesNav = [
  { to: '/categories', label: 'nav.categories', permission: 'products.read' },
] as const satisfies readonly NavEntry[];

export const categoriesRoutes = [
  createRoute({
    getParentRoute: () => appRoute,
    path: '/categories',
    component: lazyRouteComponent(() => import('./tree'), 'CategoriesScreen'),
  }),
] as const;
