// Frozen helpers shared by migrations: how ids, timestamps, money, booleans and JSON are stored
// per engine. Append only: an existing migration must keep producing the same schema.
// Used with the builders' $call: db.schema.createTable('x').$call(id(db)).$call(ts(db, 'created_at')).
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

type Build = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
type Table = CreateTableBuilder<any, any>;

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Auto-incrementing integer primary key `id`. */
export function id(db: Kysely<any>) {
  return (t: Table) =>
    isPostgres(db)
      ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Timestamps: timestamptz in PostgreSQL, ISO-8601 UTC text in SQLite (sorts and compares as text). */
export function ts(db: Kysely<any>, name: string, build: Build = (c) => c) {
  return (t: Table) => t.addColumn(name, isPostgres(db) ? 'timestamptz' : 'text', build);
}

/** created_at and updated_at, both required. */
export function stamps(db: Kysely<any>) {
  return (t: Table) => t.$call(ts(db, 'created_at', (c) => c.notNull())).$call(ts(db, 'updated_at', (c) => c.notNull()));
}

/** Money as integer cents; bigint so sums never overflow (pg's int8 is parsed to number in db/open.ts). */
export const money = 'bigint' as const;

/** Booleans as 0/1 integers in both engines, so binding and reading never differ (better-sqlite3 cannot bind JS booleans). */
export const bool = 'integer' as const;

/** JSON documents as text in both engines; row mappers parse them. */
export const json = 'text' as const;

/** The schema holding pg_trgm, installing it in public when missing and allowed; null when it cannot be had. */
export async function trigramSchema(db: Kysely<any>): Promise<string | null> {
  const installed = async () =>
    (await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)).rows[0]?.schema ?? null;
  const found = await installed();
  if (found) return found;
  // Migrations run in a transaction: a refused CREATE EXTENSION must not abort it, hence the savepoint.
  await sql`savepoint pg_trgm_install`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm schema public`.execute(db);
    await sql`release savepoint pg_trgm_install`.execute(db);
  } catch {
    await sql`rollback to savepoint pg_trgm_install`.execute(db);
    return null;
  }
  return installed();
}
