import { sql, type Kysely } from 'kysely';
import { isPostgres } from './columns.js';

/**
 * The shop settings join the `catalog` change counter (0036): the low-stock list's default threshold is a setting,
 * so with it counted that list can be answered from the response cache like the other catalogue reads (it counts
 * every matching stock row for its total: 2.5 ms a request at 100,000 products). Settings change rarely; a change
 * also remakes the other catalogue answers once.
 */
const EVENTS = ['insert', 'update', 'delete'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create trigger data_versions_settings after insert or update or delete on settings
      for each statement execute function data_versions_note('catalog')`.execute(db);
    return;
  }
  for (const event of EVENTS) {
    await sql`create trigger ${sql.id(`data_versions_settings_${event}`)} after ${sql.raw(event)} on settings
      begin update data_versions set catalog = catalog + 1 where id = 1; end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger data_versions_settings on settings`.execute(db);
    return;
  }
  for (const event of EVENTS) await sql`drop trigger ${sql.id(`data_versions_settings_${event}`)}`.execute(db);
}
