// The dashboard home's figures: orders and revenue per status since a moment, summed by the database.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession, adminWithRole } from '../helpers/client.js';
import { ORDER_ENV, guestBody, insertProduct } from '../helpers/orders.js';

test('order summary: orders and revenue per status since dateFrom; a bad date is 400; the order permission decides', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(ctx.app);
  const product = await insertProduct(ctx.services, { price: 10 });
  const store = new Client(ctx.app);
  const before = new Date(Date.now() - 1000).toISOString();
  const placed = [];
  for (const quantity of [1, 2, 3]) {
    const r = await store.post('/api2/store/orders', guestBody([{ productId: product.id, quantity }]));
    assert.equal(r.status, 201, r.body);
    placed.push(r.json.order);
  }
  assert.equal((await admin.post(`/api2/admin/orders/${placed[2].id}/cancel`, { reason: 'test' })).status, 200);

  const summary = await admin.get('/api2/admin/orders/summary', { query: { dateFrom: before } });
  assert.equal(summary.status, 200, summary.body);
  const byStatus = Object.fromEntries(
    summary.json.statuses.map((s: { status: string; orders: number; revenue: number; currency: string }) => [
      s.status,
      [s.orders, s.revenue, s.currency],
    ]),
  );
  const total = (o: { totalAmount: number }) => o.totalAmount;
  assert.deepEqual(byStatus, {
    pending: [2, Math.round((total(placed[0]) + total(placed[1])) * 100) / 100, 'EUR'],
    cancelled: [1, total(placed[2]), 'EUR'],
  });
  assert.equal(summary.headers['cache-control'], 'private, no-store');

  const later = await admin.get('/api2/admin/orders/summary', {
    query: { dateFrom: new Date(Date.now() + 60_000).toISOString() },
  });
  assert.deepEqual(later.json.statuses, []);
  const today = await admin.get('/api2/admin/orders/summary', {
    query: { dateFrom: new Date().toISOString().slice(0, 10) },
  });
  assert.equal(
    today.json.statuses.reduce((n: number, s: { orders: number }) => n + s.orders, 0),
    3,
    'a date means its UTC midnight',
  );

  const bad = await admin.get('/api2/admin/orders/summary', { query: { dateFrom: 'yesterday-ish' } });
  assert.deepEqual([bad.status, bad.json.code], [400, 'VALIDATION_ERROR']);
  assert.equal(
    (await (await adminWithRole(ctx.app, 'support')).get('/api2/admin/orders/summary', { query: { dateFrom: before } }))
      .status,
    200,
  );
  assert.equal(
    (await (await adminWithRole(ctx.app, 'editor')).get('/api2/admin/orders/summary', { query: { dateFrom: before } }))
      .status,
    403,
  );
});
