// How every PostgreSQL connection of the process is set up: the server's pool (open.ts) and the reader thread's.
import pg from 'pg';
import { isoTimestamp } from './pg-timestamps.js';

// pg returns int8/numeric as strings and timestamptz as Date; make them the same shapes SQLite gives. pg's parsers
// are global to a thread, so each thread that loads this module has them.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, isoTimestamp);

/** The pool's options for a database URL, in the schema given (tests give each app its own) or the default one. */
export function poolOptions(connectionString: string, max: number, schema: string | undefined): pg.PoolConfig {
  return { connectionString, max, ...(schema ? { options: `-c search_path=${schema}` } : {}) };
}

/**
 * For a pool's 'connect' event. A connection lost while checked out fails its query (or the next one), and the pool
 * discards it when released; without a listener its 'error' event would end the process.
 * UTC sessions: timestamps come back as UTC text that isoTimestamp rewrites without a Date. Set by a statement,
 * queued ahead of the client's first query, not as a startup option, which PgBouncer refuses by default; where it
 * does not hold (a transaction-pooling proxy), timestamps take the slower Date path. The SQL names its time zone
 * wherever it matters (the day and hour counts), so nothing else depends on the session's.
 */
export function startSession(client: pg.PoolClient): void {
  client.on('error', () => {});
  client.query("set time zone 'UTC'").catch(() => {});
}
