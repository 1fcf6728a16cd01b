// npm test: the whole node:test suite on SQLite, then again on PostgreSQL in a database of its own
// (created and dropped here). Without a reachable PostgreSQL the second run is skipped, and says so.
// It builds dist/ first: some tests run the compiled service as operators do.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const baseUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const only = process.argv.slice(2);

function testFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
    .sort();
}

function run(label: string, env: Record<string, string | undefined>): boolean {
  const files = [...testFiles(path.join(root, 'test')), ...testFiles(path.join(root, 'src'))];
  console.log(`\n=== ${label}: ${files.length} test files ===`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...files], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return r.status === 0;
}

async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (e) {
    console.log(`\nPostgreSQL not reachable at ${baseUrl} (${(e as Error).message}): skipped the PostgreSQL run.`);
    return null;
  }
  const name = `shop_test_${process.pid}_${Date.now()}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const build = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) {
  console.error('npm test: the build (tsc -p tsconfig.build.json) failed');
  process.exit(1);
}

let ok = run('SQLite', { TEST_DATABASE_URL: undefined });
if (process.env.TEST_SKIP_POSTGRES !== '1') {
  const db = await postgresDatabase();
  if (db) {
    try {
      ok = run('PostgreSQL', { TEST_DATABASE_URL: db.url }) && ok;
    } finally {
      await db.drop();
    }
  }
}
process.exit(ok ? 0 : 1);
