import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminSession, adminWithRole, Client } from '../helpers/client.js';
import { loggedInCustomer } from '../helpers/customers.js';
import { at, insertCustomer, insertOrder } from '../helpers/customer-fixtures.js';
import { guestBody, insertProduct } from '../helpers/orders.js';

async function setup(t: Parameters<typeof buildTestApp>[0]) {
  const ctx = await buildTestApp(t);
  return { ...ctx, admin: await adminSession(ctx.app) };
}

function address(overrides: Record<string, unknown> = {}) {
  return {
    type: 'shipping',
    firstName: 'Ada',
    lastName: 'Address',
    street: 'Hauptstrasse 5',
    city: 'Köln',
    postalCode: '50667',
    country: 'DE',
    isDefault: true,
    ...overrides,
  };
}

async function addAddress(admin: Client, customerId: number, overrides: Record<string, unknown> = {}) {
  const r = await admin.post(`/api2/admin/customers/${customerId}/addresses`, address(overrides));
  assert.equal(r.status, 201, r.body);
  return r.json;
}

async function search(admin: Client, q: string) {
  const r = await admin.get('/api2/admin/customers/search', { query: { q } });
  assert.equal(r.status, 200, r.body);
  return r.json as {
    id: number;
    email: string;
    firstName: string;
    lastName: string;
    orderCount: number;
    totalSpent: number;
  }[];
}

async function defaults(ctx: TestApp, customerId: number) {
  const rows = await ctx.services.db
    .selectFrom('customerAddresses')
    .select(['id', 'type', 'isDefault'])
    .where('customerId', '=', customerId)
    .orderBy('id')
    .execute();
  return rows.map((r) => [r.id, r.type, r.isDefault === 1]);
}

test('list merges registered customers and guest groups, newest first, with stats and isGuest', async (t) => {
  const ctx = await setup(t);
  const old = await insertCustomer(ctx, { email: 'old@example.com', createdAt: at(0) });
  const first = await insertOrder(ctx, {
    email: 'guest@example.com',
    firstName: 'Gerd',
    lastName: 'First',
    createdAt: at(10),
    total: 20,
  });
  // Same guest, other spelling of the e-mail: one group, contact data of the newest order.
  await insertOrder(ctx, {
    email: 'Guest@Example.com',
    firstName: 'Gerda',
    lastName: 'Latest',
    phone: '+49 1',
    createdAt: at(40),
    total: 5,
    status: 'cancelled',
  });
  const reg = await insertCustomer(ctx, { email: 'reg@example.com', phone: '+49 30 1', createdAt: at(20) });
  for (const [status, total] of [
    ['paid', 10],
    ['delivered', 2.5],
    ['pending', 7],
    ['refunded', 100],
    ['cancelled', 50],
  ] as const) {
    await insertOrder(ctx, { email: 'reg@example.com', customerId: reg.id, status, total, createdAt: at(30) });
  }

  const r = await ctx.admin.get('/api2/admin/customers');
  assert.equal(r.status, 200, r.body);
  assert.deepEqual(
    { ...r.json, customers: undefined },
    { customers: undefined, total: 3, page: 1, limit: 50, totalPages: 1 },
  );
  const [a, b, c] = r.json.customers;
  assert.deepEqual(a, {
    id: reg.id,
    email: 'reg@example.com',
    firstName: 'Cara',
    lastName: 'Customer',
    phone: '+49 30 1',
    orderCount: 5,
    totalSpent: 12.5,
    isGuest: false,
    createdAt: at(20),
  });
  assert.deepEqual(b, {
    id: -first.id,
    email: 'Guest@Example.com',
    firstName: 'Gerda',
    lastName: 'Latest',
    orderCount: 2,
    totalSpent: 20,
    isGuest: true,
    createdAt: at(10),
  });
  assert.ok(!('phone' in b), 'guest entries carry no phone');
  assert.deepEqual([c.id, c.orderCount, c.totalSpent, c.phone], [old.id, 0, 0, null]);

  // The guest id stays the same as the group grows.
  await insertOrder(ctx, { email: 'GUEST@example.com', createdAt: at(50) });
  const again = await ctx.admin.get('/api2/admin/customers');
  assert.deepEqual(
    again.json.customers.map((x: { id: number }) => x.id),
    [reg.id, -first.id, old.id],
  );
  assert.equal(again.json.customers[1].orderCount, 3);
});

test('list pages over many days: each page finds its days, every entry once and in order, the total on every page and past the end', async (t) => {
  const ctx = await setup(t);
  // Registered customers and guests interleaved over five days, some days with none.
  for (let i = 0; i < 9; i++) await insertCustomer(ctx, { createdAt: at(i * 700) });
  for (let i = 0; i < 8; i++) await insertOrder(ctx, { email: `day${i}@example.com`, createdAt: at(i * 900 + 13) });
  const all = (await ctx.admin.get('/api2/admin/customers', { query: { limit: 200 } })).json;
  assert.equal(all.total, 17);
  const ids = all.customers.map((x: { id: number | string }) => x.id);
  for (const limit of [1, 2, 5]) {
    const seen: unknown[] = [];
    for (let page = 1; page <= Math.ceil(17 / limit); page++) {
      const r = await ctx.admin.get('/api2/admin/customers', { query: { page, limit } });
      assert.equal(r.json.total, 17, `page ${page} of ${limit}`);
      seen.push(...r.json.customers.map((x: { id: number | string }) => x.id));
    }
    assert.deepEqual(seen, ids, `limit ${limit}`);
  }
  const past = (await ctx.admin.get('/api2/admin/customers', { query: { page: 99, limit: 5 } })).json;
  assert.deepEqual([past.customers.length, past.total, past.totalPages], [0, 17, 4]);
});

test('list pages: page and limit (max 200), every entry exactly once across pages', async (t) => {
  const ctx = await setup(t);
  for (let i = 0; i < 4; i++) await insertCustomer(ctx, { createdAt: at(i * 2) });
  for (let i = 0; i < 3; i++) await insertOrder(ctx, { email: `g${i}@example.com`, createdAt: at(i * 2 + 1) });
  const all = (await ctx.admin.get('/api2/admin/customers')).json;
  assert.equal(all.total, 7);
  const dates = all.customers.map((x: { createdAt: string }) => x.createdAt);
  assert.deepEqual(dates, [...dates].sort().reverse());
  const seen: number[] = [];
  for (let page = 1; page <= 3; page++) {
    const r = await ctx.admin.get('/api2/admin/customers', { query: { page, limit: 3 } });
    assert.equal(r.status, 200);
    assert.deepEqual([r.json.page, r.json.limit, r.json.total, r.json.totalPages], [page, 3, 7, 3]);
    seen.push(...r.json.customers.map((x: { id: number }) => x.id));
  }
  assert.deepEqual(
    seen,
    all.customers.map((x: { id: number }) => x.id),
  );
  assert.equal(
    (await ctx.admin.get('/api2/admin/customers', { query: { page: 9, limit: 3 } })).json.customers.length,
    0,
  );
  assert.equal((await ctx.admin.get('/api2/admin/customers', { query: { limit: 200 } })).status, 200);
  for (const query of [{ limit: 201 }, { limit: 0 }, { page: 0 }, { page: 'x' }] as Record<string, string | number>[]) {
    const r = await ctx.admin.get('/api2/admin/customers', { query });
    assert.equal(r.status, 400, JSON.stringify(query));
    assert.equal(r.json.code, 'VALIDATION_ERROR');
  }
});

test('search: at least 2 characters; over orders by name, e-mail and phone; no customers without orders', async (t) => {
  const ctx = await setup(t);
  for (const q of ['a', ' a ', '  ']) {
    const r = await ctx.admin.get('/api2/admin/customers/search', { query: { q } });
    assert.equal(r.status, 400, q);
    assert.equal(r.json.code, 'VALIDATION_ERROR');
  }
  assert.equal((await ctx.admin.get('/api2/admin/customers/search')).status, 400);

  const order = await insertOrder(ctx, {
    email: 'fiona@shop.test',
    firstName: 'Fiona',
    lastName: 'Findme',
    phone: '+49 170 555',
  });
  await insertOrder(ctx, {
    email: 'FIONA@shop.test',
    firstName: 'Fiona',
    lastName: 'Findme',
    status: 'pending',
    total: 3,
  });
  const guest = {
    id: -order.id,
    email: 'FIONA@shop.test',
    firstName: 'Fiona',
    lastName: 'Findme',
    orderCount: 2,
    totalSpent: 10,
  };
  for (const q of ['findme', 'Fiona Findme', 'fiona@SHOP', '170 555'])
    assert.deepEqual(await search(ctx.admin, q), [guest], q);

  const lonely = await insertCustomer(ctx, { email: 'lonely@example.com', lastName: 'Noorders' });
  assert.deepEqual(await search(ctx.admin, 'Noorders'), []);
  assert.deepEqual(await search(ctx.admin, 'lonely@'), []);
  // With an order the registered customer is found, by the order and by the account data.
  await insertOrder(ctx, { email: 'old-address@example.com', customerId: lonely.id, lastName: 'Ordername' });
  const registered = {
    id: lonely.id,
    email: 'lonely@example.com',
    firstName: 'Cara',
    lastName: 'Noorders',
    orderCount: 1,
    totalSpent: 10,
  };
  assert.deepEqual(await search(ctx.admin, 'Ordername'), [registered]);
  assert.deepEqual(await search(ctx.admin, 'lonely@'), [registered]);
});

test('search: up to 20 results, newest order first; wildcards and quotes are matched literally', async (t) => {
  const ctx = await setup(t);
  for (let i = 0; i < 25; i++) await insertOrder(ctx, { email: `bulk${i}@example.com`, lastName: `Bulkbuyer${i}` });
  const hits = await search(ctx.admin, 'bulkbuyer');
  assert.equal(hits.length, 20);
  assert.equal(hits[0]!.email, 'bulk24@example.com');

  await insertOrder(ctx, { email: 'pct@example.com', lastName: 'Pct%Name' });
  await insertOrder(ctx, { email: 'pctx@example.com', lastName: 'PctXName' });
  await insertOrder(ctx, { email: 'under_score@example.com', lastName: 'Under' });
  await insertOrder(ctx, { email: 'underXscore@example.com', lastName: 'Under' });
  assert.deepEqual(
    (await search(ctx.admin, 'Pct%')).map((c) => c.email),
    ['pct@example.com'],
  );
  assert.deepEqual(
    (await search(ctx.admin, 'under_')).map((c) => c.email),
    ['under_score@example.com'],
  );
  assert.deepEqual(await search(ctx.admin, '%%'), []);
  assert.deepEqual(await search(ctx.admin, "' OR '1'='1"), []);
});

test('detail of a registered customer: verified flag, addresses, the last 5 orders, stats', async (t) => {
  const ctx = await setup(t);
  const reg = await loggedInCustomer(ctx, { firstName: 'Vera', lastName: 'Verified' });
  const { id } = await ctx.services.db
    .selectFrom('customers')
    .select('id')
    .where('email', '=', reg.email)
    .executeTakeFirstOrThrow();
  const orders = [];
  for (let i = 0; i < 7; i++)
    orders.push(await insertOrder(ctx, { email: reg.email, customerId: id, createdAt: at(i), total: 1.5 }));
  const addr = await addAddress(ctx.admin, id);
  const r = await ctx.admin.get(`/api2/admin/customers/${id}`);
  assert.equal(r.status, 200, r.body);
  const d = r.json;
  assert.deepEqual(
    [d.id, d.email, d.firstName, d.lastName, d.phone, d.isVerified, d.orderCount, d.totalSpent],
    [id, reg.email, 'Vera', 'Verified', null, true, 7, 10.5],
  );
  assert.match(d.createdAt, /Z$/);
  assert.deepEqual(d.addresses, [addr]);
  assert.deepEqual(
    d.recentOrders.map((o: { id: number }) => o.id),
    orders
      .slice(2)
      .reverse()
      .map((o) => o.id),
  );
  assert.deepEqual(d.recentOrders[0], {
    id: orders[6]!.id,
    orderNumber: orders[6]!.orderNumber,
    status: 'paid',
    totalAmount: 1.5,
    createdAt: at(6),
  });
  assert.equal('isGuest' in d, false);
});

test('detail of a guest by negative id: contact data of the newest order, no addresses; other negative ids 404', async (t) => {
  const ctx = await setup(t);
  const first = await insertOrder(ctx, { email: 'gast@example.com', firstName: 'Gast', createdAt: at(1), total: 4 });
  const second = await insertOrder(ctx, {
    email: 'gast@example.com',
    firstName: 'Gast',
    lastName: 'Neu',
    phone: '0221 1',
    createdAt: at(2),
    total: 6,
  });
  const r = await ctx.admin.get(`/api2/admin/customers/${-first.id}`);
  assert.equal(r.status, 200, r.body);
  assert.deepEqual(r.json, {
    id: -first.id,
    email: 'gast@example.com',
    firstName: 'Gast',
    lastName: 'Neu',
    phone: '0221 1',
    orderCount: 2,
    totalSpent: 10,
    isVerified: false,
    vatId: null,
    isB2b: false,
    b2bGroup: null,
    addresses: [],
    recentOrders: [second, first].map((o, i) => ({
      id: o.id,
      orderNumber: o.orderNumber,
      status: 'paid',
      totalAmount: [6, 4][i],
      createdAt: o.createdAt,
    })),
    createdAt: at(1),
  });
  // Only the first order's id names the group; an order with an account is no guest.
  const reg = await insertCustomer(ctx);
  const owned = await insertOrder(ctx, { email: reg.email, customerId: reg.id });
  for (const id of [-second.id, -owned.id, -999999, 999999, 0]) {
    const g = await ctx.admin.get(`/api2/admin/customers/${id}`);
    assert.equal(g.status, 404, String(id));
    assert.equal(g.json.code, 'NOT_FOUND');
  }
});

test('odd customer ids give 400 or 404 with {error, code}, never a 5xx', async (t) => {
  const ctx = await setup(t);
  for (const id of ['abc', '-0', '1e309', '99999999999999999999', '1.5', '-99999999999', 'null', '%27']) {
    for (const [method, path] of [
      ['GET', `/api2/admin/customers/${id}`],
      ['PUT', `/api2/admin/customers/${id}`],
      ['DELETE', `/api2/admin/customers/${id}`],
    ] as const) {
      const r = await ctx.admin.request(method, path, method === 'PUT' ? { json: { firstName: 'X' } } : {});
      assert.ok(r.status === 400 || r.status === 404, `${method} ${path} → ${r.status}`);
      assert.equal(typeof r.json.code, 'string');
    }
  }
  assert.equal((await ctx.admin.get('/api2/admin/customers/addresses/abc')).status, 404, 'no GET route for addresses');
});

test('writes on a guest give 400 GUEST_CUSTOMER_READ_ONLY and change nothing', async (t) => {
  const ctx = await setup(t);
  const order = await insertOrder(ctx, { email: 'ro@example.com' });
  const id = -order.id;
  const owner = await insertCustomer(ctx);
  const addr = await addAddress(ctx.admin, owner.id);
  const attempts = [
    ctx.admin.put(`/api2/admin/customers/${id}`, { firstName: 'X' }),
    ctx.admin.delete(`/api2/admin/customers/${id}`),
    ctx.admin.post(`/api2/admin/customers/${id}/addresses`, address()),
    ctx.admin.put(`/api2/admin/customers/addresses/${addr.id}`, { customerId: id, city: 'X' }),
    ctx.admin.delete(`/api2/admin/customers/addresses/${addr.id}`, { query: { customerId: id } }),
    ctx.admin.put('/api2/admin/customers/-999999', { firstName: 'X' }),
  ];
  for (const r of await Promise.all(attempts)) {
    assert.equal(r.status, 400, r.body);
    assert.equal(r.json.code, 'GUEST_CUSTOMER_READ_ONLY');
  }
  assert.equal((await ctx.admin.get(`/api2/admin/customers/${id}`)).json.firstName, 'Gina');
  assert.equal((await ctx.admin.get(`/api2/admin/customers/${owner.id}`)).json.addresses[0].city, 'Köln');
});

test('PUT changes only email, firstName, lastName, phone and the B2B fields; e-mails are unique (409 EMAIL_IN_USE)', async (t) => {
  const ctx = await setup(t);
  const a = await insertCustomer(ctx, { email: 'a@example.com', notes: 'vip', isB2b: true });
  const b = await insertCustomer(ctx, { email: 'b@example.com' });
  const r = await ctx.admin.put(`/api2/admin/customers/${a.id}`, {
    email: 'Renamed@Example.com',
    firstName: ' Renata ',
    lastName: 'Renamed',
    phone: '+49 30 1234567',
    notes: 'changed',
    isVerified: false,
    createdAt: '2000-01-01T00:00:00.000Z',
  });
  assert.equal(r.status, 200, r.body);
  assert.deepEqual(Object.keys(r.json).sort(), [
    'b2bGroup',
    'email',
    'firstName',
    'id',
    'isB2b',
    'lastName',
    'updatedAt',
    'vatId',
  ]);
  assert.deepEqual(
    [r.json.id, r.json.email, r.json.firstName, r.json.lastName],
    [a.id, 'renamed@example.com', 'Renata', 'Renamed'],
  );
  assert.ok(r.json.updatedAt > a.updatedAt);
  const row = await ctx.services.db
    .selectFrom('customers')
    .selectAll()
    .where('id', '=', a.id)
    .executeTakeFirstOrThrow();
  assert.deepEqual(
    [row.phone, row.notes, row.isB2b, row.isVerified, row.createdAt],
    ['+49 30 1234567', 'vip', 1, 1, a.createdAt],
  );

  assert.equal((await ctx.admin.put(`/api2/admin/customers/${a.id}`, { phone: null })).status, 200);
  assert.equal((await ctx.admin.get(`/api2/admin/customers/${a.id}`)).json.phone, null);

  const dup = await ctx.admin.put(`/api2/admin/customers/${a.id}`, { email: 'B@example.com', firstName: 'Nope' });
  assert.equal(dup.status, 409);
  assert.equal(dup.json.code, 'EMAIL_IN_USE');
  const after = (await ctx.admin.get(`/api2/admin/customers/${a.id}`)).json;
  assert.deepEqual([after.email, after.firstName], ['renamed@example.com', 'Renata']);
  assert.equal(
    (await ctx.admin.put(`/api2/admin/customers/${b.id}`, { email: 'b@example.com' })).status,
    200,
    'keeping the own e-mail is fine',
  );

  for (const body of [{ email: 'not-an-email' }, { firstName: '' }, { lastName: '   ' }, { phone: 'x'.repeat(51) }]) {
    const bad = await ctx.admin.put(`/api2/admin/customers/${a.id}`, body);
    assert.equal(bad.status, 400, JSON.stringify(body));
    assert.equal(bad.json.code, 'VALIDATION_ERROR');
  }
  assert.equal((await ctx.admin.put('/api2/admin/customers/999999', { firstName: 'X' })).status, 404);
});

test('DELETE removes the customer and the addresses; the orders stay and form a guest group', async (t) => {
  const ctx = await setup(t);
  const c = await insertCustomer(ctx, { email: 'leaving@example.com' });
  const order = await insertOrder(ctx, { email: 'leaving@example.com', customerId: c.id });
  await addAddress(ctx.admin, c.id);
  const r = await ctx.admin.delete(`/api2/admin/customers/${c.id}`);
  assert.equal(r.status, 200, r.body);
  assert.deepEqual(r.json, { success: true });
  assert.equal((await ctx.admin.get(`/api2/admin/customers/${c.id}`)).json.code, 'NOT_FOUND');
  assert.equal((await ctx.admin.delete(`/api2/admin/customers/${c.id}`)).status, 404);
  const kept = await ctx.services.db
    .selectFrom('orders')
    .select(['customerId', 'customerEmail'])
    .where('id', '=', order.id)
    .executeTakeFirstOrThrow();
  assert.deepEqual(kept, { customerId: null, customerEmail: 'leaving@example.com' });
  assert.deepEqual(await defaults(ctx, c.id), []);
  const guest = await ctx.admin.get(`/api2/admin/customers/${-order.id}`);
  assert.equal(guest.status, 200);
  assert.equal(guest.json.email, 'leaving@example.com');
});

test('deleting customers turns their orders into guests: a new group, or one merged with earlier guest orders', async (t) => {
  const ctx = await setup(t);
  const guestOrder = await insertOrder(ctx, { email: 'g@example.com', createdAt: at(10) });
  const merging = await insertCustomer(ctx, { email: 'G@Example.com', createdAt: at(1) });
  await insertOrder(ctx, { email: 'G@Example.com', customerId: merging.id, createdAt: at(5) });
  await insertOrder(ctx, { email: 'G@Example.com', customerId: merging.id, createdAt: at(20) });
  const alone = await insertCustomer(ctx, { email: 'alone@example.com', createdAt: at(2) });
  const aloneOrder = await insertOrder(ctx, { email: 'alone@example.com', customerId: alone.id, createdAt: at(30) });
  const list = async () =>
    (await ctx.admin.get('/api2/admin/customers')).json as {
      customers: { id: number; createdAt: string; orderCount: number; isGuest: boolean }[];
      total: number;
    };
  assert.deepEqual(
    (await list()).customers.map((c) => c.id),
    [-guestOrder.id, alone.id, merging.id],
  );

  for (const id of [merging.id, alone.id])
    assert.equal((await ctx.admin.delete(`/api2/admin/customers/${id}`)).status, 200);
  const after = await list();
  assert.equal(after.total, 2);
  // The merged group keeps the lowest order id as its id and takes the earliest order's date.
  assert.deepEqual(
    after.customers.map((c) => [c.id, c.createdAt, c.orderCount, c.isGuest]),
    [
      [-aloneOrder.id, at(30), 1, true],
      [-guestOrder.id, at(5), 3, true],
    ],
  );
  const stored = await ctx.services.db.selectFrom('guestCustomers').select(['id', 'emailKey']).orderBy('id').execute();
  assert.deepEqual(stored, [
    { id: -aloneOrder.id, emailKey: 'alone@example.com' },
    { id: -guestOrder.id, emailKey: 'g@example.com' },
  ]);
});

test('guest rows stay exact under concurrent guest checkouts and customer deletions on the same e-mails', async (t) => {
  const ctx = await setup(t);
  const product = await insertProduct(ctx.services, { stock: 1000 });
  const leaving = [];
  for (let i = 0; i < 6; i++) {
    const c = await insertCustomer(ctx, { email: `race${i}@example.com` });
    await insertOrder(ctx, { email: `race${i}@example.com`, customerId: c.id });
    leaving.push(c);
  }
  const shop = new Client(ctx.app);
  const results = await Promise.all([
    ...leaving.map((c) => ctx.admin.delete(`/api2/admin/customers/${c.id}`)),
    ...leaving.flatMap((_, i) =>
      [0, 1].map(() =>
        shop.post(
          '/api2/store/orders',
          guestBody([{ productId: product.id, quantity: 1 }], { email: `RACE${i}@example.com` }),
        ),
      ),
    ),
  ]);
  for (const r of results) assert.ok(r.status === 200 || r.status === 201, `${r.status} ${r.body}`);

  const stored = await ctx.services.db
    .selectFrom('guestCustomers')
    .select(['id', 'emailKey', 'createdAt'])
    .orderBy('emailKey')
    .execute();
  const orders = await ctx.services.db
    .selectFrom('orders')
    .select(['id', 'customerEmail', 'createdAt'])
    .where('customerId', 'is', null)
    .execute();
  const expected = new Map<string, { id: number; emailKey: string; createdAt: string }>();
  for (const o of orders) {
    const key = o.customerEmail.toLowerCase();
    const g = expected.get(key);
    expected.set(key, {
      id: Math.max(g?.id ?? -Infinity, -o.id),
      emailKey: key,
      createdAt: g && g.createdAt < o.createdAt ? g.createdAt : o.createdAt,
    });
  }
  assert.equal(stored.length, 6);
  assert.deepEqual(
    stored,
    [...expected.values()].sort((a, b) => a.emailKey.localeCompare(b.emailKey)),
  );
});

test('addresses: create 201, one default per type, update and delete only with the owner id', async (t) => {
  const ctx = await setup(t);
  const c = await insertCustomer(ctx);
  const other = await insertCustomer(ctx);
  const first = await addAddress(ctx.admin, c.id, { city: 'Erste' });
  assert.deepEqual(Object.keys(first).sort(), [
    'city',
    'country',
    'firstName',
    'id',
    'isDefault',
    'lastName',
    'postalCode',
    'street',
    'type',
  ]);
  assert.deepEqual([first.type, first.city, first.isDefault], ['shipping', 'Erste', true]);
  const second = await addAddress(ctx.admin, c.id, { city: 'Zweite' });
  const billing = await addAddress(ctx.admin, c.id, { type: 'billing' });
  const plain = await addAddress(ctx.admin, c.id, { isDefault: undefined });
  assert.equal(plain.isDefault, false);
  assert.deepEqual(await defaults(ctx, c.id), [
    [first.id, 'shipping', false],
    [second.id, 'shipping', true],
    [billing.id, 'billing', true],
    [plain.id, 'shipping', false],
  ]);

  // Making the first default again clears the second; moving the billing default to shipping clears the first.
  let u = await ctx.admin.put(`/api2/admin/customers/addresses/${first.id}`, {
    customerId: c.id,
    isDefault: true,
    city: 'Hamburg',
  });
  assert.equal(u.status, 200, u.body);
  assert.deepEqual(
    [u.json.id, u.json.city, u.json.isDefault, u.json.street],
    [first.id, 'Hamburg', true, 'Hauptstrasse 5'],
  );
  u = await ctx.admin.put(`/api2/admin/customers/addresses/${billing.id}`, { customerId: c.id, type: 'shipping' });
  assert.equal(u.status, 200, u.body);
  assert.deepEqual(await defaults(ctx, c.id), [
    [first.id, 'shipping', false],
    [second.id, 'shipping', false],
    [billing.id, 'shipping', true],
    [plain.id, 'shipping', false],
  ]);

  // Someone else's address, or one that does not exist: 404; nothing changes.
  for (const r of [
    await ctx.admin.put(`/api2/admin/customers/addresses/${first.id}`, { customerId: other.id, city: 'Stolen' }),
    await ctx.admin.put(`/api2/admin/customers/addresses/999999`, { customerId: c.id, city: 'X' }),
    await ctx.admin.put(`/api2/admin/customers/addresses/${first.id}`, { customerId: 999999, city: 'X' }),
    await ctx.admin.delete(`/api2/admin/customers/addresses/${first.id}`, { query: { customerId: other.id } }),
    await ctx.admin.post('/api2/admin/customers/999999/addresses', address()),
  ]) {
    assert.equal(r.status, 404, r.body);
    assert.equal(r.json.code, 'NOT_FOUND');
  }
  for (const r of [
    await ctx.admin.put(`/api2/admin/customers/addresses/${first.id}`, { city: 'No owner' }),
    await ctx.admin.delete(`/api2/admin/customers/addresses/${first.id}`),
    await ctx.admin.post(`/api2/admin/customers/${c.id}/addresses`, address({ type: 'home' })),
    await ctx.admin.post(`/api2/admin/customers/${c.id}/addresses`, address({ street: '  ' })),
    await ctx.admin.post(`/api2/admin/customers/${c.id}/addresses`, { type: 'billing', city: 'Only' }),
  ]) {
    assert.equal(r.status, 400, r.body);
    assert.equal(r.json.code, 'VALIDATION_ERROR');
  }
  const del = await ctx.admin.delete(`/api2/admin/customers/addresses/${first.id}`, { query: { customerId: c.id } });
  assert.deepEqual([del.status, del.json], [200, { success: true }]);
  const d = (await ctx.admin.get(`/api2/admin/customers/${c.id}`)).json;
  assert.deepEqual(d.addresses.map((a: { id: number }) => a.id).sort(), [second.id, billing.id, plain.id].sort());
  assert.equal(d.addresses.find((a: { id: number }) => a.id === second.id).city, 'Zweite');
});

test('concurrent default addresses leave exactly one default per type', async (t) => {
  const ctx = await setup(t);
  const c = await insertCustomer(ctx);
  const results = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      ctx.admin.post(`/api2/admin/customers/${c.id}/addresses`, address({ city: `City ${i}` })),
    ),
  );
  assert.deepEqual(
    results.map((r) => r.status),
    Array(6).fill(201),
  );
  assert.equal((await defaults(ctx, c.id)).filter(([, , isDefault]) => isDefault).length, 1);
});

test('RBAC: support reads but may not write; editor may not read; manager writes; CSRF on writes', async (t) => {
  const ctx = await setup(t);
  const c = await insertCustomer(ctx);
  const support = await adminWithRole(ctx.app, 'support');
  assert.equal((await support.get('/api2/admin/customers')).status, 200);
  assert.equal((await support.get('/api2/admin/customers/search', { query: { q: 'ca' } })).status, 200);
  assert.equal((await support.get(`/api2/admin/customers/${c.id}`)).status, 200);
  for (const r of [
    await support.put(`/api2/admin/customers/${c.id}`, { firstName: 'X' }),
    await support.delete(`/api2/admin/customers/${c.id}`),
    await support.post(`/api2/admin/customers/${c.id}/addresses`, address()),
    await support.delete('/api2/admin/customers/addresses/1'),
  ]) {
    assert.equal(r.status, 403, r.body);
    assert.equal(r.json.code, 'FORBIDDEN');
  }
  const editor = await adminWithRole(ctx.app, 'editor');
  for (const path of ['/api2/admin/customers', `/api2/admin/customers/${c.id}`, '/api2/admin/customers/search?q=abc']) {
    assert.equal((await editor.get(path)).json.code, 'FORBIDDEN', path);
  }
  const manager = await adminWithRole(ctx.app, 'manager');
  assert.equal(
    (await manager.put(`/api2/admin/customers/${c.id}`, { firstName: 'X' }, { csrf: false })).json.code,
    'CSRF_INVALID',
  );
  assert.equal((await manager.put(`/api2/admin/customers/${c.id}`, { firstName: 'Managed' })).status, 200);
  assert.equal((await new Client(ctx.app).get('/api2/admin/customers')).status, 401);
});
