// Order tags: create, rename, delete (admin API, with RBAC and the change log), and each order's tags in the
// order list's rows, read by the page's own query through the primary key on both engines.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CompiledQuery } from 'kysely';
import { buildTestApp } from '../helpers/app.js';
import { adminSession, adminWithRole, Client } from '../helpers/client.js';
import { insertProduct, ORDER_ENV, placeOrder } from '../helpers/orders.js';
import { ADMIN_LIST_ITEMS_JSON } from '../../src/modules/orders/order-list.repository.js';

test('order tags: rename and delete with 404/409/400, the change log, RBAC; the list rows carry the tags', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(ctx.app);
  const product = await insertProduct(ctx.services, { price: 5, stock: 50 });
  const a = await placeOrder(new Client(ctx.app), product);
  const b = await placeOrder(new Client(ctx.app), product);
  const vip = (await admin.post('/api2/admin/order-tags', { name: 'VIP' })).json;
  const rush = (await admin.post('/api2/admin/order-tags', { name: 'Rush' })).json;
  assert.equal((await admin.put(`/api2/admin/orders/${a.id}/tags`, { tagIds: [vip.id, rush.id] })).status, 200);
  assert.equal((await admin.put(`/api2/admin/orders/${b.id}/tags`, { tagIds: [rush.id] })).status, 200);

  const rows = async () =>
    Object.fromEntries(
      (await admin.get('/api2/admin/orders')).json.orders.map((o: { id: number; tags: { name: string }[] }) => [
        o.id,
        o.tags.map((x) => x.name),
      ]),
    );
  assert.deepEqual(await rows(), { [a.id]: ['Rush', 'VIP'], [b.id]: ['Rush'] });

  const renamed = await admin.patch(`/api2/admin/order-tags/${rush.id}`, { name: '  Express  ' });
  assert.equal(renamed.status, 200, renamed.body);
  assert.deepEqual([renamed.json.id, renamed.json.name], [rush.id, 'Express']);
  assert.deepEqual(await rows(), { [a.id]: ['Express', 'VIP'], [b.id]: ['Express'] });
  const taken = await admin.patch(`/api2/admin/order-tags/${rush.id}`, { name: 'VIP' });
  assert.equal(taken.status, 409);
  assert.equal(taken.json.code, 'CONFLICT');
  assert.equal((await admin.patch('/api2/admin/order-tags/999999', { name: 'X' })).status, 404);
  for (const body of [{ name: '' }, { name: '   ' }, {}, { name: 'x'.repeat(101) }])
    assert.equal((await admin.patch(`/api2/admin/order-tags/${rush.id}`, body)).status, 400, JSON.stringify(body));

  const viewer = await adminWithRole(ctx.app, 'viewer');
  assert.equal((await viewer.patch(`/api2/admin/order-tags/${vip.id}`, { name: 'Nope' })).status, 403);
  assert.equal((await viewer.delete(`/api2/admin/order-tags/${vip.id}`)).status, 403);

  const deleted = await admin.delete(`/api2/admin/order-tags/${rush.id}`);
  assert.equal(deleted.status, 200);
  assert.deepEqual(await rows(), { [a.id]: ['VIP'], [b.id]: [] });
  assert.deepEqual(
    (await admin.get('/api2/admin/order-tags')).json.tags.map((x: { name: string }) => x.name),
    ['VIP'],
  );
  assert.equal((await admin.delete(`/api2/admin/order-tags/${rush.id}`)).status, 404);

  const log = (await admin.get('/api2/admin/audit-log', { query: { entityType: 'order_tag', entityId: rush.id } })).json
    .entries;
  assert.deepEqual(log.map((e: { action: string }) => e.action).sort(), ['create', 'delete', 'update']);
  assert.match(JSON.stringify(log), /Express/);

  // The page's tags: a subquery of the page's rows, served by the primary key (order_id, tag_id) on both engines.
  const { db, dialect } = ctx.services;
  const compiled = db
    .selectFrom('orders')
    .select((eb) => ADMIN_LIST_ITEMS_JSON.columns(eb, dialect))
    .where('orders.id', 'in', [a.id, b.id])
    .compile();
  if (ctx.engine === 'sqlite') {
    const plan = await db.executeQuery(
      CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sql}`, [...compiled.parameters]),
    );
    const text = plan.rows.map((r) => (r as { detail: string }).detail).join('\n');
    assert.match(text, /SEARCH order_tags USING COVERING INDEX sqlite_autoindex_order_tags_1 \(order_id=\?\)/, text);
    assert.match(text, /SEARCH tags USING INTEGER PRIMARY KEY/, text);
  } else {
    // A tiny test table is scanned whatever the indexes; with scans priced out, the plan shows what serves a real page.
    await db.transaction().execute(async (trx) => {
      await trx.executeQuery(CompiledQuery.raw('SET LOCAL enable_seqscan = off'));
      const plan = await trx.executeQuery(CompiledQuery.raw(`EXPLAIN ${compiled.sql}`, [...compiled.parameters]));
      const text = plan.rows.map((r) => Object.values(r as object)[0]).join('\n');
      assert.match(text, /order_tags_pk/, text);
    });
  }
});
