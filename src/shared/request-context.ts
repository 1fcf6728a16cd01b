// Who is acting, for the change log: one store per HTTP request (filled by one root hook from what the surface's
// auth hook found) or per background job. Writes outside any store (start-up admin creation, scripts) are `system`.
import { AsyncLocalStorage } from 'node:async_hooks';

export const ACTOR_TYPES = ['admin', 'api_key', 'customer', 'guest', 'payment_provider', 'worker', 'system'] as const;
export type ActorType = (typeof ACTOR_TYPES)[number];

export interface RequestContext {
  actorType: ActorType;
  /** The admin, customer or API key id; null for guests, workers and the system. */
  actorId: string | null;
  apiKeyId: number | null;
  requestId: string | null;
}

const storage = new AsyncLocalStorage<RequestContext>();

const SYSTEM: RequestContext = { actorType: 'system', actorId: null, apiKeyId: null, requestId: null };

export function runInContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** Background loops run their work as `worker`, so their writes are told apart from start-up and scripts. */
export function runAsWorker<T>(fn: () => T): T {
  return storage.run({ ...SYSTEM, actorType: 'worker' }, fn);
}

export function currentContext(): RequestContext {
  return storage.getStore() ?? SYSTEM;
}
