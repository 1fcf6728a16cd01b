// npm run bench:backup -- --db <seeded shop.db> [--probe-ms 20]
// `npm run backup` on a live shop: copies a seeded SQLite database (npm run seed with DATA_DIR=…) to a temp directory,
// serves it with `node dist/main.js`, places checkouts in a loop (so the database is written throughout) and probes the
// storefront's product detail every --probe-ms, first for 10 s without a backup, then while `node dist/backup.js`
// runs. Prints the backup's wall time and size, its integrity check, and the probes' p50/p99 without and with it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from './percentile.js';

const { values } = parseArgs({ options: { db: { type: 'string' }, 'probe-ms': { type: 'string', default: '20' } } });
if (!values.db) throw new Error('--db <path of a seeded SQLite shop.db> is required');
const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-backup-'));
for (const suffix of ['', '-wal', '-shm'])
  if (fs.existsSync(values.db + suffix)) fs.copyFileSync(values.db + suffix, path.join(dataDir, `shop.db${suffix}`));
const port = 38_000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const env = {
  PATH: process.env.PATH ?? '',
  HOME: os.tmpdir(),
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  COOKIE_SECURE: 'false',
  CHECKOUT_RATE_LIMIT: '0',
};
const server = spawn(process.execPath, ['dist/main.js'], { cwd: root, env, stdio: 'ignore' });
process.on('exit', () => {
  server.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});
for (
  let i = 0;
  !(await fetch(`${base}/healthz`).then(
    () => true,
    () => false,
  ));
  i++
) {
  if (i > 1200) throw new Error('the server never answered');
  await sleep(100);
}
const products = (
  (await (await fetch(`${base}/api2/store/products?limit=100`)).json()) as { products: { id: number }[] }
).products.map((p) => p.id);

let stop = false;
let checkouts = 0;
const shopper = async () => {
  for (let n = 0; !stop; n++) {
    const r = await fetch(`${base}/api2/store/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `bench.${process.pid}.${n}@example.com`,
        firstName: 'B',
        lastName: 'Ench',
        items: [{ productId: products[n % products.length], quantity: 1 }],
        shippingAddress: { street: 'S 1', city: 'Berlin', postalCode: '10115', country: 'DE' },
        paymentMethod: 'card',
      }),
    });
    await r.arrayBuffer();
    if (r.status === 201) checkouts++;
  }
};
const probe = async (until: () => boolean) => {
  const ms: number[] = [];
  while (!until()) {
    const started = performance.now();
    await (await fetch(`${base}/api2/store/products/${products[ms.length % products.length]}`)).arrayBuffer();
    ms.push(performance.now() - started);
    await sleep(Number(values['probe-ms']));
  }
  return ms;
};
const shoppers = [shopper(), shopper()];
const quietUntil = performance.now() + 10_000;
const quiet = await probe(() => performance.now() > quietUntil);

const out = path.join(dataDir, 'backup.db');
const started = performance.now();
const backup = spawn(process.execPath, ['dist/backup.js', '--out', out], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
let output = '';
backup.stdout.on('data', (d: Buffer) => {
  output += d.toString();
});
let done = false;
const exited = new Promise<number | null>((resolve) =>
  backup.on('exit', (code) => {
    done = true;
    resolve(code);
  }),
);
const during = await probe(() => done);
const code = await exited;
const seconds = (performance.now() - started) / 1000;
stop = true;
await Promise.all(shoppers);

const row = (name: string, ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `| ${name} | ${ms.length} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} |`;
};
const size = fs.existsSync(out) ? (fs.statSync(out).size / 1024 / 1024).toFixed(0) : '—';
const source = (fs.statSync(path.join(dataDir, 'shop.db')).size / 1024 / 1024).toFixed(0);
console.log(
  `backup: exit ${code}, ${seconds.toFixed(1)} s, ${source} MB database → ${size} MB snapshot; ${checkouts} checkouts answered 201 meanwhile\n${output.trim()}`,
);
console.log(
  `\n| storefront product detail | probes | p50 ms | p99 ms |\n|---|---|---|---|\n${row('without a backup (10 s)', quiet)}\n${row('during the backup', during)}`,
);
process.exit(0);
