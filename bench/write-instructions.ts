// npm run bench:instructions [-- write=checkout [count=100 [code]]]
// Instructions per write in the Node.js process, counted by valgrind's callgrind (docs/benchmarks.md): the count does
// not depend on what else the machine runs, so two builds compare on a busy machine where timings do not. The server
// and a client run in one process; counting starts (callgrind_control -i on) once the app is built and a few warm-up
// writes are done, and covers `count` sequential writes over HTTP (SQLite; TEST_DATABASE_URL for PostgreSQL, whose own
// work is then not counted). The writes are the shared harness's three: `checkout` (a guest checkout of one
// one-variant product; with `code`, each sends that code of a 10 % promotion: issue 36's "with a code"), `adjustment`
// (a platform stock adjustment of +1) and `price` (an admin price change). Needs valgrind.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { prepareWrite, writeOf } from './harness-writes.js';

const WARM_UP = 20;

if (process.argv[2] === 'run') {
  const [write, count, code] = process.argv.slice(3);
  const { once, close } = await prepareWrite(writeOf(write!), code);
  for (let i = 0; i < WARM_UP; i++) await once();
  const lines = readline.createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  console.log('ready');
  await lines.next();
  for (let i = 0; i < Number(count); i++) await once();
  await close();
  process.exit(0);
} else {
  const [write = 'checkout', count = '100', code] = process.argv.slice(2);
  writeOf(write);
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'write-instructions-'));
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
      'run',
      write,
      count,
      ...(code ? [code] : []),
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
  const exit = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const total = /Collected : (\d+)/.exec(stderr);
  fs.rmSync(out, { recursive: true, force: true });
  if (exit !== 0 || !total) throw new Error(`valgrind failed (exit ${exit}):\n${stderr.slice(-2000)}`);
  const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL (Node.js side only)' : 'SQLite';
  console.log(
    `${engine}: ${(Number(total[1]) / Number(count) / 1e6).toFixed(2)} M instructions per ${write}${code ? ` with code ${code}` : ''} (${count} after ${WARM_UP} uncounted)`,
  );
}
