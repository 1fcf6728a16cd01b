// /api2/docs in a real browser: authorize with a platform key and call /api2/v1, log in as an admin and
// call an admin mutation whose X-CSRF-Token the page fills in. Needs Debian's chromium (docs/decisions.md).
// npm test: SQLite run only (a browser test: the page is the same whichever engine serves it).
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, baseUrlOf, buildTestApp } from '../helpers/app.js';
import { createShopClient, ok } from '../../packages/client/src/index.js';
import { CHROMIUM, CHROMIUM_FLAGS, browserSkip } from '../helpers/browser.js';

const SCREENSHOT = path.resolve('test-output/api-reference.png');

test('the API reference calls platform and admin routes', { skip: browserSkip() }, async (t) => {
  const { app } = await buildTestApp(t);
  const baseUrl = baseUrlOf(app);
  const admin = createShopClient({ baseUrl });
  await ok(admin.POST('/api2/admin/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } }));
  const { key } = await ok(
    admin.POST('/api2/admin/api-keys', { body: { name: 'reference', permission: 'read_write' } }),
  );

  // The browser reaches the app as its PUBLIC_URL (http://shop.test): admin login refuses other origins.
  const { port } = new URL(baseUrl);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP shop.test:80 127.0.0.1:${port}`],
  });
  const shop = 'http://shop.test';
  t.after(() => browser.close());
  const page = await browser.newPage({ viewport: { width: 1280, height: 1600 } });
  // The page parses a 500 kB document once (some 5 s of a quiet machine's CPU, several times that beside a loaded CI
  // run's other tests, hence the long timeout); it shows the tags collapsed, and each operation is opened by expanding
  // its tag and then the operation on that page, not by loading it again.
  page.setDefaultTimeout(90_000);
  await page.goto(`${shop}/api2/docs`);
  async function open(tag: string, operationId: string) {
    const block = page.locator(`[id$="-${operationId}"]`);
    if ((await block.count()) === 0) {
      const heading = page.locator(`h3.opblock-tag[data-tag="${tag}"]`);
      if ((await heading.getAttribute('data-is-open')) !== 'true') await heading.click();
    }
    if (!(await block.evaluate((el) => el.classList.contains('is-open')))) {
      await block.locator('.opblock-summary').first().click();
    }
    return block;
  }
  async function execute(tag: string, operationId: string, method: string, route: string, body?: string) {
    const block = await open(tag, operationId);
    await block.locator('.try-out__btn').click();
    if (body !== undefined) await block.locator('textarea.body-param__text').fill(body);
    const answer = page.waitForResponse(
      (r) => new URL(r.url()).pathname === route && r.request().method() === method.toUpperCase(),
    );
    await block.locator('.execute').click();
    return answer;
  }

  // Authorize with the key: the bearer scheme's dialog.
  await open('platform: orders', 'getV1Orders');
  await page.locator('.auth-wrapper .authorize').click();
  const bearer = page.locator('.auth-container', { hasText: 'apiKey' }).filter({ hasText: 'Bearer' });
  await bearer.locator('input').fill(key);
  await bearer.locator('button.authorize').click();
  await page.locator('.btn-done').first().click();
  const orders = await execute('platform: orders', 'getV1Orders', 'get', '/api2/v1/orders');
  assert.equal(orders.status(), 200);
  assert.equal(orders.request().headers().authorization, `Bearer ${key}`);

  // An admin logs in through the reference; the admin mutation then carries the CSRF token of that session.
  const login = await execute(
    'admin: session',
    'postAdminLogin',
    'post',
    '/api2/admin/login',
    JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  );
  assert.equal(login.status(), 200);
  const tag = await execute(
    'admin: orders',
    'postAdminOrderTags',
    'post',
    '/api2/admin/order-tags',
    JSON.stringify({ name: 'gift' }),
  );
  assert.equal(tag.status(), 201, await tag.text());
  assert.ok(tag.request().headers()['x-csrf-token']);
  assert.equal(
    (await ok(admin.GET('/api2/admin/order-tags'))).tags.some((t) => t.name === 'gift'),
    true,
  );

  fs.mkdirSync(path.dirname(SCREENSHOT), { recursive: true });
  await page.screenshot({ path: SCREENSHOT, fullPage: false });
});
