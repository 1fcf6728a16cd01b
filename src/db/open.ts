import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, type DatabaseIntrospector } from 'kysely';
import type { Database } from './database.js';
import { CurrentSchemaIntrospector } from './postgres-introspector.js';
import { postgresDialect, sqliteDialect, type SqlDialect } from './dialect.js';

export type Db = Kysely<Database>;

export interface OpenDatabase {
  db: Db;
  dialect: SqlDialect;
  /** PostgreSQL's connection pool, for its use metrics; SQLite has none. */
  pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL schema to use as search_path (tests give each app its own). */
  schema?: string;
  poolSize?: number;
}

// pg returns int8/numeric as strings and timestamptz as Date; make them the same shapes SQLite gives.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (v) => new Date(v).toISOString());

class SchemaScopedPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}

export function openDatabase(databaseUrl: string, options: OpenOptions = {}): OpenDatabase {
  const plugins = [new CamelCasePlugin()];
  if (databaseUrl.startsWith('sqlite:')) {
    const file = databaseUrl.slice('sqlite:'.length);
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins });
    return { db, dialect: sqliteDialect, close: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new SchemaScopedPostgresDialect({ pool }), plugins });
  return { db, dialect: postgresDialect, pool, close: () => db.destroy() };
}
