import { openDatabase } from './src/db/open.js';
const { db, dialect, close } = openDatabase('sqlite:/tmp/bench-customers.db');
const guestKey = (eb: any) => eb.case().when('orders.customerId', 'is', null).then(eb.fn('lower', [eb.ref('orders.customerEmail')])).end();
const q = db.selectFrom('orders').select((eb) => ['orders.customerId', guestKey(eb).as('guestKey'), eb.fn.max<number>('orders.id').as('latest')])
  .where((eb) => eb.or([dialect.containsInsensitive(eb.ref('orders.customerEmail'), 'Sur12'), dialect.containsInsensitive(eb.ref('orders.customerFirstName'), 'Sur12'), dialect.containsInsensitive(eb.ref('orders.customerLastName'), 'Sur12'), dialect.containsInsensitive(eb.ref('orders.customerPhone'), 'Sur12')]))
  .groupBy((eb) => ['orders.customerId', guestKey(eb)]).orderBy('latest', 'desc').limit(20);
let t = performance.now(); for (let i = 0; i < 5; i++) await q.execute(); console.log(((performance.now() - t) / 5).toFixed(1), 'ms');
await close();
