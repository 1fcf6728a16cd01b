// How every PostgreSQL connection of the process is set up: the server's pool (open.ts) and the reader thread's.
import pg from 'pg';
import { isoTimestamp } from './pg-timestamps.js';

// pg returns int8/numeric as strings and timestamptz as Date; make them the same shapes SQLite gives. pg's parsers
// are global to a thread, so each thread that loads this module has them.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, isoTimestamp);

/**
 * A pool for a database URL, in the schema given (tests give each app its own) or the default one. A dropped
 * connection (server restart, failover, pg_terminate_backend) is an 'error' event: unheard, it ends the process. Idle
 * clients are then dropped by the pool (`onIdleLost` is told); a checked-out client's error also fails its query (or
 * the next one), which its caller answers with 503, and the pool discards the client when it is released.
 */
export function openPool(
  connectionString: string,
  max: number,
  schema: string | undefined,
  onIdleLost: (err: Error) => void,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    onConnect: startSession,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  pool.on('error', onIdleLost);
  return pool;
}

/**
 * The pool's onConnect, awaited before the connection's first query (pg 9 refuses a query sent while another runs).
 * A connection lost while checked out fails its query (or the next one), and the pool discards it when released;
 * without a listener its 'error' event would end the process.
 * UTC sessions: timestamps come back as UTC text that isoTimestamp rewrites without a Date. Set by a statement, not
 * as a startup option, which PgBouncer refuses by default; where it does not hold (a transaction-pooling proxy),
 * timestamps take the slower Date path. The SQL names its time zone wherever it matters (the day and hour counts),
 * so nothing else depends on the session's.
 */
async function startSession(client: pg.ClientBase): Promise<void> {
  client.on('error', () => {});
  await client.query("set time zone 'UTC'");
}
