import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What an incoming X-Request-Id may be: anything else is replaced, so a client cannot inject into log lines. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request id: a caller's (a proxy's or client's) well-formed X-Request-Id, so one id follows a request
 * across services, or a fresh UUID. It is in every log line of the request, the X-Request-Id answer
 * header and 5xx bodies, so a user's error report can be found in the logs.
 */
export function requestId(raw: IncomingMessage): string {
  const incoming = raw.headers['x-request-id'];
  return typeof incoming === 'string' && WELL_FORMED.test(incoming) ? incoming : crypto.randomUUID();
}
