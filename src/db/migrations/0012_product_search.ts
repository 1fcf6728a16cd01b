import { sql, type Kysely } from 'kysely';
import { isPostgres, trigramSchema } from './columns.js';

/**
 * Trigram indexes for the product substring search (admin q, platform and storefront search), so a
 * search reads the matching rows instead of scanning the catalogue (docs/benchmarks.md).
 *
 * SQLite: an FTS5 table with the trigram tokenizer over products.name and products.sku, kept in step
 * by triggers (external content: the text itself stays in products only).
 *
 * PostgreSQL: pg_trgm GIN indexes, which serve ILIKE '%…%' directly. pg_trgm ships with PostgreSQL
 * and is trusted since 13, but creating it needs the CREATE privilege on the database: without it
 * the search keeps working, unindexed, and this migration changes nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    const schema = await trigramSchema(db);
    if (!schema) return;
    // Qualified: the extension may live in a schema that is not on this connection's search_path.
    const ops = sql`${sql.id(schema)}.gin_trgm_ops`;
    await sql`create index if not exists products_name_trgm on products using gin (name ${ops})`.execute(db);
    await sql`create index if not exists products_sku_trgm on products using gin (sku ${ops})`.execute(db);
    return;
  }
  await sql`create virtual table products_search using fts5(name, sku, content='products', content_rowid='id', tokenize='trigram')`.execute(db);
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

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists products_sku_trgm`.execute(db);
    await sql`drop index if exists products_name_trgm`.execute(db);
    return;
  }
  for (const trigger of ['products_search_insert', 'products_search_delete', 'products_search_update']) {
    await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  }
  await sql`drop table if exists products_search`.execute(db);
}
