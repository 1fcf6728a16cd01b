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
  return (t: Table) =>
    t.$call(ts(db, 'created_at', (c) => c.notNull())).$call(ts(db, 'updated_at', (c) => c.notNull()));
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
    (
      await sql<{
        schema: string;
      }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(
        db,
      )
    ).rows[0]?.schema ?? null;
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

/** A PostgreSQL statement-level trigger: its function body, the event and the transition tables it reads. */
export interface StatementTrigger {
  name: string;
  event: 'insert' | 'update' | 'delete';
  /** The REFERENCING clause, e.g. `new table as new_rows`. */
  tables: string;
  /** SQL statements run once per statement on the table. */
  body: string;
}

/** PostgreSQL: per trigger a plpgsql function and an AFTER … FOR EACH STATEMENT trigger of the same name. */
export async function createStatementTriggers(
  db: Kysely<any>,
  table: string,
  triggers: StatementTrigger[],
): Promise<void> {
  for (const t of triggers) {
    await sql`create function ${sql.id(t.name)}() returns trigger language plpgsql as ${triggerFunctionBody(t.body)}`.execute(
      db,
    );
    await sql`create trigger ${sql.id(t.name)} after ${sql.raw(t.event)} on ${sql.table(table)}
      referencing ${sql.raw(t.tables)} for each statement execute function ${sql.id(t.name)}()`.execute(db);
  }
}

function triggerFunctionBody(body: string) {
  return sql.raw(`$$
      begin
        ${body};
        return null;
      end $$`);
}

/** PostgreSQL: a new body for the function of a trigger made by createStatementTriggers; the trigger stays. */
export async function replaceTriggerFunction(db: Kysely<any>, name: string, body: string): Promise<void> {
  await sql`create or replace function ${sql.id(name)}() returns trigger language plpgsql as ${triggerFunctionBody(body)}`.execute(
    db,
  );
}

/** Drops triggers of a table by name, with their functions on PostgreSQL. */
export async function dropTriggers(db: Kysely<any>, table: string, names: string[]): Promise<void> {
  for (const name of names) {
    if (isPostgres(db)) {
      await sql`drop trigger if exists ${sql.id(name)} on ${sql.table(table)}`.execute(db);
      await sql`drop function if exists ${sql.id(name)}()`.execute(db);
    } else {
      await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
    }
  }
}
