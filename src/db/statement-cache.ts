import type SQLite from 'better-sqlite3';

/** Distinct statements kept prepared: every query the app builds has a fixed text per shape, so a few hundred cover them. */
const KEPT = 500;

/**
 * The database with prepare() answered from a cache of prepared statements. Kysely's SQLite driver prepares
 * every query it runs, which costs more than running a short one (parse and plan each time); its one
 * connection runs one query at a time, so a statement is never in use twice at once.
 */
export function withStatementCache(database: SQLite.Database): SQLite.Database {
  const statements = new Map<string, SQLite.Statement>();
  const prepare = (source: string): SQLite.Statement => {
    const hit = statements.get(source);
    if (hit) {
      // Most recently used last, so the first key is the one to drop.
      statements.delete(source);
      statements.set(source, hit);
      return hit;
    }
    const statement = database.prepare(source);
    statements.set(source, statement);
    if (statements.size > KEPT) statements.delete(statements.keys().next().value!);
    return statement;
  };
  return new Proxy(database, {
    get(target, property) {
      if (property === 'prepare') return prepare;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
