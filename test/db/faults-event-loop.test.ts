// Long loops and jobs leave the event loop to other requests between their units of work (issue 8, item 4):
// with better-sqlite3 every query is synchronous, so a loop that never yields holds every request until it ends.
// Asserted by the order of events (another request answered while the job still runs), never by timing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { Client, adminSession } from '../helpers/client.js';
import { insertOrders } from '../helpers/bulk-orders.js';
import { insertProduct } from '../helpers/orders.js';
import { quietLogger } from '../helpers/webhooks.js';
import { systemActor } from '../../src/shared/actor.js';
import { seedDatabase } from '../../src/seed/seed-database.js';
import { createDeliveryWorker } from '../../src/modules/webhooks/delivery-loop.js';
import * as webhooks from '../../src/modules/webhooks/webhooks.repository.js';

/** Runs the job; once `started` says it is under way, GETs /healthz; true when /healthz was answered before the job ended. */
async function answeredDuring(
  ctx: TestApp,
  job: () => Promise<unknown>,
  started: () => Promise<boolean> | boolean,
): Promise<boolean> {
  let finished = false;
  const running = job().finally(() => {
    finished = true;
  });
  while (!(await started())) {
    if (finished) assert.fail('the job ended before it was seen running');
    await sleep(1);
  }
  const health = await new Client(ctx.app).get('/healthz');
  assert.equal(health.status, 200);
  const during = !finished;
  await running;
  return during;
}

test('the unpaid-order sweep lets other requests through between two orders', async (t) => {
  const ctx = await buildTestApp(t, { env: { PENDING_ORDER_TTL_MINUTES: '60' } });
  await insertOrders(ctx.services.db, 500, { createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString() });
  let cancelled: number[] = [];
  const during = await answeredDuring(
    ctx,
    async () => {
      cancelled = await ctx.services.orders.expireUnpaid(systemActor);
    },
    () => true,
  );
  assert.ok(during, '/healthz was answered while the sweep ran');
  assert.equal(cancelled.length, 500);
});

test('an admin bulk update of many products lets other requests through between two products', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const ids: number[] = [];
  for (let i = 0; i < 150; i++) ids.push((await insertProduct(ctx.services)).id);
  const versions = async () =>
    (await ctx.services.db.selectFrom('productVersions').select('id').limit(1).execute()).length > 0;
  let updated = 0;
  const during = await answeredDuring(
    ctx,
    async () => {
      const r = await admin.post('/api2/admin/products/bulk-update', { productIds: ids, updates: { price: 9.99 } });
      updated = r.json.updated;
    },
    versions,
  );
  assert.ok(during, '/healthz was answered while the bulk update ran');
  assert.equal(updated, 150);
});

test('seeding lets other requests through between two statements', async (t) => {
  const ctx = await buildTestApp(t);
  let progressed = false;
  const during = await answeredDuring(
    ctx,
    () =>
      seedDatabase(ctx.services.db, {
        products: 400,
        customers: 100,
        orders: 1000,
        seed: 3,
        dataDir: ctx.dataDir,
        progress: () => {
          progressed = true;
        },
      }),
    () => progressed,
  );
  assert.ok(during, '/healthz was answered while the seed ran');
});

test('webhook delivery lets other requests through between two batches', async (t) => {
  const ctx = await buildTestApp(t);
  const { db } = ctx.services;
  const now = new Date().toISOString();
  for (let i = 0; i < 300; i++)
    await webhooks.insertWebhook(db, { eventType: 'order.paid', url: 'https://blocked.test/x', payload: '{}', now });
  // Every attempt is refused at once by the guard: nothing in a round waits for the network.
  const guard = { check: async () => ({ ok: false as const, reason: 'blocked' }) };
  const worker = createDeliveryWorker({
    db,
    dialect: ctx.services.dialect,
    config: { ...ctx.config, webhookPollIntervalMs: 60_000 },
    logger: quietLogger,
    guard,
  });
  const untried = async () =>
    (
      await db
        .selectFrom('webhooks')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('attempts', '=', 0)
        .executeTakeFirstOrThrow()
    ).n;
  const stop = new AbortController();
  const running = worker.run(stop.signal);
  while (Number(await untried()) === 300) await sleep(1);

  assert.equal((await new Client(ctx.app).get('/healthz')).status, 200);
  // Rows not yet tried after the answer were not tried when it was sent either: it came between two batches.
  assert.ok(Number(await untried()) > 0, '/healthz was answered while batches were still to come');
  while (Number(await untried()) > 0) await sleep(5);
  stop.abort();
  await running;
});
