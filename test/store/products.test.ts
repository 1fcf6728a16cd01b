import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminSession, Client } from '../helpers/client.js';

async function addImage(ctx: TestApp, productId: number, key: string, sortOrder: number): Promise<void> {
  const now = new Date().toISOString();
  const media = await ctx.services.db
    .insertInto('media')
    .values({
      fileName: key,
      originalName: key,
      storageKey: key,
      thumbnailKey: null,
      mimeType: 'image/png',
      sizeBytes: 1,
      width: 1,
      height: 1,
      alt: key,
      title: '',
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.services.db
    .insertInto('productImages')
    .values({ productId, mediaId: media.id, alt: key, sortOrder, createdAt: now })
    .execute();
}

async function views(ctx: TestApp, productId: number): Promise<number> {
  const rows = await ctx.services.db
    .selectFrom('productViewDays')
    .select('views')
    .where('productId', '=', productId)
    .execute();
  return rows.reduce((sum, r) => sum + r.views, 0);
}

test('list: visible products only, newest first, paginated, with available stock and the first image; search and category', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const make = async (name: string, extra: Record<string, unknown> = {}) => {
    const r = await admin.post('/api2/admin/products', {
      name,
      sku: name.toUpperCase().replace(/\W+/g, '-'),
      price: 9.5,
      stock: 6,
      ...extra,
    });
    assert.equal(r.status, 201, r.body);
    return r.json.id as number;
  };
  const a = await make('Blue mug');
  const hidden = await make('Secret mug', { isHidden: true });
  const b = await make('Red mug');
  await addImage(ctx, a, 'second.png', 1);
  await addImage(ctx, a, 'first.png', 0);

  const shop = new Client(ctx.app);
  const r = await shop.get('/api2/store/products');
  assert.equal(r.status, 200, r.body);
  assert.deepEqual(
    { total: r.json.total, page: r.json.page, limit: r.json.limit, totalPages: r.json.totalPages },
    { total: 2, page: 1, limit: 24, totalPages: 1 },
  );
  assert.deepEqual(
    r.json.products.map((p: { id: number }) => p.id),
    [b, a],
  );
  assert.ok(!r.json.products.some((p: { id: number }) => p.id === hidden));
  const blue = r.json.products[1];
  assert.equal(blue.availableStock, 6);
  assert.equal(blue.image.alt, 'first.png');
  assert.equal(blue.image.url, '/media/first.png');
  assert.equal(r.json.products[0].image, null);
  assert.equal('stock' in blue, false, 'the on-hand quantity stays internal');

  const paged = (await shop.get('/api2/store/products', { query: { limit: 1, page: 2 } })).json;
  assert.deepEqual([paged.products.map((p: { id: number }) => p.id), paged.totalPages], [[a], 2]);
  assert.deepEqual(
    (await shop.get('/api2/store/products', { query: { search: 'red' } })).json.products.map(
      (p: { id: number }) => p.id,
    ),
    [b],
  );
  assert.deepEqual((await shop.get('/api2/store/products', { query: { search: 'secret' } })).json.products, []);
  assert.equal((await shop.get('/api2/store/products', { query: { limit: 101 } })).status, 400);
  assert.equal((await shop.get('/api2/store/products', { query: { category: 'no-such-category' } })).json.total, 0);
});

test('detail: images and available stock; 404 for hidden and missing products; views counted in memory and flushed', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const shown = (
    await admin.post('/api2/admin/products', {
      name: 'Shown',
      sku: 'SHOWN-1',
      price: 3,
      stock: 4,
      description: 'Visible',
    })
  ).json.id as number;
  const hidden = (
    await admin.post('/api2/admin/products', { name: 'Hidden', sku: 'HIDDEN-1', price: 3, isHidden: true })
  ).json.id as number;
  await addImage(ctx, shown, 'a.png', 0);
  await addImage(ctx, shown, 'b.png', 1);
  const shop = new Client(ctx.app);
  const d = await shop.get(`/api2/store/products/${shown}`);
  assert.equal(d.status, 200, d.body);
  assert.deepEqual(
    [d.json.name, d.json.description, d.json.availableStock, d.json.images.length, d.json.variants],
    ['Shown', 'Visible', 4, 2, []],
  );
  const refused = await shop.get(`/api2/store/products/${hidden}`);
  assert.deepEqual([refused.status, refused.json.code], [404, 'NOT_FOUND']);
  assert.equal((await shop.get('/api2/store/products/999999')).status, 404);

  await shop.get(`/api2/store/products/${shown}`);
  assert.equal(await views(ctx, shown), 0, 'the read path writes nothing');
  await ctx.services.products.flushViews();
  assert.equal(await views(ctx, shown), 2);
  assert.equal(await views(ctx, hidden), 0, 'refused reads are not views');

  await shop.get(`/api2/store/products/${shown}`);
  await ctx.app.close();
  assert.equal(await views(ctx, shown), 3, 'closing the app writes the buffered views');
});

test('views of a product deleted before the flush are dropped, the others still written', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const keep = (await admin.post('/api2/admin/products', { name: 'Keep', sku: 'KEEP-1', price: 3 })).json.id as number;
  const drop = (await admin.post('/api2/admin/products', { name: 'Drop', sku: 'DROP-1', price: 3 })).json.id as number;
  const shop = new Client(ctx.app);
  await shop.get(`/api2/store/products/${drop}`);
  await shop.get(`/api2/store/products/${keep}`);
  assert.equal((await admin.delete(`/api2/admin/products/${drop}`)).status, 200);
  await ctx.services.products.flushViews();
  assert.equal(await views(ctx, keep), 1);
});
