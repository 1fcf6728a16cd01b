// The commands' command lines: --help everywhere, and a mistake answered with one line and the usage, never a stack trace.
// npm test: SQLite run only (engine-independent: every test here is sqliteRunOnly).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ROOT, freePort } from './helpers/commands.js';
import { sqliteRunOnly } from './helpers/engines.js';

const COMMANDS = {
  start: ['dist/main.js'],
  worker: ['dist/worker.js'],
  migrate: ['dist/migrate.js'],
  seed: ['dist/seed.js'],
  bench: ['--import', 'tsx', 'bench/run.ts'],
} as const;

function command(name: keyof typeof COMMANDS, args: string[], env: Record<string, string> = {}) {
  const dataDir = path.join(os.tmpdir(), `shop-cli-${process.pid}-never-created`);
  const child = spawn(process.execPath, [...COMMANDS[name], ...args], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${dataDir}/shop.db`,
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => {
    stdout += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

/** Exit 2, the problem on the first line, then the usage; no stack trace. */
function assertUsageError(r: { code: number | null; stderr: string }, problem: RegExp, usage: RegExp) {
  assert.equal(r.code, 2, r.stderr);
  const [first] = r.stderr.split('\n');
  assert.match(first!, problem, r.stderr);
  assert.match(r.stderr, usage);
  assert.doesNotMatch(r.stderr, /^\s+at /m, 'no stack trace');
}

test('--help on every command prints its usage and exits 0', sqliteRunOnly, async () => {
  const results = await Promise.all(
    (Object.keys(COMMANDS) as (keyof typeof COMMANDS)[]).map(
      async (name) => [name, await command(name, ['--help'])] as const,
    ),
  );
  for (const [name, r] of results) {
    assert.equal(r.code, 0, `${name}: ${r.stderr}`);
    assert.match(r.stdout, /^Usage: npm (start|run \w+)/, name);
  }
});

test(
  'unknown or valueless flags, bad values and a bad DATABASE_URL: one line naming the problem, the usage, exit 2',
  sqliteRunOnly,
  async () => {
    const [unknown, valueless, count, badUrl, migrateUrl, startFlag, benchFlag, benchValue] = await Promise.all([
      command('seed', ['--prodcts', '5']),
      command('seed', ['--products']),
      command('seed', ['--orders', 'many']),
      command('seed', [], { DATABASE_URL: 'mysql://localhost/shop' }),
      command('migrate', [], { DATABASE_URL: 'shop.db' }),
      command('start', ['--port', '8080']),
      command('bench', ['--request', '5']),
      command('bench', ['--requests', 'lots']),
    ]);
    const seedUsage = /Usage: npm run seed/;
    assertUsageError(unknown, /Unknown option '--prodcts'/, seedUsage);
    assertUsageError(valueless, /--products/, seedUsage);
    assertUsageError(count, /--orders must be a whole number .*"many"/, seedUsage);
    assertUsageError(badUrl, /DATABASE_URL/, seedUsage);
    assertUsageError(migrateUrl, /DATABASE_URL/, /Usage: npm run migrate/);
    assertUsageError(startFlag, /Unknown option '--port'/, /Usage: npm start/);
    assertUsageError(benchFlag, /Unknown option '--request'/, /Usage: npm run bench/);
    assertUsageError(benchValue, /--requests must be a whole number .*"lots"/, /Usage: npm run bench/);
  },
);

test('an unreachable database: one line saying so, exit 1', sqliteRunOnly, async () => {
  const url = `postgres://postgres@127.0.0.1:${await freePort()}/shop`;
  for (const r of await Promise.all([
    command('migrate', [], { DATABASE_URL: url }),
    command('seed', [], { DATABASE_URL: url }),
  ])) {
    assert.equal(r.code, 1, r.stderr);
    assert.match(
      r.stderr.trim(),
      /^((Migration|Seeding) failed|Cannot use the database postgres:\/\/postgres@127\.0\.0\.1:\d+\/shop): connect ECONNREFUSED 127\.0\.0\.1:\d+( \(ECONNREFUSED\))?$/,
    );
  }
});
