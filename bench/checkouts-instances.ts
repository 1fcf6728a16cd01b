// Guest checkouts spread over app instances already running on one PostgreSQL database: orders per second, latency,
// and how many of the database's connections were seen waiting for a lock (sampled every 20 ms), by lock kind.
// Start the instances first (e.g. `PORT=3101 npm start` and `PORT=3102 npm start` with the same DATABASE_URL and
// CHECKOUT_RATE_LIMIT=1000000), then:
//   npx tsx bench/checkouts-instances.ts <database url> <port,port,…> [shoppers=16] [seconds=8]
// Each shopper buys one product of its own (stock topped up here), so no two wait for one stock row.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { percentile } from './percentile.js';

const [url, portList, shoppersArg, secondsArg] = process.argv.slice(2);
if (!url || !portList) {
  console.error('usage: npx tsx bench/checkouts-instances.ts <database url> <port,port,…> [shoppers=16] [seconds=8]');
  process.exit(2);
}
const ports = portList.split(',');
const shoppers = Number(shoppersArg ?? 16);
const seconds = Number(secondsArg ?? 8);

const monitor = new pg.Client(url);
await monitor.connect();
const products = (
  await monitor.query<{ id: number }>(
    `select p.id from products p join inventory i on i.product_id = p.id where p.status = 'active' group by p.id order by p.id limit $1`,
    [shoppers],
  )
).rows.map((r) => r.id);
await monitor.query('update inventory set quantity = 1000000 where product_id = any($1)', [products]);

let samples = 0;
let waiting = 0;
const kinds = new Map<string, number>();
let sampling = false;
const sampler = setInterval(() => {
  if (sampling) return;
  sampling = true;
  monitor
    .query<{ pid: number; kind: string }>(
      `select a.pid, coalesce(l.locktype || coalesce(' ' || l.relation::regclass::text, ''), 'unknown') as kind
       from pg_stat_activity a left join pg_locks l on l.pid = a.pid and not l.granted
      where a.datname = current_database() and a.wait_event_type = 'Lock'`,
    )
    .then(
      (r) => {
        samples++;
        waiting += new Set(r.rows.map((x) => x.pid)).size;
        for (const x of r.rows) kinds.set(x.kind, (kinds.get(x.kind) ?? 0) + 1);
      },
      () => {},
    )
    .finally(() => {
      sampling = false;
    });
}, 20);

const times: number[] = [];
let failures = 0;
let sequence = 0;
const end = performance.now() + seconds * 1000;
await Promise.all(
  products.map(async (productId, shopper) => {
    const port = ports[shopper % ports.length];
    while (performance.now() < end) {
      const n = ++sequence;
      const start = performance.now();
      const r = await fetch(`http://127.0.0.1:${port}/api2/store/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `bench.${n}@example.com`,
          firstName: 'Bea',
          lastName: `Bench${n}`,
          items: [{ productId, quantity: 1 }],
          shippingAddress: { street: 'Teststrasse 1', city: 'Berlin', postalCode: '10115', country: 'DE' },
          paymentMethod: 'card',
        }),
      });
      const body = await r.text();
      if (r.status !== 201) {
        if (++failures <= 3) console.error(`checkout: ${r.status} ${body.slice(0, 200)}`);
        continue;
      }
      times.push(performance.now() - start);
    }
  }),
);
clearInterval(sampler);
await monitor.end();
times.sort((a, b) => a - b);
const at = (p: number) => percentile(times, p).toFixed(1);
console.log(
  `${ports.length} instance(s), ${shoppers} shoppers: ${(times.length / seconds).toFixed(0)} orders/s, p50 ${at(50)} ms, p99 ${at(99)} ms, ` +
    `${failures} failed; connections waiting for a lock: ${(waiting / Math.max(1, samples)).toFixed(2)} on average over ${samples} samples`,
);
for (const [kind, n] of [...kinds].sort((a, b) => b[1] - a[1])) console.log(`  ${kind}: ${n}`);
