import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminSession, adminWithRole, platformClient, Client, type Reply } from '../helpers/client.js';
import { insertOrder } from '../helpers/customer-fixtures.js';

const EVENTS = { WEBHOOK_DEFAULT_URL: 'https://hooks.example.com/x' };
let n = 0;

function body(overrides: Record<string, unknown> = {}) {
  const u = ++n;
  return {
    name: `Linen shirt ${u}`,
    sku: `SHI-L${u}-LIN-M`,
    price: 29.9,
    description: 'Washed linen, relaxed fit.',
    stock: 5,
    isHidden: false,
    ...overrides,
  };
}

async function create(admin: Client, overrides: Record<string, unknown> = {}): Promise<Reply> {
  const r = await admin.post('/api2/admin/products', body(overrides));
  assert.equal(r.status, 201, r.body);
  return r;
}

async function category(app: TestApp['app'], name: string): Promise<{ id: number; slug: string }> {
  const c = await platformClient(app);
  const r = await c.post('/api2/v1/categories', { name });
  assert.equal(r.status, 201, r.body);
  return r.json;
}

async function events(ctx: TestApp): Promise<{ eventType: string; data: Record<string, unknown> }[]> {
  const rows = await ctx.services.db.selectFrom('webhooks').select(['eventType', 'payload']).orderBy('id').execute();
  return rows.map((r) => ({ eventType: r.eventType, data: JSON.parse(r.payload).data }));
}

test('create answers {id, sku, name, price, createdAt}; the detail has category, images, videos, stock, SEO and timestamps', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const shirts = await category(ctx.app, 'Shirts');
  const r = await create(admin, {
    name: 'Café Crème Shirt',
    price: 24.5,
    categoryId: shirts.id,
    stock: 7,
    brand: 'Nordwind',
  });
  assert.deepEqual(Object.keys(r.json).sort(), ['createdAt', 'id', 'name', 'price', 'sku']);
  assert.equal(r.json.price, 24.5);

  const d = (await admin.get(`/api2/admin/products/${r.json.id}`)).json;
  assert.deepEqual(d.category, { id: shirts.id, name: 'Shirts', slug: shirts.slug });
  assert.equal(d.slug, 'cafe-creme-shirt');
  assert.equal(d.stock, 7);
  assert.equal(d.availableStock, 7);
  assert.equal(d.isHidden, false);
  assert.equal(d.status, 'active');
  assert.equal(d.brand, 'Nordwind');
  assert.deepEqual(d.images, []);
  assert.deepEqual(d.videos, []);
  assert.equal(d.seoTitle, 'Café Crème Shirt', 'SEO title derived from the name');
  assert.equal(d.seoDescription, 'Washed linen, relaxed fit.');
  assert.equal(d.createdAt, r.json.createdAt);
  assert.ok(d.updatedAt);

  const twin = await create(admin, { name: 'Café Crème Shirt' });
  assert.equal(
    (await admin.get(`/api2/admin/products/${twin.json.id}`)).json.slug,
    'cafe-creme-shirt-2',
    'slugs are unique',
  );
  assert.equal(
    (await admin.get(`/api2/admin/products/${(await create(admin, { categoryId: undefined })).json.id}`)).json.category,
    null,
  );
});

test('create refuses a duplicate SKU (409 SKU_EXISTS), an unknown category, bad values and missing fields with 400', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const first = await create(admin);
  const dup = await admin.post('/api2/admin/products', body({ sku: first.json.sku }));
  assert.equal(dup.status, 409);
  assert.equal(dup.json.code, 'SKU_EXISTS');
  const unknownCategory = await admin.post('/api2/admin/products', body({ categoryId: 424242 }));
  assert.equal(unknownCategory.status, 400);
  assert.equal(unknownCategory.json.code, 'VALIDATION_ERROR');
  for (const bad of [
    { price: 1.001 },
    { price: -1 },
    { price: 'free' },
    { name: '   ' },
    { stock: -1 },
    { stock: 1.5 },
    { name: undefined },
    { sku: undefined },
  ]) {
    const r = await admin.post('/api2/admin/products', body(bad));
    assert.equal(r.status, 400, `${JSON.stringify(bad)}: ${r.body}`);
  }
  const count = await ctx.services.db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  assert.equal(Number(count.n), 1, 'refused creates store nothing');
});

test('PRODUCT_QUOTA: creating past the quota gives 403 QUOTA_EXCEEDED; a delete frees a place', async (t) => {
  const ctx = await buildTestApp(t, { env: { PRODUCT_QUOTA: '3' } });
  const admin = await adminSession(ctx.app);
  const made = [];
  for (let i = 0; i < 3; i++) made.push(await create(admin));
  const over = await admin.post('/api2/admin/products', body());
  assert.equal(over.status, 403);
  assert.equal(over.json.code, 'QUOTA_EXCEEDED');
  const platform = await platformClient(ctx.app);
  assert.equal(
    (await platform.post('/api2/v1/products', { name: 'One more', price: 1 })).status,
    403,
    'the platform counts against the same quota',
  );
  assert.equal((await admin.delete(`/api2/admin/products/${made[0]!.json.id}`)).status, 200);
  assert.equal((await admin.post('/api2/admin/products', body())).status, 201);
});

test('PRODUCT_QUOTA holds under concurrent creates: exactly the free places are taken', async (t) => {
  const ctx = await buildTestApp(t, { env: { PRODUCT_QUOTA: '3' } });
  const admin = await adminSession(ctx.app);
  await create(admin);
  const answers = await Promise.all(Array.from({ length: 8 }, () => admin.post('/api2/admin/products', body())));
  assert.deepEqual(
    answers.map((r) => r.status).sort(),
    [201, 201, 403, 403, 403, 403, 403, 403],
    answers.map((r) => r.body).join('\n'),
  );
  assert.equal((await admin.get('/api2/admin/products/search')).json.total, 3);
});

test('PRODUCT_QUOTA=0 means no quota', async (t) => {
  const ctx = await buildTestApp(t, { env: { PRODUCT_QUOTA: '0' } });
  const admin = await adminSession(ctx.app);
  for (let i = 0; i < 3; i++) await create(admin);
});

test('public list: no credential, exactly the six public fields, hidden left out, limit and offset', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const a = await create(admin, { brand: 'Nordwind' });
  const hidden = await create(admin, { isHidden: true });
  const b = await create(admin);
  const anon = new Client(ctx.app);
  const r = await anon.get('/api2/admin/products');
  assert.equal(r.status, 200);
  assert.deepEqual(
    r.json.map((p: { id: number }) => p.id),
    [a.json.id, b.json.id],
  );
  assert.deepEqual(Object.keys(r.json[0]).sort(), ['brand', 'description', 'id', 'name', 'price', 'sku']);
  assert.equal(r.json[0].brand, 'Nordwind');
  assert.equal(r.json[1].brand, null);
  assert.ok(!r.json.some((p: { id: number }) => p.id === hidden.json.id));
  assert.deepEqual(
    (await anon.get('/api2/admin/products', { query: { limit: 1, offset: 1 } })).json.map((p: { id: number }) => p.id),
    [b.json.id],
  );
  assert.equal((await anon.get('/api2/admin/products', { query: { limit: 1001 } })).status, 400);
  assert.equal((await anon.get('/api2/admin/products', { query: { offset: -1 } })).status, 400);
});

test('search: q on name or SKU (literal), category by id or slug, limit and offset; RBAC', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const shoes = await category(ctx.app, 'Trail Shoes');
  const a = await create(admin, { name: 'Trail runner', sku: 'SHO-TR1-SYN-42', categoryId: shoes.id });
  const b = await create(admin, { name: 'Road runner', sku: 'SHO-RD1-SYN-42', isHidden: true });
  await create(admin, { name: '100% wool', sku: 'ACC-W1-WOO-S' });

  const byName = (await admin.get('/api2/admin/products/search', { query: { q: 'RUNNER' } })).json;
  assert.deepEqual(Object.keys(byName).sort(), ['limit', 'offset', 'products', 'total']);
  assert.deepEqual(
    byName.products.map((p: { id: number }) => p.id),
    [b.json.id, a.json.id],
    'newest first, hidden included',
  );
  assert.equal(byName.total, 2);
  assert.equal(byName.limit, 20);
  assert.equal(byName.offset, 0);
  assert.deepEqual(byName.products[1].category, { id: shoes.id, name: 'Trail Shoes', slug: shoes.slug });
  assert.equal(byName.products[0].isHidden, true);
  assert.deepEqual(
    (await admin.get('/api2/admin/products/search', { query: { q: 'tr1-syn' } })).json.products.map(
      (p: { id: number }) => p.id,
    ),
    [a.json.id],
  );
  assert.equal((await admin.get('/api2/admin/products/search', { query: { category: shoes.slug } })).json.total, 1);
  assert.equal(
    (await admin.get('/api2/admin/products/search', { query: { category: String(shoes.id) } })).json.total,
    1,
  );
  assert.equal(
    (await admin.get('/api2/admin/products/search', { query: { category: '99999999999999999999' } })).json.total,
    0,
  );
  assert.equal(
    (await admin.get('/api2/admin/products/search', { query: { q: '%' } })).json.total,
    1,
    'wildcards match literally',
  );
  const paged = (await admin.get('/api2/admin/products/search', { query: { q: 'runner', limit: 1, offset: 1 } })).json;
  assert.deepEqual([paged.total, paged.products.map((p: { id: number }) => p.id)], [2, [a.json.id]]);
  assert.equal((await admin.get('/api2/admin/products/search')).json.total, 3);

  const viewer = await adminWithRole(ctx.app, 'viewer');
  assert.equal((await viewer.get('/api2/admin/products/search', { query: { q: 'runner' } })).status, 200);
  assert.equal((await viewer.get(`/api2/admin/products/${a.json.id}`)).status, 200);
  const refused = await viewer.post('/api2/admin/products', body());
  assert.equal(refused.status, 403);
  assert.equal(refused.json.code, 'FORBIDDEN');
  assert.equal((await viewer.patch(`/api2/admin/products/${a.json.id}`, { name: 'x' })).status, 403);
  const support = await adminWithRole(ctx.app, 'support');
  for (const url of [
    '/api2/admin/products/search',
    `/api2/admin/products/${a.json.id}`,
    '/api2/admin/products/performance',
    `/api2/admin/products/${a.json.id}/versions`,
  ]) {
    const r = await support.get(url);
    assert.equal(r.status, 403, url);
    assert.equal(r.json.code, 'FORBIDDEN');
  }
  const editor = await adminWithRole(ctx.app, 'editor');
  assert.equal((await editor.patch(`/api2/admin/products/${a.json.id}`, { price: 3 })).status, 200);
  assert.equal((await new Client(ctx.app).get('/api2/admin/products/search')).status, 401);
  assert.equal((await admin.post('/api2/admin/products', body(), { csrf: false })).json.code, 'CSRF_INVALID');
});

test('search follows renames, SKU changes, bulk updates and deletes; short, quoted and non-ASCII terms', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const found = async (q: string) => {
    const { products, total } = (await admin.get('/api2/admin/products/search', { query: { q } })).json;
    assert.equal(total, products.length, `total of ${q}`);
    return products.map((p: { id: number }) => p.id);
  };
  const wool = (await create(admin, { name: 'Merino "Cloud" Sweater', sku: 'KNT-M1-MER-M' })).json.id;
  const apron = (await create(admin, { name: 'Schürze aus Leinen', sku: 'KIT-A1-LIN-OS' })).json.id;

  assert.deepEqual(await found('cloud" sw'), [wool], 'a quote is an ordinary character');
  assert.deepEqual(await found('sweater knt'), [], 'a match never spans name and SKU');
  assert.deepEqual(
    await found('sweater\u001fknt-m1'),
    [],
    'nor does one with the separator of the PostgreSQL search table',
  );
  assert.deepEqual(await found('_m1_'), [], 'an underscore is literal');
  assert.deepEqual(await found('SCHÜRZE'), [apron]);
  assert.deepEqual(await found('m1'), [wool], 'two characters still match');
  assert.deepEqual(await found('k'), [apron, wool]);

  assert.equal(
    (await admin.patch(`/api2/admin/products/${wool}`, { name: 'Alpaca Sweater', sku: 'KNT-A9-ALP-M' })).status,
    200,
  );
  assert.deepEqual(await found('merino'), []);
  assert.deepEqual(await found('mer-m'), []);
  assert.deepEqual(await found('alpaca'), [wool]);
  assert.deepEqual(await found('a9-alp'), [wool]);

  const bulk = await admin.post('/api2/admin/products/bulk-update', {
    productIds: [apron],
    updates: { name: 'Canvas Apron' },
  });
  assert.equal(bulk.json.updated, 1, bulk.body);
  assert.deepEqual(await found('leinen'), []);
  assert.deepEqual(await found('canvas apr'), [apron]);

  assert.equal((await admin.delete(`/api2/admin/products/${apron}`)).status, 200);
  assert.deepEqual(await found('canvas'), []);
  assert.deepEqual(await found('sweater'), [wool]);
});

test('PATCH changes allowed fields, ignores unknown ones, sets stock through the inventory and refreshes derived SEO fields', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const p = await create(admin, { stock: 10 });
  const id = p.json.id;
  const r = await admin.patch(`/api2/admin/products/${id}`, {
    name: 'Linen shirt, washed',
    price: 35,
    stock: 3,
    description: '<p>Soft   <b>linen</b></p>',
    id: id + 1000,
    frobnicate: 1,
    createdAt: '2000-01-01T00:00:00Z',
  });
  assert.equal(r.status, 200, r.body);
  assert.equal(r.json.id, id);
  assert.equal(r.json.name, 'Linen shirt, washed');
  assert.equal(r.json.price, 35);
  assert.equal(r.json.stock, 3);
  assert.equal(r.json.createdAt, p.json.createdAt);
  assert.equal(r.json.seoTitle, 'Linen shirt, washed', 'derived title follows the name');
  assert.equal(r.json.seoDescription, 'Soft linen', 'derived description follows the text, without markup');
  assert.ok(!('frobnicate' in r.json));
  assert.match(r.json.slug, /^linen-shirt-\d+$/, 'the slug stays on rename');

  const platform = await platformClient(ctx.app, 'read');
  const stock = await platform.get('/api2/v1/inventory/stock', { query: { product_id: id } });
  assert.equal(stock.status, 200);
  assert.deepEqual(
    stock.json.data.map((row: { total: number }) => row.total),
    [3],
  );
  const adjustments = await ctx.services.db
    .selectFrom('stockAdjustments')
    .select(['quantityChange', 'actor'])
    .where('productId', '=', id)
    .orderBy('id')
    .execute();
  assert.deepEqual(
    adjustments.map((a) => a.quantityChange),
    [10, -7],
  );

  await admin.patch(`/api2/admin/products/${id}`, { seoTitle: 'Hand-written title' });
  const renamed = (await admin.patch(`/api2/admin/products/${id}`, { name: 'Renamed' })).json;
  assert.equal(renamed.seoTitle, 'Hand-written title', 'an operator title stays');
  assert.equal(
    (await admin.patch(`/api2/admin/products/${id}`, { seoTitle: null })).json.seoTitle,
    'Renamed',
    'null hands it back to derivation',
  );

  const hidden = (await admin.patch(`/api2/admin/products/${id}`, { isHidden: true })).json;
  assert.deepEqual([hidden.isHidden, hidden.status], [true, 'draft']);
  assert.deepEqual([(await admin.patch(`/api2/admin/products/${id}`, { isHidden: false })).json.status], ['active']);
  assert.equal((await admin.patch(`/api2/admin/products/${id}`, { categoryId: 999999 })).status, 400);
  assert.equal((await admin.patch(`/api2/admin/products/${id}`, { slug: 'Not A Slug' })).status, 400);
  const other = await create(admin);
  const taken = await admin.patch(`/api2/admin/products/${id}`, { sku: other.json.sku });
  assert.deepEqual([taken.status, taken.json.code], [409, 'SKU_EXISTS']);
  assert.equal(
    (
      await admin.patch(`/api2/admin/products/${id}`, {
        slug: (await admin.get(`/api2/admin/products/${other.json.id}`)).json.slug,
      })
    ).status,
    409,
  );
  const versionsBefore = (await admin.get(`/api2/admin/products/${id}/versions`)).json.versions.length;
  assert.equal((await admin.patch(`/api2/admin/products/${id}`, { price: 'free' })).status, 400);
  assert.equal(
    (await admin.get(`/api2/admin/products/${id}/versions`)).json.versions.length,
    versionsBefore,
    'a refused change stores no version',
  );
  const missing = await admin.patch('/api2/admin/products/999999', { name: 'x' });
  assert.deepEqual([missing.status, missing.json.code], [404, 'NOT_FOUND']);
});

test('DELETE answers {success: true} and takes variants, versions, stock, images and their files along', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const p = await create(admin);
  const keep = await create(admin);
  const id = p.json.id;
  await admin.patch(`/api2/admin/products/${id}`, { price: 20 });
  const { db } = ctx.services;
  const now = new Date().toISOString();
  const key = 'products/test-image.png';
  const file = path.join(ctx.dataDir, 'media', key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'not really a png');
  const media = await db
    .insertInto('media')
    .values({
      fileName: 'test-image.png',
      originalName: 'x.png',
      storageKey: key,
      thumbnailKey: null,
      mimeType: 'image/png',
      sizeBytes: 16,
      width: 1,
      height: 1,
      alt: 'front',
      title: '',
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('productImages')
    .values({ productId: id, mediaId: media.id, alt: 'front', sortOrder: 0, createdAt: now })
    .execute();
  await db
    .insertInto('productVariants')
    .values({ productId: id, sku: null, name: 'XL', priceCents: null, createdAt: now, updatedAt: now })
    .execute();
  const detail = (await admin.get(`/api2/admin/products/${id}`)).json;
  assert.deepEqual(
    detail.images.map((i: { alt: string; sortOrder: number; url: string }) => [i.alt, i.sortOrder, i.url]),
    [['front', 0, `/media/${key}`]],
  );

  const r = await admin.delete(`/api2/admin/products/${id}`);
  assert.equal(r.status, 200);
  assert.deepEqual(r.json, { success: true });
  assert.equal(fs.existsSync(file), false, 'the image file is removed');
  const gone = await admin.get(`/api2/admin/products/${id}`);
  assert.deepEqual([gone.status, gone.json.code], [404, 'NOT_FOUND']);
  for (const table of [
    'productVersions',
    'inventory',
    'productImages',
    'productVariants',
    'stockAdjustments',
  ] as const) {
    const rows = await db.selectFrom(table).select('productId').where('productId', '=', id).execute();
    assert.equal(rows.length, 0, table);
  }
  assert.equal(
    (await db.selectFrom('media').select('id').where('id', '=', media.id).execute()).length,
    0,
    'the library entry goes too',
  );
  assert.equal((await admin.get(`/api2/admin/products/${keep.json.id}`)).status, 200, 'other products stay');
  assert.equal((await admin.delete(`/api2/admin/products/${id}`)).status, 404);
  assert.ok(!(await new Client(ctx.app).get('/api2/admin/products')).json.some((x: { id: number }) => x.id === id));
});

test('bulk update: each product on its own, versioned with reason and batch; a missing id and an invalid price are listed in errors', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const a = await create(admin);
  const b = await create(admin);
  const r = await admin.post('/api2/admin/products/bulk-update', {
    productIds: [a.json.id, 999999, b.json.id],
    updates: { price: 7.77, unknown: 1, id: 5 },
    changeReason: 'summer sale',
    batchId: 'batch-1',
  });
  assert.equal(r.status, 200, r.body);
  assert.equal(r.json.updated, 2);
  assert.deepEqual(
    r.json.errors.map((e: { productId: number }) => e.productId),
    [999999],
  );
  assert.equal(typeof r.json.errors[0].error, 'string');
  assert.equal((await admin.get(`/api2/admin/products/${b.json.id}`)).json.price, 7.77);
  const [version] = (await admin.get(`/api2/admin/products/${a.json.id}/versions`)).json.versions;
  assert.equal(version.changeReason, 'summer sale');
  assert.equal(version.batchId, 'batch-1');
  assert.match(version.changedBy, /^admin:\d+$/);

  const bad = await admin.post('/api2/admin/products/bulk-update', {
    productIds: [a.json.id, b.json.id],
    updates: { price: 1.001 },
    batchId: 'batch-2',
  });
  assert.equal(bad.status, 200);
  assert.equal(bad.json.updated, 0);
  assert.deepEqual(
    bad.json.errors.map((e: { productId: number }) => e.productId),
    [a.json.id, b.json.id],
  );
  assert.match(bad.json.errors[0].error, /price/);
  assert.equal((await admin.get(`/api2/admin/products/${a.json.id}`)).json.price, 7.77, 'nothing half-written');
  assert.equal(
    (await admin.get(`/api2/admin/products/${a.json.id}/versions`)).json.versions.length,
    1,
    'a refused change stores no version',
  );

  const mixed = await admin.post('/api2/admin/products/bulk-update', {
    productIds: [a.json.id, b.json.id],
    updates: { isHidden: true, stock: 2 },
    changeReason: 'hide',
  });
  assert.deepEqual([mixed.json.updated, mixed.json.errors], [2, []]);
  assert.equal((await admin.get(`/api2/admin/products/${b.json.id}`)).json.stock, 2);
  assert.equal((await admin.post('/api2/admin/products/bulk-update', { productIds: [], updates: {} })).status, 400);
  assert.equal(
    (await admin.post('/api2/admin/products/bulk-update', { productIds: ['abc'], updates: {} })).status,
    400,
  );
});

test('check-slug: {exists} for a taken SKU or slug, false with excludeId of the owner or for a free value', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const p = await create(admin, { name: 'Alpine jacket' });
  const check = async (query: Record<string, string | number>) => {
    const r = await admin.get('/api2/admin/products/check-slug', { query });
    assert.equal(r.status, 200, r.body);
    return r.json.exists;
  };
  assert.equal(await check({ sku: p.json.sku }), true);
  assert.equal(await check({ sku: p.json.sku, excludeId: p.json.id }), false);
  assert.equal(await check({ sku: 'FREE-1' }), false);
  assert.equal(await check({ slug: 'alpine-jacket' }), true);
  assert.equal(await check({ slug: 'alpine-jacket', excludeId: p.json.id }), false);
  assert.equal(await check({ slug: 'alpine-jacket-2' }), false);
  assert.equal((await admin.get('/api2/admin/products/check-slug')).status, 400);
});

test('performance: best sellers, low stock and most viewed of the last 30 days', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const seller = await create(admin, { stock: 100 });
  const low = await create(admin, { stock: 2 });
  const { db } = ctx.services;
  const addItem = async (orderId: number, productId: number, quantity: number) =>
    db
      .insertInto('orderItems')
      .values({
        orderId,
        productId,
        productName: 'x',
        sku: 'x',
        quantity,
        unitPriceCents: 1000,
        totalPriceCents: quantity * 1000,
      })
      .execute();
  await addItem((await insertOrder(ctx, { email: 'a@example.com' })).id, seller.json.id, 3);
  await addItem((await insertOrder(ctx, { email: 'b@example.com', status: 'cancelled' })).id, seller.json.id, 50);
  await addItem(
    (
      await insertOrder(ctx, {
        email: 'c@example.com',
        createdAt: new Date(Date.now() - 40 * 86_400_000).toISOString(),
      })
    ).id,
    low.json.id,
    9,
  );
  await addItem((await insertOrder(ctx, { email: 'd@example.com' })).id, low.json.id, 1);
  const store = new Client(ctx.app);
  for (let i = 0; i < 3; i++) assert.equal((await store.get(`/api2/store/products/${low.json.id}`)).status, 200);
  await store.get(`/api2/store/products/${seller.json.id}`);
  await ctx.services.products.flushViews();

  const r = await admin.get('/api2/admin/products/performance');
  assert.equal(r.status, 200, r.body);
  assert.equal(r.json.windowDays, 30);
  assert.deepEqual(
    r.json.bestSellers.map((x: { productId: number; unitsSold: number; revenue: number }) => [
      x.productId,
      x.unitsSold,
      x.revenue,
    ]),
    [
      [seller.json.id, 3, 30],
      [low.json.id, 1, 10],
    ],
  );
  assert.deepEqual(
    r.json.lowStock.map((x: { productId: number; available: number }) => [x.productId, x.available]),
    [[low.json.id, 2]],
  );
  assert.deepEqual(
    r.json.mostViewed.map((x: { productId: number; views: number }) => [x.productId, x.views]),
    [
      [low.json.id, 3],
      [seller.json.id, 1],
    ],
  );
});

test('events: create, PATCH, bulk, restore and DELETE each write their product event in the same transaction; refused changes write none', async (t) => {
  const ctx = await buildTestApp(t, { env: EVENTS });
  const admin = await adminSession(ctx.app);
  const p = await create(admin, { price: 10 });
  const id = p.json.id;
  await admin.patch(`/api2/admin/products/${id}`, { price: 12 });
  await admin.post('/api2/admin/products/bulk-update', { productIds: [id, 999999], updates: { price: 13 } });
  await admin.post(`/api2/admin/products/${id}/versions/1/restore`);
  assert.equal((await admin.post('/api2/admin/products', body({ sku: p.json.sku }))).status, 409);
  assert.equal((await admin.patch(`/api2/admin/products/${id}`, { categoryId: 999999 })).status, 400);
  assert.equal((await admin.delete('/api2/admin/products/999999')).status, 404);
  await admin.delete(`/api2/admin/products/${id}`);

  const list = await events(ctx);
  assert.deepEqual(
    list.map((e) => e.eventType),
    ['product.created', 'product.updated', 'product.updated', 'product.updated', 'product.deleted'],
  );
  assert.deepEqual(list[0]!.data, { productId: id, sku: p.json.sku, name: p.json.name, price: 10, status: 'active' });
  assert.deepEqual(
    list.map((e) => e.data.price),
    [10, 12, 13, 10, 10],
  );
});

test('odd ids answer 400 or 404, never 5xx', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const p = await create(admin);
  const store = new Client(ctx.app);
  for (const id of ['abc', '-0', '0', '-1', '1e309', '99999999999999999999', '2147483648', '1.5', '%20']) {
    for (const [client, method, url] of [
      [admin, 'GET', `/api2/admin/products/${id}`],
      [admin, 'PATCH', `/api2/admin/products/${id}`],
      [admin, 'DELETE', `/api2/admin/products/${id}`],
      [admin, 'GET', `/api2/admin/products/${id}/versions`],
      [admin, 'GET', `/api2/admin/products/${p.json.id}/versions/${id}`],
      [admin, 'POST', `/api2/admin/products/${p.json.id}/versions/${id}/restore`],
      [admin, 'GET', `/api2/admin/products/check-slug?sku=x&excludeId=${id}`],
      [store, 'GET', `/api2/store/products/${id}`],
    ] as const) {
      const r = await client.request(method, url, method === 'PATCH' ? { json: { name: 'x' } } : {});
      assert.ok([400, 404].includes(r.status), `${method} ${url}: ${r.status} ${r.body}`);
    }
  }
  const cmp = await admin.get(`/api2/admin/products/${p.json.id}/versions/compare`, {
    query: { versionA: '1e309', versionB: 1 },
  });
  assert.equal(cmp.status, 400);
});
