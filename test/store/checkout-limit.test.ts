import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { Client } from '../helpers/client.js';
import { guestBody, insertProduct, ORDER_ENV, stockOf } from '../helpers/orders.js';

test('checkouts are capped per client address (CHECKOUT_RATE_LIMIT per 10 minutes) with 429 {error, code} and Retry-After', async (t) => {
  let now = new Date('2026-05-01T12:00:00Z');
  const { app, services } = await buildTestApp(t, {
    env: { ...ORDER_ENV, CHECKOUT_RATE_LIMIT: '3' },
    clock: { now: () => now },
  });
  const product = await insertProduct(services, { stock: 100 });
  const shopper = new Client(app);
  for (let i = 0; i < 3; i++)
    assert.equal(
      (await shopper.post('/api2/store/orders', guestBody([{ productId: product.id, quantity: 1 }]))).status,
      201,
    );
  const refused = await shopper.post('/api2/store/orders', guestBody([{ productId: product.id, quantity: 1 }]));
  assert.equal(refused.status, 429);
  assert.equal(refused.json.code, 'RATE_LIMITED');
  assert.ok(Number(refused.headers['retry-after']) > 0);
  const reserved = (await stockOf(services, product.id)).reduce((n, r) => n + r.reserved, 0);
  assert.equal(reserved, 3, 'the refused checkout reserved nothing');
  assert.equal(
    (await new Client(app).post('/api2/store/orders', guestBody([{ productId: product.id, quantity: 1 }]))).status,
    201,
    'another address is not affected',
  );
  assert.equal((await shopper.get('/api2/store/shipping-methods')).status, 200, 'reads are not limited');
  now = new Date(now.getTime() + 10 * 60_000);
  assert.equal(
    (await shopper.post('/api2/store/orders', guestBody([{ productId: product.id, quantity: 1 }]))).status,
    201,
    'a new window',
  );
});
