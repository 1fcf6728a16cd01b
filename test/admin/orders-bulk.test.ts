// POST /api2/admin/orders/bulk: a status move or a tag on the picked orders or on every order matching the list's
// filter, each order answering for itself; a reason for closing moves in each order's history; bounded; audited.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { adminSession, adminWithRole, Client } from '../helpers/client.js';
import { insertProduct, ORDER_ENV, placeOrder } from '../helpers/orders.js';

test('bulk: a filter matching more than a page moves every matching order; refusals per order; reason in history', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(ctx.app);
  const product = await insertProduct(ctx.services, { price: 5, stock: 500 });
  const placed = [];
  // A shopper per order: checkout is rate-limited per address.
  for (let i = 0; i < 55; i++) placed.push(await placeOrder(new Client(ctx.app), product));
  // Two of them paid already: cancelling is still allowed; one refunded: it refuses.
  const [first, second, third] = placed as [(typeof placed)[number], (typeof placed)[number], (typeof placed)[number]];
  assert.equal((await admin.patch(`/api2/admin/orders/${first.id}`, { status: 'paid' })).status, 200);
  assert.equal((await admin.patch(`/api2/admin/orders/${second.id}`, { status: 'paid' })).status, 200);
  assert.equal(
    (await admin.patch(`/api2/admin/orders/${second.id}`, { status: 'refunded', note: 'earlier' })).status,
    200,
  );
  const page = await admin.get('/api2/admin/orders', { query: { limit: 50 } });
  assert.equal(page.json.total, 55);
  assert.equal(page.json.totalPages, 2);

  // A closing move without a reason: refused before anything changes.
  const noReason = await admin.post('/api2/admin/orders/bulk', { filter: {}, status: 'cancelled' });
  assert.equal(noReason.status, 400);
  assert.equal(noReason.json.code, 'VALIDATION_ERROR');
  assert.match(noReason.json.error, /reason/);
  assert.equal((await admin.get(`/api2/admin/orders/${third.id}`)).json.status, 'pending');

  // Every order matching "pending or paid, any" — here all 55 — by the filter, not by ids.
  const r = await admin.post('/api2/admin/orders/bulk', {
    filter: { paymentMethod: 'card' },
    status: 'cancelled',
    note: 'Warehouse flooded',
  });
  assert.equal(r.status, 200, r.body);
  assert.equal(r.json.matched, 55);
  assert.equal(r.json.results.length, 55);
  const refused = r.json.results.filter((x: { ok: boolean }) => !x.ok);
  assert.deepEqual(
    refused.map((x: { id: number; code: string }) => [x.id, x.code]),
    [[second.id, 'INVALID_STATUS_TRANSITION']],
  );
  assert.match(refused[0].error, /refunded/);
  assert.equal(refused[0].currentStatus, 'refunded', 'the status it could not move from, for the dashboard to name');
  assert.ok(!('currentStatus' in r.json.results.find((x: { ok: boolean }) => x.ok)));
  const after = await admin.get('/api2/admin/orders', { query: { status: 'cancelled', limit: 200 } });
  assert.equal(after.json.total, 54);
  const history = (await admin.get(`/api2/admin/orders/${placed[54]!.id}`)).json.statusHistory;
  assert.deepEqual(
    history.filter((h: { toStatus: string }) => h.toStatus === 'cancelled').map((h: { note: string }) => h.note),
    ['Warehouse flooded'],
  );
  // Audited: each order's move, and the bulk action with what it did and refused.
  const log = (await admin.get('/api2/admin/audit-log', { query: { entityType: 'order_bulk' } })).json.entries;
  assert.equal(log.length, 1);
  assert.equal(log[0].action, 'status');
  assert.match(JSON.stringify(log[0]), /Warehouse flooded/);
  const moves = (await admin.get('/api2/admin/audit-log', { query: { entityType: 'order', entityId: first.id } })).json
    .entries;
  assert.ok(moves.some((e: { action: string }) => e.action === 'status'));
});

test('bulk: picked ids and tags; bad input is a 400 that changes nothing; RBAC', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(ctx.app);
  const shopper = new Client(ctx.app);
  const product = await insertProduct(ctx.services, { price: 5, stock: 50 });
  const a = await placeOrder(shopper, product);
  const b = await placeOrder(shopper, product);
  const tag = (await admin.post('/api2/admin/order-tags', { name: 'Rush' })).json;

  const tagged = await admin.post('/api2/admin/orders/bulk', { orderIds: [a.id, b.id, 999999], tagId: tag.id });
  assert.equal(tagged.status, 200, tagged.body);
  assert.deepEqual(
    tagged.json.results.map((x: { id: number; ok: boolean; code?: string }) => [x.id, x.ok, x.code ?? null]),
    [
      [a.id, true, null],
      [b.id, true, null],
      [999999, false, 'NOT_FOUND'],
    ],
  );
  // Tagging again leaves the tag once.
  assert.equal((await admin.post('/api2/admin/orders/bulk', { orderIds: [a.id], tagId: tag.id })).status, 200);
  assert.deepEqual(
    (await admin.get(`/api2/admin/orders/${a.id}`)).json.tags.map((x: { name: string }) => x.name),
    ['Rush'],
  );

  for (const body of [
    {},
    { orderIds: [a.id] },
    { orderIds: [a.id], filter: {}, status: 'paid' },
    { orderIds: [a.id], status: 'paid', tagId: tag.id },
    { orderIds: [a.id], status: 'lost' },
    { orderIds: [], status: 'paid' },
    { orderIds: Array.from({ length: 501 }, (_, i) => i + 1), status: 'paid' },
    { orderIds: [a.id], tagId: 424242 },
    { filter: { dateFrom: 'yesterday' }, status: 'paid' },
    { filter: { sortBy: 'createdAt' }, status: 'paid' },
    { orderIds: [a.id], status: 'refunded', note: '   ' },
  ]) {
    const r = await admin.post('/api2/admin/orders/bulk', body);
    assert.equal(r.status, 400, `${JSON.stringify(body)}: ${r.body}`);
    assert.equal(typeof r.json.error, 'string');
  }
  assert.equal((await admin.get(`/api2/admin/orders/${a.id}`)).json.status, 'pending');

  const viewer = await adminWithRole(ctx.app, 'viewer');
  assert.equal((await viewer.post('/api2/admin/orders/bulk', { orderIds: [a.id], status: 'paid' })).status, 403);
});
