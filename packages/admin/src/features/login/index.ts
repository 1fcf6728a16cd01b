// The sign-in: outside the app route (no session needed), with the way back after signing in.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../../app-route';
import { loginSearch } from './search';

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: loginSearch,
  component: lazyRouteComponent(() => import('./login'), 'LoginScreen'),
});
