/** What went wrong, independent of transport; each surface maps kinds to statuses and its own body shape. */
export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  /** The resource changed since the writer read it (If-Match). */
  | 'precondition_failed'
  /** A well-formed request that cannot be applied as sent (an Idempotency-Key reused for another request). */
  | 'unprocessable'
  | 'rate_limited'
  | 'payload_too_large'
  | 'unsupported_media_type'
  /** A service the request depends on (the mail server) failed; the request itself was fine. */
  | 'upstream_failed'
  /** The database is locked by another process past the wait, or unreachable; nothing happened, try again. */
  | 'unavailable';

/** The closed set of codes the admin and customer surfaces answer with (decisions.md). */
export type ErrorCode =
  | 'VALIDATION_ERROR'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'CSRF_INVALID'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PRECONDITION_FAILED'
  | 'IDEMPOTENCY_KEY_IN_USE'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'EMAIL_IN_USE'
  | 'SKU_EXISTS'
  | 'INVALID_STATUS_TRANSITION'
  | 'GUEST_CUSTOMER_READ_ONLY'
  | 'QUOTA_EXCEEDED'
  | 'NEEDS_VERIFICATION'
  | 'INVALID_CREDENTIALS'
  | 'INVALID_TOKEN'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'INSUFFICIENT_STOCK'
  | 'DUPLICATE_PAYMENT'
  /** A promotion or code has no use left for this order (issue 36). */
  | 'LIMIT_REACHED'
  /** Why a promotion code cannot be applied (issue 36; LIMIT_REACHED above is one of them too). */
  | 'UNKNOWN_CODE'
  | 'EXPIRED'
  | 'NOT_STARTED'
  | 'MIN_SUBTOTAL'
  | 'NOT_APPLICABLE'
  | 'NOT_COMBINABLE'
  /** Checkout's expectedTotal differs from the price now; the body carries the new quote. */
  | 'PRICE_CHANGED'
  | 'MAIL_DELIVERY_FAILED'
  | 'SERVICE_UNAVAILABLE'
  | 'REQUEST_TIMEOUT'
  | 'URI_TOO_LONG'
  | 'HEADERS_TOO_LARGE'
  | 'INTERNAL_ERROR';

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: ErrorCode,
    message: string,
    /** Extra body fields a surface may pass on (e.g. allowedTransitions, needsVerification). */
    readonly details?: Record<string, unknown>,
    /** Seconds until a rate-limited (or turned away) caller may try again. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string, details?: Record<string, unknown>) =>
  new DomainError('invalid', 'VALIDATION_ERROR', message, details);
export const notFound = (what: string) => new DomainError('not_found', 'NOT_FOUND', `${what} not found`);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') => new DomainError('conflict', code, message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new DomainError('forbidden', 'FORBIDDEN', message);
export const unauthenticated = (message = 'Authentication required') =>
  new DomainError('unauthenticated', 'UNAUTHENTICATED', message);
export const shuttingDown = () =>
  new DomainError('unavailable', 'SERVICE_UNAVAILABLE', 'The server is shutting down, please try again', undefined, 1);
