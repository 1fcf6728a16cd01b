// npm run bench:dashboard -- [--orders N] [--reuse-sqlite DIR] [--runs R]
// The dashboard in headless Debian chromium against a seeded SQLite database: the orders screen's first 50 rows
// after a navigation (browser cache warm), the next page, a search by e-mail (medians of R runs each), and the
// gzipped JavaScript and CSS the login and orders screens load. Seeds a temp database unless --reuse-sqlite names
// one seeded with `npm run seed` (it is migrated and gets an admin of its own). Needs a built dashboard.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { usageError } from '../src/cli.js';
import { FIRST_ROWS, ms, startDashboardBench } from './dashboard-browser.js';

const HELP =
  'Usage: npm run bench:dashboard -- [--orders N (default 20000)] [--reuse-sqlite DIR] [--runs R (default 20)]';
const { values } = (() => {
  try {
    return parseArgs({
      options: {
        orders: { type: 'string', default: '20000' },
        'reuse-sqlite': { type: 'string' },
        runs: { type: 'string', default: '20' },
      },
    });
  } catch (e) {
    return usageError((e as Error).message, HELP);
  }
})();
const runs = Number(values.runs);
const { database, dashboardDir, browser, signIn, close } = await startDashboardBench({
  help: HELP,
  reuseSqlite: values['reuse-sqlite'],
  seed: (() => {
    const orders = Number(values.orders);
    return { products: 2000, customers: Math.max(200, Math.round(orders / 10)), orders };
  })(),
  adminEmail: 'bench-dashboard@example.com',
});
const orderCount = Number(
  (
    await database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n,
);
// E-mails of customers from across the table, for the searches.
const emails = (
  await database.db
    .selectFrom('orders')
    .select('customerEmail')
    .where(
      'id',
      'in',
      Array.from({ length: runs }, (_, i) => 1 + Math.floor(((i + 0.5) * orderCount) / runs)),
    )
    .execute()
).map((r) => r.customerEmail);

try {
  // What the login and orders screens load, from a cold browser: every script and stylesheet, gzipped.
  const cold = await (await browser.newContext({ baseURL: 'http://shop.test', bypassCSP: true })).newPage();
  const assets = new Set<string>();
  cold.on('response', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/admin/assets/') && /\.(js|css)$/.test(u.pathname)) assets.add(u.pathname);
  });
  await signIn(cold);
  const loginAssets = new Set(assets);
  await cold.goto('/admin/orders');
  await cold.waitForFunction(FIRST_ROWS);
  const gz = (files: Iterable<string>) =>
    [...files].reduce(
      (sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(dashboardDir, f.replace('/admin/', '')))).length,
      0,
    );
  console.log(`login screen: ${(gz(loginAssets) / 1024).toFixed(1)} kB gzipped JS+CSS (${loginAssets.size} files)`);
  console.log(`login + orders screens: ${(gz(assets) / 1024).toFixed(1)} kB gzipped JS+CSS (${assets.size} files)`);

  const page = await (await browser.newContext({ baseURL: 'http://shop.test', bypassCSP: true })).newPage();
  page.setDefaultTimeout(60_000);
  await signIn(page);
  await page.goto('/admin/orders');
  await page.waitForFunction(FIRST_ROWS);

  const first: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await page.goto('/admin/orders');
    await page.waitForFunction(FIRST_ROWS);
    first.push(performance.now() - start);
  }
  const next: number[] = [];
  for (let i = 0; i < runs; i++) {
    await page.goto(`/admin/orders?page=${2 * i + 1}`);
    await page.waitForFunction(FIRST_ROWS);
    const start = performance.now();
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText(new RegExp(`^Page ${2 * i + 2} of`)).waitFor();
    await page.waitForFunction(
      `!document.querySelector("[aria-busy=true]") && document.querySelectorAll("table tbody tr").length > 0`,
    );
    next.push(performance.now() - start);
  }
  const search: number[] = [];
  for (const email of emails) {
    await page.goto('/admin/orders');
    await page.waitForFunction(FIRST_ROWS);
    await page.getByLabel('Search orders').fill(email);
    const start = performance.now();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForFunction(
      `[...document.querySelectorAll("table tbody tr")].length > 0 && [...document.querySelectorAll("table tbody tr")].every((r) => r.textContent.includes(${JSON.stringify(email)})) && !document.querySelector("[aria-busy=true]")`,
    );
    search.push(performance.now() - start);
  }
  console.log(`\n${orderCount.toLocaleString('en')} orders, headless chromium, ${runs} runs each`);
  console.log(`orders screen, first 50 rows after navigation (cache warm): ${ms(first)}`);
  console.log(`next page:                                              ${ms(next)}`);
  console.log(`search by e-mail:                                       ${ms(search)}`);
} finally {
  await close();
}
