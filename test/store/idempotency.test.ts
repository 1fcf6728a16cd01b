import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { Client } from '../helpers/client.js';
import { loggedInCustomer } from '../helpers/customers.js';
import { mailsTo } from '../helpers/mail.js';
import { ADDRESS, events, guestBody, insertProduct, ORDER_ENV, stockOf } from '../helpers/orders.js';

const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });

const orderCount = async ({ services }: TestApp) =>
  Number(
    (
      await services.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const reservedOf = async ({ services }: TestApp, productId: number) =>
  (await stockOf(services, productId)).reduce((n, r) => n + r.reserved, 0);

test('a checkout retried with its key gets the first order back: one order, stock reserved once, one event, one mail', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const product = await insertProduct(ctx.services, { stock: 10 });
  const shopper = new Client(ctx.app);
  const body = guestBody([{ productId: product.id, quantity: 3 }]);

  const first = await shopper.post('/api2/store/orders', body, withKey('checkout-1'));
  assert.equal(first.status, 201, first.body);
  assert.equal(first.headers['idempotent-replayed'], undefined);
  const retry = await shopper.post('/api2/store/orders', body, withKey('checkout-1'));
  assert.equal(retry.status, 201);
  assert.equal(retry.headers['idempotent-replayed'], 'true');
  assert.equal(retry.body, first.body);

  assert.equal(await orderCount(ctx), 1);
  assert.equal(await reservedOf(ctx, product.id), 3, 'reserved once');
  assert.equal((await events(ctx.services, 'order.created')).length, 1);
  for (let i = 0; i < 50 && mailsTo(ctx.dataDir, body.email).length === 0; i++) await sleep(20);
  await sleep(100);
  assert.equal(mailsTo(ctx.dataDir, body.email).length, 1, 'one confirmation mail');
});

test('checkout: another body with the key is 422 {error, code}; an invalid key is 400 VALIDATION_ERROR', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const product = await insertProduct(ctx.services, { stock: 10 });
  const shopper = new Client(ctx.app);
  const body = guestBody([{ productId: product.id, quantity: 1 }]);
  assert.equal((await shopper.post('/api2/store/orders', body, withKey('k'))).status, 201);

  const changed = await shopper.post(
    '/api2/store/orders',
    { ...body, items: [{ productId: product.id, quantity: 2 }] },
    withKey('k'),
  );
  assert.equal(changed.status, 422, changed.body);
  assert.equal(changed.json.code, 'IDEMPOTENCY_KEY_REUSED');
  assert.equal(typeof changed.json.error, 'string');

  const invalid = await shopper.post('/api2/store/orders', body, withKey('x'.repeat(256)));
  assert.equal(invalid.status, 400);
  assert.equal(invalid.json.code, 'VALIDATION_ERROR');
  assert.equal(await orderCount(ctx), 1);
  assert.equal(await reservedOf(ctx, product.id), 1);
});

test('checkout keys are scoped: per client address for guests, per account for customers', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const product = await insertProduct(ctx.services, { stock: 10 });
  const body = guestBody([{ productId: product.id, quantity: 1 }]);
  const guest = await new Client(ctx.app, '10.1.1.1').post('/api2/store/orders', body, withKey('shared-key'));
  const otherGuest = await new Client(ctx.app, '10.2.2.2').post('/api2/store/orders', body, withKey('shared-key'));
  assert.equal(otherGuest.status, 201);
  assert.equal(
    otherGuest.headers['idempotent-replayed'],
    undefined,
    "another client never reads the first one's answer",
  );
  assert.notEqual(otherGuest.json.order.id, guest.json.order.id);

  const customer = await loggedInCustomer(ctx);
  const order = { items: [{ productId: product.id, quantity: 1 }], shippingAddress: ADDRESS, paymentMethod: 'invoice' };
  const placed = await customer.client.post('/api2/store/orders', order, withKey('mine'));
  assert.equal(placed.status, 201, placed.body);
  // The same account from another address (a phone switching networks) gets its order back.
  const elsewhere = new Client(ctx.app, '10.3.3.3');
  for (const [name, value] of customer.client.jar) elsewhere.jar.set(name, value);
  const retried = await elsewhere.post('/api2/store/orders', order, withKey('mine'));
  assert.equal(retried.headers['idempotent-replayed'], 'true');
  assert.equal(retried.body, placed.body);
  // A guest at the customer's address does not see it.
  const guestThere = await new Client(ctx.app, customer.client.ip).post(
    '/api2/store/orders',
    { ...order, email: 'g@example.com', firstName: 'G', lastName: 'G' },
    withKey('mine'),
  );
  assert.equal(guestThere.status, 201);
  assert.equal(guestThere.headers['idempotent-replayed'], undefined);
  assert.equal(await orderCount(ctx), 4);
});

test('concurrent checkouts with one key place one order and reserve once', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const product = await insertProduct(ctx.services, { stock: 10 });
  const shopper = new Client(ctx.app);
  const body = guestBody([{ productId: product.id, quantity: 2 }]);
  const replies = await Promise.all(
    Array.from({ length: 5 }, () => shopper.post('/api2/store/orders', body, withKey('double-click'))),
  );
  for (const r of replies)
    assert.ok(
      r.status === 201 || (r.status === 409 && r.json.code === 'IDEMPOTENCY_KEY_IN_USE'),
      `${r.status} ${r.body}`,
    );
  assert.equal(new Set(replies.filter((r) => r.status === 201).map((r) => r.json.order.id)).size, 1);
  assert.equal(await orderCount(ctx), 1);
  assert.equal(await reservedOf(ctx, product.id), 2);
});

test('a refused checkout (409 INSUFFICIENT_STOCK) is answered again; a rate-limited retry (429) keeps the stored answer', async (t) => {
  let now = new Date('2026-05-01T12:00:00Z');
  const ctx = await buildTestApp(t, { env: { ...ORDER_ENV, CHECKOUT_RATE_LIMIT: '2' }, clock: { now: () => now } });
  const product = await insertProduct(ctx.services, { stock: 1 });
  const shopper = new Client(ctx.app);
  const body = guestBody([{ productId: product.id, quantity: 2 }]);
  const refused = await shopper.post('/api2/store/orders', body, withKey('too-many'));
  assert.equal(refused.status, 409);
  assert.equal(refused.json.code, 'INSUFFICIENT_STOCK');
  await ctx.services.db
    .updateTable('variantInventory')
    .set({ quantity: 10 })
    .where('productId', '=', product.id)
    .execute();
  const again = await shopper.post('/api2/store/orders', body, withKey('too-many'));
  assert.equal(again.status, 409, 'the outcome of that attempt; a new attempt takes a new key');
  assert.equal(again.headers['idempotent-replayed'], 'true');

  const limited = await shopper.post('/api2/store/orders', body, withKey('too-many'));
  assert.equal(limited.status, 429);
  now = new Date(now.getTime() + 10 * 60_000);
  const afterWindow = await shopper.post('/api2/store/orders', body, withKey('too-many'));
  assert.equal(afterWindow.headers['idempotent-replayed'], 'true');
  assert.equal(afterWindow.body, refused.body);
  assert.equal(await orderCount(ctx), 0);
});
