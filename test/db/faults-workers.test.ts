// The web process and two `npm run worker` processes writing one database at once (issue 9, item 2): on SQLite,
// deferred transactions that read before writing failed with SQLITE_BUSY / SQLITE_BUSY_SNAPSHOT.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { freePort, sharedDatabase, startProcess, startServer, waitFor } from '../helpers/processes.js';
import { countByStatus, insertOrders } from '../helpers/bulk-orders.js';
import { guestBody, insertProduct } from '../helpers/orders.js';

const EXPIRED = 200;
const CONCURRENCY = 6;

test('the server and two workers on one database: concurrent checkouts, sweeps and webhook attempts, no write fails', async (t) => {
  const shared = await sharedDatabase(t);
  const { db } = shared.database;
  const product = await insertProduct({ db }, { stock: 1_000_000 });
  await insertOrders(db, EXPIRED, { createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString() });
  // Deliveries go to a closed local port: each attempt fails at once and is settled, retried at once, twice.
  const env = {
    ...shared.env,
    WEBHOOK_DELIVERY: 'external',
    WEBHOOK_DEFAULT_URL: `https://localhost:${await freePort()}/hook`,
    WEBHOOK_ALLOW_HOSTS: 'localhost',
    WEBHOOK_RETRY_SCHEDULE: '0,0',
    WEBHOOK_POLL_INTERVAL_MS: '20',
    PENDING_ORDER_TTL_MINUTES: '60',
    CHECKOUT_RATE_LIMIT: '0',
    APP_SECRET: 'w'.repeat(40),
  };
  const server = await startServer(t, env);
  const workers = [await startProcess(t, 'worker', env), await startProcess(t, 'worker', env)];
  const processes = [server, ...workers];

  // Checkouts go on until the workers have swept every expired order, so their writes overlap.
  let swept = false;
  const statuses: number[] = [];
  const shopper = async () => {
    while (!swept || statuses.length < 40) {
      const r = await fetch(`http://127.0.0.1:${server.port}/api2/store/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(guestBody([{ productId: product.id, quantity: 1 }])),
      });
      statuses.push(r.status);
      if (r.status !== 201) assert.fail(`checkout answered ${r.status}: ${await r.text()}\n${server.output()}`);
    }
  };
  const load = Promise.all(Array.from({ length: CONCURRENCY }, shopper));
  await waitFor(
    'the expired orders to be cancelled',
    async () => ((await countByStatus(db)).cancelled ?? 0) === EXPIRED,
    processes,
    120_000,
  );
  swept = true;
  await load;
  await waitFor(
    'every webhook attempt to be made',
    async () => {
      const open = await db.selectFrom('webhooks').select('id').where('status', '=', 'pending').limit(1).execute();
      return open.length === 0;
    },
    processes,
    120_000,
  );

  assert.deepEqual(
    statuses.filter((s) => s !== 201),
    [],
    'every checkout succeeded',
  );
  for (const p of processes) assert.deepEqual(p.errors(), [], `no error logged:\n${p.output()}`);
  assert.ok(!processes.some((p) => p.output().includes('MaxListenersExceededWarning')), 'no listener warning');

  const counts = await countByStatus(db);
  assert.deepEqual(counts, { cancelled: EXPIRED, pending: statuses.length });
  const cancels = await db
    .selectFrom('orderStatusHistory')
    .select(['orderId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('toStatus', '=', 'cancelled')
    .groupBy('orderId')
    .execute();
  assert.equal(cancels.length, EXPIRED);
  assert.ok(
    cancels.every((c) => Number(c.n) === 1),
    'each order cancelled once',
  );

  // One order.created per checkout and one order.cancelled per expired order, each tried exactly three times.
  const hooks = await db.selectFrom('webhooks').select(['eventType', 'status', 'attempts', 'errors']).execute();
  assert.equal(hooks.filter((h) => h.eventType === 'order.created').length, statuses.length);
  assert.equal(hooks.filter((h) => h.eventType === 'order.cancelled').length, EXPIRED);
  const wrong = hooks.filter(
    (h) => h.status !== 'failed' || h.attempts !== 3 || (JSON.parse(h.errors) as unknown[]).length !== 3,
  );
  assert.deepEqual(wrong.slice(0, 3), [], `${wrong.length} records with lost or doubled attempts`);
});
