import type { FastifyReply } from 'fastify';
import type { JsonText } from '../../shared/json-text.js';

/**
 * Sends `{"<key>":[items…], …rest}`: a list whose items the database wrote as JSON already (the order and customer
 * lists), the envelope's other members serialised here. Fastify sends a string with a JSON content type as it is; the
 * route's response schema still documents the body, and the tests hold the items to it.
 */
export function sendJsonItems(
  reply: FastifyReply,
  key: string,
  items: readonly JsonText[],
  rest: Record<string, unknown>,
): FastifyReply {
  const others = JSON.stringify(rest);
  const body = `{${JSON.stringify(key)}:[${items.join(',')}]${others === '{}' ? '}' : `,${others.slice(1)}`}`;
  return reply.type('application/json; charset=utf-8').send(body);
}
