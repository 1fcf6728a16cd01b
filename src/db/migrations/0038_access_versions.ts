import { sql, type Kysely } from 'kysely';
import { isPostgres } from './columns.js';

/**
 * A third change counter, `access`, over API keys, admin sessions and admin users: a request's key or session is then
 * read from memory while none of them changed (created, deleted, revoked, a role changed, a key's last use recorded),
 * saving its round trip on PostgreSQL. Every change counts, so a deleted key or a revoked session is refused by the
 * very next request on every instance. Same machinery as 0036.
 */
export const TABLES = ['api_keys', 'admin_sessions', 'admin_users'] as const;
const EVENTS = ['insert', 'update', 'delete'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('data_versions')
    .addColumn('access', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  if (isPostgres(db)) {
    await applyFunction(db, true);
    for (const table of TABLES) {
      await sql`create trigger ${sql.id(`data_versions_${table}`)} after insert or update or delete on ${sql.table(table)}
        for each statement execute function data_versions_note('access')`.execute(db);
    }
  } else {
    for (const table of TABLES) {
      for (const event of EVENTS) {
        await sql`create trigger ${sql.id(`data_versions_${table}_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
          begin update data_versions set access = access + 1 where id = 1; end`.execute(db);
      }
    }
  }
}

/** The commit-time counter update of 0036, with or without the access column. */
async function applyFunction(db: Kysely<any>, withAccess: boolean): Promise<void> {
  const access = withAccess ? `, access = access + (new.group_name = 'access')::int` : '';
  await sql`create or replace function data_versions_apply() returns trigger language plpgsql as $$
    begin
      update data_versions set catalog = catalog + (new.group_name = 'catalog')::int, sales = sales + (new.group_name = 'sales')::int${sql.raw(access)} where id = 1;
      delete from data_version_bumps where id = new.id;
      return null;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of TABLES)
      await sql`drop trigger ${sql.id(`data_versions_${table}`)} on ${sql.table(table)}`.execute(db);
    await applyFunction(db, false);
  } else {
    for (const table of TABLES)
      for (const event of EVENTS) await sql`drop trigger ${sql.id(`data_versions_${table}_${event}`)}`.execute(db);
  }
  await db.schema.alterTable('data_versions').dropColumn('access').execute();
}
