// The order list's status filter takes several statuses (repeated `status`), on the list, the export, bulk actions
// and saved views; one status keeps its contract, and several are read through the orders' indexes on both engines.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CompiledQuery } from 'kysely';
import { buildTestApp } from '../helpers/app.js';
import { adminSession, Client } from '../helpers/client.js';
import { insertProduct, ORDER_ENV, placeOrder } from '../helpers/orders.js';
import { filteredOrders, prepareFilter } from '../../src/modules/orders/order-list.repository.js';
import { toOrderFilter } from '../../src/modules/orders/order-filter.js';

test('order list: status=a&status=b lists orders in any of them; one status as before; bad values 400', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(ctx.app);
  const product = await insertProduct(ctx.services, { price: 5, stock: 50 });
  const pending = await placeOrder(new Client(ctx.app), product);
  const paid = await placeOrder(new Client(ctx.app), product);
  const shipped = await placeOrder(new Client(ctx.app), product);
  const cancelled = await placeOrder(new Client(ctx.app), product);
  const pay = await admin.patch(`/api2/admin/orders/${paid.id}`, { status: 'paid' });
  assert.equal(pay.status, 200, pay.body);
  for (const status of ['paid', 'processing', 'shipped'])
    assert.equal((await admin.patch(`/api2/admin/orders/${shipped.id}`, { status })).status, 200, status);
  const cancel = await admin.patch(`/api2/admin/orders/${cancelled.id}`, { status: 'cancelled', note: 'test' });
  assert.equal(cancel.status, 200, cancel.body);

  const list = async (query: string) => {
    const r = await admin.get(`/api2/admin/orders?${query}`);
    assert.equal(r.status, 200, r.body);
    return {
      ids: r.json.orders.map((o: { id: number }) => o.id).sort((a: number, b: number) => a - b),
      total: r.json.total,
    };
  };
  assert.deepEqual(await list('status=paid'), { ids: [paid.id], total: 1 });
  assert.deepEqual(await list('status=paid&status=shipped'), { ids: [paid.id, shipped.id], total: 2 });
  assert.deepEqual(await list('status=paid&status=shipped&status=paid'), { ids: [paid.id, shipped.id], total: 2 });
  assert.deepEqual(await list('status=pending&status=cancelled&sortBy=totalAmount'), {
    ids: [pending.id, cancelled.id],
    total: 2,
  });
  assert.deepEqual(await list(''), { ids: [pending.id, paid.id, shipped.id, cancelled.id], total: 4 });
  for (const bad of ['status=paid&status=lost', 'status=', 'status=paid,shipped']) {
    const r = await admin.get(`/api2/admin/orders?${bad}`);
    assert.equal(r.status, 400, bad);
    assert.equal(r.json.code, 'VALIDATION_ERROR', r.body);
  }

  // The export keeps the filter: a header line and the two orders.
  const csv = await admin.get('/api2/admin/orders/export?status=paid&status=shipped');
  assert.equal(csv.status, 200);
  assert.equal(csv.body.trim().split('\n').length, 3, csv.body);

  // A bulk action on the filter acts on the orders in either status.
  const bulk = await admin.post('/api2/admin/orders/bulk', {
    filter: { status: ['paid', 'shipped'] },
    status: 'refunded',
    note: 'recall',
  });
  assert.equal(bulk.status, 200, bulk.body);
  assert.deepEqual(
    bulk.json.results.map((r: { id: number }) => r.id).sort((a: number, b: number) => a - b),
    [paid.id, shipped.id],
  );

  // Saved views keep several statuses; one saved as a single string earlier reads as a list of one.
  const view = await admin.post('/api2/admin/saved-views', {
    name: 'Open',
    filter: { status: ['pending', 'cancelled'] },
  });
  assert.equal(view.status, 201, view.body);
  assert.deepEqual([view.json.filter.status, view.json.count], [['pending', 'cancelled'], 2]);
  await ctx.services.db
    .updateTable('savedViews')
    .set({ filter: JSON.stringify({ status: 'pending' }) })
    .where('id', '=', view.json.id)
    .execute();
  const old = await admin.get(`/api2/admin/saved-views/${view.json.id}`);
  assert.equal(old.status, 200, old.body);
  assert.deepEqual([old.json.filter.status, old.json.count], [['pending'], 1]);
});

test('order list: several statuses are read through the orders indexes on both engines', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const { db, dialect } = ctx.services;
  const filter = await prepareFilter(db, dialect, toOrderFilter({ status: ['paid', 'shipped'] }));
  assert.deepEqual([filter.status, filter.statuses], [undefined, ['paid', 'shipped']]);
  const compiled = filteredOrders(db, dialect, filter)
    .orderBy('orders.createdAt', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(50)
    .compile();
  if (dialect.name === 'sqlite') {
    const plan = await db.executeQuery(
      CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sql}`, [...compiled.parameters]),
    );
    const text = plan.rows.map((r) => (r as { detail: string }).detail).join('\n');
    assert.match(text, /SEARCH orders USING (COVERING )?INDEX orders_status_\w+ \(status=\?\)/, text);
    assert.doesNotMatch(text, /SCAN orders$/m, text);
  } else {
    // A tiny test table is scanned whatever the indexes; with scans priced out, the plan shows what serves a real page.
    await db.transaction().execute(async (trx) => {
      await trx.executeQuery(CompiledQuery.raw('SET LOCAL enable_seqscan = off'));
      const plan = await trx.executeQuery(CompiledQuery.raw(`EXPLAIN ${compiled.sql}`, [...compiled.parameters]));
      const text = plan.rows.map((r) => Object.values(r as object)[0]).join('\n');
      assert.match(text, /Index (Only )?Scan (using|on) orders_status_\w+/, text);
      assert.doesNotMatch(text, /Seq Scan on orders/, text);
    });
  }
});
