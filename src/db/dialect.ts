// Everything that differs between SQLite and PostgreSQL, chosen once in db/open.ts.
// Call sites never branch on the engine: they call these helpers.
import {
  sql,
  type AliasableExpression,
  type Compilable,
  type CompiledQuery,
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { ARRAY_ROWS } from './sqlite-driver.js';
import { ARRAY_ROWS_MARK } from './pg-array-rows.js';
import { setImmediate } from 'node:timers/promises';
import { prefetchFile } from './sqlite-prefetch.js';
import { formatRowsWith, type FormattedRows } from './row-formatter.js';
import type { ReaderThread } from './reader-thread.js';
import { postgresJsonObject, sqliteJsonObject, type JsonMember } from './json-text.js';
import {
  SEPARATOR,
  TRIGRAM,
  escapeLike,
  ftsPhrase,
  postgresCandidates,
  searchTextHolds,
  sqliteCandidates,
} from './text-search.js';

export type DialectName = 'sqlite' | 'postgres';

export interface SqlDialect {
  readonly name: DialectName;
  /** Case-insensitive substring match; the text is matched literally (% and _ escaped). */
  containsInsensitive(column: Expression<unknown>, text: string): Expression<SqlBool>;
  /**
   * Rows of a table whose text columns contain text, case-insensitively and literally, read through
   * the table's trigram index (migration 0012) where the text is long enough to have trigrams.
   */
  containsText(index: TextIndex, text: string): Expression<SqlBool>;
  /**
   * The ids containsText matches, as a parenthesized query of one column `id` to select from
   * (`selectFrom(textMatches(…).as('m'))`), for when the text is the only condition: the ids, their
   * order and count then come from the search table without touching the rows.
   */
  textMatches(index: TextIndex, text: string): RawBuilder<{ id: number }>;
  /**
   * Ids of rows whose indexed columns may hold every word (a superset: the caller checks its columns on
   * them), read through the table's trigram index; null when no word can narrow the search. See text-search.ts.
   */
  searchCandidates(db: Kysely<any>, index: TextIndex, words: string[]): Promise<RawBuilder<{ id: number }> | null>;
  /**
   * A select's rows as arrays in select order, without the CamelCase mapping: for reads of many rows (the admin
   * order list's pages), where building and renaming an object per row costs more than the query. Column names must
   * be distinct.
   */
  selectArrays(db: Kysely<any>, query: Compilable): Promise<unknown[][]>;
  /**
   * The JSON text of an object with these members in this order, written by the database (json-text.ts): for list
   * pages whose rows only become a response body. The bytes the routes' serialiser writes of the same values,
   * control characters' escapes included (test/orders/list-json.test.ts).
   */
  jsonText(members: readonly JsonMember[]): RawBuilder<string>;
  /** The text member `key` of a column's JSON text object; null when it has none or the value is null. */
  jsonTextMember(json: Expression<string>, key: string): RawBuilder<string | null>;
  /**
   * A (correlated) subquery's rows as the JSON text of an array of one `element` (JSON text, as jsonText writes) per
   * row, in the subquery's order; '[]' when it has none. For a cell of child rows in a long read (the CSV export's
   * items): the elements are joined as they are, never parsed again.
   */
  jsonArray<DB, TB extends keyof DB, O>(
    from: SelectQueryBuilder<DB, TB, O>,
    element: (eb: ExpressionBuilder<DB, TB>) => AliasableExpression<string>,
  ): RawBuilder<string>;
  /**
   * A select's rows (as selectArrays reads them) turned into text by the formatter module's `formatRows`
   * (row-formatter.ts), for the long reads whose rows only become text (the CSV export). Read and formatted on the
   * database's reader thread (reader-thread.ts), off the event loop, outside the caller's transaction and without
   * taking one of its connections; an in-memory SQLite, which no other connection can open, formats as it reads.
   * `spare`: an earlier batch's buffer, written out, to format into (row-formatter.ts, TextWriter).
   */
  selectFormatted(db: Kysely<any>, query: Compilable, formatter: string, spare?: ArrayBuffer): Promise<FormattedRows>;
  /**
   * Before and during a scan of much of the database (the CSV export): SQLite reads its file into the OS cache in
   * large requests until done or aborted (sqlite-prefetch.ts); PostgreSQL has read-ahead of its own, and an
   * in-memory database nothing to read. Never fails: the scan reads its pages itself anyway.
   */
  prefetch(direction: 'forward' | 'backward', signal: AbortSignal): Promise<void>;
  /**
   * After a bulk load (the seed): planner statistics, and on PostgreSQL the visibility map that index-only scans
   * need. Autovacuum gets there within minutes; SQLite never analyzes on its own. Not in a transaction.
   */
  settleAfterBulkLoad(db: Kysely<any>): Promise<void>;
  /**
   * Whether the database has row locks (PostgreSQL). SQLite has one writer, whose transaction sees every row as it
   * is: a read that exists only to lock rows is skipped there.
   */
  locksRows: boolean;
  /**
   * Whether a write that finds its row by a subquery (`insert … select`, `update … where id = (select …)`) costs what
   * a write by a known key does (PostgreSQL, where it saves a round trip). Not on SQLite: such a statement, which may
   * write several rows, keeps a statement journal in a temporary file (0.1–0.3 ms a stock adjustment,
   * docs/benchmarks.md), where a separate read of the key costs microseconds.
   */
  writeSubqueriesAreCheap: boolean;
  /**
   * `value` among a subquery's rows, the subquery read in full before the outer query reads a row: PostgreSQL's
   * `= any(array(…))`, an InitPlan, where a semi-join (`in (…)`) may stop reading it at its first match. For a WITH
   * query that locks rows (FOR UPDATE locks only the rows read). SQLite: `in (…)`.
   */
  inWhole(value: Expression<unknown>, rows: Expression<unknown>): RawBuilder<SqlBool>;
  /** Locks the selected rows until the transaction ends (PostgreSQL); SQLite has one writer, so nothing to do. */
  forUpdate<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O>;
  /**
   * Locks the selected rows in PostgreSQL's weakest mode (FOR KEY SHARE) until the transaction ends: any number of
   * transactions hold them at once and may still update their other columns; a FOR UPDATE (forUpdate) waits for
   * them all. SQLite: nothing to do, as forUpdate.
   */
  forKeyShare<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O>;
  /** Like forUpdate, skipping rows another transaction holds: for queue claims. */
  forUpdateSkipLocked<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O>;
  isUniqueViolation(error: unknown): boolean;
  isForeignKeyViolation(error: unknown): boolean;
  isCheckViolation(error: unknown): boolean;
  /**
   * Runs work so that no two callers with the same lock name overlap, whichever instance they run on.
   * PostgreSQL: in a transaction holding a transaction-level advisory lock on (name, current schema).
   * SQLite: directly, without an explicit transaction. The database has one writer and each statement is
   * atomic, so work must make its check and its write one statement (INSERT … SELECT … WHERE NOT EXISTS);
   * a transaction would add nothing but the write lock held across awaits, which every other writer of the
   * file, in this process or another, would then wait for (sqlite-driver.ts).
   */
  exclusive<DB, T>(db: Kysely<DB>, name: string, work: (db: Kysely<DB>) => Promise<T>): Promise<T>;
  /**
   * Inside a transaction: waits until no other transaction holds the lock of that name, then holds it
   * until this one ends (PostgreSQL). SQLite runs one write transaction at a time: nothing to do.
   */
  lockName<DB>(trx: Transaction<DB>, name: string): Promise<void>;
}

/**
 * A table's trigram-indexed text columns, kept in a table `${table}_search` by triggers: an FTS5 table whose rowid is
 * the table's id (SQLite), or `(id, text)` rows with a pg_trgm index on text (PostgreSQL).
 */
export interface TextIndex {
  table: string;
  columns: readonly string[];
}

type Contains = SqlDialect['containsInsensitive'];

/** LIKE / ILIKE '%text%' with the text's wildcards escaped. */
const containsWith =
  (operator: 'like' | 'ilike'): Contains =>
  (column, text) =>
    sql<SqlBool>`${column} ${sql.raw(operator)} ${`%${escapeLike(text)}%`} escape '\\'`;

function anyColumnContains(index: TextIndex, text: string, contains: Contains): Expression<SqlBool> {
  const terms = index.columns.map((column) => contains(sql.ref(`${index.table}.${column}`), text));
  return sql<SqlBool>`(${sql.join(terms, sql` or `)})`;
}

function idsWhere(index: TextIndex, condition: Expression<SqlBool>): RawBuilder<{ id: number }> {
  return sql`select ${sql.ref(`${index.table}.id`)} as id from ${sql.table(index.table)} where ${condition}`;
}

/** An FTS5 phrase over the trigram tokenizer: the text as a substring of any of the columns. */
function ftsMatch(index: TextIndex, text: string): Expression<SqlBool> {
  const phrase = `{${index.columns.join(' ')}} : ${ftsPhrase(text)}`;
  return sql<SqlBool>`${sql.table(`${index.table}_search`)} match ${phrase}`;
}

/**
 * containsText and textMatches from an engine's search-table query: the matching ids from `${table}_search`,
 * or null where that table cannot answer and the columns are scanned with LIKE / ILIKE instead.
 */
function textSearch(
  operator: 'like' | 'ilike',
  searchIds: (index: TextIndex, text: string) => RawBuilder<{ id: number }> | null,
): Pick<SqlDialect, 'containsText' | 'textMatches'> {
  const scan = (index: TextIndex, text: string) => anyColumnContains(index, text, containsWith(operator));
  return {
    containsText: (index, text) => {
      const ids = searchIds(index, text);
      return ids ? sql<SqlBool>`${sql.ref(`${index.table}.id`)} in (${ids})` : scan(index, text);
    },
    textMatches: (index, text) =>
      sql<{ id: number }>`(${searchIds(index, text) ?? idsWhere(index, scan(index, text))})`,
  };
}

/**
 * PostgreSQL: ids from the narrow `${table}_search` table, whose text holds the lowered columns joined by
 * SEPARATOR. A term without SEPARATOR matches there exactly when it is inside one of the columns, ignoring
 * case; a term with it could span two columns, so the columns are scanned instead.
 */
function searchTableIds(index: TextIndex, text: string): RawBuilder<{ id: number }> {
  return sql`select id from ${sql.table(`${index.table}_search`)} where ${searchTextHolds(text)}`;
}

function code(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

const selectArraysOfSqlite: SqlDialect['selectArrays'] = async (db, query) =>
  (await db.withoutPlugins().executeQuery<unknown[]>({ ...query.compile(), [ARRAY_ROWS]: true } as CompiledQuery)).rows;

const sqliteCommon: Omit<SqlDialect, 'prefetch' | 'selectFormatted'> = {
  settleAfterBulkLoad: async (db) => {
    await sql`analyze`.execute(db);
  },
  name: 'sqlite',
  // SQLite's LIKE ignores ASCII case already (its lower() knows no more), and a bare column lets it scan a covering index.
  containsInsensitive: containsWith('like'),
  ...textSearch('like', (index, text) =>
    // Under three characters the trigram table cannot narrow the search: the columns are scanned.
    [...text].length < TRIGRAM
      ? null
      : sql`select rowid as id from ${sql.table(`${index.table}_search`)} where ${ftsMatch(index, text)}`,
  ),
  searchCandidates: sqliteCandidates,
  selectArrays: selectArraysOfSqlite,
  jsonText: sqliteJsonObject,
  jsonTextMember: (json, key) => sql<string | null>`json_extract(${json}, ${sql.lit(`$.${key}`)})`,
  // group_concat rather than json_group_array, which would parse each element again.
  jsonArray: (from, element) =>
    sql<string>`(select '[' || coalesce(group_concat(r, ','), '') || ']' from (${from.select((eb) => element(eb).as('r'))}))`,
  locksRows: false,
  writeSubqueriesAreCheap: false,
  inWhole: (value, rows) => sql<SqlBool>`${value} in (${rows})`,
  forUpdate: (query) => query,
  forKeyShare: (query) => query,
  forUpdateSkipLocked: (query) => query,
  isUniqueViolation: (e) => code(e) === 'SQLITE_CONSTRAINT_UNIQUE' || code(e) === 'SQLITE_CONSTRAINT_PRIMARYKEY',
  isForeignKeyViolation: (e) => code(e) === 'SQLITE_CONSTRAINT_FOREIGNKEY',
  isCheckViolation: (e) => code(e) === 'SQLITE_CONSTRAINT_CHECK',
  exclusive: (db, _name, work) => work(db),
  lockName: async () => {},
};

/** The dialect of one SQLite database: its file (null in memory) for the read-ahead, its reader thread if it has one. */
export function sqliteDialect(file: string | null, reader: ReaderThread | null): SqlDialect {
  return {
    ...sqliteCommon,
    prefetch: async (direction, signal) => {
      try {
        if (file) await prefetchFile(file, direction, signal);
      } catch {
        // Only a speed-up: the file gone or unreadable is the scan's own error to meet.
      }
    },
    selectFormatted: reader
      ? async (_db, query, formatter, spare) => reader.read(query.compile(), formatter, spare)
      : async (db, query, formatter, spare) => {
          // On the event loop, where better-sqlite3 answers synchronously: other requests get a turn between batches.
          await setImmediate();
          return formatRowsWith(formatter, await selectArraysOfSqlite(db, query), spare);
        },
  };
}

const postgresCommon: Omit<SqlDialect, 'selectFormatted'> = {
  settleAfterBulkLoad: async (db) => {
    await sql`vacuum analyze`.execute(db);
  },
  prefetch: async () => {},
  name: 'postgres',
  containsInsensitive: containsWith('ilike'),
  ...textSearch('ilike', (index, text) => (text.includes(SEPARATOR) ? null : searchTableIds(index, text))),
  searchCandidates: postgresCandidates,
  selectArrays: async (db, query) => {
    const compiled = query.compile();
    return (await db.withoutPlugins().executeQuery<unknown[]>({ ...compiled, sql: ARRAY_ROWS_MARK + compiled.sql }))
      .rows;
  },
  jsonText: postgresJsonObject,
  jsonTextMember: (json, key) => sql<string | null>`(${json}::json ->> ${sql.lit(key)})`,
  jsonArray: (from, element) =>
    sql<string>`(select coalesce('[' || string_agg(q.r, ',') || ']', '[]') from (${from.select((eb) => element(eb).as('r'))}) q)`,
  locksRows: true,
  writeSubqueriesAreCheap: true,
  inWhole: (value, rows) => sql<SqlBool>`${value} = any(array(${rows}))`,
  forUpdate: (query) => query.forUpdate(),
  forKeyShare: (query) => query.forKeyShare(),
  forUpdateSkipLocked: (query) => query.forUpdate().skipLocked(),
  isUniqueViolation: (e) => code(e) === '23505',
  isForeignKeyViolation: (e) => code(e) === '23503',
  isCheckViolation: (e) => code(e) === '23514',
  exclusive: (db, name, work) =>
    db.transaction().execute(async (trx) => {
      await postgresCommon.lockName(trx, name);
      return work(trx);
    }),
  // Keyed by schema too: shops in different schemas of one database (as the tests run) do not wait for each other.
  lockName: async (trx, name) => {
    await sql`select pg_advisory_xact_lock(hashtext(${name}), hashtext(current_schema()))`.execute(trx);
  },
};

/** The dialect of one PostgreSQL database, with its reader thread. */
export function postgresDialect(reader: ReaderThread): SqlDialect {
  return {
    ...postgresCommon,
    selectFormatted: async (_db, query, formatter, spare) => reader.read(query.compile(), formatter, spare),
  };
}
