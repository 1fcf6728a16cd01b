import { sql, type Kysely } from 'kysely';
import { createStatementTriggers, dropTriggers, isPostgres, trigramSchema } from './columns.js';

/**
 * Trigram indexes over the customer data of orders (e-mail, first and last name, phone) and of customers
 * (e-mail, first and last name), so the admin order search and the customer searches read the matching
 * rows instead of scanning a million orders (docs/benchmarks.md). Built like the product search (0012):
 *
 * SQLite: FTS5 tables with the trigram tokenizer, external content (the text stays in the base table),
 * kept in step by triggers.
 *
 * PostgreSQL: narrow `(id, text)` tables, text being the lowered columns joined by U+001F, with a pg_trgm
 * GIN index, kept by statement-level triggers.
 */
interface Searched {
  table: 'orders' | 'customers';
  columns: string[];
}

const ORDERS: Searched = {
  table: 'orders',
  columns: ['customer_email', 'customer_first_name', 'customer_last_name', 'customer_phone'],
};
const CUSTOMERS: Searched = { table: 'customers', columns: ['email', 'first_name', 'last_name'] };

const joined = (s: Searched, row = '') =>
  s.columns.map((c) => `lower(coalesce(${row}${c}, ''))`).join(' || chr(31) || ');

export async function up(db: Kysely<any>): Promise<void> {
  for (const s of [ORDERS, CUSTOMERS]) {
    if (isPostgres(db)) await postgresSearchTable(db, s);
    else await sqliteSearchTable(db, s);
  }
}

async function sqliteSearchTable(db: Kysely<any>, s: Searched): Promise<void> {
  const search = `${s.table}_search`;
  const cols = s.columns.join(', ');
  const values = (row: 'new' | 'old') => s.columns.map((c) => `${row}.${c}`).join(', ');
  await sql
    .raw(
      `create virtual table ${search} using fts5(${cols}, content='${s.table}', content_rowid='id', tokenize='trigram')`,
    )
    .execute(db);
  await sql.raw(`insert into ${search}(${search}) values ('rebuild')`).execute(db);
  // How many rows hold each trigram: a search looks up its rarest trigrams here (dialect.searchCandidates).
  await sql.raw(`create virtual table ${search}_vocab using fts5vocab(${search}, row)`).execute(db);
  await sql
    .raw(
      `create trigger ${search}_insert after insert on ${s.table} begin
    insert into ${search}(rowid, ${cols}) values (new.id, ${values('new')});
  end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${search}_delete after delete on ${s.table} begin
    insert into ${search}(${search}, rowid, ${cols}) values ('delete', old.id, ${values('old')});
  end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${search}_update after update of ${cols} on ${s.table} begin
    insert into ${search}(${search}, rowid, ${cols}) values ('delete', old.id, ${values('old')});
    insert into ${search}(rowid, ${cols}) values (new.id, ${values('new')});
  end`,
    )
    .execute(db);
}

async function postgresSearchTable(db: Kysely<any>, s: Searched): Promise<void> {
  const search = `${s.table}_search`;
  await sql.raw(`create table ${search} (id integer primary key, text text not null)`).execute(db);
  await sql.raw(`insert into ${search} (id, text) select id, ${joined(s)} from ${s.table}`).execute(db);
  const schema = await trigramSchema(db);
  if (schema)
    await sql`create index ${sql.id(`${search}_text`)} on ${sql.table(search)} using gin (text ${sql.id(schema)}.gin_trgm_ops)`.execute(
      db,
    );
  await createStatementTriggers(db, s.table, [
    {
      name: `${search}_insert`,
      event: 'insert',
      tables: 'new table as new_rows',
      body: `insert into ${search} (id, text) select id, ${joined(s)} from new_rows`,
    },
    {
      name: `${search}_delete`,
      event: 'delete',
      tables: 'old table as old_rows',
      body: `delete from ${search} s using old_rows o where s.id = o.id`,
    },
    {
      name: `${search}_update`,
      event: 'update',
      tables: 'new table as new_rows',
      body: `update ${search} s set text = n.text from (select id, ${joined(s)} as text from new_rows) n where s.id = n.id and s.text <> n.text`,
    },
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const s of [ORDERS, CUSTOMERS]) {
    const search = `${s.table}_search`;
    await dropTriggers(db, s.table, [`${search}_insert`, `${search}_delete`, `${search}_update`]);
    if (!isPostgres(db)) await sql.raw(`drop table if exists ${search}_vocab`).execute(db);
    await sql.raw(`drop table if exists ${search}`).execute(db);
  }
}
