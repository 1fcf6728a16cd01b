// npm run bench:checkout-instructions [-- checkouts=100 [code]]
// Instructions per guest checkout in the Node.js process, counted by valgrind's callgrind (docs/benchmarks.md): the
// count does not depend on what else the machine runs, so two builds compare on a busy machine where timings do
// not. The server and a client run in one process; counting starts (callgrind_control -i on) once the app is built
// and a few warm-up checkouts are done, and covers `checkouts` sequential checkouts of one one-variant product over
// HTTP (SQLite; TEST_DATABASE_URL for PostgreSQL, whose own work is then not counted); with `code`, each sends that code
// of a 10 % promotion (issue 36's "with a code"). Needs valgrind.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { buildTestApp } from '../test/helpers/app.js';
import { Client } from '../test/helpers/client.js';
import { ORDER_ENV, guestBody, insertProduct } from '../test/helpers/orders.js';

const WARM_UP = 20;

if (process.argv[2] === 'checkouts') {
  const cleanups: (() => unknown)[] = [];
  const ctx = await buildTestApp(
    { after: (fn: () => unknown) => cleanups.push(fn) },
    { env: { ...ORDER_ENV, CHECKOUT_RATE_LIMIT: '1000000' } },
  );
  const { id: productId } = await insertProduct(ctx.services, { stock: 1_000_000 });
  const code = process.argv[4];
  if (code) {
    const p = await ctx.services.promotions.create({ name: 'Ten', kind: 'percent_off_order', percent: 10 });
    await ctx.services.promotions.addCodes(p.id, [code], null);
  }
  const checkout = async () => {
    const body = guestBody([{ productId, quantity: 1 }], code ? { codes: [code] } : {});
    const r = await new Client(ctx.app).post('/api2/store/orders', body);
    if (r.status !== 201) throw new Error(`checkout: ${r.status} ${r.body.slice(0, 200)}`);
  };
  for (let i = 0; i < WARM_UP; i++) await checkout();
  const lines = readline.createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  console.log('ready');
  await lines.next();
  for (let i = 0; i < Number(process.argv[3]); i++) await checkout();
  for (const fn of cleanups.reverse()) await fn();
  process.exit(0);
} else {
  const checkouts = Number(process.argv[2] ?? 100);
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'checkout-instructions-'));
  const file = path.join(out, 'callgrind.out');
  const child = spawn(
    'valgrind',
    [
      '--tool=callgrind',
      '--instr-atstart=no',
      `--callgrind-out-file=${file}`,
      process.execPath,
      ...process.execArgv,
      process.argv[1]!,
      'checkouts',
      String(checkouts),
      ...(process.argv[3] ? [process.argv[3]] : []),
    ],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  for await (const line of readline.createInterface({ input: child.stdout })) {
    if (line !== 'ready') continue;
    const on = spawnSync('callgrind_control', ['-i', 'on', String(child.pid)], { encoding: 'utf8' });
    if (on.status !== 0) throw new Error(`callgrind_control: ${on.stderr}`);
    child.stdin.write('go\n');
  }
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const total = /Collected : (\d+)/.exec(stderr);
  fs.rmSync(out, { recursive: true, force: true });
  if (code !== 0 || !total) throw new Error(`valgrind failed (exit ${code}):\n${stderr.slice(-2000)}`);
  const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL (Node.js side only)' : 'SQLite';
  console.log(
    `${engine}: ${(Number(total[1]) / checkouts / 1e6).toFixed(2)} M instructions per checkout${process.argv[3] ? ` with code ${process.argv[3]}` : ''} (${checkouts} after ${WARM_UP} uncounted)`,
  );
}
