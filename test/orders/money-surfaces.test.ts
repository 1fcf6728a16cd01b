// What an order was charged, on the surfaces other systems read (issues 34–36): the CSV export and the webhook
// payloads carry each line's variant, the tax per rate and every discount, as the order's detail shows them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession } from '../helpers/client.js';
import { csvRecords } from '../helpers/csv.js';
import { ORDER_ENV, events, guestBody, paymentBody, paymentCallback, type PlacedOrder } from '../helpers/orders.js';

/** The columns the export had before these: a reader by position keeps reading them where they were. */
const BEFORE = [
  'orderNumber',
  'createdAt',
  'status',
  'paymentStatus',
  'paymentMethod',
  'orderSource',
  'customerName',
  'customerEmail',
  'itemCount',
  'subtotal',
  'shippingCost',
  'tax',
  'totalAmount',
  'currency',
  'shippingStreet',
  'shippingPostalCode',
  'shippingCity',
  'shippingCountry',
  'trackingNumber',
];

test('CSV export and order webhooks: each line with its variant and tax, the breakdown per rate, the discounts', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(app);
  const classes = (await admin.get('/api2/admin/tax/classes')).json.classes as { id: number; code: string }[];
  const reduced = classes.find((c) => c.code === 'reduced')!.id;
  const book = await admin.post('/api2/admin/products', {
    name: 'Cookbook',
    sku: 'SURF-BOOK',
    price: 10,
    stock: 10,
    taxClassId: reduced,
  });
  assert.equal(book.status, 201, book.body);
  const shirt = await admin.post('/api2/admin/products', { name: 'Shirt', sku: 'SURF-SHIRT', price: 20, stock: 5 });
  const shirtId = shirt.json.id as number;
  assert.equal(
    (await admin.put(`/api2/admin/products/${shirtId}/options`, { options: [{ name: 'Size', values: ['S', 'M'] }] }))
      .status,
    200,
  );
  const medium = await admin.post(`/api2/admin/products/${shirtId}/variants`, {
    sku: 'SURF-SHIRT-M',
    optionValues: ['M'],
    price: 30,
    stock: 5,
  });
  assert.equal(medium.status, 201, medium.body);
  const promo = await admin.post('/api2/admin/promotions', { name: 'Five off', kind: 'fixed_off_order', amount: 5 });
  assert.equal(promo.status, 201, promo.body);
  assert.equal((await admin.post(`/api2/admin/promotions/${promo.json.id}/codes`, { codes: ['FIVE'] })).status, 201);

  const placed = await new Client(app).post(
    '/api2/store/orders',
    guestBody(
      [
        { productId: book.json.id, quantity: 2 },
        { variantId: medium.json.id, quantity: 1 },
      ],
      { email: 'surfaces@example.com', codes: ['five'] },
    ),
  );
  assert.equal(placed.status, 201, placed.body);
  const plain = await new Client(app).post(
    '/api2/store/orders',
    guestBody([{ productId: book.json.id, quantity: 1 }], { email: 'surfaces@example.com' }),
  );
  assert.equal(plain.status, 201, plain.body);
  const order = (await admin.get(`/api2/admin/orders/${placed.json.order.id}`)).json;
  const plainOrder = (await admin.get(`/api2/admin/orders/${plain.json.order.id}`)).json;

  // The detail as the reference: 5.00 off spread 2.00 / 3.00 over the lines; 7 % and 19 % on the discounted lines.
  assert.equal(order.totalAmount, 45);
  assert.deepEqual(
    order.discounts.map((d: { amount: number; code: string }) => [d.amount, d.code]),
    [
      [2, 'FIVE'],
      [3, 'FIVE'],
    ],
  );
  assert.deepEqual(
    order.taxLines.map((l: { rate: number; gross: number }) => [l.rate, l.gross]),
    [
      [19, 27],
      [7, 18],
    ],
  );
  const shirtLine = order.items.find((i: { sku: string }) => i.sku === 'SURF-SHIRT-M');
  assert.equal(shirtLine.variantId, medium.json.id);
  assert.deepEqual(shirtLine.options, [{ name: 'Size', value: 'M' }]);

  const r = await admin.get('/api2/admin/orders/export', {
    query: { search: 'surfaces@example.com', sortBy: 'createdAt', sortOrder: 'asc' },
  });
  assert.equal(r.status, 200);
  const { header, records } = csvRecords(r.body);
  assert.deepEqual(header.slice(0, BEFORE.length), BEFORE, 'the earlier columns keep their places');
  assert.deepEqual(header.slice(BEFORE.length), ['discount', 'taxLines', 'items', 'discounts']);
  assert.equal(records.length, 2, 'one row per order');
  const [withCode, without] = records as [Record<string, string>, Record<string, string>];
  assert.equal(withCode.orderNumber, String(order.orderNumber));
  assert.equal(withCode.subtotal, '50.00');
  assert.equal(withCode.totalAmount, '45.00');
  assert.equal(withCode.discount, '5.00');
  assert.equal(withCode.tax, order.tax.toFixed(2));
  assert.deepEqual(JSON.parse(withCode.taxLines!), order.taxLines);
  assert.deepEqual(JSON.parse(withCode.items!), order.items, 'the items as the detail lists them');
  assert.deepEqual(JSON.parse(withCode.discounts!), order.discounts);
  assert.equal(without.discount, '0.00');
  assert.deepEqual(JSON.parse(without.discounts!), []);
  assert.deepEqual(JSON.parse(without.items!), plainOrder.items);
  assert.deepEqual(JSON.parse(without.taxLines!), plainOrder.taxLines);

  // order.created: the lines as the detail has them, the breakdown, the discounts; none for an order without.
  const created = (await events(services, 'order.created')).map((e) => e.payload.data);
  const createdData = created.find((d) => d.orderId === order.id)!;
  assert.deepEqual(createdData.items, order.items);
  assert.deepEqual(createdData.taxLines, order.taxLines);
  assert.deepEqual(createdData.discounts, order.discounts);
  assert.deepEqual(
    [createdData.subtotal, createdData.shippingCost, createdData.tax, createdData.totalAmount],
    [order.subtotal, order.shippingCost, order.tax, order.totalAmount],
  );
  const plainData = created.find((d) => d.orderId === plainOrder.id)!;
  assert.equal('discounts' in plainData, false, 'an order without discounts has no discounts member');
  assert.deepEqual(plainData.taxLines, plainOrder.taxLines);

  // order.paid: the spec's fields first, then the order's tax per rate and its discounts.
  const paid = await paymentCallback(new Client(app), paymentBody(placed.json.order as PlacedOrder));
  assert.equal(paid.status, 200, paid.body);
  const paidData = (await events(services, 'order.paid'))
    .map((e) => e.payload.data)
    .find((d) => d.orderId === order.id)!;
  assert.deepEqual(Object.keys(paidData).slice(0, 6), [
    'orderId',
    'orderNumber',
    'customerEmail',
    'totalAmount',
    'currency',
    'paymentMethod',
  ]);
  assert.deepEqual(paidData.taxLines, order.taxLines);
  assert.deepEqual(paidData.discounts, order.discounts);
});
