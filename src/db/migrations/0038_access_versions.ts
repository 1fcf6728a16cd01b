import { sql, type Kysely } from 'kysely';
import { isPostgres } from './columns.js';

/**
 * A third change counter, `access`, over api_keys: a platform request's key is then read from memory while no key
 * changed (created, deleted, its last use recorded), saving its round trip on PostgreSQL. Every key change counts, so
 * a deleted key is refused by the very next request on every instance. Same machinery as 0036.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('data_versions').addColumn('access', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  if (isPostgres(db)) {
    await applyFunction(db, true);
    await sql`create trigger data_versions_api_keys after insert or update or delete on api_keys
      for each statement execute function data_versions_note('access')`.execute(db);
  } else {
    for (const event of EVENTS) {
      await sql`create trigger ${sql.id(`data_versions_api_keys_${event}`)} after ${sql.raw(event)} on api_keys
        begin update data_versions set access = access + 1 where id = 1; end`.execute(db);
    }
  }
}

const EVENTS = ['insert', 'update', 'delete'] as const;

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
    await sql`drop trigger data_versions_api_keys on api_keys`.execute(db);
    await applyFunction(db, false);
  } else {
    for (const event of EVENTS) await sql`drop trigger ${sql.id(`data_versions_api_keys_${event}`)}`.execute(db);
  }
  await db.schema.alterTable('data_versions').dropColumn('access').execute();
}
