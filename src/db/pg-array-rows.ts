// Rows as arrays from PostgreSQL (dialect.selectArrays), through Kysely, which hands pg only a query's text and
// parameters: the text carries a marker, and the clients Kysely is given ask pg for array rows when they see it.
import type pg from 'pg';
import type { PostgresPool, PostgresPoolClient } from 'kysely';

/** Starts the SQL of a query whose rows should come back as arrays in select order (a comment to PostgreSQL). */
export const ARRAY_ROWS_MARK = '/* array rows */ ';

/**
 * The pool as Kysely sees it. pg's array row mode skips building an object per row (and selectArrays' copy of its
 * values): 1.0 µs less per row of a CSV export when it was read here (docs/benchmarks.md).
 */
export function arrayRowsPool(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let kysely = wrapped.get(client);
    if (!kysely) {
      const query = (text: string, values: unknown[]) =>
        text.startsWith(ARRAY_ROWS_MARK) ? client.query({ text, values, rowMode: 'array' }) : client.query(text, values);
      // Kysely's type also has the overload for a cursor (its streams), which this project does not use.
      kysely = { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
      wrapped.set(client, kysely);
    }
    return kysely;
  };
  return { connect: async () => wrap(await pool.connect()), end: () => pool.end() };
}
