import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession, platformClient } from '../helpers/client.js';
import { ORDER_ENV, insertProduct, placeOrder } from '../helpers/orders.js';

test('history names people and things: actorName and entityName in the change log, actorName in an order history, changedByName in product versions; null once the person is deleted', async (t) => {
  const { app, services } = await buildTestApp(t, { env: { ...ORDER_ENV, PLATFORM_RATE_LIMIT: '0' } });
  const root = await adminSession(app);
  const made = await root.post('/api2/admin/users', {
    email: 'erika@example.com',
    password: 'Erika-Password-123',
    name: 'Erika Muster',
    role: 'admin',
  });
  assert.equal(made.status, 201, made.body);
  const erika = await adminSession(app, 'erika@example.com', 'Erika-Password-123');
  const platform = await platformClient(app, 'read_write');

  const product = await insertProduct(services, { stock: 10 });
  const renamed = await erika.patch(`/api2/admin/products/${product.id}`, { name: 'Desk lamp' });
  assert.equal(renamed.status, 200, renamed.body);
  const order = await placeOrder(new Client(app), product);
  const paid = await erika.patch(`/api2/admin/orders/${order.id}`, { status: 'paid' });
  assert.equal(paid.status, 200, paid.body);
  const byKey = await platform.put(`/api2/v1/orders/${order.id}`, { status: 'processing' });
  assert.equal(byKey.status, 200, byKey.body);

  const log = async (query: Record<string, string>) =>
    (await root.get('/api2/admin/audit-log', { query })).json.entries as Record<string, unknown>[];
  const pick = (e: Record<string, unknown>) => [e.action, e.actorType, e.actorName, e.entityName];
  assert.deepEqual((await log({ entityType: 'product', entityId: String(product.id) })).map(pick).at(0), [
    'update',
    'admin',
    'Erika Muster',
    'Desk lamp',
  ]);
  assert.deepEqual((await log({ entityType: 'order', entityId: String(order.id) })).map(pick), [
    ['status', 'api_key', 'test read_write', String(order.orderNumber)],
    ['status', 'admin', 'Erika Muster', String(order.orderNumber)],
    ['create', 'guest', null, String(order.orderNumber)],
  ]);
  const users = (await log({ entityType: 'admin_user' })).map(pick);
  assert.deepEqual(users[0], ['create', 'admin', 'Administrator', null], 'entities without a name read null');

  const detail = (await root.get(`/api2/admin/orders/${order.id}`)).json;
  assert.deepEqual(
    detail.statusHistory.map((h: Record<string, unknown>) => [h.toStatus, h.actorName]),
    [
      ['pending', null],
      ['paid', 'Erika Muster'],
      ['processing', 'test read_write'],
    ],
  );
  const versions = (await root.get(`/api2/admin/products/${product.id}/versions`)).json.versions;
  assert.equal(versions.at(-1).changedByName, 'Erika Muster');
  const one = await root.get(`/api2/admin/products/${product.id}/versions/${versions.at(-1).versionNumber}`);
  assert.equal(one.json.changedByName, 'Erika Muster');

  // A deleted admin: the entries stay, their name reads null (the id is still there).
  const erikaId = (await erika.get('/api2/admin/me')).json.id;
  assert.equal((await root.delete(`/api2/admin/users/${erikaId}`)).status, 200);
  const after = (await log({ entityType: 'product', entityId: String(product.id) }))[0]!;
  assert.deepEqual([after.actorId, after.actorName], [String(erikaId), null]);
  const history = (await root.get(`/api2/admin/orders/${order.id}`)).json.statusHistory;
  assert.deepEqual([history[1].actor, history[1].actorName], [`admin:${erikaId}`, null]);
});
