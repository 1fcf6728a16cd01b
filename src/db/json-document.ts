import type { Db } from './open.js';
import type { SqlDialect } from './dialect.js';

/** Single-row JSON documents (row id 1): the shop settings and the SEO settings. */
type DocumentTable = 'settings' | 'seoSettings';

export async function readDocument<T extends object>(db: Db, table: DocumentTable): Promise<Partial<T> | null> {
  const row = await db.selectFrom(table).select('data').where('id', '=', 1).executeTakeFirst();
  return row ? (JSON.parse(row.data) as Partial<T>) : null;
}

/**
 * Merges `patch` into the stored document under a row lock, so two concurrent updates of different
 * fields both survive (PostgreSQL; SQLite has one writer). Returns the merged document.
 */
export function mergeDocument<T extends object>(db: Db, dialect: SqlDialect, table: DocumentTable, defaults: T, patch: Partial<T>, now: string): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await trx.insertInto(table).values({ id: 1, data: '{}', updatedAt: now }).onConflict((oc) => oc.column('id').doNothing()).execute();
    const row = await dialect.forUpdate(trx.selectFrom(table).select('data').where('id', '=', 1)).executeTakeFirstOrThrow();
    const next: T = { ...defaults, ...(JSON.parse(row.data) as Partial<T>), ...patch };
    await trx.updateTable(table).set({ data: JSON.stringify(next), updatedAt: now }).where('id', '=', 1).execute();
    return next;
  });
}
