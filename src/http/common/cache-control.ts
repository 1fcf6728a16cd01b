import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import type { App } from './types.js';

/**
 * What a surface's answers say to browsers, proxies and CDNs (docs/decisions.md, "HTTP caching"):
 * - `public, max-age=<PUBLIC_MAX_AGE>, must-revalidate` for reads anyone may make (the storefront's, the public product
 *   list): a CDN may keep them, and with the ETag of a cached route revalidates with a 304;
 * - `private, no-cache` for answers that name no person (catalogue data): a browser may keep them but asks again;
 * - `private, no-store` for everything else, the default: answers with personal data, writes and errors.
 */
export interface CachePolicy {
  /** Reads anyone may make. */
  isPublic?: (request: FastifyRequest) => boolean;
  /** Route patterns (with the surface's prefix) whose answers hold no personal data. */
  catalogue?: RegExp;
}

const READS = new Set(['GET', 'HEAD']);

export function cacheControl(app: App, policy: CachePolicy): void {
  const publicValue = `public, max-age=${app.config.publicMaxAgeSeconds}, must-revalidate`;
  const decide = (request: FastifyRequest, reply: FastifyReply): string => {
    const read = READS.has(request.method) && (reply.statusCode < 300 || reply.statusCode === 304);
    if (!read) return 'private, no-store';
    if (policy.isPublic?.(request)) return publicValue;
    if (policy.catalogue?.test(request.routeOptions.url ?? '')) return 'private, no-cache';
    return 'private, no-store';
  };
  const hook: onSendHookHandler = async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', decide(request, reply));
    return payload;
  };
  app.addHook('onSend', hook);
}
