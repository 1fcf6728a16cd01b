import { sql, type Kysely } from 'kysely';
import { isPostgres } from './columns.js';
import { replaceApply } from './0044_counts_at_commit.js';

/**
 * A fourth change counter, `config`, over the shop and tax settings, tax rates and tax classes: what every checkout
 * reads (the tax tables, the shop's name for the confirmation mail) is then kept in memory while none of them
 * changed, three to four reads less per order (docs/benchmarks.md). They change rarely, and every change counts, on
 * every instance, before the next checkout prices with them. Same machinery as 0036 and 0038; `settings` keeps its
 * `catalog` trigger of 0043 too.
 */
export const TABLES = ['settings', 'tax_settings', 'tax_rates', 'tax_classes'] as const;
const EVENTS = ['insert', 'update', 'delete'] as const;
const GROUPS = ['catalog', 'sales', 'access'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('data_versions')
    .addColumn('config', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  if (isPostgres(db)) {
    await replaceApply(db, true, [...GROUPS, 'config']);
    for (const table of TABLES) {
      await sql`create trigger ${sql.id(`data_versions_config_${table}`)} after insert or update or delete on ${sql.table(table)}
        for each statement execute function data_versions_note('config')`.execute(db);
      // As 0046 for the other groups: a TRUNCATE fires no row trigger.
      await sql`create trigger ${sql.id(`data_versions_config_${table}_truncate`)} after truncate on ${sql.table(table)}
        for each statement execute function data_versions_note('config')`.execute(db);
    }
    return;
  }
  for (const table of TABLES) {
    for (const event of EVENTS) {
      await sql`create trigger ${sql.id(`data_versions_config_${table}_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin update data_versions set config = config + 1 where id = 1; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of TABLES) {
      await sql`drop trigger ${sql.id(`data_versions_config_${table}`)} on ${sql.table(table)}`.execute(db);
      await sql`drop trigger ${sql.id(`data_versions_config_${table}_truncate`)} on ${sql.table(table)}`.execute(db);
    }
    await replaceApply(db, true, GROUPS);
  } else {
    for (const table of TABLES)
      for (const event of EVENTS)
        await sql`drop trigger ${sql.id(`data_versions_config_${table}_${event}`)}`.execute(db);
  }
  await db.schema.alterTable('data_versions').dropColumn('config').execute();
}
