// The blog feature: its screens' routes (each screen loaded when first opened) and its navigation entry.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
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
    component: lazyRouteComponent(() => import('./list'), 'BlogScreen'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/blog/new',
    component: lazyRouteComponent(() => import('./post'), 'NewBlogPostScreen'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/blog/$id',
    ...numberParam('id'),
    component: lazyRouteComponent(() => import('./post'), 'BlogPostScreen'),
  }),
] as const;
