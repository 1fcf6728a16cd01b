// Guest checkouts from N concurrent shoppers for a few seconds, over HTTP on a fresh database (TEST_DATABASE_URL
// selects PostgreSQL, as for the tests): orders per second, latency, and on PostgreSQL how often a checkout's
// connection was found waiting for a row lock (the counters its triggers keep are shared rows).
// Usage: npx tsx bench/checkouts-concurrent.ts [seconds=8] [concurrency…=1,4,16]
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildTestApp } from '../test/helpers/app.js';
import { Client } from '../test/helpers/client.js';
import { ORDER_ENV, guestBody, insertProduct } from '../test/helpers/orders.js';
import { percentile } from './percentile.js';

const seconds = Number(process.argv[2] ?? 8);
const levels = (process.argv[3] ?? '1,4,16').split(',').map(Number);
const cleanups: (() => unknown)[] = [];
const ctx = await buildTestApp({ after: (fn: () => unknown) => cleanups.push(fn) }, { env: { ...ORDER_ENV } });
const url = process.env.TEST_DATABASE_URL;
const monitor = url ? new pg.Client(url) : null;
try {
  await monitor?.connect();
  // A product per shopper, so that no two checkouts wait for the same stock row.
  const ids: number[] = [];
  for (let i = 0; i < Math.max(...levels); i++) ids.push((await insertProduct(ctx.services, { stock: 1_000_000 })).id);
  for (const concurrency of levels) {
    const times: number[] = [];
    let samples = 0;
    let lockWaits = 0;
    const end = performance.now() + seconds * 1000;
    const sampler =
      monitor &&
      setInterval(() => {
        void monitor
          .query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          )
          .then(
            (r) => {
              samples++;
              lockWaits += r.rows[0]!.n;
            },
            () => {},
          );
      }, 20);
    await Promise.all(
      ids.slice(0, concurrency).map(async (productId) => {
        while (performance.now() < end) {
          const start = performance.now();
          // A client (an address) per checkout: the storefront's per-address limit would refuse a single shopper.
          const r = await new Client(ctx.app).post('/api2/store/orders', guestBody([{ productId, quantity: 1 }]));
          if (r.status !== 201) throw new Error(`checkout: ${r.status} ${r.body.slice(0, 200)}`);
          times.push(performance.now() - start);
        }
      }),
    );
    if (sampler) clearInterval(sampler);
    const sorted = [...times].sort((a, b) => a - b);
    const at = (p: number) => percentile(sorted, p).toFixed(1);
    const waits = monitor
      ? `, connections waiting for a lock: ${(lockWaits / Math.max(1, samples)).toFixed(2)} on average`
      : '';
    console.log(
      `${url ? 'PostgreSQL' : 'SQLite'}, ${concurrency} at once: ${(times.length / seconds).toFixed(0)} orders/s, p50 ${at(50)} ms, p99 ${at(99)} ms${waits}`,
    );
  }
} finally {
  await monitor?.end();
  for (const fn of cleanups.reverse()) await fn();
}
