import { sql, type Kysely } from 'kysely';
import { createStatementTriggers, dropTriggers, isPostgres } from './columns.js';

/**
 * Product counts per (category, status), kept by triggers, so list totals without a text search and
 * the categories' product counts are a few rows read instead of a scan over the catalogue
 * (docs/benchmarks.md). category_id 0 stands for "no category" so the pair can be a primary key.
 *
 * PostgreSQL locks the counter rows a statement changes until commit: they are written in key order,
 * so two concurrent moves in opposite directions queue up instead of deadlocking.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_counts')
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_counts_pkey', ['category_id', 'status'])
    .execute();
  await sql`insert into product_counts (category_id, status, n)
    select coalesce(category_id, 0), status, count(*) from products group by coalesce(category_id, 0), status`.execute(
    db,
  );
  if (isPostgres(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

const add = (row: 'new' | 'old', delta: 1 | -1) =>
  sql.raw(`insert into product_counts (category_id, status, n)
    values (coalesce(${row}.category_id, 0), ${row}.status, ${delta})
    on conflict (category_id, status) do update set n = product_counts.n + ${delta}`);

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  await sql`create trigger product_counts_insert after insert on products begin ${add('new', 1)}; end`.execute(db);
  await sql`create trigger product_counts_delete after delete on products begin ${add('old', -1)}; end`.execute(db);
  // SQLite writes one transaction at a time, so the order of the two counters does not matter here.
  await sql`create trigger product_counts_update after update of category_id, status on products
    when coalesce(old.category_id, 0) <> coalesce(new.category_id, 0) or old.status <> new.status
    begin ${add('old', -1)}; ${add('new', 1)}; end`.execute(db);
}

// Statement-level with transition tables: a bulk insert or import updates each counter once, not once per row.
// Counters are written in key order, so concurrent statements lock them in the same order.
async function postgresTriggers(db: Kysely<any>): Promise<void> {
  const delta = (rows: string, sign: 1 | -1) =>
    `select coalesce(category_id, 0) as category_id, status, ${sign} as n from ${rows}`;
  const apply = (deltas: string) => `insert into product_counts (category_id, status, n)
    select category_id, status, sum(n) from (${deltas}) d group by category_id, status having sum(n) <> 0 order by category_id, status
    on conflict (category_id, status) do update set n = product_counts.n + excluded.n`;
  await createStatementTriggers(db, 'products', [
    {
      name: 'product_counts_insert',
      event: 'insert',
      tables: 'new table as new_rows',
      body: apply(delta('new_rows', 1)),
    },
    {
      name: 'product_counts_delete',
      event: 'delete',
      tables: 'old table as old_rows',
      body: apply(delta('old_rows', -1)),
    },
    {
      name: 'product_counts_update',
      event: 'update',
      tables: 'old table as old_rows new table as new_rows',
      body: apply(`${delta('new_rows', 1)} union all ${delta('old_rows', -1)}`),
    },
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTriggers(db, 'products', ['product_counts_insert', 'product_counts_delete', 'product_counts_update']);
  await db.schema.dropTable('product_counts').execute();
}
