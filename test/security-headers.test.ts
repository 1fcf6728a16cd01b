// Issue 31, item 5: the headers of API answers, of the API reference and (unchanged) of the dashboard.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from './helpers/app.js';
import { Client, adminSession } from './helpers/client.js';

test('API answers, errors included, carry nosniff, no framing and a CSP that runs nothing; no HSTS over plain HTTP', async (t) => {
  const { app } = await buildTestApp(t);
  const anonymous = new Client(app);
  const admin = await adminSession(app);
  const answers = [
    await anonymous.get('/api2/store/products'),
    await anonymous.get('/api2/admin/orders'),
    await admin.get('/api2/admin/orders'),
    await anonymous.post('/api2/auth/login', { email: 'nobody@example.com' }),
    await anonymous.get('/api2/openapi.json'),
  ];
  assert.deepEqual(
    answers.map((r) => r.status),
    [200, 401, 200, 400, 200],
  );
  for (const r of answers) {
    assert.equal(r.headers['x-content-type-options'], 'nosniff');
    assert.equal(r.headers['x-frame-options'], 'DENY');
    assert.equal(r.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'");
    assert.equal(r.headers['strict-transport-security'], undefined, 'COOKIE_SECURE=false: plain-HTTP development');
  }
});

test('/api2/docs has a CSP of its own (own scripts only, never framed); the dashboard keeps its nonce CSP', async (t) => {
  const { app } = await buildTestApp(t);
  const c = new Client(app);
  for (const path of ['/api2/docs', '/api2/docs/static/swagger-initializer.js']) {
    const r = await c.get(path);
    assert.equal(r.status, 200, path);
    const csp = String(r.headers['content-security-policy']);
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.doesNotMatch(csp, /unsafe-eval|script-src[^;]*unsafe-inline/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.equal(r.headers['x-frame-options'], 'DENY');
    assert.equal(r.headers['x-content-type-options'], 'nosniff');
  }
  const dashboard = await c.get('/admin/');
  assert.match(String(dashboard.headers['content-security-policy']), /style-src 'self' 'nonce-[^']+'/);
});

test('with COOKIE_SECURE=true every answer carries HSTS', async (t) => {
  const { app } = await buildTestApp(t, { env: { COOKIE_SECURE: 'true' } });
  const c = new Client(app);
  for (const path of ['/api2/store/products', '/api2/docs', '/admin/', '/healthz']) {
    assert.equal((await c.get(path)).headers['strict-transport-security'], 'max-age=31536000', path);
  }
});
