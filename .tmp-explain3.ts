import { openDatabase } from './src/db/open.js';
const { db, dialect, close } = openDatabase('sqlite:/tmp/bench-customers.db');
const guestKey = (eb: any) => eb.case().when('orders.customerId', 'is', null).then(eb.fn('lower', [eb.ref('orders.customerEmail')])).end();
const q = db.selectFrom('orders').select((eb) => ['orders.customerId', guestKey(eb).as('guestKey'), eb.fn.max<number>('orders.id').as('latest')])
  .where((eb) => eb.or([dialect.containsInsensitive(eb.ref('orders.customerEmail'), 'Sur12'), dialect.containsInsensitive(eb(eb(eb.ref('orders.customerFirstName'), '||', ' '), '||', eb.ref('orders.customerLastName')), 'Sur12'), dialect.containsInsensitive(eb.ref('orders.customerPhone'), 'Sur12')]))
  .groupBy((eb) => ['orders.customerId', guestKey(eb)]).orderBy('latest', 'desc').limit(20);
const c = q.compile(); console.log(c.sql, c.parameters);
let t = performance.now(); for (let i = 0; i < 5; i++) await q.execute(); console.log(((performance.now() - t) / 5).toFixed(1), 'ms');
const q2 = db.selectFrom('orders').select((eb) => ['orders.id'])
  .where((eb) => eb.or([dialect.containsInsensitive(eb.ref('orders.customerEmail'), 'Sur12')]));
t = performance.now(); for (let i = 0; i < 5; i++) await q2.execute(); console.log('email only', ((performance.now() - t) / 5).toFixed(1), 'ms');
await close();
