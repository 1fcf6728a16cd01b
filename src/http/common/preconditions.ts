import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { DomainError } from '../../shared/errors.js';
import type { Expected } from '../../shared/fingerprint.js';

/**
 * Optimistic concurrency for resources people edit (docs/decisions.md, "No lost updates"): the GET answers a strong
 * ETag, the fingerprint of the stored state; a write with If-Match of another state answers 412 with the current
 * state, and one without If-Match works as before.
 */
export const IfMatchHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({
      maxLength: 2000,
      description: 'the ETag of the state you edited: 412 with the current state when it has changed since',
    }),
  ),
});

/** The 412 answer of a surface: its error body with the resource as it is now. */
export const Stale = (shape: 'coded' | 'platform', resource: TSchema) =>
  Type.Object(
    {
      error: Type.String(),
      ...(shape === 'coded' ? { code: Type.Literal('PRECONDITION_FAILED') } : {}),
      current: resource,
    },
    {
      description:
        'The resource was changed since the ETag sent in If-Match; `current` is what is stored now (its ETag in the header)',
    },
  );

/** If-Match's entity tags (strong comparison: weak tags never match), or undefined without the header. */
export function expectedOf(request: FastifyRequest): Expected {
  const header = request.headers['if-match'];
  if (typeof header !== 'string') return undefined;
  if (header.trim() === '*') return ['*'];
  return [...header.matchAll(/(W\/)?"([^"]*)"/g)].filter((m) => !m[1]).map((m) => m[2]!);
}

/** Sends the resource's ETag with it. */
export function tagged<T extends { fingerprint: string }>(reply: FastifyReply, resource: T): T {
  reply.header('etag', `"${resource.fingerprint}"`);
  return resource;
}

/** Runs a write; when its precondition failed, answers 412 with the current state (and its ETag) instead. */
export async function unlessChanged<T, C extends { fingerprint: string }>(
  reply: FastifyReply,
  write: () => Promise<T>,
  current: () => Promise<C>,
): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (!(e instanceof DomainError) || e.kind !== 'precondition_failed') throw e;
    const now = await current();
    reply.header('etag', `"${now.fingerprint}"`);
    throw new DomainError(e.kind, e.code, e.message, { current: now });
  }
}
