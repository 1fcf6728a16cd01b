import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminSession, type Client } from '../helpers/client.js';
import { quietLogger, startReceiver, testCertificate } from '../helpers/webhooks.js';
import { createSender, type Send } from '../../src/modules/webhooks/delivery.js';
import { createDeliveryWorker } from '../../src/modules/webhooks/delivery-loop.js';
import { createUrlGuard } from '../../src/modules/webhooks/url-guard.js';
import { createWebhooksService } from '../../src/modules/webhooks/webhooks.service.js';
import * as repo from '../../src/modules/webhooks/webhooks.repository.js';
import { WEBHOOK_STATUSES } from '../../src/modules/webhooks/webhook.js';

// Two attempts, the retry at once: an outage fails records within a few rounds.
const ENV = { WEBHOOK_ALLOW_HOSTS: 'localhost', WEBHOOK_RETRY_SCHEDULE: '0' };

function worker(ctx: TestApp) {
  const { config, services } = ctx;
  const guard = createUrlGuard({ allowHosts: config.webhookAllowHosts });
  const send = createSender({ guard, timeoutMs: config.webhookTimeoutMs, secret: null, ca: testCertificate().cert });
  return createDeliveryWorker({
    db: services.db,
    dialect: services.dialect,
    config,
    logger: quietLogger,
    clock: services.clock,
    guard,
    send,
  });
}

/** Runs delivery rounds until one claims nothing. */
async function drain(ctx: TestApp): Promise<void> {
  const w = worker(ctx);
  for (let round = 0; round < 500; round++) if ((await w.runOnce()) === 0) return;
  assert.fail('delivery did not settle');
}

async function products(admin: Client, n: number): Promise<void> {
  for (let i = 0; i < n; i++)
    assert.equal(
      (
        await admin.post('/api2/admin/products', {
          name: `Item ${Math.random()}`,
          sku: `OUT-${Math.random().toString(36).slice(2, 10)}`,
          price: 1,
        })
      ).status,
      201,
    );
}

const idsOf = (requests: { headers: Record<string, unknown> }[]) =>
  requests.map((r) => Number(r.headers['webhook-id']));

test('a failed outage is replayed in one call and drained with 0 lost and 0 duplicates, in creation order', async (t) => {
  const ctx = await buildTestApp(t, { env: ENV });
  const receiver = await startReceiver(t);
  const admin = await adminSession(ctx.app);
  const shop = receiver.url('/shop');
  assert.equal((await admin.put('/api2/admin/settings', { webhookUrl: shop })).status, 200);

  await products(admin, 3);
  await drain(ctx);
  assert.equal(receiver.at('/shop').length, 3);

  receiver.rules.set('/', { status: 503 });
  const outageStart = new Date().toISOString();
  await products(admin, 25);
  const other = receiver.url('/other');
  for (let i = 0; i < 2; i++)
    await ctx.services.webhooks.queueManual({ eventType: 'order.paid', payload: { i }, url: other });
  await drain(ctx);
  const failed = await admin.get('/api2/admin/webhooks', {
    query: { status: 'failed', url: shop, createdFrom: outageStart, limit: 100 },
  });
  assert.equal(failed.status, 200, failed.body);
  assert.equal(failed.json.total, 25);
  const lostIds = failed.json.webhooks.map((w: { id: number }) => w.id).sort((a: number, b: number) => a - b);
  assert.equal(
    (await admin.get('/api2/admin/webhooks', { query: { status: 'failed', createdTo: outageStart } })).json.total,
    0,
    'the created range filters',
  );
  assert.equal((await admin.get('/api2/admin/webhooks', { query: { url: other } })).json.total, 2);

  receiver.rules.clear();
  const replay = await admin.post('/api2/admin/webhooks/replay', { url: shop, createdFrom: outageStart });
  assert.equal(replay.status, 200, replay.body);
  assert.deepEqual(replay.json, { replayed: 25 });
  assert.deepEqual(
    (await admin.post('/api2/admin/webhooks/replay', { url: shop })).json,
    { replayed: 0 },
    'pending records are not replayed twice',
  );
  const mark = receiver.requests.length;
  await drain(ctx);

  const after = receiver.requests.slice(mark);
  assert.deepEqual(idsOf(after), lostIds, 'each lost record once, with its own id, oldest first');
  assert.equal(new Set(after.map((r) => r.json.data.productId)).size, 25);
  const stats = (await admin.get('/api2/admin/webhooks')).json.stats;
  assert.deepEqual(stats, { pending: 0, delivered: 28, failed: 2 }, 'the other target was not in the filter');

  // Replay walks the matches in bounded batches: one row per batch still replays every match.
  const small = createWebhooksService({
    db: ctx.services.db,
    clock: ctx.services.clock,
    guard: createUrlGuard({ allowHosts: ['localhost'] }),
    settings: ctx.services.settings,
    replayBatch: 1,
  });
  assert.deepEqual(await small.replayMatching({ url: other }), { replayed: 2 });
  await drain(ctx);
  assert.equal(
    receiver.at('/other').filter((r) => r.json.data.i !== undefined).length,
    2 * 2 + 2,
    'two attempts each in the outage, one each now',
  );

  assert.equal((await admin.post('/api2/admin/webhooks/replay', { status: 'pending' })).status, 400);
  assert.equal((await admin.post('/api2/admin/webhooks/replay', { createdFrom: 'yesterday' })).status, 400);
});

test('paused delivery (all targets, or one URL) keeps recording events and sends them in creation order after resume', async (t) => {
  const ctx = await buildTestApp(t, { env: ENV });
  const receiver = await startReceiver(t);
  const admin = await adminSession(ctx.app);
  const shop = receiver.url('/shop');
  assert.equal(
    (await admin.put('/api2/admin/settings', { webhookUrl: shop, webhooksPaused: true })).json.webhooksPaused,
    true,
  );

  await products(admin, 4);
  assert.equal(await worker(ctx).runOnce(), 0, 'nothing is claimed while paused');
  assert.equal(
    (await admin.get('/api2/admin/webhooks', { query: { status: 'pending' } })).json.total,
    4,
    'events are recorded',
  );

  assert.equal((await admin.put('/api2/admin/settings', { webhooksPaused: false })).status, 200);
  const paused = await admin.post('/api2/admin/webhooks/pauses', { url: shop });
  assert.equal(paused.status, 200, paused.body);
  assert.equal(paused.json.url, shop);
  assert.deepEqual(
    (await admin.get('/api2/admin/webhooks/pauses')).json.pauses.map((p: { url: string }) => p.url),
    [shop],
  );
  await products(admin, 3);
  await ctx.services.webhooks.queueManual({ eventType: 'order.paid', payload: {}, url: receiver.url('/side') });
  await drain(ctx);
  assert.equal(receiver.at('/side').length, 1, 'other targets are delivered');
  assert.equal(receiver.at('/shop').length, 0, 'the paused target waits');

  assert.equal((await admin.delete('/api2/admin/webhooks/pauses', { query: { url: shop } })).status, 200);
  assert.equal((await admin.delete('/api2/admin/webhooks/pauses', { query: { url: shop } })).status, 404);
  await drain(ctx);
  const ids = idsOf(receiver.at('/shop'));
  assert.equal(ids.length, 7);
  assert.deepEqual(
    ids,
    [...ids].sort((a, b) => a - b),
    'creation order',
  );
  assert.equal(new Set(ids).size, 7);
});

test('a target is sent to by one processor at a time: its rows stay leased while they are sent one after the other, however long that takes', async (t) => {
  const ctx = await buildTestApp(t, { env: ENV });
  const { services, config } = ctx;
  let now = Date.parse('2031-01-01T00:00:00.000Z');
  const clock = { now: () => new Date(now) };
  const url = 'https://localhost:1/slow';
  for (let i = 0; i < 6; i++)
    await repo.insertWebhook(services.db, {
      eventType: 'order.paid',
      url,
      payload: '{}',
      now: new Date(now).toISOString(),
    });
  const sent: number[] = [];
  const stolen: number[] = [];
  const send: Send = async (delivery) => {
    sent.push(delivery.id);
    // Each delivery takes almost the whole time-out; meanwhile another processor tries to claim.
    now += config.webhookTimeoutMs - 1;
    const lease = new Date(now + 60_000).toISOString();
    stolen.push(
      ...(
        await repo.claimDue(services.db, services.dialect, {
          limit: 10,
          token: 'other',
          now: new Date(now).toISOString(),
          leaseUntil: lease,
        })
      ).map((r) => r.id),
    );
    return { outcome: 'delivered', statusCode: 200 };
  };
  const w = createDeliveryWorker({
    db: services.db,
    dialect: services.dialect,
    config,
    logger: quietLogger,
    clock,
    send,
    guard: createUrlGuard({ allowHosts: ['localhost'] }),
  });
  assert.equal(await w.runOnce(), 6);
  assert.deepEqual(
    sent,
    [...sent].sort((a, b) => a - b),
  );
  assert.equal(sent.length, 6);
  assert.deepEqual(stolen, [], 'no row of the target was claimed by the other processor');
  assert.deepEqual(await repo.countByStatus(services.db, WEBHOOK_STATUSES), { pending: 0, delivered: 6, failed: 0 });
});
