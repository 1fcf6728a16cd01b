import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, type ErrorCode, type ErrorKind } from '../../shared/errors.js';
import { isDatabaseUnavailable } from '../../db/faults.js';

/** kind → HTTP status, shared by all surfaces. */
const STATUS: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  precondition_failed: 412,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  upstream_failed: 502,
  unavailable: 503,
};

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'NOT_FOUND',
  406: 'UNSUPPORTED_MEDIA_TYPE',
  409: 'CONFLICT',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

interface Rendered {
  status: number;
  code: ErrorCode;
  message: string;
  details?: Record<string, unknown>;
  retryAfter?: number;
}

/** Seconds a client should wait after a 503: locks are short, and a dropped connection is replaced at once. */
const UNAVAILABLE_RETRY_AFTER = 1;

/** Lock and connection failures of the database: 503 with Retry-After, never a 500 that looks like a bug. */
function describeUnavailable(error: Error): Rendered | null {
  if (!isDatabaseUnavailable(error)) return null;
  return {
    status: 503,
    code: 'SERVICE_UNAVAILABLE',
    message: 'The service is briefly unavailable, please try again',
    retryAfter: UNAVAILABLE_RETRY_AFTER,
  };
}

function describe(error: FastifyError | DomainError | Error): Rendered | null {
  const down = describeUnavailable(error);
  if (down) return down;
  if (error instanceof DomainError) {
    return {
      status: STATUS[error.kind],
      code: error.code,
      message: error.message,
      details: error.details,
      retryAfter: error.retryAfter,
    };
  }
  const fe = error as FastifyError;
  if (fe.validation) {
    return { status: 400, code: 'VALIDATION_ERROR', message: fe.message };
  }
  if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error instanceof SyntaxError && fe.statusCode === 400)) {
    return { status: 400, code: 'VALIDATION_ERROR', message: 'The request body is not valid JSON' };
  }
  if (
    fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ||
    fe.code === 'FST_REQ_FILE_TOO_LARGE' ||
    fe.code === 'FST_PARTS_LIMIT' ||
    fe.code === 'FST_FILES_LIMIT'
  ) {
    return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' };
  }
  if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || fe.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' };
  }
  const status = fe.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const retry = status === 429 ? Number((fe as { retryAfter?: number }).retryAfter) : undefined;
    return {
      status,
      code: CODE_BY_STATUS[status] ?? 'VALIDATION_ERROR',
      message: fe.message,
      retryAfter: retry && retry > 0 ? retry : undefined,
    };
  }
  return null;
}

/** Bytes of a refused body the server still reads so the client can read its 413. */
const MAX_DRAINED_BODY = 64 * 1024 * 1024;

export type ErrorShape = 'coded' | 'platform';

/**
 * Answers an error in the surface's shape: admin, customer and storefront `{error, code}`, platform `{error}`.
 * Anything unexpected is logged with the request id and answered as a generic 500.
 */
export async function sendError(
  shape: ErrorShape,
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const r = describe(error);
  if (!r) {
    request.log.error({ err: error }, 'unexpected error');
    const body =
      shape === 'coded'
        ? { error: 'Internal server error', code: 'INTERNAL_ERROR' }
        : { error: 'Internal server error' };
    return reply.status(500).send({ ...body, requestId: request.id });
  }
  // The cause of a 503 is the operator's business (a lock held too long, a lost database); the client gets none of it.
  if (r.code === 'SERVICE_UNAVAILABLE' && !(error instanceof DomainError))
    request.log.warn({ err: error }, 'answered 503: database locked or unreachable');
  if (r.retryAfter) reply.header('retry-after', String(Math.ceil(r.retryAfter)));
  // Answering while the client still sends, then closing, resets the connection: the client sees a
  // broken pipe instead of this answer. A declared, bounded body is read to its end first, so the 413
  // arrives and a keep-alive connection stays usable.
  if (r.status === 413 && Number(request.headers['content-length']) <= MAX_DRAINED_BODY) {
    await drain(request.raw);
    reply.removeHeader('connection');
  }
  const message = shape === 'platform' && r.status === 401 ? 'Unauthorized' : r.message;
  const body = shape === 'coded' ? { error: message, code: r.code, ...r.details } : { error: message, ...r.details };
  // A 5xx is the server's fault: its request id lets the user's report be found in the logs.
  if (r.status >= 500) Object.assign(body, { requestId: request.id });
  return reply.status(r.status).send(body);
}

/** Reads and discards what is left of a request body. */
function drain(raw: FastifyRequest['raw']): Promise<void> {
  if (raw.complete || raw.destroyed || raw.readableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    raw.once('end', resolve).once('close', resolve).once('error', resolve);
    raw.resume();
  });
}

export function errorHandler(shape: ErrorShape) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => sendError(shape, error, request, reply);
}

export function notFoundHandler(shape: ErrorShape) {
  return (request: FastifyRequest, reply: FastifyReply) =>
    sendError(
      shape,
      new DomainError('not_found', 'NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`),
      request,
      reply,
    );
}
