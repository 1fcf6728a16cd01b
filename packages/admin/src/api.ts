// Every request of the dashboard goes through the typed client: paths, parameters and answers come from the
// OpenAPI document (packages/client), so an API change that breaks a screen breaks `npm run typecheck`.
import createFetchClient, { type Middleware } from 'openapi-fetch';
import createQueryHooks from 'openapi-react-query';
import { QueryClient } from '@tanstack/react-query';
import { ShopApiError, type ErrorBody, type paths } from '@shop-backend/shop-client';

export { ShopApiError };
export type { components, Schemas, Order, OrderListItem, Customer } from '@shop-backend/shop-client';

/** The CSRF token of the session, from GET /me; sent on every admin mutation. */
let csrfToken: string | undefined;
export function setCsrfToken(token: string | undefined) {
  csrfToken = token;
}

const MUTATION = /^(POST|PUT|PATCH|DELETE)$/;

/** Called on a 401 outside the session routes: the session is gone (session.tsx decides what happens). */
let onUnauthenticated: () => void = () => {};
export function whenUnauthenticated(handler: () => void) {
  onUnauthenticated = handler;
}

const session: Middleware = {
  onRequest({ request }) {
    if (MUTATION.test(request.method) && csrfToken) request.headers.set('x-csrf-token', csrfToken);
    return request;
  },
  // Error answers reject with their status and typed body (openapi-react-query would otherwise throw the bare body).
  async onResponse({ request, response }) {
    if (response.ok) return response;
    const body = (await response
      .clone()
      .json()
      .catch(() => undefined)) as ErrorBody | undefined;
    const path = new URL(request.url).pathname;
    if (response.status === 401 && !/\/api2\/admin\/(login|refresh|me)$/.test(path)) onUnauthenticated();
    throw new ShopApiError(response.status, body, response.headers.get('etag') ?? undefined);
  },
};

export const client = createFetchClient<paths>({ baseUrl: window.location.origin, credentials: 'same-origin' });
client.use(session);

export const api = createQueryHooks(client);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      // Refusals (4xx) are answers, not faults: only 5xx and lost connections are retried.
      retry: (count, error) => count < 2 && !(error instanceof ShopApiError && error.status < 500),
    },
  },
});

/** A 503 or no answer at all: the request may succeed when sent again. */
export function isTransient(error: unknown): boolean {
  return !(error instanceof ShopApiError) || error.status >= 500;
}

/** The API's paths that answer GET: what a query is cached under. */
export type GetPath = { [P in keyof paths]: paths[P] extends { get: unknown } ? P : never }[keyof paths];

/**
 * The cache key of a GET route's queries, as openapi-react-query builds it (`['get', path, init]`); without `init` it
 * is the prefix that invalidates every query of the route. The path is the client's type: a renamed or removed route
 * fails the type check wherever its queries are refreshed.
 */
export function queryKeyOf<P extends GetPath>(path: P, init?: object): readonly unknown[] {
  return init === undefined ? ['get', path] : ['get', path, init];
}

/** The JSON of a route's 200 answer, from the OpenAPI document. */
export type Answer<P extends keyof paths, M extends keyof paths[P] = 'get' & keyof paths[P]> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer T } } };
}
  ? T
  : never;
