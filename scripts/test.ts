// npm test: the whole node:test suite on SQLite, then again on PostgreSQL in a database of its own,
// created (through the `postgres` database every server has) and dropped here. Without a usable
// PostgreSQL the second run is skipped and the reason said; under CI=true that is a failure, so CI
// cannot go green on one engine. It builds dist/ first: some tests run the compiled service.
// The tests themselves run as JavaScript: esbuild (the transform tsx uses) writes src/, test/, the client package and the dashboard's .ts modules
// to a directory of the run's own under .test-build/ in about a second. Under tsx every test process spent about a
// second more of CPU, loading modules through tsx's loader thread (docs/benchmarks.md "Test suite").
// The two engines run at the same time (much of a run is waiting on sockets, timers and PostgreSQL, so together they
// take about what the longer one takes alone); the PostgreSQL run's report is printed when the SQLite run's is done.
// Files start longest first by test/file-times.json; each run writes its own times to test-output/file-times.json and
// prints its longest files (docs/ci-time.md). Files marked "// npm test: SQLite run only" (browser tests, engine-independent
// checks: every test of theirs skips on PostgreSQL) are not started in the PostgreSQL run (test/helpers/sqlite-only.ts).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build as transpile } from 'esbuild';
import pg from 'pg';
import { SQLITE_ONLY_MARK, isSqliteOnlyFile } from '../test/helpers/sqlite-only.js';

const root = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ci = process.env.CI === 'true';
const only = process.argv.slice(2);

function typescriptFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.d.ts'))
    .map((e) => path.join(e.parentPath, e.name));
}

const testFiles = (dir: string) =>
  typescriptFiles(dir)
    .filter((f) => f.endsWith('.test.ts'))
    .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
    .sort();

const files = [...testFiles(path.join(root, 'test')), ...testFiles(path.join(root, 'src'))];
if (files.length === 0) {
  // node --test without files would search for tests by its own rules instead.
  console.error(`npm test: no test file matches ${only.join(', ')}`);
  process.exit(2);
}

let sqliteOnly: string[];
try {
  sqliteOnly = files.filter((f) => isSqliteOnlyFile(fs.readFileSync(f, 'utf8'), path.relative(root, f)));
} catch (e) {
  console.error(`npm test: ${(e as Error).message}`);
  process.exit(2);
}
const postgresFiles = files.filter((f) => !sqliteOnly.includes(f));

interface Run {
  ok: boolean;
  /** The report, when it was collected rather than printed as it came. */
  output: string;
}

/** Writes the JavaScript of the sources beside one another as in the project (relative imports hold) under `out`. */
async function compile(out: string): Promise<void> {
  const sources = ['src', 'test', 'packages/client/src', 'packages/admin/src'].flatMap((dir) =>
    typescriptFiles(path.join(root, dir)),
  );
  await transpile({
    entryPoints: sources,
    outdir: out,
    outbase: root,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

type Engine = 'sqlite' | 'postgres';
type FileTimes = Record<Engine, Record<string, number>>;

/** Seconds per test file and engine of a measured run: test/file-times.json, a copy of a run's test-output/file-times.json. */
const TIMES = path.join(root, 'test/file-times.json');
const OUTPUT_TIMES = path.join(root, 'test-output/file-times.json');

/**
 * The files longest first, so that no long file starts near the end while the others are done (the runner starts them
 * in the order given); files without a time (new ones) before them all, as they may be long.
 */
function longestFirst(engine: Engine, selected: string[]): string[] {
  const times: Partial<FileTimes> = fs.existsSync(TIMES)
    ? (JSON.parse(fs.readFileSync(TIMES, 'utf8')) as FileTimes)
    : {};
  const seconds = (f: string) => times[engine]?.[path.relative(root, f)] ?? Infinity;
  return [...selected].sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b));
}

interface Measured {
  file: string;
  wallMs: number;
  cpuMs: number;
}

/** What test/helpers/file-times.ts wrote for each file of a run, by source file. */
function measured(timesFile: string, out: string): Measured[] {
  if (!fs.existsSync(timesFile)) return [];
  return fs
    .readFileSync(timesFile, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Measured)
    .map((m) => ({ ...m, file: path.relative(out, m.file).replace(/\.js$/, '.ts') }));
}

function run(
  label: string,
  engine: Engine,
  selected: string[],
  out: string,
  env: Record<string, string | undefined>,
  collect: boolean,
  concurrency: number,
): Promise<Run & { times: Measured[] }> {
  const left = files.filter((f) => !selected.includes(f)).map((f) => path.relative(root, f));
  const heading =
    `\n=== ${label}: ${selected.length} test files ===\n` +
    (left.length
      ? `Not started here, as every test of theirs skips on ${label} (marked "${SQLITE_ONLY_MARK}"): ${left.join(', ')}\n`
      : '');
  if (!collect) process.stdout.write(heading);
  // node --test without files would search for tests by its own rules.
  if (selected.length === 0) return Promise.resolve({ ok: true, output: collect ? heading : '', times: [] });
  const compiled = longestFirst(engine, selected).map((f) =>
    path.join(out, path.relative(root, f)).replace(/\.ts$/, '.js'),
  );
  const timesFile = path.join(out, `file-times-${engine}.jsonl`);
  const child = spawn(
    process.execPath,
    [
      '--enable-source-maps',
      `--import=${path.join(out, 'test/helpers/file-times.js')}`,
      '--test',
      `--test-concurrency=${concurrency}`,
      '--test-reporter=spec',
      ...compiled,
    ],
    {
      cwd: root,
      stdio: collect ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env, TEST_TIMES_FILE: timesFile },
    },
  );
  let output = collect ? heading : '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ ok: code === 0, output, times: measured(timesFile, out) })),
  );
}

/** The longest files of the run and the sum of their CPU time, the figures to watch as the suite grows (docs/ci-time.md). */
function timesSummary(label: string, times: Measured[]): string {
  const cpu = times.reduce((sum, m) => sum + m.cpuMs, 0);
  const longest = [...times]
    .sort((a, b) => b.wallMs - a.wallMs)
    .slice(0, 5)
    .map((m) => `  ${(m.wallMs / 1000).toFixed(1)} s (CPU ${(m.cpuMs / 1000).toFixed(1)} s) ${m.file}`);
  return [`${label}: ${times.length} test processes, CPU ${(cpu / 1000).toFixed(0)} s; the longest:`, ...longest].join(
    '\n',
  );
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const redacted = (url: URL) => url.toString().replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

/** The run's own database, or why there is none. */
async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | string> {
  // Whatever database TEST_POSTGRES_URL names, the run's own is created from `postgres`, which every server has.
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const name = `shop_test_${process.pid}_${Date.now()}`;
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (e) {
    return `could not connect to ${redacted(admin)}: ${(e as Error).message}`;
  }
  try {
    await client.query(`create database ${name}`);
  } catch (e) {
    return `connected to ${redacted(admin)}, but could not create a database (${(e as Error).message}); the user needs CREATEDB`;
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      // With it the test databases (the tests keep theirs: TEST_KEEP_DATABASES) and their template (test/helpers/app.ts).
      const own = await c.query('select datname from pg_database where datname = $1 or datname like $2', [
        name,
        `${name}\\_%`,
      ]);
      await c.end();
      // Each DROP DATABASE waits for a checkpoint; dropped eight at a time, one checkpoint serves several.
      const names = (own.rows as { datname: string }[]).map((row) => row.datname);
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          const dropper = new pg.Client({ connectionString: admin.toString() });
          await dropper.connect();
          for (let next = names.pop(); next; next = names.pop())
            await dropper.query(`drop database if exists ${next} with (force)`);
          await dropper.end();
        }),
      );
    },
  };
}

// Settled before anything runs, so a CI run without PostgreSQL fails at once rather than after the SQLite run.
const db = process.env.TEST_SKIP_POSTGRES === '1' ? 'TEST_SKIP_POSTGRES=1' : await postgresDatabase();
if (typeof db === 'string') {
  console.log(`\nPostgreSQL run skipped: ${db}.`);
  if (ci) {
    console.error('CI=true: both engines must run; failing.');
    process.exit(1);
  }
}

const build = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
  { cwd: root, stdio: 'inherit' },
);
let ok = build.status === 0;
if (!ok) console.error('npm test: the build (tsc -p tsconfig.build.json) failed');
// Inside the project, so that the compiled files find node_modules as the sources do; one directory per run, named
// after its process. A run cut short by a signal removes its own; one killed outright is removed by a later run.
const builds = path.join(root, '.test-build');
fs.mkdirSync(builds, { recursive: true });
for (const name of fs.readdirSync(builds)) {
  if (!isRunning(Number(name.split('-')[0]))) fs.rmSync(path.join(builds, name), { recursive: true, force: true });
}
const out = fs.mkdtempSync(path.join(builds, `${process.pid}-`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    fs.rmSync(out, { recursive: true, force: true });
    process.exit(128 + os.constants.signals[signal]);
  });
}
try {
  if (ok) {
    await compile(out);
    // PostgreSQL's files spend most of their time waiting on the server (a full run used about one core of two),
    // so it runs more of them at once. SQLite's run became the longer one (1,017 s against 905 s at 2 and 4 files at
    // a time, its test times summing to 1,232 s): three files at a time. With the browser files no longer started in
    // the PostgreSQL run (23 files, 252 s of its 2,944 s of walls), that run would end minutes before the SQLite run
    // (by test/file-times.json, 2,690 s of walls at 4 against 2,538 s at 3), which then went on alone on a machine
    // used at about half: four files at a time each (docs/ci-time.md).
    const postgres =
      typeof db === 'string'
        ? null
        : run(
            'PostgreSQL',
            'postgres',
            postgresFiles,
            out,
            { TEST_DATABASE_URL: db.url, TEST_KEEP_DATABASES: '1' },
            true,
            4,
          );
    const sqlite = await run('SQLite', 'sqlite', files, out, { TEST_DATABASE_URL: undefined }, false, 4);
    ok = sqlite.ok;
    const done = await postgres;
    if (done) {
      process.stdout.write(done.output);
      ok = done.ok && ok;
    }
    const summaries = [timesSummary('SQLite', sqlite.times), ...(done ? [timesSummary('PostgreSQL', done.times)] : [])];
    process.stdout.write(`\n${summaries.join('\n')}\n`);
    // A whole run's times, for test/file-times.json: a filtered run's would leave out most files.
    if (only.length === 0) {
      const seconds = (times: Measured[]) =>
        Object.fromEntries(times.map((m) => [m.file, Math.round(m.wallMs / 100) / 10]));
      fs.mkdirSync(path.dirname(OUTPUT_TIMES), { recursive: true });
      fs.writeFileSync(
        OUTPUT_TIMES,
        `${JSON.stringify({ sqlite: seconds(sqlite.times), postgres: seconds(done?.times ?? []) }, null, 2)}\n`,
      );
    }
  }
} finally {
  fs.rmSync(out, { recursive: true, force: true });
  if (typeof db !== 'string') await db.drop();
}
if (typeof db === 'string') console.log(`\nPostgreSQL run skipped: ${db}.`);
process.exit(ok ? 0 : 1);
