import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { adminSession, adminWithRole } from '../helpers/client.js';

test('admin inventory: stock per warehouse, adjustments with a reason, the ledger with references, low stock, roles', async (t) => {
  const { app } = await buildTestApp(t);
  const admin = await adminSession(app);
  const created = await admin.post('/api2/admin/products', { name: 'Ledger lamp', sku: 'LAMP-1', price: 30, stock: 5 });
  assert.equal(created.status, 201);
  const productId = created.json.id as number;
  const warehouses = await admin.get('/api2/admin/inventory/warehouses');
  assert.equal(warehouses.status, 200);
  const warehouseId = warehouses.json.warehouses.find((w: { isDefault: boolean }) => w.isDefault).id as number;

  const stock = await admin.get('/api2/admin/inventory/stock', { query: { productId } });
  assert.equal(stock.status, 200);
  assert.deepEqual(stock.json.rows.map((r: { warehouseId: number; total: number }) => [r.warehouseId, r.total]), [[warehouseId, 5]]);

  const adjusted = await admin.post('/api2/admin/inventory/adjustments', { productId, warehouseId, quantity: -3, reason: 'Broken in the store room' });
  assert.equal(adjusted.status, 201);
  assert.deepEqual([adjusted.json.quantityBefore, adjusted.json.quantityAfter], [5, 2]);
  const refused = await admin.post('/api2/admin/inventory/adjustments', { productId, warehouseId, quantity: -3, reason: 'Too many' });
  assert.equal(refused.status, 400);
  assert.equal(refused.json.code, 'VALIDATION_ERROR');
  assert.equal((await admin.get('/api2/admin/inventory/stock', { query: { productId } })).json.rows[0].total, 2);

  const ledger = await admin.get('/api2/admin/inventory/movements', { query: { productId, warehouseId } });
  assert.equal(ledger.status, 200);
  const [newest] = ledger.json.rows;
  assert.equal(newest.quantityDelta, -3);
  assert.equal(newest.reason, 'Broken in the store room');
  assert.equal(newest.reference.type, 'adjustment');
  assert.match(newest.actor, /^admin:\d+$/);
  assert.equal(ledger.json.rows.reduce((sum: number, m: { quantityDelta: number }) => sum + m.quantityDelta, 0), 2);

  const low = await admin.get('/api2/admin/inventory/low-stock', { query: { threshold: 2 } });
  assert.deepEqual(low.json.rows.map((r: { productId: number }) => r.productId), [productId]);

  const support = await adminWithRole(app, 'support');
  assert.equal((await support.get('/api2/admin/inventory/stock')).status, 403);
  const editor = await adminWithRole(app, 'editor');
  assert.equal((await editor.get('/api2/admin/inventory/movements')).status, 200);
  const viewer = await adminWithRole(app, 'viewer');
  assert.equal((await viewer.post('/api2/admin/inventory/adjustments', { productId, warehouseId, quantity: 1, reason: 'x' })).status, 403);
  assert.equal((await admin.post('/api2/admin/inventory/adjustments', { productId, warehouseId, quantity: 1, reason: 'x' }, { csrf: false })).status, 403);
});
