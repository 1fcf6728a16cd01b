// A typed client for the shop back end: the types come from its OpenAPI document (schema.ts, generated),
// the requests from openapi-fetch; this file adds what the document cannot express: credentials.
import createClient, { type Client, type ClientOptions, type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema.js';

export type { components, paths, operations } from './schema.js';
export type Schemas = components['schemas'];
export type Product = Schemas['Product'];
export type Order = Schemas['Order'];
export type OrderListItem = Schemas['OrderListItem'];
export type Customer = Schemas['Customer'];
export type Address = Schemas['Address'];
export type Webhook = Schemas['Webhook'];
/** `{error, code}` (admin, customer, storefront, payments) or `{error}` (platform, /api2/v1). */
export type ErrorBody = Schemas['Error'] | Schemas['PlatformError'];

export interface ShopClientOptions {
  /** Where the server listens, e.g. `https://shop.example.org` (the paths start with /api2). */
  baseUrl: string;
  /** A platform key: sent as `Authorization: Bearer <key>` to /api2/v1 routes. */
  apiKey?: string;
  /** Another fetch (tests, proxies); the global one by default. */
  fetch?: ClientOptions['fetch'];
}

/**
 * A non-2xx answer: its status, the error body the document declares for it and the answer's ETag (a 412 carries the
 * current state's, to send as If-Match once the conflict is resolved).
 */
export class ShopApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | undefined,
    readonly etag?: string,
  ) {
    super(body?.error ?? `HTTP ${status}`);
    this.name = 'ShopApiError';
  }

  /** The machine-readable code (admin, customer, storefront and payments errors carry one). */
  get code(): string | undefined {
    const code = (this.body as { code?: unknown } | undefined)?.code;
    return typeof code === 'string' ? code : undefined;
  }
}

/** The data of a 2xx answer, or a ShopApiError with the typed error body: `const { orders } = await ok(client.GET(...))`. */
export async function ok<T>(pending: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await pending;
  if (!response.ok)
    throw new ShopApiError(response.status, error as ErrorBody | undefined, response.headers.get('etag') ?? undefined);
  return data as T;
}

export interface ShopClient extends Client<paths> {
  /** The cookies the server set (admin and customer sessions), sent back on every request. */
  readonly cookies: Map<string, string>;
  /** Uses another platform key from now on (undefined: none). */
  setApiKey(key: string | undefined): void;
}

const ADMIN_MUTATION = /^(POST|PUT|PATCH|DELETE)$/;
/** Admin routes that take no CSRF token: they run before a session exists. */
const WITHOUT_CSRF = new Set(['/api2/admin/login', '/api2/admin/refresh']);

/**
 * A client that keeps the session cookies the server sets (a Node process has no cookie jar), sends the
 * admin CSRF token on admin mutations (read once from GET /api2/admin/me, again after login) and the
 * bearer key on /api2/v1. In a browser the cookies are the browser's: pass `fetch` with credentials there.
 */
export function createShopClient(options: ShopClientOptions): ShopClient {
  const doFetch = options.fetch ?? globalThis.fetch;
  const cookies = new Map<string, string>();
  let apiKey = options.apiKey;
  let csrfToken: string | undefined;
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  async function fetchCsrfToken(): Promise<string | undefined> {
    const response = await doFetch(
      new Request(new URL('/api2/admin/me', options.baseUrl), { headers: { cookie: cookieHeader() } }),
    );
    if (!response.ok) return undefined;
    return ((await response.json()) as { csrfToken?: string }).csrfToken;
  }

  const credentials: Middleware = {
    async onRequest({ request }) {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith('/api2/v1/') && apiKey && !request.headers.has('authorization')) {
        request.headers.set('authorization', `Bearer ${apiKey}`);
      }
      if (cookies.size > 0 && !request.headers.has('cookie')) request.headers.set('cookie', cookieHeader());
      if (
        pathname.startsWith('/api2/admin/') &&
        ADMIN_MUTATION.test(request.method) &&
        !WITHOUT_CSRF.has(pathname) &&
        !request.headers.has('x-csrf-token')
      ) {
        csrfToken ??= await fetchCsrfToken();
        if (csrfToken) request.headers.set('x-csrf-token', csrfToken);
      }
      return request;
    },
    onResponse({ request, response }) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const at = pair.indexOf('=');
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        const expired =
          value === '' ||
          attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a)) ||
          attributes.some((a) => /^\s*expires\s*=/i.test(a) && Date.parse(a.split('=')[1]!) <= Date.now());
        if (expired) cookies.delete(name);
        else cookies.set(name, value);
      }
      // A new admin session has a new CSRF token.
      if (/^\/api2\/admin\/(login|logout)$/.test(new URL(request.url).pathname)) csrfToken = undefined;
      return response;
    },
  };

  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: doFetch });
  client.use(credentials);
  return Object.assign(client, {
    cookies,
    setApiKey(key: string | undefined) {
      apiKey = key;
    },
  });
}
