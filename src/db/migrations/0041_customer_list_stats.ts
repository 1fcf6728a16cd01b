import { sql, type Kysely } from 'kysely';
import { createStatementTriggers, dropTriggers, isPostgres, money, type StatementTrigger } from './columns.js';

/**
 * What a row of the admin customer list shows, kept by triggers so that a page is one read instead of five:
 * - guest_customers (0018) gains the order count, the amount spent and the contact data of the group's newest
 *   order; its created_at index covers them, so guest entries are read from the index alone;
 * - customer_stats: order count and amount spent per registered customer.
 * At a million orders a page went from about 2.5 to 0.6–0.8 ms of server CPU (docs/benchmarks.md). Spent means the
 * statuses of SPENT_STATUSES (customer.ts). The guest triggers of 0018 are replaced by ones that keep every column;
 * a change to a guest order's status, amount or names now recomputes its group too.
 */
const SPENT = (row: string) =>
  `case when ${row}status in ('paid', 'processing', 'shipped', 'delivered') then ${row}total_cents else 0 end`;
const GUEST_TRIGGERS = ['guest_customers_insert', 'guest_customers_update', 'guest_customers_delete'];
const STATS_TRIGGERS = ['customer_stats_insert', 'customer_stats_update', 'customer_stats_delete'];
const GUEST_COLUMNS =
  'id, email_key, created_at, order_count, spent_cents, last_order_id, email, first_name, last_name';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await dropTriggers(db, 'orders', GUEST_TRIGGERS);
  await db.schema
    .alterTable('guest_customers')
    .addColumn('order_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const [name, type] of [
    ['spent_cents', money],
    ['last_order_id', 'integer'],
    ['email', 'text'],
    ['first_name', 'text'],
    ['last_name', 'text'],
  ] as const) {
    await db.schema
      .alterTable('guest_customers')
      .addColumn(name, type, (c) => (name === 'spent_cents' ? c.notNull().defaultTo(0) : c))
      .execute();
  }
  await sql
    .raw(
      `update guest_customers set order_count = g.order_count, spent_cents = g.spent_cents, last_order_id = g.last_order_id
    from (select lower(customer_email) as email_key, count(*) as order_count, sum(${SPENT('')}) as spent_cents, max(id) as last_order_id
          from orders where customer_id is null group by lower(customer_email)) g
    where g.email_key = guest_customers.email_key`,
    )
    .execute(db);
  await sql`update guest_customers set email = o.customer_email, first_name = o.customer_first_name, last_name = o.customer_last_name
    from orders o where o.id = guest_customers.last_order_id`.execute(db);
  await db.schema.dropIndex('guest_customers_created_at').execute();
  await db.schema
    .createIndex('guest_customers_created_at')
    .on('guest_customers')
    .columns(['created_at', 'id', 'email', 'first_name', 'last_name', 'order_count', 'spent_cents'])
    .execute();

  await db.schema
    .createTable('customer_stats')
    .addColumn('customer_id', 'integer', (c) => c.primaryKey())
    .addColumn('order_count', 'integer', (c) => c.notNull())
    .addColumn('spent_cents', money, (c) => c.notNull())
    .execute();
  await sql
    .raw(
      `insert into customer_stats (customer_id, order_count, spent_cents)
    select customer_id, count(*), sum(${SPENT('')}) from orders where customer_id is not null group by customer_id`,
    )
    .execute(db);

  if (pg) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

/** The guest rows of these keys made anew from the orders (none when no guest order is left). */
function recompute(keys: string, opts: { upsert: boolean }): string {
  return `delete from guest_customers where email_key in (${keys});
    insert into guest_customers (${GUEST_COLUMNS})
      select g.id, g.email_key, g.created_at, g.order_count, g.spent_cents, g.last_order_id, o.customer_email, o.customer_first_name, o.customer_last_name
      from (select -min(id) as id, lower(customer_email) as email_key, min(created_at) as created_at, count(*) as order_count,
              sum(${SPENT('')}) as spent_cents, max(id) as last_order_id
            from orders where customer_id is null and lower(customer_email) in (${keys}) group by lower(customer_email)) g
      join orders o on o.id = g.last_order_id
      ${
        opts.upsert
          ? `order by g.email_key on conflict (email_key) do update set ${GUEST_COLUMNS.split(', ')
              .filter((c) => c !== 'email_key')
              .map((c) => `${c} = excluded.${c}`)
              .join(', ')}`
          : ''
      }`;
}

/** Columns whose change can move a guest order between groups or change what its group shows. */
const GUEST_CHANGES = [
  'customer_id',
  'customer_email',
  'created_at',
  'status',
  'total_cents',
  'customer_first_name',
  'customer_last_name',
];

/** Upsert of new guest rows (`excluded`) into existing ones: the newest order's contact data wins. */
const mergeGuest = (
  existing: string,
  [larger, smaller]: ['max' | 'greatest', 'min' | 'least'],
) => `on conflict (email_key) do update set
    id = ${larger}(${existing}.id, excluded.id), created_at = ${smaller}(${existing}.created_at, excluded.created_at),
    order_count = ${existing}.order_count + excluded.order_count, spent_cents = ${existing}.spent_cents + excluded.spent_cents,
    email = case when excluded.last_order_id > ${existing}.last_order_id then excluded.email else ${existing}.email end,
    first_name = case when excluded.last_order_id > ${existing}.last_order_id then excluded.first_name else ${existing}.first_name end,
    last_name = case when excluded.last_order_id > ${existing}.last_order_id then excluded.last_name else ${existing}.last_name end,
    last_order_id = ${larger}(${existing}.last_order_id, excluded.last_order_id)`;

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  await sql`create trigger guest_customers_insert after insert on orders when new.customer_id is null begin
    insert into guest_customers (${sql.raw(GUEST_COLUMNS)})
      values (-new.id, lower(new.customer_email), new.created_at, 1, ${sql.raw(SPENT('new.'))}, new.id, new.customer_email, new.customer_first_name, new.customer_last_name)
      ${sql.raw(mergeGuest('guest_customers', ['max', 'min']))};
  end`.execute(db);
  const changed = GUEST_CHANGES.map((c) =>
    c === 'customer_id' ? 'old.customer_id is not new.customer_id' : `old.${c} is not new.${c}`,
  ).join(' or ');
  await sql`create trigger guest_customers_update after update of ${sql.raw(GUEST_CHANGES.join(', '))} on orders
    when (old.customer_id is null or new.customer_id is null) and (${sql.raw(changed)})
    begin ${sql.raw(recompute('lower(old.customer_email), lower(new.customer_email)', { upsert: false }))}; end`.execute(
    db,
  );
  await sql`create trigger guest_customers_delete after delete on orders when old.customer_id is null
    begin ${sql.raw(recompute('lower(old.customer_email)', { upsert: false }))}; end`.execute(db);

  const add = (row: 'new' | 'old') => `insert into customer_stats (customer_id, order_count, spent_cents)
      select ${row}.customer_id, 1, ${SPENT(`${row}.`)} where ${row}.customer_id is not null
      on conflict (customer_id) do update set order_count = order_count + 1, spent_cents = spent_cents + excluded.spent_cents`;
  // Taking away is an update only: the customer's row may be gone already when a deletion releases its orders.
  const remove = (
    row: 'new' | 'old',
  ) => `update customer_stats set order_count = order_count - 1, spent_cents = spent_cents - ${SPENT(`${row}.`)}
      where customer_id = ${row}.customer_id`;
  await sql`create trigger customer_stats_insert after insert on orders when new.customer_id is not null begin ${sql.raw(add('new'))}; end`.execute(
    db,
  );
  await sql`create trigger customer_stats_update after update of customer_id, status, total_cents on orders
    when old.customer_id is not new.customer_id or old.status <> new.status or old.total_cents <> new.total_cents
    begin ${sql.raw(remove('old'))}; ${sql.raw(add('new'))}; end`.execute(db);
  await sql`create trigger customer_stats_delete after delete on orders when old.customer_id is not null begin ${sql.raw(remove('old'))}; end`.execute(
    db,
  );
  await sql`create trigger customer_stats_forget after delete on customers begin delete from customer_stats where customer_id = old.id; end`.execute(
    db,
  );
}

// Statement-level like 0018: a customer deletion that releases many orders recomputes each group once. Rows are
// written in key order, so concurrent statements lock them in one order.
const CHANGED = `old_rows o join new_rows n on n.id = o.id
    where (o.customer_id is null or n.customer_id is null)
      and (${GUEST_CHANGES.map((c) => `o.${c} is distinct from n.${c}`).join(' or ')})`;

/** PostgreSQL: per guest trigger, a query of the e-mail keys whose guest rows its statement writes. */
export const GUEST_KEYS = {
  insert: 'select lower(customer_email) from new_rows where customer_id is null',
  update: `select lower(o.customer_email) from ${CHANGED} union select lower(n.customer_email) from ${CHANGED}`,
  delete: 'select lower(customer_email) from old_rows where customer_id is null',
};

/** PostgreSQL: the guest rows' statement triggers on orders. */
export function guestStatementTriggers(): (StatementTrigger & { event: keyof typeof GUEST_KEYS })[] {
  return [
    {
      name: 'guest_customers_insert',
      event: 'insert',
      tables: 'new table as new_rows',
      body: `insert into guest_customers (${GUEST_COLUMNS})
        select g.id, g.email_key, g.created_at, g.order_count, g.spent_cents, g.last_order_id, n.customer_email, n.customer_first_name, n.customer_last_name
        from (select -min(id) as id, lower(customer_email) as email_key, min(created_at) as created_at, count(*) as order_count,
                sum(${SPENT('')}) as spent_cents, max(id) as last_order_id
              from new_rows where customer_id is null group by lower(customer_email)) g
        join new_rows n on n.id = g.last_order_id
        order by g.email_key
        ${mergeGuest('guest_customers', ['greatest', 'least'])}`,
    },
    {
      name: 'guest_customers_update',
      event: 'update',
      tables: 'old table as old_rows new table as new_rows',
      body: recompute(GUEST_KEYS.update, { upsert: true }),
    },
    {
      name: 'guest_customers_delete',
      event: 'delete',
      tables: 'old table as old_rows',
      body: recompute(GUEST_KEYS.delete, { upsert: true }),
    },
  ];
}

async function postgresTriggers(db: Kysely<any>): Promise<void> {
  await createStatementTriggers(db, 'orders', guestStatementTriggers());

  const delta = (rows: string, sign: 1 | -1) =>
    `select customer_id, ${sign} as order_count, ${sign} * ${SPENT('')} as spent_cents from ${rows} where customer_id is not null`;
  // Customers deleted in this statement are left out: their rows go with them (customer_stats_forget).
  const apply = (deltas: string) => `insert into customer_stats (customer_id, order_count, spent_cents)
    select d.customer_id, sum(d.order_count), sum(d.spent_cents) from (${deltas}) d
    where exists (select 1 from customers c where c.id = d.customer_id)
    group by d.customer_id having sum(d.order_count) <> 0 or sum(d.spent_cents) <> 0 order by d.customer_id
    on conflict (customer_id) do update set order_count = customer_stats.order_count + excluded.order_count,
      spent_cents = customer_stats.spent_cents + excluded.spent_cents`;
  await createStatementTriggers(db, 'orders', [
    {
      name: 'customer_stats_insert',
      event: 'insert',
      tables: 'new table as new_rows',
      body: apply(delta('new_rows', 1)),
    },
    {
      name: 'customer_stats_update',
      event: 'update',
      tables: 'old table as old_rows new table as new_rows',
      body: apply(`${delta('new_rows', 1)} union all ${delta('old_rows', -1)}`),
    },
    {
      name: 'customer_stats_delete',
      event: 'delete',
      tables: 'old table as old_rows',
      body: apply(delta('old_rows', -1)),
    },
  ]);
  await createStatementTriggers(db, 'customers', [
    {
      name: 'customer_stats_forget',
      event: 'delete',
      tables: 'old table as old_rows',
      body: 'delete from customer_stats where customer_id in (select id from old_rows)',
    },
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTriggers(db, 'customers', ['customer_stats_forget']);
  await dropTriggers(db, 'orders', [...STATS_TRIGGERS, ...GUEST_TRIGGERS]);
  await db.schema.dropTable('customer_stats').execute();
  await db.schema.dropIndex('guest_customers_created_at').execute();
  await db.schema
    .createIndex('guest_customers_created_at')
    .on('guest_customers')
    .columns(['created_at', 'id'])
    .execute();
  for (const column of ['order_count', 'spent_cents', 'last_order_id', 'email', 'first_name', 'last_name']) {
    await db.schema.alterTable('guest_customers').dropColumn(column).execute();
  }
  // 0018's triggers, which keep id, email_key and created_at only.
  const recompute0018 = (keys: string, upsert: boolean) => `delete from guest_customers where email_key in (${keys});
    insert into guest_customers (id, email_key, created_at)
      select -min(id), lower(customer_email), min(created_at) from orders
      where customer_id is null and lower(customer_email) in (${keys}) group by lower(customer_email)
      ${upsert ? 'order by 2 on conflict (email_key) do update set id = excluded.id, created_at = excluded.created_at' : ''}`;
  if (isPostgres(db)) {
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
        body: recompute0018(
          `select lower(o.customer_email) from ${changed} union select lower(n.customer_email) from ${changed}`,
          true,
        ),
      },
      {
        name: 'guest_customers_delete',
        event: 'delete',
        tables: 'old table as old_rows',
        body: recompute0018('select lower(customer_email) from old_rows where customer_id is null', true),
      },
    ]);
    return;
  }
  await sql`create trigger guest_customers_insert after insert on orders when new.customer_id is null begin
    insert into guest_customers (id, email_key, created_at) values (-new.id, lower(new.customer_email), new.created_at)
      on conflict (email_key) do update set id = max(id, excluded.id), created_at = min(created_at, excluded.created_at);
  end`.execute(db);
  const keys = 'lower(old.customer_email), lower(new.customer_email)';
  await sql`create trigger guest_customers_update after update of customer_id, customer_email, created_at on orders
    when (old.customer_id is null or new.customer_id is null)
      and (old.customer_id is not new.customer_id or old.customer_email <> new.customer_email or old.created_at <> new.created_at)
    begin ${sql.raw(recompute0018(keys, false))}; end`.execute(db);
  await sql`create trigger guest_customers_delete after delete on orders when old.customer_id is null
    begin ${sql.raw(recompute0018('lower(old.customer_email)', false))}; end`.execute(db);
}
