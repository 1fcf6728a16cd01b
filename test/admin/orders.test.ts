import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { Client, adminSession, adminWithRole } from '../helpers/client.js';
import {
  ORDER_ENV,
  events,
  guestBody,
  insertProduct,
  mailAttachments,
  paymentBody,
  paymentCallback,
  placeOrder,
  stockOf,
  type PlacedOrder,
  type TestProduct,
} from '../helpers/orders.js';
import { mailsTo } from '../helpers/mail.js';
import { pdfTextRuns } from '../helpers/pdf.js';
import { parseCsv } from '../helpers/csv.js';
import { orderBatches, ORDER_SORT_KEYS } from '../../src/modules/orders/order-list.repository.js';
import { ORDERS_CSV } from '../../src/modules/orders/orders-csv.js';

const ids = (body: { orders: { id: number }[] }) => body.orders.map((o) => o.id);
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

/** A clock tests move by hand, so createdAt values are known. */
function manualClock(start: string) {
  let now = new Date(start);
  return { now: () => new Date(now), set: (iso: string) => void (now = new Date(iso)) };
}

const CHAIN: Record<string, string[]> = {
  pending: [],
  paid: ['paid'],
  processing: ['paid', 'processing'],
  shipped: ['paid', 'processing', 'shipped'],
  delivered: ['paid', 'processing', 'shipped', 'delivered'],
  cancelled: ['cancelled'],
  refunded: ['paid', 'refunded'],
};

async function orderIn(ctx: TestApp, admin: Client, product: TestProduct, state: string): Promise<PlacedOrder> {
  const o = await placeOrder(new Client(ctx.app), product);
  for (const s of CHAIN[state]!)
    assert.equal((await admin.patch(`/api2/admin/orders/${o.id}`, { status: s })).status, 200, `${state} via ${s}`);
  return o;
}

test('list: envelope, defaults, limit cap, sortBy allow-list and every sort key in both directions', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(ctx.app);
  const cheap = await insertProduct(ctx.services, { price: 3 });
  const created: PlacedOrder[] = [];
  for (const [q, last] of [
    [2, 'Bauer'],
    [1, 'Zander'],
    [3, 'Adams'],
  ] as const)
    created.push(
      await placeOrder(new Client(ctx.app), cheap, { quantity: q, extra: { lastName: last, firstName: 'Kim' } }),
    );
  const body = (await admin.get('/api2/admin/orders')).json;
  assert.deepEqual(Object.keys(body).sort(), ['limit', 'orders', 'page', 'total', 'totalEstimated', 'totalPages']);
  assert.deepEqual([body.page, body.limit, body.total, body.totalPages], [1, 50, 3, 1]);
  assert.deepEqual(ids(body), created.map((o) => o.id).reverse(), 'newest first');
  assert.deepEqual(
    Object.keys(body.orders[0]).sort(),
    [
      'createdAt',
      'currency',
      'customerEmail',
      'customerName',
      'id',
      'orderNumber',
      'orderSource',
      'paymentMethod',
      'paymentStatus',
      'status',
      'tags',
      'totalAmount',
    ].sort(),
  );

  const limited = (await admin.get('/api2/admin/orders', { query: { limit: 2, page: 2 } })).json;
  assert.deepEqual([limited.orders.length, limited.totalPages, limited.page], [1, 2, 2]);
  assert.equal((await admin.get('/api2/admin/orders', { query: { limit: 500 } })).status, 400);
  assert.equal((await admin.get('/api2/admin/orders', { query: { limit: 200 } })).json.limit, 200);
  const bad = await admin.get('/api2/admin/orders', { query: { sortBy: 'customerEmail; drop table orders' } });
  assert.equal(bad.status, 400);
  assert.equal(bad.json.code, 'VALIDATION_ERROR');
  assert.equal((await admin.get('/api2/admin/orders', { query: { sortOrder: 'sideways' } })).status, 400);

  const by = async (sortBy: string, sortOrder: string) =>
    (await admin.get('/api2/admin/orders', { query: { sortBy, sortOrder } })).json.orders;
  assert.deepEqual(
    (await by('totalAmount', 'asc')).map((o: { totalAmount: number }) => o.totalAmount),
    [3, 6, 9],
  );
  assert.deepEqual(
    (await by('totalAmount', 'desc')).map((o: { totalAmount: number }) => o.totalAmount),
    [9, 6, 3],
  );
  assert.deepEqual(
    (await by('customerName', 'asc')).map((o: { customerName: string }) => o.customerName),
    ['Kim Adams', 'Kim Bauer', 'Kim Zander'],
  );
  assert.deepEqual(
    (await by('orderNumber', 'desc')).map((o: { id: number }) => o.id),
    created.map((o) => o.id).reverse(),
  );
  assert.deepEqual(
    (await by('createdAt', 'asc')).map((o: { id: number }) => o.id),
    created.map((o) => o.id),
  );
  await admin.patch(`/api2/admin/orders/${created[1]!.id}`, { status: 'paid' });
  assert.deepEqual(
    (await by('status', 'asc')).map((o: { status: string }) => o.status),
    ['paid', 'pending', 'pending'],
  );
});

test('list filters: status, payment method, source, dates, amounts, search, tags — each alone and combined', async (t) => {
  const clock = manualClock('2026-03-01T10:00:00.000Z');
  const ctx = await buildTestApp(t, { env: ORDER_ENV, clock });
  const p = await insertProduct(ctx.services, { price: 10 });
  const a = await placeOrder(new Client(ctx.app), p, {
    quantity: 1,
    extra: { firstName: 'Anna', lastName: 'Schmidt', email: 'anna@example.com' },
  });
  clock.set('2026-03-02T23:59:59.000Z');
  const b = await placeOrder(new Client(ctx.app), p, {
    quantity: 3,
    extra: { firstName: 'Bernd', lastName: 'Meyer', paymentMethod: 'paypal', orderSource: 'pos' },
  });
  clock.set('2026-03-03T00:00:00.000Z');
  const c = await placeOrder(new Client(ctx.app), p, {
    quantity: 5,
    extra: { firstName: 'Carla', lastName: 'Schmidt-Meyer' },
  });
  const admin = await adminSession(ctx.app);
  await admin.patch(`/api2/admin/orders/${b.id}`, { status: 'paid' });
  const list = async (query: Record<string, string | number>) => {
    const r = await admin.get('/api2/admin/orders', { query });
    assert.equal(r.status, 200, r.body);
    return sorted(ids(r.json));
  };
  assert.deepEqual(await list({ status: 'paid' }), [b.id]);
  assert.deepEqual(await list({ status: 'pending' }), [a.id, c.id]);
  assert.deepEqual(await list({ paymentMethod: 'paypal' }), [b.id]);
  assert.deepEqual(await list({ orderSource: 'pos' }), [b.id]);
  assert.deepEqual(await list({ orderSource: 'web' }), [a.id, c.id]);
  assert.deepEqual(await list({ dateFrom: '2026-03-02' }), [b.id, c.id]);
  assert.deepEqual(await list({ dateTo: '2026-03-02' }), [a.id, b.id], 'a bare dateTo includes its whole day');
  assert.deepEqual(await list({ dateFrom: '2026-03-01T10:00:00.000Z', dateTo: '2026-03-02T23:59:58Z' }), [a.id]);
  assert.deepEqual(
    await list({ dateFrom: '2026-03-03T01:00:00+02:00' }),
    [b.id, c.id],
    'offsets are honoured (23:00 UTC)',
  );
  assert.equal((await admin.get('/api2/admin/orders', { query: { dateFrom: 'last week' } })).status, 400);
  assert.deepEqual(await list({ minAmount: 30 }), [b.id, c.id]);
  assert.deepEqual(await list({ maxAmount: 30 }), [a.id, b.id]);
  assert.deepEqual(await list({ minAmount: 10.01, maxAmount: 49.99 }), [b.id]);
  assert.deepEqual(await list({ search: String(b.orderNumber) }), [b.id]);
  assert.deepEqual(await list({ search: 'schmidt' }), [a.id, c.id], 'case-insensitive last name');
  assert.deepEqual(await list({ search: 'Anna Schmidt' }), [a.id], 'every word must match');
  assert.deepEqual(await list({ search: 'ANNA@EXAMPLE' }), [a.id]);
  assert.deepEqual(await list({ search: '%' }), [], 'wildcards are literal');
  assert.deepEqual(await list({ search: "' OR '1'='1" }), []);
  assert.deepEqual(await list({ search: 'Meyer', status: 'pending' }), [c.id]);

  const vip = (await admin.post('/api2/admin/order-tags', { name: 'vip' })).json;
  const gift = (await admin.post('/api2/admin/order-tags', { name: 'gift' })).json;
  assert.equal((await admin.post('/api2/admin/order-tags', { name: 'vip' })).status, 409);
  assert.deepEqual((await admin.put(`/api2/admin/orders/${a.id}/tags`, { tagIds: [vip.id] })).json.tags, [
    { id: vip.id, name: 'vip' },
  ]);
  await admin.put(`/api2/admin/orders/${c.id}/tags`, { tagIds: [gift.id, vip.id] });
  assert.equal((await admin.put(`/api2/admin/orders/${b.id}/tags`, { tagIds: [999] })).status, 400);
  assert.deepEqual(await list({ tagId: vip.id }), [a.id, c.id]);
  assert.deepEqual(await list({ tagId: gift.id }), [c.id]);
  const both = await admin.get(`/api2/admin/orders?tagId=${gift.id}&tagId=${vip.id}&search=Anna`);
  assert.deepEqual(ids(both.json), [a.id], 'repeatable tagId means any of them');
  assert.deepEqual(
    (await admin.get(`/api2/admin/orders/${c.id}`)).json.tags.map((x: { name: string }) => x.name),
    ['gift', 'vip'],
  );
});

test('concurrent PUT /orders/:id/tags on one order all succeed; the order ends with one of the sets sent', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(ctx.app);
  const o = await placeOrder(new Client(ctx.app), await insertProduct(ctx.services));
  const tags = [];
  for (const name of ['red', 'green', 'blue'])
    tags.push((await admin.post('/api2/admin/order-tags', { name })).json.id as number);
  const sets = [[tags[0]!, tags[1]!], [tags[1]!, tags[2]!], tags, [tags[0]!], [tags[2]!, tags[0]!]];
  const results = await Promise.all(
    [...sets, ...sets].map((tagIds) => admin.put(`/api2/admin/orders/${o.id}/tags`, { tagIds })),
  );
  assert.deepEqual(
    results.map((r) => r.status),
    results.map(() => 200),
    results.map((r) => r.body).join('\n'),
  );
  const final = (await admin.get(`/api2/admin/orders/${o.id}`)).json.tags.map((x: { id: number }) => x.id).sort();
  assert.ok(
    sets.some((set) => JSON.stringify([...set].sort()) === JSON.stringify(final)),
    `final tags ${final}`,
  );
  assert.equal((await admin.put('/api2/admin/orders/424242/tags', { tagIds: [tags[0]] })).status, 404);
});

test('detail: spec fields, items, totals, history; odd ids 400, unknown 404', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(ctx.app);
  const p = await insertProduct(ctx.services, { price: 7.25 });
  const o = await placeOrder(new Client(ctx.app), p, { quantity: 2, extra: { note: 'ring twice' } });
  const d = (await admin.get(`/api2/admin/orders/${o.id}`)).json;
  assert.equal(d.paymentStatus, 'pending');
  assert.equal(d.subtotal, 14.5);
  assert.equal(d.shippingCost, 0);
  assert.equal(d.totalAmount, 14.5);
  assert.equal(d.tax, 2.32);
  assert.equal(d.invoice, null);
  assert.equal(d.note, 'ring twice');
  assert.deepEqual(d.items, [
    {
      id: d.items[0].id,
      productId: p.id,
      productName: p.name,
      sku: p.sku,
      quantity: 2,
      unitPrice: 7.25,
      totalPrice: 14.5,
      taxRate: 19,
      net: 12.18,
      tax: 2.32,
      gross: 14.5,
    },
  ]);
  assert.deepEqual(
    d.statusHistory.map((h: { fromStatus: string | null; toStatus: string }) => [h.fromStatus, h.toStatus]),
    [[null, 'pending']],
  );
  assert.ok(Date.parse(d.updatedAt) >= Date.parse(d.createdAt));
  for (const id of ['abc', '-1', '1.5', '99999999999']) {
    const r = await admin.get(`/api2/admin/orders/${id}`);
    assert.equal(r.status, 400, id);
    assert.equal(r.json.code, 'VALIDATION_ERROR');
  }
  assert.equal((await admin.get('/api2/admin/orders/424242')).json.code, 'NOT_FOUND');
});

test('every admin status move: allowed ones 200 {id, status, updatedAt}, the rest 400 INVALID_STATUS_TRANSITION', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(ctx.app);
  const p = await insertProduct(ctx.services, { stock: 10000 });
  const statuses = Object.keys(CHAIN);
  const allowed: Record<string, string[]> = {
    pending: ['paid', 'cancelled'],
    paid: ['processing', 'cancelled', 'refunded'],
    processing: ['shipped', 'cancelled', 'refunded'],
    shipped: ['delivered', 'refunded'],
    delivered: ['refunded'],
    cancelled: [],
    refunded: [],
  };
  for (const from of statuses) {
    const refusedOn = await orderIn(ctx, admin, p, from);
    for (const to of statuses) {
      if (to === from) continue;
      if (allowed[from]!.includes(to)) {
        const o = await orderIn(ctx, admin, p, from);
        const r = await admin.patch(`/api2/admin/orders/${o.id}`, { status: to });
        assert.equal(r.status, 200, `${from} → ${to}: ${r.body}`);
        assert.deepEqual(Object.keys(r.json).sort(), ['id', 'status', 'updatedAt']);
        assert.equal(r.json.status, to);
      } else {
        const r = await admin.patch(`/api2/admin/orders/${refusedOn.id}`, { status: to });
        assert.equal(r.status, 400, `${from} → ${to}`);
        assert.equal(r.json.code, 'INVALID_STATUS_TRANSITION');
        assert.deepEqual(r.json.allowedTransitions, allowed[from], `${from} → ${to}`);
      }
    }
    const unknown = await admin.patch(`/api2/admin/orders/${refusedOn.id}`, { status: 'completed' });
    assert.equal(unknown.status, 400);
    assert.deepEqual(unknown.json.allowedTransitions, allowed[from]);
    assert.equal(
      (await admin.get(`/api2/admin/orders/${refusedOn.id}`)).json.status,
      from,
      'refused moves change nothing',
    );
  }
});

test('moves: events per move, tracking on the same status emits nothing, ship consumes stock, cancel and refund release it', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(ctx.app);
  const p = await insertProduct(ctx.services, { stock: 10 });
  const o = await placeOrder(new Client(ctx.app), p, { quantity: 3 });
  for (const s of ['paid', 'processing']) await admin.patch(`/api2/admin/orders/${o.id}`, { status: s });
  assert.deepEqual(await stockOf(ctx.services, p.id), [{ warehouseId: 1, quantity: 10, reserved: 3 }]);
  const before = (await events(ctx.services)).length;
  const tracking = { trackingNumber: 'TRK-1', trackingUrl: 'https://track.example.com/TRK-1' };
  assert.equal((await admin.patch(`/api2/admin/orders/${o.id}`, { status: 'processing', ...tracking })).status, 200);
  assert.equal((await events(ctx.services)).length, before, 'same status: no event');
  assert.equal(
    (await admin.patch(`/api2/admin/orders/${o.id}`, { status: 'processing', trackingUrl: 'javascript:alert(1)' }))
      .status,
    400,
  );
  assert.equal((await admin.patch(`/api2/admin/orders/${o.id}`, { status: 'shipped' })).status, 200);
  assert.deepEqual(
    await stockOf(ctx.services, p.id),
    [{ warehouseId: 1, quantity: 7, reserved: 0 }],
    'shipping takes the goods off the shelf',
  );
  const adj = await ctx.services.db.selectFrom('stockAdjustments').selectAll().where('productId', '=', p.id).execute();
  assert.deepEqual(
    adj.map((a) => [a.quantityChange, a.quantityBefore, a.quantityAfter, a.reason]),
    [[-3, 10, 7, `order ${o.orderNumber} shipped`]],
  );
  const shipped = await events(ctx.services, 'order.shipped');
  assert.equal(shipped.length, 1);
  assert.equal(shipped[0]!.payload.data.trackingNumber, 'TRK-1');
  const d = (await admin.get(`/api2/admin/orders/${o.id}`)).json;
  assert.equal(d.trackingUrl, tracking.trackingUrl);
  assert.deepEqual(
    d.statusHistory.map((h: { toStatus: string }) => h.toStatus),
    ['pending', 'paid', 'processing', 'shipped'],
  );
  assert.match(d.statusHistory[1].actor, /^admin:\d+$/);

  const c = await placeOrder(new Client(ctx.app), p, { quantity: 2 });
  await admin.patch(`/api2/admin/orders/${c.id}`, { status: 'paid' });
  const cancel = await admin.post(`/api2/admin/orders/${c.id}/cancel`, { reason: 'out of business' });
  assert.equal(cancel.status, 200);
  assert.equal(cancel.json.status, 'cancelled');
  assert.deepEqual(await stockOf(ctx.services, p.id), [{ warehouseId: 1, quantity: 7, reserved: 0 }]);
  const cancelled = await events(ctx.services, 'order.cancelled');
  assert.equal(cancelled[0]!.payload.data.reason, 'out of business');
  assert.equal((await admin.get(`/api2/admin/orders/${c.id}`)).json.statusHistory.at(-1).note, 'out of business');
  assert.equal(
    (await admin.post(`/api2/admin/orders/${o.id}/cancel`, { reason: 'too late' })).json.code,
    'INVALID_STATUS_TRANSITION',
    'shipped orders cannot be cancelled',
  );
  assert.equal((await admin.post(`/api2/admin/orders/${c.id}/cancel`, {})).status, 400, 'reason required');

  const r = await placeOrder(new Client(ctx.app), p, { quantity: 4 });
  await paymentCallback(new Client(ctx.app), paymentBody(r));
  await admin.patch(`/api2/admin/orders/${r.id}`, { status: 'refunded' });
  assert.deepEqual(
    await stockOf(ctx.services, p.id),
    [{ warehouseId: 1, quantity: 7, reserved: 0 }],
    'a refund before shipping releases',
  );
  const refunded = (await admin.get(`/api2/admin/orders/${r.id}`)).json;
  assert.equal(refunded.paymentStatus, 'refunded');
  assert.equal((await events(ctx.services, 'order.refunded')).length, 1);
  assert.equal((await events(ctx.services, 'order.paid')).length, 3);
  assert.equal((await events(ctx.services, 'payment.completed')).length, 3);
});

test('permissions: support reads but cannot change, editor cannot read; mutations need the CSRF token', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const o = await placeOrder(new Client(ctx.app), await insertProduct(ctx.services));
  const support = await adminWithRole(ctx.app, 'support');
  assert.equal((await support.get('/api2/admin/orders')).status, 200);
  assert.equal((await support.get(`/api2/admin/orders/${o.id}`)).status, 200);
  assert.equal((await support.get('/api2/admin/orders/export')).status, 200);
  for (const r of [
    await support.patch(`/api2/admin/orders/${o.id}`, { status: 'paid' }),
    await support.post(`/api2/admin/orders/${o.id}/cancel`, { reason: 'x' }),
    await support.post('/api2/admin/returns', { orderId: o.id, reason: 'x', items: [{ orderItemId: 1, quantity: 1 }] }),
  ])
    assert.equal(r.json.code, 'FORBIDDEN');
  const editor = await adminWithRole(ctx.app, 'editor');
  assert.equal((await editor.get('/api2/admin/orders')).status, 403);
  const manager = await adminWithRole(ctx.app, 'manager');
  assert.equal(
    (await manager.patch(`/api2/admin/orders/${o.id}`, { status: 'paid' }, { csrf: false })).json.code,
    'CSRF_INVALID',
  );
  assert.equal((await manager.patch(`/api2/admin/orders/${o.id}`, { status: 'paid' })).status, 200);
  assert.equal((await new Client(ctx.app).get('/api2/admin/orders')).status, 401);
});

test('CSV export: text/csv, header, one row per matching order, formulas neutralised', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(ctx.app);
  const p = await insertProduct(ctx.services, { price: 4 });
  const evil = await placeOrder(new Client(ctx.app), p, {
    extra: {
      firstName: '=HYPERLINK("http://evil.example/x","click")',
      lastName: '+Sum',
      email: 'csv@example.com',
      shippingAddress: { street: '@A1', city: '-Berlin', postalCode: '10115', country: 'DE' },
    },
  });
  const plain = await placeOrder(new Client(ctx.app), p, {
    quantity: 2,
    extra: { email: 'csv@example.com', lastName: 'Plain, "quoted"' },
  });
  await placeOrder(new Client(ctx.app), p, { extra: { email: 'other@example.com' } });
  const r = await admin.get('/api2/admin/orders/export', {
    query: { search: 'csv@example.com', sortBy: 'createdAt', sortOrder: 'asc' },
  });
  assert.equal(r.status, 200);
  assert.match(String(r.headers['content-type']), /^text\/csv/);
  assert.match(String(r.headers['content-disposition']), /attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/);
  const rows = parseCsv(r.body);
  assert.equal(rows.length, 3);
  const header = rows[0]!;
  assert.ok(header.includes('orderNumber') && header.includes('customerEmail') && header.includes('totalAmount'));
  const col = (row: string[], name: string) => row[header.indexOf(name)];
  assert.deepEqual(
    rows.slice(1).map((row) => Number(col(row, 'orderNumber'))),
    [evil.orderNumber, plain.orderNumber],
  );
  assert.equal(col(rows[1]!, 'customerName'), `'=HYPERLINK("http://evil.example/x","click") +Sum`);
  assert.equal(col(rows[1]!, 'shippingStreet'), "'@A1");
  assert.equal(col(rows[1]!, 'shippingCity'), "'-Berlin");
  assert.equal(col(rows[2]!, 'customerName'), 'Gina Plain, "quoted"');
  assert.equal(col(rows[2]!, 'totalAmount'), '8.00');
  assert.equal(col(rows[2]!, 'itemCount'), '2');
  assert.ok(rows.flat().every((cell) => !/^[=+\-@]/.test(cell)));
  const none = await admin.get('/api2/admin/orders/export', { query: { search: 'nobody' } });
  assert.equal(parseCsv(none.body).length, 1, 'only the header');
  assert.equal((await admin.get('/api2/admin/orders/export', { query: { sortBy: 'email' } })).status, 400);
});

test('export reads in keyset batches: every sort key and direction yields each matching order exactly once', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const p = await insertProduct(ctx.services, { price: 1 });
  const names = ['Ada', 'Bob', 'Ada', 'Cy', 'Bob', 'Dan', 'Ada'];
  const made: PlacedOrder[] = [];
  for (const [i, first] of names.entries())
    made.push(
      await placeOrder(new Client(ctx.app), p, {
        quantity: (i % 3) + 1,
        extra: { firstName: first, lastName: 'Same' },
      }),
    );
  await adminSession(ctx.app).then((a) => a.patch(`/api2/admin/orders/${made[2]!.id}`, { status: 'paid' }));
  for (const by of ORDER_SORT_KEYS) {
    for (const order of ['asc', 'desc'] as const) {
      const seen: number[] = [];
      for await (const batch of orderBatches(
        ctx.services.db,
        ctx.services.dialect,
        { search: 'Same' },
        { by, order },
        2,
        ORDERS_CSV,
      )) {
        seen.push(
          ...Buffer.from(batch.bytes)
            .toString('utf8')
            .trimEnd()
            .split('\n')
            .map((line) => Number(line.split(',')[0])),
        );
      }
      assert.deepEqual(sorted(seen), sorted(made.map((o) => o.orderNumber)), `${by} ${order}`);
    }
  }
});

test('invoice PDF after payment; send-email mails the customer; recent?limit', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(ctx.app);
  const p = await insertProduct(ctx.services);
  const o = await placeOrder(new Client(ctx.app), p, { extra: { email: 'mail.me@example.com' } });
  const early = await admin.post(`/api2/admin/orders/${o.id}/send-email`, { type: 'invoice' });
  assert.equal(early.status, 400, 'no invoice before payment');
  await paymentCallback(new Client(ctx.app), paymentBody(o));
  const d = (await admin.get(`/api2/admin/orders/${o.id}`)).json;
  const pdf = await admin.get(d.invoice.pdfUrl);
  assert.equal(pdf.status, 200);
  assert.match(String(pdf.headers['content-type']), /^application\/pdf/);
  assert.equal(pdf.data.subarray(0, 4).toString('latin1'), '%PDF');
  assert.equal((await admin.get('/api2/admin/invoices/999/pdf')).status, 404);

  const mailDir = path.join(ctx.dataDir, 'mail');
  await new Promise((r) => setTimeout(r, 100));
  const count = () => (fs.existsSync(mailDir) ? fs.readdirSync(mailDir).length : 0);
  const before = count();
  for (const type of ['order_confirmation', 'shipping_confirmation', 'invoice']) {
    const r = await admin.post(`/api2/admin/orders/${o.id}/send-email`, { type });
    assert.deepEqual(r.json, { sent: true, type });
  }
  assert.equal(count(), before + 3);
  const invoiceMail = fs
    .readdirSync(mailDir)
    .map((f) => fs.readFileSync(path.join(mailDir, f), 'latin1'))
    .find((m) => m.includes(d.invoice.invoiceNumber));
  assert.ok(invoiceMail?.includes('mail.me@example.com'));
  const [attachment, ...more] = mailAttachments(invoiceMail!);
  assert.equal(more.length, 0);
  assert.equal(attachment?.contentType, 'application/pdf');
  assert.equal(attachment?.filename, `${d.invoice.invoiceNumber}.pdf`);
  assert.equal(
    attachment?.content.subarray(0, 4).toString('latin1'),
    '%PDF',
    'the invoice mail carries the invoice PDF',
  );
  const confirmation = mailsTo(ctx.dataDir, 'mail.me@example.com').find((m) => /received/.test(m.subject))!;
  assert.deepEqual(
    mailAttachments(fs.readFileSync(confirmation.file, 'latin1')),
    [],
    'other order mails have no attachment',
  );
  assert.equal((await admin.post(`/api2/admin/orders/${o.id}/send-email`, { type: 'newsletter' })).status, 400);

  const newer = await placeOrder(new Client(ctx.app), p);
  const recent = (await admin.get('/api2/admin/orders/recent', { query: { limit: 1 } })).json.orders;
  assert.deepEqual(
    recent.map((x: { id: number }) => x.id),
    [newer.id],
  );
  assert.equal((await admin.get('/api2/admin/orders/recent')).json.orders.length, 2);
  assert.equal((await admin.get('/api2/admin/orders/recent', { query: { limit: 0 } })).status, 400);
});

test('invoice PDF: an item name that wraps pushes the next row down instead of printing over it', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(ctx.app);
  const long = await insertProduct(ctx.services);
  const next = await insertProduct(ctx.services);
  const longName = 'Copperfield Signature Recycled Polyester Phone Case with a Strap for Long Walks';
  await ctx.services.db.updateTable('products').set({ name: longName }).where('id', '=', long.id).execute();
  const r = await new Client(ctx.app).post(
    '/api2/store/orders',
    guestBody([
      { productId: long.id, quantity: 1 },
      { productId: next.id, quantity: 2 },
    ]),
  );
  assert.equal(r.status, 201, r.body);
  await paymentCallback(new Client(ctx.app), paymentBody(r.json.order));
  const d = (await admin.get(`/api2/admin/orders/${r.json.order.id}`)).json;
  const runs = pdfTextRuns((await admin.get(d.invoice.pdfUrl)).data);
  const first = runs.findIndex((run) => run.text.startsWith('Copperfield'));
  const nextRow = runs.find((run) => run.text.startsWith(next.name));
  assert.ok(first >= 0 && nextRow, runs.map((run) => run.text).join(' | '));
  const wrapped = runs[first + 1]!;
  assert.equal(wrapped.x, runs[first]!.x, 'the name goes on in the item column on a line of its own');
  assert.ok(wrapped.y < runs[first]!.y);
  // y counts up from the page's foot: the next item starts at least a line (10 pt type) below the name's last line.
  const nameBottom = Math.min(
    ...runs.filter((run) => run !== nextRow && run.x === nextRow.x && run.y >= nextRow.y).map((run) => run.y),
  );
  assert.ok(nameBottom - nextRow.y >= 10, `next row at ${nextRow.y}, the name's last line at ${nameBottom}`);
});

test('invoice PDF: 45 lines go on over the next page, each line once, not a page per cell', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(ctx.app);
  const products: TestProduct[] = [];
  for (let i = 0; i < 45; i++) products.push(await insertProduct(ctx.services));
  const r = await new Client(ctx.app).post(
    '/api2/store/orders',
    guestBody(products.map((p) => ({ productId: p.id, quantity: 1 }))),
  );
  assert.equal(r.status, 201, r.body);
  await paymentCallback(new Client(ctx.app), paymentBody(r.json.order));
  const d = (await admin.get(`/api2/admin/orders/${r.json.order.id}`)).json;
  const pdf: Buffer = (await admin.get(d.invoice.pdfUrl)).data;
  assert.equal(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length, 2, 'two A4 pages');
  const texts = pdfTextRuns(pdf).map((run) => run.text);
  for (const p of products)
    assert.equal(texts.filter((text) => text.startsWith(`${p.name} (`)).length, 1, `${p.name} once`);
  assert.equal(texts.filter((text) => text === 'Total').length, 2, "the column's heading and the total's row");
});

/** A real SMTP server on a loopback port that keeps every raw message, or refuses every message when `refuse` is set. */
async function smtpSink(t: TestContext, refuse = false) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refuse) return callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
        received.push(Buffer.concat(chunks).toString('latin1'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { received, url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}` };
}

/** A paid order (so it has an invoice) and what its detail looked like before any mail was tried. */
async function paidOrder(ctx: TestApp, admin: Client) {
  const o = await placeOrder(new Client(ctx.app), await insertProduct(ctx.services), {
    extra: { email: 'smtp.me@example.com' },
  });
  assert.equal((await paymentCallback(new Client(ctx.app), paymentBody(o))).status, 200);
  return { o, before: (await admin.get(`/api2/admin/orders/${o.id}`)).json };
}

test('send-email over SMTP: the invoice arrives with its PDF; an unreachable or refusing server is 502 MAIL_DELIVERY_FAILED and changes nothing', async (t) => {
  const sink = await smtpSink(t);
  const ok = await buildTestApp(t, { env: { ...ORDER_ENV, SMTP_URL: sink.url } });
  const okAdmin = await adminSession(ok.app);
  const { o, before } = await paidOrder(ok, okAdmin);
  assert.deepEqual((await okAdmin.post(`/api2/admin/orders/${o.id}/send-email`, { type: 'invoice' })).json, {
    sent: true,
    type: 'invoice',
  });
  const invoices = sink.received.filter((m) => m.includes(before.invoice.invoiceNumber));
  assert.equal(invoices.length, 1, 'answered after the server accepted the mail');
  const [pdf] = mailAttachments(invoices[0]!);
  assert.equal(pdf?.filename, `${before.invoice.invoiceNumber}.pdf`);
  assert.equal(pdf?.content.subarray(0, 4).toString('latin1'), '%PDF');

  const refusing = await smtpSink(t, true);
  for (const url of ['smtp://127.0.0.1:1', refusing.url]) {
    const ctx = await buildTestApp(t, { env: { ...ORDER_ENV, SMTP_URL: url } });
    const admin = await adminSession(ctx.app);
    const paid = await paidOrder(ctx, admin);
    for (const type of ['invoice', 'order_confirmation']) {
      const r = await admin.post(`/api2/admin/orders/${paid.o.id}/send-email`, { type });
      assert.equal(r.status, 502, `${url} ${type}: ${r.body}`);
      assert.deepEqual(Object.keys(r.json).sort(), ['code', 'error', 'requestId']);
      assert.equal(r.json.code, 'MAIL_DELIVERY_FAILED');
      assert.doesNotMatch(r.json.error, /127\.0\.0\.1|ECONNREFUSED|550/, 'no server details');
    }
    assert.deepEqual((await admin.get(`/api2/admin/orders/${paid.o.id}`)).json, paid.before, 'the order is as it was');
  }
  assert.equal(refusing.received.length, 0);
});

test('send-email without SMTP: a mail file that cannot be written is 502 MAIL_DELIVERY_FAILED and leaves nothing behind', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  // A file where the mail directory should be: even root cannot write mails into it.
  fs.writeFileSync(path.join(ctx.dataDir, 'mail'), 'not a directory');
  const admin = await adminSession(ctx.app);
  const { o, before } = await paidOrder(ctx, admin);
  const entries = fs.readdirSync(ctx.dataDir).sort();
  const r = await admin.post(`/api2/admin/orders/${o.id}/send-email`, { type: 'invoice' });
  assert.equal(r.status, 502, r.body);
  assert.deepEqual(r.json, { error: r.json.error, code: 'MAIL_DELIVERY_FAILED', requestId: r.headers['x-request-id'] });
  assert.deepEqual(fs.readdirSync(ctx.dataDir).sort(), entries, 'no mail and no temporary file');
  assert.deepEqual((await admin.get(`/api2/admin/orders/${o.id}`)).json, before);
});
