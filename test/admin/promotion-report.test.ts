// A promotion's report (issue 36, item 8): uses, orders, discount given and revenue over the orders that hold a use
// of it — paid or open, never cancelled or expired — on the admin and platform surfaces, and on the admin list's rows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession, adminWithRole, platformClient } from '../helpers/client.js';
import {
  ORDER_ENV,
  guestBody,
  insertProduct,
  paymentBody,
  paymentCallback,
  type PlacedOrder,
} from '../helpers/orders.js';

test('report: uses, orders, discount given and revenue count placed orders, not cancelled ones', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(ctx.app);
  const product = await insertProduct(ctx.services, { price: 20, stock: 100 });
  const ten = await admin.post('/api2/admin/promotions', { name: 'Ten', kind: 'percent_off_order', percent: 10 });
  assert.equal(ten.status, 201, ten.body);
  await admin.post(`/api2/admin/promotions/${ten.json.id}/codes`, { codes: ['TEN'] });
  const other = await admin.post('/api2/admin/promotions', { name: 'Other', kind: 'fixed_off_order', amount: 1 });
  await admin.post(`/api2/admin/promotions/${other.json.id}/codes`, { codes: ['ONE'] });

  const empty = await admin.get(`/api2/admin/promotions/${ten.json.id}/report`);
  assert.equal(empty.status, 200, empty.body);
  assert.deepEqual(empty.json, {
    promotionId: ten.json.id,
    uses: 0,
    orders: 0,
    discount: 0,
    revenue: 0,
    currency: 'EUR',
  });

  const buy = async (quantity: number, codes: string[]) => {
    const r = await new Client(ctx.app).post(
      '/api2/store/orders',
      guestBody([{ productId: product.id, quantity }], { codes }),
    );
    assert.equal(r.status, 201, r.body);
    return r.json.order as PlacedOrder;
  };
  const paid = await buy(1, ['ten']); // 20.00 − 2.00
  const open = await buy(3, ['ten']); // 60.00 − 6.00
  const cancelled = await buy(2, ['ten']); // 40.00 − 4.00, cancelled: not counted
  await buy(1, ['one']); // another promotion's order
  assert.equal((await paymentCallback(new Client(ctx.app), paymentBody(paid))).status, 200);
  assert.equal((await admin.post(`/api2/admin/orders/${cancelled.id}/cancel`, { reason: 'changed mind' })).status, 200);

  const report = await admin.get(`/api2/admin/promotions/${ten.json.id}/report`);
  assert.equal(report.status, 200, report.body);
  assert.deepEqual(report.json, {
    promotionId: ten.json.id,
    uses: 2,
    orders: 2,
    discount: 8,
    revenue: 72,
    currency: 'EUR',
  });
  assert.equal(open.totalAmount, 54);

  // The admin list carries each row's orders and discount as its report counts them (one read for the page).
  const list = await admin.get('/api2/admin/promotions');
  assert.equal(list.status, 200, list.body);
  assert.deepEqual(
    list.json.promotions.map((x: { name: string; used: number; orders: number; discount: number }) => [
      x.name,
      x.used,
      x.orders,
      x.discount,
    ]),
    [
      ['Other', 1, 1, 1],
      ['Ten', 2, 2, 8],
    ],
  );

  const platform = await platformClient(ctx.app, 'read');
  const p = await platform.get(`/api2/v1/promotions/${ten.json.id}/report`);
  assert.equal(p.status, 200, p.body);
  assert.deepEqual(p.json, report.json);

  assert.equal((await admin.get('/api2/admin/promotions/9999/report')).status, 404);
  assert.equal((await platform.get('/api2/v1/promotions/9999/report')).status, 404);
  const support = await adminWithRole(ctx.app, 'support');
  assert.equal((await support.get(`/api2/admin/promotions/${ten.json.id}/report`)).status, 200, 'support reads');
  const editor = await adminWithRole(ctx.app, 'editor');
  assert.equal((await editor.get(`/api2/admin/promotions/${ten.json.id}/report`)).status, 403);
});
