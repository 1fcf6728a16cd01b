// npx tsx bench/export-rows.ts [--orders N] [--rounds R] [--compare DIR [--different-output]] [--database-url URL]
// The CSV export's CPU per row, split into its batch query and its formatter (orders-csv.ts), on seeded orders with
// several items, variants with options, per-line tax at two rates (a quarter of the lines and a fifth of the orders
// left as before per-line tax), discounts on a third of the orders, and names with quotes, backslashes, tabs and
// Latin-1 letters (as the seed's: a character beyond Latin-1 would make V8 hold a batch's text at two bytes each).
// Run in this process, without the reader thread, batch by batch as the export reads them. "format" is the formatter
// up to the UTF-8 bytes the export writes (for a build whose formatter returned text, its encoding included).
// --compare DIR: another checkout of the project (with its node_modules), run alternately with this one on the same
// database; their CSV must be the same bytes (--different-output: not checked), medians per round side by side.
// SQLite in a temp file by default; with --database-url a fresh PostgreSQL database is created there and dropped.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/open.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDatabase } from '../src/seed/seed-database.js';
import { fillExportCells } from '../src/modules/orders/orders-export.js';
import { percentile } from './percentile.js';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '20000' },
    rounds: { type: 'string', default: '5' },
    compare: { type: 'string' },
    'database-url': { type: 'string' },
    // For a checkout whose CSV has other columns (one from before variants): its figures without the byte check.
    'different-output': { type: 'boolean', default: false },
  },
});
const ORDERS = Number(values.orders);
const ROUNDS = Number(values.rounds);
const HERE = path.resolve(import.meta.dirname, '..');
const roots = [HERE, ...(values.compare ? [path.resolve(values.compare)] : [])];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-rows-'));
let databaseUrl = `sqlite:${path.join(dir, 'shop.db')}`;
let dropDatabase = async () => {};
if (values['database-url']) {
  const admin = new pg.Client({ connectionString: values['database-url'] });
  await admin.connect();
  const name = `export_rows_${crypto.randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(values['database-url']);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  };
}

/** The seed's orders, then the tax, discounts and awkward text the seed does not write (see the header). */
async function seed(): Promise<void> {
  const { db, dialect, close } = openDatabase(databaseUrl);
  await migrateToLatest(db);
  await seedDatabase(db, { products: 2000, customers: 2000, orders: ORDERS, seed: 42, dataDir: dir });
  // Included tax, half up, at 19 % or (every third line) 7 %; every fourth line keeps none (the legacy reading).
  await sql`update order_items set
      tax_rate_bp = case when id % 3 = 0 then 700 else 1900 end,
      gross_cents = total_price_cents,
      tax_cents = (total_price_cents * case when id % 3 = 0 then 700 else 1900 end * 2 + 10000 + case when id % 3 = 0 then 700 else 1900 end) / (2 * (10000 + case when id % 3 = 0 then 700 else 1900 end)),
      net_cents = total_price_cents - (total_price_cents * case when id % 3 = 0 then 700 else 1900 end * 2 + 10000 + case when id % 3 = 0 then 700 else 1900 end) / (2 * (10000 + case when id % 3 = 0 then 700 else 1900 end))
    where id % 4 <> 0`.execute(db);
  await sql`update orders set tax_lines = '[{"rateBp":1900,"netCents":' || (total_cents - total_cents / 3 - tax_cents) ||
      ',"taxCents":' || tax_cents || ',"grossCents":' || (total_cents - total_cents / 3) ||
      '},{"rateBp":700,"netCents":' || (total_cents / 3) || ',"taxCents":0,"grossCents":' || (total_cents / 3) || '}]'
    where id % 5 <> 0`.execute(db);
  await sql`update order_items set product_name = product_name || ${' 12" "Pro" \\ é\tß'} where id % 7 = 0`.execute(db);
  // A third of the orders: a coded discount on their first line, an automatic one on the shipping.
  await sql`insert into order_discounts (order_id, order_item_id, promotion_id, code, amount_cents, promotion_name)
    select o.id, (select min(i.id) from order_items i where i.order_id = o.id), 7, 'SUMMER10', 1 + o.id % 1000, ${'Summer "10"'}
    from orders o where o.id % 3 = 0`.execute(db);
  await sql`insert into order_discounts (order_id, order_item_id, promotion_id, code, amount_cents, promotion_name)
    select o.id, null, 8, null, 495, null from orders o where o.id % 3 = 0`.execute(db);
  // Each order's items and discounts cells stored, as checkout and the seed leave them (order-list.repository.ts).
  await fillExportCells(db, dialect);
  await dialect.settleAfterBulkLoad(db);
  await close();
}

/** The process's CPU time (user and system) in ms: this thread's, as long as no other does work meanwhile. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

interface Subject {
  root: string;
  run(): Promise<{
    compileUs: number;
    queryWallUs: number;
    queryUs: number;
    formatUs: number;
    rows: number;
    bytes: number;
    sha: string;
  }>;
  close(): Promise<void>;
}

/** The export of every order through a checkout's own modules, its query and its formatter timed apart. */
async function subject(root: string): Promise<Subject> {
  const load = (file: string) => import(pathToFileURL(path.join(root, file)).href);
  const { openDatabase: open } = await load('src/db/open.ts');
  const { formatRowsWith } = await load('src/db/row-formatter.ts');
  const { orderBatches } = await load('src/modules/orders/order-list.repository.ts');
  const { ORDERS_CSV } = await load('src/modules/orders/orders-csv.ts');
  const opened = open(databaseUrl);
  let compileMs = 0;
  // PostgreSQL's own work is in its server process: the query's wall time holds it, this process's CPU does not.
  let queryWallMs = 0;
  let queryMs = 0;
  let formatMs = 0;
  const dialect = {
    ...opened.dialect,
    // In this thread, timed: the reader thread would run the same two steps.
    // CPU time rather than wall time: the machine is shared, and a descheduled thread's wait is not the export's cost.
    // The query is compiled in the event loop, then run and formatted by the reader thread: timed apart.
    selectFormatted: async (db: unknown, query: { compile(): unknown }, formatter: string) => {
      const t0 = cpuMs();
      const compiled = query.compile();
      const t1 = cpuMs();
      const w1 = performance.now();
      const rows = await opened.dialect.selectArrays(db, { compile: () => compiled });
      queryWallMs += performance.now() - w1;
      const t2 = cpuMs();
      const formatted = await formatRowsWith(formatter, rows);
      // A build from before the formatters wrote bytes hands back text, which its export then encoded.
      const text = (formatted as { text?: string }).text;
      const batch = text === undefined ? formatted : { ...formatted, bytes: Buffer.from(text) };
      compileMs += t1 - t0;
      queryMs += t2 - t1;
      formatMs += cpuMs() - t2;
      return batch;
    },
  };
  return {
    root,
    async run() {
      compileMs = queryMs = queryWallMs = formatMs = 0;
      const hash = crypto.createHash('sha256');
      let rows = 0;
      let bytes = 0;
      for await (const batch of orderBatches(
        opened.db,
        dialect,
        {},
        { by: 'createdAt', order: 'desc' },
        500,
        ORDERS_CSV,
      )) {
        hash.update(batch.bytes);
        rows += batch.rows;
        bytes += batch.bytes.length;
      }
      return {
        compileUs: (compileMs * 1000) / rows,
        queryWallUs: (queryWallMs * 1000) / rows,
        queryUs: (queryMs * 1000) / rows,
        formatUs: (formatMs * 1000) / rows,
        rows,
        bytes,
        sha: hash.digest('hex'),
      };
    },
    close: () => opened.close(),
  };
}

try {
  const t0 = performance.now();
  await seed();
  console.error(
    `seeded ${ORDERS} orders in ${((performance.now() - t0) / 1000).toFixed(1)} s (${databaseUrl.split(':')[0]})`,
  );
  const subjects = await Promise.all(roots.map(subject));
  const results = new Map<
    string,
    { compileUs: number[]; queryWallUs: number[]; queryUs: number[]; formatUs: number[] }
  >(roots.map((r) => [r, { compileUs: [], queryWallUs: [], queryUs: [], formatUs: [] }]));
  // One warm-up round, then alternating rounds; the first root of a round alternates too.
  for (let round = 0; round <= ROUNDS; round++) {
    const order = round % 2 === 0 ? subjects : [...subjects].reverse();
    const shas = new Set<string>();
    for (const s of order) {
      const r = await s.run();
      shas.add(r.sha);
      if (round > 0) {
        results.get(s.root)!.compileUs.push(r.compileUs);
        results.get(s.root)!.queryWallUs.push(r.queryWallUs);
        results.get(s.root)!.queryUs.push(r.queryUs);
        results.get(s.root)!.formatUs.push(r.formatUs);
      }
      console.error(
        `round ${round} ${s.root}: ${r.rows} rows, ${Math.round(r.bytes / r.rows)} B/row, compile ${r.compileUs.toFixed(2)}, query ${r.queryUs.toFixed(2)} µs/row, format ${r.formatUs.toFixed(2)} µs/row`,
      );
    }
    if (shas.size > 1 && !values['different-output']) throw new Error(`the checkouts' CSV differ (round ${round})`);
  }
  // The reader thread's part (query and format) bounds the export's rate; compiling runs in the event loop meanwhile.
  console.log(
    `| checkout | compile µs/row | query µs/row (wall) | query µs/row | format µs/row | query + format | rows/s of those |`,
  );
  console.log(`|---|---:|---:|---:|---:|---:|---:|`);
  const median = (xs: number[]) =>
    percentile(
      xs.toSorted((a, b) => a - b),
      50,
    );
  for (const [root, r] of results) {
    const [c, w, q, f] = [median(r.compileUs), median(r.queryWallUs), median(r.queryUs), median(r.formatUs)];
    console.log(
      `| ${root} | ${c.toFixed(2)} | ${w.toFixed(2)} | ${q.toFixed(2)} | ${f.toFixed(2)} | ${(q + f).toFixed(2)} | ${Math.round(1e6 / (q + f)).toLocaleString('en')} |`,
    );
  }
  if (roots.length > 1 && !values['different-output'])
    console.log('The checkouts wrote the same CSV bytes in every round.');
  await Promise.all(subjects.map((s) => s.close()));
} finally {
  await dropDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
}
