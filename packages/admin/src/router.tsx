import { createRootRoute, createRoute, createRouter, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router';
import { loadMe } from './session';
import { Shell } from './shell';
import { changeLogSearch, customersSearch, ordersSearch, returnsSearch, safeReturnPath } from './search';
import { part2Routes } from './routes.part2';

const rootRoute = createRootRoute({ component: Outlet });

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  // The key is always answered: the router keeps the URL's raw value unless the validated one overwrites it.
  validateSearch: (raw: Record<string, unknown>): { redirect?: string | undefined } => ({ redirect: safeReturnPath(raw.redirect) }),
  component: lazyRouteComponent(() => import('./screens/login'), 'LoginScreen'),
});

// Every screen but the login: signed in, or sent to the login with the way back.
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: async ({ location }) => {
    const me = await loadMe();
    if (!me) throw redirect({ to: '/login', search: { redirect: location.href } });
    return { me };
  },
  component: Shell,
});
export type AppRoute = typeof appRoute;

const homeRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  component: lazyRouteComponent(() => import('./screens/home'), 'HomeScreen'),
});

export const ordersRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/orders',
  validateSearch: ordersSearch,
  component: lazyRouteComponent(() => import('./screens/orders'), 'OrdersScreen'),
});

export const orderRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/orders/$orderId',
  params: {
    parse: ({ orderId }) => ({ orderId: Number(orderId) }),
    stringify: ({ orderId }) => ({ orderId: String(orderId) }),
  },
  component: lazyRouteComponent(() => import('./screens/order'), 'OrderScreen'),
});

export const returnsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/returns',
  validateSearch: returnsSearch,
  component: lazyRouteComponent(() => import('./screens/returns'), 'ReturnsScreen'),
});

export const customersRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/customers',
  validateSearch: customersSearch,
  component: lazyRouteComponent(() => import('./screens/customers'), 'CustomersScreen'),
});

export const customerRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/customers/$customerId',
  params: {
    parse: ({ customerId }) => ({ customerId: Number(customerId) }),
    stringify: ({ customerId }) => ({ customerId: String(customerId) }),
  },
  component: lazyRouteComponent(() => import('./screens/customer'), 'CustomerScreen'),
});

export const changeLogRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/change-log',
  validateSearch: changeLogSearch,
  component: lazyRouteComponent(() => import('./screens/change-log'), 'ChangeLogScreen'),
});

const routeTree = rootRoute.addChildren([
  loginRoute,
  appRoute.addChildren([homeRoute, ordersRoute, orderRoute, returnsRoute, customersRoute, customerRoute, changeLogRoute, ...part2Routes(appRoute)]),
]);

export const router = createRouter({ routeTree, basepath: '/admin', defaultPreload: 'intent', scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register { router: typeof router }
}
