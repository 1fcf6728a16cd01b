import type { Raw } from '../../url-state.js';

/**
 * The one check of where the login may send a person back to: a path of the dashboard, as the router writes it
 * (without the /admin base). It is resolved the way the browser would resolve it, so `//host`, `/\host`, tabs or
 * line breaks that the URL parser drops, and schemes (`javascript:`) cannot lead elsewhere; the normalized path is
 * what is used.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.length > 2000 ||
    /[\\\u0000-\u001f\u007f]/.test(value)
  )
    return undefined;
  const base = 'http://dashboard.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return undefined;
  }
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : undefined;
}

/** The login's URL state: the way back, always answered (the router's raw copy of an invalid one must not stay). */
export function loginSearch(raw: Raw): { redirect?: string | undefined } {
  return { redirect: safeReturnPath(raw.redirect) };
}
