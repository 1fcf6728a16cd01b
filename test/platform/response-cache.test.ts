import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession, adminWithRole, platformClient } from '../helpers/client.js';
import { ORDER_ENV, guestBody, insertProduct } from '../helpers/orders.js';

/** X-Cache says hit or miss only when asked for (it is off by default: a side channel). */
const SHOWN = { ...ORDER_ENV, RESPONSE_CACHE_HEADER: 'true' };

test('cached answers: a repeated read is a hit with the same body; each kind of write shows in the next read', async (t) => {
  const ctx = await buildTestApp(t, { env: SHOWN });
  const c = await platformClient(ctx.app);
  const product = await insertProduct(ctx.services, { stock: 10 });
  const warehouse = await ctx.services.db
    .selectFrom('warehouses')
    .select('id')
    .where('isDefault', '=', 1)
    .executeTakeFirstOrThrow();
  const url = `/api2/v1/products/${product.id}`;

  const first = await c.get(url);
  const second = await c.get(url);
  assert.deepEqual(
    [first.status, first.headers['x-cache'], second.status, second.headers['x-cache']],
    [200, 'miss', 200, 'hit'],
  );
  assert.equal(second.body, first.body);
  assert.match(String(second.headers['content-type']), /^application\/json; charset=utf-8$/);

  const read = async () => {
    const r = await c.get(url);
    assert.equal(r.status, 200, r.body);
    return { cache: r.headers['x-cache'], price: r.json.price, name: r.json.name, stock: r.json.stock };
  };

  // Through the API.
  assert.equal((await c.put(url, { price: 19.5 })).status, 200);
  assert.deepEqual(await read(), { cache: 'miss', price: 19.5, name: product.name, stock: 10 });
  assert.equal((await read()).cache, 'hit');

  // A stock movement is part of the product's answer.
  assert.equal(
    (
      await c.post('/api2/v1/inventory/adjustments', {
        productId: product.id,
        warehouseId: warehouse.id,
        quantity: -3,
        reason: 'count',
      })
    ).status,
    201,
  );
  assert.deepEqual(await read(), { cache: 'miss', price: 19.5, name: product.name, stock: 7 });

  // A checkout on another surface reserves stock.
  assert.equal(
    (await new Client(ctx.app).post('/api2/store/orders', guestBody([{ productId: product.id, quantity: 2 }]))).status,
    201,
  );
  const afterCheckout = await c.get(url);
  assert.equal(afterCheckout.headers['x-cache'], 'miss');

  // A writer outside this app's routes (the worker, a script, another process) through the database alone.
  await read();
  await ctx.services.db.updateTable('products').set({ name: 'Renamed outside' }).where('id', '=', product.id).execute();
  assert.deepEqual(await read(), { cache: 'miss', price: 19.5, name: 'Renamed outside', stock: 7 });

  // A refused write (more than the stock) changes nothing and leaves the cached answer valid.
  assert.equal((await read()).cache, 'hit');
  assert.equal(
    (await new Client(ctx.app).post('/api2/store/orders', guestBody([{ productId: product.id, quantity: 500 }])))
      .status,
    409,
  );
  assert.equal((await read()).cache, 'hit');

  // Writes to other groups of tables (an order's status) leave catalogue answers cached; other URLs are their own entries.
  const admin = await adminSession(ctx.app);
  const order = (await admin.get('/api2/admin/orders')).json.orders[0];
  const tag = (await admin.post('/api2/admin/order-tags', { name: 'vip' })).json;
  assert.equal((await admin.put(`/api2/admin/orders/${order.id}/tags`, { tagIds: [tag.id] })).status, 200);
  assert.equal((await read()).cache, 'hit');
  const list = await c.get('/api2/v1/products?per_page=5');
  assert.equal(list.headers['x-cache'], 'miss');
  assert.equal((await c.get('/api2/v1/products?per_page=5')).headers['x-cache'], 'hit');
  assert.equal((await c.get('/api2/v1/products?per_page=6')).headers['x-cache'], 'miss');
});

test('order and customer lists: a checkout shows at once in the admin and platform lists; answers depend on nothing but the URL', async (t) => {
  const ctx = await buildTestApp(t, { env: SHOWN });
  const admin = await adminSession(ctx.app);
  const platform = await platformClient(ctx.app);
  const product = await insertProduct(ctx.services);
  const store = new Client(ctx.app);
  assert.equal(
    (await store.post('/api2/store/orders', guestBody([{ productId: product.id, quantity: 1 }]))).status,
    201,
  );

  const urls = ['/api2/admin/orders?limit=10', '/api2/admin/customers?limit=10', '/api2/v1/orders?per_page=10'];
  for (const url of urls) {
    const client = url.startsWith('/api2/v1') ? platform : admin;
    assert.equal((await client.get(url)).headers['x-cache'], 'miss', url);
    assert.equal((await client.get(url)).headers['x-cache'], 'hit', url);
  }

  const body = guestBody([{ productId: product.id, quantity: 1 }]);
  const placed = await store.post('/api2/store/orders', body);
  assert.equal(placed.status, 201);
  const orders = await admin.get('/api2/admin/orders?limit=10');
  assert.deepEqual(
    [orders.headers['x-cache'], orders.json.total, orders.json.orders[0].id],
    ['miss', 2, placed.json.order.id],
  );
  const customers = await admin.get('/api2/admin/customers?limit=10');
  assert.deepEqual(
    [customers.headers['x-cache'], customers.json.total, customers.json.customers[0].email],
    ['miss', 2, body.email],
  );
  const v1 = await platform.get('/api2/v1/orders?per_page=10');
  assert.deepEqual([v1.headers['x-cache'], v1.json.meta.total], ['miss', 2]);

  // The same URL from another admin of a role with the permission: the same answer, from the cache.
  const support = await adminWithRole(ctx.app, 'support');
  const asSupport = await support.get('/api2/admin/orders?limit=10');
  assert.deepEqual([asSupport.headers['x-cache'], asSupport.body], ['hit', orders.body]);
});

test('a cached answer still needs its credential and permission and still counts against the rate limit', async (t) => {
  const ctx = await buildTestApp(t, { env: { ...SHOWN, PLATFORM_RATE_LIMIT: '3' } });
  const admin = await adminSession(ctx.app);
  const product = await insertProduct(ctx.services);
  const key = (await admin.post('/api2/admin/api-keys', { name: 'limited', permission: 'read' })).json.key;
  const c = new Client(ctx.app, undefined, { authorization: `Bearer ${key}` });
  const url = `/api2/v1/products/${product.id}`;

  const answers = [];
  for (let i = 0; i < 4; i++) answers.push(await c.get(url));
  assert.deepEqual(
    answers.map((r) => [r.status, r.headers['x-cache']]),
    [
      [200, 'miss'],
      [200, 'hit'],
      [200, 'hit'],
      [429, undefined],
    ],
  );
  assert.equal((await new Client(ctx.app).get(url)).status, 401);
  assert.equal((await new Client(ctx.app, undefined, { authorization: 'Bearer sk_live_nope' }).get(url)).status, 401);

  assert.equal((await admin.get('/api2/admin/customers')).headers['x-cache'], 'miss');
  assert.equal((await admin.get('/api2/admin/customers')).headers['x-cache'], 'hit');
  const editor = await adminWithRole(ctx.app, 'editor');
  const refused = await editor.get('/api2/admin/customers');
  assert.deepEqual([refused.status, refused.json.code], [403, 'FORBIDDEN']);
  assert.equal((await new Client(ctx.app).get('/api2/admin/customers')).status, 401);
});

test("two instances on one database: a write through one shows at once in the other's cached reads", async (t) => {
  const a = await buildTestApp(t, { env: SHOWN });
  const b = await buildTestApp(t, { env: SHOWN, shareDatabaseWith: a });
  const product = await insertProduct(a.services, { stock: 5 });
  const readA = await platformClient(a.app);
  const adminA = await adminSession(a.app);
  const url = `/api2/v1/products/${product.id}`;
  assert.equal((await readA.get(url)).json.price, product.price);
  assert.equal((await readA.get(url)).headers['x-cache'], 'hit');
  assert.equal((await adminA.get('/api2/admin/orders')).json.total, 0);

  const writeB = await platformClient(b.app);
  const together = (n: number) => Promise.all(Array.from({ length: n }, () => readA.get(url)));
  assert.deepEqual([...new Set((await together(10)).map((r) => r.json.price))], [product.price]);
  assert.equal((await writeB.put(url, { price: 99 })).status, 200);
  // Reads asked together share one read of the counters, sent after all of them asked: every one sees the write.
  const seen = await together(10);
  assert.deepEqual([...new Set(seen.map((r) => r.json.price))], [99]);
  assert.ok(seen.some((r) => r.headers['x-cache'] === 'miss'));

  assert.equal(
    (await new Client(b.app).post('/api2/store/orders', guestBody([{ productId: product.id, quantity: 1 }]))).status,
    201,
  );
  const orders = await adminA.get('/api2/admin/orders');
  assert.deepEqual([orders.headers['x-cache'], orders.json.total], ['miss', 1]);
});

test('RESPONSE_CACHE_MB=0 turns the cache off', async (t) => {
  const ctx = await buildTestApp(t, { env: { RESPONSE_CACHE_MB: '0' } });
  const c = await platformClient(ctx.app);
  const product = await insertProduct(ctx.services);
  for (let i = 0; i < 2; i++) {
    const r = await c.get(`/api2/v1/products/${product.id}`);
    assert.deepEqual([r.status, r.headers['x-cache']], [200, undefined]);
  }
});

test('per-day counts kept between pages follow every write: totals and pages of order and customer lists after checkouts and a delete', async (t) => {
  // The answer cache off, so each page is computed and only the kept day counts are reused.
  const ctx = await buildTestApp(t, { env: { ...SHOWN, RESPONSE_CACHE_MB: '0' } });
  const admin = await adminSession(ctx.app);
  const product = await insertProduct(ctx.services);
  const store = new Client(ctx.app);
  const placed: number[] = [];
  const checkout = async () => {
    const r = await store.post('/api2/store/orders', guestBody([{ productId: product.id, quantity: 1 }]));
    assert.equal(r.status, 201, r.body);
    placed.push(r.json.order.id);
  };
  const orderPage = async (page: number) => {
    const r = await admin.get(`/api2/admin/orders?limit=1&page=${page}`);
    assert.equal(r.status, 200, r.body);
    return { total: r.json.total, ids: r.json.orders.map((o: { id: number }) => o.id) };
  };
  const customerTotal = async () => (await admin.get('/api2/admin/customers?limit=1&page=2')).json.total;

  await checkout();
  await checkout();
  assert.deepEqual(await orderPage(1), { total: 2, ids: [placed[1]] });
  assert.deepEqual(await orderPage(2), { total: 2, ids: [placed[0]] });
  assert.equal(await customerTotal(), 2);

  await checkout();
  assert.deepEqual(await orderPage(2), { total: 3, ids: [placed[1]] });
  assert.equal(await customerTotal(), 3);

  // Another writer, through the database alone.
  await ctx.services.db.deleteFrom('orderStatusHistory').where('orderId', '=', placed[2]!).execute();
  await ctx.services.db.deleteFrom('orderItems').where('orderId', '=', placed[2]!).execute();
  await ctx.services.db.deleteFrom('orderReservations').where('orderId', '=', placed[2]!).execute();
  await ctx.services.db.deleteFrom('orders').where('id', '=', placed[2]!).execute();
  assert.deepEqual(await orderPage(2), { total: 2, ids: [placed[0]] });
  assert.deepEqual(await orderPage(3), { total: 2, ids: [] });
  assert.equal(await customerTotal(), 2);
});

test('a key kept in memory is refused by the next request after it is deleted, on every instance; an expired one at its expiry', async (t) => {
  const a = await buildTestApp(t, { env: SHOWN });
  const b = await buildTestApp(t, { env: SHOWN, shareDatabaseWith: a });
  const adminB = await adminSession(b.app);
  const created = (await adminB.post('/api2/admin/api-keys', { name: 'short-lived', permission: 'read' })).json;
  const onA = new Client(a.app, undefined, { authorization: `Bearer ${created.key}` });
  const statuses = async () =>
    (await Promise.all([0, 1, 2].map(() => onA.get('/api2/v1/products')))).map((r) => r.status);
  assert.deepEqual(await statuses(), [200, 200, 200]);
  assert.deepEqual(await statuses(), [200, 200, 200]);
  assert.equal((await adminB.delete(`/api2/admin/api-keys/${created.id}`)).status, 200);
  assert.deepEqual(await statuses(), [401, 401, 401]);

  const soon = new Date(Date.now() + 1500).toISOString();
  const expiring = (
    await adminB.post('/api2/admin/api-keys', { name: 'expiring', permission: 'read', expiresAt: soon })
  ).json;
  const withExpiring = new Client(a.app, undefined, { authorization: `Bearer ${expiring.key}` });
  assert.equal((await withExpiring.get('/api2/v1/products')).status, 200);
  await new Promise((resolve) => setTimeout(resolve, 1600));
  const expired = await withExpiring.get('/api2/v1/products');
  assert.equal(expired.status, 401);
  assert.match(expired.json.message, /expired/);
});

test('an admin session kept in memory follows every change at once: a role change, a logout, a deleted admin', async (t) => {
  const a = await buildTestApp(t, { env: SHOWN });
  const b = await buildTestApp(t, { env: SHOWN, shareDatabaseWith: a });
  const root = await adminSession(b.app);
  const email = `support.${Date.now()}@example.com`;
  const password = 'Support-Password-1';
  const user = (await root.post('/api2/admin/users', { email, password, name: 'Support', role: 'support' })).json;
  const onA = await adminSession(a.app, email, password);
  for (let i = 0; i < 2; i++) assert.equal((await onA.get('/api2/admin/customers')).status, 200);

  assert.equal((await root.patch(`/api2/admin/users/${user.id}`, { role: 'editor' })).status, 200);
  assert.equal((await onA.get('/api2/admin/customers')).status, 403, 'the new role, at once');
  assert.equal((await onA.get('/api2/admin/products/search?q=ab')).status, 200);

  const second = await adminSession(a.app, email, password);
  assert.equal((await second.get('/api2/admin/me')).status, 200);
  assert.equal((await second.post('/api2/admin/logout', {})).status, 200);
  assert.equal((await second.get('/api2/admin/me')).status, 401, 'a logged-out session, at once');
  assert.equal((await onA.get('/api2/admin/me')).status, 200, 'the other session of the same admin lives on');

  assert.equal((await root.delete(`/api2/admin/users/${user.id}`)).status, 200);
  assert.equal((await onA.get('/api2/admin/me')).status, 401, 'a deleted admin, at once');
});
