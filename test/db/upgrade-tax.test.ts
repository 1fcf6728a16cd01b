// Migration 0081 (tax per order line, issue 35) over orders placed before it: its down and up over the app's database
// stand for an upgrade from the release before it. Old orders read as 19 % lines, their totals and tax unchanged.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession } from '../helpers/client.js';
import { ORDER_ENV, guestBody } from '../helpers/orders.js';
import { migrations } from '../../src/db/migrate.js';

test('migration 0081: existing orders read as 19 % lines with one 19 % row of their total and stored tax; checkout goes on', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const { db } = services;
  const admin = await adminSession(app);
  const make = async (sku: string, price: number) =>
    (await admin.post('/api2/admin/products', { name: `Upgrade ${sku}`, sku, price, stock: 20 })).json.id as number;
  const a = await make('UPT-A', 12.5);
  const b = await make('UPT-B', 0.99);
  const placed = await new Client(app).post(
    '/api2/store/orders',
    guestBody([
      { productId: a, quantity: 3 },
      { productId: b, quantity: 1 },
    ]),
  );
  assert.equal(placed.status, 201, placed.body);
  const id = placed.json.order.id as number;

  const m0081 = migrations['0081_order_tax']!;
  await m0081.down!(db);
  // The release before taxed the order's total once: 38.49 includes 6.15 (6.145… rounded half up).
  await db
    .updateTable('orders')
    .set({ taxCents: 615 } as never)
    .where('id', '=', id)
    .execute();
  await m0081.up(db);

  const d = (await admin.get(`/api2/admin/orders/${id}`)).json;
  assert.deepEqual([d.totalAmount, d.tax, d.taxRate], [38.49, 6.15, 19]);
  assert.deepEqual(d.taxLines, [{ rate: 19, net: 32.34, tax: 6.15, gross: 38.49 }]);
  // 37.50 includes 5.99 (5.987…), 0.99 includes 0.16 (0.158…).
  assert.deepEqual(
    d.items.map((i: Record<string, number>) => [i.taxRate, i.net, i.tax, i.gross]),
    [
      [19, 31.51, 5.99, 37.5],
      [19, 0.83, 0.16, 0.99],
    ],
  );

  const again = await new Client(app).post('/api2/store/orders', guestBody([{ productId: a, quantity: 1 }]));
  assert.equal(again.status, 201, again.body);
  assert.deepEqual((await admin.get(`/api2/admin/orders/${again.json.order.id}`)).json.taxLines, [
    { rate: 19, net: 10.5, tax: 2, gross: 12.5 },
  ]);
});
