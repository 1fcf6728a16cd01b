// Issue 9 item 8: what the framework and Node answer themselves (overlong path parameters, malformed URLs,
// oversized request heads, malformed HTTP) comes in the surface's error shape with a documented code; a CSV export
// that fails before its first row is a JSON error, not an attachment.
import { before, after, test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { once } from 'node:events';
import { baseUrlOf, buildTestApp, type TestApp } from '../helpers/app.js';
import { Client, adminSession, platformClient, type Reply } from '../helpers/client.js';
import { assertError } from './shape.js';

let ctx: TestApp;
const teardown: (() => unknown)[] = [];
before(async () => {
  ctx = await buildTestApp({ after: (fn: () => unknown) => teardown.push(fn) }, { env: { PLATFORM_RATE_LIMIT: '0' } });
});
after(async () => {
  for (const fn of teardown) await fn();
});

const LONG_PARAM = '1'.repeat(200);
const LONG_QUERY = 'x'.repeat(20_000);

/** One raw HTTP/1.1 exchange: what a client that is not Node's HTTP client may send. */
async function raw(request: string): Promise<Reply> {
  const { port } = new URL(baseUrlOf(ctx.app));
  const socket = net.connect(Number(port), '127.0.0.1');
  await once(socket, 'connect');
  const chunks: Buffer[] = [];
  socket.on('data', (c: Buffer) => chunks.push(c));
  socket.on('error', () => undefined);
  socket.write(request);
  await once(socket, 'close');
  const text = Buffer.concat(chunks).toString('utf8');
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
  );
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body, data: Buffer.from(body), json, cookies: [] };
}

test("a path parameter over the router's limit is 414 URI_TOO_LONG in each surface's shape", async () => {
  const admin = await adminSession(ctx.app);
  const platform = await platformClient(ctx.app, 'read');
  assertError(await admin.get(`/api2/admin/orders/${LONG_PARAM}`), 414, 'coded', 'URI_TOO_LONG', 'admin');
  assertError(
    await new Client(ctx.app).get(`/api2/store/products/${LONG_PARAM}`),
    414,
    'coded',
    'URI_TOO_LONG',
    'storefront',
  );
  assertError(await platform.get(`/api2/v1/pages/${LONG_PARAM}`), 414, 'platform', null, 'platform');
});

test("a malformed percent-encoding in the path is 400 VALIDATION_ERROR in each surface's shape", async () => {
  const admin = await adminSession(ctx.app);
  const platform = await platformClient(ctx.app, 'read');
  assertError(await admin.get('/api2/admin/orders/%E0%A4%A'), 400, 'coded', 'VALIDATION_ERROR', 'admin');
  assertError(
    await new Client(ctx.app).get('/api2/store/products/%E0%A4%A'),
    400,
    'coded',
    'VALIDATION_ERROR',
    'storefront',
  );
  assertError(await platform.get('/api2/v1/products/%E0%A4%A'), 400, 'platform', null, 'platform');
});

test("a request head over Node's limit is 431 HEADERS_TOO_LARGE in the shape of the surface it named", async () => {
  const head = (path: string) => `GET ${path} HTTP/1.1\r\nHost: shop.test\r\n\r\n`;
  assertError(
    await raw(head(`/api2/store/products?search=${LONG_QUERY}`)),
    431,
    'coded',
    'HEADERS_TOO_LARGE',
    'storefront',
  );
  assertError(await raw(head(`/api2/admin/orders?search=${LONG_QUERY}`)), 431, 'coded', 'HEADERS_TOO_LARGE', 'admin');
  assertError(await raw(head(`/api2/v1/products?search=${LONG_QUERY}`)), 431, 'platform', null, 'platform');
  const cookies = `GET /api2/auth/me HTTP/1.1\r\nHost: shop.test\r\nCookie: auth_token=${LONG_QUERY}\r\n\r\n`;
  assertError(await raw(cookies), 431, 'coded', 'HEADERS_TOO_LARGE', 'an oversized cookie');
});

test('malformed HTTP is 400 VALIDATION_ERROR as JSON', async () => {
  assertError(await raw('NOT HTTP AT ALL\r\n\r\n'), 400, 'coded', 'VALIDATION_ERROR', 'garbage');
  assertError(
    await raw(
      'GET /api2/v1/products HTTP/1.1\r\nHost: shop.test\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ),
    400,
    'platform',
    null,
    'both content length and chunked',
  );
});

test('a CSV export that fails before its first row is a JSON 500 without the attachment header', async (t) => {
  const own = await buildTestApp(t);
  const admin = await adminSession(own.app);
  // The export's first query now fails; the admin's session does not need that table.
  await own.services.db.schema.alterTable('orders').renameTo('orders_gone').execute();
  const r = await admin.get('/api2/admin/orders/export');
  assertError(r, 500, 'coded', 'INTERNAL_ERROR', 'export');
  assert.equal(r.headers['content-disposition'], undefined, 'no attachment header');
  assert.deepEqual(r.json, {
    error: 'Internal server error',
    code: 'INTERNAL_ERROR',
    requestId: r.headers['x-request-id'],
  });
});

test('an export that works still streams the CSV as an attachment', async (t) => {
  const own = await buildTestApp(t);
  const admin = await adminSession(own.app);
  const r = await admin.get('/api2/admin/orders/export');
  assert.equal(r.status, 200, r.body);
  assert.match(String(r.headers['content-disposition']), /^attachment; filename="orders-/);
  assert.match(r.body, /^orderNumber,createdAt,status/);
});
