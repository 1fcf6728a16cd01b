import { sql, type Kysely } from 'kysely';
import { createStatementTriggers, dropTriggers, isPostgres, trigramSchema } from './columns.js';

/**
 * PostgreSQL: the product search reads a narrow table `products_search (id, text)` instead of the
 * products rows (docs/benchmarks.md). A trigram index only finds candidates; every candidate is
 * rechecked in the table's rows, so counting the matches of a common word read most of the 47 MB
 * products heap with a case-folding ILIKE per column. Here the text is lower(name) || U+001F ||
 * lower(sku), 9 MB in all, matched by a plain LIKE on the lowered term: 6.4 → 2.3 ms for a word in
 * 5 % of 100,000 names. The separator cannot occur in a term that could match (see dialect.ts).
 *
 * Kept by statement-level triggers, so a bulk insert writes one statement, not one per row. The
 * trigram indexes of 0012 on products serve nothing after this and go. SQLite keeps its FTS5 table.
 */
const TEXT = `lower(name) || chr(31) || lower(sku)`;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create table products_search (id integer primary key, text text not null)`.execute(db);
  await sql`insert into products_search (id, text) select id, ${sql.raw(TEXT)} from products`.execute(db);
  const schema = await trigramSchema(db);
  if (schema) await sql`create index products_search_text on products_search using gin (text ${sql.id(schema)}.gin_trgm_ops)`.execute(db);
  await sql`drop index if exists products_name_trgm`.execute(db);
  await sql`drop index if exists products_sku_trgm`.execute(db);

  await createStatementTriggers(db, 'products', [
    { name: 'products_search_insert', event: 'insert', tables: 'new table as new_rows', body: `insert into products_search (id, text) select id, ${TEXT} from new_rows` },
    { name: 'products_search_delete', event: 'delete', tables: 'old table as old_rows', body: 'delete from products_search s using old_rows o where s.id = o.id' },
    {
      name: 'products_search_update',
      event: 'update',
      tables: 'new table as new_rows',
      body: `update products_search s set text = n.text from (select id, ${TEXT} as text from new_rows) n where s.id = n.id and s.text <> n.text`,
    },
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await dropTriggers(db, 'products', ['products_search_insert', 'products_search_delete', 'products_search_update']);
  await sql`drop table if exists products_search`.execute(db);
  const schema = await trigramSchema(db);
  if (!schema) return;
  const ops = sql`${sql.id(schema)}.gin_trgm_ops`;
  await sql`create index if not exists products_name_trgm on products using gin (name ${ops})`.execute(db);
  await sql`create index if not exists products_sku_trgm on products using gin (sku ${ops})`.execute(db);
}
