// npm run bench:dashboard-products -- [--products N] [--reuse-sqlite DIR] [--runs R]
// The dashboard's product list in headless Debian chromium against a seeded SQLite database: the first 50 rows after
// a navigation (browser cache warm) and a search by name (medians of R runs each), and the gzipped JavaScript and CSS
// the product list loads on top of the shell. Seeds a temp database unless --reuse-sqlite names a directory holding a
// shop.db seeded with `npm run seed` (it is migrated and gets an admin of its own: use a copy). Needs a built dashboard.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { loadConfig } from '../src/config.js';
import { withAppSecret } from '../src/modules/instance/app-secret.js';
import { openDatabase } from '../src/db/open.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createServices } from '../src/services.js';
import { openMediaStorage } from '../src/modules/media/media-storage.js';
import { buildApp } from '../src/app.js';
import { seedDatabase } from '../src/seed/seed-database.js';
import { usageError } from '../src/cli.js';
import { percentile } from './percentile.js';

const HELP = 'Usage: npm run bench:dashboard-products -- [--products N (default 100000)] [--reuse-sqlite DIR] [--runs R (default 20)]';
const { values } = (() => { try { return parseArgs({ options: {
  products: { type: 'string', default: '100000' }, 'reuse-sqlite': { type: 'string' }, runs: { type: 'string', default: '20' },
} }); } catch (e) { return usageError((e as Error).message, HELP); } })();
const runs = Number(values.runs);
const root = path.resolve(import.meta.dirname, '..');
const dashboardDir = path.join(root, 'packages/admin/dist');
if (!fs.existsSync(path.join(dashboardDir, 'index.html'))) usageError('the dashboard is not built: npm run build -w @shop-backend/admin', HELP);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ADMIN_EMAIL = 'bench-products@example.com';
const ADMIN_PASSWORD = 'Bench-Products-123';

const dataDir = values['reuse-sqlite'] ? path.resolve(values['reuse-sqlite']) : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-products-'));
const config = loadConfig({
  DATA_DIR: dataDir, PUBLIC_URL: 'http://shop.test', COOKIE_SECURE: 'false', WEBHOOK_DELIVERY: 'external',
  LOG_LEVEL: 'silent', DASHBOARD_DIR: dashboardDir,
});
const database = openDatabase(config.databaseUrl);
await migrateToLatest(database.db);
if (!values['reuse-sqlite']) {
  const products = Number(values.products);
  console.log(`seeding ${products} products…`);
  await seedDatabase(database.db, { products, customers: 200, orders: 1000, seed: 1, dataDir });
}
await database.dialect.settleAfterBulkLoad(database.db);
const services = createServices({ config: await withAppSecret(config, database.db), database, logger: { info() {}, warn() {} }, storage: await openMediaStorage(config) });
if (!(await database.db.selectFrom('adminUsers').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirst())) {
  await services.adminUsers.create({ email: ADMIN_EMAIL, name: 'Benchmark', password: ADMIN_PASSWORD, role: 'super_admin' });
}
const productCount = Number((await database.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
// Names of products from across the table, for the searches (their first word).
const names = (await database.db.selectFrom('products').select('name').where('id', 'in', Array.from({ length: runs }, (_, i) => 1 + Math.floor(((i + 0.5) * productCount) / runs))).execute())
  .map((r) => r.name.split(' ')[0]!);

const app = await buildApp({ config, services });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const host = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const browser = await chromium.launch({
  executablePath: CHROMIUM, headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--host-resolver-rules=MAP shop.test ${host}`],
});

const ms = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return `median ${percentile(sorted, 50).toFixed(0)} ms, p90 ${percentile(sorted, 90).toFixed(0)} ms`;
};
// The waits are page-side expressions, which the dashboard's CSP (no eval) would refuse: the contexts bypass it.
const FIRST_ROWS = 'document.querySelectorAll("table tbody tr").length >= 50 && !document.querySelector("[aria-busy=true]")';

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Home' }).waitFor();
}

try {
  const page = await (await browser.newContext({ baseURL: 'http://shop.test', bypassCSP: true })).newPage();
  page.setDefaultTimeout(60_000);
  const assets = new Set<string>();
  page.on('response', (r) => { const u = new URL(r.url()); if (u.pathname.startsWith('/admin/assets/') && /\.(js|css)$/.test(u.pathname)) assets.add(u.pathname); });
  await signIn(page);
  const shell = new Set(assets);
  await page.goto('/admin/products');
  await page.waitForFunction(FIRST_ROWS);
  const gz = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(dashboardDir, f.replace('/admin/', '')))).length, 0);
  const added = [...assets].filter((a) => !shell.has(a));
  console.log(`product list: ${(gz(added) / 1024).toFixed(1)} kB gzipped JS+CSS on top of the signed-in shell (${added.length} files)`);

  const first: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await page.goto('/admin/products');
    await page.waitForFunction(FIRST_ROWS);
    first.push(performance.now() - start);
  }
  const search: number[] = [];
  for (const name of names) {
    await page.goto('/admin/products');
    await page.waitForFunction(FIRST_ROWS);
    await page.getByLabel('Search products').fill(name);
    const start = performance.now();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/q=/);
    await page.waitForFunction('!document.querySelector("[aria-busy=true]") && document.querySelectorAll("table tbody tr").length > 0');
    search.push(performance.now() - start);
  }
  console.log(`\n${productCount.toLocaleString('en')} products, headless chromium, ${runs} runs each`);
  console.log(`product list, first 50 rows after navigation (cache warm): ${ms(first)}`);
  console.log(`search by a name's first word:                            ${ms(search)}`);
} finally {
  await browser.close();
  await app.close();
  await database.close();
  if (!values['reuse-sqlite']) fs.rmSync(dataDir, { recursive: true, force: true });
}
