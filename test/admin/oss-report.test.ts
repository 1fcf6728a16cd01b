// The OSS report (issue 35, item 9; docs/tax.md, "OSS report"): a quarter's sales to consumers in other member
// states per country and rate, as CSV, its VAT summing to those orders' tax to the cent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession, adminWithRole } from '../helpers/client.js';
import { ORDER_ENV, guestBody, paymentBody, paymentCallback, type PlacedOrder } from '../helpers/orders.js';
import { startViesStandIn } from '../helpers/vies.js';

const cents = (eur: string | number) => Math.round(Number(eur) * 100);
const address = (country: string) => ({ street: 'Main 1', city: 'Town', postalCode: '1000', country });

test('OSS CSV: cross-border consumer sales per country and rate, summing to the orders’ tax to the cent', async (t) => {
  const vies = await startViesStandIn();
  t.after(() => vies.close());
  let now = Date.parse('2026-02-10T12:00:00.000Z');
  const { app } = await buildTestApp(t, {
    env: { ...ORDER_ENV, VIES_URL: vies.url },
    clock: { now: () => new Date(now) },
  });
  let admin = await adminSession(app);
  assert.equal((await admin.post('/api2/admin/tax/rates/eu-import')).status, 200);
  const classes = (await admin.get('/api2/admin/tax/classes')).json.classes as { id: number; code: string }[];
  const reduced = classes.find((c) => c.code === 'reduced')!.id;
  const book = (
    await admin.post('/api2/admin/products', {
      name: 'Book',
      sku: 'OSS-B',
      price: 12.99,
      stock: 100,
      taxClassId: reduced,
    })
  ).json.id as number;
  const lamp = (await admin.post('/api2/admin/products', { name: 'Lamp', sku: 'OSS-L', price: 33.33, stock: 100 })).json
    .id as number;

  const place = async (country: string, items: { productId: number; quantity: number }[], extra = {}) => {
    const r = await new Client(app).post(
      '/api2/store/orders',
      guestBody(items, { shippingAddress: address(country), ...extra }),
    );
    assert.equal(r.status, 201, r.body);
    const o = r.json.order as PlacedOrder & { tax: number };
    await paymentCallback(new Client(app), paymentBody(o));
    return o;
  };
  const counted = [
    await place('AT', [
      { productId: book, quantity: 3 },
      { productId: lamp, quantity: 1 },
    ]),
    await place('AT', [{ productId: lamp, quantity: 7 }]),
    await place('fr', [{ productId: book, quantity: 1 }]),
    await place('NL', [
      { productId: lamp, quantity: 2 },
      { productId: book, quantity: 5 },
    ]),
  ];
  // Not in the report: a domestic sale, an export, a business sale (reverse charge), an unpaid order, another quarter.
  await place('DE', [{ productId: lamp, quantity: 1 }]);
  await place('US', [{ productId: lamp, quantity: 1 }]);
  await place('AT', [{ productId: lamp, quantity: 1 }], { vatId: 'ATU12345678' });
  assert.equal(
    (
      await new Client(app).post(
        '/api2/store/orders',
        guestBody([{ productId: lamp, quantity: 1 }], { shippingAddress: address('AT') }),
      )
    ).status,
    201,
  );
  now = Date.parse('2026-04-01T00:00:00.000Z');
  const april = await place('AT', [{ productId: lamp, quantity: 1 }]);
  admin = await adminSession(app); // weeks later: a new session

  const r = await admin.get('/api2/admin/reports/oss', { query: { quarter: '2026-Q1' } });
  assert.equal(r.status, 200, r.body);
  assert.match(String(r.headers['content-type']), /^text\/csv/);
  assert.match(String(r.headers['content-disposition']), /oss-2026-Q1\.csv/);
  const [header, ...lines] = r.body.trim().split('\r\n');
  assert.equal(header, 'country,rate,orders,net,vat,gross');
  const rows = lines.map((l) => l.split(','));
  assert.deepEqual(
    rows.map(([country, rate, orders]) => [country, rate, orders]),
    [
      ['AT', '20', '2'],
      ['AT', '10', '1'],
      ['FR', '5.5', '1'],
      ['NL', '21', '1'],
      ['NL', '9', '1'],
    ],
  );
  const taxes = await Promise.all(
    counted.map(async (o) => cents((await admin.get(`/api2/admin/orders/${o.id}`)).json.tax as number)),
  );
  const sum = (column: number) => rows.reduce((s, row) => s + cents(row[column]!), 0);
  assert.equal(
    sum(4),
    taxes.reduce((a, b) => a + b, 0),
    'Σ vat = Σ orders’ tax, to the cent',
  );
  assert.equal(
    sum(5),
    counted.reduce((s, o) => s + cents(o.totalAmount), 0),
    'Σ gross = Σ totals',
  );
  for (const row of rows) assert.equal(cents(row[3]!) + cents(row[4]!), cents(row[5]!), 'net + vat = gross');

  const q2 = await admin.get('/api2/admin/reports/oss', { query: { quarter: '2026-Q2' } });
  assert.equal(q2.body.trim().split('\r\n')[1]?.split(',').slice(0, 3).join(','), 'AT,20,1');
  assert.equal(cents(q2.body.trim().split('\r\n')[1]!.split(',')[5]!), cents(april.totalAmount));
});

test('OSS report: a bad quarter is 400; readers of orders may fetch it, others 403', async (t) => {
  const { app } = await buildTestApp(t);
  const admin = await adminSession(app);
  for (const quarter of ['2026-Q5', '2026Q1', '26-Q1', '2026-q1', '']) {
    const r = await admin.get('/api2/admin/reports/oss', { query: { quarter } });
    assert.equal(r.status, 400, quarter);
    assert.equal(typeof r.json.error, 'string');
    assert.equal(typeof r.json.code, 'string');
  }
  assert.equal((await admin.get('/api2/admin/reports/oss')).status, 400, 'no quarter');
  const empty = await admin.get('/api2/admin/reports/oss', { query: { quarter: '2026-Q3' } });
  assert.deepEqual([empty.status, empty.body], [200, 'country,rate,orders,net,vat,gross\r\n']);
  assert.equal(
    (await (await adminWithRole(app, 'support')).get('/api2/admin/reports/oss', { query: { quarter: '2026-Q3' } }))
      .status,
    200,
  );
  assert.equal(
    (await (await adminWithRole(app, 'editor')).get('/api2/admin/reports/oss', { query: { quarter: '2026-Q3' } }))
      .status,
    403,
  );
  assert.equal((await new Client(app).get('/api2/admin/reports/oss', { query: { quarter: '2026-Q3' } })).status, 401);
});
