import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { adminSession, platformClient, Client } from '../helpers/client.js';
import { at, insertCustomer, insertOrder } from '../helpers/customer-fixtures.js';

async function setup(t: Parameters<typeof buildTestApp>[0]) {
  const ctx = await buildTestApp(t, { env: { PLATFORM_RATE_LIMIT: '0' } });
  return { ...ctx, c: await platformClient(ctx.app, 'read') };
}

test('list: registered customers only, newest first, e-mails masked, envelope with page and per_page', async (t) => {
  const ctx = await setup(t);
  const ann = await insertCustomer(ctx, {
    email: 'ann.smith@example.com',
    firstName: 'Ann',
    lastName: 'Smith',
    createdAt: at(1),
  });
  const bob = await insertCustomer(ctx, {
    email: 'bob@b2b.example.org',
    firstName: 'Bob',
    lastName: 'Trader',
    isB2b: true,
    b2bGroup: 'wholesale',
    createdAt: at(2),
  });
  await insertOrder(ctx, { email: 'guest@example.com' });
  const r = await ctx.c.get('/api2/v1/customers');
  assert.equal(r.status, 200, r.body);
  assert.deepEqual(r.json.meta, { page: 1, per_page: 50, total: 2, total_estimated: false, total_pages: 1 });
  assert.deepEqual(r.json.data, [
    {
      id: bob.id,
      email: 'b***@b2b.example.org',
      firstName: 'Bob',
      lastName: 'Trader',
      isB2b: true,
      b2bGroup: 'wholesale',
      createdAt: at(2),
    },
    {
      id: ann.id,
      email: 'a***@example.com',
      firstName: 'Ann',
      lastName: 'Smith',
      isB2b: false,
      b2bGroup: null,
      createdAt: at(1),
    },
  ]);
  const p2 = await ctx.c.get('/api2/v1/customers', { query: { page: 2, per_page: 1 } });
  assert.deepEqual(
    [p2.json.meta, p2.json.data.map((x: { id: number }) => x.id)],
    [{ page: 2, per_page: 1, total: 2, total_estimated: false, total_pages: 2 }, [ann.id]],
  );
  assert.equal((await ctx.c.get('/api2/v1/customers', { query: { per_page: 500 } })).json.meta.per_page, 200);
  assert.equal((await ctx.c.get('/api2/v1/customers', { query: { page: 0 } })).status, 400);
});

test('list: search over name and e-mail (literal), is_b2b filter', async (t) => {
  const ctx = await setup(t);
  const ann = await insertCustomer(ctx, { email: 'ann.smith@example.com', firstName: 'Ann', lastName: 'Smith' });
  const bob = await insertCustomer(ctx, {
    email: 'bob@b2b.example.org',
    firstName: 'Bob',
    lastName: 'Smith_Jones',
    isB2b: true,
  });
  const ids = async (query: Record<string, string | number | boolean>) => {
    const r = await ctx.c.get('/api2/v1/customers', { query });
    assert.equal(r.status, 200, r.body);
    assert.equal(r.json.meta.total, r.json.data.length);
    return r.json.data.map((x: { id: number }) => x.id).sort();
  };
  assert.deepEqual(await ids({ search: 'smith' }), [ann.id, bob.id].sort());
  assert.deepEqual(await ids({ search: 'Ann Smith' }), [ann.id]);
  assert.deepEqual(await ids({ search: 'B2B.EXAMPLE' }), [bob.id]);
  assert.deepEqual(await ids({ search: 'Smith_' }), [bob.id]);
  assert.deepEqual(await ids({ search: '%' }), []);
  assert.deepEqual(await ids({ is_b2b: true }), [bob.id]);
  assert.deepEqual(await ids({ is_b2b: false }), [ann.id]);
  assert.deepEqual(await ids({ is_b2b: 'true', search: 'ann' }), []);
  assert.equal((await ctx.c.get('/api2/v1/customers', { query: { is_b2b: 'maybe' } })).status, 400);
});

test('detail: unmasked contact data, addresses, last 10 orders, B2B group and notes', async (t) => {
  const ctx = await setup(t);
  const cust = await insertCustomer(ctx, {
    email: 'buyer@corp.example',
    firstName: 'Bea',
    lastName: 'Buyer',
    phone: '+49 89 1',
    isB2b: true,
    b2bGroup: 'resellers',
    notes: 'Pays by invoice',
  });
  const orders = [];
  for (let i = 0; i < 12; i++)
    orders.push(
      await insertOrder(ctx, {
        email: cust.email,
        customerId: cust.id,
        createdAt: at(i),
        status: i === 0 ? 'cancelled' : 'paid',
        total: 2,
      }),
    );
  const admin = await adminSession(ctx.app);
  const addr = await admin.post(`/api2/admin/customers/${cust.id}/addresses`, {
    type: 'billing',
    firstName: 'Bea',
    lastName: 'Buyer',
    street: 'Marienplatz 1',
    city: 'München',
    postalCode: '80331',
    country: 'DE',
    isDefault: true,
  });
  assert.equal(addr.status, 201);

  const r = await ctx.c.get(`/api2/v1/customers/${cust.id}`);
  assert.equal(r.status, 200, r.body);
  const d = r.json;
  assert.deepEqual(
    [d.id, d.email, d.firstName, d.lastName, d.phone, d.isVerified, d.orderCount, d.totalSpent, d.notes, d.b2b],
    [
      cust.id,
      'buyer@corp.example',
      'Bea',
      'Buyer',
      '+49 89 1',
      true,
      12,
      22,
      'Pays by invoice',
      { isB2b: true, group: 'resellers' },
    ],
  );
  assert.deepEqual(d.addresses, [addr.json]);
  assert.deepEqual(
    d.recentOrders.map((o: { id: number }) => o.id),
    orders
      .slice(2)
      .reverse()
      .map((o) => o.id),
  );
  assert.deepEqual(Object.keys(d.recentOrders[0]).sort(), ['createdAt', 'id', 'orderNumber', 'status', 'totalAmount']);
  assert.match(d.updatedAt, /Z$/);
  assert.equal('passwordHash' in d, false);
});

test('detail: unknown 404, guest and odd ids 400, all as {error}', async (t) => {
  const ctx = await setup(t);
  const order = await insertOrder(ctx, { email: 'guest@example.com' });
  const missing = await ctx.c.get('/api2/v1/customers/999999');
  assert.deepEqual([missing.status, Object.keys(missing.json)], [404, ['error']]);
  for (const id of [-order.id, 'abc', '-0', '1e309', '99999999999999999999', '1.5', 0]) {
    const r = await ctx.c.get(`/api2/v1/customers/${id}`);
    assert.ok(r.status === 400 || r.status === 404, `${id} → ${r.status}`);
    assert.equal(typeof r.json.error, 'string');
    assert.equal('code' in r.json, false);
  }
});

test('customers are read-only on the platform: no create, edit or delete routes', async (t) => {
  const ctx = await setup(t);
  const cust = await insertCustomer(ctx);
  const rw = await platformClient(ctx.app, 'read_write');
  assert.equal((await rw.post('/api2/v1/customers', { email: 'x@example.com' })).status, 404);
  assert.equal((await rw.put(`/api2/v1/customers/${cust.id}`, { firstName: 'X' })).status, 404);
  assert.equal((await rw.delete(`/api2/v1/customers/${cust.id}`)).status, 404);
  assert.equal((await new Client(ctx.app).get('/api2/v1/customers')).status, 401);
});
