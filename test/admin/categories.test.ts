import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { adminSession, adminWithRole } from '../helpers/client.js';

test('admin categories: the whole tree in one list, create, move, reorder, a cycle refused, delete refused while in use, roles', async (t) => {
  const { app } = await buildTestApp(t);
  const admin = await adminSession(app);
  const create = async (name: string, parentId: number | null = null) => {
    const r = await admin.post('/api2/admin/categories', { name, parentId });
    assert.equal(r.status, 201);
    return r.json.id as number;
  };
  const kitchen = await create('Kitchen');
  const garden = await create('Garden');
  const cups = await create('Cups', kitchen);

  const list = await admin.get('/api2/admin/categories');
  assert.equal(list.status, 200);
  assert.deepEqual(list.json.categories.map((c: { name: string; parentId: number | null }) => [c.name, c.parentId]).sort(), [['Cups', kitchen], ['Garden', null], ['Kitchen', null]]);

  const moved = await admin.put(`/api2/admin/categories/${cups}`, { parentId: garden, sortOrder: 5 });
  assert.equal(moved.status, 200);
  assert.deepEqual(moved.json.diff.parentId, { from: kitchen, to: garden });
  const cycle = await admin.put(`/api2/admin/categories/${garden}`, { parentId: cups });
  assert.equal(cycle.status, 400);
  assert.equal((await admin.delete(`/api2/admin/categories/${garden}`)).status, 409);
  assert.equal((await admin.delete(`/api2/admin/categories/${kitchen}`)).status, 200);

  const support = await adminWithRole(app, 'support');
  assert.equal((await support.get('/api2/admin/categories')).status, 403);
  const viewer = await adminWithRole(app, 'viewer');
  assert.equal((await viewer.get('/api2/admin/categories')).status, 200);
  assert.equal((await viewer.post('/api2/admin/categories', { name: 'Nope' })).status, 403);
});
