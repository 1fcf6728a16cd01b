import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession } from '../helpers/client.js';

const KEY_FIELDS = ['createdAt', 'createdBy', 'id', 'keyHint', 'lastUsedAt', 'name', 'permission'];

test('creating keys answers 201 with the key once; the list and the database never show it', async (t) => {
  const { app, services } = await buildTestApp(t);
  const root = await adminSession(app);
  const adminId = (await root.get('/api2/admin/me')).json.id;

  const read = await root.post('/api2/admin/api-keys', { name: ' ERP reader ', permission: 'read' });
  const write = await root.post('/api2/admin/api-keys', { name: 'ERP writer', permission: 'read_write' });
  for (const [r, permission, prefix] of [[read, 'read', 'shop_r_'], [write, 'read_write', 'shop_rw_']] as const) {
    assert.equal(r.status, 201, r.body);
    assert.deepEqual(Object.keys(r.json).sort(), [...KEY_FIELDS, 'key'].sort());
    assert.equal(r.json.permission, permission);
    assert.equal(r.json.createdBy, adminId);
    assert.equal(r.json.lastUsedAt, null);
    assert.ok(r.json.key.startsWith(prefix), r.json.key);
    // 32 random bytes in base64url: at least 256 bits after the prefix.
    assert.match(r.json.key.slice(prefix.length), /^[A-Za-z0-9_-]{43,}$/);
    assert.ok(r.json.keyHint.startsWith(prefix) && r.json.keyHint.endsWith(r.json.key.slice(-4)));
    assert.ok(!r.json.keyHint.includes(r.json.key.slice(prefix.length, -4)), 'the hint does not reveal the key');
  }
  assert.equal(read.json.name, 'ERP reader', 'the name is trimmed');
  assert.notEqual(read.json.key, write.json.key);

  const list = await root.get('/api2/admin/api-keys');
  assert.equal(list.status, 200);
  assert.deepEqual(list.json.apiKeys.map((k: { id: number }) => k.id), [write.json.id, read.json.id], 'newest first');
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
  for (const body of [{ name: 'x', permission: 'admin' }, { name: 'x' }, { name: '', permission: 'read' }, { name: '   ', permission: 'read' }, { permission: 'read' }]) {
    const r = await root.post('/api2/admin/api-keys', body);
    assert.equal(r.status, 400, `${JSON.stringify(body)}: ${r.body}`);
    assert.equal(r.json.code, 'VALIDATION_ERROR');
  }
  assert.deepEqual((await root.get('/api2/admin/api-keys')).json.apiKeys, []);
});
