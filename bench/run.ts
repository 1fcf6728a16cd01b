// npm run bench [-- --postgres URL] [--products N] [--customers N] [--orders N] [--requests N] [--duration S] [--connections C]
// Seeds a fresh database (SQLite in a temp DATA_DIR; with --postgres or BENCH_DATABASE_URL also a PostgreSQL database
// created on that server and dropped afterwards), serves the app in-process on a random loopback port, and times
// the catalogue's read endpoints. Prints a table; writes nothing outside the temp directory.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.js';
import { withAppSecret } from '../src/modules/instance/app-secret.js';
import { openDatabase } from '../src/db/open.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createServices } from '../src/services.js';
import { buildApp } from '../src/app.js';
import { seedDatabase } from '../src/seed/seed-database.js';

const { values } = parseArgs({
  options: {
    postgres: { type: 'string' },
    products: { type: 'string', default: '100000' },
    customers: { type: 'string', default: '5000' },
    orders: { type: 'string', default: '20000' },
    seed: { type: 'string', default: '1' },
    requests: { type: 'string', default: '2000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '1' },
  },
});

function whole(name: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  return n;
}

const size = {
  products: whole('products', values.products, 1, 2_000_000),
  customers: whole('customers', values.customers, 0, 1_000_000),
  orders: whole('orders', values.orders, 0, 2_000_000),
  seed: whole('seed', values.seed, 0, 0xffffffff),
};
// Bounded load: at most this many requests and seconds per endpoint, loopback only.
const load = {
  requests: whole('requests', values.requests, 1, 100_000),
  durationMs: whole('duration', values.duration, 1, 120) * 1000,
  connections: whole('connections', values.connections, 1, 64),
  warmup: 50,
};
const postgresServer = values.postgres ?? process.env.BENCH_DATABASE_URL;

const ADMIN_EMAIL = 'bench-admin@example.com';
const ADMIN_PASSWORD = `Bench-${crypto.randomBytes(9).toString('base64url')}1a`;
const quiet = { info() {}, warn() {} };
const SEARCH_WORD = 'merino';

interface Endpoint {
  label: string;
  path: string;
  auth: 'platform' | 'admin' | 'none';
}

function endpoints(productId: number): Endpoint[] {
  return [
    { label: 'v1 products, page 1', path: '/api2/v1/products?page=1&per_page=50', auth: 'platform' },
    { label: 'v1 products, page 1500', path: '/api2/v1/products?page=1500&per_page=50', auth: 'platform' },
    { label: `v1 products, search=${SEARCH_WORD}`, path: `/api2/v1/products?search=${SEARCH_WORD}`, auth: 'platform' },
    { label: 'v1 product detail', path: `/api2/v1/products/${productId}`, auth: 'platform' },
    { label: `admin search q=${SEARCH_WORD}`, path: `/api2/admin/products/search?q=${SEARCH_WORD}`, auth: 'admin' },
    { label: 'admin product detail', path: `/api2/admin/products/${productId}`, auth: 'admin' },
    { label: 'store products', path: '/api2/store/products', auth: 'none' },
    { label: 'v1 inventory low-stock', path: '/api2/v1/inventory/low-stock', auth: 'platform' },
    { label: 'v1 categories', path: '/api2/v1/categories', auth: 'platform' },
    { label: 'v1 orders, page 1', path: '/api2/v1/orders?page=1&per_page=50', auth: 'platform' },
    { label: 'admin customers, page 1', path: '/api2/admin/customers?page=1&limit=50', auth: 'admin' },
  ];
}

interface LoadResult {
  firstStatus: number;
  latencies: number[];
  statuses: Record<string, number>;
  elapsedMs: number;
  error?: string;
}

/** The load generator in a worker thread: one endpoint at a time. */
function createLoadClient() {
  const worker = new Worker(new URL('./load-client.mjs', import.meta.url));
  let pending: { resolve(r: LoadResult): void; reject(e: Error): void } | null = null;
  worker.on('message', (m: LoadResult) => (m.error ? pending?.reject(new Error(m.error)) : pending?.resolve(m)));
  worker.on('error', (e) => pending?.reject(e));
  return {
    run: (url: string, headers: Record<string, string>) =>
      new Promise<LoadResult>((resolve, reject) => {
        pending = { resolve, reject };
        worker.postMessage({ url, headers, ...load });
      }),
    close: () => worker.terminate(),
  };
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** A database of its own on the given server, dropped afterwards (as scripts/test.ts does). */
async function createPostgresDatabase(serverUrl: string) {
  const name = `shop_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function credentials(base: string, origin: string) {
  const login = await fetch(`${base}/api2/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`admin login: ${login.status} ${await login.text()}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const me = await fetch(`${base}/api2/admin/me`, { headers: { cookie } });
  const { csrfToken } = (await me.json()) as { csrfToken: string };
  const key = await fetch(`${base}/api2/admin/api-keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin, 'x-csrf-token': csrfToken },
    body: JSON.stringify({ name: 'benchmark', permission: 'read' }),
  });
  if (key.status !== 201) throw new Error(`API key: ${key.status} ${await key.text()}`);
  return { cookie, apiKey: ((await key.json()) as { key: string }).key };
}

const mb = (bytes: number) => `${Math.round(bytes / 1048576)}`;

async function benchEngine(engine: 'sqlite' | 'postgres'): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const pgDatabase = engine === 'postgres' ? await createPostgresDatabase(postgresServer!) : null;
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: pgDatabase?.url ?? `sqlite:${path.join(dataDir, 'shop.db')}`,
      APP_SECRET: crypto.randomBytes(32).toString('hex'),
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://127.0.0.1:3000',
      COOKIE_SECURE: 'false',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      // The per-key limit (600 a minute) would answer most of the benchmark with 429.
      PLATFORM_RATE_LIMIT: '0',
      WEBHOOK_DELIVERY: 'external',
      LOG_LEVEL: 'silent',
    });
    const database = openDatabase(config.databaseUrl);
    try {
      await migrateToLatest(database.db);
      console.log(`\n== ${engine}: seeding ${size.products} products, ${size.customers} customers, ${size.orders} orders (seed ${size.seed})`);
      const seedStart = performance.now();
      let lastPhase = '';
      await seedDatabase(database.db, {
        ...size,
        dataDir,
        progress: (phase, done, total) => {
          if (phase !== lastPhase || done === total) console.log(`   ${phase} ${done}/${total} at ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
          lastPhase = phase;
        },
      });
      console.log(`   seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
      // The state a database settles in after a bulk load: planner statistics, and on PostgreSQL the visibility map
      // that index-only scans need (autovacuum gets there within minutes; SQLite never analyzes on its own).
      await (engine === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(database.db);

      const services = createServices({ config: await withAppSecret(config, database.db), database, logger: quiet });
      await services.adminUsers.ensureFirstAdmin(config.adminEmail, config.adminPassword);
      const app = await buildApp({ config, services });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const client = createLoadClient();
      try {
        const { cookie, apiKey } = await credentials(base, new URL(config.publicUrl).origin);
        // A product from the middle of the catalogue: neither the first rows of a table nor its last.
        const probe = await database.db.selectFrom('products').select('id').where('status', '=', 'active').orderBy('id')
          .offset(Math.floor(size.products / 2)).limit(1).executeTakeFirst() ?? { id: 1 };
        const headers = { none: {}, platform: { authorization: `Bearer ${apiKey}` }, admin: { cookie } };

        console.log(`\n${engine}: ${load.connections} connection(s), up to ${load.requests} requests or ${load.durationMs / 1000} s per endpoint after ${load.warmup} warm-up requests`);
        const rows: string[][] = [];
        for (const e of endpoints(probe.id)) {
          const r = await client.run(base + e.path, headers[e.auth]);
          const sorted = [...r.latencies].sort((a, b) => a - b);
          const ms = (v: number) => v.toFixed(2);
          const statuses = Object.entries(r.statuses).map(([s, n]) => (Object.keys(r.statuses).length > 1 ? `${s}×${n}` : s)).join(' ');
          rows.push([e.label, statuses || String(r.firstStatus), String(sorted.length), ms(percentile(sorted, 50)), ms(percentile(sorted, 95)), ms(percentile(sorted, 99)),
            (sorted.length / (r.elapsedMs / 1000)).toFixed(0), mb(process.memoryUsage().rss)]);
        }
        printTable(['endpoint', 'status', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'RSS MB'], rows);
      } finally {
        await client.close();
        await app.close();
        services.mailer.close();
      }
    } finally {
      await database.close();
    }
  } finally {
    await pgDatabase?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(head: string[], rows: string[][]): void {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}

console.log(`Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), ${mb(os.totalmem())} MB RAM`);
await benchEngine('sqlite');
if (postgresServer) await benchEngine('postgres');
else console.log('\n(PostgreSQL skipped: pass --postgres postgres://user@host:5432/db or set BENCH_DATABASE_URL; a database of its own is created there and dropped.)');
