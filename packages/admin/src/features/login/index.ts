// The sign-in: outside the app route (no session needed), with the way back after signing in.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../../lazy-screen';
import { rootRoute } from '../../app-route';
import { loginSearch } from './search';

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: loginSearch,
  component: lazyScreen(() => import('./login'), 'LoginScreen'),
});
