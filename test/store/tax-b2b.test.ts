// B2B VAT IDs (issue 35, item 6; docs/tax.md, "B2B and the reverse charge"): a VAT ID on customers and at checkout,
// checked for its format and against VIES (a stand-in on loopback). A German shop: a valid Austrian ID gives 0 % and the
// reverse-charge note, a German ID 19 %, a VIES timeout 19 % and the order flagged for staff.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession, platformClient } from '../helpers/client.js';
import { loggedInCustomer } from '../helpers/customers.js';
import { ORDER_ENV, guestBody, paymentBody, paymentCallback, type PlacedOrder } from '../helpers/orders.js';
import { pdfText } from '../helpers/pdf.js';
import { VIES_NUMBERS, startViesStandIn } from '../helpers/vies.js';

const VIENNA = { street: 'Ring 1', city: 'Wien', postalCode: '1010', country: 'AT' };
const REVERSE_CHARGE_NOTE = 'Steuerschuldnerschaft des Leistungsempfängers / Reverse charge';

async function customerId(admin: Client, email: string): Promise<number> {
  const list = (await admin.get('/api2/admin/customers')).json.customers as { id: number; email: string }[];
  return list.find((c) => c.email === email)!.id;
}

async function b2bApp(t: Parameters<typeof buildTestApp>[0]) {
  const vies = await startViesStandIn();
  t.after(() => vies.close());
  const ctx = await buildTestApp(t, { env: { ...ORDER_ENV, VIES_URL: vies.url, VIES_TIMEOUT_MS: '300' } });
  const admin = await adminSession(ctx.app);
  // 119.00 including 19 %: 100.00 net.
  const machine = (await admin.post('/api2/admin/products', { name: 'Machine', sku: 'B2B-M', price: 119, stock: 50 }))
    .json.id as number;
  return { ...ctx, vies, admin, machine };
}

test('a customer VAT ID: format checked per member state (400), stored normalized, shown on the admin and platform APIs', async (t) => {
  const ctx = await b2bApp(t);
  const { admin } = ctx;
  const customer = await loggedInCustomer(ctx);
  const id = await customerId(admin, customer.email);

  for (const vatId of ['DE12345', 'GR123456789', 'US123456789', 'ATU1234567']) {
    const r = await admin.put(`/api2/admin/customers/${id}`, { vatId });
    assert.equal(r.status, 400, vatId);
    assert.match(r.json.error, /^vatId: /, vatId);
  }
  assert.equal((await admin.get(`/api2/admin/customers/${id}`)).json.vatId, null, 'nothing written');

  const saved = await admin.put(`/api2/admin/customers/${id}`, {
    vatId: ' atu 1234-5678 ',
    isB2b: true,
    b2bGroup: 'wholesale',
  });
  assert.equal(saved.status, 200, saved.body);
  assert.deepEqual([saved.json.vatId, saved.json.isB2b, saved.json.b2bGroup], ['ATU12345678', true, 'wholesale']);
  const detail = (await admin.get(`/api2/admin/customers/${id}`)).json;
  assert.deepEqual([detail.vatId, detail.isB2b, detail.b2bGroup], ['ATU12345678', true, 'wholesale']);
  const platform = (await (await platformClient(ctx.app, 'read')).get(`/api2/v1/customers/${id}`)).json;
  assert.deepEqual([platform.vatId, platform.b2b], ['ATU12345678', { isB2b: true, group: 'wholesale' }]);

  assert.equal((await admin.put(`/api2/admin/customers/${id}`, { vatId: '' })).json.vatId, null, 'removed');
});

test('a valid Austrian VAT ID from a German shop: 0 %, the reverse-charge note on the invoice and in the mail', async (t) => {
  const { app, admin, machine, vies } = await b2bApp(t);
  const quote = await new Client(app).post('/api2/store/cart/quote', {
    items: [{ productId: machine, quantity: 2 }],
    country: 'AT',
    vatId: 'ATU12345678',
  });
  assert.equal(quote.status, 200, quote.body);
  assert.deepEqual([quote.json.quote.total, quote.json.quote.tax, quote.json.quote.reverseCharge], [200, 0, true]);

  const r = await new Client(app).post(
    '/api2/store/orders',
    guestBody([{ productId: machine, quantity: 2 }], {
      shippingAddress: VIENNA,
      vatId: 'ATU 123 456 78',
      expectedTotal: 200,
    }),
  );
  assert.equal(r.status, 201, r.body);
  // A gross shop's price loses the 19 % it includes: the business buyer pays the net and owes the VAT itself.
  assert.deepEqual([r.json.order.totalAmount, r.json.order.tax], [200, 0]);
  assert.deepEqual(vies.requests.at(-1), { countryCode: 'AT', vatNumber: 'U12345678' });

  const d = (await admin.get(`/api2/admin/orders/${r.json.order.id}`)).json;
  assert.deepEqual(
    [d.vatId, d.vatIdStatus, d.reverseCharge, d.taxReview, d.taxLines],
    ['ATU12345678', 'valid', true, null, [{ rate: 0, net: 200, tax: 0, gross: 200 }]],
  );
  await paymentCallback(
    new Client(app),
    paymentBody({ id: d.id, orderNumber: d.orderNumber, totalAmount: d.totalAmount } as PlacedOrder),
  );
  assert.equal(
    (
      await admin.put('/api2/admin/settings', {
        shopName: 'Maschinenbau GmbH',
        shopTaxId: ' DE123456789 ',
        shopAddress: ' Hauptstraße 5 \n\n 10115 Berlin\nGermany ',
      })
    ).status,
    200,
  );
  const invoice = (await admin.get(`/api2/admin/orders/${d.id}`)).json.invoice;
  const text = pdfText((await admin.get(invoice.pdfUrl)).data);
  const at = text.indexOf('Maschinenbau GmbH');
  assert.deepEqual(
    text.slice(at, at + 5),
    ['Maschinenbau GmbH', 'Hauptstraße 5', '10115 Berlin', 'Germany', 'VAT ID / tax number: DE123456789'],
    'the seller’s name, address and VAT ID (§14 (4) no. 1–2 UStG)',
  );
  assert.ok(text.includes(`Date of supply: ${d.createdAt.slice(0, 10)}`), 'the date of supply: the order date');
  // The buyer paid the nets: the rows show them, and they add up to the total on paper.
  const rows = (first: string) => {
    const i = text.indexOf(first);
    assert.ok(i >= 0, `${first}: ${text.join(' | ')}`);
    return text.slice(i, i + 4);
  };
  assert.deepEqual(rows('Item'), ['Item', 'Qty', 'Unit net', 'Net']);
  assert.deepEqual(rows('Machine (B2B-M)'), ['Machine (B2B-M)', '2', '100.00 EUR', '200.00 EUR']);
  assert.deepEqual(rows('Subtotal (net)').slice(0, 2), ['Subtotal (net)', '200.00 EUR']);
  assert.deepEqual(rows('VAT not charged (reverse charge)').slice(0, 2), [
    'VAT not charged (reverse charge)',
    '0.00 EUR',
  ]);
  assert.deepEqual(rows('Total').slice(0, 2), ['Total', '200.00 EUR']);
  assert.ok(!text.some((s) => s.includes('119.00') || s.includes('238.00')), 'no price including VAT not charged');
  assert.ok(text.includes(REVERSE_CHARGE_NOTE), `the note: ${text.join(' | ')}`);
  assert.ok(text.includes('Customer VAT ID: ATU12345678'), 'the buyer’s VAT ID (§14a UStG)');
});

test('a German VAT ID: 19 % (the shop country never zero-rates, VIES not asked); malformed at checkout: 400, no order', async (t) => {
  const { app, admin, machine, vies } = await b2bApp(t);
  const r = await new Client(app).post(
    '/api2/store/orders',
    guestBody([{ productId: machine, quantity: 1 }], { vatId: 'DE123456789' }),
  );
  assert.equal(r.status, 201, r.body);
  assert.deepEqual([r.json.order.totalAmount, r.json.order.tax], [119, 19]);
  const d = (await admin.get(`/api2/admin/orders/${r.json.order.id}`)).json;
  assert.deepEqual([d.vatId, d.vatIdStatus, d.reverseCharge, d.taxReview], ['DE123456789', null, false, null]);
  assert.equal(vies.requests.length, 0);

  const before = (await admin.get('/api2/admin/orders')).json.total;
  const bad = await new Client(app).post(
    '/api2/store/orders',
    guestBody([{ productId: machine, quantity: 1 }], { shippingAddress: VIENNA, vatId: 'ATU123' }),
  );
  assert.equal(bad.status, 400);
  assert.match(bad.json.error, /^vatId: /);
  assert.equal((await admin.get('/api2/admin/orders')).json.total, before, 'no order written');
});

test('VIES slow or down: 19 % charged and the order flagged for staff; an ID VIES calls invalid: charged and flagged', async (t) => {
  const { app, admin, machine } = await b2bApp(t);
  const cases = [
    [VIES_NUMBERS.silent, 'unconfirmed', /did not answer in time/],
    [VIES_NUMBERS.memberStateDown, 'unconfirmed', /MS_UNAVAILABLE/],
    ['ATU87654321', 'valid', null],
  ] as const;
  const flagged: number[] = [];
  for (const [vatId, status, review] of cases) {
    const started = Date.now();
    const r = await new Client(app).post(
      '/api2/store/orders',
      guestBody([{ productId: machine, quantity: 1 }], { shippingAddress: VIENNA, vatId }),
    );
    assert.equal(r.status, 201, r.body);
    assert.ok(Date.now() - started < 3000, 'VIES_TIMEOUT_MS bounds the wait');
    const d = (await admin.get(`/api2/admin/orders/${r.json.order.id}`)).json;
    assert.equal(d.vatIdStatus, status, vatId);
    if (review) {
      // Austria has no rates configured here: the shop country's 19 %.
      assert.deepEqual([d.totalAmount, d.tax, d.reverseCharge], [119, 19, false], vatId);
      assert.match(d.taxReview, review);
      flagged.push(d.id);
    } else assert.deepEqual([d.totalAmount, d.tax, d.reverseCharge, d.taxReview], [100, 0, true, null]);
  }
  const listed = (await admin.get('/api2/admin/orders', { query: { taxReview: true } })).json;
  assert.deepEqual(
    listed.orders.map((o: { id: number }) => o.id).sort(),
    flagged.sort(),
    'the filter of flagged orders',
  );
});

test("a signed-in customer's stored VAT ID applies at checkout without one in the body", async (t) => {
  const ctx = await b2bApp(t);
  const { admin, machine } = ctx;
  const customer = await loggedInCustomer(ctx);
  const id = await customerId(admin, customer.email);
  assert.equal((await admin.put(`/api2/admin/customers/${id}`, { vatId: 'ATU12345678' })).status, 200);
  const r = await customer.client.post('/api2/store/orders', {
    items: [{ productId: machine, quantity: 1 }],
    shippingAddress: VIENNA,
    paymentMethod: 'card',
  });
  assert.equal(r.status, 201, r.body);
  assert.deepEqual([r.json.order.totalAmount, r.json.order.tax], [100, 0]);
  const d = (await admin.get(`/api2/admin/orders/${r.json.order.id}`)).json;
  assert.deepEqual([d.customerId, d.vatId, d.reverseCharge], [id, 'ATU12345678', true]);
});

test('a reverse-charge invoice with shipping and a line whose net does not divide by its quantity: the net rows add up to the total', async (t) => {
  const { app, admin } = await b2bApp(t);
  const platform = await platformClient(app);
  const zone = (await platform.post('/api2/v1/shipping/zones', { name: 'EU' })).json;
  const dhl = (
    await platform.post('/api2/v1/shipping/methods', {
      zoneId: zone.id,
      name: 'DHL',
      methodType: 'flat_rate',
      price: 5.95,
    })
  ).json;
  const tea = (await admin.post('/api2/admin/products', { name: 'Tea', sku: 'B2B-T', price: 19.99, stock: 50 })).json
    .id as number;
  const r = await new Client(app).post(
    '/api2/store/orders',
    guestBody([{ productId: tea, quantity: 3 }], {
      shippingAddress: VIENNA,
      vatId: 'ATU12345678',
      shippingMethodId: dhl.id,
    }),
  );
  assert.equal(r.status, 201, r.body);
  const d = (await admin.get(`/api2/admin/orders/${r.json.order.id}`)).json;
  // 59.97 and 5.95 including 19 %: the nets 50.39 and 5.00 are charged.
  assert.deepEqual([d.reverseCharge, d.items[0].net, d.totalAmount], [true, 50.39, 55.39]);
  await paymentCallback(
    new Client(app),
    paymentBody({ id: d.id, orderNumber: d.orderNumber, totalAmount: d.totalAmount } as PlacedOrder),
  );
  const invoice = (await admin.get(`/api2/admin/orders/${d.id}`)).json.invoice;
  const text = pdfText((await admin.get(invoice.pdfUrl)).data);
  const after = (first: string, n: number) => {
    const i = text.indexOf(first);
    assert.ok(i >= 0, `${first}: ${text.join(' | ')}`);
    return text.slice(i, i + n);
  };
  assert.deepEqual(
    after('Tea (B2B-T)', 3),
    ['Tea (B2B-T)', '3', '50.39 EUR'],
    'no unit net: 50.39 does not divide by 3',
  );
  assert.deepEqual(after('Subtotal (net)', 2), ['Subtotal (net)', '50.39 EUR']);
  assert.deepEqual(after('Shipping (net) (DHL)', 2), ['Shipping (net) (DHL)', '5.00 EUR']);
  assert.deepEqual(after('VAT not charged (reverse charge)', 2), ['VAT not charged (reverse charge)', '0.00 EUR']);
  assert.deepEqual(after('Total', 2), ['Total', '55.39 EUR']);
  assert.ok(!text.some((s) => s.includes('59.97') || s.includes('5.95')), 'no amount including VAT not charged');
});
