import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { Client, adminSession, adminWithRole } from '../helpers/client.js';
import { ORDER_ENV, insertProduct, placeOrder } from '../helpers/orders.js';
import { openSse, type SseStream } from '../helpers/sse.js';

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
  assert.ok(
    created.at - committed < 2000,
    `arrived ${Math.round(created.at - placedAt)} ms after the checkout was sent`,
  );
  assert.deepEqual(
    created.data.orders.map((o: { id: number; orderNumber: number; status: string }) => [
      o.id,
      o.orderNumber,
      o.status,
    ]),
    [[order.id, order.orderNumber, 'pending']],
  );
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
  t.after(() => {
    a.close();
    b.close();
  });
  await Promise.all([a.next((e) => e.event === 'ready'), b.next((e) => e.event === 'ready')]);
  assert.equal(services.liveFeed.listening, 2);

  const product = await insertProduct(services);
  const order = await placeOrder(new Client(app), product);
  for (const s of [a, b])
    assert.equal((await s.next((e) => e.event === 'orders.created', 2000)).data.orders[0].id, order.id);

  assert.equal((await leaving.post('/api2/admin/logout')).status, 200);
  const ended = await a.next((e) => e.event === 'session.ended', 2000);
  assert.match(ended.data.reason, /revoked/);
  await a.ended;
  assert.equal(
    b.events.some((e) => e.event === 'session.ended'),
    false,
    'the other session keeps its stream',
  );
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

/** A staff account of the role made by the super admin, logged in: its id, its session and the root session. */
async function staff(app: TestApp['app'], role: string) {
  const root = await adminSession(app);
  const email = `${role}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  const password = `Stream-${role}-Password-1`;
  const created = await root.post('/api2/admin/users', { email, password, name: `Stream ${role}`, role });
  assert.equal(created.status, 201, created.body);
  return { id: created.json.id as number, email, password, root, session: await adminSession(app, email, password) };
}

test('a manager demoted to editor loses the open stream before the next order is sent; a deleted admin too', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const manager = await staff(app, 'manager');
  const stream = await openSse(app, manager.session, '/api2/admin/events');
  t.after(() => stream.close());
  assert.equal(stream.status, 200);
  await stream.next((e) => e.event === 'ready');
  const product = await insertProduct(services);
  await placeOrder(new Client(app), product);
  await stream.next((e) => e.event === 'orders.created', 2000);

  const demoted = await manager.root.patch(`/api2/admin/users/${manager.id}`, { role: 'editor' });
  assert.equal(demoted.status, 200, demoted.body);
  assert.equal((await manager.session.get('/api2/admin/orders')).status, 403);
  const ended = await stream.next((e) => e.event === 'access.ended', 3000);
  assert.match(ended.data.reason, /orders\.read/);
  await stream.ended;
  await placeOrder(new Client(app), product);
  assert.equal(
    stream.events.filter((e) => e.event === 'orders.created').length,
    1,
    'no order reached the demoted stream',
  );
  assert.equal((await openSse(app, manager.session, '/api2/admin/events')).status, 403);

  const support = await staff(app, 'support');
  const other = await openSse(app, support.session, '/api2/admin/events');
  t.after(() => other.close());
  await other.next((e) => e.event === 'ready');
  assert.equal((await support.root.delete(`/api2/admin/users/${support.id}`)).status, 200);
  await other.next((e) => e.event === 'session.ended', 3000);
  await other.ended;
});

test('streams are capped at 3 per session and 5 per admin (429 in the admin shape), and /metrics counts the open ones', async (t) => {
  const { app } = await buildTestApp(t, { env: { ...ORDER_ENV, METRICS_TOKEN: 'metrics-token-0123456789' } });
  const scrape = async () => {
    const r = await new Client(app).get('/metrics', { headers: { authorization: 'Bearer metrics-token-0123456789' } });
    const line = r.body.split('\n').find((l) => l.startsWith('shop_live_event_streams '));
    return Number(line?.slice('shop_live_event_streams '.length));
  };
  const support = await staff(app, 'support');
  const streams: SseStream[] = [];
  t.after(() => {
    for (const s of streams) s.close();
  });
  const open = async (client: Client) => {
    const s = await openSse(app, client, '/api2/admin/events');
    streams.push(s);
    return s;
  };
  for (let i = 0; i < 3; i++) assert.equal((await open(support.session)).status, 200);
  const refused = await open(support.session);
  assert.equal(refused.status, 429);
  await refused.ended;
  assert.equal(JSON.parse(refused.text()).code, 'RATE_LIMITED');
  assert.match(JSON.parse(refused.text()).error, /3 per session/);
  assert.ok(Number(refused.headers['retry-after']) > 0);
  assert.equal(await scrape(), 3);

  // Another session of the same admin gets the rest of the admin's five; another admin is not affected.
  const second = await adminSession(app, support.email, support.password);
  for (let i = 0; i < 2; i++) assert.equal((await open(second)).status, 200);
  assert.equal((await open(second)).status, 429);
  assert.equal((await open(support.root)).status, 200);
  assert.equal(await scrape(), 6);

  // A closed stream gives its slot back.
  streams[0]!.close();
  let count = await scrape();
  for (let i = 0; i < 50 && count !== 5; i++) count = await scrape();
  assert.equal(count, 5);
  assert.equal((await open(second)).status, 200);
});
