// npm run bench:checkout [-- seconds=5 shoppers=4 pairs=3]
// Issue 36: the checkout rate without a code against with one ("with a code within 20 % of without"), over HTTP on
// a fresh database, on SQLite and then (when a server answers at TEST_POSTGRES_URL, default postgres://postgres@
// 127.0.0.1:5432/postgres) on PostgreSQL. Rounds of `seconds` with `shoppers` at once: a warm-up, no promotion at all
// (checkout's pricing reads skipped), then `pairs` pairs of a code promotion existing but no code sent and a 10 % code
// sent with every checkout (its use taken in the order's transaction). A product per shopper: no stock row shared.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { buildTestApp } from '../test/helpers/app.js';
import { Client } from '../test/helpers/client.js';
import { ORDER_ENV, guestBody, insertProduct } from '../test/helpers/orders.js';
import { percentile } from './percentile.js';

const seconds = Number(process.argv[2] ?? 5);
const shoppers = Number(process.argv[3] ?? 4);
const pairs = Number(process.argv[4] ?? 3);

if (!process.env.BENCH_ENGINE) {
  const pg = new URL(process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  pg.pathname = '/shop_bench_checkout';
  for (const [engine, env] of [
    ['sqlite', { TEST_DATABASE_URL: '' }],
    ['postgres', { TEST_DATABASE_URL: pg.toString() }],
  ] as const) {
    const run = spawnSync(
      process.execPath,
      [...process.execArgv, process.argv[1]!, String(seconds), String(shoppers), String(pairs)],
      {
        env: { ...process.env, ...env, BENCH_ENGINE: engine },
        stdio: 'inherit',
      },
    );
    if (run.status !== 0) console.log(`${engine}: the run failed (exit ${run.status})`);
  }
} else {
  if (!process.env.TEST_DATABASE_URL) delete process.env.TEST_DATABASE_URL;
  const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
  const cleanups: (() => unknown)[] = [];
  const ctx = await buildTestApp(
    { after: (fn: () => unknown) => cleanups.push(fn) },
    { env: { ...ORDER_ENV, CHECKOUT_RATE_LIMIT: '1000000' } },
  );
  try {
    const ids: number[] = [];
    for (let i = 0; i < shoppers; i++) ids.push((await insertProduct(ctx.services, { stock: 1_000_000 })).id);

    async function round(label: string, codes: string[] | undefined): Promise<number> {
      const times: number[] = [];
      const cpu = process.cpuUsage();
      const end = performance.now() + seconds * 1000;
      await Promise.all(
        ids.map(async (productId) => {
          while (performance.now() < end) {
            const start = performance.now();
            // A client (an address) per checkout, as shoppers are.
            const body = guestBody([{ productId, quantity: 1 }], codes ? { codes } : {});
            const r = await new Client(ctx.app).post('/api2/store/orders', body);
            if (r.status !== 201) throw new Error(`checkout: ${r.status} ${r.body.slice(0, 200)}`);
            times.push(performance.now() - start);
          }
        }),
      );
      const sorted = times.sort((a, b) => a - b);
      const rate = times.length / seconds;
      // This process's CPU (the shoppers and the server; PostgreSQL's own is not in it): steadier than the rate on a
      // shared machine, for comparing two builds.
      const { user, system } = process.cpuUsage(cpu);
      const cpuPerOrder = (user + system) / 1000 / times.length;
      console.log(
        `${engine}, ${label}: ${rate.toFixed(0)} orders/s, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, CPU ${cpuPerOrder.toFixed(2)} ms per order`,
      );
      return rate;
    }

    await round('warm-up', undefined);
    const none = await round('no promotion', undefined);
    const p = await ctx.services.promotions.create({ name: 'Ten', kind: 'percent_off_order', percent: 10 });
    await ctx.services.promotions.addCodes(p.id, ['TEN'], null);
    // Pairs of rounds, without and with the code one after the other: a machine that slows down or speeds up meets
    // both alike, and the median pair's ratio is the figure (single rounds of 5 s were 40 % apart on a busy machine).
    const ratios: number[] = [];
    for (let pair = 1; pair <= pairs; pair++) {
      const without = await round(`pair ${pair}, a code promotion exists, no code sent`, undefined);
      const withCode = await round(`pair ${pair}, code TEN sent`, ['ten']);
      ratios.push(withCode / without);
    }
    const median = ratios.sort((a, b) => a - b)[Math.floor(ratios.length / 2)]!;
    console.log(
      `${engine}: with a code ${(median * 100).toFixed(0)} % of the rate without (median of ${pairs} pairs: ${ratios.map((r) => `${(r * 100).toFixed(0)} %`).join(', ')}); no promotion at all: ${none.toFixed(0)} orders/s`,
    );
  } finally {
    for (const fn of cleanups.reverse()) await fn();
  }
}
