// Part 2's screens (catalogue, content, integrations, administration), each loaded when first opened.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { AppRoute } from './router';
import { blogSearch, inventorySearch, mediaSearch, pagesSearch, productsSearch, shippingSearch, translationsSearch, webhooksSearch } from './search.part2';

const id = {
  params: {
    parse: ({ id }: { id: string }) => ({ id: Number(id) }),
    stringify: ({ id }: { id: number }) => ({ id: String(id) }),
  },
};

export function part2Routes(appRoute: AppRoute) {
  const screen = <P extends string>(path: P) => ({ getParentRoute: () => appRoute, path });
  return [
    createRoute({ ...screen('/products'), validateSearch: productsSearch, component: lazyRouteComponent(() => import('./screens/products'), 'ProductsScreen') }),
    createRoute({ ...screen('/products/new'), component: lazyRouteComponent(() => import('./screens/product'), 'NewProductScreen') }),
    createRoute({ ...screen('/products/$id'), ...id, component: lazyRouteComponent(() => import('./screens/product'), 'ProductScreen') }),
    createRoute({ ...screen('/product-batches/$batchId'), component: lazyRouteComponent(() => import('./screens/product-batch'), 'ProductBatchScreen') }),
    createRoute({ ...screen('/categories'), component: lazyRouteComponent(() => import('./screens/categories'), 'CategoriesScreen') }),
    createRoute({ ...screen('/inventory'), validateSearch: inventorySearch, component: lazyRouteComponent(() => import('./screens/inventory'), 'InventoryScreen') }),
    createRoute({ ...screen('/media'), validateSearch: mediaSearch, component: lazyRouteComponent(() => import('./screens/media'), 'MediaScreen') }),
    createRoute({ ...screen('/blog'), validateSearch: blogSearch, component: lazyRouteComponent(() => import('./screens/blog'), 'BlogScreen') }),
    createRoute({ ...screen('/blog/new'), component: lazyRouteComponent(() => import('./screens/blog-post'), 'NewBlogPostScreen') }),
    createRoute({ ...screen('/blog/$id'), ...id, component: lazyRouteComponent(() => import('./screens/blog-post'), 'BlogPostScreen') }),
    createRoute({ ...screen('/pages'), validateSearch: pagesSearch, component: lazyRouteComponent(() => import('./screens/pages'), 'PagesScreen') }),
    createRoute({ ...screen('/pages/new'), component: lazyRouteComponent(() => import('./screens/page'), 'NewPageScreen') }),
    createRoute({ ...screen('/pages/$pageId'), component: lazyRouteComponent(() => import('./screens/page'), 'PageScreen') }),
    createRoute({ ...screen('/seo'), component: lazyRouteComponent(() => import('./screens/seo'), 'SeoScreen') }),
    createRoute({ ...screen('/redirects'), component: lazyRouteComponent(() => import('./screens/redirects'), 'RedirectsScreen') }),
    createRoute({ ...screen('/translations'), validateSearch: translationsSearch, component: lazyRouteComponent(() => import('./screens/translations'), 'TranslationsScreen') }),
    createRoute({ ...screen('/shipping'), validateSearch: shippingSearch, component: lazyRouteComponent(() => import('./screens/shipping'), 'ShippingScreen') }),
    createRoute({ ...screen('/shipping/$id'), ...id, component: lazyRouteComponent(() => import('./screens/shipping'), 'ShippingZoneScreen') }),
    createRoute({ ...screen('/api-keys'), component: lazyRouteComponent(() => import('./screens/api-keys'), 'ApiKeysScreen') }),
    createRoute({ ...screen('/webhooks'), validateSearch: webhooksSearch, component: lazyRouteComponent(() => import('./screens/webhooks'), 'WebhooksScreen') }),
    createRoute({ ...screen('/webhooks/$id'), ...id, component: lazyRouteComponent(() => import('./screens/webhook'), 'WebhookScreen') }),
    createRoute({ ...screen('/users'), component: lazyRouteComponent(() => import('./screens/users'), 'UsersScreen') }),
    createRoute({ ...screen('/settings'), component: lazyRouteComponent(() => import('./screens/settings'), 'SettingsScreen') }),
  ] as const;
}
