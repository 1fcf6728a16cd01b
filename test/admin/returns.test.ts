import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession } from '../helpers/client.js';
import { ORDER_ENV, insertProduct, placeOrder } from '../helpers/orders.js';

/** The guest who places the returned orders. */
const BUYER = {
  email: 'ret@example.com',
  firstName: 'Rita',
  lastName: 'Return',
  paymentMethod: 'card',
  shippingAddress: { street: 'A 1', city: 'Berlin', postalCode: '10115', country: 'DE' },
};

async function delivered(app: Parameters<typeof adminSession>[0], admin: Client, productId: number, quantity: number) {
  const r = await new Client(app).post('/api2/store/orders', {
    ...BUYER,
    items: [{ productId, quantity }],
  });
  const id = r.json.order.id;
  for (const status of ['paid', 'processing', 'shipped', 'delivered'])
    await admin.patch(`/api2/admin/orders/${id}`, { status });
  return (await admin.get(`/api2/admin/orders/${id}`)).json;
}

test('create, read, list, approve; quantities limited to what was ordered minus earlier returns', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(app);
  const p = await insertProduct(services, { price: 15 });
  const order = await delivered(app, admin, p.id, 2);
  const item = order.items[0];

  const tooMany = await admin.post('/api2/admin/returns', {
    orderId: order.id,
    reason: 'too many',
    items: [{ orderItemId: item.id, quantity: 3 }],
  });
  assert.equal(tooMany.status, 400);
  assert.equal(tooMany.json.code, 'VALIDATION_ERROR');
  const split = await admin.post('/api2/admin/returns', {
    orderId: order.id,
    reason: 'split',
    items: [
      { orderItemId: item.id, quantity: 2 },
      { orderItemId: item.id, quantity: 1 },
    ],
  });
  assert.equal(split.status, 400, 'lines of the same item add up');

  const r = await admin.post('/api2/admin/returns', {
    orderId: order.id,
    reason: 'damaged',
    note: 'box crushed',
    items: [{ orderItemId: item.id, quantity: 1 }],
  });
  assert.equal(r.status, 201, r.body);
  assert.equal(r.json.status, 'requested');
  assert.equal(r.json.orderId, order.id);
  assert.equal(r.json.orderNumber, order.orderNumber);
  assert.equal(r.json.refundAmount, 15);
  assert.deepEqual(
    r.json.items.map((i: { orderItemId: number; quantity: number; sku: string }) => [i.orderItemId, i.quantity, i.sku]),
    [[item.id, 1, p.sku]],
  );
  assert.deepEqual((await admin.get(`/api2/admin/returns/${r.json.id}`)).json, r.json);

  const second = await admin.post('/api2/admin/returns', {
    orderId: order.id,
    reason: 'also',
    items: [{ orderItemId: item.id, quantity: 2 }],
  });
  assert.equal(second.status, 400, 'only 1 is left after the first return');
  const last = await admin.post('/api2/admin/returns', {
    orderId: order.id,
    reason: 'also',
    items: [{ orderItemId: item.id, quantity: 1 }],
  });
  assert.equal(last.status, 201);

  const list = (await admin.get('/api2/admin/returns')).json;
  assert.deepEqual([list.total, list.page, list.limit, list.totalPages], [2, 1, 50, 1]);
  assert.deepEqual(
    list.returns.map((x: { id: number }) => x.id),
    [last.json.id, r.json.id],
  );
  assert.deepEqual(
    (await admin.get('/api2/admin/returns', { query: { orderId: order.id, status: 'requested' } })).json.total,
    2,
  );

  const approved = await admin.patch(`/api2/admin/returns/${r.json.id}`, { status: 'approved' });
  assert.equal(approved.status, 200);
  assert.equal(approved.json.status, 'approved');
  assert.equal(approved.json.note, 'box crushed', 'the note stays when not sent');
  assert.equal((await admin.get('/api2/admin/returns', { query: { status: 'approved' } })).json.total, 1);

  const rejected = await admin.patch(`/api2/admin/returns/${last.json.id}`, {
    status: 'rejected',
    note: 'no damage visible',
  });
  assert.equal(rejected.json.status, 'rejected');
  const again = await admin.post('/api2/admin/returns', {
    orderId: order.id,
    reason: 'retry',
    items: [{ orderItemId: item.id, quantity: 1 }],
  });
  assert.equal(again.status, 201, 'a rejected return frees its quantity');
});

test('returns need a shipped or delivered order and its own items; unknown ids 404', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(app);
  const p = await insertProduct(services);
  const pending = await placeOrder(new Client(app), p);
  const pendingItem = (await admin.get(`/api2/admin/orders/${pending.id}`)).json.items[0];
  const r = await admin.post('/api2/admin/returns', {
    orderId: pending.id,
    reason: 'x',
    items: [{ orderItemId: pendingItem.id, quantity: 1 }],
  });
  assert.equal(r.status, 400);
  assert.match(r.json.error, /shipped or delivered/);
  const order = await delivered(app, admin, p.id, 1);
  const foreign = await admin.post('/api2/admin/returns', {
    orderId: order.id,
    reason: 'x',
    items: [{ orderItemId: pendingItem.id, quantity: 1 }],
  });
  assert.equal(foreign.status, 400);
  assert.equal(
    (await admin.post('/api2/admin/returns', { orderId: 999, reason: 'x', items: [{ orderItemId: 1, quantity: 1 }] }))
      .status,
    404,
  );
  assert.equal((await admin.post('/api2/admin/returns', { orderId: order.id, reason: 'x', items: [] })).status, 400);
  assert.equal((await admin.get('/api2/admin/returns/999')).status, 404);
  assert.equal((await admin.patch('/api2/admin/returns/999', { status: 'approved' })).status, 404);
});

test('status moves follow the table; refunding sets the order paymentStatus partially, then fully refunded', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(app);
  const p = await insertProduct(services);
  const order = await delivered(app, admin, p.id, 2);
  const item = order.items[0];
  const create = async () =>
    (
      await admin.post('/api2/admin/returns', {
        orderId: order.id,
        reason: 'r',
        items: [{ orderItemId: item.id, quantity: 1 }],
      })
    ).json;
  const first = await create();

  const skip = await admin.patch(`/api2/admin/returns/${first.id}`, { status: 'refunded' });
  assert.equal(skip.status, 400);
  assert.equal(skip.json.code, 'INVALID_STATUS_TRANSITION');
  assert.deepEqual(skip.json.allowedTransitions, ['approved', 'rejected']);
  assert.equal(
    (await admin.patch(`/api2/admin/returns/${first.id}`, { status: 'bogus' })).json.code,
    'INVALID_STATUS_TRANSITION',
  );
  for (const status of ['approved', 'received', 'refunded'])
    assert.equal((await admin.patch(`/api2/admin/returns/${first.id}`, { status })).status, 200, status);
  assert.deepEqual(
    (await admin.patch(`/api2/admin/returns/${first.id}`, { status: 'approved' })).json.allowedTransitions,
    [],
  );
  assert.equal((await admin.get(`/api2/admin/orders/${order.id}`)).json.paymentStatus, 'partially_refunded');

  const second = await create();
  for (const status of ['approved', 'received', 'refunded'])
    await admin.patch(`/api2/admin/returns/${second.id}`, { status });
  const after = (await admin.get(`/api2/admin/orders/${order.id}`)).json;
  assert.equal(after.paymentStatus, 'refunded');
  assert.equal(after.status, 'delivered', 'the order status itself is the admin’s move');
  const note = await admin.patch(`/api2/admin/returns/${second.id}`, { note: 'money sent' });
  assert.equal(note.json.note, 'money sent');
  assert.equal(note.json.status, 'refunded');
});

test('concurrent refunds of two returns of one order leave paymentStatus refunded, never a 5xx', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(app);
  const p = await insertProduct(services, { stock: 1000 });
  // Several orders at once, so a lost update shows up reliably when it can happen.
  const orders = await Promise.all(Array.from({ length: 4 }, () => delivered(app, admin, p.id, 2)));
  const pairs = [];
  for (const order of orders) {
    const returns = [];
    for (let i = 0; i < 2; i++) {
      const r = await admin.post('/api2/admin/returns', {
        orderId: order.id,
        reason: `half ${i}`,
        items: [{ orderItemId: order.items[0].id, quantity: 1 }],
      });
      for (const status of ['approved', 'received'])
        assert.equal((await admin.patch(`/api2/admin/returns/${r.json.id}`, { status })).status, 200);
      returns.push(r.json.id as number);
    }
    pairs.push(returns);
  }
  const refunds = await Promise.all(
    pairs.flat().map((id) => admin.patch(`/api2/admin/returns/${id}`, { status: 'refunded' })),
  );
  assert.deepEqual(
    refunds.map((r) => r.status),
    refunds.map(() => 200),
    refunds.map((r) => r.body).join('\n'),
  );
  for (const order of orders)
    assert.equal(
      (await admin.get(`/api2/admin/orders/${order.id}`)).json.paymentStatus,
      'refunded',
      `order ${order.id}`,
    );

  // The same return refunded twice at once: the second finds it refunded already (staying is allowed), no 5xx.
  const single = await delivered(app, admin, p.id, 1);
  const r = (
    await admin.post('/api2/admin/returns', {
      orderId: single.id,
      reason: 'all',
      items: [{ orderItemId: single.items[0].id, quantity: 1 }],
    })
  ).json;
  for (const status of ['approved', 'received']) await admin.patch(`/api2/admin/returns/${r.id}`, { status });
  const twice = await Promise.all([1, 2].map(() => admin.patch(`/api2/admin/returns/${r.id}`, { status: 'refunded' })));
  assert.deepEqual(
    twice.map((x) => [x.status, x.json.status]),
    [
      [200, 'refunded'],
      [200, 'refunded'],
    ],
  );
  assert.equal((await admin.get(`/api2/admin/orders/${single.id}`)).json.paymentStatus, 'refunded');
});

test('refund with an amount: at most the lines value, default the value, stored, in the order history and the change log', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(app);
  const p = await insertProduct(services, { price: 15 });
  const order = await delivered(app, admin, p.id, 3);
  const item = order.items[0];
  const make = async (quantity: number) => {
    const r = await admin.post('/api2/admin/returns', {
      orderId: order.id,
      reason: 'damaged',
      items: [{ orderItemId: item.id, quantity }],
    });
    assert.equal(r.status, 201, r.body);
    for (const status of ['approved', 'received'])
      assert.equal((await admin.patch(`/api2/admin/returns/${r.json.id}`, { status })).status, 200);
    return r.json.id as number;
  };
  const first = await make(2);
  assert.equal((await admin.get(`/api2/admin/returns/${first}`)).json.refundedAmount, null);

  // Refused, and nothing changes: more than the lines' value (2 × 15.00), an amount without a refund, a fraction.
  for (const body of [
    { status: 'refunded', amountCents: 3001 },
    { amountCents: 1000 },
    { status: 'refunded', amountCents: 10.5 },
    { status: 'refunded', amountCents: -1 },
  ]) {
    const r = await admin.patch(`/api2/admin/returns/${first}`, body);
    assert.equal(r.status, 400, `${JSON.stringify(body)}: ${r.body}`);
    assert.equal(r.json.code, 'VALIDATION_ERROR');
  }
  assert.equal((await admin.get(`/api2/admin/returns/${first}`)).json.status, 'received');

  // Part of it: stored, the order partly refunded, the amount in the order's history.
  const partial = await admin.patch(`/api2/admin/returns/${first}`, { status: 'refunded', amountCents: 2250 });
  assert.equal(partial.status, 200, partial.body);
  assert.deepEqual(
    [partial.json.status, partial.json.refundAmount, partial.json.refundedAmount],
    ['refunded', 30, 22.5],
  );
  let detail = (await admin.get(`/api2/admin/orders/${order.id}`)).json;
  assert.equal(detail.paymentStatus, 'partially_refunded');
  assert.equal(detail.status, 'delivered');
  assert.equal(detail.statusHistory.at(-1).note, `Return R-${first} refunded: 22.50 EUR`);
  const log = (await admin.get('/api2/admin/audit-log', { query: { entityType: 'return', entityId: first } })).json
    .entries;
  assert.match(JSON.stringify(log[0]), /refundedAmountCents/);
  assert.match(JSON.stringify(log[0]), /2250/);

  // Without an amount: the lines' value, as before; every item is back, but 7.50 short: still partly refunded.
  const second = await make(1);
  const full = await admin.patch(`/api2/admin/returns/${second}`, { status: 'refunded' });
  assert.equal(full.json.refundedAmount, 15);
  detail = (await admin.get(`/api2/admin/orders/${order.id}`)).json;
  assert.equal(detail.statusHistory.at(-1).note, `Return R-${second} refunded: 15.00 EUR`);
  assert.equal(detail.paymentStatus, 'partially_refunded');
});

test('receiving a return restocks each variant; a variant deleted since is skipped, the return still received', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(app);
  const created = await admin.post('/api2/admin/products', { name: 'Tee', sku: 'RT-TEE', price: 20, stock: 5 });
  const productId = created.json.id as number;
  await admin.put(`/api2/admin/products/${productId}/options`, { options: [{ name: 'Size', values: ['S', 'M'] }] });
  const m = await admin.post(`/api2/admin/products/${productId}/variants`, {
    sku: 'RT-TEE-M',
    optionValues: ['M'],
    stock: 5,
  });
  assert.equal(m.status, 201, m.body);
  const s = await services.db
    .selectFrom('productVariants')
    .select('id')
    .where('sku', '=', 'RT-TEE')
    .executeTakeFirstOrThrow();
  const placed = await new Client(app).post('/api2/store/orders', {
    ...BUYER,
    items: [
      { variantId: s.id, quantity: 2 },
      { variantId: m.json.id, quantity: 1 },
    ],
  });
  assert.equal(placed.status, 201, placed.body);
  const orderId = placed.json.order.id;
  for (const status of ['paid', 'processing', 'shipped', 'delivered'])
    await admin.patch(`/api2/admin/orders/${orderId}`, { status });
  const items = (await admin.get(`/api2/admin/orders/${orderId}`)).json.items as { id: number }[];
  const ret = await admin.post('/api2/admin/returns', {
    orderId,
    reason: 'r',
    items: items.map((i) => ({ orderItemId: i.id, quantity: 1 })),
  });
  assert.equal(ret.status, 201, ret.body);
  assert.equal((await admin.delete(`/api2/admin/products/${productId}/variants/${m.json.id}`)).status, 200);
  for (const status of ['approved', 'received'])
    assert.equal((await admin.patch(`/api2/admin/returns/${ret.json.id}`, { status })).status, 200);
  const restocked = await services.db
    .selectFrom('inventoryMovements')
    .select(['variantId', 'quantityDelta'])
    .where('type', '=', 'return')
    .execute();
  assert.deepEqual(
    restocked.map((r) => [r.variantId, r.quantityDelta]),
    [[s.id, 1]],
  );
});
