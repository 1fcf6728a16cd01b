import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { adminSession, adminWithRole, Client } from '../helpers/client.js';

test('admin redirects: create, the loop refused with its reason, hits, disable, delete, roles', async (t) => {
  const { app } = await buildTestApp(t);
  const admin = await adminSession(app);
  const created = await admin.post('/api2/admin/redirects', { source: '/old', destination: '/new' });
  assert.equal(created.status, 201);
  const loop = await admin.post('/api2/admin/redirects', { source: '/new', destination: '/old' });
  assert.equal(loop.status, 400);
  assert.match(loop.json.error, /would form a loop/);
  assert.equal((await new Client(app).get('/api2/store/redirects/resolve', { query: { path: '/old' } })).status, 200);
  const list = await admin.get('/api2/admin/redirects');
  assert.deepEqual(list.json.redirects.map((r: { source: string; hits: number }) => [r.source, r.hits]), [['/old', 1]]);
  assert.equal(list.json.total, 1);
  const id = created.json.id as number;
  assert.equal((await admin.put(`/api2/admin/redirects/${id}`, { enabled: false })).json.enabled, false);
  assert.equal((await new Client(app).get('/api2/store/redirects/resolve', { query: { path: '/old' } })).status, 404);

  const support = await adminWithRole(app, 'support');
  assert.equal((await support.get('/api2/admin/redirects')).status, 403);
  const viewer = await adminWithRole(app, 'viewer');
  assert.equal((await viewer.get('/api2/admin/redirects')).status, 200);
  assert.equal((await viewer.delete(`/api2/admin/redirects/${id}`)).status, 403);
  assert.deepEqual((await admin.delete(`/api2/admin/redirects/${id}`)).json, { deleted: true, id });
});
