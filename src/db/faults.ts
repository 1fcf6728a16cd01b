// Database errors that say "not now" rather than "wrong": a lock another process holds past the wait, a
// connection that was dropped or refused. The request was fine; the surfaces answer 503 with Retry-After.
import { isSqliteBusy } from './sqlite-driver.js';

/**
 * PostgreSQL SQLSTATEs: connection exceptions (class 08), the server shutting down or starting (57P01–57P03),
 * too many connections, a lock not available in time, and serialization failures and deadlocks (retry them).
 */
const POSTGRES_CODES = /^(08...|57P0[123]|53300|55P03|40001|40P01)$/;

/** Socket errors of a connection that could not be opened or broke. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** pg and Kysely say these without a code: a dead connection, or a pool or driver that is shutting down. */
const MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end|timeout exceeded when trying to connect|driver has already been destroyed)/;

const codeOf = (e: unknown) =>
  typeof e === 'object' && e !== null && typeof (e as { code?: unknown }).code === 'string'
    ? (e as { code: string }).code
    : undefined;

function unavailable(error: unknown): boolean {
  if (isSqliteBusy(error)) return true;
  const code = codeOf(error);
  if (code && (POSTGRES_CODES.test(code) || SOCKET_CODES.has(code))) return true;
  return error instanceof Error && MESSAGES.test(error.message);
}

/** True when the error is a database lock or connection failure: try again later, nothing is wrong with the request. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailable(error) || (error instanceof Error && unavailable(error.cause));
}

/** The URL with its password replaced, fit for a log line. */
export function redactUrl(databaseUrl: string): string {
  return databaseUrl.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

/**
 * One line for the operator when the database cannot be opened or migrated at start: which database, and the
 * driver's reason with its code. No stack: the cause is outside the code (a path, a lock, a server, a password).
 */
export function describeStartFailure(databaseUrl: string, error: unknown): string {
  const e = error instanceof Error ? error : new Error(String(error));
  // A refused connection to a name with several addresses is an AggregateError without a message of its own.
  const message =
    e.message ||
    (e instanceof AggregateError ? String((e.errors[0] as Error | undefined)?.message ?? '') : '') ||
    e.name;
  const code = codeOf(e) ?? codeOf(e.cause);
  const reason = code && !message.includes(code) ? `${message} (${code})` : message;
  return `Cannot use the database ${redactUrl(databaseUrl)}: ${reason.replace(/\s+/g, ' ')}`;
}
