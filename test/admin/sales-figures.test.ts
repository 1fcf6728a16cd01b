// Issue 31, informational: what a product-only role (editor) learns about sales through product and stock reads.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminWithRole } from '../helpers/client.js';
import { ORDER_ENV, insertProduct, placeOrder } from '../helpers/orders.js';

test('units sold, revenue and the orders behind stock movements need orders.read: the editor sees stock changes only', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const product = await insertProduct(services);
  const order = await placeOrder(new Client(app), product, { quantity: 2 });
  const manager = await adminWithRole(app, 'manager');
  const editor = await adminWithRole(app, 'editor');

  const full = await manager.get('/api2/admin/products/performance');
  assert.equal(full.status, 200);
  assert.deepEqual(
    full.json.bestSellers.map((b: { productId: number; unitsSold: number }) => [b.productId, b.unitsSold]),
    [[product.id, 2]],
  );
  const trimmed = await editor.get('/api2/admin/products/performance');
  assert.equal(trimmed.status, 200);
  assert.deepEqual(trimmed.json.bestSellers, []);
  assert.deepEqual(trimmed.json.lowStock, full.json.lowStock, 'stock figures stay');

  // Cancelled: the release names the order number in its reason.
  assert.equal((await manager.patch(`/api2/admin/orders/${order.id}`, { status: 'cancelled' })).status, 200);
  const query = { query: { productId: product.id } };
  const managerView = (await manager.get('/api2/admin/inventory/movements', query)).json.movements;
  const ordered = managerView.find((m: { type: string }) => m.type === 'release');
  assert.deepEqual(ordered.reference, { type: 'order', id: order.id });
  const editorView = await editor.get('/api2/admin/inventory/movements', query);
  assert.equal(editorView.status, 200);
  const same = editorView.json.movements.find((m: { id: number }) => m.id === ordered.id);
  assert.equal(same.reference, null);
  assert.equal(same.reason, 'order');
  assert.equal(same.quantityDelta, ordered.quantityDelta);
  assert.equal(same.reservedDelta, ordered.reservedDelta);
  assert.match(ordered.reason, new RegExp(`\\b${order.orderNumber}\\b`), 'the manager reads the order number');
  assert.ok(
    editorView.json.movements.every((m: { reason: string; reference: unknown }) =>
      m.reference === null ? !new RegExp(`\\b${order.orderNumber}\\b`).test(m.reason) : true,
    ),
  );
});
