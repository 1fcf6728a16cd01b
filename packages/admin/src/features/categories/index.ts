// The categories feature: its screens' routes (each screen loaded when first opened) and its navigation entry.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../../lazy-screen';
import { appRoute, type NavEntry } from '../../app-route';

export const categoriesNav = [
  { to: '/categories', label: 'nav.categories', permission: 'products.read' },
] as const satisfies readonly NavEntry[];

export const categoriesRoutes = [
  createRoute({
    getParentRoute: () => appRoute,
    path: '/categories',
    component: lazyScreen(() => import('./tree'), 'CategoriesScreen'),
  }),
] as const;
