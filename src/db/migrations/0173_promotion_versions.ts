import { sql, type Kysely } from 'kysely';
import { isPostgres } from './columns.js';

/**
 * The `config` change counter (0170) also counts the promotions' edits: the active automatic promotions every quote
 * and checkout starts from are then kept in memory under the counter the checkout reads anyway for the tax tables,
 * instead of a query of their own per checkout (docs/benchmarks.md). Counted: a promotion created or deleted, and
 * every update that stamps `updated_at`, which each edit does (promotions.service `write`). Not counted: the uses
 * counter (`used`), which checkouts and cancellations move without stamping it; counting it would empty the kept
 * tax tables at every order of a limited promotion.
 */
const SQLITE_EVENTS = ['insert', 'delete', 'update of updated_at'] as const;

const sqliteTrigger = (event: string) => `data_versions_config_promotions_${event.replace(/ /g, '_')}`;

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create trigger data_versions_config_promotions after insert or delete or update of updated_at on promotions
      for each statement execute function data_versions_note('config')`.execute(db);
    await sql`create trigger data_versions_config_promotions_truncate after truncate on promotions
      for each statement execute function data_versions_note('config')`.execute(db);
    return;
  }
  for (const event of SQLITE_EVENTS)
    await sql`create trigger ${sql.id(sqliteTrigger(event))} after ${sql.raw(event)} on promotions
      begin update data_versions set config = config + 1 where id = 1; end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger data_versions_config_promotions on promotions`.execute(db);
    await sql`drop trigger data_versions_config_promotions_truncate on promotions`.execute(db);
    return;
  }
  for (const event of SQLITE_EVENTS) await sql`drop trigger ${sql.id(sqliteTrigger(event))}`.execute(db);
}
