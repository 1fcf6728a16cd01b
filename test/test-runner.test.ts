// scripts/test.ts (npm test) itself: what it does when PostgreSQL cannot be used.
// npm test: SQLite run only (engine-independent: every test here is sqliteRunOnly).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { ROOT, freePort } from './helpers/commands.js';
import { sqliteRunOnly } from './helpers/engines.js';
import { SQLITE_ONLY_MARK, isSqliteOnlyFile } from './helpers/sqlite-only.js';

// The runner is the same whichever engine the suite runs on: checked once, in the SQLite run.

function runner(env: Record<string, string>, args: string[] = ['test/test-runner.test.ts']) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/test.ts', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: r.status, output: r.stdout + r.stderr };
}

test(
  'under CI=true an unreachable PostgreSQL fails the run at sqliteRunOnly, saying what failed',
  sqliteRunOnly,
  async () => {
    const port = await freePort();
    const r = runner({ CI: 'true', TEST_POSTGRES_URL: `postgres://postgres:secret@127.0.0.1:${port}/test` });
    assert.equal(r.status, 1, r.output);
    assert.match(
      r.output,
      new RegExp(
        `PostgreSQL run skipped: could not connect to postgres://postgres:\\*\\*\\*@127\\.0\\.0\\.1:${port}/postgres: .*ECONNREFUSED`,
      ),
    );
    assert.match(r.output, /CI=true: both engines must run/);
    assert.doesNotMatch(r.output, /secret/, 'no password in the output');
    assert.doesNotMatch(r.output, /=== SQLite/, 'nothing ran');
  },
);

test('under CI=true skipping PostgreSQL on purpose fails too', sqliteRunOnly, () => {
  const r = runner({ CI: 'true', TEST_SKIP_POSTGRES: '1' });
  assert.equal(r.status, 1, r.output);
  assert.match(r.output, /PostgreSQL run skipped: TEST_SKIP_POSTGRES=1/);
});

test('a filter that matches no test file is refused', sqliteRunOnly, () => {
  const r = runner({}, ['no-such-test-file']);
  assert.equal(r.status, 2, r.output);
  assert.match(r.output, /no test file matches no-such-test-file/);
});

test('a file marked SQLite-only must guard every test; unmarked files run on both engines', sqliteRunOnly, () => {
  const marked = `// Pages.\n${SQLITE_ONLY_MARK} (browser tests).\nimport { test } from 'node:test';\n`;
  const browser =
    "test('a', async (t) => {\n  const ctx = await buildTestApp(t);\n  if (!canRunBrowser(t, ctx.engine)) return;\n});\n";
  const independent = "test(\n  'b',\n  sqliteRunOnly,\n  () => {},\n);\n";
  const both = "test('c', async (t) => {\n  await buildTestApp(t);\n});\n";
  assert.equal(isSqliteOnlyFile(marked + browser + independent, 'x.test.ts'), true);
  assert.equal(isSqliteOnlyFile(browser + both, 'x.test.ts'), false);
  assert.throws(
    () => isSqliteOnlyFile(marked + browser + both + independent, 'test/x.test.ts'),
    /test\/x\.test\.ts is marked .* but this test does not skip on PostgreSQL .*: test\('c'/,
  );
  assert.throws(() => isSqliteOnlyFile(`${marked}for (const n of [1, 2]) {\n  ${both}}\n`, 'y'), /test\('c'/);
  assert.throws(() => isSqliteOnlyFile(marked, 'z'), /declares no test/);
});

test('the PostgreSQL run does not start a file marked SQLite-only, and says so', sqliteRunOnly, () => {
  const r = runner(
    { TEST_POSTGRES_URL: process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    ['test/dashboard/serving.test.ts'],
  );
  assert.equal(r.status, 0, r.output);
  assert.match(r.output, /=== SQLite: 1 test files ===/);
  assert.match(r.output, /ℹ pass 2/);
  if (/PostgreSQL run skipped/.test(r.output)) return; // no server here (under CI=true the run itself fails without one)
  assert.match(
    r.output,
    /=== PostgreSQL: 0 test files ===\nNot started here, as every test of theirs skips on PostgreSQL \(marked "\/\/ npm test: SQLite run only"\): test\/dashboard\/serving\.test\.ts/,
  );
});
