// Migration 0070 (variants, issue 34) on a shop with stock, reservations, a ledger and decoration variants: its down
// and up over the app's database stand for an upgrade from the release before it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession, platformClient } from '../helpers/client.js';
import { ORDER_ENV, addWarehouse, guestBody } from '../helpers/orders.js';
import { migrations } from '../../src/db/migrate.js';

test('migration 0070: every product gets a default variant with its SKU and all its stock; the ledger adds up per variant and warehouse', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const { db } = services;
  const admin = await adminSession(app);
  const platform = await platformClient(app);
  const second = await addWarehouse(services, 'UPGRADE2');
  const make = async (sku: string, stock: number) =>
    (await admin.post('/api2/admin/products', { name: `Upgrade ${sku}`, sku, price: 10, stock })).json.id as number;
  const a = await make('UP-A', 9);
  const b = await make('UP-B', 0);
  const c = await make('UP-C', 2);
  assert.equal(
    (
      await platform.post('/api2/v1/inventory/adjustments', {
        productId: a,
        warehouseId: second,
        quantity: 4,
        reason: 'delivery',
      })
    ).status,
    201,
  );
  // A reservation held over the upgrade: the order is placed, not yet paid.
  const held = await new Client(app).post('/api2/store/orders', guestBody([{ productId: a, quantity: 2 }]));
  assert.equal(held.status, 201, held.body);

  const m0070 = migrations['0070_variants']!;
  await m0070.down!(db);
  // What the release before kept of variants: decoration rows nothing sold.
  const now = new Date().toISOString();
  await db
    .insertInto('productVariants')
    .values({
      productId: c,
      sku: 'UP-C-XL',
      name: 'XL',
      priceCents: 1200,
      attributes: '{"size":"XL"}',
      createdAt: now,
      updatedAt: now,
    } as never)
    .execute();
  await m0070.up(db);

  const variants = await db
    .selectFrom('productVariants')
    .select(['id', 'productId', 'sku', 'status', 'priceCents', 'sortOrder'])
    .orderBy('productId')
    .orderBy('sortOrder')
    .execute();
  assert.deepEqual(
    variants.map((v) => [v.productId, v.sku, v.status, v.priceCents, v.sortOrder]),
    [
      [a, 'UP-A', 'active', null, 0],
      [b, 'UP-B', 'active', null, 0],
      [c, 'UP-C', 'active', null, 0],
      [c, 'UP-C-XL', 'draft', 1200, 1],
    ],
  );
  const defaultOf = new Map(variants.filter((v) => v.sortOrder === 0).map((v) => [v.productId, v.id]));

  const stock = await db
    .selectFrom('variantInventory')
    .select(['variantId', 'productId', 'warehouseId', 'quantity', 'reserved'])
    .orderBy('productId')
    .orderBy('warehouseId')
    .execute();
  const totals = await db
    .selectFrom('inventory')
    .select(['productId', 'warehouseId', 'quantity', 'reserved'])
    .orderBy('productId')
    .orderBy('warehouseId')
    .execute();
  assert.deepEqual(
    stock.map(({ variantId, ...rest }) => {
      assert.equal(variantId, defaultOf.get(rest.productId));
      return rest;
    }),
    totals,
    'all stock is on the default variants',
  );

  // Sum of movements = stock, per variant and warehouse.
  const moves = await db
    .selectFrom('inventoryMovements')
    .select(['variantId', 'warehouseId', 'quantityDelta', 'reservedDelta'])
    .execute();
  for (const s of stock) {
    const own = moves.filter((m) => m.variantId === s.variantId && m.warehouseId === s.warehouseId);
    assert.deepEqual(
      [own.reduce((n, m) => n + m.quantityDelta, 0), own.reduce((n, m) => n + m.reservedDelta, 0)],
      [s.quantity, s.reserved],
      `variant ${s.variantId} in warehouse ${s.warehouseId}`,
    );
  }
  assert.equal(moves.filter((m) => m.variantId === null).length, 0);
  const item = await db.selectFrom('orderItems').select(['variantId', 'variantOptions']).executeTakeFirstOrThrow();
  assert.deepEqual(item, { variantId: defaultOf.get(a), variantOptions: '[]' });

  // The upgraded shop works on: the held order's cancellation releases its reservation, a new one reserves again.
  assert.equal(
    (await admin.post(`/api2/admin/orders/${held.json.order.id}/cancel`, { reason: 'after upgrade' })).status,
    200,
  );
  const again = await new Client(app).post('/api2/store/orders', guestBody([{ productId: a, quantity: 3 }]));
  assert.equal(again.status, 201, again.body);
  const [row] = (await platform.get('/api2/v1/inventory/stock', { query: { product_id: a, warehouse_id: 1 } })).json
    .data;
  assert.deepEqual(
    [row.total, row.reserved, row.variantId],
    [9, 3, undefined],
    'a one-variant product reads as before',
  );
  // Product C now has two variants (its decoration row, a draft): productId alone no longer names one.
  const ambiguous = await new Client(app).post('/api2/store/orders', guestBody([{ productId: c, quantity: 1 }]));
  assert.equal(ambiguous.status, 400);
  assert.match(ambiguous.json.error, /variantId/);
});
