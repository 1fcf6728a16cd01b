import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { Client, platformClient } from '../helpers/client.js';
import { ORDER_ENV, events, insertProduct, placeOrder } from '../helpers/orders.js';

function manualClock(start: string) {
  let now = new Date(start);
  return { now: () => new Date(now), set: (iso: string) => void (now = new Date(iso)) };
}

test('list: envelope, status filter, date_from/date_to with date_to covering its whole day', async (t) => {
  const clock = manualClock('2026-05-10T00:00:00.000Z');
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV, clock });
  const p = await insertProduct(services);
  const early = await placeOrder(new Client(app), p);
  clock.set('2026-05-10T23:59:59.500Z');
  const late = await placeOrder(new Client(app), p);
  clock.set('2026-05-11T00:00:00.000Z');
  const next = await placeOrder(new Client(app), p);
  const c = await platformClient(app, 'read');
  const list = async (query: Record<string, string | number>) => {
    const r = await c.get('/api2/v1/orders', { query });
    assert.equal(r.status, 200, r.body);
    return r.json;
  };
  const all = await list({});
  assert.deepEqual(all.meta, { page: 1, per_page: 50, total: 3, total_estimated: false, total_pages: 1 });
  assert.deepEqual(
    all.data.map((o: { id: number }) => o.id),
    [next.id, late.id, early.id],
  );
  assert.equal(all.data[0].orderNumber, next.orderNumber);
  const day = await list({ date_from: '2026-05-10', date_to: '2026-05-10' });
  assert.deepEqual(
    day.data.map((o: { id: number }) => o.id),
    [late.id, early.id],
    '23:59:59.5 is still the 10th',
  );
  assert.deepEqual((await list({ date_to: '2026-05-09' })).data, []);
  assert.deepEqual(
    (await list({ date_from: '2026-05-11' })).data.map((o: { id: number }) => o.id),
    [next.id],
  );
  assert.deepEqual(
    (await list({ date_to: '2026-05-10T12:00:00Z' })).data.map((o: { id: number }) => o.id),
    [early.id],
  );
  const paged = await list({ per_page: 2, page: 2 });
  assert.deepEqual(paged.meta, { page: 2, per_page: 2, total: 3, total_estimated: false, total_pages: 2 });
  assert.equal((await list({ per_page: 500 })).meta.per_page, 200, 'capped');
  assert.equal((await list({ status: 'paid' })).meta.total, 0);
  const bad = await c.get('/api2/v1/orders', { query: { date_from: 'soon' } });
  assert.equal(bad.status, 400);
  assert.deepEqual(Object.keys(bad.json), ['error']);
  assert.equal((await c.get('/api2/v1/orders', { query: { status: 'completed' } })).status, 400);
});

test('detail: items, addresses, payment method, tax, status history', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const p = await insertProduct(services, { price: 11.9 });
  const o = await placeOrder(new Client(app), p, {
    extra: { billingAddress: { street: 'Bill 2', city: 'Hamburg', postalCode: '20095', country: 'DE' } },
  });
  const c = await platformClient(app, 'read');
  const d = (await c.get(`/api2/v1/orders/${o.id}`)).json;
  assert.equal(d.id, o.id);
  assert.equal(d.items.length, 1);
  assert.equal(d.shippingAddress.city, 'Berlin');
  assert.equal(d.billingAddress.city, 'Hamburg');
  assert.equal(d.paymentMethod, 'card');
  assert.equal(d.tax, 1.9);
  assert.equal(d.taxRate, 19);
  assert.deepEqual(
    d.statusHistory.map((h: { toStatus: string }) => h.toStatus),
    ['pending'],
  );
  assert.equal((await c.get('/api2/v1/orders/999')).status, 404);
  assert.equal((await c.get('/api2/v1/orders/abc')).status, 400);
});

test('PUT: invalid or unknown status 400 {error, allowedTransitions}; valid moves apply; notes go to the history', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const o = await placeOrder(new Client(app), await insertProduct(services));
  const c = await platformClient(app, 'read_write');
  const bad = await c.put(`/api2/v1/orders/${o.id}`, { status: 'delivered' });
  assert.equal(bad.status, 400);
  assert.deepEqual(Object.keys(bad.json).sort(), ['allowedTransitions', 'error']);
  assert.deepEqual(bad.json.allowedTransitions, ['paid', 'cancelled']);
  const unknown = await c.put(`/api2/v1/orders/${o.id}`, { status: 'completed' });
  assert.equal(unknown.status, 400);
  assert.deepEqual(unknown.json.allowedTransitions, ['paid', 'cancelled']);

  const paid = await c.put(`/api2/v1/orders/${o.id}`, { status: 'paid', note: 'paid by bank transfer' });
  assert.equal(paid.status, 200, paid.body);
  assert.equal(paid.json.status, 'paid');
  assert.equal(paid.json.paymentStatus, 'paid');
  assert.ok(paid.json.invoice, 'an invoice is made on the platform move too');
  const last = paid.json.statusHistory.at(-1);
  assert.deepEqual([last.fromStatus, last.toStatus, last.note], ['pending', 'paid', 'paid by bank transfer']);
  assert.match(last.actor, /^api_key:\d+$/);
  assert.equal((await events(services, 'order.paid')).length, 1);

  const noted = await c.put(`/api2/v1/orders/${o.id}`, { note: 'customer called' });
  assert.equal(noted.json.status, 'paid');
  assert.deepEqual(noted.json.statusHistory.at(-1), {
    ...noted.json.statusHistory.at(-1),
    fromStatus: 'paid',
    toStatus: 'paid',
    note: 'customer called',
  });
  assert.equal((await events(services, 'order.paid')).length, 1, 'a note emits nothing');
  assert.equal((await c.put(`/api2/v1/orders/${o.id}`, {})).status, 400, 'nothing to change');
  assert.equal((await c.put('/api2/v1/orders/999', { status: 'paid' })).status, 404);

  const read = await platformClient(app, 'read');
  const refused = await read.put(`/api2/v1/orders/${o.id}`, { status: 'processing' });
  assert.equal(refused.status, 403);
  assert.match(refused.json.error, /read-only/i);
  assert.equal((await new Client(app).get('/api2/v1/orders')).status, 401);
});
