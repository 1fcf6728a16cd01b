// The inventory feature: its screens' routes (each screen loaded when first opened) and its navigation entry.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../../lazy-screen';
import { appRoute, type NavEntry } from '../../app-route';
import { inventorySearch } from './search';

export const inventoryNav = [
  { to: '/inventory', label: 'nav.inventory', permission: 'products.read' },
] as const satisfies readonly NavEntry[];

export const inventoryRoutes = [
  createRoute({
    getParentRoute: () => appRoute,
    path: '/inventory',
    validateSearch: inventorySearch,
    component: lazyScreen(() => import('./list'), 'InventoryScreen'),
  }),
] as const;
