// Rows as arrays from PostgreSQL (dialect.selectArrays) and prepared statements for the fixed queries (fixed-query.ts),
// through Kysely, which hands pg only a query's text and parameters: the text carries markers, and the clients Kysely
// is given ask pg for array rows or a named statement when they see them.
import type pg from 'pg';
import type { PostgresPool, PostgresPoolClient } from 'kysely';

/** Starts the SQL of a query whose rows should come back as arrays in select order (a comment to PostgreSQL). */
export const ARRAY_ROWS_MARK = '/* array rows */ ';

/**
 * Starts the SQL of a fixed query marked `prepared` (after ARRAY_ROWS_MARK, if any): PostgreSQL parses and plans it
 * once per connection as a named statement. Their texts are few and never change, so each connection holds a handful.
 */
export const PREPARED_MARK = '/* prepared */ ';

const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) statementNames.set(text, (name = `fixed_${statementNames.size + 1}`));
  return name;
}

/**
 * The pool as Kysely sees it. pg's array row mode skips building an object per row (and selectArrays' copy of its
 * values): 1.0 µs less per row of a CSV export when it was read here (docs/benchmarks.md). A prepared statement
 * skips parsing and planning: 28 % of PostgreSQL's work for an admin order page (docs/benchmarks.md).
 */
export function arrayRowsPool(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let kysely = wrapped.get(client);
    if (!kysely) {
      const query = (text: string, values: unknown[]) => {
        const arrays = text.startsWith(ARRAY_ROWS_MARK);
        const name = text.startsWith(PREPARED_MARK, arrays ? ARRAY_ROWS_MARK.length : 0)
          ? statementName(text)
          : undefined;
        if (arrays) return client.query({ text, values, name, rowMode: 'array' });
        return name ? client.query({ text, values, name }) : client.query(text, values);
      };
      // Kysely's type also has the overload for a cursor (its streams), which this project does not use.
      kysely = { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
      wrapped.set(client, kysely);
    }
    return kysely;
  };
  return { connect: async () => wrap(await pool.connect()), end: () => pool.end() };
}
