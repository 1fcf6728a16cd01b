// Tax per order line at checkout (issue 35; docs/tax.md, "Orders"): product tax classes, the per-line rates and the
// per-rate breakdown on the order detail, the invoice and the confirmation mail.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession, platformClient } from '../helpers/client.js';
import { ORDER_ENV, guestBody, paymentBody, paymentCallback, type PlacedOrder } from '../helpers/orders.js';
import { mailsTo } from '../helpers/mail.js';
import { pdfText } from '../helpers/pdf.js';

const cents = (amount: number) => Math.round(amount * 100);
const sumCents = (amounts: number[]) => amounts.reduce((s, a) => s + cents(a), 0);

test('products carry a tax class (admin and platform); a class in use by products is not deleted (409 naming how many)', async (t) => {
  const { app } = await buildTestApp(t);
  const admin = await adminSession(app);
  const platform = await platformClient(app);
  const books = (await admin.post('/api2/admin/tax/classes', { code: 'books', name: 'Books' })).json.id as number;

  const created = await admin.post('/api2/admin/products', {
    name: 'A novel',
    sku: 'TAX-NOVEL',
    price: 12,
    taxClassId: books,
  });
  assert.equal(created.status, 201, created.body);
  assert.equal((await admin.get(`/api2/admin/products/${created.json.id}`)).json.taxClassId, books);
  const plain = await platform.post('/api2/v1/products', { name: 'A mug', price: 8 });
  assert.equal(plain.status, 201, plain.body);
  assert.equal(plain.json.taxClassId, null, 'no class: standard');
  const moved = await platform.put(`/api2/v1/products/${plain.json.id}`, { taxClassId: books });
  assert.equal(moved.status, 200, moved.body);
  assert.equal(moved.json.taxClassId, books);
  assert.equal((await platform.get(`/api2/v1/products/${plain.json.id}`)).json.taxClassId, books);
  assert.equal(
    (await admin.patch(`/api2/admin/products/${created.json.id}`, { taxClassId: 999 })).status,
    400,
    'an unknown class',
  );

  const refused = await admin.delete(`/api2/admin/tax/classes/${books}`);
  assert.equal(refused.status, 409);
  assert.match(refused.json.error, /2 products/);
  assert.equal((await platform.put(`/api2/v1/products/${plain.json.id}`, { taxClassId: null })).status, 200);
  assert.equal((await admin.patch(`/api2/admin/products/${created.json.id}`, { taxClassId: null })).status, 200);
  assert.equal((await admin.delete(`/api2/admin/tax/classes/${books}`)).status, 200);
});

test('a 19 % + 7 % cart: per-line rates, a breakdown summing to the order tax, both rates on the invoice and in the mail', async (t) => {
  const { app, dataDir } = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(app);
  const platform = await platformClient(app, 'read');
  const classes = (await admin.get('/api2/admin/tax/classes')).json.classes as { id: number; code: string }[];
  const reduced = classes.find((c) => c.code === 'reduced')!.id;
  const book = (
    await admin.post('/api2/admin/products', {
      name: 'Cookbook',
      sku: 'TAX-BOOK',
      price: 10,
      stock: 10,
      taxClassId: reduced,
    })
  ).json.id as number;
  const shirt = (await admin.post('/api2/admin/products', { name: 'Shirt', sku: 'TAX-SHIRT', price: 19.99, stock: 10 }))
    .json.id as number;

  const r = await new Client(app).post(
    '/api2/store/orders',
    guestBody(
      [
        { productId: book, quantity: 2 },
        { productId: shirt, quantity: 1 },
      ],
      { email: 'tax.buyer@example.com' },
    ),
  );
  assert.equal(r.status, 201, r.body);
  const placed = r.json.order;
  // 20.00 at 7 % includes 1.31 (1.308…), 19.99 at 19 % includes 3.19 (3.191…).
  assert.equal(placed.totalAmount, 39.99);
  assert.equal(placed.tax, 4.5);

  const d = (await admin.get(`/api2/admin/orders/${placed.id}`)).json;
  assert.deepEqual(
    d.items.map((i: Record<string, number>) => [i.productId, i.taxRate, i.net, i.tax, i.gross]),
    [
      [book, 7, 18.69, 1.31, 20],
      [shirt, 19, 16.8, 3.19, 19.99],
    ],
  );
  assert.deepEqual(d.taxLines, [
    { rate: 19, net: 16.8, tax: 3.19, gross: 19.99 },
    { rate: 7, net: 18.69, tax: 1.31, gross: 20 },
  ]);
  assert.equal(sumCents(d.taxLines.map((l: { tax: number }) => l.tax)), cents(d.tax), 'Σ per-rate tax = order tax');
  assert.equal(
    sumCents(d.items.map((i: { gross: number }) => i.gross)) + cents(d.shippingCost),
    cents(d.totalAmount),
    'Σ line gross = total',
  );
  assert.equal(d.taxRate, 19, 'the existing field keeps its value');
  const p = (await platform.get(`/api2/v1/orders/${placed.id}`)).json;
  assert.deepEqual([p.taxLines, p.items.map((i: { taxRate: number }) => i.taxRate)], [d.taxLines, [7, 19]]);

  await paymentCallback(
    new Client(app),
    paymentBody({ id: placed.id, orderNumber: placed.orderNumber, totalAmount: placed.totalAmount } as PlacedOrder),
  );
  const invoice = (await admin.get(`/api2/admin/orders/${placed.id}`)).json.invoice;
  const pdf = await admin.get(invoice.pdfUrl);
  assert.equal(pdf.status, 200);
  const text = pdfText(pdf.data);
  for (const row of [
    ['19%', '16.80 EUR', '3.19 EUR', '19.99 EUR'],
    ['7%', '18.69 EUR', '1.31 EUR', '20.00 EUR'],
  ]) {
    const at = text.indexOf(row[0]!);
    assert.ok(at >= 0, `the invoice lists ${row[0]}: ${text.join(' | ')}`);
    assert.deepEqual(text.slice(at, at + 4), row);
  }
  assert.ok(text.includes('4.50 EUR'), 'the VAT total');
  assert.ok(text.includes(`Date of supply: ${d.createdAt.slice(0, 10)}`), 'the date of supply: the order date');

  // The confirmation is sent after the commit.
  const confirmation = () => mailsTo(dataDir, 'tax.buyer@example.com').find((m) => m.subject.includes('received'));
  for (let i = 0; i < 50 && !confirmation(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  const mail = confirmation();
  assert.ok(mail, 'the confirmation was mailed');
  assert.match(mail.text, /19% VAT: 3\.19 EUR on 16\.80 EUR net/);
  assert.match(mail.text, /7% VAT: 1\.31 EUR on 18\.69 EUR net/);
});

test('the same gross cart to Austria (20 %), constant gross: the total is unchanged, the tax the 20 % it includes', async (t) => {
  const { app } = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(app);
  assert.equal((await admin.post('/api2/admin/tax/rates/eu-import')).status, 200);
  const shirt = (await admin.post('/api2/admin/products', { name: 'Shirt', sku: 'TAX-AT', price: 19.99, stock: 10 }))
    .json.id as number;
  const r = await new Client(app).post(
    '/api2/store/orders',
    guestBody([{ productId: shirt, quantity: 2 }], {
      shippingAddress: { street: 'Ring 1', city: 'Wien', postalCode: '1010', country: 'AT' },
    }),
  );
  assert.equal(r.status, 201, r.body);
  // 39.98 × 20/120 = 6.663… → 6.66
  assert.deepEqual([r.json.order.totalAmount, r.json.order.tax], [39.98, 6.66]);
  const d = (await admin.get(`/api2/admin/orders/${r.json.order.id}`)).json;
  assert.deepEqual(d.taxLines, [{ rate: 20, net: 33.32, tax: 6.66, gross: 39.98 }]);
});

test('a rate and the shop name changed through one instance price and name the very next checkout on another', async (t) => {
  // Each instance keeps the tax tables and the settings in memory until the `config` counter moves (migration 0170).
  const first = await buildTestApp(t, { env: ORDER_ENV });
  const second = await buildTestApp(t, { env: ORDER_ENV, shareDatabaseWith: first });
  const admin = await adminSession(second.app);
  assert.equal((await admin.post('/api2/admin/tax/rates/eu-import')).status, 200);
  const shirt = (await admin.post('/api2/admin/products', { name: 'Shirt', sku: 'TAX-CFG', price: 19.99, stock: 10 }))
    .json.id as number;
  const toVienna = (email: string) =>
    new Client(first.app).post(
      '/api2/store/orders',
      guestBody([{ productId: shirt, quantity: 2 }], {
        email,
        shippingAddress: { street: 'Ring 1', city: 'Wien', postalCode: '1010', country: 'AT' },
      }),
    );
  const before = await toVienna('cfg.before@example.com');
  assert.equal(before.status, 201, before.body);
  assert.equal(before.json.order.tax, 6.66, '20 % of 39.98 gross');

  const rates = (await admin.get('/api2/admin/tax/rates?country=AT&limit=100')).json.rates as {
    id: number;
    taxClassCode: string;
    region: string | null;
  }[];
  const standard = rates.find((r) => r.taxClassCode === 'standard' && r.region === null)!;
  assert.equal((await admin.put(`/api2/admin/tax/rates/${standard.id}`, { rate: 10 })).status, 200);
  assert.equal((await admin.put('/api2/admin/settings', { shopName: 'Wiener Hemden' })).status, 200);

  const after = await toVienna('cfg.after@example.com');
  assert.equal(after.status, 201, after.body);
  // 39.98 × 10/110 = 3.6345… → 3.63
  assert.deepEqual([after.json.order.totalAmount, after.json.order.tax], [39.98, 3.63]);
  const confirmation = () =>
    mailsTo(first.dataDir, 'cfg.after@example.com').find((m) => m.subject.includes('received'));
  for (let i = 0; i < 50 && !confirmation(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  assert.match(confirmation()?.subject ?? '(no mail)', /^Wiener Hemden: order /);
});
