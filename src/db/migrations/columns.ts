// Frozen helpers shared by migrations: how ids, timestamps, money, booleans and JSON are stored
// per engine. Append only: an existing migration must keep producing the same schema.
// Used with the builders' $call: db.schema.createTable('x').$call(id(db)).$call(ts(db, 'created_at')).
import { PostgresAdapter, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

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
