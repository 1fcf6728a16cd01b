import { openDatabase } from './src/db/open.js';
import * as orders from './src/modules/customers/customer-orders.repository.js';
import { sql } from 'kysely';
const { db, dialect, close } = openDatabase('sqlite:/tmp/bench-customers.db');
const log: any[] = [];
const db2 = db.withPlugin({ transformQuery: (a) => a.node, transformResult: async (a) => a.result });
const origExec = db.getExecutor();
async function plan(label: string, q: { compile(): { sql: string; parameters: readonly unknown[] } }) {
  const c = q.compile();
  const r = await sql.raw(`explain query plan ${c.sql}`).execute(db).catch(() => null);
  const t = performance.now();
  const sqlite = (db as any);
  console.log('---', label);
  console.log(c.sql);
}
const emailKey = (eb: any) => eb.fn('lower', [eb.ref('orders.customerEmail')]);
const guests = db.selectFrom('orders').where('orders.customerId', 'is', null)
  .select((eb) => [eb.neg(eb.fn.min<number>('orders.id')).as('id'), eb.fn.min<string>('orders.createdAt').as('createdAt')])
  .groupBy((eb) => emailKey(eb));
const q = db.selectFrom('customers').select(['id', 'createdAt']).unionAll(guests).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(50).offset(0);
const c = q.compile();
console.log(c.sql);
import SQLite from 'better-sqlite3';
const s = new SQLite('/tmp/bench-customers.db');
const show = (sqlText: string, params: any[]) => {
  console.log(s.prepare('explain query plan ' + sqlText).all(...params).map((r: any) => r.detail).join('\n'));
  const t = performance.now(); for (let i = 0; i < 5; i++) s.prepare(sqlText).all(...params); console.log(((performance.now() - t) / 5).toFixed(1), 'ms');
};
show(c.sql, c.parameters as any[]);
const cnt = db.selectFrom('orders').where('orders.customerId', 'is', null).select((eb) => eb.fn.count<number>(emailKey(eb)).distinct().as('n')).compile();
show(cnt.sql, cnt.parameters as any[]);
const g = db.selectFrom('orders').where('orders.customerId', 'is', null).where((eb) => eb(emailKey(eb), 'in', ['guest2@example.com', 'guest4@example.com'])).select((eb) => [emailKey(eb).as('k'), eb.fn.min('orders.id').as('m')]).groupBy((eb) => emailKey(eb)).compile();
show(g.sql, g.parameters as any[]);
const sr = db.selectFrom('orders').select((eb) => ['orders.customerId', eb.fn.max<number>('orders.id').as('latest')]).where('orders.customerId', 'is not', null)
  .where((eb) => eb.or([dialect.containsInsensitive(eb.ref('orders.customerEmail'), 'Sur12'), dialect.containsInsensitive(eb(eb(eb.ref('orders.customerFirstName'), '||', ' '), '||', eb.ref('orders.customerLastName')), 'Sur12'), dialect.containsInsensitive(eb.ref('orders.customerPhone'), 'Sur12')]))
  .groupBy('orders.customerId').orderBy('latest', 'desc').limit(20).compile();
show(sr.sql, sr.parameters as any[]);
await close();
