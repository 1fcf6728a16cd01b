import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession } from '../helpers/client.js';
import { ORDER_ENV, events, insertProduct, paymentBody, paymentCallback, placeOrder } from '../helpers/orders.js';

test('a bad, missing or foreign-secret signature is 401 {error, code} and changes nothing', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const c = new Client(app);
  const o = await placeOrder(c, await insertProduct(services));
  const body = paymentBody(o);
  for (const [what, sig] of [
    ['missing', null],
    ['garbage', 'abc'],
    ['wrong secret', 'a'.repeat(64)],
  ] as const) {
    const r = await paymentCallback(c, body, sig);
    assert.equal(r.status, 401, what);
    assert.equal(r.json.code, 'UNAUTHENTICATED', what);
  }
  const tampered = await paymentCallback(
    c,
    JSON.stringify(body),
    (await import('node:crypto'))
      .createHmac('sha256', 'test-payment-secret')
      .update(JSON.stringify({ ...body, amount: 0 }))
      .digest('hex'),
  );
  assert.equal(tampered.status, 401, 'signature of another body');
  const admin = await adminSession(app);
  const d = (await admin.get(`/api2/admin/orders/${o.id}`)).json;
  assert.equal(d.status, 'pending');
  assert.equal(d.paymentStatus, 'pending');
  assert.equal((await events(services, 'order.paid')).length, 0);
  assert.equal((await paymentCallback(c, '{"orderNumber": ')).status, 400, 'signed but malformed JSON');
  assert.equal((await paymentCallback(c, { ...body, result: 'maybe' })).status, 400, 'signed but invalid body');
});

test('succeeded: paid with invoice, order.paid (exact data) and payment.completed; replays change nothing', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const c = new Client(app);
  const o = await placeOrder(c, await insertProduct(services, { price: 19.99 }), { quantity: 2 });
  const body = paymentBody(o, { transactionId: 'tx_first' });
  const first = await paymentCallback(c, body);
  assert.equal(first.status, 200, first.body);
  assert.deepEqual(first.json, { orderNumber: o.orderNumber, status: 'paid', paymentStatus: 'paid', duplicate: false });

  const admin = await adminSession(app);
  const d = (await admin.get(`/api2/admin/orders/${o.id}`)).json;
  assert.equal(d.status, 'paid');
  assert.equal(d.paymentStatus, 'paid');
  assert.match(d.invoice.invoiceNumber, /^INV-\d{4}-\d{6}$/);
  assert.equal(d.invoice.pdfUrl, `/api2/admin/invoices/${d.invoice.id}/pdf`);
  assert.match(d.statusHistory.at(-1).note, /tx_first/);

  const paid = await events(services, 'order.paid');
  assert.equal(paid.length, 1);
  assert.deepEqual(paid[0]!.payload.data, {
    orderId: o.id,
    orderNumber: o.orderNumber,
    customerEmail: o.customerEmail,
    totalAmount: 39.98,
    currency: 'EUR',
    paymentMethod: 'card',
    // After the spec's six fields, the money (docs/api-contract.md, "Events").
    subtotal: 39.98,
    shippingCost: 0,
    tax: 6.38,
    taxLines: [{ rate: 19, net: 33.6, tax: 6.38, gross: 39.98 }],
  });
  const completed = await events(services, 'payment.completed');
  assert.equal(completed.length, 1);
  assert.equal(completed[0]!.payload.data.transactionId, 'tx_first');

  const again = await paymentCallback(c, body);
  assert.equal(again.status, 200);
  assert.equal(again.json.duplicate, true);
  const other = await paymentCallback(c, paymentBody(o, { transactionId: 'tx_second' }));
  assert.equal(other.status, 409, 'a second transaction for a paid order is a possible double charge');
  assert.equal(other.json.code, 'DUPLICATE_PAYMENT');
  const concurrent = await Promise.all([1, 2, 3].map(() => paymentCallback(new Client(app), body)));
  assert.ok(concurrent.every((r) => r.status === 200 && r.json.duplicate));
  assert.equal((await events(services, 'order.paid')).length, 1, 'still one order.paid');
  assert.equal((await events(services, 'payment.completed')).length, 1);
  assert.equal((await admin.get(`/api2/admin/orders/${o.id}`)).json.invoice.id, d.invoice.id);
  assert.equal((await services.db.selectFrom('invoices').select('id').execute()).length, 1);
});

test('a second, different successful transaction for a paid order: 409 DUPLICATE_PAYMENT, noted on the order, replays refused alike', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const c = new Client(app);
  const admin = await adminSession(app);
  const p = await insertProduct(services, { price: 25 });
  const o = await placeOrder(c, p);
  assert.equal((await paymentCallback(c, paymentBody(o, { transactionId: 'tx_A' }))).status, 200);
  const historyBefore = (await admin.get(`/api2/admin/orders/${o.id}`)).json.statusHistory.length;

  const second = await paymentCallback(c, paymentBody(o, { transactionId: 'tx_B' }));
  assert.equal(second.status, 409);
  assert.equal(second.json.code, 'DUPLICATE_PAYMENT');
  assert.match(second.json.error, /tx_A/);
  assert.match(second.json.error, /tx_B/);
  const d = (await admin.get(`/api2/admin/orders/${o.id}`)).json;
  assert.deepEqual([d.status, d.paymentStatus], ['paid', 'paid'], 'the order stays as it was');
  assert.equal(d.statusHistory.length, historyBefore + 1);
  const note = d.statusHistory.at(-1);
  assert.deepEqual([note.fromStatus, note.toStatus, note.actor], ['paid', 'paid', 'system']);
  assert.match(note.note, /second payment tx_B \(25\.00 EUR\).*tx_A.*refund/i, 'the operator sees what to refund');

  const replay = await paymentCallback(c, paymentBody(o, { transactionId: 'tx_B' }));
  assert.equal(replay.status, 409, 'a replay of the refused transaction is refused the same way');
  assert.equal(replay.json.code, 'DUPLICATE_PAYMENT');
  assert.deepEqual(
    await paymentCallback(c, paymentBody(o, { transactionId: 'tx_A' })).then((r) => [r.status, r.json.duplicate]),
    [200, true],
    'the paying transaction replays as before',
  );
  assert.equal(
    (await admin.get(`/api2/admin/orders/${o.id}`)).json.statusHistory.length,
    historyBefore + 1,
    'replays add no notes',
  );
  assert.equal(
    (await paymentCallback(c, paymentBody(o, { result: 'failed', transactionId: 'tx_F' }))).status,
    200,
    'a failure after payment still changes nothing',
  );
  assert.equal((await events(services, 'order.paid')).length, 1);
  assert.equal((await events(services, 'payment.completed')).length, 1);

  const manual = await placeOrder(c, p);
  await admin.patch(`/api2/admin/orders/${manual.id}`, { status: 'paid' });
  const confirming = await paymentCallback(c, paymentBody(manual, { transactionId: 'tx_M1' }));
  assert.deepEqual(
    [confirming.status, confirming.json.status, confirming.json.duplicate],
    [200, 'paid', false],
    'the first transaction of an order marked paid by hand is its payment',
  );
  assert.equal(
    (await paymentCallback(c, paymentBody(manual, { transactionId: 'tx_M2' }))).json.code,
    'DUPLICATE_PAYMENT',
  );

  const raced = await placeOrder(c, p);
  const both = await Promise.all(
    ['tx_R1', 'tx_R2'].map((transactionId) => paymentCallback(new Client(app), paymentBody(raced, { transactionId }))),
  );
  assert.deepEqual(both.map((r) => r.status).sort(), [200, 409], both.map((r) => r.body).join());
  assert.equal(both.find((r) => r.status === 409)!.json.code, 'DUPLICATE_PAYMENT');
  assert.equal((await admin.get(`/api2/admin/orders/${raced.id}`)).json.status, 'paid');
  assert.equal(
    (await events(services, 'order.paid')).filter((e) => e.payload.data.orderId === raced.id).length,
    1,
    'the raced order was paid once',
  );
});

test('concurrent first deliveries of one callback pay the order once', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const o = await placeOrder(new Client(app), await insertProduct(services));
  const body = paymentBody(o);
  const results = await Promise.all(Array.from({ length: 5 }, () => paymentCallback(new Client(app), body)));
  assert.ok(
    results.every((r) => r.status === 200),
    results.map((r) => r.body).join(),
  );
  assert.equal(results.filter((r) => !r.json.duplicate).length, 1);
  assert.equal((await events(services, 'order.paid')).length, 1);
});

test('failed: paymentStatus failed and payment.failed; a later success still pays', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const c = new Client(app);
  const o = await placeOrder(c, await insertProduct(services));
  const failed = await paymentCallback(c, paymentBody(o, { result: 'failed', transactionId: 'tx_declined' }));
  assert.equal(failed.status, 200);
  assert.deepEqual(failed.json, {
    orderNumber: o.orderNumber,
    status: 'pending',
    paymentStatus: 'failed',
    duplicate: false,
  });
  assert.equal(
    (await paymentCallback(c, paymentBody(o, { result: 'failed', transactionId: 'tx_declined' }))).json.duplicate,
    true,
  );
  const pf = await events(services, 'payment.failed');
  assert.equal(pf.length, 1);
  assert.equal(pf[0]!.payload.data.orderId, o.id);
  assert.equal(pf[0]!.payload.data.transactionId, 'tx_declined');
  assert.equal((await events(services, 'order.paid')).length, 0);

  const ok = await paymentCallback(c, paymentBody(o, { transactionId: 'tx_retry' }));
  assert.equal(ok.json.status, 'paid');
  assert.equal(ok.json.paymentStatus, 'paid');
  const late = await paymentCallback(c, paymentBody(o, { result: 'failed', transactionId: 'tx_late' }));
  assert.equal(late.json.paymentStatus, 'paid', 'a failure after payment changes nothing');
  assert.equal((await events(services, 'payment.failed')).length, 1);
});

test('amount mismatch 400, unknown order 404, cancelled order 409, transaction id of another order 409', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const c = new Client(app);
  const p = await insertProduct(services, { price: 10 });
  const o = await placeOrder(c, p);
  const mismatch = await paymentCallback(c, paymentBody(o, { amount: 9.99 }));
  assert.equal(mismatch.status, 400);
  assert.equal(mismatch.json.code, 'VALIDATION_ERROR');
  assert.equal((await paymentCallback(c, paymentBody(o, { amount: 10.001 }))).status, 400);
  assert.equal((await paymentCallback(c, { ...paymentBody(o), orderNumber: 1 })).status, 404);

  const cancelled = await placeOrder(c, p);
  const admin = await adminSession(app);
  await admin.post(`/api2/admin/orders/${cancelled.id}/cancel`, { reason: 'customer request' });
  const late = await paymentCallback(c, paymentBody(cancelled));
  assert.equal(late.status, 409);
  assert.equal(late.json.code, 'CONFLICT');

  await paymentCallback(c, paymentBody(o, { transactionId: 'tx_shared' }));
  const other = await placeOrder(c, p);
  assert.equal((await paymentCallback(c, paymentBody(other, { transactionId: 'tx_shared' }))).status, 409);
});

test('without PAYMENT_CALLBACK_SECRET every callback is refused', async (t) => {
  const { app, services } = await buildTestApp(t, { env: { WEBHOOK_DEFAULT_URL: 'https://hooks.example.com/x' } });
  const o = await placeOrder(new Client(app), await insertProduct(services));
  const r = await paymentCallback(new Client(app), paymentBody(o));
  assert.equal(r.status, 401);
  assert.match(r.json.error, /not configured/);
});
