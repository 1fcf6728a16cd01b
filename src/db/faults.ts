// Database errors that say "not now" rather than "wrong": a lock another process holds past the wait, a
// connection that was dropped or refused. The request was fine; the surfaces answer 503 with Retry-After.
import { isSqliteBusy } from './sqlite-driver.js';

/**
 * PostgreSQL SQLSTATEs: connection exceptions (class 08), the server shutting down or starting (57P01–57P03),
 * too many connections, a lock not available in time, and serialization failures and deadlocks (retry them).
 */
const POSTGRES_CODES = /^(08...|57P0[123]|53300|55P03|40001|40P01)$/;

/** Socket errors of a connection that could not be opened or broke. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** pg and Kysely say these without a code: a dead connection, or a pool or driver that is shutting down. */
const MESSAGES = /^(Connection terminated|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end|timeout exceeded when trying to connect|driver has already been destroyed)/;

function unavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (isSqliteBusy(error)) return true;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (POSTGRES_CODES.test(code) || SOCKET_CODES.has(code))) return true;
  return typeof message === 'string' && MESSAGES.test(message);
}

/** True when the error is a database lock or connection failure: try again later, nothing is wrong with the request. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailable(error) || (typeof error === 'object' && error !== null && unavailable((error as { cause?: unknown }).cause));
}
