// The translations feature: its screens' routes (each screen loaded when first opened) and its navigation entry.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../../lazy-screen';
import { appRoute, type NavEntry } from '../../app-route';
import { translationsSearch } from './search';

export const translationsNav = [
  { to: '/translations', label: 'nav.translations', permission: 'content.read' },
] as const satisfies readonly NavEntry[];

export const translationsRoutes = [
  createRoute({
    getParentRoute: () => appRoute,
    path: '/translations',
    validateSearch: translationsSearch,
    component: lazyScreen(() => import('./list'), 'TranslationsScreen'),
  }),
] as const;
