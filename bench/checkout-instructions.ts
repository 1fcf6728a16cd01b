// npm run bench:checkout-instructions [-- fewer=20 more=80]
// Instructions per guest checkout in the Node.js process, counted by valgrind's callgrind (docs/benchmarks.md): the
// count does not depend on what else the machine runs, so two builds compare on a busy machine where timings do
// not. Runs the server and a client in one process twice, with `fewer` and with `more` sequential checkouts of one
// one-variant product over HTTP (SQLite; TEST_DATABASE_URL for PostgreSQL, whose own work is then not counted);
// start-up cancels out in the difference. Needs valgrind.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp } from '../test/helpers/app.js';
import { Client } from '../test/helpers/client.js';
import { ORDER_ENV, guestBody, insertProduct } from '../test/helpers/orders.js';

const [mode, count] = process.argv.slice(2);

if (mode === 'checkouts') {
  const cleanups: (() => unknown)[] = [];
  const ctx = await buildTestApp(
    { after: (fn: () => unknown) => cleanups.push(fn) },
    { env: { ...ORDER_ENV, CHECKOUT_RATE_LIMIT: '1000000' } },
  );
  const { id: productId } = await insertProduct(ctx.services, { stock: 1_000_000 });
  for (let i = 0; i < Number(count); i++) {
    const r = await new Client(ctx.app).post('/api2/store/orders', guestBody([{ productId, quantity: 1 }]));
    if (r.status !== 201) throw new Error(`checkout: ${r.status} ${r.body.slice(0, 200)}`);
  }
  for (const fn of cleanups.reverse()) await fn();
} else {
  const fewer = Number(process.argv[2] ?? 20);
  const more = Number(process.argv[3] ?? 80);
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'checkout-instructions-'));
  const instructions = (n: number): number => {
    const file = path.join(out, `callgrind.${n}`);
    const run = spawnSync(
      'valgrind',
      [
        '--tool=callgrind',
        `--callgrind-out-file=${file}`,
        process.execPath,
        ...process.execArgv,
        process.argv[1]!,
        'checkouts',
        String(n),
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
    );
    const total = /Collected : (\d+)/.exec(run.stderr);
    if (run.status !== 0 || !total) throw new Error(`valgrind (${n} checkouts) failed:\n${run.stderr.slice(-2000)}`);
    return Number(total[1]);
  };
  const a = instructions(fewer);
  const b = instructions(more);
  fs.rmSync(out, { recursive: true, force: true });
  const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL (Node.js side only)' : 'SQLite';
  console.log(
    `${engine}: ${((b - a) / (more - fewer) / 1e6).toFixed(2)} M instructions per checkout (${fewer}: ${(a / 1e9).toFixed(2)} G, ${more}: ${(b / 1e9).toFixed(2)} G)`,
  );
}
