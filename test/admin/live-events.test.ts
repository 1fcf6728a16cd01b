import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession, adminWithRole } from '../helpers/client.js';
import { ORDER_ENV, insertProduct, placeOrder } from '../helpers/orders.js';
import { openSse } from '../helpers/sse.js';

test('an order placed through another instance on the same database reaches an open event stream within 2 s', async (t) => {
  const first = await buildTestApp(t, { env: ORDER_ENV });
  const second = await buildTestApp(t, { env: ORDER_ENV, shareDatabaseWith: first });
  const root = await adminSession(first.app);
  const stream = await openSse(first.app, root, '/api2/admin/events');
  t.after(() => stream.close());
  assert.equal(stream.status, 200);
  assert.match(String(stream.headers['content-type']), /^text\/event-stream/);
  assert.equal(stream.headers['x-accel-buffering'], 'no');
  assert.match(String(stream.headers['cache-control']), /no-transform/);
  assert.equal(stream.headers['content-encoding'], undefined);
  const ready = await stream.next((e) => e.event === 'ready');
  assert.equal(typeof ready.data.salesVersion, 'number');

  const product = await insertProduct(second.services);
  const placedAt = performance.now();
  const order = await placeOrder(new Client(second.app), product);
  const committed = performance.now();
  const created = await stream.next((e) => e.event === 'orders.created', 2000);
  assert.ok(created.at - committed < 2000, `arrived ${Math.round(created.at - placedAt)} ms after the checkout was sent`);
  assert.deepEqual(created.data.orders.map((o: { id: number; orderNumber: number; status: string }) => [o.id, o.orderNumber, o.status]), [[order.id, order.orderNumber, 'pending']]);
  assert.equal(created.data.newestCreatedAt, created.data.orders[0].createdAt);
  const changed = await stream.next((e) => e.event === 'orders.changed', 2000);
  assert.ok(changed.data.salesVersion > ready.data.salesVersion);

  // A change that creates no order (a status move through the first instance) is an orders.changed alone.
  const moved = await root.patch(`/api2/admin/orders/${order.id}`, { status: 'cancelled' });
  assert.equal(moved.status, 200, moved.body);
  const again = await stream.next((e) => e.event === 'orders.changed' || e.event === 'orders.created', 2000);
  assert.equal(again.event, 'orders.changed');
  assert.ok(again.data.salesVersion > changed.data.salesVersion);
});

test('every open stream of a process listens to its one feed, and each ends when its session is revoked', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const leaving = await adminSession(app);
  const staying = await adminWithRole(app, 'support');
  const a = await openSse(app, leaving, '/api2/admin/events');
  const b = await openSse(app, staying, '/api2/admin/events');
  t.after(() => { a.close(); b.close(); });
  await Promise.all([a.next((e) => e.event === 'ready'), b.next((e) => e.event === 'ready')]);
  assert.equal(services.liveFeed.listening, 2);

  const product = await insertProduct(services);
  const order = await placeOrder(new Client(app), product);
  for (const s of [a, b]) assert.equal((await s.next((e) => e.event === 'orders.created', 2000)).data.orders[0].id, order.id);

  assert.equal((await leaving.post('/api2/admin/logout')).status, 200);
  const ended = await a.next((e) => e.event === 'session.ended', 2000);
  assert.match(ended.data.reason, /revoked/);
  await a.ended;
  assert.equal(b.events.some((e) => e.event === 'session.ended'), false, 'the other session keeps its stream');
  await placeOrder(new Client(app), product);
  await b.next((e) => e.event === 'orders.created', 2000);
  b.close();
  await b.ended;
  for (let i = 0; i < 50 && services.liveFeed.listening > 0; i++) await new Promise((r) => setTimeout(r, 20));
  assert.equal(services.liveFeed.listening, 0, 'a closed connection stops listening');
});

test('the stream needs a session and orders.read', async (t) => {
  const { app } = await buildTestApp(t);
  const anonymous = await openSse(app, new Client(app), '/api2/admin/events');
  assert.equal(anonymous.status, 401);
  const editor = await adminWithRole(app, 'editor');
  const refused = await openSse(app, editor, '/api2/admin/events');
  assert.equal(refused.status, 403);
});
