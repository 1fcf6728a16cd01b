import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { adminSession, adminWithRole, type Client } from '../helpers/client.js';

async function product(admin: Client, name: string, price: number) {
  const r = await admin.post('/api2/admin/products', {
    name,
    sku: `BAT-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    price,
    stock: 5,
  });
  assert.equal(r.status, 201, r.body);
  return r.json.id as number;
}

const versionsOf = async (admin: Client, id: number) =>
  (await admin.get(`/api2/admin/products/${id}/versions`)).json.versions as {
    versionNumber: number;
    changeReason: string | null;
    batchId: string | null;
  }[];

test('bulk edit revert: listed batch, a product changed in between skipped, concurrent reverts applied once, force, redo', async (t) => {
  const { app } = await buildTestApp(t);
  const admin = await adminSession(app);
  const [a, b, c] = [
    await product(admin, 'Alpha', 10),
    await product(admin, 'Beta', 20),
    await product(admin, 'Gamma', 30),
  ];

  const bulk = await admin.post('/api2/admin/products/bulk-update', {
    productIds: [a, b, c, 999999],
    updates: { price: 99, isHidden: true },
    changeReason: 'winter sale',
    batchId: 'sale-1',
  });
  assert.equal(bulk.status, 200, bulk.body);
  assert.equal(bulk.json.batchId, 'sale-1');
  assert.equal(bulk.json.updated, 3);
  assert.equal((await admin.patch(`/api2/admin/products/${b}`, { name: 'Beta renamed' })).status, 200);

  const batch = await admin.get('/api2/admin/products/bulk-update/sale-1');
  assert.equal(batch.status, 200, batch.body);
  assert.match(batch.json.changedBy, /^admin:\d+$/);
  assert.equal(batch.json.changeReason, 'winter sale');
  assert.deepEqual(batch.json.fields.sort(), ['isHidden', 'price']);
  assert.equal(batch.json.status, 'applied');
  assert.deepEqual(
    batch.json.products.map((p: { productId: number }) => p.productId),
    [a, b, c],
    'the missing id changed nothing, so it is not in the batch',
  );

  // Two reverts at once: one claims the batch, the other is refused; nothing is applied twice.
  const [r1, r2] = await Promise.all([
    admin.post('/api2/admin/products/bulk-update/sale-1/revert', {}),
    admin.post('/api2/admin/products/bulk-update/sale-1/revert', {}),
  ]);
  const [won, lost] = r1.status === 200 ? [r1, r2] : [r2, r1];
  assert.equal(won.status, 200, won.body);
  assert.equal(lost.status, 409, lost.body);
  assert.equal(lost.json.code, 'CONFLICT');
  assert.equal(won.json.status, 'partially_reverted');
  assert.deepEqual([won.json.reverted, won.json.skipped, won.json.failed], [2, 1, 0]);
  assert.deepEqual(won.json.results, [
    { productId: a, status: 'reverted', reason: null },
    { productId: b, status: 'skipped', reason: 'changed after the batch' },
    { productId: c, status: 'reverted', reason: null },
  ]);
  const pa = (await admin.get(`/api2/admin/products/${a}`)).json;
  assert.deepEqual([pa.price, pa.isHidden, pa.stock], [10, false, 5]);
  assert.equal((await admin.get(`/api2/admin/products/${b}`)).json.price, 99, 'the skipped product keeps the batch');
  const va = await versionsOf(admin, a);
  assert.equal(va.length, 2, 'history is appended to, never rewritten');
  assert.deepEqual(va[1], { ...va[1], changeReason: 'revert of batch sale-1', batchId: won.json.revertBatchId });

  const forced = await admin.post('/api2/admin/products/bulk-update/sale-1/revert', { force: true });
  assert.equal(forced.status, 200, forced.body);
  assert.equal(forced.json.status, 'reverted');
  assert.equal(forced.json.revertBatchId, won.json.revertBatchId);
  assert.deepEqual(
    forced.json.results.map((r: { status: string; reason: string | null }) => [r.status, r.reason]),
    [
      ['skipped', 'already reverted'],
      ['reverted', null],
      ['skipped', 'already reverted'],
    ],
  );
  const pb = (await admin.get(`/api2/admin/products/${b}`)).json;
  assert.deepEqual(
    [pb.name, pb.price, pb.isHidden],
    ['Beta renamed', 20, false],
    'force puts back what the batch set and keeps later changes of other fields',
  );
  assert.equal((await versionsOf(admin, a)).length, 2);
  assert.equal((await admin.post('/api2/admin/products/bulk-update/sale-1/revert', { force: true })).status, 409);

  const reverted = (await admin.get('/api2/admin/products/bulk-update/sale-1')).json;
  assert.equal(reverted.status, 'reverted');
  assert.match(reverted.revertedBy, /^admin:\d+$/);
  assert.ok(reverted.revertedAt);
  assert.equal(
    (
      await admin.post('/api2/admin/products/bulk-update', {
        productIds: [a],
        updates: { price: 1 },
        batchId: 'sale-1',
      })
    ).status,
    409,
    'a reverted batch takes no more products',
  );

  // The revert is a batch too: reverting it (without a body) re-applies the edit.
  const redoId = won.json.revertBatchId as string;
  const revertBatch = (await admin.get(`/api2/admin/products/bulk-update/${redoId}`)).json;
  assert.equal(revertBatch.changeReason, 'revert of batch sale-1');
  assert.deepEqual(
    revertBatch.products.map((p: { productId: number }) => p.productId),
    [a, b, c],
  );
  const redo = await admin.post(`/api2/admin/products/bulk-update/${redoId}/revert`);
  assert.equal(redo.status, 200, redo.body);
  assert.equal((await admin.get(`/api2/admin/products/${c}`)).json.price, 99);

  const generated = await admin.post('/api2/admin/products/bulk-update', {
    productIds: [a],
    updates: { brand: 'Acme' },
  });
  assert.match(generated.json.batchId, /^[0-9a-f-]{36}$/);
  assert.equal((await versionsOf(admin, a)).at(-1)!.batchId, generated.json.batchId);

  // A partly reverted batch whose revert was itself reverted cannot be reverted on: 409, and it is not left claimed.
  await admin.post('/api2/admin/products/bulk-update', { productIds: [a, b], updates: { price: 7 }, batchId: 'seven' });
  await admin.patch(`/api2/admin/products/${b}`, { brand: 'Later' });
  const partial = await admin.post('/api2/admin/products/bulk-update/seven/revert');
  assert.equal(partial.json.status, 'partially_reverted');
  assert.equal((await admin.post(`/api2/admin/products/bulk-update/${partial.json.revertBatchId}/revert`)).status, 200);
  const refused = await admin.post('/api2/admin/products/bulk-update/seven/revert', { force: true });
  assert.equal(refused.status, 409, refused.body);
  assert.equal((await admin.get('/api2/admin/products/bulk-update/seven')).json.status, 'partially_reverted');

  assert.equal((await admin.get('/api2/admin/products/bulk-update/nope')).status, 404);
  assert.equal((await admin.post('/api2/admin/products/bulk-update/nope/revert', {})).status, 404);
  assert.equal((await admin.post('/api2/admin/products/bulk-update/sale-1/revert', { force: 'yes' })).status, 400);
  const viewer = await adminWithRole(app, 'viewer');
  assert.equal((await viewer.get('/api2/admin/products/bulk-update/sale-1')).status, 200);
  assert.equal(
    (await viewer.post(`/api2/admin/products/bulk-update/${generated.json.batchId}/revert`, {})).status,
    403,
  );
});

test('a dry run answers every change and every refusal and applies nothing: no version, batch, change log or event', async (t) => {
  const { app, services } = await buildTestApp(t);
  const admin = await adminSession(app);
  const [a, b] = [await product(admin, 'Alpha', 10), await product(admin, 'Beta', 20)];
  const taken = (await admin.get(`/api2/admin/products/${b}`)).json.sku;
  const count = async () => ({
    versions: (await services.db.selectFrom('productVersions').select('id').execute()).length,
    audit: (await services.db.selectFrom('auditLog').select('id').execute()).length,
    events: (await services.db.selectFrom('webhooks').select('id').execute()).length,
    batches: (await services.db.selectFrom('productBatches').select('batchId').execute()).length,
  });
  const before = await count();

  const dry = await admin.post('/api2/admin/products/bulk-update', {
    productIds: [a, b, 999999],
    updates: { price: 12.5, stock: 8 },
    batchId: 'preview-1',
    dryRun: true,
  });
  assert.equal(dry.status, 200, dry.body);
  assert.equal(dry.json.dryRun, true);
  assert.equal(dry.json.updated, 2);
  assert.deepEqual(dry.json.errors, [{ productId: 999999, error: 'Product not found' }]);
  assert.deepEqual(dry.json.changes, [
    { productId: a, changes: { price: { before: 10, after: 12.5 }, stock: { before: 5, after: 8 } } },
    { productId: b, changes: { price: { before: 20, after: 12.5 }, stock: { before: 5, after: 8 } } },
  ]);

  const refused = await admin.post('/api2/admin/products/bulk-update', {
    productIds: [a],
    updates: { sku: taken, price: -1 },
    dryRun: true,
  });
  assert.equal(refused.status, 200, refused.body);
  assert.deepEqual([refused.json.updated, refused.json.errors.length], [0, 1]);
  assert.equal(refused.json.errors[0].productId, a);

  assert.deepEqual(await count(), before, 'nothing stored');
  const pa = (await admin.get(`/api2/admin/products/${a}`)).json;
  assert.deepEqual([pa.price, pa.stock], [10, 5]);
  assert.equal((await admin.get('/api2/admin/products/bulk-update/preview-1')).status, 404, 'no batch was opened');

  // Two products set to one SKU: the run as a whole refuses the second, and the dry run says so as the real run does.
  const sameSku = { productIds: [a, b], updates: { sku: 'ONE-SKU-FOR-TWO' } };
  const drySku = await admin.post('/api2/admin/products/bulk-update', { ...sameSku, dryRun: true });
  assert.equal(drySku.status, 200, drySku.body);
  assert.deepEqual(
    [drySku.json.updated, drySku.json.errors],
    [1, [{ productId: b, error: 'A product with this SKU already exists' }]],
  );
  assert.deepEqual(
    drySku.json.changes.map((c: { productId: number }) => c.productId),
    [a],
  );
  assert.deepEqual(await count(), before, 'nothing stored by either dry run');
  const realSku = await admin.post('/api2/admin/products/bulk-update', sameSku);
  assert.deepEqual(
    [realSku.json.updated, realSku.json.errors],
    [drySku.json.updated, drySku.json.errors],
    'the real run refuses what the dry run said',
  );

  const real = await admin.post('/api2/admin/products/bulk-update', {
    productIds: [a, b],
    updates: { price: 12.5, stock: 8 },
  });
  assert.equal(real.json.dryRun, false);
  assert.equal(real.json.changes, undefined);
  assert.equal(
    (await admin.get(`/api2/admin/products/${a}`)).json.price,
    12.5,
    'the same call without dryRun applies what the preview showed',
  );
});
