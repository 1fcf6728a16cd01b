// The CSV export's JSON cells are written by the database (order-list.repository.ts, itemJson and discountJson): they
// must be the bytes JSON.stringify makes of the order detail's own mapping (rowToItem, toDiscount, taxLinesOf), whatever
// the names, amounts, variants and tax of the rows, on both engines; whether the export builds them or reads them as
// stored with the order (order_export_cells).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession } from '../helpers/client.js';
import { csvRecords } from '../helpers/csv.js';
import { ORDER_ENV, insertProduct, placeOrder } from '../helpers/orders.js';
import { orderRow } from '../helpers/customer-fixtures.js';
import { rowToItem, taxLinesOf, toDiscount } from '../../src/modules/orders/order.js';
import { amount } from '../../src/modules/orders/orders-csv.js';
import { fillExportCells } from '../../src/modules/orders/orders-export.js';

const NAMES = [
  'Plain',
  'Zoë "Q"',
  'Back\\slash',
  'Tab\tin',
  'Line\nbreak',
  'Bell\u0007 Del\u007f',
  'Emoji 😀 東京',
  'Para\u2028graph',
  '=SUM(A1)',
  '',
];

// Amounts JavaScript writes in every form: whole, one decimal, two, large.
const CENTS = [0, 1, 5, 10, 99, 100, 101, 150, 1999, 2000, 12345, 100000, 123456789, 99999999999];

/** Rates in basis points: whole, a half, none. */
const RATES = [1900, 700, 2050, 0];

test('the export’s items, discounts and taxLines cells are JSON.stringify of the detail’s mapping, byte for byte', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const { db } = ctx.services;
  const admin = await adminSession(ctx.app);
  const product = await admin.post('/api2/admin/products', { name: 'Real', sku: 'EXPORT-JSON-1', price: 10, stock: 1 });
  assert.equal(product.status, 201, product.body);

  for (let o = 0; o < 24; o++) {
    const cents = CENTS[o % CENTS.length]!;
    const order = await db
      .insertInto('orders')
      .values({
        ...orderRow({ email: `export.json.${o}@example.com`, total: cents / 100 }),
        taxCents: Math.floor(cents / 10),
        // Every third order from before per-line tax: its breakdown read as one 19 % row.
        taxLines:
          o % 3 === 0
            ? null
            : JSON.stringify(
                RATES.slice(0, 1 + (o % 4)).map((rateBp, i) => ({
                  rateBp,
                  netCents: CENTS[(o + i) % CENTS.length]!,
                  taxCents: CENTS[(o + i + 3) % CENTS.length]!,
                  grossCents: CENTS[(o + i + 5) % CENTS.length]!,
                })),
              ),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const itemIds: number[] = [];
    for (let i = 0; i < o % 5; i++) {
      const k = o * 5 + i;
      const price = CENTS[k % CENTS.length]!;
      const name = NAMES[k % NAMES.length]!;
      // No variant, a variant without options (a product's only one), with options and without or with a name.
      const variant = [
        { variantId: null, variantName: null, variantOptions: '[]' },
        { variantId: 900 + k, variantName: 'Default', variantOptions: '[]' },
        { variantId: 900 + k, variantName: null, variantOptions: JSON.stringify([{ name: 'Size', value: name }]) },
        {
          variantId: 900 + k,
          variantName: `${name} / M`,
          variantOptions: JSON.stringify([
            { name: 'Colour "c"', value: name },
            { name: 'Size', value: 'M' },
          ]),
        },
      ][k % 4]!;
      // Tax as written at checkout, none (seeded or imported lines), or only part of it (read as none).
      const rateBp = RATES[k % RATES.length]!;
      const tax = [
        {
          taxRateBp: rateBp,
          netCents: price - Math.floor(price / 7),
          taxCents: Math.floor(price / 7),
          grossCents: price,
        },
        { taxRateBp: null, netCents: null, taxCents: null, grossCents: null },
        { taxRateBp: rateBp, netCents: null, taxCents: price, grossCents: price },
      ][k % 3]!;
      const item = await db
        .insertInto('orderItems')
        .values({
          orderId: order.id,
          productId: k % 2 ? (product.json.id as number) : null,
          productName: name,
          sku: `SKU-${name}`,
          quantity: 1 + (k % 3),
          unitPriceCents: price,
          totalPriceCents: price * (1 + (k % 3)),
          ...variant,
          ...tax,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      itemIds.push(item.id);
    }
    for (let d = 0; d < o % 3; d++)
      await db
        .insertInto('orderDiscounts')
        .values({
          orderId: order.id,
          orderItemId: d === 0 ? null : (itemIds[0] ?? null),
          promotionId: 40 + d,
          promotionName: d === 0 ? null : NAMES[o % NAMES.length]!,
          code: o % 2 ? null : `CODE"${o}`,
          amountCents: CENTS[(o + d) % CENTS.length]!,
        })
        .execute();
  }

  // Built by the export (no order written outside checkout has stored cells yet), then stored and read as stored,
  // then after the product is deleted (its lines' productId turns null: the orders' stored cells are dropped).
  const built = await exportMatchesDetails('built');
  const orders = await db.selectFrom('orders').select('id').execute();
  assert.equal((await db.selectFrom('orderExportCells').select('orderId').execute()).length, 0);
  assert.equal(await fillExportCells(db, ctx.services.dialect, { rangeSize: 7 }), orders.length);
  assert.equal((await db.selectFrom('orderExportCells').select('orderId').execute()).length, orders.length);
  assert.equal(await exportMatchesDetails('stored'), built, 'the same bytes from stored cells');

  const holding = await db
    .selectFrom('orderItems')
    .select('orderId')
    .distinct()
    .where('productId', '=', product.json.id as number)
    .execute();
  assert.ok(holding.length > 0);
  const deleted = await admin.delete(`/api2/admin/products/${product.json.id}`);
  assert.equal(deleted.status, 200, deleted.body);
  const afterDelete = await exportMatchesDetails('after the product was deleted');
  assert.notEqual(afterDelete, built);
  assert.equal(await fillExportCells(db, ctx.services.dialect), holding.length, 'the orders with a line of it, again');
  assert.equal(await exportMatchesDetails('stored again'), afterDelete);

  // Cells in the shape before migration 0174 (items and discounts only), as an instance of the previous version still
  // running during a rolling upgrade writes them: read as none, so the export builds the line's end.
  const previousShape = await db.selectFrom('orderExportCells').select('orderId').limit(3).execute();
  await db
    .updateTable('orderExportCells')
    .set({ cells: '"[]","[]"' })
    .where(
      'orderId',
      'in',
      previousShape.map((c) => c.orderId),
    )
    .execute();
  assert.equal(await exportMatchesDetails('cells of the previous shape'), afterDelete);

  // A checkout stores its order's cells with it, and the export reads them: still the detail's bytes.
  const sold = await insertProduct(ctx.services, { stock: 5 });
  const placed = await placeOrder(new Client(ctx.app), sold, { quantity: 2 });
  const row = await db
    .selectFrom('orderExportCells')
    .select('cells')
    .where('orderId', '=', placed.id)
    .executeTakeFirstOrThrow();
  assert.match(row.cells, /^\d+\.\d\d,"\[\{""rate"":/, 'the line from its discount column on');
  assert.ok((await exportMatchesDetails('with a checkout')).includes(`,${row.cells}\n`), 'read as stored');

  /** The export's cells of every order against the detail's mapping of its stored rows; answers the CSV. */
  async function exportMatchesDetails(when: string): Promise<string> {
    const r = await admin.get('/api2/admin/orders/export', { query: { sortBy: 'createdAt', sortOrder: 'asc' } });
    assert.equal(r.status, 200, r.body);
    const { records } = csvRecords(r.body);
    const orders = await db.selectFrom('orders').selectAll().execute();
    assert.equal(records.length, orders.length);
    const byNumber = new Map(records.map((rec) => [rec.orderNumber, rec]));
    for (const order of orders) {
      const record = byNumber.get(String(order.orderNumber))!;
      const items = await db
        .selectFrom('orderItems')
        .selectAll()
        .where('orderId', '=', order.id)
        .orderBy('id')
        .execute();
      const discounts = await db
        .selectFrom('orderDiscounts')
        .selectAll()
        .where('orderId', '=', order.id)
        .orderBy('id')
        .execute();
      const what = `order ${order.orderNumber}, ${when}`;
      assert.equal(record.items, JSON.stringify(items.map(rowToItem)), what);
      assert.equal(record.discounts, JSON.stringify(discounts.map(toDiscount)), what);
      assert.equal(record.taxLines, JSON.stringify(taxLinesOf(order)), what);
      assert.equal(record.discount, amount(discounts.reduce((sum, d) => sum + d.amountCents, 0)), what);
    }

    // And the detail's members, as the existing surfaces test checks for orders placed through checkout.
    const detail = (await admin.get(`/api2/admin/orders/${orders.at(-1)!.id}`)).json;
    const last = byNumber.get(String(detail.orderNumber))!;
    assert.deepEqual(JSON.parse(last.items!), detail.items, when);
    assert.deepEqual(JSON.parse(last.discounts!), detail.discounts ?? [], when);
    assert.deepEqual(JSON.parse(last.taxLines!), detail.taxLines, when);
    return r.body;
  }
});
