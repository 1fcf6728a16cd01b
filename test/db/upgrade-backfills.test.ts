// Migrations that fill a new table from data already there (issues 12 and 8), run on a shop that has that data: the
// migration's own down and up over the app's database stand for an upgrade from the release before it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession, platformClient } from '../helpers/client.js';
import { ORDER_ENV, addWarehouse, guestBody, insertProduct } from '../helpers/orders.js';
import { migrations } from '../../src/db/migrate.js';
import { loggedInCustomer } from '../helpers/customers.js';

interface Movement {
  warehouseId: number;
  type: string;
  quantityDelta: number;
  reservedDelta: number;
  quantityBefore: number;
  quantityAfter: number;
  reservedBefore: number;
  reservedAfter: number;
  reason: string;
}

async function movementsOf(platform: Client, productId: number): Promise<Movement[]> {
  const r = await platform.get('/api2/v1/inventory/movements', { query: { productId, per_page: 200 } });
  assert.equal(r.status, 200, r.body);
  return (r.json.data as Movement[]).reverse();
}

test('migration 0027 on a shop with stock: each stock row opens with its quantity and reserved, and the ledger adds up from there', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const { app, services } = ctx;
  const platform = await platformClient(app, 'read_write');
  const second = await addWarehouse(services, 'UPGRADE2');
  const main = (
    await services.db.selectFrom('warehouses').select('id').where('isDefault', '=', 1).executeTakeFirstOrThrow()
  ).id;
  const product = await insertProduct(services, { stock: 9, extraStock: [{ warehouseId: second, quantity: 4 }] });
  const empty = await insertProduct(services, { stock: 0 });
  // A reservation held over the upgrade: the order is placed, not yet paid.
  assert.equal(
    (await new Client(app).post('/api2/store/orders', guestBody([{ productId: product.id, quantity: 2 }]))).status,
    201,
  );

  // 0070 (variants) adds to the ledger 0027 creates: it is taken down first and brought up after, as on an upgrade.
  const m0027 = migrations['0027_inventory_movements']!;
  const m0070 = migrations['0070_variants']!;
  await m0070.down!(services.db);
  await m0027.down!(services.db);
  await m0027.up(services.db);
  await m0070.up(services.db);

  const opened = await movementsOf(platform, product.id);
  assert.deepEqual(
    opened.map((m) => [
      m.warehouseId,
      m.type,
      m.quantityDelta,
      m.reservedDelta,
      m.quantityBefore,
      m.quantityAfter,
      m.reservedBefore,
      m.reservedAfter,
      m.reason,
    ]),
    [
      [main, 'opening', 9, 2, 0, 9, 0, 2, 'opening balance'],
      [second, 'opening', 4, 0, 0, 4, 0, 0, 'opening balance'],
    ],
  );
  assert.deepEqual(
    (await movementsOf(platform, empty.id)).map((m) => [m.type, m.quantityDelta]),
    [['opening', 0]],
    'an empty stock row opens at zero',
  );

  // From the opening on, every change chains onto it and the sums stay the stock.
  assert.equal(
    (
      await platform.post('/api2/v1/inventory/adjustments', {
        productId: product.id,
        warehouseId: main,
        quantity: -3,
        reason: 'count',
      })
    ).status,
    201,
  );
  const after = (await movementsOf(platform, product.id)).filter((m) => m.warehouseId === main);
  assert.deepEqual(
    after.map((m) => [m.type, m.quantityBefore, m.quantityAfter]),
    [
      ['opening', 0, 9],
      ['adjustment', 9, 6],
    ],
  );
  const stock = await services.db
    .selectFrom('inventory')
    .select(['quantity', 'reserved'])
    .where('productId', '=', product.id)
    .where('warehouseId', '=', main)
    .executeTakeFirstOrThrow();
  assert.deepEqual(
    {
      quantity: after.reduce((n, m) => n + m.quantityDelta, 0),
      reserved: after.reduce((n, m) => n + m.reservedDelta, 0),
    },
    stock,
  );
});

test('migration 0030 on a shop with bulk edits: a batch made before it is listed and can be reverted', async (t) => {
  const ctx = await buildTestApp(t);
  const { app, services } = ctx;
  const admin = await adminSession(app);
  const a = await insertProduct(services, { price: 10, stock: 5 });
  const b = await insertProduct(services, { price: 20, stock: 5 });
  const bulk = await admin.post('/api2/admin/products/bulk-update', {
    productIds: [a.id, b.id],
    updates: { price: 99, isHidden: true },
    changeReason: 'old sale',
    batchId: 'before-0030',
  });
  assert.equal(bulk.status, 200, bulk.body);

  const m0030 = migrations['0030_product_batches']!;
  await m0030.down!(services.db);
  await m0030.up(services.db);

  const batch = await admin.get('/api2/admin/products/bulk-update/before-0030');
  assert.equal(batch.status, 200, batch.body);
  assert.equal(batch.json.changeReason, 'old sale');
  assert.match(batch.json.changedBy, /^admin:\d+$/);
  assert.equal(batch.json.fields, null, 'what an old batch set was not recorded');
  assert.equal(batch.json.status, 'applied');
  assert.deepEqual(
    batch.json.products.map((p: { productId: number }) => p.productId),
    [a.id, b.id],
  );

  const revert = await admin.post('/api2/admin/products/bulk-update/before-0030/revert', {});
  assert.equal(revert.status, 200, revert.body);
  assert.deepEqual(
    revert.json.results.map((r: { status: string }) => r.status),
    ['reverted', 'reverted'],
  );
  for (const [p, price] of [
    [a, 10],
    [b, 20],
  ] as const) {
    const now = (await admin.get(`/api2/admin/products/${p.id}`)).json;
    assert.deepEqual(
      [now.price, now.isHidden, now.stock],
      [price, false, 5],
      'every versioned field back; stock never put back',
    );
  }
});

test('migrations 0039 and 0041 on a shop with orders: the hour counts, guest stats and customer stats they fill give the same lists', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const { app, services } = ctx;
  const admin = await adminSession(app);
  const product = await insertProduct(services, { price: 7, stock: 100 });
  const buyer = await loggedInCustomer(ctx, { email: 'upgrade.buyer@example.com' });
  assert.equal(
    (
      await buyer.client.post(
        '/api2/store/orders',
        guestBody([{ productId: product.id, quantity: 2 }], { email: buyer.email }),
      )
    ).status,
    201,
  );
  const placed = [];
  for (const [i, email] of ['a@example.com', 'A@example.com', 'b@example.com'].entries()) {
    const r = await new Client(app).post(
      '/api2/store/orders',
      guestBody([{ productId: product.id, quantity: 1 + i }], { email, firstName: `Name${i}` }),
    );
    assert.equal(r.status, 201, r.body);
    placed.push(r.json.order);
  }
  assert.equal((await admin.patch(`/api2/admin/orders/${placed[0].id}`, { status: 'paid' })).status, 200);
  const lists = async () => [
    (await admin.get('/api2/admin/customers', { query: { limit: 200 } })).json,
    ...(await Promise.all(
      [1, 2, 3, 4].map(async (page) => (await admin.get('/api2/admin/orders', { query: { limit: 1, page } })).json),
    )),
  ];
  const before = await lists();
  assert.deepEqual(
    before[0].customers.map((c: { email: string; firstName: string; orderCount: number; totalSpent: number }) => [
      c.email,
      c.firstName,
      c.orderCount,
      c.totalSpent,
    ]),
    [
      ['b@example.com', 'Name2', 1, 0],
      ['a@example.com', 'Name1', 2, 7],
      ['upgrade.buyer@example.com', 'Sam', 1, 0],
    ],
  );

  const [m0039, m0041] = [migrations['0039_hour_counts']!, migrations['0041_customer_list_stats']!];
  await m0041.down!(services.db);
  await m0039.down!(services.db);
  await m0039.up(services.db);
  await m0041.up(services.db);
  assert.deepEqual(await lists(), before);
  const stats = await services.db.selectFrom('customerStats').select(['orderCount', 'spentCents']).execute();
  assert.deepEqual(
    stats.map((s) => [s.orderCount, Number(s.spentCents)]),
    [[1, 0]],
    'a pending order is no spend',
  );
});

test('migration 0042 on a shop with orders: orders placed before it are counted from their items, later ones carry their count', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const { app, services } = ctx;
  const admin = await adminSession(app);
  const [a, b] = [
    await insertProduct(services, { price: 3, stock: 100 }),
    await insertProduct(services, { price: 5, stock: 100 }),
  ];
  const buyer = await loggedInCustomer(ctx, { email: 'items.buyer@example.com' });
  const order = async (
    client: Client,
    items: { productId: number; quantity: number }[],
    extra: Record<string, unknown> = {},
  ) => assert.equal((await client.post('/api2/store/orders', guestBody(items, extra))).status, 201);
  await order(
    buyer.client,
    [
      { productId: a.id, quantity: 2 },
      { productId: b.id, quantity: 3 },
    ],
    { email: buyer.email },
  );
  await order(buyer.client, [{ productId: b.id, quantity: 1 }], { email: buyer.email });
  await order(new Client(app), [{ productId: a.id, quantity: 4 }]);
  const shown = async () => ({
    csv: (await admin.get('/api2/admin/orders/export')).body,
    mine: (await buyer.client.get('/api2/auth/orders')).json.orders.map((o: { itemCount: number }) => o.itemCount),
  });
  const stored = async () =>
    (await services.db.selectFrom('orders').select('itemCount').orderBy('id').execute()).map((o) => o.itemCount);
  const before = await shown();
  assert.deepEqual(before.mine, [1, 5]);
  assert.deepEqual(await stored(), [5, 1, 4], 'checkout writes the count');

  const m0042 = migrations['0042_order_item_count']!;
  await m0042.down!(services.db);
  await m0042.up(services.db);
  assert.deepEqual(await stored(), [null, null, null]);
  assert.deepEqual(await shown(), before, 'the same counts, summed from the items');
  await order(buyer.client, [{ productId: a.id, quantity: 6 }], { email: buyer.email });
  assert.deepEqual(await stored(), [null, null, null, 6]);
  assert.deepEqual((await shown()).mine, [6, 1, 5]);
});

test('migration 0043 down and up: the settings count in the catalogue counter only with it', async (t) => {
  const ctx = await buildTestApp(t, { env: { ...ORDER_ENV, RESPONSE_CACHE_HEADER: 'true' } });
  const platform = await platformClient(ctx.app);
  const lowStock = async () => (await platform.get('/api2/v1/inventory/low-stock')).headers['x-cache'];
  const setThreshold = async (lowStockThreshold: number) =>
    assert.equal((await platform.put('/api2/v1/settings', { lowStockThreshold })).status, 200);
  const m0043 = migrations['0043_settings_versions']!;
  await m0043.down!(ctx.services.db);
  assert.deepEqual([await lowStock(), await lowStock()], ['miss', 'hit']);
  await setThreshold(3);
  assert.equal(
    await lowStock(),
    'hit',
    'without the triggers a settings change goes unnoticed (why the route needs 0043)',
  );
  await m0043.up(ctx.services.db);
  await setThreshold(4);
  assert.deepEqual([await lowStock(), await lowStock()], ['miss', 'hit']);
});
