import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { adminSession, platformClient } from '../helpers/client.js';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

test('create with generated slug and SKU, read with variants, partial PUT (versioned), DELETE {deleted, id, name}', async (t) => {
  const ctx = await buildTestApp(t, { env: { WEBHOOK_DEFAULT_URL: 'https://hooks.example.com/x' } });
  const c = await platformClient(ctx.app);
  const r = await c.post('/api2/v1/products', {
    name: 'Platform Shirt Ab12',
    price: 24.9,
    attributes: { material: 'cotton' },
    seoKeywords: 'shirt',
    isHidden: true,
    unknown: 1,
  });
  assert.equal(r.status, 201, r.body);
  const p = r.json;
  assert.equal(p.slug, 'platform-shirt-ab12');
  assert.match(p.slug, SLUG);
  assert.match(p.sku, /^P-[A-Z0-9]{8}$/);
  assert.equal(p.status, 'active', 'isHidden is not a platform field');
  assert.deepEqual(p.attributes, { material: 'cotton' });
  assert.deepEqual(
    [p.images, p.variants, p.stock, p.seoTitle, p.seoKeywords],
    [[], [], 0, 'Platform Shirt Ab12', 'shirt'],
  );
  assert.equal(
    (await c.post('/api2/v1/products', { name: 'Platform Shirt Ab12', price: 1 })).json.slug,
    'platform-shirt-ab12-2',
  );

  // A second variant (issue 34): the product's default variant is listed beside it from now on.
  const now = new Date().toISOString();
  await ctx.services.db
    .insertInto('productVariants')
    .values({
      productId: p.id,
      sku: `${p.sku}-XL`,
      name: 'XL',
      priceCents: 2690,
      attributes: '{"size":"XL"}',
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  const got = await c.get(`/api2/v1/products/${p.id}`);
  assert.equal(got.status, 200);
  assert.deepEqual(
    got.json.variants.map((v: { name: string; price: number; attributes: object }) => [v.name, v.price, v.attributes]),
    [
      ['Default', null, {}],
      ['XL', 26.9, { size: 'XL' }],
    ],
  );

  const put = await c.put(`/api2/v1/products/${p.id}`, { price: 19.9, status: 'archived', isHidden: false });
  assert.equal(put.status, 200, put.body);
  assert.deepEqual(
    [put.json.price, put.json.name, put.json.slug, put.json.status, put.json.variants.length],
    [19.9, 'Platform Shirt Ab12', p.slug, 'archived', 2],
  );
  const admin = await adminSession(ctx.app);
  assert.equal(
    (await admin.get(`/api2/admin/products/${p.id}`)).json.isHidden,
    true,
    'archived is hidden for the admin',
  );
  const [version] = (await admin.get(`/api2/admin/products/${p.id}/versions`)).json.versions;
  assert.match(version.changedBy, /^api_key:\d+$/);
  assert.equal((await c.put(`/api2/v1/products/${p.id}`, { slug: 'Bad Slug' })).status, 400);
  assert.equal((await c.put('/api2/v1/products/999999', { price: 1 })).status, 404);

  const del = await c.delete(`/api2/v1/products/${p.id}`);
  assert.equal(del.status, 200);
  assert.deepEqual(del.json, { deleted: true, id: p.id, name: 'Platform Shirt Ab12' });
  const gone = await c.get(`/api2/v1/products/${p.id}`);
  assert.equal(gone.status, 404);
  assert.deepEqual(Object.keys(gone.json), ['error']);
  assert.equal((await c.delete(`/api2/v1/products/${p.id}`)).status, 404);

  const events = await ctx.services.db.selectFrom('webhooks').select(['eventType', 'payload']).orderBy('id').execute();
  assert.deepEqual(
    events.map((e) => e.eventType),
    ['product.created', 'product.created', 'product.updated', 'product.deleted'],
  );
  assert.deepEqual(JSON.parse(events[2]!.payload).data, {
    productId: p.id,
    sku: p.sku,
    name: 'Platform Shirt Ab12',
    price: 19.9,
    status: 'archived',
  });
});

test('create validates: name and price required, duplicate SKU 409, unknown category 400; a read key cannot write', async (t) => {
  const { app } = await buildTestApp(t);
  const c = await platformClient(app);
  for (const bad of [
    { price: 1 },
    { name: 'x' },
    { name: 'x', price: -1 },
    { name: 'x', price: 1.234 },
    { name: 'x', price: 1, status: 'live' },
    { name: 'x', price: 1, categoryId: 999999 },
  ]) {
    const r = await c.post('/api2/v1/products', bad);
    assert.equal(r.status, 400, JSON.stringify(bad));
    assert.equal(typeof r.json.error, 'string');
    assert.equal(r.json.code, undefined, 'platform errors are {error}');
  }
  const first = await c.post('/api2/v1/products', { name: 'Mug', price: 8, sku: 'MUG-1' });
  assert.equal(first.json.sku, 'MUG-1');
  const dup = await c.post('/api2/v1/products', { name: 'Mug', price: 8, sku: 'MUG-1' });
  assert.equal(dup.status, 409);
  const read = await platformClient(app, 'read');
  const refused = await read.post('/api2/v1/products', { name: 'Read only', price: 1 });
  assert.equal(refused.status, 403);
  assert.match(refused.json.error, /read-only/i);
  assert.equal((await read.put(`/api2/v1/products/${first.json.id}`, { price: 1 })).status, 403);
  assert.equal((await read.delete(`/api2/v1/products/${first.json.id}`)).status, 403);
});

test('list: envelope, newest first, per_page capped at 200, search by name or SKU, status and category_id filters', async (t) => {
  const { app } = await buildTestApp(t);
  const c = await platformClient(app);
  const cat = (await c.post('/api2/v1/categories', { name: 'Mugs' })).json;
  const visible = (
    await c.post('/api2/v1/products', { name: 'Findable visible', price: 5, sku: 'FND-VIS-1', categoryId: cat.id })
  ).json;
  const draft = (await c.post('/api2/v1/products', { name: 'Findable draft', price: 5, status: 'draft' })).json;
  const other = (await c.post('/api2/v1/products', { name: 'Something else', price: 5 })).json;

  const all = await c.get('/api2/v1/products');
  assert.equal(all.status, 200);
  assert.deepEqual(all.json.meta, { page: 1, per_page: 50, total: 3, total_estimated: false, total_pages: 1 });
  assert.deepEqual(
    all.json.data.map((p: { id: number }) => p.id),
    [other.id, draft.id, visible.id],
  );
  assert.equal(all.json.data[0].stock, 0);
  const ids = async (query: Record<string, string | number>) =>
    (await c.get('/api2/v1/products', { query })).json.data.map((p: { id: number }) => p.id);
  assert.deepEqual(await ids({ search: 'findable' }), [draft.id, visible.id]);
  assert.deepEqual(await ids({ search: 'fnd-vis' }), [visible.id]);
  assert.deepEqual(await ids({ search: 'Findable', status: 'active' }), [visible.id]);
  assert.deepEqual(await ids({ status: 'draft' }), [draft.id]);
  assert.deepEqual(await ids({ category_id: cat.id }), [visible.id]);
  assert.deepEqual(await ids({ category_id: 999999 }), []);
  const capped = await c.get('/api2/v1/products', { query: { per_page: 500 } });
  assert.equal(capped.json.meta.per_page, 200);
  const second = await c.get('/api2/v1/products', { query: { per_page: 2, page: 2 } });
  assert.deepEqual(second.json.meta, { page: 2, per_page: 2, total: 3, total_estimated: false, total_pages: 2 });
  assert.deepEqual(
    second.json.data.map((p: { id: number }) => p.id),
    [visible.id],
  );
  for (const query of [{ status: 'deleted' }, { page: 0 }, { per_page: 0 }, { category_id: 'abc' }] as Record<
    string,
    string | number
  >[]) {
    assert.equal((await c.get('/api2/v1/products', { query })).status, 400, JSON.stringify(query));
  }
  for (const id of ['abc', '-0', '1e309', '99999999999999999999', '1.5']) {
    const r = await c.get(`/api2/v1/products/${id}`);
    assert.ok([400, 404].includes(r.status), `${id}: ${r.status}`);
  }
});
