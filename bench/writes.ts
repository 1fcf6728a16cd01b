// The cost of the writes issue 12 touched: one bulk update of 1,000 products and sequential guest checkouts,
// over HTTP on a fresh database (TEST_DATABASE_URL selects PostgreSQL, as for the tests).
// Usage: npx tsx bench/writes.ts [checkouts=200]
import { performance } from 'node:perf_hooks';
import { buildTestApp } from '../test/helpers/app.js';
import { Client, adminSession } from '../test/helpers/client.js';
import { ORDER_ENV, guestBody, insertProduct } from '../test/helpers/orders.js';

const checkouts = Number(process.argv[2] ?? 200);
const cleanups: (() => unknown)[] = [];
const ctx = await buildTestApp({ after: (fn: () => unknown) => cleanups.push(fn) }, { env: { ...ORDER_ENV } });
try {
  const admin = await adminSession(ctx.app);
  const ids: number[] = [];
  for (let i = 0; i < 1000; i++) ids.push((await insertProduct(ctx.services, { stock: 1_000_000 })).id);
  const bulk: number[] = [];
  for (let round = 0; round < 3; round++) {
    const start = performance.now();
    const r = await admin.post('/api2/admin/products/bulk-update', {
      productIds: ids,
      updates: { price: 10 + round },
      changeReason: `bench ${round}`,
    });
    if (r.status !== 200 || r.json.updated !== 1000)
      throw new Error(`bulk update: ${r.status} ${r.body.slice(0, 200)}`);
    bulk.push(performance.now() - start);
  }
  const times: number[] = [];
  for (let i = 0; i < checkouts; i++) {
    const start = performance.now();
    // A client (an address) per checkout: the storefront's per-address limit would refuse a single shopper.
    const r = await new Client(ctx.app).post(
      '/api2/store/orders',
      guestBody([{ productId: ids[i % ids.length]!, quantity: 1 }]),
    );
    if (r.status !== 201) throw new Error(`checkout: ${r.status} ${r.body.slice(0, 200)}`);
    times.push(performance.now() - start);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
  console.log(
    `${engine}: bulk update of 1,000 products median ${median(bulk).toFixed(0)} ms (runs: ${bulk.map((x) => x.toFixed(0)).join(', ')}); checkout median ${median(times).toFixed(1)} ms over ${checkouts}`,
  );
} finally {
  for (const fn of cleanups.reverse()) await fn();
}
