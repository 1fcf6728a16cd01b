// Customer-group price lists with quantity tiers (issue 35, item 7; docs/tax.md, "Group prices"): per variant and
// b2bGroup, tiers without gaps or overlaps (400 otherwise); the quote and checkout price of a signed-in customer of the
// group switch tiers at exactly the tier's quantity; the storefront product detail shows that customer their tiers,
// privately, and everyone else the unchanged public catalogue answer.
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

test('the storefront product detail shows a signed-in customer of the group their tiers, privately; everyone else the catalogue answer, public as before', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(ctx.app);
  const create = async (sku: string) =>
    (await admin.post('/api2/admin/products', { name: sku, sku, price: 10, stock: 100 })).json.id as number;
  const plain = await create('GP-PLAIN');
  const boxed = await create('GP-BOXED');
  await admin.put(`/api2/admin/products/${boxed}/options`, { options: [{ name: 'Pack', values: ['Box', 'Bag'] }] });
  await admin.post(`/api2/admin/products/${boxed}/variants`, { sku: 'GP-BAG', optionValues: ['Bag'] });
  const [box, bag] = (await admin.get(`/api2/admin/products/${boxed}/variants`)).json.variants.map(
    (v: { id: number }) => v.id,
  ) as number[];
  // A product without options: the admin API names its one variant through the quote of a cart of it.
  const guest = new Client(ctx.app);
  const before = await guest.get(`/api2/store/products/${plain}`);
  const beforeBoxed = await guest.get(`/api2/store/products/${boxed}`);
  const plainVariant = (await guest.post('/api2/store/cart/quote', { items: [{ productId: plain, quantity: 1 }] })).json
    .quote.lines[0].variantId as number;

  for (const [product, variant] of [
    [plain, plainVariant],
    [boxed, box],
  ] as const)
    assert.equal(
      (
        await admin.put(`/api2/admin/products/${product}/variants/${variant}/group-prices`, {
          groups: [
            { group: 'wholesale', tiers: TIERS },
            { group: 'retail-partners', tiers: [{ minQuantity: 1, maxQuantity: null, price: 9.5 }] },
          ],
        })
      ).status,
      200,
    );

  const wholesale = await loggedInCustomer(ctx);
  const noGroup = await loggedInCustomer(ctx);
  const list = (await admin.get('/api2/admin/customers')).json.customers as { id: number; email: string }[];
  const id = list.find((c) => c.email === wholesale.email)!.id;
  assert.equal((await admin.put(`/api2/admin/customers/${id}`, { b2bGroup: 'wholesale' })).status, 200);
  const groupPrice = { group: 'wholesale', tiers: TIERS };

  const mine = await wholesale.client.get(`/api2/store/products/${plain}`);
  assert.equal(mine.status, 200, mine.body);
  assert.deepEqual(mine.json, { ...before.json, groupPrice }, 'the product price and its tiers, nothing else changed');
  assert.equal(mine.headers['cache-control'], 'private, no-store', 'never kept by a shared cache');
  assert.equal(mine.headers.vary, 'Cookie');

  const mineBoxed = (await wholesale.client.get(`/api2/store/products/${boxed}`)).json;
  assert.equal(mineBoxed.groupPrice, undefined, 'a product with options: per variant');
  assert.deepEqual(
    mineBoxed.variants.map((v: { id: number; price: number | null; groupPrice?: unknown }) => [
      v.id,
      v.price,
      v.groupPrice,
    ]),
    [
      [box, null, groupPrice],
      [bag, null, undefined],
    ],
    'the variant with a list of the group shows it; the other the catalogue price only',
  );
  const quote = await wholesale.client.post('/api2/store/cart/quote', { items: [{ variantId: box, quantity: 10 }] });
  assert.equal(quote.json.quote.lines[0].unitPrice, 8, 'the tier shown is the one checkout charges');

  for (const [who, client] of [
    ['a guest', guest],
    ['a customer of no group', noGroup.client],
  ] as const) {
    for (const [product, expected] of [
      [plain, before],
      [boxed, beforeBoxed],
    ] as const) {
      const r = await client.get(`/api2/store/products/${product}`);
      assert.deepEqual(r.json, expected.json, `${who} sees the catalogue answer`);
      assert.equal(r.headers['cache-control'], expected.headers['cache-control'], who);
    }
  }
  assert.match(String(before.headers['cache-control']), /^public, max-age=\d+/, "a guest's answer stays cacheable");
  assert.equal(before.headers.vary, 'Cookie', 'a shared cache keeps it for requests without a session cookie');
});

test('a product without options keeps its lists under the product (admin and platform); one with several variants names variantId', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(ctx.app);
  const plain = (await admin.post('/api2/admin/products', { name: 'Nails', sku: 'GP-N', price: 10, stock: 100 })).json
    .id as number;
  const saved = await admin.put(`/api2/admin/products/${plain}/group-prices`, {
    groups: [{ group: 'wholesale', tiers: TIERS }],
  });
  assert.equal(saved.status, 200, saved.body);
  assert.deepEqual(saved.json, { groups: [{ group: 'wholesale', tiers: TIERS }] });
  const platform = await platformClient(ctx.app, 'read_write');
  assert.deepEqual((await platform.get(`/api2/v1/products/${plain}/group-prices`)).json, saved.json);
  const cleared = await platform.put(`/api2/v1/products/${plain}/group-prices`, { groups: [] });
  assert.deepEqual([cleared.status, cleared.json], [200, { groups: [] }]);
  assert.deepEqual((await admin.get(`/api2/admin/products/${plain}/group-prices`)).json, { groups: [] });

  // The lists priced a signed-in customer of the group by the product alone.
  await admin.put(`/api2/admin/products/${plain}/group-prices`, { groups: [{ group: 'wholesale', tiers: TIERS }] });
  const customer = await loggedInCustomer(ctx);
  const list = (await admin.get('/api2/admin/customers')).json.customers as { id: number; email: string }[];
  await admin.put(`/api2/admin/customers/${list.find((c) => c.email === customer.email)!.id}`, {
    b2bGroup: 'wholesale',
  });
  const q = await customer.client.post('/api2/store/cart/quote', { items: [{ productId: plain, quantity: 10 }] });
  assert.equal(q.json.quote.total, 80, q.body);

  const sized = (await admin.post('/api2/admin/products', { name: 'Shirt', sku: 'GP-T', price: 20, stock: 0 })).json
    .id as number;
  await admin.put(`/api2/admin/products/${sized}/options`, { options: [{ name: 'Size', values: ['S', 'M'] }] });
  await admin.post(`/api2/admin/products/${sized}/variants`, { sku: 'GP-T-M', optionValues: ['M'] });
  const refused = await admin.put(`/api2/admin/products/${sized}/group-prices`, {
    groups: [{ group: 'wholesale', tiers: TIERS }],
  });
  assert.equal(refused.status, 400);
  assert.match(refused.json.error, /variantId/);
  assert.equal((await admin.get('/api2/admin/products/999999/group-prices')).status, 404);
});
