// Kysely's SQLite driver with write transactions that cannot fail on lock upgrades, and lock waits that never
// block the event loop. Several processes (the web process, `npm run worker`) may write one SQLite file:
// - Transactions begin IMMEDIATE: they take the write lock before their first read. A deferred transaction that
//   reads, then writes after another process committed, cannot upgrade (SQLITE_BUSY_SNAPSHOT) whatever it waits.
// - better-sqlite3's busy_timeout waits synchronously, freezing every request of the process, so it is kept to a
//   few milliseconds (db/open.ts); a lock held longer is waited for here, with timers, up to `lockWaitMs`.
// Only what fails before anything happened is retried: BEGIN IMMEDIATE, and statements outside a transaction.
import { setTimeout as sleep } from 'node:timers/promises';
import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';

export interface LockWait {
  /** How long a statement may wait for another connection's lock before it fails with SQLITE_BUSY. */
  lockWaitMs: number;
}

/**
 * A compiled query carrying this key is answered with rows as arrays in select order (better-sqlite3's raw mode),
 * which skips building an object per row: half the read cost of a wide row (dialect.selectArrays).
 */
export const ARRAY_ROWS = Symbol('arrayRows');

const FIRST_BACKOFF_MS = 1;
const MAX_BACKOFF_MS = 20;

/** SQLITE_BUSY and its extended codes (BUSY_SNAPSHOT, BUSY_RECOVERY, BUSY_TIMEOUT). */
export function isSqliteBusy(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

class LockWaitingConnection implements DatabaseConnection {
  constructor(
    private readonly inner: DatabaseConnection,
    private readonly sqlite: SQLite.Database,
    private readonly wait: LockWait,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // Inside a transaction a failed statement cannot simply run again (its transaction decides); IMMEDIATE
    // transactions hold the write lock from their start, so they do not meet SQLITE_BUSY there.
    if (this.sqlite.inTransaction) return this.#execute<R>(query);
    const deadline = performance.now() + this.wait.lockWaitMs;
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.#execute<R>(query);
      } catch (error) {
        if (!isSqliteBusy(error) || performance.now() >= deadline) throw error;
      }
      // Jittered, so processes that met on a lock do not all come back at the same instant.
      await sleep(Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** attempt) * (0.5 + Math.random()));
    }
  }

  async #execute<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!(ARRAY_ROWS in query)) return this.inner.executeQuery<R>(query);
    const statement = this.sqlite.prepare(query.sql);
    try {
      return { rows: statement.raw(true).all(query.parameters) as R[] };
    } finally {
      // The statement cache hands this statement to every caller of the same SQL: object rows again for them.
      statement.raw(false);
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  #connection: LockWaitingConnection | undefined;

  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly wait: LockWait,
  ) {
    super({ database: sqlite });
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    // The base driver has one connection, handed out under its mutex; wrap it once.
    const inner = await super.acquireConnection();
    this.#connection ??= new LockWaitingConnection(inner, this.sqlite, this.wait);
    return this.#connection;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** SQLite through Kysely with IMMEDIATE transactions and asynchronous lock waits (see the top of this file). */
export class ImmediateSqliteDialect extends SqliteDialect {
  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly wait: LockWait,
  ) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.sqlite, this.wait);
  }
}
