// The blog feature: its screens' routes (each screen loaded when first opened) and its navigation entry.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../../lazy-screen';
import { appRoute, numberParam, type NavEntry } from '../../app-route';
import { blogSearch } from './search';

export const blogNav = [
  { to: '/blog', label: 'nav.blog', permission: 'content.read' },
] as const satisfies readonly NavEntry[];

export const blogRoutes = [
  createRoute({
    getParentRoute: () => appRoute,
    path: '/blog',
    validateSearch: blogSearch,
    component: lazyScreen(() => import('./list'), 'BlogScreen'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/blog/new',
    component: lazyScreen(() => import('./post'), 'NewBlogPostScreen'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/blog/$id',
    ...numberParam('id'),
    component: lazyScreen(() => import('./post'), 'BlogPostScreen'),
  }),
] as const;
