import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { adminSession, platformClient } from '../helpers/client.js';

test('platform products: create with generated slug and SKU, read with variants, partial PUT, DELETE {deleted, id, name}', async (t) => {
  const ctx = await buildTestApp(t, { env: { WEBHOOK_DEFAULT_URL: 'https://hooks.example.com/x' } });
  const c = await platformClient(ctx.app, 'read_write');
  const r = await c.post('/api2/v1/products', { name: 'Platform Shirt Ä1', price: 24.9 });
  assert.equal(r.status, 201);
  assert.equal(r.json.slug, 'platform-shirt-a1');
  assert.match(r.json.sku, /^P-[A-Z0-9]+$/);
  assert.equal(r.json.status, 'active');
  assert.deepEqual(r.json.variants, []);
  const twin = await c.post('/api2/v1/products', { name: 'Platform Shirt Ä1', price: 1, category_id: null });
  assert.equal(twin.json.slug, 'platform-shirt-a1-2');
  const put = await c.put(`/api2/v1/products/${r.json.id}`, { price: 19.9, status: 'archived' });
  assert.equal(put.status, 200);
  assert.equal(put.json.price, 19.9);
  assert.equal(put.json.name, 'Platform Shirt Ä1');
  assert.equal(put.json.slug, r.json.slug, 'the slug stays on update');
  const admin = await adminSession(ctx.app);
  assert.equal((await admin.get(`/api2/admin/products/${r.json.id}`)).json.isHidden, true, 'archived is hidden for the admin');
  assert.equal((await admin.get(`/api2/admin/products/${r.json.id}/versions`)).json.versions[0].changedBy.startsWith('api_key:'), true);
  const del = await c.delete(`/api2/v1/products/${r.json.id}`);
  assert.deepEqual(del.json, { deleted: true, id: r.json.id, name: 'Platform Shirt Ä1' });
  assert.equal((await c.get(`/api2/v1/products/${r.json.id}`)).status, 404);
  const types = (await ctx.services.db.selectFrom('webhooks').select('eventType').orderBy('id').execute()).map((w) => w.eventType);
  assert.deepEqual(types, ['product.created', 'product.created', 'product.updated', 'product.deleted']);
  assert.equal((await c.post('/api2/v1/products', { name: 'No price' })).status, 400);
  assert.equal((await c.post('/api2/v1/products', { price: 3 })).status, 400);
});

test('platform products list: envelope, search by name or SKU, status and category filters, per_page capped at 200', async (t) => {
  const ctx = await buildTestApp(t);
  const c = await platformClient(ctx.app, 'read_write');
  const cat = (await c.post('/api2/v1/categories', { name: 'Bags' })).json.id;
  const bag = (await c.post('/api2/v1/products', { name: 'Canvas bag', sku: 'BAG-C1-CAN-M', price: 30, categoryId: cat })).json;
  const draft = (await c.post('/api2/v1/products', { name: 'Canvas hat', price: 20, status: 'draft' })).json;
  const list = (await c.get('/api2/v1/products', { query: { search: 'canvas' } })).json;
  assert.deepEqual(list.meta, { page: 1, per_page: 50, total: 2, total_pages: 1 });
  assert.deepEqual((await c.get('/api2/v1/products', { query: { search: 'c1-can' } })).json.data.map((p: { id: number }) => p.id), [bag.id]);
  assert.deepEqual((await c.get('/api2/v1/products', { query: { status: 'draft' } })).json.data.map((p: { id: number }) => p.id), [draft.id]);
  assert.deepEqual((await c.get('/api2/v1/products', { query: { category_id: cat } })).json.data.map((p: { id: number }) => p.id), [bag.id]);
  assert.equal((await c.get('/api2/v1/products', { query: { per_page: 500 } })).json.meta.per_page, 200);
  assert.equal((await c.get('/api2/v1/products', { query: { status: 'deleted' } })).status, 400);
  const read = await platformClient(ctx.app, 'read');
  assert.match((await read.post('/api2/v1/products', { name: 'x', price: 1 })).json.error, /read-only/i);
});

test('storefront: only active products with available stock; hidden ones 404; views are counted after a flush', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const shown = (await admin.post('/api2/admin/products', { name: 'Mug', sku: 'MUG-1', price: 9, stock: 4 })).json;
  const hidden = (await admin.post('/api2/admin/products', { name: 'Secret mug', sku: 'MUG-2', price: 9, isHidden: true })).json;
  const list = (await admin.get('/api2/store/products')).json;
  assert.deepEqual(list.products.map((p: { id: number }) => p.id), [shown.id]);
  assert.equal(list.products[0].availableStock, 4);
  assert.equal(list.totalPages, 1);
  const detail = await admin.get(`/api2/store/products/${shown.id}`);
  assert.equal(detail.json.product.name, 'Mug');
  assert.equal((await admin.get(`/api2/store/products/${hidden.id}`)).json.code, 'NOT_FOUND');
  await ctx.services.productViews.flush();
  const views = await ctx.services.db.selectFrom('productViewDays').select(['productId', 'views']).execute();
  assert.deepEqual(views, [{ productId: shown.id, views: 1 }]);
});
