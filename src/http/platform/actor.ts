import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../shared/actor.js';

/** The service actor for a platform route; the surface's hook has already authenticated the key. */
export function platformActor(request: FastifyRequest): Actor {
  const key = request.apiKey;
  if (!key) throw new Error('platformActor used on a route without an API key');
  return { kind: 'apiKey', id: key.id, permission: key.permission };
}
