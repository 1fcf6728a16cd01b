// TEST_DATABASE_URL=postgres://… npm run bench:statements [-- write=checkout [count=200 [code]]]
// What one write costs PostgreSQL (docs/benchmarks.md): the SQL statements it sends, each a round trip, listed by text
// with how often each came per write (pg's clients wrapped: the pool's and the transactions', BEGIN and COMMIT
// included), and the CPU time of the database server's processes per write (Linux: every `postgres` process in
// /proc, the WAL writer and checkpointer included) beside this process's own. `count` sequential writes after a
// warm-up; the writes are those of bench:instructions (bench/harness-writes.ts). Run it on a machine with nothing
// else on that server: the server's CPU is all its clients'.
import fs from 'node:fs';
import pg from 'pg';
import { prepareWrite, writeOf } from './harness-writes.js';

const WARM_UP = 20;
/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** CPU seconds used so far by every process named `postgres`, ended ones excluded; null when none runs here. */
function serverCpuSeconds(): number | null {
  let ticks = 0;
  let found = false;
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    if (name !== 'postgres') continue;
    found = true;
    // After the name: state is field 3, utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return found ? ticks / TICKS : null;
}

if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL must name a PostgreSQL server');
const [write = 'checkout', count = '200', code] = process.argv.slice(2);
const n = Number(count);
const { once, close } = await prepareWrite(writeOf(write), code);
for (let i = 0; i < WARM_UP; i++) await once();

const seen = new Map<string, number>();
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const config = args[0] as string | { text?: string };
  const text = (typeof config === 'string' ? config : (config.text ?? '')).replace(/\s+/g, ' ').slice(0, 140);
  seen.set(text, (seen.get(text) ?? 0) + 1);
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;
const serverBefore = serverCpuSeconds();
const ownBefore = process.cpuUsage();
const started = performance.now();
for (let i = 0; i < n; i++) await once();
const elapsed = performance.now() - started;
const own = process.cpuUsage(ownBefore);
const serverAfter = serverCpuSeconds();
pg.Client.prototype.query = query;
await close();

const total = [...seen.values()].reduce((a, b) => a + b, 0);
const ms = (seconds: number) => ((seconds * 1000) / n).toFixed(2);
const server =
  serverBefore === null || serverAfter === null
    ? 'the database server not on this machine'
    : `${ms(serverAfter - serverBefore)} ms CPU of the database server`;
console.log(
  `${(total / n).toFixed(1)} statements per ${write}${code ? ` with code ${code}` : ''}; per write: ${server}, ` +
    `${ms((own.user + own.system) / 1e6)} ms of this process, ` +
    `${(elapsed / n).toFixed(2)} ms elapsed (${n} after ${WARM_UP} uncounted)`,
);
for (const [text, k] of seen) console.log(`${(k / n).toFixed(2).padStart(6)}  ${text}`);
