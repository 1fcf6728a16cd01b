import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession, platformClient } from '../helpers/client.js';
import {
  ORDER_ENV,
  events,
  insertProduct,
  paymentBody,
  paymentCallback,
  placeOrder,
  platformStock,
  type PlacedOrder,
} from '../helpers/orders.js';
import { manualClock } from '../helpers/webhooks.js';
import { loadConfig, ConfigError } from '../../src/config.js';
import { systemActor } from '../../src/shared/actor.js';
import { runExpiryLoop } from '../../src/modules/orders/order-expiry.js';

const MINUTE = 60_000;
const TTL_ENV = { ...ORDER_ENV, PENDING_ORDER_TTL_MINUTES: '60' };
const sortedIds = (orders: { id: number }[]) => orders.map((o) => o.id).sort((a, b) => a - b);

test('an unpaid pending order past the TTL is cancelled like a manual cancel and its stock released; paid and fresh orders are untouched', async (t) => {
  const clock = manualClock();
  const ctx = await buildTestApp(t, { env: TTL_ENV, clock });
  const admin = await adminSession(ctx.app);
  const platform = await platformClient(ctx.app);
  const p = await insertProduct(ctx.services, { stock: 10 });
  const shopper = new Client(ctx.app);

  const stale = await placeOrder(shopper, p, { quantity: 3 });
  const declined = await placeOrder(shopper, p, { quantity: 1 });
  assert.equal(
    (await paymentCallback(shopper, paymentBody(declined, { result: 'failed' }))).json.paymentStatus,
    'failed',
  );
  const paid = await placeOrder(shopper, p, { quantity: 2 });
  assert.equal((await paymentCallback(shopper, paymentBody(paid))).json.status, 'paid');
  clock.advance(30 * MINUTE);
  const fresh = await placeOrder(shopper, p, { quantity: 1 });
  assert.deepEqual(await platformStock(platform, p.id), { total: 10, reserved: 7, available: 3 });

  clock.advance(30 * MINUTE);
  assert.deepEqual(await ctx.services.orders.expireUnpaid(systemActor), [], 'exactly TTL old is not expired yet');
  clock.advance(1);
  const expired = await ctx.services.orders.expireUnpaid(systemActor);
  assert.deepEqual(
    expired.sort((a, b) => a - b),
    sortedIds([stale, declined]),
    'pending orders expire whether a payment failed or none came',
  );

  const detail = async (o: PlacedOrder) => (await admin.get(`/api2/admin/orders/${o.id}`)).json;
  const staleNow = await detail(stale);
  assert.equal(staleNow.status, 'cancelled');
  assert.equal(staleNow.paymentStatus, 'pending');
  const last = staleNow.statusHistory.at(-1);
  assert.deepEqual([last.fromStatus, last.toStatus, last.actor], ['pending', 'cancelled', 'system']);
  assert.match(last.note, /not paid within 60 minutes/i);
  assert.equal((await detail(declined)).paymentStatus, 'failed');
  assert.equal((await detail(paid)).status, 'paid');
  assert.equal((await detail(fresh)).status, 'pending');
  assert.deepEqual(
    await platformStock(platform, p.id),
    { total: 10, reserved: 3, available: 7 },
    'the expired reservations are back on sale',
  );

  // The events are those of a manual cancel: compare with one.
  assert.equal((await admin.post(`/api2/admin/orders/${fresh.id}/cancel`, { reason: 'customer called' })).status, 200);
  const cancelled = await events(ctx.services, 'order.cancelled');
  assert.equal(cancelled.length, 3);
  const byOrder = new Map(cancelled.map((e) => [e.payload.data.orderId, e.payload]));
  const manual = byOrder.get(fresh.id)!;
  for (const o of [stale, declined]) {
    const swept = byOrder.get(o.id)!;
    assert.equal(swept.event, 'order.cancelled');
    assert.deepEqual(Object.keys(swept.data).sort(), Object.keys(manual.data).sort());
    assert.equal(swept.data.orderNumber, o.orderNumber);
    assert.equal(swept.data.reason, last.note);
  }

  assert.deepEqual(await ctx.services.orders.expireUnpaid(systemActor), [], 'a second sweep finds nothing');
  assert.equal((await events(ctx.services, 'order.cancelled')).length, 3);
  const late = await paymentCallback(shopper, paymentBody(stale));
  assert.equal(late.status, 409, 'a payment after expiry is refused, to be refunded');
  assert.equal((await detail(stale)).status, 'cancelled');
});

test('two instances sweeping one database at once cancel each expired order exactly once', async (t) => {
  const clock = manualClock();
  const first = await buildTestApp(t, { env: TTL_ENV, clock });
  const second = await buildTestApp(t, { env: TTL_ENV, clock, shareDatabaseWith: first });
  const p = await insertProduct(first.services, { stock: 100 });
  const orders: PlacedOrder[] = [];
  for (let i = 0; i < 8; i++) orders.push(await placeOrder(new Client(first.app), p, { quantity: 2 }));
  clock.advance(61 * MINUTE);

  const sweepers = [first, second, first, second].map((ctx) => () => ctx.services.orders.expireUnpaid(systemActor));
  // On SQLite the two connections take turns at the write lock, waiting for it with timers (db/sqlite-driver.ts).
  const sweeps = await Promise.all(sweepers.map((sweep) => sweep()));
  assert.deepEqual(
    sweeps.flat().sort((a, b) => a - b),
    sortedIds(orders),
    'every order cancelled by exactly one sweep',
  );

  const admin = await adminSession(first.app);
  for (const o of orders) {
    const d = (await admin.get(`/api2/admin/orders/${o.id}`)).json;
    assert.equal(d.status, 'cancelled');
    assert.equal(
      d.statusHistory.filter((h: { toStatus: string }) => h.toStatus === 'cancelled').length,
      1,
      `one cancel row for ${o.id}`,
    );
  }
  assert.equal((await events(first.services, 'order.cancelled')).length, orders.length);
  assert.deepEqual(
    await platformStock(await platformClient(second.app), p.id),
    { total: 100, reserved: 0, available: 100 },
    'released once, not twice',
  );
});

test('the background loop sweeps on its own and stops when aborted', async (t) => {
  const clock = manualClock();
  const ctx = await buildTestApp(t, { env: TTL_ENV, clock });
  const o = await placeOrder(new Client(ctx.app), await insertProduct(ctx.services));
  clock.advance(2 * 60 * MINUTE);
  const stop = new AbortController();
  const logged: object[] = [];
  const running = runExpiryLoop(
    ctx.services.orders,
    { info: (obj) => logged.push(obj), error: () => {} },
    stop.signal,
    10,
  );
  const admin = await adminSession(ctx.app);
  for (let i = 0; i < 200 && (await admin.get(`/api2/admin/orders/${o.id}`)).json.status !== 'cancelled'; i++)
    await new Promise((r) => setTimeout(r, 10));
  stop.abort();
  await running;
  assert.equal((await admin.get(`/api2/admin/orders/${o.id}`)).json.status, 'cancelled');
  assert.deepEqual(logged, [{ orderIds: [o.id] }]);
});

test('PENDING_ORDER_TTL_MINUTES: default 24 h, 0 never expires, invalid values stop the start', async (t) => {
  assert.equal(loadConfig({}).pendingOrderTtlMinutes, 1440);
  for (const bad of ['abc', '-5', '1.5', '999999999']) {
    assert.throws(
      () => loadConfig({ PENDING_ORDER_TTL_MINUTES: bad }),
      (e: unknown) => e instanceof ConfigError && /PENDING_ORDER_TTL_MINUTES/.test(e.message),
      bad,
    );
  }

  const clock = manualClock();
  const ctx = await buildTestApp(t, { env: { ...ORDER_ENV, PENDING_ORDER_TTL_MINUTES: '0' }, clock });
  const o = await placeOrder(new Client(ctx.app), await insertProduct(ctx.services));
  clock.advance(365 * 24 * 60 * MINUTE);
  assert.deepEqual(await ctx.services.orders.expireUnpaid(systemActor), []);
  assert.equal((await (await adminSession(ctx.app)).get(`/api2/admin/orders/${o.id}`)).json.status, 'pending');
});
