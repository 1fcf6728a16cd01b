import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { once } from 'node:events';
import net from 'node:net';
import { baseUrlOf, buildTestApp, type TestApp } from './helpers/app.js';
import { Client, adminSession, platformClient, type Reply } from './helpers/client.js';

type Shape = 'coded' | 'platform';
type Method = 'GET' | 'POST' | 'PUT';

interface Surface {
  name: string;
  shape: Shape;
  /** A client with whatever credential the surface needs. */
  client: (app: Client['app']) => Promise<Client>;
  unknown: string;
  /** A JSON route of the surface and a body its schema refuses. */
  route: { method: Method; url: string; invalid: unknown };
}

const SURFACES: Surface[] = [
  {
    name: 'admin',
    shape: 'coded',
    client: (app) => adminSession(app),
    unknown: '/api2/admin/no-such-thing',
    route: { method: 'POST', url: '/api2/admin/api-keys', invalid: { name: 'k', permission: 'everything' } },
  },
  {
    name: 'customer',
    shape: 'coded',
    client: async (app) => new Client(app),
    unknown: '/api2/auth/no-such-thing',
    route: {
      method: 'POST',
      url: '/api2/auth/register',
      invalid: { email: 'not-an-email', password: 'Valid-Pass-1', firstName: 'A', lastName: 'B' },
    },
  },
  {
    name: 'storefront',
    shape: 'coded',
    client: async (app) => new Client(app),
    unknown: '/api2/store/no-such-thing',
    route: { method: 'POST', url: '/api2/store/orders', invalid: { items: 'everything', paymentMethod: 7 } },
  },
  {
    name: 'platform',
    shape: 'platform',
    client: (app) => platformClient(app, 'read_write'),
    unknown: '/api2/v1/no-such-thing',
    route: { method: 'PUT', url: '/api2/v1/settings', invalid: { currency: 'euro' } },
  },
];

/** Asserts status and the surface's error shape: {error, code} with the given code, or exactly {error} on the platform. */
function assertError(r: Reply, status: number, shape: Shape, code: string, what: string) {
  assert.equal(r.status, status, `${what}: ${r.status} ${r.body}`);
  assert.match(String(r.headers['content-type']), /^application\/json/, what);
  assert.equal(typeof r.json?.error, 'string', `${what}: ${r.body}`);
  assert.ok(r.json.error.length > 0, what);
  if (shape === 'coded') {
    assert.deepEqual(Object.keys(r.json).sort(), ['code', 'error'], `${what}: ${r.body}`);
    assert.equal(r.json.code, code, what);
  } else {
    assert.deepEqual(Object.keys(r.json), ['error'], `${what}: ${r.body}`);
  }
}

const JSON_HEADERS = { 'content-type': 'application/json' };

// These tests change nothing (each refused request leaves the database as it was), so they share one app.
let shared: TestApp;
const teardown: (() => unknown)[] = [];
before(async () => {
  shared = await buildTestApp(
    { after: (fn: () => unknown) => teardown.push(fn) },
    { env: { PLATFORM_RATE_LIMIT: '0' } },
  );
});
after(async () => {
  for (const fn of teardown) await fn();
});

for (const surface of SURFACES) {
  test(`${surface.name}: unknown routes, malformed JSON, oversized bodies, wrong content types and schema errors answer in the surface's shape`, async () => {
    const c = await surface.client(shared.app);
    const { shape } = surface;

    assertError(await c.get(surface.unknown), 404, shape, 'NOT_FOUND', 'GET unknown route');
    assertError(await c.request('DELETE', `${surface.unknown}/1`), 404, shape, 'NOT_FOUND', 'DELETE unknown route');

    const { method, url, invalid } = surface.route;
    assertError(
      await c.request(method, url, { body: '{"name": "broken", ', headers: JSON_HEADERS }),
      400,
      shape,
      'VALIDATION_ERROR',
      'malformed JSON',
    );
    // Just over the 1 MiB body limit.
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024) });
    assertError(
      await c.request(method, url, { body: big, headers: JSON_HEADERS }),
      413,
      shape,
      'PAYLOAD_TOO_LARGE',
      'body over 1 MiB',
    );

    for (const [why, headers] of [
      ['text/plain', { 'content-type': 'text/plain' }],
      ['form', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['no content type', {}],
    ] as const) {
      assertError(await c.request(method, url, { body: 'name=x', headers }), 415, shape, 'UNSUPPORTED_MEDIA_TYPE', why);
    }
    assertError(await c.request(method, url, { json: invalid }), 400, shape, 'VALIDATION_ERROR', 'schema validation');
    assertError(
      await c.request(method, url, { json: [] }),
      400,
      shape,
      'VALIDATION_ERROR',
      'an array instead of an object',
    );
  });
}

test('a refused 32 MiB body is read to the end before the 413, so a client that writes it all, then reads, gets the answer', async () => {
  const { port } = new URL(baseUrlOf(shared.app));
  const body = Buffer.from(JSON.stringify({ email: 'big@example.com', name: 'x'.repeat(32 * 1024 * 1024) }));
  const socket = net.connect(Number(port), '127.0.0.1');
  await once(socket, 'connect');
  socket.pause();
  const head = `POST /api2/auth/register HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
  socket.write(head);
  // Far more than the socket buffers hold: this completes only if the server keeps reading after it has decided.
  await new Promise<void>((resolve, reject) => socket.write(body, (err) => (err ? reject(err) : resolve())));
  const chunks: Buffer[] = [];
  socket.on('data', (c: Buffer) => chunks.push(c));
  socket.resume();
  await once(socket, 'end');
  const answer = Buffer.concat(chunks).toString();
  assert.match(answer, /^HTTP\/1\.1 413 /);
  assert.equal(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).code, 'PAYLOAD_TOO_LARGE');
});

test('unknown routes outside the surfaces answer 404 {error, code}', async () => {
  const c = new Client(shared.app);
  for (const url of ['/api2/no-such-thing', '/no-such-thing', '/api2', '/api2/v2/products']) {
    assertError(await c.get(url), 404, 'coded', 'NOT_FOUND', url);
  }
});

test('odd ids on /api2/admin/users/:id and /api2/admin/api-keys/:id are 400 or 404 in the admin shape, never 5xx', async () => {
  const admin = await adminSession(shared.app);
  const ids = [
    'abc',
    '-0',
    '0',
    '-1',
    '1e309',
    '-1e309',
    '99999999999999999999',
    '2147483648',
    '1.5',
    'null',
    '%27',
    '1%00',
    'NaN',
    'Infinity',
  ];
  for (const id of ids) {
    const requests: [string, Promise<Reply>][] = [
      [`GET users/${id}`, admin.get(`/api2/admin/users/${id}`)],
      [`PATCH users/${id}`, admin.patch(`/api2/admin/users/${id}`, { name: 'x' })],
      [`DELETE users/${id}`, admin.delete(`/api2/admin/users/${id}`)],
      [`DELETE api-keys/${id}`, admin.delete(`/api2/admin/api-keys/${id}`)],
    ];
    for (const [what, pending] of requests) {
      const r = await pending;
      assert.ok(r.status === 400 || r.status === 404, `${what}: ${r.status} ${r.body}`);
      assertError(r, r.status, 'coded', r.status === 400 ? 'VALIDATION_ERROR' : 'NOT_FOUND', what);
    }
  }
  assert.equal((await admin.get('/api2/admin/users')).json.users.length, 1, 'nothing was changed or removed');
});

test("an unexpected failure is 500 with a generic body in the surface's shape and no details", async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const platform = await platformClient(ctx.app, 'read');
  const customer = new Client(ctx.app);
  // Tables gone from under the running app: a failure no code path expects (a closed connection would be 503).
  for (const table of ['admin_sessions', 'admin_users', 'customers', 'settings']) {
    await sql`alter table ${sql.table(table)} rename to ${sql.table(`${table}_gone`)}`.execute(ctx.services.db);
  }

  const coded = { error: 'Internal server error', code: 'INTERNAL_ERROR' };
  for (const r of [
    await admin.get('/api2/admin/me'),
    await new Client(ctx.app).post('/api2/admin/login', { email: 'a@example.com', password: 'x' }),
    await customer.post('/api2/auth/login', { email: 'a@example.com', password: 'x' }),
  ]) {
    assert.equal(r.status, 500);
    assert.deepEqual(r.json, { ...coded, requestId: r.headers['x-request-id'] });
  }
  const p = await platform.get('/api2/v1/settings');
  assert.equal(p.status, 500);
  assert.deepEqual(p.json, { error: 'Internal server error', requestId: p.headers['x-request-id'] });

  const ready = await customer.get('/readyz');
  assert.equal(ready.status, 503, 'readiness reports the broken database');
  assert.equal((await customer.get('/healthz')).status, 200, 'liveness does not depend on it');
});
