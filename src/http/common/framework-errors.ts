// Answers the router and Node's HTTP parser give before any surface's error handler can run, in the shape of the
// surface the request was meant for: {error, code} everywhere but the platform's {error}.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../shared/errors.js';
import { sendError, type ErrorShape } from './errors.js';

const shapeOfPath = (path: string): ErrorShape => (/^\/api2\/v1(?:[/?]|$)/.test(path) ? 'platform' : 'coded');

/** An error with a status and our own message, rendered by sendError like any other 4xx. */
const clientError = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });

/** Router errors (Fastify's frameworkErrors): a path parameter over 100 characters, a malformed percent-encoding. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const shape = shapeOfPath(request.raw.url ?? '');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return sendError(shape, clientError(414, 'A path parameter is too long'), request, reply);
  if (error.code === 'FST_ERR_BAD_URL')
    return sendError(shape, clientError(400, 'The URL is not validly encoded'), request, reply);
  return sendError(shape, error, request, reply);
}

const PARSER_ERRORS: Record<string, [number, ErrorCode, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'HEADERS_TOO_LARGE', 'The request line and headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive'],
};

/**
 * Node's HTTP parser refused the request (Fastify's clientErrorHandler): there is no request object, so the surface
 * is read from the request line in the bytes the parser saw, when they hold it.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] = PARSER_ERRORS[error.code] ?? [
    400,
    'VALIDATION_ERROR',
    'The request is not valid HTTP',
  ];
  const packet: unknown = error.rawPacket;
  const path = Buffer.isBuffer(packet) ? (/^[A-Z]+ (\S+)/.exec(packet.toString('latin1'))?.[1] ?? '') : '';
  const body = JSON.stringify(shapeOfPath(path) === 'platform' ? { error: message } : { error: message, code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
