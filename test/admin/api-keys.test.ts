import { test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession } from '../helpers/client.js';

const KEY_FIELDS = ['createdAt', 'createdBy', 'expiresAt', 'id', 'keyHint', 'lastUsedAt', 'name', 'permission'];

test('creating keys answers 201 with the key once; the list and the database never show it', async (t) => {
  const { app, services } = await buildTestApp(t);
  const root = await adminSession(app);
  const adminId = (await root.get('/api2/admin/me')).json.id;

  const read = await root.post('/api2/admin/api-keys', { name: ' ERP reader ', permission: 'read' });
  const write = await root.post('/api2/admin/api-keys', { name: 'ERP writer', permission: 'read_write' });
  for (const [r, permission, prefix] of [
    [read, 'read', 'shop_r_'],
    [write, 'read_write', 'shop_rw_'],
  ] as const) {
    assert.equal(r.status, 201, r.body);
    assert.deepEqual(Object.keys(r.json).sort(), [...KEY_FIELDS, 'key'].sort());
    assert.equal(r.json.permission, permission);
    assert.equal(r.json.createdBy, adminId);
    assert.equal(r.json.lastUsedAt, null);
    assert.ok(r.json.key.startsWith(prefix), r.json.key);
    // 32 random bytes in base64url (256 bits) after the prefix, then the checksum (docs/security.md §4).
    assert.match(r.json.key.slice(prefix.length), /^[A-Za-z0-9_-]{43}_[0-9a-f]{8}$/);
    assert.equal(
      r.json.key.slice(-8),
      crypto.createHash('sha256').update(r.json.key.slice(0, -9)).digest('hex').slice(0, 8),
      'a scanner can verify the checksum',
    );
    assert.equal(r.json.expiresAt, null);
    assert.ok(r.json.keyHint.startsWith(prefix) && r.json.keyHint.endsWith(r.json.key.slice(-4)));
    assert.ok(!r.json.keyHint.includes(r.json.key.slice(prefix.length, -4)), 'the hint does not reveal the key');
  }
  assert.equal(read.json.name, 'ERP reader', 'the name is trimmed');
  assert.notEqual(read.json.key, write.json.key);

  const list = await root.get('/api2/admin/api-keys');
  assert.equal(list.status, 200);
  assert.deepEqual(
    list.json.apiKeys.map((k: { id: number }) => k.id),
    [write.json.id, read.json.id],
    'newest first',
  );
  for (const k of list.json.apiKeys) assert.deepEqual(Object.keys(k).sort(), KEY_FIELDS);
  for (const key of [read.json.key, write.json.key]) {
    assert.ok(!list.body.includes(key), 'the list never contains a key value');
    assert.ok(!list.body.includes(key.slice(8, 30)), 'nor a part of it');
  }

  const rows = await services.db.selectFrom('apiKeys').selectAll().execute();
  assert.equal(rows.length, 2);
  const stored = JSON.stringify(rows);
  for (const key of [read.json.key, write.json.key]) {
    assert.ok(!stored.includes(key.slice(8, 30)), 'the database keeps no part of the key');
  }
  for (const row of rows) assert.match(row.keyHash, /^[0-9a-f]{64}$/, 'a SHA-256 digest');
});

test('a deleted key stops working at once; deleting it again is 404', async (t) => {
  const { app } = await buildTestApp(t);
  const root = await adminSession(app);
  const created = await root.post('/api2/admin/api-keys', { name: 'temp', permission: 'read_write' });
  const platform = new Client(app, undefined, { authorization: `Bearer ${created.json.key}` });
  assert.equal((await platform.put('/api2/v1/settings', {})).status, 200);

  const removed = await root.delete(`/api2/admin/api-keys/${created.json.id}`);
  assert.equal(removed.status, 200);
  assert.deepEqual(removed.json, { success: true });
  for (const r of [await platform.get('/api2/v1/settings'), await platform.put('/api2/v1/settings', {})]) {
    assert.equal(r.status, 401);
    assert.deepEqual(r.json, { error: 'Unauthorized' });
  }
  const again = await root.delete(`/api2/admin/api-keys/${created.json.id}`);
  assert.equal(again.status, 404);
  assert.equal(again.json.code, 'NOT_FOUND');
  assert.deepEqual((await root.get('/api2/admin/api-keys')).json.apiKeys, []);
});

test('invalid key input is 400 VALIDATION_ERROR and creates nothing', async (t) => {
  const { app } = await buildTestApp(t);
  const root = await adminSession(app);
  for (const body of [
    { name: 'x', permission: 'admin' },
    { name: 'x' },
    { name: '', permission: 'read' },
    { name: '   ', permission: 'read' },
    { permission: 'read' },
  ]) {
    const r = await root.post('/api2/admin/api-keys', body);
    assert.equal(r.status, 400, `${JSON.stringify(body)}: ${r.body}`);
    assert.equal(r.json.code, 'VALIDATION_ERROR');
  }
  assert.deepEqual((await root.get('/api2/admin/api-keys')).json.apiKeys, []);
});

test('key lifecycle: expiresAt in the future only; an expired key is 401 saying so; a wrong checksum is refused; keys without a checksum keep working', async (t) => {
  let now = Date.parse('2031-05-01T12:00:00.000Z');
  const { app, services } = await buildTestApp(t, { clock: { now: () => new Date(now) } });
  const root = await adminSession(app);
  const inAnHour = new Date(now + 3_600_000).toISOString();
  for (const expiresAt of [new Date(now - 1000).toISOString(), new Date(now).toISOString(), 'tomorrow']) {
    const r = await root.post('/api2/admin/api-keys', { name: 'x', permission: 'read', expiresAt });
    assert.equal(r.status, 400, `${expiresAt}: ${r.body}`);
  }
  assert.deepEqual((await root.get('/api2/admin/api-keys')).json.apiKeys, []);

  const created = await root.post('/api2/admin/api-keys', {
    name: 'temporary',
    permission: 'read_write',
    expiresAt: inAnHour,
  });
  assert.equal(created.status, 201, created.body);
  assert.equal(created.json.expiresAt, inAnHour);
  const key = created.json.key as string;
  const platform = new Client(app, undefined, { authorization: `Bearer ${key}` });
  assert.equal((await platform.get('/api2/v1/seo/settings')).status, 200);
  assert.equal(
    (await root.get('/api2/admin/api-keys')).json.apiKeys[0].lastUsedAt,
    new Date(now).toISOString(),
    'the admin list shows the last use',
  );

  const flipped = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
  const wrong = await new Client(app, undefined, { authorization: `Bearer ${flipped}` }).get('/api2/v1/seo/settings');
  assert.deepEqual([wrong.status, wrong.json], [401, { error: 'Unauthorized' }]);

  now += 3_600_000;
  const expired = await platform.get('/api2/v1/seo/settings');
  assert.equal(expired.status, 401);
  assert.deepEqual(expired.json, { error: 'Unauthorized', message: `API key expired at ${inAnHour}` });
  assert.equal((await platform.put('/api2/v1/settings', {})).status, 401);

  // A key in the format from before the checksum, stored as such keys were.
  const legacy = `shop_r_${crypto.randomBytes(32).toString('base64url')}`;
  await services.db
    .insertInto('apiKeys')
    .values({
      name: 'old',
      permission: 'read',
      keyHash: crypto.createHash('sha256').update(legacy).digest('hex'),
      keyHint: 'shop_r_…',
      createdBy: null,
      createdAt: new Date(now).toISOString(),
      lastUsedAt: null,
      expiresAt: null,
    })
    .execute();
  assert.equal(
    (await new Client(app, undefined, { authorization: `Bearer ${legacy}` }).get('/api2/v1/seo/settings')).status,
    200,
  );
});
