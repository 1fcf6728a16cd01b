import { sql, type Kysely } from 'kysely';
import { isPostgres } from './columns.js';

/**
 * One row of change counters, one per group of tables whose rows cached answers are made of (the response cache,
 * src/http/common/response-cache.ts): a cached answer is served while the counters of its groups are what they were
 * when it was made. Kept by triggers, so every writer counts: each surface, the worker, the seed, a second instance.
 *
 * SQLite: a row trigger per table and event adds 1 (one writer at a time; no contention).
 * PostgreSQL: the counter row would be locked from a transaction's first write until its commit, queueing every
 * concurrent checkout behind it. Instead a statement trigger notes the group once per transaction (a row in
 * data_version_bumps, guarded by a transaction-local setting), and a deferred constraint trigger on that row adds
 * 1 at commit: the counter row is locked for the moment of the commit only, and a transaction locks no other row
 * after it, so it cannot deadlock. Rolled-back writes count nothing on either engine.
 */
export const GROUPS = {
  catalog: ['products', 'product_variants', 'inventory', 'product_images', 'media', 'categories', 'warehouses'],
  sales: [
    'orders',
    'order_items',
    'order_tags',
    'tags',
    'order_status_history',
    'invoices',
    'payment_transactions',
    'returns',
    'return_items',
    'customers',
    'customer_addresses',
  ],
} as const;

const EVENTS = ['insert', 'update', 'delete'] as const;

const each = function* () {
  for (const [group, tables] of Object.entries(GROUPS)) for (const table of tables) yield { group, table };
};

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('data_versions')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('catalog', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sales', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into data_versions (id, catalog, sales) values (1, 0, 0)`.execute(db);
  if (isPostgres(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  for (const { group, table } of each()) {
    for (const event of EVENTS) {
      await sql`create trigger ${sql.id(`data_versions_${table}_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin update data_versions set ${sql.id(group)} = ${sql.id(group)} + 1 where id = 1; end`.execute(db);
    }
  }
}

async function postgresTriggers(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('data_version_bumps')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('group_name', 'text', (c) => c.notNull())
    .execute();
  await sql`create function data_versions_note() returns trigger language plpgsql as $$
    begin
      if current_setting('shop.data_version_' || tg_argv[0], true) is distinct from 'noted' then
        perform set_config('shop.data_version_' || tg_argv[0], 'noted', true);
        insert into data_version_bumps (group_name) values (tg_argv[0]);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create function data_versions_apply() returns trigger language plpgsql as $$
    begin
      update data_versions set catalog = catalog + (new.group_name = 'catalog')::int, sales = sales + (new.group_name = 'sales')::int where id = 1;
      delete from data_version_bumps where id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create constraint trigger data_versions_apply after insert on data_version_bumps
    deferrable initially deferred for each row execute function data_versions_apply()`.execute(db);
  for (const { group, table } of each()) {
    await sql`create trigger ${sql.id(`data_versions_${table}`)} after insert or update or delete on ${sql.table(table)}
      for each statement execute function data_versions_note(${sql.lit(group)})`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const { table } of each())
      await sql`drop trigger ${sql.id(`data_versions_${table}`)} on ${sql.table(table)}`.execute(db);
    await db.schema.dropTable('data_version_bumps').execute();
    await sql`drop function data_versions_note()`.execute(db);
    await sql`drop function data_versions_apply()`.execute(db);
  } else {
    for (const { table } of each())
      for (const event of EVENTS) await sql`drop trigger ${sql.id(`data_versions_${table}_${event}`)}`.execute(db);
  }
  await db.schema.dropTable('data_versions').execute();
}
