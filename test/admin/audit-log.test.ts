import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession, platformClient } from '../helpers/client.js';
import { loggedInCustomer } from '../helpers/customers.js';
import { ORDER_ENV, guestBody, insertProduct } from '../helpers/orders.js';
import { manualClock } from '../helpers/webhooks.js';
import { runExpiryLoop } from '../../src/modules/orders/order-expiry.js';

const headers = (id: string) => ({ headers: { 'x-request-id': id } });

test('change log: an entry per write for each kind of actor with the request id of the call; none for a rolled-back write; filters and keyset pages', async (t) => {
  const clock = manualClock();
  const ctx = await buildTestApp(t, {
    env: { ...ORDER_ENV, PLATFORM_RATE_LIMIT: '0', PENDING_ORDER_TTL_MINUTES: '60' },
    clock,
  });
  const { app, services } = ctx;
  const admin = await adminSession(app);
  const adminId = String((await admin.get('/api2/admin/me')).json.id);
  const platform = await platformClient(app, 'read_write');
  const log = (query: Record<string, string | number>) => admin.get('/api2/admin/audit-log', { query });

  // Admin session: a product created, then renamed.
  const made = await admin.post(
    '/api2/admin/products',
    { name: 'Lamp', price: 10, sku: 'LAMP-1', stock: 5 },
    headers('req-admin-create'),
  );
  assert.equal(made.status, 201, made.body);
  const productId = String(made.json.id);
  assert.equal(
    (await admin.patch(`/api2/admin/products/${productId}`, { name: 'Desk lamp' }, headers('req-admin-rename'))).status,
    200,
  );
  const created = (await log({ requestId: 'req-admin-create', entityType: 'product' })).json.entries;
  assert.equal(created.length, 1);
  assert.deepEqual(
    { ...created[0], id: undefined, createdAt: undefined, changes: undefined },
    {
      id: undefined,
      createdAt: undefined,
      actorType: 'admin',
      actorId: adminId,
      actorName: 'Administrator',
      apiKeyId: null,
      requestId: 'req-admin-create',
      entityType: 'product',
      entityId: productId,
      entityName: 'Desk lamp',
      action: 'create',
      changes: undefined,
    },
  );
  assert.deepEqual(created[0].changes.name, [null, 'Lamp']);
  const renamed = (await log({ requestId: 'req-admin-rename', entityType: 'product' })).json.entries;
  assert.deepEqual(
    renamed.map((e: any) => [e.action, e.changes.name]),
    [['update', ['Lamp', 'Desk lamp']]],
  );
  assert.equal(renamed[0].changes.sku, undefined, 'unchanged fields are not listed');

  // API key: a stock adjustment.
  const keyId = (await services.db.selectFrom('apiKeys').select('id').executeTakeFirstOrThrow()).id;
  assert.equal(
    (
      await platform.post(
        '/api2/v1/inventory/adjustments',
        { productId: Number(productId), warehouseId: 1, quantity: 3, reason: 'delivery' },
        headers('req-key'),
      )
    ).status,
    201,
  );
  const byKey = (await log({ requestId: 'req-key' })).json.entries;
  assert.deepEqual(
    byKey.map((e: any) => [e.actorType, e.actorId, e.apiKeyId, e.entityType, e.action, e.changes.quantity]),
    [['api_key', String(keyId), keyId, 'stock', 'adjust', [5, 8]]],
  );

  // Storefront guest and logged-in customer: checkouts; the customer's registration was a guest's write too.
  const p = await insertProduct(services, { stock: 10 });
  const guest = await new Client(app).post(
    '/api2/store/orders',
    guestBody([{ productId: p.id, quantity: 1 }]),
    headers('req-guest'),
  );
  assert.equal(guest.status, 201);
  assert.deepEqual(
    (await log({ requestId: 'req-guest' })).json.entries.map((e: any) => [
      e.actorType,
      e.actorId,
      e.entityType,
      e.entityId,
      e.action,
    ]),
    [['guest', null, 'order', String(guest.json.order.id), 'create']],
  );
  const customer = await loggedInCustomer(ctx);
  const registered = (await log({ entityType: 'customer', action: 'create' })).json.entries;
  assert.deepEqual(
    registered.map((e: any) => [e.actorType, e.changes.email?.[1]]),
    [['guest', customer.email]],
  );
  assert.equal(registered[0].changes.passwordHash, undefined, 'password hashes are never recorded');
  const customerId = String(registered[0].entityId);
  const own = await customer.client.post(
    '/api2/store/orders',
    {
      items: [{ productId: p.id, quantity: 1 }],
      shippingAddress: guestBody([]).shippingAddress,
      paymentMethod: 'card',
    },
    headers('req-customer'),
  );
  assert.equal(own.status, 201, own.body);
  assert.deepEqual(
    (await log({ requestId: 'req-customer' })).json.entries.map((e: any) => [e.actorType, e.actorId, e.entityType]),
    [['customer', customerId, 'order']],
  );

  // Background worker: the unpaid-order sweep cancels both orders.
  clock.advance(61 * 60_000);
  const stop = new AbortController();
  const sweep = runExpiryLoop(services.orders, { info: () => stop.abort(), error: () => {} }, stop.signal, 10);
  await sweep;
  const swept = (await log({ actorType: 'worker' })).json.entries;
  assert.deepEqual(swept.map((e: any) => [e.entityType, e.action, e.changes.status, e.requestId]).sort(), [
    ['order', 'status', ['pending', 'cancelled'], null],
    ['order', 'status', ['pending', 'cancelled'], null],
  ]);

  // A checkout whose second line is out of stock rolls back, the order's entry with it.
  const failed = await new Client(app).post(
    '/api2/store/orders',
    guestBody([
      { productId: p.id, quantity: 1 },
      { productId: Number(productId), quantity: 999 },
    ]),
    headers('req-rolled-back'),
  );
  assert.equal(failed.status, 409);
  assert.deepEqual((await log({ requestId: 'req-rolled-back' })).json.entries, []);

  // Every entry, newest first, in keyset pages that neither skip nor repeat.
  const everything = (await log({ limit: 200 })).json;
  assert.equal(everything.nextCursor, null);
  const ids: number[] = everything.entries.map((e: any) => e.id);
  assert.deepEqual(
    ids,
    [...ids].sort((a, b) => b - a),
  );
  const paged: number[] = [];
  for (let cursor: number | null | undefined; cursor !== null;) {
    const page = (await log({ limit: 2, ...(cursor ? { cursor } : {}) })).json;
    paged.push(...page.entries.map((e: any) => e.id));
    cursor = page.nextCursor;
  }
  assert.deepEqual(paged, ids);
  assert.deepEqual(
    (await log({ entityType: 'product', entityId: productId, actorType: 'admin', actorId: adminId })).json.entries.map(
      (e: any) => e.action,
    ),
    ['update', 'create'],
  );
  assert.equal((await log({ from: 'yesterday' })).status, 400);
  assert.equal((await log({ actorType: 'robot' })).status, 400);
});

test('change log: retention prunes old entries in bounded batches; 0 keeps them', async (t) => {
  const { app, services } = await buildTestApp(t);
  const admin = await adminSession(app);
  const old = new Date(Date.now() - 40 * 86_400_000).toISOString();
  const row = {
    actorType: 'system',
    actorId: null,
    apiKeyId: null,
    requestId: null,
    entityType: 'product',
    entityId: '1',
    action: 'update',
    changes: '{}',
  };
  await services.db
    .insertInto('auditLog')
    .values(Array.from({ length: 1500 }, () => ({ ...row, createdAt: old })))
    .execute();
  assert.equal(
    (await admin.put('/api2/admin/settings', { auditRetentionDays: 0 }, headers('req-settings'))).status,
    200,
  );
  assert.equal(await services.audit.prune(), 0, '0 days keeps everything');
  const saved = (await admin.get('/api2/admin/audit-log', { query: { requestId: 'req-settings' } })).json.entries;
  assert.deepEqual(
    saved.map((e: any) => [e.entityType, e.changes.auditRetentionDays]),
    [['settings', [365, 0]]],
  );
  await admin.put('/api2/admin/settings', { auditRetentionDays: 30 });
  assert.equal(await services.audit.prune(), 1500);
  const left = await services.db.selectFrom('auditLog').select('entityType').orderBy('id').execute();
  assert.deepEqual(
    left.map((r) => r.entityType),
    ['admin_user', 'settings', 'settings'],
    'recent entries stay: the first admin created at start-up, the settings changes',
  );
});
