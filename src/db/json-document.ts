import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from './database.js';
import type { Db } from './open.js';
import type { SqlDialect } from './dialect.js';
import { fixedQuery } from './fixed-query.js';

/** Single-row JSON documents (row id 1): the shop settings, the SEO settings and the tax settings. */
type DocumentTable = 'settings' | 'seoSettings' | 'taxSettings';

const documentOf = {
  settings: fixedQuery((db) => db.selectFrom('settings').select('data').where('id', '=', 1), { prepared: true }),
  seoSettings: fixedQuery((db) => db.selectFrom('seoSettings').select('data').where('id', '=', 1), { prepared: true }),
  taxSettings: fixedQuery((db) => db.selectFrom('taxSettings').select('data').where('id', '=', 1), { prepared: true }),
};

export async function readDocument<T extends object>(db: Db, table: DocumentTable): Promise<Partial<T> | null> {
  const [row] = await documentOf[table](db, {});
  return row ? (JSON.parse(row.data) as Partial<T>) : null;
}

/**
 * One text member of a document as an SQL expression, `orElse` while none or a blank one is stored: for a write that
 * stores it in the same statement, as its transaction sees the document.
 */
export function documentMember<T extends object>(
  dialect: SqlDialect,
  table: DocumentTable,
  key: keyof T & string,
  orElse: string | null,
): RawBuilder<string | null> {
  const member = dialect.jsonTextMember(sql.ref('data'), key);
  return sql<string | null>`coalesce(nullif((select ${member} from ${sql.table(table)} where id = 1), ''), ${orElse})`;
}

/** The value of `documentMember`, read: the one rule for both a read and a write that stores it. */
export async function readDocumentMember<T extends object>(
  db: Db,
  dialect: SqlDialect,
  table: DocumentTable,
  key: keyof T & string,
  orElse: string | null,
): Promise<string | null> {
  const row = await db.selectNoFrom(documentMember<T>(dialect, table, key, orElse).as('value')).executeTakeFirst();
  return row?.value ?? null;
}

/**
 * Merges `patch` into the stored document under a row lock, so two concurrent updates of different
 * fields both survive (PostgreSQL; SQLite has one writer). Returns the merged document.
 */
/**
 * `saved` runs in the transaction with the document before and after (the change log); `check` with the document
 * before, under the lock, and refuses the change by throwing (If-Match).
 */
export function mergeDocument<T extends object>(
  db: Db,
  dialect: SqlDialect,
  table: DocumentTable,
  defaults: T,
  patch: Partial<T>,
  now: string,
  saved?: (trx: Transaction<Database>, before: T, after: T) => Promise<void>,
  check?: (before: T) => void,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto(table)
      .values({ id: 1, data: '{}', updatedAt: now })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const row = await dialect
      .forUpdate(trx.selectFrom(table).select('data').where('id', '=', 1))
      .executeTakeFirstOrThrow();
    const stored: Partial<T> = { ...defaults, ...(JSON.parse(row.data) as Partial<T>) };
    check?.(stored as T);
    const merged: Partial<T> = { ...stored, ...patch };
    // Only the document's own fields (those with a default) are kept: unknown body fields never grow the row,
    // and junk an earlier version stored goes on the next save.
    const next = Object.fromEntries(Object.keys(defaults).map((k) => [k, merged[k as keyof T]])) as T;
    await trx
      .updateTable(table)
      .set({ data: JSON.stringify(next), updatedAt: now })
      .where('id', '=', 1)
      .execute();
    await saved?.(trx, stored as T, next);
    return next;
  });
}
