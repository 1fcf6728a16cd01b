import { openDatabase } from './src/db/open.js';
import { migrateToLatest } from './src/db/migrate.js';
import { createCustomersService } from './src/modules/customers/customers.service.js';
import { systemClock } from './src/shared/clock.js';
import { sql } from 'kysely';
import pg from 'pg';
import fs from 'node:fs';

const engine = process.argv[2] ?? 'sqlite';
let url = 'sqlite:/tmp/bench-customers.db';
let schema: string | undefined;
if (engine === 'sqlite') { for (const f of ['', '-wal', '-shm']) fs.rmSync('/tmp/bench-customers.db' + f, { force: true }); }
else {
  url = 'postgres://postgres@127.0.0.1:5432/test'; schema = 'bench_customers';
  const c = new pg.Client({ connectionString: url }); await c.connect(); await c.query(`drop schema if exists ${schema} cascade; create schema ${schema}`); await c.end();
}
const { db, dialect, close } = openDatabase(url, { schema });
await migrateToLatest(db);
const N_CUST = 20000, N_ORD = 100000;
const base = Date.UTC(2024, 0, 1);
const iso = (m: number) => new Date(base + m * 60000).toISOString();
let rows: any[] = [];
for (let i = 1; i <= N_CUST; i++) {
  rows.push({ email: `cust${i}@example.com`, passwordHash: null, firstName: `First${i}`, lastName: `Last${i}`, phone: null, verifiedAt: null, b2bGroup: null, notes: null, createdAt: iso(i * 5), updatedAt: iso(i * 5) });
  if (rows.length === 1000) { await db.insertInto('customers').values(rows).execute(); rows = []; }
}
const statuses = ['pending', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded'];
for (let i = 1; i <= N_ORD; i++) {
  const guest = i % 2 === 0;
  const cid = guest ? null : (i * 7919) % N_CUST + 1;
  const email = guest ? `guest${(i * 104729) % 30000}@example.com` : `cust${cid}@example.com`;
  rows.push({ orderNumber: i, customerId: cid, customerEmail: i % 10 === 0 ? email.toUpperCase() : email, customerFirstName: `Name${i % 5000}`, customerLastName: `Sur${i % 3000}`, customerPhone: null, status: statuses[i % 7], paymentStatus: 'paid', paymentMethod: 'card', orderSource: 'web', subtotalCents: 1000, shippingCents: 0, taxCents: 0, totalCents: 1000 + i, shippingAddress: '{}', billingAddress: null, trackingNumber: null, trackingUrl: null, shippingMethodId: null, shippingMethodName: null, note: null, createdAt: iso(i), updatedAt: iso(i) });
  if (rows.length === 500) { await db.insertInto('orders').values(rows).execute(); rows = []; }
}
if (engine === 'postgres') await sql`analyze`.execute(db); else await sql`analyze`.execute(db);
const svc = createCustomersService({ db, dialect, clock: systemClock });
async function time(label: string, fn: () => Promise<unknown>) {
  await fn();
  const t = performance.now(); for (let i = 0; i < 5; i++) await fn();
  console.log(engine, label, ((performance.now() - t) / 5).toFixed(1), 'ms');
}
await time('list p1', () => svc.list({ page: 1, limit: 50 }));
await time('list p500', () => svc.list({ page: 500, limit: 50 }));
await time('search Sur12', () => svc.search('Sur12'));
await time('search guest123', () => svc.search('guest123@'));
const l = await svc.list({ page: 1, limit: 50 });
const g = (await svc.search('guest123@'))[0]!;
await time('guest detail', () => svc.get(g.id));
await time('registered detail', () => svc.get(5));
await time('platform list', () => svc.platformList({ search: 'last12' }, { page: 1, limit: 50 }));
console.log(l.total, JSON.stringify(l.items.slice(0, 2)));
await close();
