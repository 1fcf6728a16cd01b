// What the dashboard benchmarks share (bench/dashboard.ts, bench/dashboard-products.ts): the app served in-process on a
// seeded SQLite database with an admin of its own, headless Debian chromium reaching it as http://shop.test, the
// sign-in, and the summary of timings.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { loadConfig } from '../src/config.js';
import { withAppSecret } from '../src/modules/instance/app-secret.js';
import { openDatabase, type OpenDatabase } from '../src/db/open.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createServices } from '../src/services.js';
import { openMediaStorage } from '../src/modules/media/media-storage.js';
import { buildApp } from '../src/app.js';
import { seedDatabase } from '../src/seed/seed-database.js';
import { usageError } from '../src/cli.js';
import { percentile } from './percentile.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ADMIN_PASSWORD = 'Bench-Dashboard-123';

/** Median and p90 of timings in ms. */
export const ms = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${percentile(sorted, 50).toFixed(0)} ms, p90 ${percentile(sorted, 90).toFixed(0)} ms`;
};

// The waits are page-side expressions, which the dashboard's CSP (no eval) would refuse: the contexts bypass it.
export const FIRST_ROWS =
  'document.querySelectorAll("table tbody tr").length >= 50 && !document.querySelector("[aria-busy=true]")';

export interface DashboardBenchOptions {
  help: string;
  /** A directory holding a shop.db seeded with `npm run seed` (migrated and given an admin of its own), or none: seed a temp one. */
  reuseSqlite?: string;
  seed: Omit<Parameters<typeof seedDatabase>[1], 'dataDir' | 'seed'>;
  adminEmail: string;
}

export async function startDashboardBench({ help, reuseSqlite, seed, adminEmail }: DashboardBenchOptions) {
  const dashboardDir = path.join(path.resolve(import.meta.dirname, '..'), 'packages/admin/dist');
  if (!fs.existsSync(path.join(dashboardDir, 'index.html')))
    usageError('the dashboard is not built: npm run build -w @shop-backend/admin', help);
  const dataDir = reuseSqlite ? path.resolve(reuseSqlite) : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-dashboard-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://shop.test',
    COOKIE_SECURE: 'false',
    WEBHOOK_DELIVERY: 'external',
    LOG_LEVEL: 'silent',
    DASHBOARD_DIR: dashboardDir,
  });
  const database: OpenDatabase = openDatabase(config.databaseUrl);
  await migrateToLatest(database.db);
  if (!reuseSqlite) {
    console.log(`seeding ${JSON.stringify(seed)}…`);
    await seedDatabase(database.db, { ...seed, seed: 1, dataDir });
  }
  await database.dialect.settleAfterBulkLoad(database.db);
  const services = createServices({
    config: await withAppSecret(config, database.db),
    database,
    logger: { info() {}, warn() {} },
    storage: await openMediaStorage(config),
  });
  if (!(await database.db.selectFrom('adminUsers').select('id').where('email', '=', adminEmail).executeTakeFirst())) {
    await services.adminUsers.create({
      email: adminEmail,
      name: 'Benchmark',
      password: ADMIN_PASSWORD,
      role: 'super_admin',
    });
  }
  const app = await buildApp({ config, services });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const host = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--host-resolver-rules=MAP shop.test ${host}`,
    ],
  });

  async function signIn(page: Page) {
    await page.goto('/admin/login');
    await page.getByLabel('E-mail').fill(adminEmail);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Home' }).waitFor();
  }

  async function close() {
    await browser.close();
    await app.close();
    await database.close();
    if (!reuseSqlite) fs.rmSync(dataDir, { recursive: true, force: true });
  }

  return { database, dashboardDir, browser, signIn, close };
}
