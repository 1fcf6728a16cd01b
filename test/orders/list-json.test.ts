// The lists whose items' JSON the database writes (SqlDialect.jsonText): the admin and platform order lists and the
// admin customer list. Their items must be the bytes the route's schema makes of the domain's own mapping
// (rowToListItem; registeredListItem and guestListItem) with the route's serialiser, whatever the names, e-mails,
// amounts and statuses hold.
import { test } from 'node:test';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminSession, platformClient, type Reply } from '../helpers/client.js';
import { ORDER_ENV } from '../helpers/orders.js';
import { at, insertCustomer, insertOrder, orderRow } from '../helpers/customer-fixtures.js';
import { insertOrderRows } from '../helpers/bulk-orders.js';
import { LIST_COLUMNS, rowToListItem } from '../../src/modules/orders/order.js';
import { OrderListItem } from '../../src/http/common/order.schemas.js';
import { CustomerListItem } from '../../src/http/admin/customers.schemas.js';
import { AdminOrderListItem } from '../../src/http/admin/orders.schemas.js';
import { guestListItem, NO_STATS, registeredListItem } from '../../src/modules/customers/customer.js';
import { guestsByFirstOrder, statsByCustomer } from '../../src/modules/customers/customer-orders.repository.js';

const NAMES: [string, string][] = [
  ['Zoë "Q"', "O'Brien"],
  ['Back\\slash', 'Solidus/'],
  ['Tab\tin', 'Line\nbreak'],
  ['Bell\u0007', 'Del\u007f'],
  ['Emoji 😀', '東京'],
  ['Para\u2028graph', 'Sep\u2029'],
  ['  Spacey', 'Trailing  '],
  ['', 'OnlyLast'],
  ['OnlyFirst', ''],
  ['Ünïcödé', 'Ñandú'],
  ['<script>', '&amp;'],
  ['Zero\u200bwidth', 'Bidi\u202e'],
];

// Amounts JavaScript writes in every form: whole, one decimal, two, large, the largest the API accepts.
const CENTS = [0, 1, 5, 10, 99, 100, 101, 150, 1999, 2000, 12345, 100000, 123456789, 99999999999, 1000000000000];

const PAYMENT_STATUSES = ['paid', 'refunded', 'pending', 'failed', 'partially_refunded', 'legacy-unknown'];

/** A schema's serialiser as Fastify compiles a route's (fast-json-stringify: optional members after the others). */
function serialiserOf(schema: object): (value: unknown) => string {
  const compile = (
    SerializerSelector() as unknown as () => (route: {
      schema: object;
      method: string;
      url: string;
    }) => (value: unknown) => string
  )();
  return compile({ schema, method: 'GET', url: '/' });
}

/** The orders' list items as the route's schema writes rowToListItem of the stored rows, by id. */
async function expectedItems(ctx: TestApp): Promise<Map<number, string>> {
  const serialise = serialiserOf(OrderListItem);
  const rows = await ctx.services.db.selectFrom('orders').selectAll().execute();
  return new Map(rows.map((r) => [r.id, serialise(rowToListItem(r))]));
}

/** The admin list's items: the same, with the order's tags by name, as the admin route's schema writes them. */
async function expectedAdminItems(ctx: TestApp): Promise<Map<number, string>> {
  const serialise = serialiserOf(AdminOrderListItem);
  const { db } = ctx.services;
  const rows = await db.selectFrom('orders').selectAll().execute();
  const links = await db
    .selectFrom('orderTags')
    .innerJoin('tags', 'tags.id', 'orderTags.tagId')
    .select(['orderTags.orderId', 'tags.id', 'tags.name'])
    .orderBy('tags.name')
    .execute();
  const tagsOf = (id: number) => links.filter((l) => l.orderId === id).map((l) => ({ id: l.id, name: l.name }));
  return new Map(rows.map((r) => [r.id, serialise({ ...rowToListItem(r), tags: tagsOf(r.id) })]));
}

/** The text of the body's one array (the items), as sent. */
function arrayText(reply: Reply): string {
  return reply.body.slice(reply.body.indexOf('['), reply.body.lastIndexOf(']') + 1);
}

test('order list items written by the database are the schema bytes of rowToListItem: every page kind, admin and platform', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(ctx.app);
  const platform = await platformClient(ctx.app, 'read');
  await insertOrderRows(
    ctx.services.db,
    CENTS.flatMap((cents, i) => {
      const [firstName, lastName] = NAMES[i % NAMES.length]!;
      return [
        {
          ...orderRow({
            email: `buyer+${i}."odd"\\@example.com`,
            firstName,
            lastName,
            status: i % 2 ? 'shipped' : 'paid',
            total: cents / 100,
            createdAt: new Date(Date.UTC(2026, 2, 1 + (i % 5), i, 7, 9, (i * 137) % 1000)).toISOString(),
          }),
          totalCents: cents,
          paymentStatus: PAYMENT_STATUSES[i % PAYMENT_STATUSES.length]!,
          currency: i % 3 ? 'EUR' : 'CHF',
          orderSource: i % 4 ? 'web' : 'pos "counter"',
        },
      ];
    }),
  );
  // Tags whose names need escaping, on some of the orders.
  const tagIds = [];
  for (const name of ['Zoë "VIP"', 'Back\\slash', 'Emoji 😀'])
    tagIds.push((await admin.post('/api2/admin/order-tags', { name })).json.id);
  for (const id of [1, 2, 5, 9])
    assert.equal((await admin.put(`/api2/admin/orders/${id}/tags`, { tagIds: tagIds.slice(id % 3) })).status, 200);
  const expected = await expectedItems(ctx);
  const expectedAdmin = await expectedAdminItems(ctx);
  assert.equal(expected.size, CENTS.length);
  assert.deepEqual(
    Object.keys(JSON.parse(expected.values().next().value!)),
    Object.keys(OrderListItem.properties),
    'rowToListItem keeps the schema order',
  );

  const pages: [string, () => Promise<Reply>][] = [
    ['by date, newest first (a seek)', () => admin.get('/api2/admin/orders', { query: { limit: 50 } })],
    ['by date, oldest first', () => admin.get('/api2/admin/orders', { query: { limit: 50, sortOrder: 'asc' } })],
    ['by date with a status', () => admin.get('/api2/admin/orders', { query: { limit: 50, status: 'shipped' } })],
    ['a later page', () => admin.get('/api2/admin/orders', { query: { limit: 4, page: 2 } })],
    [
      'by amount (by offset)',
      () => admin.get('/api2/admin/orders', { query: { limit: 50, sortBy: 'totalAmount', sortOrder: 'asc' } }),
    ],
    [
      'by name, a search',
      () => admin.get('/api2/admin/orders', { query: { limit: 50, sortBy: 'customerName', search: 'example' } }),
    ],
    ['platform', () => platform.get('/api2/v1/orders', { query: { per_page: 50 } })],
  ];
  for (const [name, get] of pages) {
    const reply = await get();
    assert.equal(reply.status, 200, name);
    assert.match(String(reply.headers['content-type']), /^application\/json/, name);
    const items: { id: number }[] = reply.json.orders ?? reply.json.data;
    assert.ok(items.length > 0, name);
    const bytes = name === 'platform' ? expected : expectedAdmin;
    assert.equal(arrayText(reply), `[${items.map((o) => bytes.get(o.id)).join(',')}]`, name);
  }

  const amounts = (
    await admin.get('/api2/admin/orders', { query: { limit: 50, sortBy: 'totalAmount', sortOrder: 'asc' } })
  ).json.orders.map((o: { totalAmount: number }) => o.totalAmount);
  assert.deepEqual(
    amounts,
    [...CENTS].sort((a, b) => a - b).map((c) => c / 100),
  );
  const page = (await admin.get('/api2/admin/orders', { query: { limit: 4, page: 2 } })).json;
  assert.deepEqual(
    { ...page, orders: page.orders.length },
    { orders: 4, total: CENTS.length, totalEstimated: false, page: 2, limit: 4, totalPages: 4 },
  );
  const v1 = (await platform.get('/api2/v1/orders', { query: { per_page: 4, page: 4 } })).json;
  assert.deepEqual(
    { ...v1, data: v1.data.length },
    { data: 3, meta: { page: 4, per_page: 4, total: CENTS.length, total_estimated: false, total_pages: 4 } },
  );

  // The dashboard's newest orders are still serialised by the route's schema: the same bytes as the platform's list.
  const recent = await admin.get('/api2/admin/orders/recent', { query: { limit: 50 } });
  assert.equal(arrayText(recent), arrayText(await platform.get('/api2/v1/orders', { query: { per_page: 50 } })));
});

test('an empty order list is still a well-formed answer on both surfaces', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(ctx.app);
  const platform = await platformClient(ctx.app, 'read');
  const reply = await admin.get('/api2/admin/orders', { query: { status: 'refunded' } });
  assert.equal(reply.body, '{"orders":[],"total":0,"totalEstimated":false,"page":1,"limit":50,"totalPages":0}');
  const far = await admin.get('/api2/admin/orders', { query: { page: 99, sortBy: 'totalAmount' } });
  assert.deepEqual(far.json, { orders: [], total: 0, totalEstimated: false, page: 99, limit: 50, totalPages: 0 });
  assert.deepEqual((await platform.get('/api2/v1/orders')).json, {
    data: [],
    meta: { page: 1, per_page: 50, total: 0, total_estimated: false, total_pages: 0 },
  });
});

test('the date-sorted pages read only their index: it holds every column the list item is made of', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const query =
    ctx.engine === 'postgres'
      ? sql<{ name: string }>`select attname as name from pg_attribute where attrelid = 'orders_created_at'::regclass`
      : sql<{ name: string }>`select name from pragma_index_info('orders_created_at')`;
  const indexed = new Set((await query.execute(ctx.services.db)).rows.map((r) => r.name));
  // A member reading a column the index lacks needs a migration that widens it (as 0040 did).
  assert.deepEqual(
    LIST_COLUMNS.map((c) => c.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`)).filter((c) => !indexed.has(c)),
    [],
  );
});

test('customer list items written by the database are the schema bytes of the registered and guest items', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(ctx.app);
  let minute = 0;
  for (const [i, [firstName, lastName]] of NAMES.entries()) {
    // A registered customer with a phone or none, with orders or none, and a guest with the same names.
    const customer = await insertCustomer(ctx, {
      email: `reg+${i}."q"@example.com`,
      firstName,
      lastName,
      phone: i % 2 ? `+49 "${i}"\\` : null,
      createdAt: at(minute++),
    });
    for (const cents of i % 3 ? CENTS.slice(i % 5, (i % 5) + 2) : []) {
      await insertOrder(ctx, {
        email: customer.email,
        customerId: customer.id,
        firstName,
        lastName,
        status: i % 4 ? 'paid' : 'cancelled',
        total: cents / 100,
        createdAt: at(minute++),
      });
    }
    await insertOrder(ctx, {
      email: `Guest+${i}@Example.com`,
      firstName: lastName,
      lastName: firstName,
      status: i % 2 ? 'delivered' : 'pending',
      total: CENTS[i % CENTS.length]! / 100,
      createdAt: at(minute++),
    });
  }

  const reply = await admin.get('/api2/admin/customers', { query: { limit: 100 } });
  assert.equal(reply.status, 200);
  const items: { id: number }[] = reply.json.customers;
  assert.equal(items.length, NAMES.length * 2);
  const registeredIds = items.filter((c) => c.id > 0).map((c) => c.id);
  const rows = new Map((await ctx.services.db.selectFrom('customers').selectAll().execute()).map((r) => [r.id, r]));
  const stats = await statsByCustomer(ctx.services.db, registeredIds);
  const guests = await guestsByFirstOrder(
    ctx.services.db,
    items.filter((c) => c.id < 0).map((c) => -c.id),
  );
  const serialise = serialiserOf(CustomerListItem);
  const expected = items.map((c) =>
    serialise(
      c.id > 0 ? registeredListItem(rows.get(c.id)!, stats.get(c.id) ?? NO_STATS) : guestListItem(guests.get(-c.id)!),
    ),
  );
  assert.equal(arrayText(reply), `[${expected.join(',')}]`);
  assert.ok(
    reply.json.customers.some((c: { id: number; phone?: string | null }) => c.id > 0 && c.phone === null),
    'a registered customer without a phone says null',
  );
  assert.ok(
    reply.json.customers.some((c: { id: number; phone?: string | null }) => c.id < 0 && !('phone' in c)),
    'a guest has no phone member',
  );
  assert.ok(
    reply.json.customers.some(
      (c: { totalSpent: number; orderCount: number }) => c.orderCount > 0 && !Number.isInteger(c.totalSpent),
    ),
    'amounts with cents are among them',
  );

  // Pages of it, as the list's envelope says.
  const second = await admin.get('/api2/admin/customers', { query: { limit: 5, page: 2 } });
  assert.deepEqual(
    { ...second.json, customers: second.json.customers.map((c: { id: number }) => c.id) },
    {
      customers: items.slice(5, 10).map((c) => c.id),
      total: items.length,
      page: 2,
      limit: 5,
      totalPages: Math.ceil(items.length / 5),
    },
  );
  const beyond = await admin.get('/api2/admin/customers', { query: { page: 99 } });
  assert.equal(beyond.body, `{"customers":[],"total":${items.length},"page":99,"limit":50,"totalPages":1}`);
});
