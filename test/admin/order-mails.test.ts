// The cancellation and refund mails (issue 33, item 7) over real SMTP on loopback: sent only for an order that is
// cancelled or refunded, with what the customer needs to know.
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { buildTestApp } from '../helpers/app.js';
import { adminSession, Client } from '../helpers/client.js';
import { insertProduct, ORDER_ENV, paymentBody, paymentCallback, placeOrder } from '../helpers/orders.js';
import { parseMail } from '../helpers/mail.js';

async function smtpSink(t: TestContext) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { received, url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}` };
}

test('cancellation and refund mails over SMTP: sent for a cancelled or refunded order, refused (400) otherwise', async (t) => {
  const sink = await smtpSink(t);
  const ctx = await buildTestApp(t, { env: { ...ORDER_ENV, SMTP_URL: sink.url } });
  const admin = await adminSession(ctx.app);
  const product = await insertProduct(ctx.services, { price: 19.9 });
  const toCancel = await placeOrder(new Client(ctx.app), product, { extra: { email: 'cancel.me@example.com' } });
  const toRefund = await placeOrder(new Client(ctx.app), product, { extra: { email: 'refund.me@example.com' } });
  assert.equal((await paymentCallback(new Client(ctx.app), paymentBody(toRefund))).status, 200);

  // Not yet: a mail about what did not happen is refused, and nothing is sent.
  for (const [o, type] of [
    [toCancel, 'cancellation'],
    [toRefund, 'refund'],
  ] as const) {
    const r = await admin.post(`/api2/admin/orders/${o.id}/send-email`, { type });
    assert.equal(r.status, 400, r.body);
    assert.equal(r.json.code, 'VALIDATION_ERROR');
  }
  // Checkout's own confirmations arrive too; these are the mails this test is about.
  const about = () => sink.received.map(parseMail).filter((m) => /cancelled|refund for/.test(m.subject));
  assert.equal(about().length, 0);

  assert.equal((await admin.post(`/api2/admin/orders/${toCancel.id}/cancel`, { reason: 'Out of stock' })).status, 200);
  assert.equal(
    (await admin.patch(`/api2/admin/orders/${toRefund.id}`, { status: 'refunded', note: 'Broken' })).status,
    200,
  );
  for (const [o, type] of [
    [toCancel, 'cancellation'],
    [toRefund, 'refund'],
  ] as const) {
    const r = await admin.post(`/api2/admin/orders/${o.id}/send-email`, { type });
    assert.deepEqual(r.json, { sent: true, type });
  }
  const [cancelled, refunded, ...more] = about();
  assert.equal(more.length, 0);
  assert.match(cancelled!.to, /cancel\.me@example\.com/);
  assert.match(cancelled!.subject, new RegExp(`order ${toCancel.orderNumber} cancelled`));
  assert.match(cancelled!.text, new RegExp(`your order ${toCancel.orderNumber} has been cancelled`));
  assert.doesNotMatch(cancelled!.text, /Out of stock/, 'the staff reason stays internal');
  assert.match(refunded!.to, /refund\.me@example\.com/);
  assert.match(refunded!.subject, new RegExp(`refund for order ${toRefund.orderNumber}`));
  assert.match(refunded!.text, /19\.90 EUR go back to you by card/);
});
