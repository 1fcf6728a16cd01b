// npm run bench:dashboard-products -- [--products N] [--reuse-sqlite DIR] [--runs R]
// The dashboard's product list in headless Debian chromium against a seeded SQLite database: the first 50 rows after
// a navigation (browser cache warm) and a search by name (medians of R runs each), and the gzipped JavaScript and CSS
// the product list loads on top of the shell. Seeds a temp database unless --reuse-sqlite names a directory holding a
// shop.db seeded with `npm run seed` (it is migrated and gets an admin of its own: use a copy). Needs a built dashboard.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { usageError } from '../src/cli.js';
import { FIRST_ROWS, ms, startDashboardBench } from './dashboard-browser.js';

const HELP =
  'Usage: npm run bench:dashboard-products -- [--products N (default 100000)] [--reuse-sqlite DIR] [--runs R (default 20)]';
const { values } = (() => {
  try {
    return parseArgs({
      options: {
        products: { type: 'string', default: '100000' },
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
  seed: { products: Number(values.products), customers: 200, orders: 1000 },
  adminEmail: 'bench-products@example.com',
});
const productCount = Number(
  (
    await database.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n,
);
// Names of products from across the table, for the searches (their first word).
const names = (
  await database.db
    .selectFrom('products')
    .select('name')
    .where(
      'id',
      'in',
      Array.from({ length: runs }, (_, i) => 1 + Math.floor(((i + 0.5) * productCount) / runs)),
    )
    .execute()
).map((r) => r.name.split(' ')[0]!);

try {
  const page = await (await browser.newContext({ baseURL: 'http://shop.test', bypassCSP: true })).newPage();
  page.setDefaultTimeout(60_000);
  const assets = new Set<string>();
  page.on('response', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/admin/assets/') && /\.(js|css)$/.test(u.pathname)) assets.add(u.pathname);
  });
  await signIn(page);
  const shell = new Set(assets);
  await page.goto('/admin/products');
  await page.waitForFunction(FIRST_ROWS);
  const gz = (files: Iterable<string>) =>
    [...files].reduce(
      (sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(dashboardDir, f.replace('/admin/', '')))).length,
      0,
    );
  const added = [...assets].filter((a) => !shell.has(a));
  console.log(
    `product list: ${(gz(added) / 1024).toFixed(1)} kB gzipped JS+CSS on top of the signed-in shell (${added.length} files)`,
  );

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
    await page.waitForFunction(
      '!document.querySelector("[aria-busy=true]") && document.querySelectorAll("table tbody tr").length > 0',
    );
    search.push(performance.now() - start);
  }
  console.log(`\n${productCount.toLocaleString('en')} products, headless chromium, ${runs} runs each`);
  console.log(`product list, first 50 rows after navigation (cache warm): ${ms(first)}`);
  console.log(`search by a name's first word:                            ${ms(search)}`);
} finally {
  await close();
}
