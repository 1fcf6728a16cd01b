// TEST_DATABASE_URL=postgres://… npm run bench:statements [-- write=checkout [count=20 [code]]]
// The SQL statements one write sends to PostgreSQL (docs/benchmarks.md): on PostgreSQL each is a round trip, which is
// most of what a write costs there. Counts every query of pg's clients (the pool's and the transactions'), BEGIN and
// COMMIT included, over `count` sequential writes after a warm-up, and lists them by text with how often each came
// per write. The writes are those of bench:instructions (bench/harness-writes.ts).
import pg from 'pg';
import { prepareWrite, writeOf } from './harness-writes.js';

const WARM_UP = 20;

if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL must name a PostgreSQL server');
const [write = 'checkout', count = '20', code] = process.argv.slice(2);
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
for (let i = 0; i < Number(count); i++) await once();
pg.Client.prototype.query = query;
await close();

const total = [...seen.values()].reduce((a, b) => a + b, 0);
console.log(`${(total / Number(count)).toFixed(1)} statements per ${write}${code ? ` with code ${code}` : ''}:`);
for (const [text, n] of seen) console.log(`${(n / Number(count)).toFixed(2).padStart(6)}  ${text}`);
