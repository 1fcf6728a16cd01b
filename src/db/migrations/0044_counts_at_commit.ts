import { sql, type Kysely } from 'kysely';
import { isPostgres } from './columns.js';

/**
 * PostgreSQL: the day and hour counts of 0020, 0021 and 0039 are added at commit instead of at the write.
 *
 * Their statement triggers upserted the rows of today and this hour (pending orders, new customer-list entries) at
 * the order's insert, the first statement of a checkout, and held them locked until its commit: every concurrent
 * checkout, on any instance, queued behind the one before for the rest of its transaction (two instances and 16
 * shoppers: 91 orders/s, 13 of 16 connections waiting for a lock; docs/benchmarks.md). Now the triggers insert
 * their deltas into count_deltas, which locks nothing shared, and note a `sales` change (0036); the commit-time
 * update of the change counters first moves the transaction's deltas into the counts. A count row is then locked
 * only while its transaction commits. Every transaction takes the count rows in one order (these four tables in
 * turn, each in key order) and the change-counter row after them, so two commits cannot deadlock.
 *
 * SQLite has one writer at a time and keeps its triggers.
 */
const DAY = `to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`;
const HOUR = `to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24')`;

interface Counter {
  /** Its name in count_deltas. */
  name: string;
  table: string;
  period: 'day' | 'hour';
  byStatus: boolean;
  /** The names of its triggers without their _insert, _delete and _update, one per table whose writes it counts. */
  triggers: string[];
}

/** In the order a commit locks their rows. */
const COUNTERS: Counter[] = [
  { name: 'order_day', table: 'order_day_counts', period: 'day', byStatus: true, triggers: ['order_day_counts'] },
  { name: 'order_hour', table: 'order_hour_counts', period: 'hour', byStatus: true, triggers: ['order_hour_counts'] },
  {
    name: 'customer_day',
    table: 'customer_day_counts',
    period: 'day',
    byStatus: false,
    triggers: ['customers_day_counts', 'guest_customers_day_counts'],
  },
  {
    name: 'customer_hour',
    table: 'customer_hour_counts',
    period: 'hour',
    byStatus: false,
    triggers: ['customers_hour_counts', 'guest_customers_hour_counts'],
  },
];

const EVENTS = [
  { event: 'insert', deltas: [['new_rows', 1]] },
  { event: 'delete', deltas: [['old_rows', -1]] },
  {
    event: 'update',
    deltas: [
      ['new_rows', 1],
      ['old_rows', -1],
    ],
  },
] as const;

/** A statement's changes to a counter as rows (period, status, n); status is '' for the customer counts. */
function deltas(c: Counter, rows: readonly (readonly [string, number])[]): string {
  return rows
    .map(
      ([from, sign]) =>
        `select ${c.period === 'day' ? DAY : HOUR} as period, ${c.byStatus ? 'status' : `''`} as status, ${sign} as n from ${from}`,
    )
    .join(' union all ');
}

/** Adds deltas (period, status, n) to the counter's rows, in key order, as the triggers of 0020/0021/0039 did. */
function addTo(c: Counter, from: string): string {
  const keys = c.byStatus ? [c.period, 'status'] : [c.period];
  const grouped = c.byStatus ? 'period, status' : 'period';
  return `insert into ${c.table} (${keys.join(', ')}, n)
    select ${grouped}, sum(n) from ${from} group by ${grouped} having sum(n) <> 0 order by ${grouped}
    on conflict (${keys.join(', ')}) do update set n = ${c.table}.n + excluded.n`;
}

/**
 * Stages a statement's deltas (those that do not cancel out) and, if there were any, marks the transaction as having
 * counts to apply and notes a `sales` change, whose commit-time trigger applies them.
 */
function stage(c: Counter, rows: readonly (readonly [string, number])[]): string {
  return `declare staged integer;
  begin
    insert into count_deltas (counter, period, status, n)
      select '${c.name}', period, status, sum(n) from (${deltas(c, rows)}) d group by period, status having sum(n) <> 0;
    get diagnostics staged = row_count;
    if staged > 0 then
      perform set_config('shop.count_deltas', 'staged', true);
      if current_setting('shop.data_version_sales', true) is distinct from 'noted' then
        perform set_config('shop.data_version_sales', 'noted', true);
        insert into data_version_bumps (group_name) values ('sales');
      end if;
    end if;
    return null;
  end`;
}

async function replaceTriggerFunctions(db: Kysely<any>, atCommit: boolean): Promise<void> {
  for (const c of COUNTERS) {
    for (const triggers of c.triggers) {
      for (const { event, deltas: rows } of EVENTS) {
        const body = atCommit ? stage(c, rows) : `begin ${addTo(c, `(${deltas(c, rows)}) d`)}; return null; end`;
        await sql`create or replace function ${sql.id(`${triggers}_${event}`)}() returns trigger language plpgsql as $$ ${sql.raw(body)} $$`.execute(
          db,
        );
      }
    }
  }
}

/**
 * 0036's commit-time update of the change counters (with 0038's access column; later migrations name more groups),
 * after the counts when given: only in a transaction that staged some, and once (it runs per change noted), so a
 * catalogue or access change pays nothing.
 */
export async function replaceApply(
  db: Kysely<any>,
  atCommit: boolean,
  groups: readonly string[] = ['catalog', 'sales', 'access'],
): Promise<void> {
  const counts = atCommit
    ? `if current_setting('shop.count_deltas', true) = 'staged' then
        perform set_config('shop.count_deltas', 'applied', true);
        ${COUNTERS.map((c) => `with d as (delete from count_deltas where counter = '${c.name}' returning period, status, n) ${addTo(c, 'd')};`).join('\n')}
      end if;`
    : '';
  await sql`create or replace function data_versions_apply() returns trigger language plpgsql as $$
    begin
      ${sql.raw(counts)}
      update data_versions set ${sql.raw(groups.map((g) => `${g} = ${g} + (new.group_name = '${g}')::int`).join(', '))} where id = 1;
      delete from data_version_bumps where id = new.id;
      return null;
    end $$`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await db.schema
    .createTable('count_deltas')
    .addColumn('counter', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .execute();
  await replaceApply(db, true);
  await replaceTriggerFunctions(db, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await replaceTriggerFunctions(db, false);
  await replaceApply(db, false);
  await db.schema.dropTable('count_deltas').execute();
}
