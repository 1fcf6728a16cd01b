import { sql, type Kysely } from 'kysely';
import { isPostgres } from './columns.js';
import { GROUPS } from './0036_data_versions.js';
import { TABLES as ACCESS_TABLES } from './0038_access_versions.js';

/**
 * What the change counters (0036, 0038, 0043) did not see, so cached answers outlived the data they were made of:
 * - PostgreSQL's TRUNCATE fires no row or insert/update/delete statement trigger: a statement trigger on TRUNCATE
 *   of every counted table now notes its group as any write does.
 * - A restore sets the counters back, so later writes repeat values answers were kept under before it. The row
 *   gets an epoch, a random id that is part of every stamp: the project's restore command gives the restored
 *   database a new one, and `select shop_bump_versions()` (PostgreSQL) gives a new one and counts a change in every
 *   group, for operators who restore by other means or repair tables by hand (docs/decisions.md, "Cached answers").
 */
const COUNTED: readonly (readonly [string, string])[] = [
  ...Object.entries(GROUPS).flatMap(([group, tables]) => tables.map((table) => [group, table] as const)),
  ['catalog', 'settings'],
  ...ACCESS_TABLES.map((table) => ['access', table] as const),
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('data_versions')
    .addColumn('epoch', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  if (!isPostgres(db)) {
    await sql`update data_versions set epoch = lower(hex(randomblob(16)))`.execute(db);
    return;
  }
  await sql`update data_versions set epoch = gen_random_uuid()::text`.execute(db);
  for (const [group, table] of COUNTED) {
    await sql`create trigger ${sql.id(`data_versions_${table}_truncate`)} after truncate on ${sql.table(table)}
      for each statement execute function data_versions_note(${sql.lit(group)})`.execute(db);
  }
  await sql`create function shop_bump_versions() returns void language sql as $$
    update data_versions set epoch = gen_random_uuid()::text, catalog = catalog + 1, sales = sales + 1, access = access + 1 where id = 1
  $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop function shop_bump_versions()`.execute(db);
    for (const [, table] of COUNTED)
      await sql`drop trigger ${sql.id(`data_versions_${table}_truncate`)} on ${sql.table(table)}`.execute(db);
  }
  await db.schema.alterTable('data_versions').dropColumn('epoch').execute();
}
