// Everything that differs between SQLite and PostgreSQL, chosen once in db/open.ts.
// Call sites never branch on the engine: they call these helpers.
import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

export interface SqlDialect {
  readonly name: DialectName;
  /** Case-insensitive substring match; the text is matched literally (% and _ escaped). */
  containsInsensitive(column: Expression<unknown>, text: string): Expression<SqlBool>;
  /** Locks the selected rows until the transaction ends (PostgreSQL); SQLite has one writer, so nothing to do. */
  forUpdate<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O>;
  /** Like forUpdate, skipping rows another transaction holds: for queue claims. */
  forUpdateSkipLocked<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O>;
  isUniqueViolation(error: unknown): boolean;
  isForeignKeyViolation(error: unknown): boolean;
  isCheckViolation(error: unknown): boolean;
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function code(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined;
}

export const sqliteDialect: SqlDialect = {
  name: 'sqlite',
  // SQLite's LIKE ignores ASCII case already (its lower() knows no more), and a bare column lets it scan a covering index.
  containsInsensitive: (column, text) => sql<SqlBool>`${column} like ${`%${escapeLike(text)}%`} escape '\\'`,
  forUpdate: (query) => query,
  forUpdateSkipLocked: (query) => query,
  isUniqueViolation: (e) => code(e) === 'SQLITE_CONSTRAINT_UNIQUE' || code(e) === 'SQLITE_CONSTRAINT_PRIMARYKEY',
  isForeignKeyViolation: (e) => code(e) === 'SQLITE_CONSTRAINT_FOREIGNKEY',
  isCheckViolation: (e) => code(e) === 'SQLITE_CONSTRAINT_CHECK',
};

export const postgresDialect: SqlDialect = {
  name: 'postgres',
  containsInsensitive: (column, text) => sql<SqlBool>`${column} ilike ${`%${escapeLike(text)}%`} escape '\\'`,
  forUpdate: (query) => query.forUpdate(),
  forUpdateSkipLocked: (query) => query.forUpdate().skipLocked(),
  isUniqueViolation: (e) => code(e) === '23505',
  isForeignKeyViolation: (e) => code(e) === '23503',
  isCheckViolation: (e) => code(e) === '23514',
};
