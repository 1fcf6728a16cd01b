import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { platformClient, type Client } from '../helpers/client.js';
import { insertDefaultVariant } from '../helpers/orders.js';

async function setup(t: Parameters<typeof buildTestApp>[0]) {
  const ctx = await buildTestApp(t, { env: { PLATFORM_RATE_LIMIT: '0', RESPONSE_CACHE_HEADER: 'true' } });
  const c = await platformClient(ctx.app, 'read_write');
  const main = (await c.get('/api2/v1/inventory/warehouses')).json.data[0];
  return { ...ctx, c, mainId: main.id as number };
}

let skuCounter = 0;

/** A product row written directly: these tests are about stock, not the product API. */
async function insertProduct({ services }: TestApp, name = `Product ${++skuCounter}`) {
  const now = new Date().toISOString();
  const sku = `SKU-INV-${++skuCounter}`;
  const row = await services.db
    .insertInto('products')
    .values({ sku, slug: sku.toLowerCase(), name, priceCents: 1000, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertDefaultVariant(services, row.id, sku);
  return { id: row.id, sku, name };
}

function adjust(c: Client, productId: number, warehouseId: number, quantity: number, reason = 'test') {
  return c.post('/api2/v1/inventory/adjustments', { productId, warehouseId, quantity, reason });
}

async function quantityOf({ services }: TestApp, productId: number, warehouseId: number) {
  const row = await services.db
    .selectFrom('inventory')
    .select(['quantity', 'reserved'])
    .where('productId', '=', productId)
    .where('warehouseId', '=', warehouseId)
    .executeTakeFirst();
  return row?.quantity;
}

async function logOf({ services }: TestApp, productId: number) {
  return services.db
    .selectFrom('stockAdjustments')
    .selectAll()
    .where('productId', '=', productId)
    .orderBy('id')
    .execute();
}

/** Each log row starts where the one before ended: no change was lost or applied to a stale quantity. */
function assertUnbrokenChain(log: { quantityBefore: number; quantityAfter: number; quantityChange: number }[]) {
  log.forEach((r, i) => {
    assert.equal(r.quantityAfter - r.quantityBefore, r.quantityChange);
    if (i > 0) assert.equal(r.quantityBefore, log[i - 1]!.quantityAfter, `log row ${i}`);
  });
}

test('warehouses: the seeded default with totals; adding one; codes are unique', async (t) => {
  const ctx = await setup(t);
  const { c, mainId } = ctx;
  const first = await c.get('/api2/v1/inventory/warehouses');
  assert.equal(first.status, 200);
  assert.deepEqual(Object.keys(first.json), ['data'], 'no pagination');
  assert.deepEqual(
    { ...first.json.data[0], createdAt: undefined, updatedAt: undefined },
    {
      id: mainId,
      name: 'Main warehouse',
      code: 'MAIN',
      isDefault: true,
      itemCount: 0,
      totalQuantity: 0,
      createdAt: undefined,
      updatedAt: undefined,
    },
  );

  const made = await c.post('/api2/v1/inventory/warehouses', { name: 'Berlin', code: 'ber-1' });
  assert.equal(made.status, 201, made.body);
  assert.deepEqual([made.json.code, made.json.isDefault, made.json.itemCount], ['BER-1', false, 0]);
  assert.equal((await c.post('/api2/v1/inventory/warehouses', { name: 'Berlin 2', code: 'BER-1' })).status, 409);
  assert.equal((await c.post('/api2/v1/inventory/warehouses', { name: 'Bad', code: 'a b' })).status, 400);
  assert.equal((await c.post('/api2/v1/inventory/warehouses', { name: '  ', code: 'X' })).status, 400);

  const p1 = await insertProduct(ctx);
  const p2 = await insertProduct(ctx);
  const p3 = await insertProduct(ctx);
  await adjust(c, p1.id, mainId, 10);
  await adjust(c, p2.id, mainId, 4);
  await adjust(c, p3.id, mainId, 2);
  await adjust(c, p3.id, mainId, -2);
  await adjust(c, p1.id, made.json.id, 7);
  const list = (await c.get('/api2/v1/inventory/warehouses')).json.data;
  assert.deepEqual(
    list.map((w: { code: string; itemCount: number; totalQuantity: number }) => [w.code, w.itemCount, w.totalQuantity]),
    [
      ['MAIN', 2, 14],
      ['BER-1', 1, 7],
    ],
    'the default first; a product at 0 is no item',
  );
  const reader = await platformClient(ctx.app, 'read');
  assert.equal((await reader.post('/api2/v1/inventory/warehouses', { name: 'Nope', code: 'NOPE' })).status, 403);
});

test('adjustments answer before and after, log each change, and refuse going below zero', async (t) => {
  const ctx = await setup(t);
  const { c, mainId } = ctx;
  const p = await insertProduct(ctx);
  const up = await adjust(c, p.id, mainId, 5, 'restock');
  assert.equal(up.status, 201);
  assert.deepEqual(up.json, {
    productId: p.id,
    warehouseId: mainId,
    quantity: 5,
    quantityBefore: 0,
    quantityAfter: 5,
    reason: 'restock',
  });
  const down = await adjust(c, p.id, mainId, -3, 'damaged');
  assert.deepEqual([down.status, down.json.quantityBefore, down.json.quantityAfter], [201, 5, 2]);

  const below = await adjust(c, p.id, mainId, -3);
  assert.equal(below.status, 400);
  assert.deepEqual(Object.keys(below.json), ['error']);
  assert.equal(await quantityOf(ctx, p.id, mainId), 2, 'the refused change left the row alone');
  assert.equal((await adjust(c, p.id, mainId, -2)).json.quantityAfter, 0, 'exactly to zero is fine');

  const fresh = await insertProduct(ctx);
  assert.equal((await adjust(c, fresh.id, mainId, -1)).status, 400, 'no row yet means 0 on hand');
  assert.equal(await quantityOf(ctx, fresh.id, mainId), undefined);

  const log = await logOf(ctx, p.id);
  assert.deepEqual(
    log.map((r) => [r.quantityChange, r.quantityBefore, r.quantityAfter, r.reason]),
    [
      [5, 0, 5, 'restock'],
      [-3, 5, 2, 'damaged'],
      [-2, 2, 0, 'test'],
    ],
  );
  assert.match(log[0]!.actor, /^api_key:\d+$/);

  assert.equal((await adjust(c, p.id, mainId, 0)).status, 400);
  assert.equal((await adjust(c, p.id, mainId, 1.5)).status, 400);
  assert.equal(
    (await c.post('/api2/v1/inventory/adjustments', { productId: p.id, warehouseId: mainId, quantity: 1 })).status,
    400,
    'reason is required',
  );
  assert.equal((await adjust(c, 999999, mainId, 1)).status, 404);
  assert.equal((await adjust(c, p.id, 999999, 1)).status, 404);
  assert.equal((await adjust(c, 999999, mainId, -1)).status, 404);
  const reader = await platformClient(ctx.app, 'read');
  assert.equal((await adjust(reader, p.id, mainId, 1)).status, 403);
  assert.equal((await logOf(ctx, p.id)).length, 3, 'refused adjustments leave no log row');
});

test('adjustments never take the quantity below what is reserved', async (t) => {
  const ctx = await setup(t);
  const { c, mainId } = ctx;
  const p = await insertProduct(ctx);
  await adjust(c, p.id, mainId, 10);
  await ctx.services.db.updateTable('variantInventory').set({ reserved: 4 }).where('productId', '=', p.id).execute();
  assert.equal((await adjust(c, p.id, mainId, -7)).status, 400);
  assert.equal((await adjust(c, p.id, mainId, -6)).json.quantityAfter, 4);
});

test('stock rows: product, warehouse, total, reserved, available; filters and pages', async (t) => {
  const ctx = await setup(t);
  const { c, mainId } = ctx;
  const other = (await c.post('/api2/v1/inventory/warehouses', { name: 'Outlet', code: 'OUT' })).json.id;
  const a = await insertProduct(ctx, 'Alpha');
  const b = await insertProduct(ctx, 'Beta');
  await adjust(c, a.id, mainId, 8);
  await adjust(c, a.id, other, 3);
  await adjust(c, b.id, mainId, 5);
  await ctx.services.db
    .updateTable('variantInventory')
    .set({ reserved: 2 })
    .where('productId', '=', a.id)
    .where('warehouseId', '=', mainId)
    .execute();

  const all = await c.get('/api2/v1/inventory/stock');
  assert.equal(all.status, 200);
  assert.deepEqual(all.json.meta, { page: 1, per_page: 50, total: 3, total_estimated: false, total_pages: 1 });
  const row = all.json.data[0];
  assert.deepEqual(
    { ...row, updatedAt: typeof row.updatedAt },
    {
      productId: a.id,
      productName: 'Alpha',
      sku: a.sku,
      warehouseId: mainId,
      warehouseName: 'Main warehouse',
      total: 8,
      reserved: 2,
      available: 6,
      updatedAt: 'string',
    },
  );
  assert.deepEqual(
    all.json.data.map((r: { productId: number; warehouseId: number }) => [r.productId, r.warehouseId]),
    [
      [a.id, mainId],
      [a.id, other],
      [b.id, mainId],
    ],
  );

  const byProduct = await c.get('/api2/v1/inventory/stock', { query: { product_id: a.id } });
  assert.equal(byProduct.json.meta.total, 2);
  const byWarehouse = await c.get('/api2/v1/inventory/stock', { query: { warehouse_id: other } });
  assert.deepEqual(
    byWarehouse.json.data.map((r: { productName: string; total: number }) => [r.productName, r.total]),
    [['Alpha', 3]],
  );
  const page2 = await c.get('/api2/v1/inventory/stock', { query: { per_page: 2, page: 2 } });
  assert.deepEqual([page2.json.data.length, page2.json.meta.total_pages], [1, 2]);
  assert.equal((await c.get('/api2/v1/inventory/stock', { query: { product_id: 'x' } })).status, 400);
  const reader = await platformClient(ctx.app, 'read');
  assert.equal((await reader.get('/api2/v1/inventory/stock')).status, 200);
});

test('low stock: available at or below the threshold (default from settings), lowest first', async (t) => {
  const ctx = await setup(t);
  const { c, mainId } = ctx;
  const quantities = [7, 0, 3, 5, 12, 1];
  const products = [];
  for (const q of quantities) {
    const p = await insertProduct(ctx);
    products.push(p);
    await adjust(c, p.id, mainId, 20);
    await adjust(c, p.id, mainId, q - 20);
  }
  // Reserved stock is not available: 12 on hand with 10 reserved is low.
  await ctx.services.db
    .updateTable('variantInventory')
    .set({ reserved: 10 })
    .where('productId', '=', products[4]!.id)
    .execute();

  const byDefault = await c.get('/api2/v1/inventory/low-stock');
  assert.equal(byDefault.status, 200);
  assert.deepEqual(
    byDefault.json.data.map((r: { available: number }) => r.available),
    [0, 1, 2, 3, 5],
    'settings default threshold 5',
  );
  assert.equal(byDefault.json.meta.total, 5);
  const again = await c.get('/api2/v1/inventory/low-stock');
  assert.deepEqual(
    [byDefault.headers['x-cache'], again.headers['x-cache'], again.body],
    ['miss', 'hit', byDefault.body],
    'kept until the catalogue or the settings change',
  );

  // The default threshold is a setting: changing it is seen by the next read (a stock movement too, below).
  assert.equal((await c.put('/api2/v1/settings', { lowStockThreshold: 1 })).status, 200);
  const lowered = await c.get('/api2/v1/inventory/low-stock');
  assert.deepEqual(
    [lowered.headers['x-cache'], lowered.json.data.map((r: { available: number }) => r.available)],
    ['miss', [0, 1]],
  );

  const explicit = await c.get('/api2/v1/inventory/low-stock', { query: { threshold: 10, per_page: 2, page: 2 } });
  assert.deepEqual(
    explicit.json.data.map((r: { available: number }) => r.available),
    [2, 3],
  );
  assert.deepEqual(explicit.json.meta, { page: 2, per_page: 2, total: 6, total_estimated: false, total_pages: 3 });
  const none = await c.get('/api2/v1/inventory/low-stock', { query: { threshold: 0, warehouse_id: 999999 } });
  assert.deepEqual([none.json.data, none.json.meta.total], [[], 0]);
  assert.equal((await c.get('/api2/v1/inventory/low-stock', { query: { threshold: -1 } })).status, 400);
  await adjust(c, products[1]!.id, mainId, 5);
  const restocked = await c.get('/api2/v1/inventory/low-stock');
  assert.deepEqual(
    [restocked.headers['x-cache'], restocked.json.data.map((r: { available: number }) => r.available)],
    ['miss', [1]],
  );
});

test('concurrency: 50 concurrent +1 and 50 concurrent -1 end at the exact quantity, one log row each', async (t) => {
  const ctx = await setup(t);
  const { c, mainId } = ctx;
  const p = await insertProduct(ctx);
  await adjust(c, p.id, mainId, 50, 'start');
  const changes = Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? 1 : -1));
  const results = await Promise.all(changes.map((q) => adjust(c, p.id, mainId, q, 'race')));
  assert.deepEqual(new Set(results.map((r) => r.status)), new Set([201]));
  assert.equal(await quantityOf(ctx, p.id, mainId), 50);
  const log = await logOf(ctx, p.id);
  assert.equal(log.length, 101);
  assertUnbrokenChain(log);
});

test('concurrency: concurrent -7 adjustments that together exceed the stock never go below zero', async (t) => {
  const ctx = await setup(t);
  const { c, mainId } = ctx;
  const p = await insertProduct(ctx);
  await adjust(c, p.id, mainId, 50, 'start');
  const results = await Promise.all(Array.from({ length: 30 }, () => adjust(c, p.id, mainId, -7, 'race')));
  const ok = results.filter((r) => r.status === 201).length;
  const refused = results.filter((r) => r.status === 400).length;
  assert.equal(ok + refused, 30, `only 201 and 400: ${results.map((r) => r.status).join()}`);
  assert.equal(ok, 7, 'as many as fit into 50');
  const final = await quantityOf(ctx, p.id, mainId);
  assert.equal(final, 50 - ok * 7);
  assert.ok(final! >= 0);
  const log = await logOf(ctx, p.id);
  assert.equal(log.length, 1 + ok);
  assertUnbrokenChain(log);
  const afters = results
    .filter((r) => r.status === 201)
    .map((r) => r.json.quantityAfter)
    .sort((x, y) => x - y);
  assert.deepEqual(afters, [1, 8, 15, 22, 29, 36, 43], 'each success saw a distinct quantity');
});

test('an adjustment past the largest storable quantity is 400 on both engines, never a 500', async (t) => {
  const ctx = await setup(t);
  const p = await insertProduct(ctx);
  assert.equal((await adjust(ctx.c, p.id, ctx.mainId, 5)).status, 201);
  await ctx.services.db
    .updateTable('variantInventory')
    .set({ quantity: 2_147_000_000 })
    .where('productId', '=', p.id)
    .execute();
  const r = await adjust(ctx.c, p.id, ctx.mainId, 1_000_000);
  assert.equal(r.status, 400);
  assert.match(r.json.error, /above/);
  assert.equal(await quantityOf(ctx, p.id, ctx.mainId), 2_147_000_000);
});

test('an adjustment names its variant by id, by SKU, or by the id of a product with one variant, up and down alike', async (t) => {
  const ctx = await setup(t);
  const { c, mainId } = ctx;
  const tee = await c.post('/api2/v1/products', { name: 'Tee', sku: 'TEE', price: 20 });
  assert.equal(tee.status, 201, tee.body);
  const teeId = tee.json.id as number;
  assert.equal(
    (await c.put(`/api2/v1/products/${teeId}/options`, { options: [{ name: 'Size', values: ['S', 'M'] }] })).status,
    200,
  );
  // The product's own variant took the first value (S); M is added.
  const added = await c.post(`/api2/v1/products/${teeId}/variants`, { sku: 'TEE-M', optionValues: ['M'] });
  assert.equal(added.status, 201, added.body);
  const variants = (await c.get(`/api2/v1/products/${teeId}`)).json.variants as { id: number; sku: string }[];
  const m = variants.find((v) => v.sku === 'TEE-M')!;
  const s = variants.find((v) => v.sku === 'TEE')!;
  const post = (body: Record<string, unknown>) =>
    c.post('/api2/v1/inventory/adjustments', { warehouseId: mainId, reason: 'count', ...body });

  const bySku = await post({ sku: 'TEE-M', quantity: 5 });
  assert.equal(bySku.status, 201, bySku.body);
  assert.deepEqual(
    [bySku.json.productId, bySku.json.variantId, bySku.json.quantityBefore, bySku.json.quantityAfter],
    [teeId, m.id, 0, 5],
  );
  const byId = await post({ variantId: m.id, quantity: -2 });
  assert.deepEqual([byId.status, byId.json.variantId, byId.json.quantityAfter], [201, m.id, 3]);
  assert.deepEqual((await post({ sku: 'TEE-M', quantity: -1 })).json.quantityAfter, 2);
  const both = await post({ productId: teeId, variantId: s.id, quantity: 4 });
  assert.deepEqual([both.status, both.json.variantId, both.json.quantityAfter], [201, s.id, 4]);

  for (const quantity of [1, -1]) {
    const ambiguous = await post({ productId: teeId, quantity });
    assert.equal(ambiguous.status, 400, `${quantity}: ${ambiguous.body}`);
    assert.match(ambiguous.json.error, /variantId is required: product \d+ has 2 variants/);
    const unknownSku = await post({ sku: 'NO-SUCH', quantity });
    assert.equal(unknownSku.status, 404, `${quantity}: ${unknownSku.body}`);
    assert.match(unknownSku.json.error, /SKU NO-SUCH/);
    assert.equal((await post({ variantId: 999999, quantity })).status, 404);
    const elsewhere = await post({ productId: teeId + 1000, variantId: m.id, quantity });
    assert.equal(elsewhere.status, 400);
    assert.match(elsewhere.json.error, /is not a variant of product/);
    const nowhere = await post({ sku: 'TEE-M', quantity, warehouseId: 999999 });
    assert.equal(nowhere.status, 404, `${quantity}: ${nowhere.body}`);
  }
  assert.equal((await post({ variantId: s.id, quantity: -5 })).status, 400, 'below zero');

  const one = await insertProduct(ctx);
  const byProduct = await post({ productId: one.id, quantity: 3 });
  assert.deepEqual([byProduct.status, byProduct.json.quantityAfter, byProduct.json.variantId], [201, 3, undefined]);
  assert.equal((await post({ sku: one.sku, quantity: -1 })).json.quantityAfter, 2, 'its SKU names its variant too');

  const ledger = await ctx.services.db
    .selectFrom('stockAdjustments')
    .select(['productId', 'variantId', 'quantityChange', 'quantityAfter'])
    .where('productId', 'in', [teeId, one.id])
    .orderBy('id')
    .execute();
  assert.deepEqual(
    ledger.map((r) => [r.productId, r.variantId, r.quantityChange, r.quantityAfter]),
    [
      [teeId, m.id, 5, 5],
      [teeId, m.id, -2, 3],
      [teeId, m.id, -1, 2],
      [teeId, s.id, 4, 4],
      [one.id, ledger[4]!.variantId, 3, 3],
      [one.id, ledger[4]!.variantId, -1, 2],
    ],
    'refused adjustments left no row',
  );
  assert.deepEqual([await quantityOf(ctx, teeId, mainId), await quantityOf(ctx, one.id, mainId)], [6, 2]);
});
