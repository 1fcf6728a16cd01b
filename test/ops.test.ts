import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { once } from 'node:events';
import http from 'node:http';
import os from 'node:os';
import { buildTestApp } from './helpers/app.js';
import { Client, adminSession } from './helpers/client.js';
import { answers, processEnv, refusesConnections, run, waitFor, type Proc } from './helpers/commands.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { sqliteRunOnly } from './helpers/engines.js';

test(
  'GET /api2/openapi.json is an OpenAPI 3.1.0 document of the admin, customer and platform interfaces',
  sqliteRunOnly,
  async (t) => {
    const { app } = await buildTestApp(t);
    const r = await new Client(app).get('/api2/openapi.json');
    assert.equal(r.status, 200);
    assert.equal(r.json.openapi, '3.1.0');
    const paths = Object.keys(r.json.paths);
    for (const p of [
      '/api2/admin/login',
      '/api2/admin/refresh',
      '/api2/admin/logout',
      '/api2/admin/me',
      '/api2/admin/users',
      '/api2/admin/users/{id}',
      '/api2/admin/api-keys',
      '/api2/admin/api-keys/{id}',
      '/api2/admin/settings',
      '/api2/auth/register',
      '/api2/auth/verify',
      '/api2/auth/login',
      '/api2/auth/me',
      '/api2/auth/logout',
      '/api2/v1/settings',
    ]) {
      assert.ok(paths.includes(p), `${p} is documented`);
    }
    assert.ok(
      !paths.some((p) => p === '/healthz' || p === '/readyz' || p === '/api2/openapi.json'),
      'operational routes stay out',
    );
    assert.deepEqual(Object.keys(r.json.components.securitySchemes).sort(), [
      'adminCookie',
      'apiKey',
      'csrfHeader',
      'customerCookie',
      'paymentSignature',
    ]);
    assert.deepEqual(
      r.json.paths['/api2/admin/users'].post.security,
      [{ adminCookie: [], csrfHeader: [] }],
      'admin mutations need the cookie and the CSRF header',
    );
    assert.deepEqual(r.json.paths['/api2/v1/orders'].get.security, [{ apiKey: [] }]);
    assert.ok(r.json.paths['/api2/admin/users'].post.requestBody, 'request schemas are included');
  },
);

test('/api2/docs answers an HTML page; /healthz and /readyz answer 200', async (t) => {
  const { app } = await buildTestApp(t);
  const c = new Client(app);
  let docs = await c.get('/api2/docs');
  for (let hops = 0; docs.status >= 300 && docs.status < 400 && hops < 3; hops++)
    docs = await c.get(String(docs.headers.location));
  assert.equal(docs.status, 200);
  assert.match(String(docs.headers['content-type']), /^text\/html/);
  assert.match(docs.body, /<html/i);

  const health = await c.get('/healthz');
  assert.equal(health.status, 200);
  assert.deepEqual(health.json, { status: 'ok' });
  const ready = await c.get('/readyz');
  assert.equal(ready.status, 200);
  assert.deepEqual(ready.json, { status: 'ready' });
});

test('invalid configuration throws a ConfigError naming the variable', () => {
  const base = { DATA_DIR: os.tmpdir(), APP_SECRET: 'a'.repeat(40) };
  const cases: [string, Record<string, string>][] = [
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '-1' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/shop' }],
    ['DATABASE_URL', { DATABASE_URL: 'shop.db' }],
    ['WEBHOOK_SECRET', { WEBHOOK_SECRET: 'not-a-secret' }],
    ['WEBHOOK_SECRET', { WEBHOOK_SECRET: 'whsec_short' }],
    ['WEBHOOK_DEFAULT_URL', { WEBHOOK_DEFAULT_URL: 'http://hooks.example.com/x' }],
    ['PLATFORM_RATE_LIMIT', { PLATFORM_RATE_LIMIT: 'many' }],
    ['COOKIE_SECURE', { COOKIE_SECURE: 'maybe' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'shop.example.com' }],
    ['APP_SECRET', { APP_SECRET: 'short' }],
    ['ADMIN_EMAIL', { ADMIN_PASSWORD: 'Long-Enough-Password-1' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
  ];
  for (const [name, env] of cases) {
    assert.throws(
      () => loadConfig({ ...base, ...env }),
      (e: unknown) => e instanceof ConfigError && e.message.includes(name),
      `${JSON.stringify(env)} names ${name}`,
    );
  }
  const ok = loadConfig({
    ...base,
    PORT: '8080',
    DATABASE_URL: 'postgres://u@db/shop',
    WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
  });
  assert.equal(ok.port, 8080);
  assert.equal(ok.databaseUrl, 'postgres://u@db/shop');
  assert.equal(ok.platformRateLimit, 600, 'the default');
  assert.ok(Object.isFrozen(ok));
});

test('without ADMIN_PASSWORD the first admin gets a generated password, returned once, that works for login', async (t) => {
  const { app, services } = await buildTestApp(t);
  // buildTestApp created the usual first admin; start again from an empty admin table.
  await services.db.deleteFrom('adminUsers').execute();

  const first = await services.adminUsers.ensureFirstAdmin('owner@example.com', null);
  assert.ok(first?.generatedPassword, 'a password was generated');
  assert.equal(first.email, 'owner@example.com');
  assert.ok(first.generatedPassword.length >= 20);
  const login = await new Client(app).post('/api2/admin/login', {
    email: 'owner@example.com',
    password: first.generatedPassword,
  });
  assert.equal(login.status, 200);
  assert.equal(login.json.admin.role, 'super_admin');

  assert.equal(
    await services.adminUsers.ensureFirstAdmin('owner@example.com', null),
    null,
    'a second call creates nothing',
  );
  assert.equal(
    await services.adminUsers.ensureFirstAdmin('other@example.com', 'Other-Password-1'),
    null,
    'nor does one with other credentials',
  );
  assert.deepEqual(
    (await services.adminUsers.list()).map((u) => u.email),
    ['owner@example.com'],
  );
});

/** `node dist/main.js` with a port, data directory and database of its own (helpers/commands.ts). */
async function startServer(t: TestContext, env: Record<string, string> = {}): Promise<Proc> {
  return run(t, process.execPath, ['--enable-source-maps', 'dist/main.js'], await processEnv(t, env));
}

test(
  'main: invalid configuration stops start-up with exit code 1 and a message naming the variable',
  sqliteRunOnly,
  async (t) => {
    const server = await startServer(t, { DATABASE_URL: 'mysql://localhost/shop' });
    const { code } = await server.exited;
    assert.equal(code, 1);
    assert.match(server.output(), /Invalid configuration: DATABASE_URL/);
  },
);

test(
  'main: RESPONSE_CACHE_MB above a quarter of the heap limit is refused at start in one line',
  sqliteRunOnly,
  async (t) => {
    const server = await startServer(t, { RESPONSE_CACHE_MB: '4096' });
    assert.equal((await server.exited).code, 1);
    assert.equal(server.output().trim().split('\n').length, 1, server.output());
    assert.match(
      server.output(),
      /Invalid configuration: RESPONSE_CACHE_MB must be at most a quarter of the heap limit \(\d+ MB/,
    );
  },
);

test('main: prints a generated first-admin password that works; SIGTERM lets an in-flight request finish and exits with 0', async (t) => {
  const server = await startServer(t);
  await waitFor('/healthz', () => answers(server.port, '/healthz'), server);
  const printed = /First admin created: (\S+) \/ (\S+)/.exec(server.output());
  assert.ok(printed, `no first-admin line in:\n${server.output()}`);
  const [, email, password] = printed;

  // The request's headers arrive (the server answers 100 Continue), its body only once shutdown is under way.
  const body = JSON.stringify({ email, password });
  const request = http.request({
    host: '127.0.0.1',
    port: server.port,
    method: 'POST',
    path: '/api2/admin/login',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
  });
  const response = new Promise<http.IncomingMessage>((resolve) => request.once('response', resolve)).then(
    async (res) => {
      let text = '';
      for await (const chunk of res) text += chunk;
      return { status: res.statusCode, connection: res.headers.connection, text };
    },
  );
  await once(request, 'continue');

  server.child.kill('SIGTERM');
  await waitFor('the listener to close', () => refusesConnections(server.port), server, 10_000);
  assert.equal(server.child.exitCode, null, 'still running while a request is in flight');
  request.end(body);

  const r = await response;
  assert.equal(r.status, 200, r.text);
  assert.equal(JSON.parse(r.text).admin.email, email);
  assert.equal(
    r.connection,
    'close',
    'a keep-alive connection is closed with its last answer, so shutdown need not wait for it',
  );
  const { code, signal } = await server.exited;
  assert.deepEqual({ code, signal }, { code: 0, signal: null }, server.output());
  assert.match(server.output(), /shutting down/);
});

test("without APP_SECRET the generated secret lives in the database: instances accept each other's sessions", async (t) => {
  const first = await buildTestApp(t, { env: { APP_SECRET: '' } });
  const second = await buildTestApp(t, { shareDatabaseWith: first, env: { APP_SECRET: '' } });
  assert.equal(first.config.appSecret, second.config.appSecret);
  assert.ok(first.config.appSecret.length >= 32);
  const onFirst = await adminSession(first.app);
  const onSecond = new Client(second.app);
  for (const [name, value] of onFirst.jar) onSecond.jar.set(name, value);
  onSecond.csrfToken = onFirst.csrfToken;
  assert.equal((await onSecond.get('/api2/admin/me')).status, 200);
  assert.equal(
    (await onSecond.post('/api2/admin/api-keys', { name: 'k', permission: 'read' })).status,
    201,
    'the CSRF token is valid on the other instance',
  );
});
