import type { FastifyRequest } from 'fastify';

// The verification link carries its token in the query string; the info log must not turn into a list of them.
const SECRET_QUERY_VALUES = /([?&]token=)[^&#]*/gi;

/** Fastify's request log fields, with secret query values replaced. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(SECRET_QUERY_VALUES, '$1[REDACTED]'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
