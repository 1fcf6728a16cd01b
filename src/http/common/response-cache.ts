import type { FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import type { App } from './types.js';
import { sharedReaderOf } from '../../db/data-versions.js';

interface Entry {
  /** The change counters of the route's table groups when the answer was made. */
  stamp: string;
  body: string;
}

/**
 * Serialised answers of hot GET routes, each kept until a write changes a table it was made from
 * (docs/decisions.md, "Cached answers"). Least recently used entries go first when the memory budget is spent.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  /** Characters of the kept answers (bytes for the ASCII of JSON). */
  bytes = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string, stamp: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.stamp !== stamp) {
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    // Map order is the eviction order: a hit moves the entry to the far end.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, stamp: string, body: string): void {
    // One answer may take at most a sixteenth of the budget, so a few huge pages cannot push everything else out.
    if (body.length > this.maxBytes / 16) return;
    this.remove(key);
    this.entries.set(key, { stamp, body });
    this.bytes += body.length;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}

/** The stamp a miss was computed under, kept until its answer is stored under the request's URL. */
const pending = new WeakMap<FastifyRequest, string>();

const asArray = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/**
 * Routes registered after this call in the surface that declare `config.cache` (the table groups their answer is
 * made of) answer GETs from the cache while those groups have not changed. The lookup runs after every other
 * preHandler of the route, so authentication, permissions and the rate limit apply to cached answers as to any.
 * `X-Cache: hit|miss` says which it was.
 */
export function cacheResponses(app: App): void {
  const cache = app.responseCache;
  if (!cache) return;
  const readVersions = sharedReaderOf(app.services.db);

  const lookup: preHandlerHookHandler = async function (request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'GET') return;
    const groups = request.routeOptions.config.cache!;
    // As of the request's arrival: the credential check has usually read them since, and that read serves here too.
    const versions = await readVersions(performance.now() - reply.elapsedTime);
    const stamp = groups.map((group) => versions[group]).join('.');
    const body = cache.get(request.url, stamp);
    if (body !== undefined) {
      reply.header('x-cache', 'hit').header('content-type', 'application/json; charset=utf-8');
      return reply.send(body);
    }
    reply.header('x-cache', 'miss');
    pending.set(request, stamp);
  };

  const store: onSendHookHandler = async function (request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const stamp = pending.get(request);
    if (stamp !== undefined && reply.statusCode === 200 && typeof payload === 'string') cache.set(request.url, stamp, payload);
    return payload;
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.cache) return;
    route.preHandler = [...asArray(route.preHandler), lookup];
    route.onSend = [...asArray(route.onSend), store];
  });
}
