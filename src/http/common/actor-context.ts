import type { FastifyRequest } from 'fastify';
import type { ActorType, RequestContext } from '../../shared/request-context.js';

/**
 * The change-log context of a request: the admin, API key or customer its surface authenticated, else anonymous.
 * Read when an entry is written rather than when the request starts: the storefront learns its (optional)
 * customer in the handler.
 */
export function actorContext(request: FastifyRequest): RequestContext {
  return {
    requestId: request.id,
    get actorType(): ActorType {
      if (request.admin) return 'admin';
      if (request.apiKey) return 'api_key';
      if (request.customer) return 'customer';
      return request.routeOptions.config.anonymousActor ?? 'guest';
    },
    get actorId(): string | null {
      const who = request.admin ?? request.apiKey ?? request.customer;
      return who ? String(who.id) : null;
    },
    get apiKeyId(): number | null {
      return request.apiKey?.id ?? null;
    },
  };
}
