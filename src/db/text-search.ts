// Candidate rows for a text search over a trigram-indexed table (migrations 0012, 0019), chosen per engine.
// The answer is a superset: callers check the columns themselves on the candidates.
import { sql, type AliasedRawBuilder, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { TextIndex } from './dialect.js';

/** Trigram indexes cannot narrow a search for fewer characters than three. */
export const TRIGRAM = 3;
/** Trigrams looked up per word: enough to narrow to a few rows, few enough that each doclist read is short. */
const PICK = 3;
/** Rows sampled to rank trigrams by how common they are, and how long that ranking is reused. */
const SAMPLE_WINDOWS = 10;
const SAMPLE_WINDOW = 200;
const STATS_TTL_MS = 3_600_000;

/** Joins the lowered columns in PostgreSQL's `${table}_search.text` (migrations 0012, 0019). */
export const SEPARATOR = '\u001f';

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** An FTS5 phrase: the text between double quotes, its own doubled. */
export const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** PostgreSQL: the search table's lowered text holds the word. */
export const searchTextHolds = (word: string): RawBuilder<unknown> =>
  sql`text like '%' || lower(${escapeLike(word)}) || '%' escape '\\'`;

/** The lowest and highest id of a table, in two queries: SQLite reads min(id) or max(id) off the key only when each is alone. */
export async function idRange(db: Kysely<any>, table: string): Promise<{ lo: number; hi: number } | null> {
  const end = async (fn: 'min' | 'max') =>
    (await sql<{ id: number | null }>`select ${sql.raw(fn)}(id) as id from ${sql.table(table)}`.execute(db)).rows[0]
      ?.id ?? null;
  const [lo, hi] = await Promise.all([end('min'), end('max')]);
  return lo === null || hi === null ? null : { lo: Number(lo), hi: Number(hi) };
}

interface Stats {
  at: number;
  docs: Map<string, number>;
}

const statsByDb = new WeakMap<Kysely<any>, Map<string, Stats>>();

function trigrams(text: string): string[] {
  const chars = [...text];
  const out = new Set<string>();
  for (let i = 0; i + TRIGRAM <= chars.length; i++) out.add(chars.slice(i, i + TRIGRAM).join(''));
  return [...out];
}

/**
 * How many sampled rows hold each trigram, in any of the index's columns: ten ranges of 200 ids spread over
 * the table, reread hourly. Only the ranking matters; a trigram absent from the sample counts as rarest.
 */
async function sampledStats(db: Kysely<any>, index: TextIndex): Promise<Stats> {
  const perTable = statsByDb.get(db) ?? new Map<string, Stats>();
  statsByDb.set(db, perTable);
  const cached = perTable.get(index.table);
  if (cached && Date.now() - cached.at < STATS_TTL_MS) return cached;
  const { lo, hi } = (await idRange(db, index.table)) ?? { lo: 0, hi: 0 };
  const step = Math.max(SAMPLE_WINDOW, Math.floor((hi - lo + 1) / SAMPLE_WINDOWS));
  const ranges = Array.from(
    { length: SAMPLE_WINDOWS },
    (_, i) => sql`id between ${lo + i * step} and ${lo + i * step + SAMPLE_WINDOW - 1}`,
  );
  const columns = sql.join(index.columns.map((c) => sql`coalesce(${sql.ref(c)}, '')`));
  const rows = (
    await sql<
      Record<string, string>
    >`select ${columns} from ${sql.table(index.table)} where ${sql.join(ranges, sql` or `)}`.execute(db)
  ).rows;
  const docs = new Map<string, number>();
  for (const row of rows) {
    const seen = new Set(Object.values(row).flatMap((v) => trigrams(String(v).toLowerCase())));
    for (const t of seen) docs.set(t, (docs.get(t) ?? 0) + 1);
  }
  const stats = { at: Date.now(), docs };
  perTable.set(index.table, stats);
  return stats;
}

/** Words the sampled trigram ranking applies to (JavaScript's case folding matches the indexes' for them). */
const ASCII = /^[\x20-\x7e]+$/;

/**
 * Up to PICK trigrams of the runs of a word, rarest in the sample first, each run's rarest before any other: in
 * "fuchs.648" the three rarest were all in the common surname (10,000 candidates, 0.5 s on PostgreSQL) while
 * "648" alone narrowed it to 105.
 */
function rarestTrigrams(runs: string[], stats: Stats): string[] {
  const rarity = (a: string, b: string) => (stats.docs.get(a) ?? 0) - (stats.docs.get(b) ?? 0);
  const ranked = runs.map((run) => trigrams(run).sort(rarity)).filter((grams) => grams.length > 0);
  const firsts = ranked.map((grams) => grams[0]!).sort(rarity);
  const rest = ranked.flatMap((grams) => grams.slice(1)).sort(rarity);
  return [...new Set([...firsts, ...rest])].slice(0, PICK);
}

/**
 * SQLite: an FTS5 query over the table's trigram index. A phrase query reads the doclist of every trigram in
 * the word, and the common ones ("com", "@ex", "ann") list most of the table: an e-mail took 0.5 s at a
 * million orders. An ASCII word is therefore looked up by its three rarest trigrams in a sample of the table
 * (an AND of three short doclists, under 5 ms); a shorter or non-ASCII word as a phrase (the tokenizer's case
 * folding then decides, not JavaScript's). Words under three characters cannot use the index.
 */
export async function sqliteCandidates(
  db: Kysely<any>,
  index: TextIndex,
  words: string[],
): Promise<RawBuilder<{ id: number }> | null> {
  const usable = words.filter((w) => [...w].length >= TRIGRAM);
  if (usable.length === 0) return null;
  const stats = usable.some((w) => ASCII.test(w)) ? await sampledStats(db, index) : null;
  const columns = `{${index.columns.join(' ')}}`;
  const parts = usable.map((word) => {
    if (!stats || !ASCII.test(word) || trigrams(word.toLowerCase()).length <= PICK)
      return `${columns} : ${ftsPhrase(word)}`;
    // One run: the trigram tokenizer keeps punctuation, so "s.6" is as good a trigram as any.
    return `${columns} : (${rarestTrigrams([word.toLowerCase()], stats).map(ftsPhrase).join(' AND ')})`;
  });
  const search = `${index.table}_search`;
  return sql`select rowid as id from ${sql.table(search)} where ${sql.table(search)} match ${parts.join(' AND ')}`;
}

/**
 * PostgreSQL: rows of the narrow search table whose text holds every word, through pg_trgm's GIN index. A word with
 * the column separator in it is left to the caller's check. Given a whole word, pg_trgm reads the posting list of
 * each of its trigrams, and the common ones ("exa", "com") list nearly every row: an e-mail took 124 ms at a
 * million orders. As on SQLite, an ASCII word is therefore looked up by three of its rarest trigrams (letters and
 * digits only: pg_trgm drops other characters, so `%s.6%` would give it nothing to look up), each as its own LIKE;
 * the callers' column checks then drop the rows that hold the three but not the word. The ids come as
 * `unnest(array(…))`: the planner cannot estimate the LIKE and, given a plain subquery, hash-joined it against a scan of every customer with the callers' ILIKE
 * checks (0.4 s); an array it takes for a few rows and reads the candidates by primary key.
 */
export async function postgresCandidates(
  db: Kysely<any>,
  index: TextIndex,
  words: string[],
): Promise<RawBuilder<{ id: number }> | null> {
  const usable = words.filter((w) => w.length > 0 && !w.includes(SEPARATOR));
  if (usable.length === 0) return null;
  const stats = usable.some((w) => ASCII.test(w)) ? await sampledStats(db, index) : null;
  const conditions = usable.flatMap((word) => {
    if (!stats || !ASCII.test(word)) return [searchTextHolds(word)];
    const picked = rarestTrigrams(word.toLowerCase().split(/[^a-z0-9]+/), stats);
    return picked.length === 0 ? [searchTextHolds(word)] : picked.map(searchTextHolds);
  });
  return sql`select unnest(array(select id from ${sql.table(`${index.table}_search`)} where ${sql.join(conditions, sql` and `)})) as id`;
}

/** Candidates plus the ids another query selects (one set, so both engines read it as one list). */
export function withIds(
  candidates: RawBuilder<{ id: number }>,
  ids: Expression<{ id: number }>,
): RawBuilder<{ id: number }> {
  // The query comes parenthesized, which SQLite refuses as a member of a union, hence the derived table.
  return sql<{ id: number }>`${candidates} union select id from ${ids} as named`;
}

/** `column in (candidates)`. */
export function inCandidates(column: Expression<unknown>, candidates: RawBuilder<{ id: number }>): Expression<SqlBool> {
  return sql<SqlBool>`${column} in (${candidates})`;
}

/** The candidates as a table to select from, `(…) as alias`. */
export function candidateTable<A extends string>(
  candidates: RawBuilder<{ id: number }>,
  alias: A,
): AliasedRawBuilder<{ id: number }, A> {
  return sql<{ id: number }>`(${candidates})`.as(alias);
}
