import { sql, type Kysely } from 'kysely';
import { createStatementTriggers, dropTriggers, isPostgres } from './columns.js';

/**
 * Orders per (UTC day of created_at, status), kept by triggers. The order lists sorted by date read totals
 * from these few thousand rows instead of counting a million orders, and turn a page number into a seek
 * to the day that page starts in, so a deep page costs no more than the first (docs/benchmarks.md,
 * order-list.repository.ts). Days are 'YYYY-MM-DD' text on both engines.
 *
 * PostgreSQL locks the counter rows a statement changes until commit (concurrent checkouts of one day
 * queue on the row of (today, pending) for the rest of their transaction); they are written in key
 * order, so opposite moves never deadlock.
 */
const SQLITE_DAY = (row: string) => `substr(${row}.created_at, 1, 10)`;
const POSTGRES_DAY = `to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_day_counts')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_day_counts_pkey', ['day', 'status'])
    .execute();
  // Seeks by status read the days of one status in order.
  await db.schema
    .createIndex('order_day_counts_status_day')
    .on('order_day_counts')
    .columns(['status', 'day', 'n'])
    .execute();
  const day = isPostgres(db) ? POSTGRES_DAY : SQLITE_DAY('orders');
  await sql
    .raw(`insert into order_day_counts (day, status, n) select ${day}, status, count(*) from orders group by 1, 2`)
    .execute(db);
  if (isPostgres(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

const add = (row: 'new' | 'old', delta: 1 | -1) =>
  sql.raw(`insert into order_day_counts (day, status, n)
    values (${SQLITE_DAY(row)}, ${row}.status, ${delta})
    on conflict (day, status) do update set n = order_day_counts.n + ${delta}`);

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  await sql`create trigger order_day_counts_insert after insert on orders begin ${add('new', 1)}; end`.execute(db);
  await sql`create trigger order_day_counts_delete after delete on orders begin ${add('old', -1)}; end`.execute(db);
  await sql`create trigger order_day_counts_update after update of status, created_at on orders
    when old.status <> new.status or ${sql.raw(SQLITE_DAY('old'))} <> ${sql.raw(SQLITE_DAY('new'))}
    begin ${add('old', -1)}; ${add('new', 1)}; end`.execute(db);
}

async function postgresTriggers(db: Kysely<any>): Promise<void> {
  const delta = (rows: string, sign: 1 | -1) => `select ${POSTGRES_DAY} as day, status, ${sign} as n from ${rows}`;
  const apply = (deltas: string) => `insert into order_day_counts (day, status, n)
    select day, status, sum(n) from (${deltas}) d group by day, status having sum(n) <> 0 order by day, status
    on conflict (day, status) do update set n = order_day_counts.n + excluded.n`;
  await createStatementTriggers(db, 'orders', [
    {
      name: 'order_day_counts_insert',
      event: 'insert',
      tables: 'new table as new_rows',
      body: apply(delta('new_rows', 1)),
    },
    {
      name: 'order_day_counts_delete',
      event: 'delete',
      tables: 'old table as old_rows',
      body: apply(delta('old_rows', -1)),
    },
    {
      name: 'order_day_counts_update',
      event: 'update',
      tables: 'old table as old_rows new table as new_rows',
      body: apply(`${delta('new_rows', 1)} union all ${delta('old_rows', -1)}`),
    },
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTriggers(db, 'orders', ['order_day_counts_insert', 'order_day_counts_delete', 'order_day_counts_update']);
  await db.schema.dropTable('order_day_counts').execute();
}
