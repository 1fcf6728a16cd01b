// Variants as the unit of sale (issue 34): checkout lines by variantId, sku or productId, the order's snapshot, stock
// per variant, and the refusals of bad lines.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession, platformClient } from '../helpers/client.js';
import { ORDER_ENV, events, guestBody, insertProduct } from '../helpers/orders.js';

interface Variant {
  id: number;
  sku: string;
  name: string;
  options: { name: string; value: string }[];
  stock: number;
  availableStock: number;
  status: string;
}

/** A product with Size (S, M, L) × Colour (Red, Blue): its default variant becomes S / Red, plus the variants given. */
async function productWithVariants(
  admin: Client,
  sku: string,
  variants: { values: [string, string]; price?: number; stock?: number; status?: string }[],
) {
  const created = await admin.post('/api2/admin/products', { name: `Shirt ${sku}`, sku, price: 20, stock: 5 });
  assert.equal(created.status, 201, created.body);
  const id = created.json.id as number;
  const options = await admin.put(`/api2/admin/products/${id}/options`, {
    options: [
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Colour', values: ['Red', 'Blue'] },
    ],
  });
  assert.equal(options.status, 200, options.body);
  for (const v of variants) {
    const r = await admin.post(`/api2/admin/products/${id}/variants`, {
      sku: `${sku}-${v.values.join('-')}`,
      optionValues: v.values,
      price: v.price,
      stock: v.stock,
      status: v.status,
    });
    assert.equal(r.status, 201, r.body);
  }
  const list = await admin.get(`/api2/admin/products/${id}/variants`);
  assert.equal(list.status, 200, list.body);
  const byName = new Map((list.json.variants as Variant[]).map((v) => [v.name, v]));
  return { id, variant: (name: string) => byName.get(name)! };
}

test('checkout by variantId and sku: the variant price, merged lines, stock per variant, the snapshot on every surface', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(app);
  const platform = await platformClient(app);
  const p = await productWithVariants(admin, 'SHIRT', [
    { values: ['M', 'Red'], price: 30, stock: 10 },
    { values: ['L', 'Blue'], stock: 3, status: 'draft' },
  ]);
  const small = p.variant('S / Red');
  const medium = p.variant('M / Red');
  assert.deepEqual(
    [small.sku, small.stock, medium.stock],
    ['SHIRT', 5, 10],
    'the default variant kept the product SKU and its stock',
  );

  const r = await new Client(app).post(
    '/api2/store/orders',
    guestBody([
      { variantId: medium.id, quantity: 1 },
      { sku: 'SHIRT-M-Red', quantity: 2 },
    ]),
  );
  assert.equal(r.status, 201, r.body);
  const order = r.json.order;
  assert.equal(order.items.length, 1, 'two lines for the same variant are merged');
  assert.deepEqual(order.items[0], {
    id: order.items[0].id,
    productId: p.id,
    variantId: medium.id,
    productName: 'Shirt SHIRT',
    variantName: 'M / Red',
    options: [
      { name: 'Size', value: 'M' },
      { name: 'Colour', value: 'Red' },
    ],
    sku: 'SHIRT-M-Red',
    quantity: 3,
    unitPrice: 30,
    totalPrice: 90,
  });
  assert.equal(order.totalAmount, 90);

  const stock = await platform.get('/api2/v1/inventory/stock', { query: { product_id: p.id } });
  assert.deepEqual(
    stock.json.data.map((s: { variantId: number; total: number; reserved: number }) => [
      s.variantId,
      s.total,
      s.reserved,
    ]),
    [
      [small.id, 5, 0],
      [medium.id, 10, 3],
      [p.variant('L / Blue').id, 3, 0],
    ],
  );
  const totals = await admin.get(`/api2/admin/products/${p.id}`);
  assert.deepEqual(
    [totals.json.stock, totals.json.availableStock],
    [18, 15],
    'the product keeps its totals over its variants',
  );

  const created = (await events(services, 'order.created')).at(-1)!.payload.data;
  // The item as the order detail lists it (docs/api-contract.md, "Events"); these are the snapshot's fields.
  const pick = ({ productId, variantId, variantName, options, sku, quantity, unitPrice }: Record<string, unknown>) => ({
    productId,
    variantId,
    variantName,
    options,
    sku,
    quantity,
    unitPrice,
  });
  assert.deepEqual(created.items.map(pick), [
    {
      productId: p.id,
      variantId: medium.id,
      variantName: 'M / Red',
      options: [
        { name: 'Size', value: 'M' },
        { name: 'Colour', value: 'Red' },
      ],
      sku: 'SHIRT-M-Red',
      quantity: 3,
      unitPrice: 30,
    },
  ]);
  const detail = await admin.get(`/api2/admin/orders/${order.id}`);
  assert.equal(detail.json.items[0].variantName, 'M / Red');
  const platformDetail = await platform.get(`/api2/v1/orders/${order.id}`);
  assert.equal(platformDetail.status, 200, platformDetail.body);
  assert.equal(
    JSON.stringify(platformDetail.json).includes('"variantId":' + medium.id),
    true,
    'the platform order carries the variant',
  );

  // Removing the value M deletes its variant, refused while the order holds its stock; the order keeps its snapshot.
  const refused = await admin.put(`/api2/admin/products/${p.id}/options`, {
    options: [
      { name: 'Size', values: ['S', 'L'] },
      { name: 'Colour', values: ['Red', 'Blue'] },
    ],
  });
  assert.equal(refused.status, 409, refused.body);
  assert.equal((await admin.post(`/api2/admin/orders/${order.id}/cancel`, { reason: 'test' })).status, 200);
  const removed = await admin.put(`/api2/admin/products/${p.id}/options`, {
    options: [
      { name: 'Size', values: ['S', 'L'] },
      { name: 'Colour', values: ['Red', 'Blue'] },
    ],
  });
  assert.equal(removed.status, 200, removed.body);
  const after = await admin.get(`/api2/admin/orders/${order.id}`);
  assert.deepEqual(
    [
      after.json.items[0].variantId,
      after.json.items[0].variantName,
      after.json.items[0].sku,
      after.json.items[0].unitPrice,
    ],
    [medium.id, 'M / Red', 'SHIRT-M-Red', 30],
  );
  const gone = await new Client(app).post('/api2/store/orders', guestBody([{ variantId: medium.id, quantity: 1 }]));
  assert.equal(gone.status, 400, 'a deleted variant cannot be bought');
});

test('bad lines: productId of a product with several variants names variantId; unknown, draft, foreign variants; nothing is written', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(app);
  const p = await productWithVariants(admin, 'BAD', [
    { values: ['M', 'Red'], stock: 10 },
    { values: ['L', 'Blue'], stock: 3, status: 'draft' },
  ]);
  const other = await insertProduct(services, { stock: 5 });
  const cases: [unknown[], RegExp][] = [
    [[{ productId: p.id, quantity: 1 }], /variantId/],
    [[{ variantId: 999999, quantity: 1 }], /Variant 999999 is not available/],
    [[{ sku: 'NO-SUCH-SKU', quantity: 1 }], /NO-SUCH-SKU is not available/],
    [[{ variantId: p.variant('L / Blue').id, quantity: 1 }], /not available/],
    [[{ productId: other.id, variantId: p.variant('M / Red').id, quantity: 1 }], /is not a variant of product/],
    [[{ quantity: 1 }], /variantId, sku or productId is required/],
  ];
  for (const [items, message] of cases) {
    const r = await new Client(app).post(
      '/api2/store/orders',
      guestBody([{ productId: other.id, quantity: 1 }, ...(items as never[])]),
    );
    assert.equal(r.status, 400, `${JSON.stringify(items)}: ${r.body}`);
    assert.equal(r.json.code, 'VALIDATION_ERROR');
    assert.match(r.json.error, message);
  }
  assert.equal(
    await services.db.selectFrom('orders').select('id').executeTakeFirst(),
    undefined,
    'no order was written',
  );
  const reserved = await services.db
    .selectFrom('variantInventory')
    .select((eb) => eb.fn.sum<number>('reserved').as('n'))
    .executeTakeFirstOrThrow();
  assert.equal(Number(reserved.n), 0, 'nothing was reserved');

  // The one-variant product still checks out by productId, and its line reads as before variants existed.
  const ok = await new Client(app).post('/api2/store/orders', guestBody([{ productId: other.id, quantity: 1 }]));
  assert.equal(ok.status, 201, ok.body);
  assert.deepEqual(Object.keys(ok.json.order.items[0]).sort(), [
    'id',
    'productId',
    'productName',
    'quantity',
    'sku',
    'totalPrice',
    'unitPrice',
  ]);
});

test('200 concurrent checkouts for the last 50 units of one variant: exactly 50 succeed, the rest 409; the other variants keep their stock', async (t) => {
  const { app, services } = await buildTestApp(t, { env: { ...ORDER_ENV, CHECKOUT_RATE_LIMIT: '1000' } });
  const admin = await adminSession(app);
  const platform = await platformClient(app);
  const p = await productWithVariants(admin, 'RUSH', [
    { values: ['M', 'Red'], stock: 50 },
    { values: ['L', 'Red'], stock: 7 },
  ]);
  const target = p.variant('M / Red');
  const results = await Promise.all(
    Array.from({ length: 200 }, () =>
      new Client(app).post('/api2/store/orders', guestBody([{ variantId: target.id, quantity: 1 }])),
    ),
  );
  const statuses = results.map((r) => r.status);
  assert.equal(
    statuses.filter((s) => s === 201).length,
    50,
    JSON.stringify(results.find((r) => r.status !== 201 && r.status !== 409)?.body ?? ''),
  );
  assert.equal(statuses.filter((s) => s === 409).length, 150);
  for (const r of results.filter((x) => x.status === 409)) {
    assert.equal(r.json.code, 'INSUFFICIENT_STOCK');
    assert.equal(r.json.variantId, target.id);
  }
  const rows = await services.db
    .selectFrom('variantInventory')
    .select(['variantId', 'quantity', 'reserved'])
    .where('productId', '=', p.id)
    .orderBy('variantId')
    .execute();
  assert.deepEqual(
    rows.map((r) => [r.variantId, r.quantity, r.reserved]),
    [
      [p.variant('S / Red').id, 5, 0],
      [target.id, 50, 50],
      [p.variant('L / Red').id, 7, 0],
    ],
  );
  assert.ok(
    rows.every((r) => r.quantity - r.reserved >= 0),
    'no negative stock',
  );
  // The ledger adds up per variant: opening adjustments plus the 50 reservations.
  const ledger = await platform.get('/api2/v1/inventory/movements', { query: { variantId: target.id, per_page: 200 } });
  const moves = ledger.json.data as { variantId: number; quantityDelta: number; reservedDelta: number }[];
  assert.ok(moves.every((m) => m.variantId === target.id));
  assert.deepEqual(
    [moves.reduce((n, m) => n + m.quantityDelta, 0), moves.reduce((n, m) => n + m.reservedDelta, 0)],
    [50, 50],
  );
  const total = await services.db
    .selectFrom('inventory')
    .select(['quantity', 'reserved'])
    .where('productId', '=', p.id)
    .executeTakeFirstOrThrow();
  assert.deepEqual(total, { quantity: 62, reserved: 50 }, 'the per-product total follows the variants');
});

test('a return by line names the variant and puts the goods back on that variant; the sale left the other variants alone', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(app);
  const p = await productWithVariants(admin, 'RET', [{ values: ['M', 'Red'], stock: 10 }]);
  const medium = p.variant('M / Red');
  const r = await new Client(app).post('/api2/store/orders', guestBody([{ variantId: medium.id, quantity: 3 }]));
  assert.equal(r.status, 201, r.body);
  const order = r.json.order;
  for (const status of ['paid', 'processing', 'shipped', 'delivered'])
    assert.equal((await admin.patch(`/api2/admin/orders/${order.id}`, { status })).status, 200);
  const created = await admin.post('/api2/admin/returns', {
    orderId: order.id,
    reason: 'too small',
    items: [{ orderItemId: order.items[0].id, quantity: 2 }],
  });
  assert.equal(created.status, 201, created.body);
  assert.deepEqual(
    [created.json.items[0].variantId, created.json.items[0].variantName, created.json.items[0].sku],
    [medium.id, 'M / Red', 'RET-M-Red'],
  );
  for (const status of ['approved', 'received'])
    assert.equal((await admin.patch(`/api2/admin/returns/${created.json.id}`, { status })).status, 200);
  const rows = await services.db
    .selectFrom('variantInventory')
    .select(['variantId', 'quantity', 'reserved'])
    .where('productId', '=', p.id)
    .orderBy('variantId')
    .execute();
  assert.deepEqual(
    rows.map((x) => [x.variantId, x.quantity, x.reserved]),
    [
      [p.variant('S / Red').id, 5, 0],
      [medium.id, 9, 0],
    ],
    '10 − 3 sold + 2 returned',
  );
});
