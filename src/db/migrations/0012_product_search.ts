import { sql, type Kysely } from 'kysely';
import { createStatementTriggers, dropTriggers, isPostgres, trigramSchema } from './columns.js';

/**
 * Trigram indexes for the product substring search (admin q, platform and storefront search), so a
 * search reads the matching rows instead of scanning the catalogue (docs/benchmarks.md).
 *
 * SQLite: an FTS5 table with the trigram tokenizer over products.name and products.sku, kept in step
 * by triggers (external content: the text itself stays in products only).
 *
 * PostgreSQL: a narrow table `products_search (id, text)`, text being lower(name) || U+001F || lower(sku),
 * with a pg_trgm GIN index, kept by statement-level triggers (a bulk insert writes one statement). A
 * trigram index only finds candidates and each is rechecked in the rows it indexes: on products itself
 * that meant a case-folding ILIKE per column over the 47 MB heap (11 ms to count a word in 5 % of
 * 100,000 names); here a plain LIKE on the lowered term over 9 MB (about 3 ms). The separator cannot
 * occur in a term that could match (see dialect.ts). pg_trgm ships with PostgreSQL and is trusted since
 * 13, but creating it needs the CREATE privilege on the database: without it the table is scanned.
 */
const TEXT = `lower(name) || chr(31) || lower(sku)`;

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await postgresSearchTable(db);
    return;
  }
  await sql`create virtual table products_search using fts5(name, sku, content='products', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  await sql`insert into products_search(products_search) values ('rebuild')`.execute(db);
  await sql`create trigger products_search_insert after insert on products begin
    insert into products_search(rowid, name, sku) values (new.id, new.name, new.sku);
  end`.execute(db);
  await sql`create trigger products_search_delete after delete on products begin
    insert into products_search(products_search, rowid, name, sku) values ('delete', old.id, old.name, old.sku);
  end`.execute(db);
  await sql`create trigger products_search_update after update of name, sku on products begin
    insert into products_search(products_search, rowid, name, sku) values ('delete', old.id, old.name, old.sku);
    insert into products_search(rowid, name, sku) values (new.id, new.name, new.sku);
  end`.execute(db);
}

async function postgresSearchTable(db: Kysely<any>): Promise<void> {
  await sql`create table products_search (id integer primary key, text text not null)`.execute(db);
  await sql`insert into products_search (id, text) select id, ${sql.raw(TEXT)} from products`.execute(db);
  const schema = await trigramSchema(db);
  // Qualified: the extension may live in a schema that is not on this connection's search_path.
  if (schema)
    await sql`create index products_search_text on products_search using gin (text ${sql.id(schema)}.gin_trgm_ops)`.execute(
      db,
    );
  await createStatementTriggers(db, 'products', [
    {
      name: 'products_search_insert',
      event: 'insert',
      tables: 'new table as new_rows',
      body: `insert into products_search (id, text) select id, ${TEXT} from new_rows`,
    },
    {
      name: 'products_search_delete',
      event: 'delete',
      tables: 'old table as old_rows',
      body: 'delete from products_search s using old_rows o where s.id = o.id',
    },
    {
      name: 'products_search_update',
      event: 'update',
      tables: 'new table as new_rows',
      body: `update products_search s set text = n.text from (select id, ${TEXT} as text from new_rows) n where s.id = n.id and s.text <> n.text`,
    },
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTriggers(db, 'products', ['products_search_insert', 'products_search_delete', 'products_search_update']);
  await sql`drop table if exists products_search`.execute(db);
}
