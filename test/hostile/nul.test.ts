// Issue 9 item 6: a NUL character (U+0000) in any text is 400 in the surface's shape on both engines, before it
// reaches a query (PostgreSQL refuses NUL in text; SQLite's FTS query breaks on it). Item 9: deep JSON is 400.
import { before, after, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { Client, adminSession, platformClient, type Reply } from '../helpers/client.js';
import { ORDER_ENV, guestBody, insertProduct, paymentCallback } from '../helpers/orders.js';
import { makePng, uploadImage } from '../helpers/media.js';
import { assertError, shapeOf } from './shape.js';

const NUL = '\u0000';

let ctx: TestApp;
const teardown: (() => unknown)[] = [];
before(async () => {
  ctx = await buildTestApp(
    { after: (fn: () => unknown) => teardown.push(fn) },
    { env: { ...ORDER_ENV, PLATFORM_RATE_LIMIT: '0', CHECKOUT_RATE_LIMIT: '0' } },
  );
});
after(async () => {
  for (const fn of teardown) await fn();
});

function refused(r: Reply, path: string, what: string) {
  assertError(r, 400, shapeOf(path), 'VALIDATION_ERROR', what);
}

test('NUL in logins, registration and verification is 400 {error, code}', async () => {
  const anon = new Client(ctx.app);
  for (const [path, body] of [
    ['/api2/admin/login', { email: `ad${NUL}min@example.com`, password: 'whatever-123' }],
    ['/api2/admin/login', { email: 'admin@example.com', password: `pass${NUL}word-123` }],
    ['/api2/auth/login', { email: `a${NUL}@example.com`, password: 'Secret-123' }],
    [
      '/api2/auth/register',
      { email: 'nul.register@example.com', password: 'Secret-123-Ab', firstName: `Sam${NUL}`, lastName: 'Shopper' },
    ],
  ] as const) {
    refused(await anon.post(path, body), path, `${path} ${JSON.stringify(body)}`);
  }
  refused(
    await anon.get('/api2/auth/verify', { query: { token: `abc${NUL}def` } }),
    '/api2/auth/verify',
    'verify token',
  );
  const admin = await adminSession(ctx.app);
  const customers = await admin.get('/api2/admin/customers/search', { query: { q: 'nul.register' } });
  assert.deepEqual(customers.json, [], 'nobody was registered');
});

test('NUL in every kind of search is 400, on every surface, at any length', async () => {
  const admin = await adminSession(ctx.app);
  const platform = await platformClient(ctx.app, 'read');
  const anon = new Client(ctx.app);
  // One and two characters take the LIKE path, three and more the trigram index (SQLite FTS5, PostgreSQL pg_trgm).
  for (const text of [NUL, `a${NUL}`, `ab${NUL}c`, `${NUL}shirt`]) {
    for (const [client, path, param] of [
      [admin, '/api2/admin/products/search', 'q'],
      [admin, '/api2/admin/orders', 'search'],
      [admin, '/api2/admin/customers', 'search'],
      [admin, '/api2/admin/customers/search', 'q'],
      [admin, '/api2/admin/media', 'search'],
      [platform, '/api2/v1/products', 'search'],
      [platform, '/api2/v1/customers', 'search'],
      [platform, '/api2/v1/blog', 'search'],
      [platform, '/api2/v1/media', 'search'],
      [platform, '/api2/v1/seo/redirects', 'search'],
      [anon, '/api2/store/products', 'search'],
    ] as const) {
      refused(await client.get(path, { query: { [param]: text } }), path, `${path}?${param}=${JSON.stringify(text)}`);
    }
  }
  refused(
    await platform.get('/api2/v1/products', { query: { [`search${NUL}`]: 'x' } }),
    '/api2/v1/products',
    'NUL in a query key',
  );
});

test('NUL in path parameters is 400', async () => {
  const platform = await platformClient(ctx.app, 'read');
  // Page ids are strings: the one path parameter that reaches a query as text.
  refused(await platform.get('/api2/v1/pages/about%00us'), '/api2/v1/pages/x', 'page id');
  refused(await platform.get('/api2/v1/products/1%00'), '/api2/v1/products/x', 'product id');
});

test('NUL in creates and checkouts is 400 and writes nothing', async () => {
  const admin = await adminSession(ctx.app);
  const platform = await platformClient(ctx.app, 'read_write');
  const anon = new Client(ctx.app);
  const product = await insertProduct(ctx.services);
  const creates: [Client, string, unknown][] = [
    [platform, '/api2/v1/products', { name: `Shirt${NUL}`, price: 10 }],
    [platform, '/api2/v1/categories', { name: `Shirts${NUL}` }],
    [platform, '/api2/v1/blog', { title: `Post${NUL}`, status: 'draft' }],
    [platform, '/api2/v1/pages', { title: `Page${NUL}` }],
    [platform, '/api2/v1/shipping/zones', { name: `Zone${NUL}` }],
    [
      platform,
      '/api2/v1/translations',
      { entityType: 'product', entityId: '1', languageCode: 'de', data: { name: `Hemd${NUL}` } },
    ],
    [
      platform,
      '/api2/v1/translations',
      { entityType: 'product', entityId: '1', languageCode: 'de', data: { [`na${NUL}me`]: 'Hemd' } },
    ],
    [
      admin,
      '/api2/admin/products',
      { name: `Shirt${NUL}`, sku: 'NUL-1', price: 10, description: '', categoryId: null, stock: 1, isHidden: false },
    ],
    [admin, '/api2/admin/order-tags', { name: `tag${NUL}` }],
    [anon, '/api2/store/orders', guestBody([{ productId: product.id, quantity: 1 }], { firstName: `Gina${NUL}` })],
    [
      anon,
      '/api2/store/orders',
      guestBody([{ productId: product.id, quantity: 1 }], {
        shippingAddress: { street: `Main${NUL}`, city: 'Berlin', postalCode: '10115', country: 'DE' },
      }),
    ],
  ];
  for (const [client, path, body] of creates)
    refused(await client.post(path, body), path, `POST ${path} ${JSON.stringify(body)}`);
  refused(await platform.put('/api2/v1/settings', { shopName: `Shop${NUL}` }), '/api2/v1/settings', 'PUT settings');
  refused(
    await admin.put('/api2/admin/settings', { shopName: `Shop${NUL}` }),
    '/api2/admin/settings',
    'PUT admin settings',
  );
  assert.equal((await platform.get('/api2/v1/products')).json.meta.total, 1, 'no product was created');
  assert.equal((await admin.get('/api2/admin/orders')).json.total, 0, 'no order was placed');
});

test('NUL in the text fields of an upload and in a signed payment callback is 400', async () => {
  const admin = await adminSession(ctx.app);
  const data = await makePng();
  for (const fields of [{ alt: `alt${NUL}` }, { title: `title${NUL}` }]) {
    refused(
      await uploadImage(admin, '/api2/admin/media', { data, ...fields }),
      '/api2/admin/media',
      `upload ${JSON.stringify(fields)}`,
    );
  }
  assert.equal((await admin.get('/api2/admin/media')).json.total, 0, 'nothing was stored');
  const r = await paymentCallback(new Client(ctx.app), {
    orderNumber: 100001,
    result: 'succeeded',
    transactionId: `tx${NUL}`,
    amount: 1,
  });
  refused(r, '/api2/payments/callback', 'payment callback');
});

/** `{"a": {"a": … 1 …}}` nested `depth` levels. */
const nested = (depth: number, leaf = '1') => `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;

test('JSON nested thousands of levels deep is 400 on every surface; documents of ordinary depth are fine', async () => {
  const admin = await adminSession(ctx.app);
  const platform = await platformClient(ctx.app, 'read_write');
  const anon = new Client(ctx.app);
  const JSON_HEADERS = { 'content-type': 'application/json' };
  const deep = `{"shopName": "x", "junk": ${nested(5000)}}`;
  for (const [client, method, path] of [
    [admin, 'PUT', '/api2/admin/settings'],
    [platform, 'PUT', '/api2/v1/settings'],
    [platform, 'PUT', '/api2/v1/seo/settings'],
    [anon, 'POST', '/api2/auth/register'],
    [anon, 'POST', '/api2/store/orders'],
  ] as const) {
    refused(
      await client.request(method, path, { body: deep, headers: JSON_HEADERS }),
      path,
      `${method} ${path} nested 5000 deep`,
    );
  }
  const payload = `{"entityType": "product", "entityId": "1", "languageCode": "de", "data": ${nested(5000)}}`;
  refused(
    await platform.request('POST', '/api2/v1/translations', { body: payload, headers: JSON_HEADERS }),
    '/api2/v1/translations',
    'translation data nested 5000 deep',
  );
  refused(
    await admin.request('POST', '/api2/admin/webhooks', {
      body: `{"eventType": "order.paid", "payload": ${nested(5000)}}`,
      headers: JSON_HEADERS,
    }),
    '/api2/admin/webhooks',
    'webhook payload nested 5000 deep',
  );
  const arrays = `{"eventType": "order.paid", "payload": {"a": ${'['.repeat(5000)}${']'.repeat(5000)}}}`;
  refused(
    await admin.request('POST', '/api2/admin/webhooks', { body: arrays, headers: JSON_HEADERS }),
    '/api2/admin/webhooks',
    'arrays nested 5000 deep',
  );

  const ordinary = await platform.request('POST', '/api2/v1/translations', {
    body: `{"entityType": "product", "entityId": "1", "languageCode": "de", "data": ${nested(20, '"x"')}}`,
    headers: JSON_HEADERS,
  });
  assert.equal(ordinary.status, 201, `a document 20 levels deep is accepted: ${ordinary.body}`);
});
