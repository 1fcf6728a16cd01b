// Options and variants through the admin and platform surfaces (issue 34): writes, SKU uniqueness, the limits, the
// storefront detail, search by a variant SKU, stock by variant, and the product's ETag following its variants.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession, adminWithRole, platformClient } from '../helpers/client.js';

test('options and variants: writes, duplicate SKU 409, at most three options, last variant kept, ETag and storefront detail', async (t) => {
  const { app } = await buildTestApp(t);
  const admin = await adminSession(app);
  const platform = await platformClient(app);
  const created = await admin.post('/api2/admin/products', { name: 'Boot', sku: 'BOOT', price: 80, stock: 4 });
  assert.equal(created.status, 201, created.body);
  const id = created.json.id as number;
  await admin.post('/api2/admin/products', { name: 'Other', sku: 'OTHER', price: 1 });

  const before = await platform.get(`/api2/v1/products/${id}`);
  assert.deepEqual(before.json.variants, [], 'a one-variant product shows no variants, as before');
  assert.equal(before.json.options, undefined);

  const four = await admin.put(`/api2/admin/products/${id}/options`, {
    options: ['A', 'B', 'C', 'D'].map((name) => ({ name, values: ['x'] })),
  });
  assert.equal(four.status, 400, 'more than three options');
  const options = await platform.put(`/api2/v1/products/${id}/options`, {
    options: [{ name: 'Size', values: ['40', '41', '42'] }],
  });
  assert.equal(options.status, 200, options.body);

  const added = await platform.post(`/api2/v1/products/${id}/variants`, {
    sku: 'BOOT-41',
    optionValues: ['41'],
    price: 85,
    compareAtPrice: 99,
    barcode: '4006381333931',
    weight: 900,
    stock: 6,
  });
  assert.equal(added.status, 201, added.body);
  assert.deepEqual(
    [
      added.json.name,
      added.json.price,
      added.json.compareAtPrice,
      added.json.barcode,
      added.json.weight,
      added.json.status,
      added.json.stock,
      added.json.options,
    ],
    ['41', 85, 99, '4006381333931', 900, 'active', 6, [{ name: 'Size', value: '41' }]],
  );
  for (const sku of ['BOOT', 'OTHER', 'BOOT-41']) {
    const dup = await admin.post(`/api2/admin/products/${id}/variants`, { sku, optionValues: ['42'] });
    assert.equal(dup.status, 409, `${sku}: ${dup.body}`);
    assert.equal(dup.json.code, 'SKU_EXISTS');
  }
  assert.equal(
    (await admin.post('/api2/admin/products', { name: 'Clash', sku: 'BOOT-41', price: 1 })).status,
    409,
    'a product cannot take a variant SKU',
  );
  assert.equal(
    (await admin.post(`/api2/admin/products/${id}/variants`, { sku: 'BOOT-40B', optionValues: ['40'] })).status,
    409,
    'the combination exists (the default variant became 40)',
  );
  assert.equal(
    (await admin.post(`/api2/admin/products/${id}/variants`, { sku: 'BOOT-43', optionValues: ['43'] })).status,
    400,
    'not a value of Size',
  );
  const draft = await admin.post(`/api2/admin/products/${id}/variants`, {
    sku: 'BOOT-42',
    optionValues: ['42'],
    status: 'draft',
  });
  assert.equal(draft.status, 201, draft.body);

  // The product's ETag follows its variants.
  const etag = (await platform.get(`/api2/v1/products/${id}`)).headers.etag;
  const patched = await admin.patch(`/api2/admin/products/${id}/variants/${added.json.id}`, { price: 88 });
  assert.equal(patched.status, 200, patched.body);
  assert.equal(patched.json.price, 88);
  const after = await platform.get(`/api2/v1/products/${id}`);
  assert.notEqual(after.headers.etag, etag);
  assert.deepEqual(after.json.options, [{ name: 'Size', values: ['40', '41', '42'] }]);
  assert.deepEqual(after.json.priceRange, { min: 80, max: 88 }, 'over the active variants');
  assert.equal(after.json.variants.length, 3);

  const store = await new Client(app).get(`/api2/store/products/${id}`);
  assert.equal(store.status, 200, store.body);
  assert.deepEqual(
    store.json.variants.map((v: { sku: string; availableStock: number; options: unknown }) => [
      v.sku,
      v.availableStock,
      v.options,
    ]),
    [
      ['BOOT', 4, [{ name: 'Size', value: '40' }]],
      ['BOOT-41', 6, [{ name: 'Size', value: '41' }]],
    ],
    'active variants only, with what can be ordered',
  );
  assert.equal(store.json.variants[0].stock, undefined, 'no on-hand quantity on the storefront');
  assert.deepEqual(store.json.priceRange, { min: 80, max: 88 });

  // Search by any variant SKU finds its product, on both lists.
  const found = await admin.get('/api2/admin/products/search', { query: { q: 'BOOT-42' } });
  assert.deepEqual(
    found.json.products.map((p: { id: number }) => p.id),
    [id],
  );
  const listed = await platform.get('/api2/v1/products', { query: { search: 'BOOT-41', status: 'active' } });
  assert.deepEqual(
    listed.json.data.map((p: { id: number }) => p.id),
    [id],
  );

  // Stock by variant: productId alone is ambiguous now.
  const ambiguous = await platform.post('/api2/v1/inventory/adjustments', {
    productId: id,
    warehouseId: 1,
    quantity: 1,
    reason: 'count',
  });
  assert.equal(ambiguous.status, 400);
  assert.match(ambiguous.json.error, /variantId/);
  const bySku = await platform.post('/api2/v1/inventory/adjustments', {
    sku: 'BOOT-42',
    warehouseId: 1,
    quantity: 2,
    reason: 'count',
  });
  assert.equal(bySku.status, 201, bySku.body);
  assert.deepEqual([bySku.json.variantId, bySku.json.quantityAfter], [draft.json.id, 2]);
  assert.equal(
    (
      await platform.post('/api2/v1/inventory/adjustments', {
        variantId: 999999,
        warehouseId: 1,
        quantity: 1,
        reason: 'x',
      })
    ).status,
    404,
  );
  const low = await admin.get('/api2/admin/inventory/low-stock', { query: { threshold: 2 } });
  const lowOfBoot = low.json.stock.filter((s: { productId: number }) => s.productId === id);
  assert.deepEqual(
    lowOfBoot.map((s: { variantId: number; variantName: string; available: number }) => [
      s.variantId,
      s.variantName,
      s.available,
    ]),
    [[draft.json.id, '42', 2]],
  );
  const stockPatch = await admin.patch(`/api2/admin/products/${id}`, { stock: 10 });
  assert.equal(stockPatch.status, 400, 'a product with several variants has no single stock to set');

  // Delete: the last variant stays.
  assert.equal((await admin.delete(`/api2/admin/products/${id}/variants/${draft.json.id}`)).status, 200);
  assert.equal((await admin.delete(`/api2/admin/products/${id}/variants/${added.json.id}`)).status, 200);
  const last = (await admin.get(`/api2/admin/products/${id}/variants`)).json.variants;
  assert.equal(last.length, 1);
  const refused = await admin.delete(`/api2/admin/products/${id}/variants/${last[0].id}`);
  assert.equal(refused.status, 400);
  assert.match(refused.json.error, /at least one variant/);
  const product = await admin.get(`/api2/admin/products/${id}`);
  assert.deepEqual([product.json.stock, product.json.sku], [4, 'BOOT'], 'the totals follow the deleted variants');

  // A write key cannot be a read key's.
  const reader = await platformClient(app, 'read');
  assert.equal((await reader.post(`/api2/v1/products/${id}/variants`, { sku: 'R', optionValues: ['42'] })).status, 403);
});

test('a variant by its id alone: named with its product, 404 when gone, refused without products.read', async (t) => {
  const { app } = await buildTestApp(t);
  const admin = await adminSession(app);
  const product = await admin.post('/api2/admin/products', { name: 'Shirt "Oxford"', sku: 'OXF', price: 30 });
  assert.equal(product.status, 201, product.body);
  const id = product.json.id as number;
  assert.equal(
    (await admin.put(`/api2/admin/products/${id}/options`, { options: [{ name: 'Size', values: ['S', 'M'] }] })).status,
    200,
  );
  const m = await admin.post(`/api2/admin/products/${id}/variants`, { sku: 'OXF-M', optionValues: ['M'], price: 32 });
  assert.equal(m.status, 201, m.body);

  const read = await admin.get(`/api2/admin/variants/${m.json.id}`);
  assert.equal(read.status, 200, read.body);
  assert.deepEqual(
    [read.json.productId, read.json.productName, read.json.sku, read.json.name, read.json.price, read.json.options],
    [id, 'Shirt "Oxford"', 'OXF-M', 'M', 32, [{ name: 'Size', value: 'M' }]],
  );

  assert.equal((await admin.delete(`/api2/admin/products/${id}/variants/${m.json.id}`)).status, 200);
  const gone = await admin.get(`/api2/admin/variants/${m.json.id}`);
  assert.equal(gone.status, 404, gone.body);
  assert.equal((await admin.get('/api2/admin/variants/0')).status, 400);

  const support = await adminWithRole(app, 'support');
  const refused = await support.get(`/api2/admin/variants/${m.json.id}`);
  assert.equal(refused.status, 403, refused.body);
});
