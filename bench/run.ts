// npm run bench [-- --scale catalogue|orders] [--postgres URL] [--products N] [--customers N] [--orders N] [--requests N]
//                  [--duration S] [--connections C] [--reuse-sqlite DIR] [--reuse-postgres URL]
// Seeds a fresh database (SQLite in a temp DATA_DIR; with --postgres or BENCH_DATABASE_URL also a PostgreSQL database
// created on that server and dropped afterwards), serves the app in-process on a random loopback port, and times
// the read endpoints of the scale: the catalogue's, or (orders) the order and customer lists, searches, details and
// the CSV export. Prints a table; writes nothing outside the temp directory, except into a --reuse-* database.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { percentile } from './percentile.js';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { withAppSecret } from '../src/modules/instance/app-secret.js';
import { openDatabase } from '../src/db/open.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createServices } from '../src/services.js';
import { openMediaStorage } from '../src/modules/media/media-storage.js';
import { buildApp } from '../src/app.js';
import { seedDatabase } from '../src/seed/seed-database.js';
import type { Db } from '../src/db/open.js';
import { usageError } from '../src/cli.js';

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        scale: { type: 'string', default: 'catalogue' },
        postgres: { type: 'string' },
        'reuse-sqlite': { type: 'string' },
        'reuse-postgres': { type: 'string' },
        only: { type: 'string' },
        products: { type: 'string' },
        customers: { type: 'string' },
        orders: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
        seed: { type: 'string', default: '1' },
        requests: { type: 'string', default: '2000' },
        duration: { type: 'string', default: '10' },
        connections: { type: 'string', default: '1' },
      },
    });
  } catch (e) {
    return usageError((e as Error).message, 'Usage: npm run bench -- [options] (--help lists them)');
  }
})();

function whole(name: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max)
    usageError(`--${name} must be a whole number from ${min} to ${max}, got "${value}"`, HELP);
  return n;
}

const HELP = `Usage: npm run bench -- [options]

  --scale catalogue|orders  catalogue: 100,000 products, 5,000 customers, 20,000 orders and the catalogue reads (default);
                            orders: 100,000 products, 100,000 customers, 1,000,000 orders and the order and customer reads
  --products N, --customers N, --orders N   override the scale's sizes
  --postgres URL            also run on PostgreSQL (a database of its own is created on that server and dropped)
  --reuse-sqlite DIR        SQLite: use the database seeded in DIR (npm run seed with DATA_DIR=DIR) instead of seeding
  --reuse-postgres URL      PostgreSQL: use this seeded database instead of creating one (it is migrated and gets an admin and a key)
  --only sqlite|postgres    run on one engine only
  --requests N, --duration S, --connections C   load per endpoint (default 2000 requests or 10 s, 1 connection)
  --seed S                  seed of the generated data (default 1)`;

if (values.help) {
  console.log(HELP);
  process.exit(0);
}
const SCALES = {
  catalogue: { products: '100000', customers: '5000', orders: '20000' },
  orders: { products: '100000', customers: '100000', orders: '1000000' },
} as const;
if (!(values.scale in SCALES)) usageError(`--scale must be catalogue or orders, got "${values.scale}"`, HELP);
const scale = values.scale as keyof typeof SCALES;
const size = {
  products: whole('products', values.products ?? SCALES[scale].products, 1, 2_000_000),
  customers: whole('customers', values.customers ?? SCALES[scale].customers, 0, 1_000_000),
  orders: whole('orders', values.orders ?? SCALES[scale].orders, 0, 2_000_000),
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

// A new admin per run, so a reused database (which has admins already) takes it too.
const ADMIN_EMAIL = `bench-admin-${crypto.randomBytes(4).toString('hex')}@example.com`;
const ADMIN_PASSWORD = `Bench-${crypto.randomBytes(9).toString('base64url')}1a`;
const quiet = { info() {}, warn() {} };
const SEARCH_WORD = 'merino';

interface Endpoint {
  label: string;
  /** Taken in turn, request after request: several stand for "a random page". */
  paths: string[];
  auth: 'platform' | 'admin' | 'none';
}

const one = (label: string, path: string, auth: Endpoint['auth']): Endpoint => ({ label, paths: [path], auth });

function catalogueEndpoints(productId: number): Endpoint[] {
  return [
    one('v1 products, page 1', '/api2/v1/products?page=1&per_page=50', 'platform'),
    one('v1 products, page 1500', '/api2/v1/products?page=1500&per_page=50', 'platform'),
    one(`v1 products, search=${SEARCH_WORD}`, `/api2/v1/products?search=${SEARCH_WORD}`, 'platform'),
    one('v1 product detail', `/api2/v1/products/${productId}`, 'platform'),
    one(`admin search q=${SEARCH_WORD}`, `/api2/admin/products/search?q=${SEARCH_WORD}`, 'admin'),
    one('admin product detail', `/api2/admin/products/${productId}`, 'admin'),
    one('store products', '/api2/store/products', 'none'),
    one('v1 inventory low-stock', '/api2/v1/inventory/low-stock', 'platform'),
    one('v1 categories', '/api2/v1/categories', 'platform'),
    one('v1 orders, page 1', '/api2/v1/orders?page=1&per_page=50', 'platform'),
    one('admin customers, page 1', '/api2/admin/customers?page=1&limit=50', 'admin'),
  ];
}

/** Values the order scale's URLs need, read from the seeded database. */
interface OrderProbes {
  productId: number;
  orders: number;
  customers: number;
  /** A guest's e-mail, a registered customer's first and last name and id, a guest's id, an order number, a day with orders. */
  guestEmail: string;
  firstName: string;
  lastName: string;
  customerId: number;
  guestId: number;
  orderNumber: number;
  day: string;
  paymentMethod: string;
}

/** Twenty page numbers spread over 1..pages, the same in every run. */
const spread = (pages: number) =>
  Array.from({ length: 20 }, (_, i) => 1 + Math.floor((((i * 7919) % 20) / 20) * pages));

function orderEndpoints(p: OrderProbes): Endpoint[] {
  const q = (params: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const orders = (params: Record<string, string | number>) => `/api2/admin/orders?${q(params)}`;
  const sorts = ['createdAt', 'totalAmount', 'orderNumber', 'status', 'customerName'].flatMap((by) =>
    ['asc', 'desc'].map((order) => [by, order] as const),
  );
  const emailPart = p.guestEmail.split('@')[0]!;
  return [
    one('admin orders, page 1', orders({ limit: 50 }), 'admin'),
    {
      label: 'admin orders, 20 pages spread over all',
      paths: spread(Math.ceil(p.orders / 50)).map((page) => orders({ limit: 50, page })),
      auth: 'admin',
    },
    one('admin orders, search=<e-mail>', orders({ search: p.guestEmail }), 'admin'),
    one(
      'admin orders, search=<part of an e-mail>',
      orders({ search: emailPart.slice(0, Math.max(3, emailPart.length - 2)) }),
      'admin',
    ),
    one('admin orders, search=<first last>', orders({ search: `${p.firstName} ${p.lastName}` }), 'admin'),
    one('admin orders, search=<order number>', orders({ search: p.orderNumber }), 'admin'),
    one(
      'admin orders, status=shipped&minAmount=50, by amount asc',
      orders({ status: 'shipped', minAmount: 50, sortBy: 'totalAmount', sortOrder: 'asc' }),
      'admin',
    ),
    one(
      'admin orders, paymentMethod & orderSource',
      orders({ paymentMethod: p.paymentMethod, orderSource: 'phone' }),
      'admin',
    ),
    one('admin orders, one day, status=paid', orders({ dateFrom: p.day, dateTo: p.day, status: 'paid' }), 'admin'),
    one('admin orders, amount 20–30, tag 1', orders({ minAmount: 20, maxAmount: 30, tagId: 1 }), 'admin'),
    {
      label: 'admin orders, each sortBy × order, page 1',
      paths: sorts.map(([sortBy, sortOrder]) => orders({ sortBy, sortOrder })),
      auth: 'admin',
    },
    {
      label: 'admin orders, each sortBy × order, page 2000',
      paths: sorts.map(([sortBy, sortOrder]) => orders({ sortBy, sortOrder, page: 2000 })),
      auth: 'admin',
    },
    one('admin customers, page 1', '/api2/admin/customers?page=1&limit=50', 'admin'),
    {
      label: 'admin customers, 20 pages spread over all',
      paths: spread(Math.ceil(p.customers / 50)).map((page) => `/api2/admin/customers?page=${page}&limit=50`),
      auth: 'admin',
    },
    one('admin customers/search?q=<last name>', `/api2/admin/customers/search?${q({ q: p.lastName })}`, 'admin'),
    one('admin customer detail (registered)', `/api2/admin/customers/${p.customerId}`, 'admin'),
    one('admin customer detail (guest)', `/api2/admin/customers/${p.guestId}`, 'admin'),
    {
      label: 'v1 orders, 20 pages spread over all',
      paths: spread(Math.ceil(p.orders / 50)).map((page) => `/api2/v1/orders?per_page=50&page=${page}`),
      auth: 'platform',
    },
    one(
      'v1 orders, status=shipped, one week',
      `/api2/v1/orders?status=shipped&date_from=${p.day}&date_to=${addDays(p.day, 6)}`,
      'platform',
    ),
    one('v1 customers, search=<last name>', `/api2/v1/customers?${q({ search: p.lastName })}`, 'platform'),
    one('v1 customers, is_b2b=true', '/api2/v1/customers?is_b2b=true', 'platform'),
    one('v1 product detail', `/api2/v1/products/${p.productId}`, 'platform'),
  ];
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

interface LoadResult {
  firstStatus: number;
  latencies: number[];
  statuses: Record<string, number>;
  elapsedMs: number;
  bytes?: number;
  lines?: number;
  error?: string;
}

/** A client in a worker thread (bench/load-client.mjs): one job at a time. */
function createLoadClient() {
  const worker = new Worker(new URL('./load-client.mjs', import.meta.url));
  let pending: { resolve(r: LoadResult): void; reject(e: Error): void } | null = null;
  worker.on('message', (m: LoadResult) => (m.error ? pending?.reject(new Error(m.error)) : pending?.resolve(m)));
  worker.on('error', (e) => pending?.reject(e));
  const job = (message: object) =>
    new Promise<LoadResult>((resolve, reject) => {
      pending = { resolve, reject };
      worker.postMessage(message);
    });
  return {
    run: (urls: string[], headers: Record<string, string>) => job({ job: 'load', urls, headers, ...load }),
    /** A request every intervalMs until stop(). */
    probe: (url: string, headers: Record<string, string>, intervalMs: number) =>
      job({ job: 'probe', urls: [url], headers, intervalMs }),
    download: (url: string, headers: Record<string, string>) => job({ job: 'download', urls: [url], headers }),
    stop: () => worker.postMessage({ job: 'stop' }),
    close: () => worker.terminate(),
  };
}

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
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
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

/** Values for the order scale's URLs, from the rows in the middle of each table. */
async function orderProbes(db: Db, productId: number): Promise<OrderProbes> {
  const count = async (table: 'orders' | 'customers' | 'guestCustomers') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const [orders, registered, guests] = await Promise.all([
    count('orders'),
    count('customers'),
    count('guestCustomers'),
  ]);
  const middle = <T>(rows: T[]) => rows[Math.floor(rows.length / 2)]!;
  const maxId = async (table: 'orders' | 'customers') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.max<number>('id').as('id'))
          .executeTakeFirstOrThrow()
      ).id,
    );
  const guest = await db
    .selectFrom('orders')
    .select(['customerEmail', 'orderNumber', 'createdAt', 'paymentMethod'])
    .where('customerId', 'is', null)
    .where('id', '>=', Math.floor((await maxId('orders')) / 2))
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const customer = await db
    .selectFrom('customers')
    .select(['customers.id', 'customers.firstName', 'customers.lastName'])
    .where('customers.id', '>=', Math.floor((await maxId('customers')) / 2))
    .where((eb) =>
      eb.exists(eb.selectFrom('orders').select('orders.id').whereRef('orders.customerId', '=', 'customers.id')),
    )
    .orderBy('customers.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const guestRow = middle(await db.selectFrom('guestCustomers').select('id').orderBy('id').limit(1000).execute());
  return {
    productId,
    orders,
    customers: registered + guests,
    guestEmail: guest.customerEmail,
    firstName: customer.firstName,
    lastName: customer.lastName,
    customerId: customer.id,
    guestId: guestRow.id,
    orderNumber: guest.orderNumber,
    day: guest.createdAt.slice(0, 10),
    paymentMethod: guest.paymentMethod,
  };
}

/**
 * The CSV export of every order: rows/s, the server's RSS growth, and the latency of /healthz and a product
 * detail asked every 20 ms while it streams (the server shares this process, the client does not).
 */
async function measureExport(base: string, cookie: string, productPath: string, apiKey: string): Promise<string[][]> {
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const [downloader, health, detail] = [createLoadClient(), createLoadClient(), createLoadClient()];
  try {
    const probes = Promise.all([
      health.probe(`${base}/healthz`, {}, 20),
      detail.probe(`${base}${productPath}`, { authorization: `Bearer ${apiKey}` }, 20),
    ]);
    const csv = await downloader.download(`${base}/api2/admin/orders/export`, { cookie });
    health.stop();
    detail.stop();
    const [h, d] = await probes;
    const rows = (csv.lines ?? 1) - 1;
    const seconds = csv.elapsedMs / 1000;
    const p = (r: LoadResult, q: number) =>
      percentile(
        [...r.latencies].sort((x, y) => x - y),
        q,
      ).toFixed(1);
    return [
      [
        'CSV export, every order',
        String(csv.firstStatus),
        `${rows} rows, ${mb(csv.bytes ?? 0)} MB`,
        `${seconds.toFixed(1)} s`,
        `${Math.round(rows / seconds)} rows/s`,
        `+${mb(peak - rssBefore)} MB RSS`,
      ],
      [
        '/healthz meanwhile',
        `${h.latencies.length} requests`,
        `p50 ${p(h, 50)} ms`,
        `p99 ${p(h, 99)} ms`,
        `max ${p(h, 100)} ms`,
        '',
      ],
      [
        'v1 product detail meanwhile',
        `${d.latencies.length} requests`,
        `p50 ${p(d, 50)} ms`,
        `p99 ${p(d, 99)} ms`,
        `max ${p(d, 100)} ms`,
        '',
      ],
    ];
  } finally {
    clearInterval(sampler);
    await Promise.all([downloader.close(), health.close(), detail.close()]);
  }
}

/** The database to run on: a fresh one to seed, or a --reuse-* one that is already seeded. */
async function benchDatabase(engine: 'sqlite' | 'postgres', dataDir: string) {
  if (engine === 'sqlite') {
    const reused = values['reuse-sqlite'];
    return {
      url: `sqlite:${path.join(reused ?? dataDir, 'shop.db')}`,
      seeded: reused !== undefined,
      drop: async () => {},
    };
  }
  if (values['reuse-postgres']) return { url: values['reuse-postgres'], seeded: true, drop: async () => {} };
  return { ...(await createPostgresDatabase(postgresServer!)), seeded: false };
}

async function benchEngine(engine: 'sqlite' | 'postgres'): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const target = await benchDatabase(engine, dataDir);
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: target.url,
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
      if (target.seeded) {
        console.log(`\n== ${engine}: the seeded database ${target.url.replace(/\/\/[^@/]*@/, '//')}`);
      } else {
        console.log(
          `\n== ${engine}: seeding ${size.products} products, ${size.customers} customers, ${size.orders} orders (seed ${size.seed})`,
        );
        const seedStart = performance.now();
        let lastPhase = '';
        await seedDatabase(database.db, {
          ...size,
          dataDir,
          progress: (phase, done, total) => {
            if (phase !== lastPhase || done === total)
              console.log(`   ${phase} ${done}/${total} at ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
            lastPhase = phase;
          },
        });
        console.log(`   seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
      }
      // The state a database settles in after a bulk load (a reused database may not have been settled yet).
      await database.dialect.settleAfterBulkLoad(database.db);

      const services = createServices({
        config: await withAppSecret(config, database.db),
        database,
        logger: quiet,
        storage: await openMediaStorage(config),
      });
      await services.adminUsers.create({
        email: ADMIN_EMAIL,
        name: 'Benchmark',
        password: ADMIN_PASSWORD,
        role: 'super_admin',
      });
      const app = await buildApp({ config, services });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const client = createLoadClient();
      try {
        const { cookie, apiKey } = await credentials(base, new URL(config.publicUrl).origin);
        const products = Number(
          (
            await database.db
              .selectFrom('products')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('status', '=', 'active')
              .executeTakeFirstOrThrow()
          ).n,
        );
        // A product from the middle of the catalogue: neither the first rows of a table nor its last.
        const probe = (await database.db
          .selectFrom('products')
          .select('id')
          .where('status', '=', 'active')
          .orderBy('id')
          .offset(Math.floor(products / 2))
          .limit(1)
          .executeTakeFirst()) ?? { id: 1 };
        const headers = { none: {}, platform: { authorization: `Bearer ${apiKey}` }, admin: { cookie } };
        const list =
          scale === 'orders' ? orderEndpoints(await orderProbes(database.db, probe.id)) : catalogueEndpoints(probe.id);

        console.log(
          `\n${engine}: ${load.connections} connection(s), up to ${load.requests} requests or ${load.durationMs / 1000} s per endpoint after ${load.warmup} warm-up requests`,
        );
        const rows: string[][] = [];
        for (const e of list) {
          const r = await client.run(
            e.paths.map((p) => base + p),
            headers[e.auth],
          );
          const sorted = [...r.latencies].sort((a, b) => a - b);
          const ms = (v: number) => v.toFixed(2);
          const statuses = Object.entries(r.statuses)
            .map(([s, n]) => (Object.keys(r.statuses).length > 1 ? `${s}×${n}` : s))
            .join(' ');
          rows.push([
            e.label,
            statuses || String(r.firstStatus),
            String(sorted.length),
            ms(percentile(sorted, 50)),
            ms(percentile(sorted, 95)),
            ms(percentile(sorted, 99)),
            (sorted.length / (r.elapsedMs / 1000)).toFixed(0),
            mb(process.memoryUsage().rss),
          ]);
        }
        printTable(['endpoint', 'status', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'RSS MB'], rows);
        if (scale === 'orders') {
          console.log('');
          printTable(
            ['export', 'status', 'size', 'time', 'rate', 'memory'],
            await measureExport(base, cookie, `/api2/v1/products/${probe.id}`, apiKey),
          );
        }
      } finally {
        await client.close();
        await app.close();
        services.mailer.close();
      }
    } finally {
      await database.close();
    }
  } finally {
    await target.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(head: string[], rows: string[][]): void {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}

console.log(
  `Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), ${mb(os.totalmem())} MB RAM`,
);
if (values.only !== undefined && values.only !== 'sqlite' && values.only !== 'postgres')
  throw new Error(`--only must be sqlite or postgres, got "${values.only}"`);
if (values.only !== 'postgres') await benchEngine('sqlite');
if (postgresServer || values['reuse-postgres']) {
  if (values.only !== 'sqlite') await benchEngine('postgres');
} else
  console.log(
    '\n(PostgreSQL skipped: pass --postgres postgres://user@host:5432/db or set BENCH_DATABASE_URL; a database of its own is created there and dropped.)',
  );
