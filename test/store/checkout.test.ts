import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession, platformClient } from '../helpers/client.js';
import { ADDRESS, ORDER_ENV, addWarehouse, events, guestBody, insertProduct, stockOf } from '../helpers/orders.js';

test('guest checkout: 201 {order}, catalogue prices, VAT share, stock reserved, order.created, confirmation mail', async (t) => {
  const { app, services, dataDir } = await buildTestApp(t, { env: ORDER_ENV });
  const p = await insertProduct(services, { price: 12.5, stock: 10 });
  const body = guestBody([{ productId: p.id, quantity: 2, price: 0.01, unitPrice: 0.01 } as never], {
    totalAmount: 0.02,
    subtotal: 0.02,
    status: 'paid',
  });
  const r = await new Client(app).post('/api2/store/orders', body);
  assert.equal(r.status, 201, r.body);
  const o = r.json.order;
  assert.equal(o.status, 'pending');
  assert.equal(o.paymentStatus, 'pending');
  assert.equal(typeof o.id, 'number');
  assert.ok(o.orderNumber > 100000);
  assert.equal(o.totalAmount, 25);
  assert.equal(o.subtotal, 25);
  assert.equal(o.shippingCost, 0);
  assert.equal(o.tax, 3.99, '19 % VAT included in 25.00');
  assert.deepEqual(
    o.items.map((i: { unitPrice: number; quantity: number; totalPrice: number }) => [
      i.unitPrice,
      i.quantity,
      i.totalPrice,
    ]),
    [[12.5, 2, 25]],
  );
  assert.deepEqual(await stockOf(services, p.id), [{ warehouseId: 1, quantity: 10, reserved: 2 }]);

  const created = await events(services, 'order.created');
  assert.equal(created.length, 1);
  assert.equal(created[0]!.payload.data.orderId, o.id);
  assert.equal(created[0]!.payload.data.totalAmount, 25);

  const admin = await adminSession(app);
  const d = (await admin.get(`/api2/admin/orders/${o.id}`)).json;
  assert.equal(d.customerEmail, body.email);
  assert.equal(d.customerName, `Gina ${body.lastName}`);
  assert.equal(d.orderSource, 'web');
  assert.deepEqual(d.shippingAddress, ADDRESS);
  assert.equal(d.statusHistory[0].actor, 'guest');

  const mailDir = path.join(dataDir, 'mail');
  for (let i = 0; i < 50 && !fs.existsSync(mailDir); i++) await new Promise((r) => setTimeout(r, 20));
  const mails = fs.readdirSync(mailDir).map((f) => fs.readFileSync(path.join(mailDir, f), 'utf8'));
  assert.ok(
    mails.some((m) => m.includes(body.email) && m.includes(String(o.orderNumber))),
    'an order confirmation was mailed',
  );
});

test('checkout validation: payment method allow-list, guest contact data, address, active products, malformed JSON', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const p = await insertProduct(services);
  const hidden = await insertProduct(services, { status: 'draft' });
  const c = new Client(app);
  const line = [{ productId: p.id, quantity: 1 }];
  for (const method of ['card', 'credit_card', 'paypal', 'invoice', 'bank_transfer']) {
    assert.equal((await c.post('/api2/store/orders', guestBody(line, { paymentMethod: method }))).status, 201, method);
  }
  const cases: [string, unknown][] = [
    ['unknown payment method', guestBody(line, { paymentMethod: 'bitcoin' })],
    ['guest without e-mail', guestBody(line, { email: undefined })],
    ['guest without last name', guestBody(line, { lastName: ' ' })],
    ['address without city', guestBody(line, { shippingAddress: { ...ADDRESS, city: undefined } })],
    ['no items', guestBody([])],
    ['quantity 0', guestBody([{ productId: p.id, quantity: 0 }])],
    ['hidden product', guestBody([{ productId: hidden.id, quantity: 1 }])],
    ['unknown product', guestBody([{ productId: 999999, quantity: 1 }])],
    ['unknown shipping method', guestBody(line, { shippingMethodId: 999 })],
    ['bad order source', guestBody(line, { orderSource: 'Web Shop!' })],
  ];
  for (const [what, body] of cases) {
    const r = await c.post('/api2/store/orders', body);
    assert.equal(r.status, 400, `${what}: ${r.body}`);
    assert.equal(r.json.code, 'VALIDATION_ERROR', what);
  }
  const broken = await c.request('POST', '/api2/store/orders', {
    body: '{"items": [',
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(broken.status, 400);
  assert.equal(broken.json.code, 'VALIDATION_ERROR');
  assert.deepEqual(await stockOf(services, hidden.id), [{ warehouseId: 1, quantity: 100, reserved: 0 }]);
  const withSource = await c.post('/api2/store/orders', guestBody(line, { orderSource: 'mobile_app' }));
  assert.equal(withSource.status, 201);
  const admin = await adminSession(app);
  assert.equal((await admin.get(`/api2/admin/orders/${withSource.json.order.id}`)).json.orderSource, 'mobile_app');
});

test('a logged-in customer checks out with the account data and sees the order in /api2/auth/orders', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const p = await insertProduct(services, { price: 5 });
  const shopper = new Client(app);
  const email = 'cara.customer@example.com';
  const password = 'Secret-Passw0rd';
  assert.equal(
    (await shopper.post('/api2/auth/register', { email, password, firstName: 'Cara', lastName: 'Customer' })).status,
    201,
  );
  await services.db.updateTable('customers').set({ isVerified: 1 }).where('email', '=', email).execute();
  assert.equal((await shopper.post('/api2/auth/login', { email, password })).status, 200);
  assert.equal((await new Client(app).get('/api2/auth/orders')).status, 401, 'no session');

  const r = await shopper.post('/api2/store/orders', {
    items: [{ productId: p.id, quantity: 3 }],
    shippingAddress: ADDRESS,
    paymentMethod: 'paypal',
    email: 'someone.else@example.com',
  });
  assert.equal(r.status, 201, r.body);
  assert.equal(r.json.order.customerEmail, email, 'the account e-mail, not the body one');
  await new Client(app).post('/api2/store/orders', guestBody([{ productId: p.id, quantity: 1 }]));

  const mine = await shopper.get('/api2/auth/orders');
  assert.equal(mine.status, 200);
  assert.equal(mine.json.total, 1);
  assert.deepEqual(
    mine.json.orders.map((o: { id: number }) => o.id),
    [r.json.order.id],
  );
  assert.equal(mine.json.orders[0].itemCount, 3);
  assert.equal(mine.json.orders[0].totalAmount, 15);
  const admin = await adminSession(app);
  const d = (await admin.get(`/api2/admin/orders/${r.json.order.id}`)).json;
  assert.equal(d.customerName, 'Cara Customer');
  assert.equal(typeof d.customerId, 'number');
  assert.match(d.statusHistory[0].actor, /^customer:\d+$/);
});

test('not enough stock: 409 INSUFFICIENT_STOCK and nothing reserved, also for the other lines of the order', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const scarce = await insertProduct(services, { stock: 3 });
  const plenty = await insertProduct(services, { stock: 50 });
  const c = new Client(app);
  const four = await c.post('/api2/store/orders', guestBody([{ productId: scarce.id, quantity: 4 }]));
  assert.equal(four.status, 409);
  assert.equal(four.json.code, 'INSUFFICIENT_STOCK');
  const mixed = await c.post(
    '/api2/store/orders',
    guestBody([
      { productId: plenty.id, quantity: 5 },
      { productId: scarce.id, quantity: 2 },
      { productId: scarce.id, quantity: 2 },
    ]),
  );
  assert.equal(mixed.status, 409, 'the same product twice adds up to 4');
  assert.deepEqual(await stockOf(services, plenty.id), [{ warehouseId: 1, quantity: 50, reserved: 0 }]);
  assert.deepEqual(await stockOf(services, scarce.id), [{ warehouseId: 1, quantity: 3, reserved: 0 }]);
  assert.equal((await services.db.selectFrom('orders').select('id').execute()).length, 0, 'no order rows left behind');
  assert.equal((await events(services)).length, 0, 'no events for refused checkouts');

  assert.equal((await c.post('/api2/store/orders', guestBody([{ productId: scarce.id, quantity: 3 }]))).status, 201);
  const more = await c.post('/api2/store/orders', guestBody([{ productId: scarce.id, quantity: 1 }]));
  assert.equal(more.status, 409);
  assert.equal(more.json.code, 'INSUFFICIENT_STOCK');
});

test('20 concurrent checkouts for the last 5 units: exactly 5 succeed, no overselling', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const p = await insertProduct(services, { stock: 5 });
  const results = await Promise.all(
    Array.from({ length: 20 }, () =>
      new Client(app).post('/api2/store/orders', guestBody([{ productId: p.id, quantity: 1 }])),
    ),
  );
  const statuses = results.map((r) => (r.status === 409 ? r.json.code : r.status));
  assert.equal(statuses.filter((s) => s === 201).length, 5, JSON.stringify(statuses));
  assert.equal(statuses.filter((s) => s === 'INSUFFICIENT_STOCK').length, 15);
  assert.deepEqual(await stockOf(services, p.id), [{ warehouseId: 1, quantity: 5, reserved: 5 }]);
  const numbers = results.filter((r) => r.status === 201).map((r) => r.json.order.orderNumber);
  assert.equal(new Set(numbers).size, 5, 'order numbers are unique');
});

test('concurrent checkouts of two products in opposite line order neither deadlock nor oversell', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const a = await insertProduct(services, { stock: 6 });
  const b = await insertProduct(services, { stock: 6 });
  const results = await Promise.all(
    Array.from({ length: 12 }, (_, i) => {
      const lines = [
        { productId: a.id, quantity: 1 },
        { productId: b.id, quantity: 1 },
      ];
      return new Client(app).post('/api2/store/orders', guestBody(i % 2 ? lines.reverse() : lines));
    }),
  );
  assert.deepEqual([...new Set(results.map((r) => r.status))].sort(), [201, 409]);
  assert.equal(results.filter((r) => r.status === 201).length, 6);
  assert.equal((await stockOf(services, a.id))[0]!.reserved, 6);
  assert.equal((await stockOf(services, b.id))[0]!.reserved, 6);
});

test('a reservation spreads over warehouses, default first, and cancel releases exactly those', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const second = await addWarehouse(services, 'SECOND');
  const p = await insertProduct(services, { stock: 2, extraStock: [{ warehouseId: second, quantity: 3 }] });
  const r = await new Client(app).post('/api2/store/orders', guestBody([{ productId: p.id, quantity: 4 }]));
  assert.equal(r.status, 201, r.body);
  assert.deepEqual(await stockOf(services, p.id), [
    { warehouseId: 1, quantity: 2, reserved: 2 },
    { warehouseId: second, quantity: 3, reserved: 2 },
  ]);
  const rows = await services.db
    .selectFrom('orderReservations')
    .select(['warehouseId', 'quantity'])
    .orderBy('warehouseId')
    .execute();
  assert.deepEqual(rows, [
    { warehouseId: 1, quantity: 2 },
    { warehouseId: second, quantity: 2 },
  ]);
  const admin = await adminSession(app);
  assert.equal((await admin.post(`/api2/admin/orders/${r.json.order.id}/cancel`, { reason: 'test' })).status, 200);
  assert.deepEqual(await stockOf(services, p.id), [
    { warehouseId: 1, quantity: 2, reserved: 0 },
    { warehouseId: second, quantity: 3, reserved: 0 },
  ]);
});

test('shipping method: flat rate charged below freeAbove, free from it; inactive methods refused', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const platform = await platformClient(app);
  const zone = (await platform.post('/api2/v1/shipping/zones', { name: 'Germany' })).json;
  const flat = (
    await platform.post('/api2/v1/shipping/methods', {
      zoneId: zone.id,
      name: 'DHL',
      methodType: 'flat_rate',
      price: 4.9,
      freeAbove: 50,
    })
  ).json;
  const off = (
    await platform.post('/api2/v1/shipping/methods', {
      zoneId: zone.id,
      name: 'Old',
      methodType: 'flat_rate',
      price: 1,
      isActive: false,
    })
  ).json;
  const store = await new Client(app).get('/api2/store/shipping-methods');
  assert.deepEqual(
    store.json.methods.map((m: { id: number }) => m.id),
    [flat.id],
  );

  const p = await insertProduct(services, { price: 20 });
  const c = new Client(app);
  const small = await c.post(
    '/api2/store/orders',
    guestBody([{ productId: p.id, quantity: 1 }], { shippingMethodId: flat.id }),
  );
  assert.equal(small.status, 201, small.body);
  assert.equal(small.json.order.shippingCost, 4.9);
  assert.equal(small.json.order.totalAmount, 24.9);
  // Tax per line (docs/tax.md): 3.19 of the 20.00 item and 0.78 of the 4.90 shipping, not 19 % of the 24.90 total (3.98).
  assert.equal(small.json.order.tax, 3.97);
  assert.deepEqual(small.json.order.shippingMethod, { id: flat.id, name: 'DHL' });
  const big = await c.post(
    '/api2/store/orders',
    guestBody([{ productId: p.id, quantity: 3 }], { shippingMethodId: flat.id }),
  );
  assert.equal(big.json.order.shippingCost, 0);
  assert.equal(big.json.order.totalAmount, 60);
  assert.equal(
    (await c.post('/api2/store/orders', guestBody([{ productId: p.id, quantity: 1 }], { shippingMethodId: off.id })))
      .status,
    400,
  );
});

test('checkouts and cancellations of one variant stocked in two warehouses run side by side: none fails, stock adds up', async (t) => {
  const { app, services } = await buildTestApp(t, { env: { ...ORDER_ENV, CHECKOUT_RATE_LIMIT: '1000' } });
  const admin = await adminSession(app);
  // The default warehouse (reserved from first) has the higher id, the other the lower: a checkout spanning both
  // changes them default first, a cancellation gives them back by id.
  const first = await services.db
    .selectFrom('warehouses')
    .select('id')
    .where('isDefault', '=', 1)
    .executeTakeFirstOrThrow();
  const second = await addWarehouse(services, 'SECOND');
  const p = await insertProduct(services, { stock: 1000, extraStock: [{ warehouseId: second, quantity: 0 }] });
  await services.db.updateTable('warehouses').set({ isDefault: 0 }).where('id', '=', first.id).execute();
  await services.db.updateTable('warehouses').set({ isDefault: 1 }).where('id', '=', second).execute();
  const oneMoreInDefault = () =>
    services.db
      .updateTable('variantInventory')
      .set((eb) => ({ quantity: eb('quantity', '+', 1) }))
      .where('variantId', '=', p.variantId)
      .where('warehouseId', '=', second)
      .execute();
  const checkout = () => new Client(app).post('/api2/store/orders', guestBody([{ productId: p.id, quantity: 2 }]));

  const placed: number[] = [];
  for (let i = 0; i < 30; i++) {
    await oneMoreInDefault();
    const r = await checkout();
    assert.equal(r.status, 201, r.body);
    placed.push(r.json.order.id as number);
  }
  // Each cancellation frees one unit in the default warehouse, which the next checkout takes with one from the other.
  const results = await Promise.all([
    ...placed.map((id) => admin.post(`/api2/admin/orders/${id}/cancel`, { reason: 'test' })),
    ...placed.map(() => checkout()),
  ]);
  const failed = results.filter((r) => r.status !== 200 && r.status !== 201);
  assert.deepEqual(
    failed.map((r) => `${r.status} ${r.body}`),
    [],
  );
  const open = await services.db
    .selectFrom('orderReservations')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('n'))
    .executeTakeFirstOrThrow();
  const stock = await stockOf(services, p.id);
  assert.equal(
    stock.reduce((n, s) => n + Number(s.reserved), 0),
    Number(open.n),
    'reserved stock equals the open orders’ reservations',
  );
  assert.equal(Number(open.n), 2 * placed.length, 'the new orders hold two units each');
});
