// npm run seed -- --products N --customers N --orders N --seed S [--force]
// Migrates the configured database (DATABASE_URL, DATA_DIR), then fills it with deterministic demo data.
import { configOrUsageError, isEnvironmentError, parseCommandLine, usageError } from './cli.js';
import { openDatabase } from './db/open.js';
import { migrateToLatest } from './db/migrate.js';
import { fillExportCells } from './modules/orders/orders-export.js';
import { redactUrl } from './db/faults.js';
import { seedDatabase, SeedRefusedError } from './seed/seed-database.js';

const HELP = `Usage: npm run seed -- [--products N] [--customers N] [--orders N] [--seed S] [--force] [--help]

  --products N    products, with categories, warehouses, variants, images and stock (default 1000)
  --customers N   registered, verified customers (default 200)
  --orders N      orders over the active products and all customers, some from guests (default 2000)
  --seed S        the same seed gives the same data, dated relative to now (default 1)
  --force         seed into a database that already has products (adds to them)

Pass 0 to leave a part out. No admin users are created (ADMIN_EMAIL / ADMIN_PASSWORD do that at
npm start). Unpaid orders older than half of PENDING_ORDER_TTL_MINUTES are seeded as expired.`;

function count(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) > 10_000_000) {
    usageError(`--${name} must be a whole number from 0 to 10000000, got "${value}"`, HELP);
  }
  return Number(value);
}

const values = parseCommandLine(HELP, {
  products: { type: 'string' },
  customers: { type: 'string' },
  orders: { type: 'string' },
  seed: { type: 'string' },
  force: { type: 'boolean', default: false },
});
const options = {
  products: count('products', values.products, 1000),
  customers: count('customers', values.customers, 200),
  orders: count('orders', values.orders, 2000),
  seed: count('seed', values.seed, 1),
  force: values.force,
};
if (options.seed > 0xffffffff) {
  usageError('--seed must be below 4294967296', HELP);
}

const config = configOrUsageError(HELP);
const database = openDatabase(config.databaseUrl);
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
try {
  await migrateToLatest(database.db);
  console.log(`Seeding ${redactUrl(config.databaseUrl)} with seed ${options.seed}`);
  const summary = await seedDatabase(database.db, {
    ...options,
    dataDir: config.dataDir,
    pendingOrderTtlMinutes: config.pendingOrderTtlMinutes,
    progress: (phase, done, total) =>
      console.log(
        `  ${phase.padEnd(12)} ${String(Math.round((done * 100) / Math.max(total, 1))).padStart(3)}%  ${done}/${total}  ${elapsed()}`,
      ),
  });
  if (summary.orders) {
    await fillExportCells(database.db, database.dialect, { rangeSize: 20_000 });
    console.log(`  export cells 100%  ${elapsed()}`);
  }
  // A freshly loaded database has no planner statistics (and on PostgreSQL no visibility map) until autovacuum comes
  // by: the first minutes of a seeded shop would run on guessed plans (an export at a fifth of its speed).
  await database.dialect.settleAfterBulkLoad(database.db);
  console.log(`  statistics   100%  ${elapsed()}`);
  const c = summary.catalogue;
  if (c)
    console.log(
      `Products: ${c.products} (${c.variants} variants, ${c.images} images, ${c.inventoryRows} stock rows); ${c.categories} new categories, ${c.warehouses} new warehouses.`,
    );
  if (c && c.images > 0)
    console.log(`Image files: ${config.dataDir}/media/seed/ (one placeholder PNG, hard-linked per image).`);
  const cu = summary.customers;
  if (cu) console.log(`Customers: ${cu.customers} (${cu.b2b} B2B, ${cu.addresses} addresses).`);
  const o = summary.orders;
  if (o)
    console.log(
      `Orders: ${o.orders} with ${o.items} items, ${o.guestOrders} from guests; ${Object.entries(o.byStatus)
        .sort()
        .map(([s, n]) => `${s} ${n}`)
        .join(', ')}.`,
    );
  if (summary.customerPassword) {
    console.log(
      `Every seeded customer logs in with the password "${summary.customerPassword}" (hashed once; all share the hash).`,
    );
  }
  console.log(`Done in ${elapsed()}.`);
} catch (err) {
  if (err instanceof SeedRefusedError) {
    console.error(err.message);
    process.exitCode = 1;
  } else if (isEnvironmentError(err)) {
    console.error(`Seeding failed: ${err.message} (${err.code})`);
    process.exitCode = 1;
  } else {
    throw err;
  }
} finally {
  await database.close();
}
