// A database that is locked by another process or unreachable (issue 9, item 3): 503 with Retry-After in each
// surface's shape, never a 500; at start, one line naming the cause instead of a stack.
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { SQLite } from '../../src/db/sqlite-module.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { Client, platformClient, type Reply } from '../helpers/client.js';
import { ORDER_ENV, guestBody, insertProduct, paymentBody, paymentCallback, placeOrder } from '../helpers/orders.js';
import { freePort, sharedDatabase, startProcess, startServer } from '../helpers/processes.js';

/** One request per surface (each writes, so a SQLite write lock stops it too); answers in the order of SURFACES. */
async function probeSurfaces(
  ctx: TestApp,
  platform: Client,
  order: Awaited<ReturnType<typeof placeOrder>>,
  productId: number,
): Promise<Reply[]> {
  const anonymous = new Client(ctx.app);
  return [
    await anonymous.post('/api2/admin/login', { email: 'admin@example.com', password: 'Wrong-Password-1' }),
    await anonymous.post('/api2/auth/login', { email: 'shopper@example.com', password: 'Wrong-Password-1' }),
    await anonymous.post('/api2/store/orders', guestBody([{ productId, quantity: 1 }])),
    await paymentCallback(anonymous, paymentBody(order)),
    await platform.get('/api2/v1/products'),
  ];
}

const SURFACES = ['admin', 'customer', 'store', 'payments', 'platform'];

function assertUnavailable(replies: Reply[]) {
  replies.forEach((r, i) => {
    const surface = SURFACES[i]!;
    assert.equal(r.status, 503, `${surface}: ${r.status} ${r.body}`);
    assert.equal(r.headers['retry-after'], '1', surface);
    // 5xx bodies carry the request id (so a report can be found in the logs), and the platform no code.
    if (surface === 'platform') assert.deepEqual(Object.keys(r.json).sort(), ['error', 'requestId'], r.body);
    else assert.equal(r.json.code, 'SERVICE_UNAVAILABLE', `${surface}: ${r.body}`);
  });
}

async function fixtures(ctx: TestApp) {
  const platform = await platformClient(ctx.app);
  const product = await insertProduct(ctx.services, { stock: 100 });
  const order = await placeOrder(new Client(ctx.app), product);
  return { platform, product, order };
}

test('SQLite: a write lock held by another process past the wait is 503 with Retry-After on every surface, then the same requests work', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV, lockWaitMs: 200 });
  if (ctx.engine !== 'sqlite') return t.skip('SQLite only');
  const { platform, product, order } = await fixtures(ctx);

  const other = new SQLite(`${ctx.dataDir}/shop.db`);
  t.after(() => other.close());
  other.exec('begin immediate');
  assertUnavailable(await probeSurfaces(ctx, platform, order, product.id));
  assert.equal(
    (await new Client(ctx.app).get('/api2/store/products')).status,
    200,
    'reads go on while another process writes',
  );

  other.exec('rollback');
  const after = await probeSurfaces(ctx, platform, order, product.id);
  assert.deepEqual(
    after.map((r) => r.status),
    [401, 401, 201, 200, 200],
  );
});

/** A TCP proxy in front of PostgreSQL that the test can cut (every connection dropped, new ones closed at once). */
async function cuttableProxy(t: TestContext, target: URL) {
  const sockets = new Set<net.Socket>();
  let cut = false;
  const server = net.createServer((client) => {
    if (cut) return client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s)).on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  t.after(() => new Promise((resolve) => server.close(resolve)));
  const { port } = server.address() as net.AddressInfo;
  return {
    url(pgUrl: string) {
      const u = new URL(pgUrl);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    cut() {
      cut = true;
      for (const s of sockets) s.destroy();
    },
    restore() {
      cut = false;
    },
  };
}

test('PostgreSQL: a database that went away is 503 with Retry-After on every surface; when it is back, the same requests work', async (t) => {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) return t.skip('PostgreSQL only');
  const proxy = await cuttableProxy(t, new URL(pgUrl));
  const ctx = await buildTestApp(t, { env: ORDER_ENV, postgresUrl: (url) => proxy.url(url) });
  const { platform, product, order } = await fixtures(ctx);

  proxy.cut();
  assertUnavailable(await probeSurfaces(ctx, platform, order, product.id));
  assert.equal((await new Client(ctx.app).get('/readyz')).status, 503);

  proxy.restore();
  const after = await probeSurfaces(ctx, platform, order, product.id);
  assert.deepEqual(
    after.map((r) => r.status),
    [401, 401, 201, 200, 200],
  );
});

test('SQLite: a migrated database starts while another process holds the write lock (start-up only reads); writes wait for it', async (t) => {
  const shared = await sharedDatabase(t);
  if (!shared.file) return t.skip('SQLite only');
  // The first start writes the app secret and the first admin; the second finds them.
  const env = { ...shared.env, ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'Admin-Password-123' };
  const first = await startServer(t, env);
  first.child.kill('SIGTERM');
  assert.equal((await first.exited).code, 0, first.output());

  const other = new SQLite(shared.file);
  t.after(() => other.close());
  other.exec('begin immediate');
  const server = await startServer(t, env);
  let answered = false;
  const login = fetch(`http://127.0.0.1:${server.port}/api2/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Admin-Password-123' }),
  }).finally(() => {
    answered = true;
  });
  // The login writes (its attempt is counted first), so it waits; meanwhile the process answers other requests.
  assert.equal((await fetch(`http://127.0.0.1:${server.port}/healthz`)).status, 200);
  assert.equal(answered, false, 'the login is still waiting for the lock');
  other.exec('rollback');
  assert.equal((await login).status, 200, 'and succeeds once the lock is released');
});

test('SQLite: a database that cannot be migrated because another process holds the lock ends the start with one line and exit 1', async (t) => {
  const shared = await sharedDatabase(t);
  if (!shared.file) return t.skip('SQLite only');
  // A fresh file next to the migrated one: it needs every migration, which needs the write lock.
  const file = `${shared.dataDir}/fresh.db`;
  const other = new SQLite(file);
  t.after(() => other.close());
  other.pragma('journal_mode = WAL');
  other.exec('begin immediate');
  // APP_SECRET given: its absence would add a warning line of its own.
  const server = await startProcess(t, 'main', {
    DATABASE_URL: `sqlite:${file}`,
    DATA_DIR: shared.dataDir,
    APP_SECRET: 'a'.repeat(64),
  });
  const { code } = await server.exited;
  assert.equal(code, 1);
  assert.deepEqual(server.output().trim().split('\n'), [
    `Cannot use the database sqlite:${file}: database is locked (SQLITE_BUSY)`,
  ]);
});

test('an unreachable PostgreSQL server ends the start with one line naming it (password hidden) and exit 1', async (t) => {
  if (!process.env.TEST_DATABASE_URL) return t.skip('in the PostgreSQL run');
  const port = await freePort();
  const server = await startProcess(t, 'main', {
    DATABASE_URL: `postgres://shop:secret@127.0.0.1:${port}/shop`,
    DATA_DIR: '/tmp',
    APP_SECRET: 'a'.repeat(64),
  });
  const { code } = await server.exited;
  assert.equal(code, 1);
  assert.deepEqual(server.output().trim().split('\n'), [
    `Cannot use the database postgres://shop:***@127.0.0.1:${port}/shop: connect ECONNREFUSED 127.0.0.1:${port}`,
  ]);
});
