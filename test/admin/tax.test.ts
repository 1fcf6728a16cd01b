// Tax settings, classes and rates through the admin and platform APIs (issue 35; docs/tax.md, docs/api-contract.md "Tax").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { adminSession, adminWithRole, platformClient } from '../helpers/client.js';
import { VIES_NUMBERS, startViesStandIn } from '../helpers/vies.js';

interface Rate {
  id: number;
  taxClassId: number;
  taxClassCode: string;
  country: string;
  region: string | null;
  rate: number;
}

test('admin: built-in classes with the German rates; settings with ETag and If-Match; shopCountry needs a standard rate', async (t) => {
  const { app } = await buildTestApp(t);
  const c = await adminSession(app);
  const classes = (await c.get('/api2/admin/tax/classes')).json;
  assert.deepEqual(
    classes.classes.map((k: { code: string; builtIn: boolean; rateCount: number }) => [k.code, k.builtIn, k.rateCount]),
    [
      ['standard', true, 1],
      ['reduced', true, 1],
      ['zero', true, 1],
    ],
  );
  const rates = (await c.get('/api2/admin/tax/rates')).json.rates as Rate[];
  assert.deepEqual(
    rates.map((r) => [r.country, r.region, r.taxClassCode, r.rate]),
    [
      ['DE', null, 'standard', 19],
      ['DE', null, 'reduced', 7],
      ['DE', null, 'zero', 0],
    ],
  );

  const got = await c.get('/api2/admin/tax/settings');
  assert.deepEqual(got.json, { prices: 'gross', grossMode: 'constant_gross', rounding: 'line', shopCountry: 'DE' });
  assert.equal(got.headers['cache-control'], 'private, no-cache');
  const etag = got.headers.etag as string;
  const put = await c.put('/api2/admin/tax/settings', { rounding: 'order' }, { headers: { 'if-match': etag } });
  assert.equal(put.status, 200, put.body);
  assert.deepEqual(put.json, { prices: 'gross', grossMode: 'constant_gross', rounding: 'order', shopCountry: 'DE' });
  const stale = await c.put('/api2/admin/tax/settings', { prices: 'net' }, { headers: { 'if-match': etag } });
  assert.equal(stale.status, 412);
  assert.deepEqual([stale.json.code, stale.json.current.rounding], ['PRECONDITION_FAILED', 'order']);
  assert.equal(stale.headers.etag, put.headers.etag);

  const unknown = await c.put('/api2/admin/tax/settings', { shopCountry: 'XX' });
  assert.deepEqual([unknown.status, unknown.json.code], [400, 'VALIDATION_ERROR']);
  assert.match(unknown.json.error, /shopCountry: "XX" is not an ISO 3166-1 alpha-2/);
  const noRate = await c.put('/api2/admin/tax/settings', { shopCountry: 'AT' });
  assert.deepEqual([noRate.status, noRate.json.code], [409, 'CONFLICT']);
  assert.match(noRate.json.error, /AT has no standard rate/);
  assert.equal((await c.put('/api2/admin/tax/settings', { prices: 'both' })).status, 400);
});

test('admin: custom classes; rates refused for unknown countries, rates outside 0–100 %, more than 2 decimals, twice per zone; deletes in use are 409 naming the users', async (t) => {
  const { app } = await buildTestApp(t);
  const c = await adminSession(app);
  const books = await c.post('/api2/admin/tax/classes', { code: 'books', name: 'Books' });
  assert.equal(books.status, 201, books.body);
  assert.deepEqual([books.json.code, books.json.builtIn, books.json.rateCount], ['books', false, 0]);
  assert.equal((await c.post('/api2/admin/tax/classes', { code: 'books', name: 'Again' })).status, 409);
  assert.equal((await c.post('/api2/admin/tax/classes', { code: 'Bad Code', name: 'x' })).status, 400);
  assert.equal(
    (await c.put(`/api2/admin/tax/classes/${books.json.id}`, { name: 'Printed books' })).json.name,
    'Printed books',
  );

  const bad: [unknown, RegExp][] = [
    [{ taxClassId: books.json.id, country: 'XX', rate: 7 }, /"XX" is not an ISO 3166-1 alpha-2/],
    [{ taxClassId: books.json.id, country: 'de', rate: 7 }, /country/],
    [{ taxClassId: books.json.id, country: 'DE', rate: 101 }, /rate/],
    [{ taxClassId: books.json.id, country: 'DE', rate: -1 }, /rate/],
    [{ taxClassId: books.json.id, country: 'DE', rate: 7.125 }, /at most 2 decimals/],
    [{ taxClassId: 9999, country: 'DE', rate: 7 }, /taxClassId/],
  ];
  for (const [body, message] of bad) {
    const r = await c.post('/api2/admin/tax/rates', body);
    assert.deepEqual([r.status, r.json.code], [400, 'VALIDATION_ERROR'], JSON.stringify(body));
    assert.match(r.json.error, message, JSON.stringify(body));
  }
  const de = await c.post('/api2/admin/tax/rates', { taxClassId: books.json.id, country: 'DE', rate: 7 });
  assert.equal(de.status, 201, de.body);
  assert.deepEqual([de.json.taxClassCode, de.json.country, de.json.region, de.json.rate], ['books', 'DE', null, 7]);
  const twice = await c.post('/api2/admin/tax/rates', { taxClassId: books.json.id, country: 'DE', rate: 5 });
  assert.equal(twice.status, 409);
  assert.match(twice.json.error, new RegExp(`rate ${de.json.id}`));
  const canaries = await c.post('/api2/admin/tax/rates', {
    taxClassId: books.json.id,
    country: 'ES',
    region: 'CN',
    rate: 5.5,
  });
  assert.deepEqual([canaries.status, canaries.json.region, canaries.json.rate], [201, 'CN', 5.5]);

  const inUse = await c.delete(`/api2/admin/tax/classes/${books.json.id}`);
  assert.deepEqual([inUse.status, inUse.json.code], [409, 'CONFLICT']);
  assert.match(inUse.json.error, /used by 2 rates \(DE, ES-CN\)/);
  const standard = (await c.get('/api2/admin/tax/classes')).json.classes[0];
  const builtIn = await c.delete(`/api2/admin/tax/classes/${standard.id}`);
  assert.equal(builtIn.status, 409);
  assert.match(builtIn.json.error, /built-in/);

  const fallback = (
    (await c.get('/api2/admin/tax/rates', { query: { country: 'DE', taxClassId: standard.id } })).json.rates as Rate[]
  )[0]!;
  const shopRate = await c.delete(`/api2/admin/tax/rates/${fallback.id}`);
  assert.equal(shopRate.status, 409);
  assert.match(shopRate.json.error, /tax settings use this rate/);
  assert.equal(
    (await c.put(`/api2/admin/tax/rates/${fallback.id}`, { country: 'AT' })).status,
    409,
    'moving it away is deleting it',
  );
  assert.equal(
    (await c.put(`/api2/admin/tax/rates/${fallback.id}`, { rate: 19.5 })).json.rate,
    19.5,
    'changing its rate is fine',
  );

  assert.equal((await c.put(`/api2/admin/tax/rates/${de.json.id}`, { rate: 100.01 })).status, 400);
  assert.deepEqual((await c.delete(`/api2/admin/tax/rates/${de.json.id}`)).json, { success: true });
  assert.equal((await c.delete(`/api2/admin/tax/rates/${canaries.json.id}`)).status, 200);
  assert.equal((await c.delete(`/api2/admin/tax/classes/${books.json.id}`)).status, 200);
  assert.equal((await c.get(`/api2/admin/tax/classes/${books.json.id}`)).status, 404);
});

test('the EU rates file: imported once, the second time nothing changes; a quote then taxes by destination', async (t) => {
  const { app, services } = await buildTestApp(t);
  const c = await adminSession(app);
  const first = await c.post('/api2/admin/tax/rates/eu-import');
  assert.equal(first.status, 200, first.body);
  assert.deepEqual(
    { ...first.json, source: undefined },
    { asOf: '2026-01-01', source: undefined, created: 78, updated: 0, unchanged: 3 },
  );
  assert.match(first.json.source, /Taxes in Europe/);
  assert.deepEqual((await c.post('/api2/admin/tax/rates/eu-import')).json.unchanged, 81);
  const austria = ((await c.get('/api2/admin/tax/rates', { query: { country: 'AT' } })).json.rates as Rate[]).map(
    (r) => [r.taxClassCode, r.rate],
  );
  assert.deepEqual(austria, [
    ['standard', 20],
    ['reduced', 10],
    ['zero', 0],
  ]);
  assert.equal((await c.get('/api2/admin/tax/rates', { query: { limit: 1 } })).json.total, 81);

  const reduced = (await c.get('/api2/admin/tax/classes')).json.classes[1];
  const cart = {
    lines: [
      { unitCents: 11900, quantity: 1, taxClassId: null },
      { unitCents: 1070, quantity: 1, taxClassId: reduced.id },
    ],
    shippingCents: 0,
  };
  const home = await services.tax.quote({ ...cart, destination: { country: 'DE' } });
  assert.deepEqual(
    home.breakdown.map((b) => [b.rateBp, b.taxCents]),
    [
      [1900, 1900],
      [700, 70],
    ],
  );
  const vienna = await services.tax.quote({ ...cart, destination: { country: 'AT' } });
  assert.deepEqual(
    [vienna.totals.grossCents, vienna.breakdown.map((b) => [b.rateBp, b.taxCents])],
    [
      12970,
      [
        [2000, 1983],
        [1000, 97],
      ],
    ],
    'constant gross',
  );
  await c.put('/api2/admin/tax/settings', { grossMode: 'constant_net' });
  assert.equal(
    (await services.tax.quote({ ...cart, destination: { country: 'AT' } })).totals.grossCents,
    13100,
    'constant net: 100.00 + 20 %, 10.00 + 10 %',
  );
});

test('platform: read keys read, read_write keys write; errors are {error}; idempotent creates', async (t) => {
  const { app } = await buildTestApp(t);
  const c = await platformClient(app, 'read_write');
  const read = await platformClient(app, 'read');
  const list = (await read.get('/api2/v1/tax/classes')).json;
  assert.equal(list.meta.total, 3);
  assert.equal((await read.post('/api2/v1/tax/classes', { code: 'x', name: 'x' })).status, 403);
  assert.equal((await read.get('/api2/v1/tax/settings')).json.shopCountry, 'DE');

  const cls = await c.post(
    '/api2/v1/tax/classes',
    { code: 'food', name: 'Food' },
    { headers: { 'idempotency-key': 'tax-food-1' } },
  );
  assert.equal(cls.status, 201, cls.body);
  const again = await c.post(
    '/api2/v1/tax/classes',
    { code: 'food', name: 'Food' },
    { headers: { 'idempotency-key': 'tax-food-1' } },
  );
  assert.deepEqual([again.status, again.json.id], [201, cls.json.id], 'the same key answers the first create');
  const rate = await c.post('/api2/v1/tax/rates', { taxClassId: cls.json.id, country: 'FR', rate: 5.5 });
  assert.equal(rate.status, 201, rate.body);
  const badCountry = await c.post('/api2/v1/tax/rates', { taxClassId: cls.json.id, country: 'ZZ', rate: 5 });
  assert.equal(badCountry.status, 400);
  assert.match(badCountry.json.error, /ZZ/);
  assert.equal(badCountry.json.code, undefined, 'platform errors are {error}');
  const inUse = await c.delete(`/api2/v1/tax/classes/${cls.json.id}`);
  assert.equal(inUse.status, 409);
  assert.match(inUse.json.error, /\(FR\)/);
  assert.deepEqual((await c.put(`/api2/v1/tax/rates/${rate.json.id}`, { rate: 10 })).json.rate, 10);
  assert.deepEqual(
    (await c.get('/api2/v1/tax/rates', { query: { country: 'FR' } })).json.data.map((r: Rate) => r.rate),
    [10],
  );
  assert.deepEqual((await c.delete(`/api2/v1/tax/rates/${rate.json.id}`)).json, { deleted: true, id: rate.json.id });
  assert.deepEqual((await c.delete(`/api2/v1/tax/classes/${cls.json.id}`)).json, { deleted: true, id: cls.json.id });

  const settings = await c.get('/api2/v1/tax/settings');
  const stale = await c.put('/api2/v1/tax/settings', { prices: 'net' }, { headers: { 'if-match': '"not-it"' } });
  assert.deepEqual([stale.status, stale.json.current, stale.json.code], [412, settings.json, undefined]);
  assert.equal(
    (
      await c.put(
        '/api2/v1/tax/settings',
        { prices: 'net' },
        { headers: { 'if-match': settings.headers.etag as string } },
      )
    ).json.prices,
    'net',
  );
});

test('roles: tax settings follow settings.read / settings.write; VAT ID checks need customers.read', async (t) => {
  const { app } = await buildTestApp(t);
  const editor = await adminWithRole(app, 'editor');
  const viewer = await adminWithRole(app, 'viewer');
  const support = await adminWithRole(app, 'support');
  assert.equal((await editor.get('/api2/admin/tax/classes')).status, 403);
  assert.equal((await viewer.get('/api2/admin/tax/rates')).status, 200);
  const refused = await viewer.post('/api2/admin/tax/classes', { code: 'x', name: 'x' });
  assert.deepEqual([refused.status, refused.json.code], [403, 'FORBIDDEN']);
  assert.equal((await viewer.post('/api2/admin/tax/rates/eu-import')).status, 403);
  assert.equal((await editor.post('/api2/admin/tax/vat-id-checks', { vatId: 'DE123456789' })).status, 403);
  assert.equal(
    (await support.post('/api2/admin/tax/vat-id-checks', { vatId: 'DE12' })).status,
    400,
    'allowed, and malformed',
  );
});

test('VAT ID checks through the API against the VIES stand-in (VIES_URL): valid, invalid, malformed 400, unconfirmed when VIES cannot say', async (t) => {
  const vies = await startViesStandIn();
  t.after(() => vies.close());
  const { app } = await buildTestApp(t, { env: { VIES_URL: vies.url } });
  const c = await adminSession(app);
  const valid = await c.post('/api2/admin/tax/vat-id-checks', { vatId: 'atu 12345678' });
  assert.equal(valid.status, 200, valid.body);
  assert.deepEqual(valid.json, {
    vatId: 'ATU12345678',
    country: 'AT',
    status: 'valid',
    name: 'Beispiel GmbH',
    address: 'Hauptstraße 1\n10115 Berlin',
    requestDate: '2026-01-15T10:00:00.000Z',
    reason: null,
  });
  assert.equal((await c.post('/api2/admin/tax/vat-id-checks', { vatId: VIES_NUMBERS.invalid })).json.status, 'invalid');
  const down = (await c.post('/api2/admin/tax/vat-id-checks', { vatId: VIES_NUMBERS.memberStateDown })).json;
  assert.deepEqual([down.status, down.name], ['unconfirmed', null]);
  assert.match(down.reason, /MS_UNAVAILABLE/);
  const malformed = await c.post('/api2/admin/tax/vat-id-checks', { vatId: 'FR123' });
  assert.deepEqual([malformed.status, malformed.json.code], [400, 'VALIDATION_ERROR']);
  assert.equal(vies.requests.length, 3, 'a malformed ID never reaches VIES');

  const platform = await platformClient(app, 'read_write');
  const viaPlatform = await platform.post('/api2/v1/tax/vat-id-checks', { vatId: 'DE123456789' });
  assert.deepEqual([viaPlatform.status, viaPlatform.json.status], [200, 'valid']);
});
