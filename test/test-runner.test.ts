// scripts/test.ts (npm test) itself: what it does when PostgreSQL cannot be used.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { ROOT, freePort } from './helpers/commands.js';
import { sqliteRunOnly } from './helpers/engines.js';

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
