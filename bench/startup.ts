// npx tsx bench/startup.ts --db <seeded shop.db> [--ttl 60] [--stop-after MS]
// Starts `src/main.ts` on a copy of a large SQLite database (the copy is made in a temp directory, since the sweep of
// unpaid orders changes it, and removed afterwards) and measures, from the spawn:
// - when /healthz first answers (polled every 20 ms),
// - how long /healthz answers take while the unpaid-order sweep works through the backlog it found at start
//   (one probe every 50 ms, each waited for), until the sweep logs its result,
// - with --stop-after, how long a SIGTERM sent that many ms after the first answer takes to end the process, and its
//   exit code (the sweep is then usually still running).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from './percentile.js';

const { values } = parseArgs({
  options: { db: { type: 'string' }, ttl: { type: 'string', default: '60' }, 'stop-after': { type: 'string' } },
});
if (!values.db) throw new Error('--db <path of a seeded SQLite shop.db> is required');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-startup-'));
for (const suffix of ['', '-wal', '-shm']) {
  if (!fs.existsSync(values.db + suffix)) continue;
  const copy = path.join(dir, `shop.db${suffix}`);
  fs.copyFileSync(values.db + suffix, copy);
  // On disk before the clock starts: a gigabyte of dirty pages being written back would slow the server's own writes.
  const fd = fs.openSync(copy, 'r+');
  fs.fsyncSync(fd);
  fs.closeSync(fd);
}

const port = await new Promise<number>((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = s.address() as net.AddressInfo;
    s.close(() => resolve(p));
  });
});

/** Milliseconds of one GET /healthz, or null when it failed or took longer than 60 s. */
function probe(): Promise<number | null> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/healthz', timeout: 60_000, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - started : null));
    });
    req.on('error', () => resolve(null));
    req.on('timeout', () => req.destroy());
  });
}

const t0 = performance.now();
const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.resolve(import.meta.dirname, '..'),
  env: {
    PATH: process.env.PATH,
    HOME: os.homedir(),
    PORT: String(port),
    DATA_DIR: dir,
    PENDING_ORDER_TTL_MINUTES: values.ttl,
    LOG_LEVEL: 'info',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const exited = once(child, 'exit');
let sweepDoneAt: number | null = null;
let swept = '';
let pending = '';
child.stdout.on('data', (d: Buffer) => {
  pending += d.toString();
  const lines = pending.split('\n');
  pending = lines.pop()!;
  for (const line of lines) {
    const m = /"msg":"((\d+) unpaid order\(s\) expired|order expiry round failed)"/.exec(line);
    if (m && sweepDoneAt === null) {
      sweepDoneAt = performance.now() - t0;
      swept = m[1]!;
    }
  }
});

let firstAnswer: number | null = null;
while (firstAnswer === null && child.exitCode === null) {
  if ((await probe()) !== null) firstAnswer = performance.now() - t0;
  else await sleep(20);
}
if (firstAnswer === null) throw new Error('the server exited before answering');
console.log(`first /healthz answer: ${(firstAnswer / 1000).toFixed(1)} s after spawn`);

const stopAfter = values['stop-after'] === undefined ? null : Number(values['stop-after']);
const latencies: number[] = [];
while (
  sweepDoneAt === null &&
  child.exitCode === null &&
  (stopAfter === null || performance.now() - t0 - firstAnswer < stopAfter)
) {
  const ms = await probe();
  if (ms !== null) latencies.push(ms);
  await sleep(50);
}
if (sweepDoneAt !== null) console.log(`sweep: "${swept}" at ${(sweepDoneAt / 1000).toFixed(1)} s after spawn`);
latencies.sort((a, b) => a - b);
const at = (p: number) => percentile(latencies, p).toFixed(1);
if (latencies.length)
  console.log(
    `/healthz while the sweep ran: ${latencies.length} probes, p50 ${at(50)} ms, p99 ${at(99)} ms, max ${at(100)} ms`,
  );

const stopping = performance.now();
child.kill('SIGTERM');
const [code] = await exited;
console.log(`SIGTERM → exit ${code} in ${((performance.now() - stopping) / 1000).toFixed(2)} s`);
fs.rmSync(dir, { recursive: true, force: true });
