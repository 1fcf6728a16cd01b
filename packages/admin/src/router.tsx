// The one router: the login and the signed-in app with every feature's routes (features.ts).
import { createRouter } from '@tanstack/react-router';
import { appRoute, rootRoute } from './app-route';
import { FEATURE_ROUTES } from './features';
import { loginRoute } from './features/login';
import { Shell } from './shell';
import { ScreenError } from './screen-error';

appRoute.update({ component: Shell });

const routeTree = rootRoute.addChildren([loginRoute, appRoute.addChildren(FEATURE_ROUTES)]);

export const router = createRouter({
  routeTree,
  basepath: '/admin',
  defaultPreload: 'intent',
  scrollRestoration: true,
  defaultErrorComponent: ScreenError,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
