// The two routes every feature hangs from: the root and the signed-in app (its layout, the shell, is set by
// router.tsx, so that the features, the navigation and the shell do not import each other in a circle).
import { createRootRoute, createRoute, Outlet, redirect } from '@tanstack/react-router';
import { loadMe, type Permission } from './session';
import type { MessageId } from './i18n/en';

export const rootRoute = createRootRoute({ component: Outlet });

/** Every screen but the login: signed in, or sent to the login with the way back. */
export const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: async ({ location }) => {
    const me = await loadMe();
    if (!me) throw redirect({ to: '/login', search: { redirect: location.href } });
    return { me };
  },
});

/** Path parameters that are ids: numbers in the screens, text in the URL. */
export function numberParam<K extends string>(key: K) {
  return {
    params: {
      parse: (raw: Record<K, string>) => ({ [key]: Number(raw[key]) }) as Record<K, number>,
      stringify: (parsed: Record<K, number>) => ({ [key]: String(parsed[key]) }) as Record<K, string>,
    },
  };
}

/** A feature's entry in the navigation and the command palette, shown to roles with its permission. */
export interface NavEntry<To extends string = string> {
  to: To;
  label: MessageId;
  permission?: Permission;
}
