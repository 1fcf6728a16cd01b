// A screen's code loaded when it is first opened, like the router's lazyRouteComponent, but a failed load is an error
// of the route (the shell stays and says the shop cannot be reached: screen-error.tsx) instead of a full page reload,
// which with the server down lands on the browser's own error page and loses what was typed elsewhere.
import { createElement, use, type ComponentType } from 'react';

/** The screen's code could not be loaded (the server unreachable, or a new version replaced the files). */
export class ScreenLoadError extends Error {
  constructor(cause: unknown) {
    super('screen code not loaded', { cause });
    this.name = 'ScreenLoadError';
  }
}

export function lazyScreen<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  let screen: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  // The router awaits `preload` before the route renders: a rejection makes the route's error component show.
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        screen = module[name] as ComponentType;
      },
      (error: unknown) => {
        loading = undefined;
        throw new ScreenLoadError(error);
      },
    ));
  function LazyScreen(props: object) {
    if (!screen) use(preload());
    return createElement(screen!, props);
  }
  LazyScreen.preload = preload;
  return LazyScreen;
}
