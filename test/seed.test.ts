import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { seedDatabase, SeedRefusedError, type SeedSummary } from '../src/seed/seed-database.js';
import { ORDER_NUMBER_BASE, includedVatCents } from '../src/modules/orders/order.js';
import { verifyPassword } from '../src/shared/passwords.js';

const SIZE = { products: 200, customers: 20, orders: 50, seed: 7, now: Date.UTC(2026, 10, 1, 12) };

async function seeded(t: Parameters<typeof buildTestApp>[0]): Promise<TestApp & { summary: SeedSummary }> {
  const ctx = await buildTestApp(t);
  const summary = await seedDatabase(ctx.services.db, { ...SIZE, dataDir: ctx.dataDir });
  return { ...ctx, summary };
}

const count = async ({ services }: TestApp, table: 'products' | 'customers' | 'orders') =>
  Number(
    (
      await services.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

test('seeding creates the requested numbers of products, customers and orders', async (t) => {
  const ctx = await seeded(t);
  assert.equal(await count(ctx, 'products'), 200);
  assert.equal(await count(ctx, 'customers'), 20);
  assert.equal(await count(ctx, 'orders'), 50);
  assert.equal(ctx.summary.catalogue?.products, 200);
  assert.equal(ctx.summary.orders?.orders, 50);

  const { db } = ctx.services;
  const statuses = await db.selectFrom('products').select('status').distinct().execute();
  assert.deepEqual(statuses.map((s) => s.status).sort(), ['active', 'archived', 'draft']);
  const skus = await db.selectFrom('products').select('sku').execute();
  for (const { sku } of skus) assert.match(sku, /^[A-Z]{3}-M\d+-[A-Z]{3}-[A-Z0-9]+$/);
  assert.ok(
    (await db.selectFrom('categories').select('id').where('parentId', 'is not', null).execute()).length > 0,
    'a category tree',
  );
  assert.ok((await db.selectFrom('warehouses').select('id').execute()).length >= 3, 'MAIN and the seeded warehouses');
  assert.equal(
    (await db.selectFrom('adminUsers').select('id').execute()).length,
    1,
    'only the test admin: the seed creates none',
  );

  // Variants (issue 34): every product has one; about a third have two options and 3 to 12 variants.
  const perProduct = await db
    .selectFrom('productVariants')
    .select((eb) => ['productId', eb.fn.countAll<number>().as('n')])
    .groupBy('productId')
    .execute();
  assert.equal(perProduct.length, 200, 'every product has a variant');
  const several = perProduct.filter((r) => Number(r.n) > 1);
  assert.ok(several.length > 40 && several.length < 95, `${several.length} of 200 products with variants`);
  assert.ok(several.every((r) => Number(r.n) >= 3 && Number(r.n) <= 12));
  const optionCounts = await db
    .selectFrom('productOptions')
    .select((eb) => ['productId', eb.fn.countAll<number>().as('n')])
    .groupBy('productId')
    .execute();
  assert.deepEqual(new Set(optionCounts.map((r) => Number(r.n))), new Set([2]));
  assert.equal(optionCounts.length, several.length);
  const stocked = await db.selectFrom('variantInventory').select('variantId').distinct().execute();
  assert.equal(
    stocked.length,
    perProduct.reduce((n, r) => n + Number(r.n), 0),
    'every variant has stock rows',
  );

  // Every media row points at a real image file.
  const media = await db.selectFrom('media').select('storageKey').execute();
  assert.ok(media.length > 0);
  for (const m of media) assert.ok(fs.existsSync(path.join(ctx.dataDir, 'media', m.storageKey)), m.storageKey);

  // Customers are verified and log in with the announced password.
  const customer = await db
    .selectFrom('customers')
    .select(['passwordHash', 'isVerified'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  assert.equal(customer.isVerified, 1);
  assert.ok(await verifyPassword(customer.passwordHash!, ctx.summary.customerPassword!));
});

test('seeded orders are consistent: totals, payment status, order numbers, reservations, guests', async (t) => {
  const ctx = await seeded(t);
  const { db } = ctx.services;
  const orders = await db.selectFrom('orders').selectAll().orderBy('id').execute();
  const items = await db.selectFrom('orderItems').selectAll().execute();
  const paid = new Set(['paid', 'processing', 'shipped', 'delivered']);
  for (const o of orders) {
    const own = items.filter((i) => i.orderId === o.id);
    assert.ok(own.length > 0, `order ${o.id} has items`);
    for (const i of own) assert.equal(i.totalPriceCents, i.unitPriceCents * i.quantity);
    assert.equal(
      o.subtotalCents,
      own.reduce((sum, i) => sum + i.totalPriceCents, 0),
    );
    assert.equal(o.totalCents, o.subtotalCents + o.shippingCents);
    assert.equal(o.taxCents, includedVatCents(o.totalCents));
    if (o.status === 'pending')
      assert.ok(['pending', 'failed'].includes(o.paymentStatus), `${o.status}/${o.paymentStatus}`);
    if (paid.has(o.status)) assert.equal(o.paymentStatus, 'paid');
    if (o.status === 'refunded') assert.equal(o.paymentStatus, 'refunded');
  }
  assert.ok(new Set(orders.map((o) => o.status)).size >= 5, 'statuses are spread');

  // Numbers rise with the id, and the order module's counter continues after them.
  orders.forEach((o, i) => i > 0 && assert.ok(o.orderNumber > orders[i - 1]!.orderNumber));
  const counter = await db
    .selectFrom('orderNumbers')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  assert.equal(ORDER_NUMBER_BASE + Number(counter.id), orders[orders.length - 1]!.orderNumber);

  // Reserved stock is exactly what the open orders hold.
  const reservations = await db
    .selectFrom('orderReservations')
    .innerJoin('orders', 'orders.id', 'orderReservations.orderId')
    .select([
      'orders.status',
      'orderReservations.productId',
      'orderReservations.warehouseId',
      'orderReservations.quantity',
    ])
    .execute();
  for (const r of reservations) assert.ok(['pending', 'paid', 'processing'].includes(r.status), r.status);
  const inventory = await db.selectFrom('inventory').selectAll().execute();
  for (const row of inventory) {
    const held = reservations
      .filter((r) => r.productId === row.productId && r.warehouseId === row.warehouseId)
      .reduce((sum, r) => sum + r.quantity, 0);
    assert.equal(row.reserved, held);
    assert.ok(row.reserved <= row.quantity);
  }

  // Guest orders use addresses that belong to no account.
  const emails = new Set((await db.selectFrom('customers').select('email').execute()).map((c) => c.email));
  const guests = orders.filter((o) => o.customerId === null);
  assert.ok(guests.length > 0);
  for (const g of guests) assert.ok(!emails.has(g.customerEmail), g.customerEmail);
});

test('the same seed gives identical rows in two fresh databases; a database with products is refused', async (t) => {
  const [a, b] = await Promise.all([seeded(t), seeded(t)]);
  const rows = (ctx: TestApp) => ctx.services.db.selectFrom('products').selectAll().orderBy('id').execute();
  assert.deepEqual(await rows(a), await rows(b));
  const orders = (ctx: TestApp) => ctx.services.db.selectFrom('orders').selectAll().orderBy('id').execute();
  assert.deepEqual(await orders(a), await orders(b));

  await assert.rejects(seedDatabase(a.services.db, { ...SIZE, dataDir: a.dataDir }), SeedRefusedError);
  const forced = await seedDatabase(a.services.db, {
    ...SIZE,
    products: 10,
    customers: 0,
    orders: 0,
    dataDir: a.dataDir,
    force: true,
  });
  assert.equal(forced.catalogue?.products, 10);
  assert.equal(await count(a, 'products'), 210);
});
