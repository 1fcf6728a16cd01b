import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { Client, adminSession, adminWithRole, platformClient } from '../helpers/client.js';
import { makePng, storedFiles, uploadImage } from '../helpers/media.js';

const EVENTS = { WEBHOOK_DEFAULT_URL: 'https://hooks.example.com/x' };
let counter = 0;

function body(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return { name: `Linen shirt ${counter}`, sku: `SHI-M${counter}-LIN-L`, price: 39.9, description: 'A light summer shirt', stock: 12, isHidden: false, ...overrides };
}

async function category(ctx: TestApp, name: string) {
  const c = await platformClient(ctx.app, 'read_write');
  return (await c.post('/api2/v1/categories', { name })).json.id as number;
}

async function events(ctx: TestApp) {
  return (await ctx.services.db.selectFrom('webhooks').select(['eventType', 'payload']).orderBy('id').execute()).map((r) => ({
    type: r.eventType,
    data: JSON.parse(r.payload).data,
  }));
}

test('create answers 201 {id, sku, name, price, createdAt}; detail shows category, stock, images, SEO', async (t) => {
  const ctx = await buildTestApp(t, { env: EVENTS });
  const admin = await adminSession(ctx.app);
  const categoryId = await category(ctx, 'Shirts');
  const r = await admin.post('/api2/admin/products', body({ categoryId, brand: 'Nordwind' }));
  assert.equal(r.status, 201);
  assert.deepEqual(Object.keys(r.json).sort(), ['createdAt', 'id', 'name', 'price', 'sku']);
  assert.equal(r.json.price, 39.9);
  const d = (await admin.get(`/api2/admin/products/${r.json.id}`)).json;
  assert.deepEqual(d.category, { id: categoryId, name: 'Shirts', slug: 'shirts' });
  assert.equal(d.stock, 12);
  assert.equal(d.isHidden, false);
  assert.deepEqual(d.images, []);
  assert.deepEqual(d.videos, []);
  assert.equal(d.slug, `linen-shirt-${counter}`);
  assert.equal(d.seoTitle, d.name, 'SEO title derived from the name');
  assert.deepEqual((await events(ctx)).map((e) => e.type), ['product.created']);
  const stock = await ctx.services.db.selectFrom('inventory').select(['quantity']).where('productId', '=', r.json.id).execute();
  assert.deepEqual(stock, [{ quantity: 12 }], 'stock lives in the default warehouse');
});

test('duplicate SKU 409 SKU_EXISTS, unknown category 400, quota 403 QUOTA_EXCEEDED, bad price 400; nothing written', async (t) => {
  const ctx = await buildTestApp(t, { env: { ...EVENTS, PRODUCT_QUOTA: '2' } });
  const admin = await adminSession(ctx.app);
  const first = body();
  assert.equal((await admin.post('/api2/admin/products', first)).status, 201);
  const dup = await admin.post('/api2/admin/products', body({ sku: first.sku }));
  assert.equal(dup.status, 409);
  assert.equal(dup.json.code, 'SKU_EXISTS');
  assert.equal((await admin.post('/api2/admin/products', body({ categoryId: 999999 }))).json.code, 'VALIDATION_ERROR');
  assert.equal((await admin.post('/api2/admin/products', body({ price: 1.234 }))).status, 400);
  assert.equal((await admin.post('/api2/admin/products', body({ price: -1 }))).status, 400);
  assert.equal((await admin.post('/api2/admin/products', body())).status, 201);
  const over = await admin.post('/api2/admin/products', body());
  assert.equal(over.status, 403);
  assert.equal(over.json.code, 'QUOTA_EXCEEDED');
  assert.equal((await ctx.services.db.selectFrom('products').select('id').execute()).length, 2);
  assert.equal((await events(ctx)).length, 2, 'refused creates emit nothing');
});

test('public list: no credential, the six public fields, hidden products left out, limit/offset', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const visible = (await admin.post('/api2/admin/products', body({ brand: 'Nordwind' }))).json;
  const hidden = (await admin.post('/api2/admin/products', body({ isHidden: true }))).json;
  const r = await new Client(ctx.app).get('/api2/admin/products');
  assert.equal(r.status, 200);
  assert.deepEqual(r.json, [{ id: visible.id, sku: visible.sku, name: visible.name, price: 39.9, description: 'A light summer shirt', brand: 'Nordwind' }]);
  assert.ok(!r.json.some((p: { id: number }) => p.id === hidden.id));
  assert.deepEqual((await new Client(ctx.app).get('/api2/admin/products', { query: { offset: 1 } })).json, []);
  assert.equal((await new Client(ctx.app).get('/api2/admin/products', { query: { limit: 1001 } })).status, 400);
});

test('search by name or SKU and by category id or slug; wildcards literal; needs products.read', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const shoes = await category(ctx, 'Shoes');
  const a = (await admin.post('/api2/admin/products', body({ name: 'Trail runner', sku: 'SHO-TR1-SYN-42', categoryId: shoes }))).json;
  await admin.post('/api2/admin/products', body({ name: 'Wool sock' }));
  const byName = (await admin.get('/api2/admin/products/search', { query: { q: 'trail' } })).json;
  assert.deepEqual(byName.products.map((p: { id: number }) => p.id), [a.id]);
  assert.equal(byName.total, 1);
  assert.equal(byName.limit, 20);
  assert.deepEqual((await admin.get('/api2/admin/products/search', { query: { q: 'tr1-syn' } })).json.products.map((p: { id: number }) => p.id), [a.id]);
  assert.equal((await admin.get('/api2/admin/products/search', { query: { category: 'shoes' } })).json.total, 1);
  assert.equal((await admin.get('/api2/admin/products/search', { query: { category: String(shoes) } })).json.total, 1);
  assert.equal((await admin.get('/api2/admin/products/search', { query: { q: '%' } })).json.total, 0);
  const viewer = await adminWithRole(ctx.app, 'viewer');
  assert.equal((await viewer.get('/api2/admin/products/search', { query: { q: 'trail' } })).status, 200);
  assert.equal((await viewer.post('/api2/admin/products', body())).json.code, 'FORBIDDEN');
  const support = await adminWithRole(ctx.app, 'support');
  assert.equal((await support.get('/api2/admin/products/search')).json.code, 'FORBIDDEN');
});

test('PATCH changes allowed fields, ignores unknown ones, stores a version, refreshes derived SEO, emits product.updated', async (t) => {
  const ctx = await buildTestApp(t, { env: EVENTS });
  const admin = await adminSession(ctx.app);
  const p = (await admin.post('/api2/admin/products', body())).json;
  const r = await admin.patch(`/api2/admin/products/${p.id}`, { name: 'Linen shirt, washed', price: 35, stock: 3, isHidden: true, id: 12345, frobnicate: 1 });
  assert.equal(r.status, 200);
  assert.equal(r.json.id, p.id);
  assert.equal(r.json.name, 'Linen shirt, washed');
  assert.equal(r.json.price, 35);
  assert.equal(r.json.stock, 3);
  assert.equal(r.json.isHidden, true);
  assert.equal(r.json.status, 'draft');
  assert.equal(r.json.seoTitle, 'Linen shirt, washed', 'derived SEO follows the name');
  assert.ok(!('frobnicate' in r.json));
  await admin.patch(`/api2/admin/products/${p.id}`, { seoTitle: 'Hand-written title' });
  assert.equal((await admin.patch(`/api2/admin/products/${p.id}`, { name: 'Renamed' })).json.seoTitle, 'Hand-written title', 'an operator title stays');
  const versions = (await admin.get(`/api2/admin/products/${p.id}/versions`)).json.versions;
  assert.equal(versions.length, 3);
  assert.equal(versions[0].changedBy, 'admin:1');
  const updates = (await events(ctx)).filter((e) => e.type === 'product.updated');
  assert.equal(updates.length, 3);
  assert.equal(updates[0]!.data.productId, p.id);
  assert.equal((await admin.patch(`/api2/admin/products/${p.id}`, { price: 'free' })).status, 400);
  assert.equal((await admin.get(`/api2/admin/products/${p.id}/versions`)).json.versions.length, 3, 'a refused change stores no version');
  assert.equal((await admin.patch('/api2/admin/products/999999', { name: 'x' })).json.code, 'NOT_FOUND');
});

test('versions: patch twice, compare, restore, compare again', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const p = (await admin.post('/api2/admin/products', body({ name: 'First name' }))).json;
  await admin.patch(`/api2/admin/products/${p.id}`, { name: 'Second name' });
  await admin.patch(`/api2/admin/products/${p.id}`, { name: 'Third name', price: 10 });
  const v1 = (await admin.get(`/api2/admin/products/${p.id}/versions/1`)).json;
  assert.equal(v1.snapshot.name, 'First name');
  assert.equal(v1.snapshot.price, 39.9);
  const cmp = (await admin.get(`/api2/admin/products/${p.id}/versions/compare`, { query: { versionA: 1, versionB: 2 } })).json;
  assert.deepEqual(cmp.changes, { name: { a: 'First name', b: 'Second name' }, seoTitle: { a: 'First name', b: 'Second name' } });
  const restored = await admin.post(`/api2/admin/products/${p.id}/versions/1/restore`);
  assert.equal(restored.status, 200);
  assert.equal(restored.json.name, 'First name');
  assert.equal(restored.json.price, 39.9);
  const list = (await admin.get(`/api2/admin/products/${p.id}/versions`)).json.versions;
  assert.equal(list.length, 3);
  assert.equal(list[2].changeReason, 'restore of version 1');
  const again = (await admin.get(`/api2/admin/products/${p.id}/versions/compare`, { query: { versionA: 1, versionB: 3 } })).json;
  assert.deepEqual(Object.keys(again.changes).sort(), ['name', 'price', 'seoTitle'], 'version 3 holds the state before the restore');
  assert.equal((await admin.get(`/api2/admin/products/${p.id}/versions/9`)).status, 404);
});

test('concurrent PATCHes of one product get distinct version numbers', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const p = (await admin.post('/api2/admin/products', body())).json;
  const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => admin.patch(`/api2/admin/products/${p.id}`, { price: 10 + i })));
  assert.deepEqual(answers.map((a) => a.status), Array(10).fill(200));
  const numbers = (await admin.get(`/api2/admin/products/${p.id}/versions`)).json.versions.map((v: { versionNumber: number }) => v.versionNumber);
  assert.deepEqual(numbers, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
});

test('bulk update: one by one, a missing id and an invalid price reported, each change versioned with reason and batch', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const a = (await admin.post('/api2/admin/products', body())).json;
  const b = (await admin.post('/api2/admin/products', body())).json;
  const r = await admin.post('/api2/admin/products/bulk-update', { productIds: [a.id, 999999, b.id], updates: { price: 7.77, unknown: 1 }, changeReason: 'summer sale', batchId: 'batch-1' });
  assert.equal(r.status, 200);
  assert.equal(r.json.updated, 2);
  assert.deepEqual(r.json.errors.map((e: { productId: number }) => e.productId), [999999]);
  assert.equal(typeof r.json.errors[0].error, 'string');
  assert.equal((await admin.get(`/api2/admin/products/${b.id}`)).json.price, 7.77);
  const [version] = (await admin.get(`/api2/admin/products/${a.id}/versions`)).json.versions;
  assert.equal(version.changeReason, 'summer sale');
  assert.equal(version.batchId, 'batch-1');
  const bad = await admin.post('/api2/admin/products/bulk-update', { productIds: [a.id, b.id], updates: { price: 1.001 }, batchId: 'batch-2' });
  assert.equal(bad.json.updated, 0);
  assert.equal(bad.json.errors.length, 2);
  assert.equal((await admin.get(`/api2/admin/products/${a.id}`)).json.price, 7.77, 'nothing half-written');
});

test('check-slug answers {exists} for SKUs and slugs, excluding the owner', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const p = (await admin.post('/api2/admin/products', body({ name: 'Canvas bag' }))).json;
  const check = async (query: Record<string, string | number>) => (await admin.get('/api2/admin/products/check-slug', { query })).json.exists;
  assert.equal(await check({ sku: p.sku }), true);
  assert.equal(await check({ sku: p.sku, excludeId: p.id }), false);
  assert.equal(await check({ slug: 'canvas-bag' }), true);
  assert.equal(await check({ slug: 'Canvas Bag' }), true, 'slugs are compared as slugs');
  assert.equal(await check({ slug: 'other' }), false);
});

test('DELETE cascades variants, versions, stock and image files; emits product.deleted; orders keep their lines', async (t) => {
  const ctx = await buildTestApp(t, { env: EVENTS });
  const admin = await adminSession(ctx.app);
  const p = (await admin.post('/api2/admin/products', body())).json;
  await admin.patch(`/api2/admin/products/${p.id}`, { price: 20 });
  assert.equal((await uploadImage(admin, `/api2/admin/products/${p.id}/images`, { data: await makePng(), alt: 'front' })).status, 201);
  assert.equal((await admin.get(`/api2/admin/products/${p.id}`)).json.images.length, 1);
  assert.ok(storedFiles(ctx.dataDir).length >= 1);
  const r = await admin.delete(`/api2/admin/products/${p.id}`);
  assert.deepEqual(r.json, { success: true });
  assert.equal((await admin.get(`/api2/admin/products/${p.id}`)).json.code, 'NOT_FOUND');
  assert.deepEqual(storedFiles(ctx.dataDir), [], 'image and thumbnail files are gone');
  for (const table of ['productVersions', 'inventory', 'productImages', 'media'] as const) {
    assert.equal((await ctx.services.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n, 0, table);
  }
  assert.equal((await events(ctx)).at(-1)!.type, 'product.deleted');
  assert.equal((await admin.delete(`/api2/admin/products/${p.id}`)).status, 404);
});

test('performance: best sellers, low stock and most viewed of the last 30 days', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const low = (await admin.post('/api2/admin/products', body({ stock: 2 }))).json;
  await admin.post('/api2/admin/products', body({ stock: 500 }));
  const store = new Client(ctx.app);
  for (let i = 0; i < 3; i++) assert.equal((await store.get(`/api2/store/products/${low.id}`)).status, 200);
  await ctx.services.productViews.flush();
  const r = await admin.get('/api2/admin/products/performance');
  assert.equal(r.status, 200);
  assert.deepEqual(r.json.lowStock.map((x: { id: number }) => x.id), [low.id]);
  assert.deepEqual(r.json.mostViewed, [{ id: low.id, name: low.name, sku: low.sku, views: 3 }]);
  assert.deepEqual(r.json.bestSellers, []);
});

test('odd ids are 400 or 404, never a server error', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  for (const id of ['abc', '-0', '1e309', '99999999999999999999', '1.5', '0']) {
    for (const url of [`/api2/admin/products/${id}`, `/api2/admin/products/${id}/versions`, `/api2/store/products/${id}`]) {
      const r = await admin.get(url);
      assert.ok(r.status === 400 || r.status === 404, `${url} → ${r.status}`);
      assert.equal(typeof r.json.code, 'string');
    }
  }
});
