import type { Kysely } from 'kysely';
import type { Database } from './database.js';
import { fixedQuery } from './fixed-query.js';

/** The groups of tables that count their changes (migration 0036 names their tables). */
export type DataGroup = 'catalog' | 'sales';

export type DataVersions = Record<DataGroup, number>;

const versionsRow = fixedQuery((db) => db.selectFrom('dataVersions').select(['catalog', 'sales']).where('id', '=', 1));

/** The change counters now: each grows with every committed write to its group's tables, whoever made it. */
export async function readDataVersions(db: Kysely<Database>): Promise<DataVersions> {
  const [row] = await versionsRow(db, {});
  if (!row) throw new Error('data_versions has no row: the database is not migrated');
  return row;
}
