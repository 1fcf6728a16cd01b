import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { Client, adminSession, adminWithRole } from '../helpers/client.js';
import { loggedInCustomer } from '../helpers/customers.js';
import { ROLES } from '../../src/modules/admin-users/roles.js';

// The role table (docs/security.md §3), written out here rather than imported,
// so a wrong table in roles.ts fails these tests instead of being copied into them.
const READS = [
  'orders.read',
  'customers.read',
  'products.read',
  'promotions.read',
  'content.read',
  'webhooks.read',
  'settings.read',
];
const EVERYTHING = [
  ...READS,
  ...READS.map((p) => p.replace('.read', '.write')),
  'api_keys.manage',
  'users.manage',
  'audit.read',
];
const EXPECTED_PERMISSIONS: Record<string, string[]> = {
  super_admin: EVERYTHING,
  admin: EVERYTHING.filter((p) => p !== 'users.manage'),
  manager: [
    'orders.read',
    'orders.write',
    'customers.read',
    'customers.write',
    'products.read',
    'products.write',
    'promotions.read',
    'promotions.write',
  ],
  editor: ['products.read', 'products.write', 'content.read', 'content.write'],
  support: ['orders.read', 'customers.read', 'promotions.read'],
  viewer: READS,
};

interface Probe {
  name: string;
  permission: string;
  send: (c: Client) => ReturnType<Client['get']>;
}

// Writes aim at ids that do not exist (or change nothing), so an allowed write answers 404 or 200.
const PROBES: Probe[] = [
  { name: 'users read', permission: 'users.manage', send: (c) => c.get('/api2/admin/users') },
  { name: 'change log', permission: 'audit.read', send: (c) => c.get('/api2/admin/audit-log') },
  { name: 'users write', permission: 'users.manage', send: (c) => c.delete('/api2/admin/users/999999') },
  { name: 'api-keys read', permission: 'api_keys.manage', send: (c) => c.get('/api2/admin/api-keys') },
  { name: 'api-keys write', permission: 'api_keys.manage', send: (c) => c.delete('/api2/admin/api-keys/999999') },
  { name: 'settings read', permission: 'settings.read', send: (c) => c.get('/api2/admin/settings') },
  { name: 'settings write', permission: 'settings.write', send: (c) => c.put('/api2/admin/settings', {}) },
];

test('the role table covers exactly the six roles', () => {
  assert.deepEqual([...ROLES].sort(), Object.keys(EXPECTED_PERMISSIONS).sort());
});

// The tests share one app: each works with admins and customers of its own and writes nothing another reads.
let shared: TestApp;
const teardown: (() => unknown)[] = [];
before(async () => {
  shared = await buildTestApp({ after: (fn: () => unknown) => teardown.push(fn) });
});
after(async () => {
  for (const fn of teardown) await fn();
});

for (const role of Object.keys(EXPECTED_PERMISSIONS)) {
  test(`${role}: /me lists the role's permissions and each probe follows the role table`, async () => {
    const s = await adminWithRole(shared.app, role);
    const me = await s.get('/api2/admin/me');
    assert.equal(me.json.role, role);
    assert.deepEqual([...me.json.permissions].sort(), [...EXPECTED_PERMISSIONS[role]!].sort());
    for (const probe of PROBES) {
      const r = await probe.send(s);
      if (EXPECTED_PERMISSIONS[role]!.includes(probe.permission)) {
        assert.ok(
          r.status !== 401 && r.status !== 403 && r.status < 500,
          `${role} ${probe.name}: expected allowed, got ${r.status} ${r.body}`,
        );
      } else {
        assert.equal(r.status, 403, `${role} ${probe.name}: expected 403, got ${r.status} ${r.body}`);
        assert.equal(r.json.code, 'FORBIDDEN', `${role} ${probe.name}`);
        assert.equal(typeof r.json.error, 'string');
      }
    }
  });
}

test('an allowed settings write is stored; a refused one changes nothing', async () => {
  const { app } = shared;
  const viewer = await adminWithRole(app, 'viewer');
  const admin = await adminWithRole(app, 'admin');
  assert.equal((await viewer.put('/api2/admin/settings', { shopName: 'Viewer Shop' })).status, 403);
  assert.notEqual((await admin.get('/api2/admin/settings')).json.shopName, 'Viewer Shop');
  const put = await admin.put('/api2/admin/settings', { shopName: 'Admin Shop' });
  assert.equal(put.status, 200);
  assert.equal((await viewer.get('/api2/admin/settings')).json.shopName, 'Admin Shop');
});

test('a role change applies to the live session at once', async () => {
  const { app } = shared;
  const root = await adminSession(app);
  const s = await adminWithRole(app, 'viewer');
  const id = (await s.get('/api2/admin/me')).json.id;
  assert.equal((await s.put('/api2/admin/settings', {})).status, 403);

  assert.equal((await root.patch(`/api2/admin/users/${id}`, { role: 'admin' })).status, 200);
  assert.equal((await s.get('/api2/admin/me')).json.role, 'admin', 'same cookies, new role');
  assert.equal((await s.put('/api2/admin/settings', {})).status, 200);
  assert.equal((await s.get('/api2/admin/api-keys')).status, 200);

  assert.equal((await root.patch(`/api2/admin/users/${id}`, { role: 'support' })).status, 200);
  const denied = await s.get('/api2/admin/settings');
  assert.equal(denied.status, 403);
  assert.equal(denied.json.code, 'FORBIDDEN');
});

test('deleting an admin ends their session, refresh included', async () => {
  const { app } = shared;
  const root = await adminSession(app);
  const s = await adminWithRole(app, 'admin');
  const id = (await s.get('/api2/admin/me')).json.id;
  assert.equal((await s.get('/api2/admin/settings')).status, 200);
  assert.equal((await root.delete(`/api2/admin/users/${id}`)).status, 200);
  const me = await s.get('/api2/admin/me');
  assert.equal(me.status, 401);
  assert.equal(me.json.code, 'UNAUTHENTICATED');
  assert.equal((await s.get('/api2/admin/settings')).status, 401);
  assert.equal((await s.post('/api2/admin/refresh')).status, 401, 'the refresh token died with the admin');
});

test('without a session every admin route answers 401 UNAUTHENTICATED, before CSRF and permissions', async () => {
  const { app } = shared;
  const anonymous = new Client(app);
  for (const probe of [...PROBES, { name: 'me', permission: '', send: (c: Client) => c.get('/api2/admin/me') }]) {
    const r = await probe.send(anonymous);
    assert.equal(r.status, 401, `${probe.name}: ${r.status} ${r.body}`);
    assert.deepEqual(Object.keys(r.json).sort(), ['code', 'error']);
    assert.equal(r.json.code, 'UNAUTHENTICATED');
  }
  const garbage = new Client(app);
  garbage.jar.set('admin_auth_token', 'not-a-token');
  assert.equal((await garbage.get('/api2/admin/settings')).json.code, 'UNAUTHENTICATED');
});

test('a customer auth_token never opens /api2/admin, under either cookie name', async () => {
  const ctx = shared;
  const customer = await loggedInCustomer(ctx);
  const token = customer.client.jar.get('auth_token')!;
  assert.equal((await customer.client.get('/api2/auth/me')).status, 200, 'the token is a working customer token');

  const asCustomerCookie = await customer.client.get('/api2/admin/me');
  assert.equal(asCustomerCookie.status, 401);
  assert.equal(asCustomerCookie.json.code, 'UNAUTHENTICATED');

  const forged = new Client(ctx.app);
  forged.jar.set('admin_auth_token', token);
  for (const r of [
    await forged.get('/api2/admin/me'),
    await forged.get('/api2/admin/settings'),
    await forged.get('/api2/admin/users'),
  ]) {
    assert.equal(r.status, 401);
    assert.equal(r.json.code, 'UNAUTHENTICATED');
  }
});
