import { sql, type Kysely } from 'kysely';
import { createStatementTriggers, dropTriggers, isPostgres, ts } from './columns.js';

/**
 * Guest customers as rows, kept by triggers on orders: one per lower(customer_email) over orders without an
 * account, with the synthetic id (minus the group's lowest order id) and createdAt (its earliest order). The
 * admin customer list then merges two index scans instead of grouping every guest order on each request
 * (docs/benchmarks.md). Orders gain a guest when inserted without an account or when their customer is deleted
 * (customer_id set null); any change to customer_id, customer_email or created_at recomputes the groups involved.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('guest_customers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('email_key', 'text', (c) => c.notNull().unique())
    .$call(ts(db, 'created_at', (c) => c.notNull()))
    .execute();
  await db.schema
    .createIndex('guest_customers_created_at')
    .on('guest_customers')
    .columns(['created_at', 'id'])
    .execute();
  await sql`insert into guest_customers (id, email_key, created_at)
    select -min(id), lower(customer_email), min(created_at) from orders where customer_id is null group by lower(customer_email)`.execute(
    db,
  );
  if (isPostgres(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

/** The guest rows of these keys made anew from the orders (none when no guest order is left). */
function recompute(keys: string, opts: { upsert: boolean }): string {
  return `delete from guest_customers where email_key in (${keys});
    insert into guest_customers (id, email_key, created_at)
      select -min(id), lower(customer_email), min(created_at) from orders
      where customer_id is null and lower(customer_email) in (${keys}) group by lower(customer_email)
      ${opts.upsert ? 'order by 2 on conflict (email_key) do update set id = excluded.id, created_at = excluded.created_at' : ''}`;
}

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  await sql`create trigger guest_customers_insert after insert on orders when new.customer_id is null begin
    insert into guest_customers (id, email_key, created_at) values (-new.id, lower(new.customer_email), new.created_at)
      on conflict (email_key) do update set id = max(id, excluded.id), created_at = min(created_at, excluded.created_at);
  end`.execute(db);
  const keys = 'lower(old.customer_email), lower(new.customer_email)';
  await sql`create trigger guest_customers_update after update of customer_id, customer_email, created_at on orders
    when (old.customer_id is null or new.customer_id is null)
      and (old.customer_id is not new.customer_id or old.customer_email <> new.customer_email or old.created_at <> new.created_at)
    begin ${sql.raw(recompute(keys, { upsert: false }))}; end`.execute(db);
  await sql`create trigger guest_customers_delete after delete on orders when old.customer_id is null
    begin ${sql.raw(recompute('lower(old.customer_email)', { upsert: false }))}; end`.execute(db);
}

// Statement-level with transition tables, like product_counts (0015): a customer deletion that releases many
// orders recomputes each group once. Upserts in key order, so concurrent statements lock rows in the same order.
async function postgresTriggers(db: Kysely<any>): Promise<void> {
  const changed = `old_rows o join new_rows n on n.id = o.id
    where (o.customer_id is null or n.customer_id is null)
      and (o.customer_id is distinct from n.customer_id or o.customer_email <> n.customer_email or o.created_at <> n.created_at)`;
  await createStatementTriggers(db, 'orders', [
    {
      name: 'guest_customers_insert',
      event: 'insert',
      tables: 'new table as new_rows',
      body: `insert into guest_customers (id, email_key, created_at)
        select -min(id), lower(customer_email), min(created_at) from new_rows where customer_id is null group by lower(customer_email) order by 2
        on conflict (email_key) do update set id = greatest(guest_customers.id, excluded.id), created_at = least(guest_customers.created_at, excluded.created_at)`,
    },
    {
      name: 'guest_customers_update',
      event: 'update',
      tables: 'old table as old_rows new table as new_rows',
      body: recompute(
        `select lower(o.customer_email) from ${changed} union select lower(n.customer_email) from ${changed}`,
        { upsert: true },
      ),
    },
    {
      name: 'guest_customers_delete',
      event: 'delete',
      tables: 'old table as old_rows',
      body: recompute('select lower(customer_email) from old_rows where customer_id is null', { upsert: true }),
    },
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTriggers(db, 'orders', ['guest_customers_insert', 'guest_customers_update', 'guest_customers_delete']);
  await db.schema.dropTable('guest_customers').execute();
}
