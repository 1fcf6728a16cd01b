import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest, FastifySchema, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import { Type } from 'typebox';
import type { App } from './types.js';
import { sharedReaderOf, type DataGroup, type DataVersions } from '../../db/data-versions.js';

/**
 * What one entry costs beyond its key and body: the Map slot, the entry object, the Buffer object and its backing
 * store's header, the stamp and ETag strings. Measured at 20,000 entries (docs/benchmarks.md, "The answer cache
 * hardened"): 552 bytes of heap an entry with a 49-character key (about 64 of them the key's); rounded up.
 */
export const ENTRY_OVERHEAD_BYTES = 512;

interface Entry {
  /** The database epoch and the change counters of the route's groups when the answer was made. */
  stamp: string;
  etag: string;
  /** The serialised answer, as sent. */
  body: Buffer;
  /** What the entry is counted as: its key, its body and the overhead. */
  size: number;
}

/**
 * Serialised answers of hot GET routes, each kept until a write changes a table it was made from
 * (docs/decisions.md, "Cached answers"). Least recently used entries go first when the memory budget or the number
 * of entries is spent. Every entry counts its key (two bytes a character, as V8 may keep it), its body in bytes and
 * a fixed overhead, so no mix of URLs and answers holds more memory than the budget says.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  /** Memory of the kept entries: keys, bodies and overheads. */
  bytes = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxEntries = Math.max(64, Math.floor(maxBytes / 2048)),
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The entry kept for this key under this stamp; the caller counts the hit or miss. */
  get(key: string, stamp: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.stamp !== stamp) return undefined;
    // Map order is the eviction order: a hit moves the entry to the far end.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, stamp: string, etag: string, payload: string): void {
    const length = Buffer.byteLength(payload);
    const size = key.length * 2 + length + ENTRY_OVERHEAD_BYTES;
    // One answer may take at most a sixteenth of the budget, so a few huge pages cannot push everything else out.
    if (size > this.maxBytes / 16) return;
    // Not Buffer.from: a small one would be a slice of a shared 8 KB pool, which one kept entry holds in memory whole.
    const body = Buffer.allocUnsafeSlow(length);
    body.write(payload);
    this.remove(key);
    this.entries.set(key, { stamp, etag, body, size });
    this.bytes += size;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}

/** What a miss was computed under, kept until its answer is stored. */
const pending = new WeakMap<FastifyRequest, { key: string; stamp: string; etag: string }>();

const asArray = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/** The stamp of an answer made of these groups: a restore or `shop_bump_versions()` changes the epoch. */
const stampOf = (versions: DataVersions, groups: readonly DataGroup[]) =>
  `${versions.epoch}:${groups.map((group) => versions[group]).join('.')}`;

/** Strong, since the answer is a function of the key and the data the stamp stands for. */
const etagOf = (key: string, stamp: string) =>
  `"${crypto.createHash('sha256').update(stamp).update('\n').update(key).digest('base64url').slice(0, 27)}"`;

/** If-None-Match compares weakly (RFC 9110, 13.1.2): a W/ prefix does not matter. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * The cache key of a request: the route, its path parameters and its query as validated (coerced, defaults
 * applied), the route's own parameters only and in a fixed order. So `?page=01&per_page=50`, `?per_page=50&page=1`
 * and no query at all are one entry, and a parameter the route does not define cannot make a new one.
 */
function keyBuilder(url: string, querystring: unknown): (request: FastifyRequest) => string {
  const names = Object.keys((querystring as { properties?: object } | undefined)?.properties ?? {}).sort();
  return (request) => {
    const query = request.query as Record<string, unknown>;
    let key = `${url}\n${JSON.stringify(request.params)}`;
    for (const name of names) if (query[name] !== undefined) key += `\n${name}=${JSON.stringify(query[name])}`;
    return key;
  };
}

const IfNoneMatch = Type.Object({
  'if-none-match': Type.Optional(
    Type.String({ description: 'the ETag of an answer you hold: 304 without a body while it is current' }),
  ),
});
const NotModified = Type.Null({ description: "Not Modified: the If-None-Match ETag is the current answer's" });

/** The OpenAPI document shows the If-None-Match header and the 304 answer of a cached route. */
function documentConditionalGet(schema: FastifySchema | undefined): void {
  if (!schema || schema.headers) return;
  schema.headers = IfNoneMatch;
  schema.response = { ...(schema.response as object), 304: NotModified };
}

/**
 * Routes registered after this call in the surface that declare `config.cache` (the table groups their answer is
 * made of) answer GET and HEAD from the cache while those groups have not changed, with a strong ETag; a request
 * whose If-None-Match holds the current one is answered 304 without a body, whether or not the answer is kept.
 * The lookup runs after every other preHandler of the route, so authentication, permissions and the rate limit apply
 * to cached answers as to any. `X-Cache: hit|miss` only with RESPONSE_CACHE_HEADER (it would tell one caller what
 * others asked for).
 */
export function cacheResponses(app: App): void {
  const cache = app.responseCache;
  const showResult = app.config.responseCacheHeader;
  const readVersions = sharedReaderOf(app.services.db);

  const store: onSendHookHandler = async function (request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const made = pending.get(request);
    if (made === undefined || reply.statusCode !== 200) return payload;
    // A route whose resource has an ETag of its own (its stored state: http/common/preconditions.ts) keeps it.
    if (!reply.hasHeader('etag')) reply.header('etag', made.etag);
    if (showResult) reply.header('x-cache', 'miss');
    if (cache && typeof payload === 'string') cache.set(made.key, made.stamp, String(reply.getHeader('etag')), payload);
    return payload;
  };

  app.addHook('onRoute', (route) => {
    const groups = route.config?.cache;
    if (!groups) return;
    documentConditionalGet(route.schema);
    const keyOf = keyBuilder(route.url, route.schema?.querystring);
    const lookup: preHandlerHookHandler = async function (request: FastifyRequest, reply: FastifyReply) {
      // As of the request's arrival: the credential check has usually read them since, and that read serves here too.
      const versions = await readVersions(performance.now() - reply.elapsedTime);
      const key = keyOf(request);
      const stamp = route.config?.cachePerDay
        ? `${stampOf(versions, groups)}:${app.services.clock.now().toISOString().slice(0, 10)}`
        : stampOf(versions, groups);
      const entry = cache?.get(key, stamp);
      const etag = entry?.etag ?? etagOf(key, stamp);
      const notModified = matches(request.headers['if-none-match'], etag);
      if (cache) {
        if (notModified || entry) cache.hits += 1;
        else cache.misses += 1;
      }
      if (notModified) {
        if (showResult) reply.header('x-cache', 'hit');
        return reply.code(304).header('etag', etag).send();
      }
      if (entry) {
        if (showResult) reply.header('x-cache', 'hit');
        return reply.header('etag', etag).header('content-type', 'application/json; charset=utf-8').send(entry.body);
      }
      pending.set(request, { key, stamp, etag });
    };
    route.preHandler = [...asArray(route.preHandler), lookup];
    route.onSend = [...asArray(route.onSend), store];
  });
}
