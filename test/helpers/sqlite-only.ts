// Which test files npm test does not start in its PostgreSQL run (scripts/test.ts, docs/ci-time.md). A file whose every
// test skips on PostgreSQL (browser tests, engine-independent checks) still cost that run a process, the imports and,
// for most browser tests, an app built on a new database before the skip: 5–17 s of wall and about 5 s of CPU each.
// Such a file says so on a line of its own; the mark is checked against the file, so that a test added later without
// a SQLite-only guard refuses the run instead of silently never running on PostgreSQL.

/** The mark: a line of its own, followed by why. */
export const SQLITE_ONLY_MARK = '// npm test: SQLite run only';

/** How a test declares that it skips on PostgreSQL (test/helpers/engines.ts, test/dashboard/browser.ts, test/helpers/browser.ts). */
const GUARD = /\bsqliteRunOnly\b|\bcanRunBrowser\(|\bbrowserSkip\(/;

/** A test declaration at the start of a line (top level or in a loop), up to the next one. */
const DECLARATION = /^(?=[ \t]*test(?:\.\w+)?\()/m;

/**
 * True when the file is marked and every test in it is guarded; false when it is not marked. A marked file with a test
 * that would run on PostgreSQL is an error: the message names the file and the first such test.
 */
export function isSqliteOnlyFile(source: string, file: string): boolean {
  if (!source.split('\n').some((line) => line.startsWith(SQLITE_ONLY_MARK))) return false;
  const declarations = source.split(DECLARATION).slice(1);
  if (declarations.length === 0) throw new Error(`${file} is marked "${SQLITE_ONLY_MARK}" but declares no test(…)`);
  const unguarded = declarations.find((declaration) => !GUARD.test(declaration));
  if (unguarded)
    throw new Error(
      `${file} is marked "${SQLITE_ONLY_MARK}" but this test does not skip on PostgreSQL (no sqliteRunOnly or ` +
        `canRunBrowser): ${unguarded.trim().split('\n')[0]}`,
    );
  return true;
}
