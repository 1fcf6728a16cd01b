import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, serve, type TestApp } from '../helpers/app.js';
import { adminSession, adminWithRole, Client } from '../helpers/client.js';
import { BAD_URLS, quietLogger, stubResolver } from '../helpers/webhooks.js';
import { buildApp } from '../../src/app.js';
import type { App } from '../../src/http/common/types.js';
import { createDeliveryWorker } from '../../src/modules/webhooks/delivery-loop.js';
import type { AttemptResult } from '../../src/modules/webhooks/delivery.js';
import { createUrlGuard } from '../../src/modules/webhooks/url-guard.js';
import { createWebhooksService } from '../../src/modules/webhooks/webhooks.service.js';

const DEFAULT_URL = 'https://localhost:9443/hook';
const env = { WEBHOOK_DEFAULT_URL: DEFAULT_URL, WEBHOOK_ALLOW_HOSTS: 'localhost', WEBHOOK_RETRY_SCHEDULE: '0,0,0,0' };

/** Runs the delivery loop once with a sender that answers `result` without any network. */
function runWith(ctx: TestApp, result: AttemptResult) {
  const { services, config } = ctx;
  return createDeliveryWorker({
    db: services.db,
    dialect: services.dialect,
    config,
    logger: quietLogger,
    send: async () => result,
  }).runOnce();
}

async function queue(admin: Client, body: Record<string, unknown> = {}) {
  const r = await admin.post('/api2/admin/webhooks', { eventType: 'order.created', payload: { n: 1 }, ...body });
  assert.equal(r.status, 201, r.body);
  return r.json as { id: number; status: string; eventType: string; createdAt: number };
}

/** The same app over the same database, with the guard's DNS answered by the stub (names resolve offline). */
async function appWithStubDns(t: { after(fn: () => unknown): void }, ctx: TestApp): Promise<App> {
  const { services, config } = ctx;
  const guard = createUrlGuard({ allowHosts: [], resolve: stubResolver().resolve });
  const webhooks = createWebhooksService({
    db: services.db,
    clock: services.clock,
    guard,
    settings: services.settings,
  });
  const app = await buildApp({ config, services: { ...services, webhooks } });
  await serve(app);
  t.after(() => app.close());
  return app;
}

test('POST queues to the default URL: 201 {id, status, eventType, createdAt}; the detail shows payload, nextAttemptAt, errors', async (t) => {
  const ctx = await buildTestApp(t, { env });
  const admin = await adminSession(ctx.app);
  const before = Math.floor(Date.now() / 1000);
  const created = await queue(admin, { eventType: 'product.updated', payload: { productId: 5, tags: ['a'] } });
  assert.deepEqual(Object.keys(created).sort(), ['createdAt', 'eventType', 'id', 'status']);
  assert.equal(created.status, 'pending');
  assert.equal(created.eventType, 'product.updated');
  assert.ok(
    Number.isInteger(created.createdAt) && Math.abs(created.createdAt - before) <= 5,
    'createdAt in Unix seconds',
  );

  const d = await admin.get(`/api2/admin/webhooks/${created.id}`);
  assert.equal(d.status, 200);
  assert.equal(d.json.url, DEFAULT_URL);
  assert.equal(d.json.attempts, 0);
  assert.equal(d.json.deliveredAt, null);
  assert.equal(d.json.lastError, null);
  assert.deepEqual(d.json.errors, []);
  assert.equal(d.json.nextAttemptAt, created.createdAt);
  assert.equal(d.json.manual, true, 'queued by an operator');
  assert.deepEqual(Object.keys(d.json.payload), ['event', 'timestamp', 'data']);
  assert.equal(d.json.payload.event, 'product.updated');
  assert.deepEqual(d.json.payload.data, { productId: 5, tags: ['a'] });
  assert.equal(Math.floor(Date.parse(d.json.payload.timestamp) / 1000), created.createdAt);

  await runWith(ctx, { outcome: 'failed', statusCode: 503, error: 'HTTP 503' });
  const failed = (await admin.get(`/api2/admin/webhooks/${created.id}`)).json;
  assert.equal(failed.attempts, 1);
  assert.equal(failed.lastError, 'HTTP 503');
  assert.deepEqual(
    failed.errors.map((e: Record<string, unknown>) => [e.attempt, e.statusCode, e.error]),
    [[1, 503, 'HTTP 503']],
  );
  assert.ok(!Number.isNaN(Date.parse(failed.errors[0].at)));

  await runWith(ctx, { outcome: 'delivered', statusCode: 200 });
  const delivered = (await admin.get(`/api2/admin/webhooks/${created.id}`)).json;
  assert.equal(delivered.status, 'delivered');
  assert.equal(delivered.attempts, 2);
  assert.ok(Number.isInteger(delivered.deliveredAt) && Math.abs(delivered.deliveredAt - before) <= 5);
  assert.equal(delivered.nextAttemptAt, null, 'nothing more is due once delivered');
});

test('POST validation: event types, payload objects, and a target is needed', async (t) => {
  const ctx = await buildTestApp(t, { env: { WEBHOOK_ALLOW_HOSTS: 'localhost' } });
  const admin = await adminSession(ctx.app);
  const bad = [
    { eventType: 'order.exploded', payload: {} },
    { eventType: 'order.created', payload: [1, 2] },
    { eventType: 'order.created', payload: 'x' },
    { eventType: 'order.created' },
    { payload: {} },
    { eventType: 'order.created', payload: {}, url: '' },
  ];
  for (const body of bad) {
    const r = await admin.post('/api2/admin/webhooks', body);
    assert.equal(r.status, 400, JSON.stringify(body));
    assert.equal(r.json.code, 'VALIDATION_ERROR');
  }
  const none = await admin.post('/api2/admin/webhooks', { eventType: 'order.created', payload: {} });
  assert.equal(none.status, 400, 'no url and no default URL');
  assert.equal(none.json.code, 'VALIDATION_ERROR');
  const explicit = await queue(admin, { url: 'https://localhost:8443/x' });
  assert.equal((await admin.get(`/api2/admin/webhooks/${explicit.id}`)).json.url, 'https://localhost:8443/x');
});

test('POST refuses every internal or special URL form (docs/security.md §5) with 400 VALIDATION_ERROR and stores nothing', async (t) => {
  const ctx = await buildTestApp(t);
  const app = await appWithStubDns(t, ctx);
  const admin = await adminSession(app);
  const accepted: string[] = [];
  for (const url of BAD_URLS) {
    const r = await admin.post('/api2/admin/webhooks', { eventType: 'order.created', payload: {}, url });
    if (r.status !== 400 || r.json.code !== 'VALIDATION_ERROR') accepted.push(`${url} → ${r.status}`);
  }
  assert.deepEqual(accepted, []);
  assert.equal((await admin.get('/api2/admin/webhooks')).json.total, 0);
  const ok = await admin.post('/api2/admin/webhooks', {
    eventType: 'order.created',
    payload: {},
    url: 'https://public.test/hook',
  });
  assert.equal(ok.status, 201, 'a public name is accepted');
});

test('the real resolver: loopback names and literals are refused without WEBHOOK_ALLOW_HOSTS', async (t) => {
  const { app } = await buildTestApp(t);
  const admin = await adminSession(app);
  for (const url of [
    'https://localhost/',
    'https://127.0.0.1/x',
    'https://[::1]/',
    'https://2130706433/',
    'https://0x7f.1/',
    'https://127.0.0.1.nip.io/',
    'https://unresolvable.invalid/',
  ]) {
    const r = await admin.post('/api2/admin/webhooks', { eventType: 'order.created', payload: {}, url });
    assert.equal(r.status, 400, url);
    assert.equal(r.json.code, 'VALIDATION_ERROR', url);
  }
});

test('GET /webhooks: newest first, total, stats over all records, status and eventType filters, paging', async (t) => {
  const ctx = await buildTestApp(t, { env });
  const admin = await adminSession(ctx.app);
  const ids: number[] = [];
  for (let i = 0; i < 23; i++)
    ids.push((await queue(admin, { eventType: i % 2 ? 'order.paid' : 'customer.registered' })).id);
  await ctx.services.db.updateTable('webhooks').set({ status: 'failed' }).where('id', 'in', ids.slice(0, 3)).execute();
  await ctx.services.db
    .updateTable('webhooks')
    .set({ status: 'delivered', deliveredAt: new Date().toISOString() })
    .where('id', 'in', ids.slice(3, 8))
    .execute();

  const all = await admin.get('/api2/admin/webhooks');
  assert.equal(all.status, 200);
  assert.equal(all.json.total, 23);
  assert.equal(all.json.webhooks.length, 20, 'default limit 20');
  assert.deepEqual(all.json.stats, { pending: 15, delivered: 5, failed: 3 });
  assert.deepEqual(
    all.json.webhooks.map((w: { id: number }) => w.id),
    [...ids].reverse().slice(0, 20),
  );
  const first = all.json.webhooks[0];
  assert.deepEqual(Object.keys(first).sort(), [
    'attempts',
    'createdAt',
    'deliveredAt',
    'eventType',
    'id',
    'manual',
    'status',
    'url',
  ]);
  assert.ok(
    all.json.webhooks.every((w: { manual: boolean }) => w.manual === true),
    'records queued through POST are marked manual',
  );
  assert.ok(Number.isInteger(first.createdAt));
  const deliveredEntry = all.json.webhooks.find((w: { status: string }) => w.status === 'delivered');
  assert.ok(Number.isInteger(deliveredEntry.deliveredAt));

  const page2 = (await admin.get('/api2/admin/webhooks', { query: { page: 2 } })).json;
  assert.deepEqual(
    page2.webhooks.map((w: { id: number }) => w.id),
    ids.slice(0, 3).reverse(),
  );
  assert.equal(page2.totalPages, 2);

  const failed = (await admin.get('/api2/admin/webhooks', { query: { status: 'failed' } })).json;
  assert.equal(failed.total, 3);
  assert.ok(failed.webhooks.every((w: { status: string }) => w.status === 'failed'));
  assert.deepEqual(failed.stats, all.json.stats, 'stats ignore the filters');

  const paid = (await admin.get('/api2/admin/webhooks', { query: { eventType: 'order.paid', limit: 100 } })).json;
  assert.equal(paid.total, 11);
  assert.ok(paid.webhooks.every((w: { eventType: string }) => w.eventType === 'order.paid'));
  const both = (await admin.get('/api2/admin/webhooks', { query: { eventType: 'order.paid', status: 'delivered' } }))
    .json;
  assert.ok(
    both.webhooks.every(
      (w: { eventType: string; status: string }) => w.eventType === 'order.paid' && w.status === 'delivered',
    ),
  );
  assert.equal(both.total, 3, 'records 3, 5 and 7 are delivered order.paid ones');

  assert.equal((await admin.get('/api2/admin/webhooks', { query: { limit: 2 } })).json.webhooks.length, 2);
  const invalidQueries: Record<string, string | number>[] = [
    { limit: 101 },
    { limit: 0 },
    { page: 0 },
    { status: 'lost' },
    { eventType: 'nope' },
  ];
  for (const query of invalidQueries) {
    const r = await admin.get('/api2/admin/webhooks', { query });
    assert.equal(r.status, 400, JSON.stringify(query));
    assert.equal(r.json.code, 'VALIDATION_ERROR');
  }
});

test('replay: failed and delivered records go back to pending with the same id; pending is 409; unknown is 404', async (t) => {
  const ctx = await buildTestApp(t, { env });
  const admin = await adminSession(ctx.app);
  const w = await queue(admin);
  const pending = await admin.post(`/api2/admin/webhooks/${w.id}/replay`);
  assert.equal(pending.status, 409);
  assert.equal(pending.json.code, 'CONFLICT');

  for (let i = 0; i < 5; i++)
    await runWith(ctx, { outcome: 'failed', statusCode: null, error: 'connection failed (ECONNREFUSED)' });
  const failed = (await admin.get(`/api2/admin/webhooks/${w.id}`)).json;
  assert.equal(failed.status, 'failed');
  assert.equal(failed.attempts, 5);
  assert.equal(failed.errors.length, 5);
  assert.equal(failed.nextAttemptAt, null);

  const r = await admin.post(`/api2/admin/webhooks/${w.id}/replay`);
  assert.equal(r.status, 200);
  assert.deepEqual(r.json, { id: w.id, status: 'pending', attempts: 0 });
  const replayed = (await admin.get(`/api2/admin/webhooks/${w.id}`)).json;
  assert.deepEqual([replayed.status, replayed.attempts, replayed.errors, replayed.lastError], ['pending', 0, [], null]);
  assert.equal(typeof replayed.nextAttemptAt, 'number');

  await runWith(ctx, { outcome: 'delivered', statusCode: 200 });
  assert.equal((await admin.get(`/api2/admin/webhooks/${w.id}`)).json.status, 'delivered');
  const again = await admin.post(`/api2/admin/webhooks/${w.id}/replay`);
  assert.equal(again.status, 200, 'a delivered record can be sent again');
  const resent = (await admin.get(`/api2/admin/webhooks/${w.id}`)).json;
  assert.deepEqual([resent.status, resent.deliveredAt], ['pending', null]);

  assert.equal((await admin.post('/api2/admin/webhooks/999999/replay')).status, 404);
});

test('DELETE answers {success: true}, then the record is gone (404)', async (t) => {
  const ctx = await buildTestApp(t, { env });
  const admin = await adminSession(ctx.app);
  const w = await queue(admin);
  const del = await admin.delete(`/api2/admin/webhooks/${w.id}`);
  assert.equal(del.status, 200);
  assert.deepEqual(del.json, { success: true });
  const gone = await admin.get(`/api2/admin/webhooks/${w.id}`);
  assert.equal(gone.status, 404);
  assert.equal(gone.json.code, 'NOT_FOUND');
  assert.equal((await admin.delete(`/api2/admin/webhooks/${w.id}`)).status, 404);
  assert.equal((await admin.get('/api2/admin/webhooks/abc')).status, 400);
});

test('retention: delivered and failed records go webhookRetentionDays after their last attempt, in batches; pending ones and 0 days keep them', async (t) => {
  const ctx = await buildTestApp(t, { env });
  const admin = await adminSession(ctx.app);
  const { db } = ctx.services;
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
  const ids: number[] = [];
  for (let i = 0; i < 6; i++) ids.push((await queue(admin)).id);
  const [oldDelivered, oldFailed, oldPending, replayedDelivered, recentFailed, recentDelivered] = ids as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const set = (id: number, values: { status: string; nextAttemptAt: string; deliveredAt?: string }) =>
    db.updateTable('webhooks').set(values).where('id', '=', id).execute();
  await set(oldDelivered, { status: 'delivered', nextAttemptAt: daysAgo(40), deliveredAt: daysAgo(40) });
  await set(oldFailed, { status: 'failed', nextAttemptAt: daysAgo(31) });
  await set(oldPending, { status: 'pending', nextAttemptAt: daysAgo(40) });
  // Its last attempt was due long ago, but it went out only yesterday (a paused target).
  await set(replayedDelivered, { status: 'delivered', nextAttemptAt: daysAgo(40), deliveredAt: daysAgo(1) });
  await set(recentFailed, { status: 'failed', nextAttemptAt: daysAgo(29) });
  await set(recentDelivered, { status: 'delivered', nextAttemptAt: daysAgo(2), deliveredAt: daysAgo(2) });
  // Enough old delivered records for more than one batch.
  const row = {
    eventType: 'order.created',
    url: DEFAULT_URL,
    payload: '{}',
    status: 'delivered',
    attempts: 1,
    nextAttemptAt: daysAgo(60),
    deliveredAt: daysAgo(60),
    createdAt: daysAgo(60),
  };
  for (let i = 0; i < 1500; i += 500)
    await db
      .insertInto('webhooks')
      .values(Array.from({ length: 500 }, () => row))
      .execute();

  assert.equal((await admin.get('/api2/admin/settings')).json.webhookRetentionDays, 30, 'the default');
  assert.equal((await admin.put('/api2/admin/settings', { webhookRetentionDays: 0 })).status, 200);
  assert.equal(await ctx.services.webhookRetention.prune(), 0, '0 days keeps everything');
  assert.equal((await admin.get('/api2/admin/webhooks')).json.total, 1506);
  for (const bad of [-1, 36_501, 1.5, 'thirty']) {
    const r = await admin.put('/api2/admin/settings', { webhookRetentionDays: bad });
    assert.equal(r.status, 400, String(bad));
    assert.equal(r.json.code, 'VALIDATION_ERROR');
  }

  assert.equal((await admin.put('/api2/admin/settings', { webhookRetentionDays: 30 })).status, 200);
  assert.equal(await ctx.services.webhookRetention.prune(), 1502);
  const list = (await admin.get('/api2/admin/webhooks')).json;
  assert.deepEqual(
    list.webhooks.map((w: { id: number }) => w.id).sort((a: number, b: number) => a - b),
    [oldPending, replayedDelivered, recentFailed, recentDelivered],
  );
  assert.equal(list.total, 4);
  assert.deepEqual(list.stats, { pending: 1, delivered: 2, failed: 1 });
  assert.equal((await admin.get(`/api2/admin/webhooks/${oldDelivered}`)).status, 404);
});

test('RBAC: viewer reads but cannot write, support and editor get 403, admin writes; CSRF and session are required', async (t) => {
  const ctx = await buildTestApp(t, { env });
  const root = await adminSession(ctx.app);
  const w = await queue(root);
  const writes = (c: Client) => [
    c.post('/api2/admin/webhooks', { eventType: 'order.created', payload: {} }),
    c.post(`/api2/admin/webhooks/${w.id}/replay`),
    c.delete(`/api2/admin/webhooks/${w.id}`),
  ];

  const viewer = await adminWithRole(ctx.app, 'viewer');
  assert.equal((await viewer.get('/api2/admin/webhooks')).status, 200);
  assert.equal((await viewer.get(`/api2/admin/webhooks/${w.id}`)).status, 200);
  for (const r of await Promise.all(writes(viewer))) assert.deepEqual([r.status, r.json.code], [403, 'FORBIDDEN']);

  for (const role of ['support', 'editor', 'manager']) {
    const c = await adminWithRole(ctx.app, role);
    for (const r of [
      await c.get('/api2/admin/webhooks'),
      await c.get(`/api2/admin/webhooks/${w.id}`),
      ...(await Promise.all(writes(c))),
    ]) {
      assert.deepEqual([r.status, r.json.code], [403, 'FORBIDDEN'], role);
    }
  }

  const admin = await adminWithRole(ctx.app, 'admin');
  const created = await admin.post('/api2/admin/webhooks', { eventType: 'order.created', payload: {} });
  assert.equal(created.status, 201);
  const noCsrf = await admin.post('/api2/admin/webhooks', { eventType: 'order.created', payload: {} }, { csrf: false });
  assert.deepEqual([noCsrf.status, noCsrf.json.code], [403, 'CSRF_INVALID']);
  assert.equal((await admin.delete(`/api2/admin/webhooks/${created.json.id}`)).status, 200);

  const anonymous = new Client(ctx.app);
  assert.equal((await anonymous.get('/api2/admin/webhooks')).status, 401);
});

test('settings: a webhookUrl must pass the same SSRF check when saved', async (t) => {
  const ctx = await buildTestApp(t, { env: { WEBHOOK_ALLOW_HOSTS: 'localhost' } });
  const admin = await adminSession(ctx.app);
  for (const webhookUrl of [
    'https://127.0.0.1/hook',
    'https://[::ffff:169.254.169.254]/',
    'https://10.0.0.1/',
    'http://localhost/hook',
    'https://unresolvable.invalid/',
  ]) {
    const r = await admin.put('/api2/admin/settings', { webhookUrl });
    assert.equal(r.status, 400, webhookUrl);
    assert.equal(r.json.code, 'VALIDATION_ERROR');
  }
  const ok = await admin.put('/api2/admin/settings', { webhookUrl: 'https://localhost:8443/shop-hook' });
  assert.equal(ok.status, 200);
  assert.equal(
    (await admin.put('/api2/admin/settings', { webhookUrl: null })).status,
    200,
    'clearing it needs no check',
  );

  await admin.put('/api2/admin/settings', { webhookUrl: 'https://localhost:8443/shop-hook' });
  const w = await queue(admin);
  assert.equal(
    (await admin.get(`/api2/admin/webhooks/${w.id}`)).json.url,
    'https://localhost:8443/shop-hook',
    'the settings URL is the default target',
  );
});

test('events the shop emits are listed with manual: false, records queued through POST with manual: true', async (t) => {
  const ctx = await buildTestApp(t, { env });
  const admin = await adminSession(ctx.app);
  const product = await admin.post('/api2/admin/products', {
    name: 'Event shirt',
    sku: 'EVT-1',
    price: 10,
    description: 'x',
    stock: 1,
    isHidden: false,
  });
  assert.equal(product.status, 201, product.body);
  const queued = await queue(admin, { eventType: 'product.created', payload: { productId: product.json.id } });

  const list = (await admin.get('/api2/admin/webhooks', { query: { eventType: 'product.created' } })).json.webhooks as {
    id: number;
    manual: boolean;
  }[];
  assert.equal(list.length, 2);
  const real = list.find((w) => w.id !== queued.id)!;
  assert.equal(real.manual, false, 'the product.created event of the shop');
  assert.equal(list.find((w) => w.id === queued.id)!.manual, true);
  assert.equal((await admin.get(`/api2/admin/webhooks/${real.id}`)).json.manual, false);
  assert.equal((await admin.get(`/api2/admin/webhooks/${queued.id}`)).json.manual, true);
});

test("an event the shop emits goes to the settings' webhookUrl, else to WEBHOOK_DEFAULT_URL; with neither none is queued", async (t) => {
  const product = (admin: Client, sku: string) =>
    admin.post('/api2/admin/products', { name: sku, sku, price: 10, description: 'x', stock: 1, isHidden: false });
  const targets = async (admin: Client) =>
    (
      (await admin.get('/api2/admin/webhooks', { query: { eventType: 'product.created' } })).json.webhooks as {
        url: string;
      }[]
    ).map((w) => w.url);

  const ctx = await buildTestApp(t, { env });
  const admin = await adminSession(ctx.app);
  assert.equal((await product(admin, 'T-1')).status, 201);
  assert.deepEqual(await targets(admin), [DEFAULT_URL], 'nothing saved: the default');
  await admin.put('/api2/admin/settings', { webhookUrl: 'https://localhost:8443/shop-hook' });
  assert.equal((await product(admin, 'T-2')).status, 201);
  assert.deepEqual(await targets(admin), ['https://localhost:8443/shop-hook', DEFAULT_URL], 'the saved one first');
  await admin.put('/api2/admin/settings', { webhookUrl: '' });
  assert.equal((await product(admin, 'T-3')).status, 201);
  assert.equal((await targets(admin))[0], DEFAULT_URL, 'cleared: the default again');

  const without = await buildTestApp(t, { env: { WEBHOOK_ALLOW_HOSTS: 'localhost' } });
  const other = await adminSession(without.app);
  const created = await product(other, 'T-4');
  assert.equal(created.status, 201, 'the product is created without a target');
  assert.deepEqual(await targets(other), [], 'and no event is queued');
  const manual = () => other.post('/api2/admin/webhooks', { eventType: 'order.created', payload: { n: 1 } });
  const refused = await manual();
  assert.equal(refused.status, 400, 'a record queued by hand without a url has no target either');
  assert.match(refused.json.error, /No url given/);
  await other.put('/api2/admin/settings', { webhookUrl: 'https://localhost:8443/only-hook' });
  assert.equal((await product(other, 'T-5')).status, 201);
  assert.deepEqual(await targets(other), ['https://localhost:8443/only-hook']);
  const queuedByHand = await manual();
  assert.equal(queuedByHand.status, 201, queuedByHand.body);
  assert.equal(
    (await other.get(`/api2/admin/webhooks/${queuedByHand.json.id}`)).json.url,
    'https://localhost:8443/only-hook',
  );
  await other.put('/api2/admin/settings', { webhookUrl: '' });
  assert.equal((await manual()).status, 400, 'blank counts as none for a record queued by hand too');
});
