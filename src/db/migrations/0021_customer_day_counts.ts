import { sql, type Kysely } from 'kysely';
import { createStatementTriggers, dropTriggers, isPostgres } from './columns.js';

/**
 * Entries of the merged admin customer list (registered customers and the guest rows of 0018) per UTC day
 * of created_at, kept by triggers on both tables: the list's total is a sum over these rows and a page
 * number becomes a seek to the day it starts in (customer-orders.repository.ts, docs/benchmarks.md).
 */
const SQLITE_DAY = (row: string) => `substr(${row}.created_at, 1, 10)`;
const POSTGRES_DAY = `to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`;
const TABLES = ['customers', 'guest_customers'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customer_day_counts')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('n', 'integer', (c) => c.notNull())
    .execute();
  const day = isPostgres(db) ? POSTGRES_DAY : SQLITE_DAY('e');
  await sql
    .raw(
      `insert into customer_day_counts (day, n)
    select ${day}, count(*) from (select created_at from customers union all select created_at from guest_customers) e group by 1`,
    )
    .execute(db);
  for (const table of TABLES) {
    if (isPostgres(db)) await postgresTriggers(db, table);
    else await sqliteTriggers(db, table);
  }
}

const add = (row: 'new' | 'old', delta: 1 | -1) =>
  sql.raw(`insert into customer_day_counts (day, n)
    values (${SQLITE_DAY(row)}, ${delta})
    on conflict (day) do update set n = customer_day_counts.n + ${delta}`);

async function sqliteTriggers(db: Kysely<any>, table: string): Promise<void> {
  await sql`create trigger ${sql.id(`${table}_day_counts_insert`)} after insert on ${sql.table(table)} begin ${add('new', 1)}; end`.execute(
    db,
  );
  await sql`create trigger ${sql.id(`${table}_day_counts_delete`)} after delete on ${sql.table(table)} begin ${add('old', -1)}; end`.execute(
    db,
  );
  await sql`create trigger ${sql.id(`${table}_day_counts_update`)} after update of created_at on ${sql.table(table)}
    when ${sql.raw(SQLITE_DAY('old'))} <> ${sql.raw(SQLITE_DAY('new'))}
    begin ${add('old', -1)}; ${add('new', 1)}; end`.execute(db);
}

async function postgresTriggers(db: Kysely<any>, table: string): Promise<void> {
  const delta = (rows: string, sign: 1 | -1) => `select ${POSTGRES_DAY} as day, ${sign} as n from ${rows}`;
  const apply = (deltas: string) => `insert into customer_day_counts (day, n)
    select day, sum(n) from (${deltas}) d group by day having sum(n) <> 0 order by day
    on conflict (day) do update set n = customer_day_counts.n + excluded.n`;
  await createStatementTriggers(db, table, [
    {
      name: `${table}_day_counts_insert`,
      event: 'insert',
      tables: 'new table as new_rows',
      body: apply(delta('new_rows', 1)),
    },
    {
      name: `${table}_day_counts_delete`,
      event: 'delete',
      tables: 'old table as old_rows',
      body: apply(delta('old_rows', -1)),
    },
    {
      name: `${table}_day_counts_update`,
      event: 'update',
      tables: 'old table as old_rows new table as new_rows',
      body: apply(`${delta('new_rows', 1)} union all ${delta('old_rows', -1)}`),
    },
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await dropTriggers(db, table, [
      `${table}_day_counts_insert`,
      `${table}_day_counts_delete`,
      `${table}_day_counts_update`,
    ]);
  }
  await db.schema.dropTable('customer_day_counts').execute();
}
