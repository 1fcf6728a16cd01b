// Customer-group price lists with quantity tiers (issue 35, item 7; docs/tax.md, "Group prices"): per variant and
// b2bGroup, tiers without gaps or overlaps (400 otherwise); the quote and checkout price of a signed-in customer of the
// group switch tiers at exactly the tier's quantity.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession, platformClient } from '../helpers/client.js';
import { loggedInCustomer } from '../helpers/customers.js';
import { ORDER_ENV, guestBody } from '../helpers/orders.js';

const TIERS = [
  { minQuantity: 1, maxQuantity: 9, price: 9 },
  { minQuantity: 10, maxQuantity: null, price: 8 },
];

test('tiers 1–9 / 10+: the line price of a customer of the group switches at exactly 10; guests pay the catalogue price', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(ctx.app);
  const product = (await admin.post('/api2/admin/products', { name: 'Screws', sku: 'GP-S', price: 10, stock: 100 }))
    .json.id as number;
  assert.equal(
    (await admin.put(`/api2/admin/products/${product}/options`, { options: [{ name: 'Pack', values: ['Box'] }] }))
      .status,
    200,
  );
  const variant = (await admin.get(`/api2/admin/products/${product}/variants`)).json.variants[0].id as number;
  const url = `/api2/admin/products/${product}/variants/${variant}/group-prices`;

  const refused = [
    [
      { minQuantity: 1, maxQuantity: 9, price: 9 },
      { minQuantity: 11, maxQuantity: null, price: 8 },
    ],
    [
      { minQuantity: 1, maxQuantity: 10, price: 9 },
      { minQuantity: 10, maxQuantity: null, price: 8 },
    ],
    [{ minQuantity: 2, maxQuantity: null, price: 9 }],
    [
      { minQuantity: 1, maxQuantity: null, price: 9 },
      { minQuantity: 10, maxQuantity: null, price: 8 },
    ],
    [{ minQuantity: 1, maxQuantity: 9, price: 9 }],
  ];
  for (const tiers of refused) {
    const r = await admin.put(url, { groups: [{ group: 'wholesale', tiers }] });
    assert.equal(r.status, 400, JSON.stringify(tiers));
    assert.match(r.json.error, /wholesale/);
  }
  assert.deepEqual((await admin.get(url)).json, { groups: [] }, 'nothing written');
  const saved = await admin.put(url, { groups: [{ group: 'wholesale', tiers: TIERS }] });
  assert.equal(saved.status, 200, saved.body);
  assert.deepEqual(saved.json, { groups: [{ group: 'wholesale', tiers: TIERS }] });
  const platform = await platformClient(ctx.app, 'read');
  assert.deepEqual(
    (await platform.get(`/api2/v1/products/${product}/variants/${variant}/group-prices`)).json,
    saved.json,
    'on the platform product API too',
  );

  const customer = await loggedInCustomer(ctx);
  const list = (await admin.get('/api2/admin/customers')).json.customers as { id: number; email: string }[];
  const id = list.find((c) => c.email === customer.email)!.id;
  assert.equal((await admin.put(`/api2/admin/customers/${id}`, { b2bGroup: 'wholesale' })).status, 200);

  for (const [quantity, unit, total] of [
    [9, 9, 81],
    [10, 8, 80],
    [11, 8, 88],
  ]) {
    const q = await customer.client.post('/api2/store/cart/quote', { items: [{ variantId: variant, quantity }] });
    assert.equal(q.status, 200, q.body);
    assert.deepEqual([q.json.quote.lines[0].unitPrice, q.json.quote.total], [unit, total], `quantity ${quantity}`);
  }
  const guest = await new Client(ctx.app).post('/api2/store/cart/quote', {
    items: [{ variantId: variant, quantity: 10 }],
  });
  assert.equal(guest.json.quote.total, 100, 'a guest pays the catalogue price');

  const order = await customer.client.post('/api2/store/orders', {
    items: [{ variantId: variant, quantity: 10 }],
    shippingAddress: { street: 'Teststrasse 1', city: 'Berlin', postalCode: '10115', country: 'DE' },
    paymentMethod: 'card',
    expectedTotal: 80,
  });
  assert.equal(order.status, 201, order.body);
  const d = (await admin.get(`/api2/admin/orders/${order.json.order.id}`)).json;
  assert.deepEqual([d.items[0].unitPrice, d.items[0].totalPrice, d.totalAmount], [8, 80, 80]);
  const g = await new Client(ctx.app).post('/api2/store/orders', guestBody([{ variantId: variant, quantity: 10 }]));
  assert.equal(g.json.order.totalAmount, 100);
});
