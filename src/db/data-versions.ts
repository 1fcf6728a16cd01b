import type { Kysely } from 'kysely';
import type { Database } from './database.js';
import { fixedQuery } from './fixed-query.js';

/** The groups of tables that count their changes (migrations 0036, 0038 and 0170 name their tables). */
export type DataGroup = 'catalog' | 'sales' | 'access' | 'config';

/**
 * The counters with the database's epoch: a random id that a restore (`npm run restore`) or `shop_bump_versions()`
 * replaces (migration 0046). Counters set back by a restore would otherwise repeat values that answers and
 * credentials were kept under before it.
 */
export type DataVersions = Record<DataGroup, number> & { epoch: string };

const versionsRow = fixedQuery(
  (db) => db.selectFrom('dataVersions').select(['epoch', 'catalog', 'sales', 'access', 'config']).where('id', '=', 1),
  { prepared: true },
);

/** The change counters now: each grows with every committed write to its group's tables, whoever made it. */
export async function readDataVersions(db: Kysely<Database>): Promise<DataVersions> {
  const [row] = await versionsRow(db, {});
  if (!row) throw new Error('data_versions has no row: the database is not migrated');
  return row;
}

/** Reads the counters as of `askedAt` (performance.now() time) or later; by default as of now. */
export type VersionReader = (askedAt?: number) => Promise<DataVersions>;

/**
 * readDataVersions for many callers at once: callers of one turn of the event loop share one read, sent after the
 * last of them asked, so it sees every write committed before any of them asked (a client that wrote through another
 * instance and then reads here still sees its write). A caller that asked earlier (a request whose credential check
 * already read the counters) takes the last read sent after that moment without waiting. Under load this turns one
 * counter read per request into one per turn: a round trip less per cached answer on PostgreSQL.
 */
export function sharedVersionReads(db: Kysely<Database>): VersionReader {
  type Waiter = { resolve: (v: DataVersions) => void; reject: (e: unknown) => void };
  let waiting: Waiter[] | null = null;
  let last: { sentAt: number; versions: DataVersions } | null = null;
  return (askedAt = performance.now()) => {
    if (last && last.sentAt > askedAt) return Promise.resolve(last.versions);
    return new Promise((resolve, reject) => {
      if (!waiting) {
        const batch: Waiter[] = [];
        waiting = batch;
        setImmediate(() => {
          waiting = null;
          const sentAt = performance.now();
          readDataVersions(db).then(
            (versions) => {
              if (!last || sentAt > last.sentAt) last = { sentAt, versions };
              batch.forEach((w) => w.resolve(versions));
            },
            (e: unknown) => batch.forEach((w) => w.reject(e)),
          );
        });
      }
      waiting.push({ resolve, reject });
    });
  };
}

/**
 * Values derived from one group's tables (the per-day counts a list page seeks in), kept per database and key until
 * that group changes: the next page of a list skips reading them again. Computed after the counter is read, so a
 * value is never kept under a counter older than the data it was made from. `asOf` (performance.now() time, default
 * now): every change committed before it counts; a request that asks for several values passes its start, and the
 * counter read for the first serves the others (VersionReader).
 */
export function keptUntilChanged<T>(group: DataGroup, maxKeys = 64) {
  const byDb = new WeakMap<Kysely<Database>, { version: string; values: Map<string, T> }>();
  return async <R extends T | undefined>(
    db: Kysely<Database>,
    key: string,
    compute: () => Promise<R>,
    asOf?: number,
  ): Promise<R> => {
    const versions = await sharedReaderOf(db)(asOf);
    const version = `${versions.epoch}:${versions[group]}`;
    let kept = byDb.get(db);
    if (!kept || kept.version !== version) byDb.set(db, (kept = { version, values: new Map() }));
    const known = kept.values.get(key);
    if (known !== undefined) return known as R;
    const value = await compute();
    // Nothing found is not kept: what is looked for may be created next, and unknown keys must not fill the map.
    if (value === undefined) return value;
    if (kept.values.size >= maxKeys) kept.values.clear();
    kept.values.set(key, value);
    return value;
  };
}

const sharedReaders = new WeakMap<Kysely<Database>, VersionReader>();

/** One sharedVersionReads per database (a transaction gets its own). */
export function sharedReaderOf(db: Kysely<Database>): VersionReader {
  let reader = sharedReaders.get(db);
  if (!reader) sharedReaders.set(db, (reader = sharedVersionReads(db)));
  return reader;
}
