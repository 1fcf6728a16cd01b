// How the server serves the dashboard's files (src/http/dashboard): from a directory laid out as Vite builds it.
// npm test: SQLite run only (engine-independent: every test here is sqliteRunOnly).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp } from '../helpers/app.js';
import { Client } from '../helpers/client.js';
import { sqliteRunOnly } from '../helpers/engines.js';

const INDEX =
  '<!doctype html><html><head><meta name="csp-nonce" content="__CSP_NONCE__"><script type="module" src="/admin/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>';

function builtDashboard(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dashboard-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), 'console.log("dashboard")');
  fs.writeFileSync(path.join(dir, 'assets', 'index-AbC123.css'), 'body{}');
  return dir;
}

function assertPageHeaders(headers: Record<string, string | string[] | undefined>) {
  const csp = String(headers['content-security-policy']);
  assert.match(csp, /script-src 'self'(;|$)/);
  assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.equal(headers['x-frame-options'], 'DENY');
  assert.equal(headers['x-content-type-options'], 'nosniff');
}

test(
  'the dashboard: index.html revalidated, hashed assets immutable, deep links answered with the page, / redirects',
  sqliteRunOnly,
  async (t) => {
    const dir = builtDashboard();
    t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
    const { app } = await buildTestApp(t, { env: { DASHBOARD_DIR: dir } });
    const c = new Client(app);

    const root = await c.get('/');
    assert.equal(root.status, 302);
    assert.equal(root.headers.location, '/admin/');

    const nonces = new Set<string>();
    for (const url of ['/admin/', '/admin', '/admin/orders/123', '/admin/customers/-4?tab=addresses']) {
      const page = await c.get(url);
      assert.equal(page.status, 200, url);
      assert.match(String(page.headers['content-type']), /^text\/html/, url);
      // Each page carries a nonce of its own, the one its CSP allows styles with.
      const nonce = /content="([A-Za-z0-9+/=]{20,})"/.exec(page.body)?.[1];
      assert.ok(nonce, page.body);
      assert.equal(page.body, INDEX.replace('__CSP_NONCE__', nonce), url);
      assert.match(
        String(page.headers['content-security-policy']),
        new RegExp(`style-src 'self' 'nonce-${nonce.replace(/[+/]/g, '\\$&')}'`),
      );
      nonces.add(nonce);
      assert.equal(page.headers['cache-control'], 'no-cache', url);
      assertPageHeaders(page.headers);
    }

    assert.equal(nonces.size, 4);

    const script = await c.get('/admin/assets/index-AbC123.js');
    assert.equal(script.status, 200);
    assert.match(String(script.headers['content-type']), /javascript/);
    assert.equal(script.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(script.body, 'console.log("dashboard")');
    const style = await c.get('/admin/assets/index-AbC123.css');
    assert.equal(style.headers['cache-control'], 'public, max-age=31536000, immutable');

    // A stale page asking for a bundle of an older build gets a 404, not HTML in place of its script.
    const gone = await c.get('/admin/assets/index-Old999.js');
    assert.equal(gone.status, 404);
    assert.doesNotMatch(gone.body, /<html/);
    // Nothing outside the directory is reachable (at most the page comes back).
    const escape = await c.get('/admin/..%2f..%2fpackage.json');
    assert.doesNotMatch(escape.body, /"name"/);

    // The API is not touched: its answers stay JSON of its surface, with the API's headers, not the pages' CSP.
    const api = await c.get('/api2/admin/nothing-here');
    assert.match(String(api.headers['content-type']), /^application\/json/);
    assert.equal(api.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'");
  },
);

test(
  'a server without a built dashboard starts and answers /admin/ with a 503 that says how to build it',
  sqliteRunOnly,
  async (t) => {
    const { app } = await buildTestApp(t, {
      env: { DASHBOARD_DIR: path.join(os.tmpdir(), 'no-such-dashboard-build') },
    });
    const c = new Client(app);
    for (const url of ['/admin/', '/admin/orders']) {
      const r = await c.get(url);
      assert.equal(r.status, 503, url);
      assert.match(r.body, /npm run build -w @shop-backend\/admin/);
      assertPageHeaders(r.headers);
    }
    assert.equal((await c.get('/healthz')).status, 200);
  },
);
