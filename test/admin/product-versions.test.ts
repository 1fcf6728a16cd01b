import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { adminSession, adminWithRole, type Client } from '../helpers/client.js';

async function product(admin: Client, overrides: Record<string, unknown> = {}) {
  const r = await admin.post('/api2/admin/products', {
    name: 'First name',
    sku: `VER-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    price: 10,
    description: 'Plain',
    stock: 4,
    ...overrides,
  });
  assert.equal(r.status, 201, r.body);
  return r.json as { id: number; sku: string };
}

test('versions round trip: two PATCHes, read, compare, restore, compare again', async (t) => {
  const { app } = await buildTestApp(t);
  const admin = await adminSession(app);
  const p = await product(admin);
  const url = `/api2/admin/products/${p.id}`;
  assert.deepEqual((await admin.get(`${url}/versions`)).json, { versions: [] });

  assert.equal((await admin.patch(url, { name: 'Second name' })).status, 200);
  assert.equal((await admin.patch(url, { name: 'Third name', price: 12.5, stock: 9 })).status, 200);
  const list = (await admin.get(`${url}/versions`)).json.versions;
  assert.deepEqual(
    list.map((v: { versionNumber: number }) => v.versionNumber),
    [1, 2],
  );
  assert.deepEqual(Object.keys(list[0]).sort(), [
    'batchId',
    'changeReason',
    'changedBy',
    'changedByName',
    'createdAt',
    'versionNumber',
  ]);
  assert.match(list[0].changedBy, /^admin:\d+$/);

  const v1 = await admin.get(`${url}/versions/1`);
  assert.equal(v1.status, 200);
  assert.equal(v1.json.versionNumber, 1);
  assert.deepEqual(
    {
      name: v1.json.snapshot.name,
      price: v1.json.snapshot.price,
      stock: v1.json.snapshot.stock,
      sku: v1.json.snapshot.sku,
      status: v1.json.snapshot.status,
    },
    { name: 'First name', price: 10, stock: 4, sku: p.sku, status: 'active' },
  );
  assert.equal((await admin.get(`${url}/versions/2`)).json.snapshot.name, 'Second name');

  const cmp = await admin.get(`${url}/versions/compare`, { query: { versionA: 1, versionB: 2 } });
  assert.equal(cmp.status, 200, cmp.body);
  assert.deepEqual(cmp.json, {
    productId: p.id,
    versionA: 1,
    versionB: 2,
    changes: { name: { a: 'First name', b: 'Second name' }, seoTitle: { a: 'First name', b: 'Second name' } },
  });

  const restored = await admin.post(`${url}/versions/1/restore`);
  assert.equal(restored.status, 200, restored.body);
  assert.equal(restored.json.name, 'First name');
  assert.equal(restored.json.price, 10);
  assert.equal(restored.json.stock, 9, 'stock is not restored: it belongs to the inventory');
  const after = (await admin.get(`${url}/versions`)).json.versions;
  assert.equal(after.length, 3, 'the restore stores the state before it');
  assert.equal(after[2].changeReason, 'Restored version 1');
  assert.equal((await admin.get(`${url}/versions/3`)).json.snapshot.name, 'Third name');

  const again = (await admin.get(`${url}/versions/compare`, { query: { versionA: 1, versionB: 3 } })).json.changes;
  assert.deepEqual(again.name, { a: 'First name', b: 'Third name' });
  assert.deepEqual(again.price, { a: 10, b: 12.5 });
  assert.deepEqual(again.stock, { a: 4, b: 9 });
  assert.deepEqual(
    (await admin.get(`${url}/versions/compare`, { query: { versionA: 2, versionB: 2 } })).json.changes,
    {},
  );
});

test('versions: 404 for unknown products and versions, 400 for a missing compare parameter, restore needs products.write', async (t) => {
  const { app } = await buildTestApp(t);
  const admin = await adminSession(app);
  const p = await product(admin);
  await admin.patch(`/api2/admin/products/${p.id}`, { price: 11 });
  for (const url of [
    '/api2/admin/products/999999/versions',
    `/api2/admin/products/${p.id}/versions/9`,
    '/api2/admin/products/999999/versions/1',
  ]) {
    const r = await admin.get(url);
    assert.deepEqual([r.status, r.json.code], [404, 'NOT_FOUND'], url);
  }
  assert.equal(
    (await admin.get(`/api2/admin/products/${p.id}/versions/compare`, { query: { versionA: 1, versionB: 9 } })).status,
    404,
  );
  assert.equal(
    (await admin.get(`/api2/admin/products/${p.id}/versions/compare`, { query: { versionA: 1 } })).status,
    400,
  );
  assert.equal((await admin.post(`/api2/admin/products/${p.id}/versions/9/restore`)).status, 404);
  const viewer = await adminWithRole(app, 'viewer');
  assert.equal((await viewer.get(`/api2/admin/products/${p.id}/versions/1`)).status, 200);
  assert.equal((await viewer.post(`/api2/admin/products/${p.id}/versions/1/restore`)).status, 403);
});

test('restore of a version whose SKU another product took since is 409 and stores nothing', async (t) => {
  const { app } = await buildTestApp(t);
  const admin = await adminSession(app);
  const p = await product(admin);
  await admin.patch(`/api2/admin/products/${p.id}`, { sku: 'NEW-SKU-1' });
  await product(admin, { sku: p.sku });
  const r = await admin.post(`/api2/admin/products/${p.id}/versions/1/restore`);
  assert.deepEqual([r.status, r.json.code], [409, 'SKU_EXISTS']);
  assert.equal((await admin.get(`/api2/admin/products/${p.id}/versions`)).json.versions.length, 1);
});

test('concurrent PATCHes of one product get consecutive version numbers and all land', async (t) => {
  const { app } = await buildTestApp(t);
  const admin = await adminSession(app);
  const p = await product(admin);
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) => admin.patch(`/api2/admin/products/${p.id}`, { price: 20 + i, stock: i })),
  );
  assert.deepEqual(
    answers.map((a) => a.status),
    Array(10).fill(200),
  );
  const numbers = (await admin.get(`/api2/admin/products/${p.id}/versions`)).json.versions.map(
    (v: { versionNumber: number }) => v.versionNumber,
  );
  assert.deepEqual(numbers, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  const prices = await Promise.all(
    numbers.map(
      async (v: number) => (await admin.get(`/api2/admin/products/${p.id}/versions/${v}`)).json.snapshot.price,
    ),
  );
  assert.equal(new Set(prices).size, 10, 'each version holds a distinct prior state');
});
