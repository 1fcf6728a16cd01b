import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession, adminWithRole } from '../helpers/client.js';
import { insertOrders } from '../helpers/bulk-orders.js';
import { ORDER_ENV, insertProduct, placeOrder } from '../helpers/orders.js';

const DAY = '2026-03-10T10:00:00.000Z';

test('a saved view keeps the order list filter and answers its live count, as the list counts its total', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const root = await adminSession(app);
  await insertOrders(services.db, 7, { createdAt: DAY, status: 'paid' });
  await insertOrders(services.db, 3, { createdAt: DAY, status: 'pending' });

  const ready = await root.post('/api2/admin/saved-views', {
    name: ' Ready to ship ',
    filter: { status: 'paid', sortBy: 'totalAmount', sortOrder: 'asc' },
    pinned: true,
  });
  assert.equal(ready.status, 201, ready.body);
  assert.equal(ready.json.name, 'Ready to ship');
  // One status is sent as the list takes it (status=paid) and kept as a list of one, as the list's schema says.
  assert.deepEqual(ready.json.filter, { status: ['paid'], sortBy: 'totalAmount', sortOrder: 'asc' });
  assert.equal(ready.json.count, 7);
  assert.equal(ready.json.countEstimated, false);
  assert.equal(ready.json.shared, false);
  assert.equal(ready.json.pinned, true);

  const bulk = await root.post('/api2/admin/saved-views', {
    name: 'Bulk buyer 3',
    filter: { search: 'bulk.3@example.com', dateFrom: '2026-03-10', dateTo: '2026-03-10' },
  });
  assert.equal(bulk.status, 201, bulk.body);
  const listed = await root.get('/api2/admin/orders', {
    query: { search: 'bulk.3@example.com', dateFrom: '2026-03-10', dateTo: '2026-03-10' },
  });
  assert.equal(bulk.json.count, listed.json.total, 'the same number the list answers for the same filter');
  assert.equal(bulk.json.count, 1);

  // A new order is counted at once: the count is live, not stored.
  const store = new Client(app);
  const product = await insertProduct(services);
  await placeOrder(store, product);
  await root.patch(`/api2/admin/saved-views/${ready.json.id}`, { filter: { status: 'pending' } });
  const list = await root.get('/api2/admin/saved-views');
  assert.equal(list.status, 200);
  assert.deepEqual(
    list.json.views.map((v: { name: string; count: number }) => [v.name, v.count]),
    [
      ['Ready to ship', 4],
      ['Bulk buyer 3', 1],
    ],
    'pinned first, with live counts',
  );

  const stored = await services.db.selectFrom('savedViews').select(['name', 'filter']).orderBy('id').execute();
  const sort = { sortBy: 'createdAt', sortOrder: 'desc' };
  assert.deepEqual(
    stored.map((r) => [r.name, JSON.parse(r.filter)]),
    [
      ['Ready to ship', { status: ['pending'], ...sort }],
      ['Bulk buyer 3', { search: 'bulk.3@example.com', dateFrom: '2026-03-10', dateTo: '2026-03-10', ...sort }],
    ],
    "the list's defaults are kept with the filter",
  );
});

test('a filter the order list would refuse is refused with 400 and nothing is stored', async (t) => {
  const { app, services } = await buildTestApp(t);
  const root = await adminSession(app);
  for (const filter of [
    { status: 'lost' },
    { dateFrom: 'yesterday' },
    { minAmount: -1 },
    { page: 2 },
    { color: 'red' },
    { tagId: [0] },
  ]) {
    const r = await root.post('/api2/admin/saved-views', { name: 'Bad', filter });
    assert.equal(r.status, 400, `${JSON.stringify(filter)}: ${r.body}`);
    assert.equal(r.json.code, 'VALIDATION_ERROR');
  }
  assert.equal((await root.post('/api2/admin/saved-views', { name: '   ', filter: {} })).status, 400);
  assert.equal((await root.patch('/api2/admin/saved-views/1', {})).status, 400, 'an update must change something');
  assert.equal((await services.db.selectFrom('savedViews').select('id').execute()).length, 0);
});

test("personal views are their owner's alone; shared ones are seen by every order reader and changed by order managers only", async (t) => {
  const { app } = await buildTestApp(t);
  const manager = await adminWithRole(app, 'manager');
  const support = await adminWithRole(app, 'support');
  const otherSupport = await adminWithRole(app, 'support');
  const editor = await adminWithRole(app, 'editor');

  const shared = await manager.post('/api2/admin/saved-views', {
    name: 'Paid',
    filter: { status: 'paid' },
    shared: true,
  });
  assert.equal(shared.status, 201, shared.body);
  const mine = await support.post('/api2/admin/saved-views', { name: 'My refunds', filter: { status: 'refunded' } });
  assert.equal(mine.status, 201, mine.body);

  const refused = await support.post('/api2/admin/saved-views', { name: 'For all', filter: {}, shared: true });
  assert.equal(refused.status, 403);
  assert.equal(refused.json.code, 'FORBIDDEN');
  assert.equal(
    (await support.patch(`/api2/admin/saved-views/${mine.json.id}`, { shared: true })).status,
    403,
    'sharing needs orders.write',
  );
  assert.equal((await support.patch(`/api2/admin/saved-views/${shared.json.id}`, { name: 'Mine now' })).status, 403);
  assert.equal((await support.delete(`/api2/admin/saved-views/${shared.json.id}`)).status, 403);

  const names = async (c: Client) =>
    (await c.get('/api2/admin/saved-views')).json.views.map((v: { name: string }) => v.name).sort();
  assert.deepEqual(await names(support), ['My refunds', 'Paid']);
  assert.deepEqual(await names(otherSupport), ['Paid']);
  assert.deepEqual(await names(manager), ['Paid']);
  assert.equal(
    (await otherSupport.get(`/api2/admin/saved-views/${mine.json.id}`)).status,
    404,
    "another member's personal view does not exist for them",
  );
  assert.equal((await manager.delete(`/api2/admin/saved-views/${mine.json.id}`)).status, 404);
  assert.equal((await editor.get('/api2/admin/saved-views')).status, 403, 'no orders.read, no views');

  const renamed = await support.patch(`/api2/admin/saved-views/${mine.json.id}`, {
    name: 'Refunded',
    pinned: true,
    position: 3,
  });
  assert.equal(renamed.status, 200, renamed.body);
  assert.equal(renamed.json.name, 'Refunded');
  assert.equal(renamed.json.position, 3);
  const root = await adminSession(app);
  assert.equal(
    (await root.patch(`/api2/admin/saved-views/${shared.json.id}`, { shared: false })).status,
    403,
    'only its maker takes a shared view back',
  );
  assert.equal(
    (await manager.patch(`/api2/admin/saved-views/${shared.json.id}`, { shared: false })).json.shared,
    false,
  );
  assert.deepEqual(await names(support), ['Refunded']);

  assert.deepEqual((await support.delete(`/api2/admin/saved-views/${mine.json.id}`)).json, { success: true });
  assert.equal((await support.get(`/api2/admin/saved-views/${mine.json.id}`)).status, 404);
  assert.equal((await support.delete(`/api2/admin/saved-views/${mine.json.id}`)).status, 404);
});
