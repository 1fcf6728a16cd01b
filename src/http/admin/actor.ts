import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../shared/actor.js';

/** The service actor for an admin route; the surface's hook has already authenticated the request. */
export function adminActor(request: FastifyRequest): Actor {
  const admin = request.admin;
  if (!admin) throw new Error('adminActor used on a route without an admin session');
  return { kind: 'admin', id: admin.id, role: admin.role };
}
