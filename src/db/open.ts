import fs from 'node:fs';
import path from 'node:path';
import { SQLite } from './sqlite-module.js';
import pg from 'pg';
import { CamelCasePlugin, Kysely, PostgresDialect, type DatabaseIntrospector } from 'kysely';
import type { Database } from './database.js';
import { CurrentSchemaIntrospector } from './postgres-introspector.js';
import { withStatementCache } from './statement-cache.js';
import { postgresDialect, sqliteDialect, type SqlDialect } from './dialect.js';
import { ImmediateSqliteDialect } from './sqlite-driver.js';
import { checkpointInBackground } from './sqlite-checkpoint.js';
import { createReaderThread } from './reader-thread.js';
import { openPool } from './pg-session.js';
import { arrayRowsPool } from './pg-array-rows.js';

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
  /** SQLite: how long a statement waits for another process's write lock before it fails (503). */
  lockWaitMs?: number;
  /** SQLite: checkpoint from a worker thread instead of on commit (servers and workers; see sqlite-checkpoint.ts). */
  backgroundCheckpoints?: boolean;
  /** Told about PostgreSQL connections lost while idle in the pool (the pool replaces them), and reader threads that failed. */
  log?: { warn(obj: object, msg: string): void };
}

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
    // better-sqlite3 waits for locks synchronously, blocking the event loop: a few ms here, longer waits with timers.
    sqlite.pragma('busy_timeout = 5');
    sqlite.pragma('synchronous = NORMAL');
    const dialect = new ImmediateSqliteDialect(withStatementCache(sqlite), { lockWaitMs: options.lockWaitMs ?? 5000 });
    const db = new Kysely<Database>({ dialect, plugins });
    const inFile = file !== ':memory:';
    const checkpoints =
      options.backgroundCheckpoints && inFile ? checkpointInBackground(sqlite, file, options.log) : null;
    const reader = inFile ? createReaderThread('sqlite', { file: path.resolve(file) }, options.log) : null;
    return {
      db,
      dialect: sqliteDialect(inFile ? path.resolve(file) : null, reader),
      close: async () => {
        await reader?.stop();
        await checkpoints?.stop();
        await db.destroy();
      },
    };
  }
  const pool = openPool(databaseUrl, options.poolSize ?? 10, options.schema, (err) =>
    options.log?.warn({ err }, 'an idle PostgreSQL connection was lost; the pool will open a new one'),
  );
  const db = new Kysely<Database>({ dialect: new SchemaScopedPostgresDialect({ pool: arrayRowsPool(pool) }), plugins });
  const reader = createReaderThread('pg', { databaseUrl, schema: options.schema }, options.log);
  return {
    db,
    dialect: postgresDialect(reader),
    pool,
    close: async () => {
      await reader.stop();
      await db.destroy();
    },
  };
}
