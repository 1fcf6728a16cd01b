// What the dashboard makes of input an attacker controls (issue 31, items 6–8): a sign-in link's return path, a post
// whose body is a bracket flood, and Markdown images pointing at the API instead of the media library.
// npm test: SQLite run only (browser tests: the pages are the same whichever engine serves them).
import path from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN_EMAIL, ADMIN_PASSWORD, baseUrlOf, buildTestApp } from '../helpers/app.js';
import { adminSession } from '../helpers/client.js';
import {
  assertNoPageProblems,
  canRunBrowser,
  DASHBOARD_DIR,
  launch,
  newPage,
  screenshot,
  SCREENSHOTS,
  signIn,
} from './browser.js';

const CDN = 'https://cdn.example/shop';

test('untrusted input: hostile return paths lead home, a bracket flood leaves the editor usable, only media images load', async (t) => {
  const ctx = await buildTestApp(t, { env: { DASHBOARD_DIR, MEDIA_PUBLIC_URL: CDN } });
  if (!canRunBrowser(t, ctx.engine)) return;
  const { app } = ctx;
  const admin = await adminSession(app);
  const browser = await launch(t, baseUrlOf(app));

  // A sign-in link whose way back leads off the dashboard: the check drops it and the sign-in goes home. Before, the
  // screen used the raw parameter (only the /admin prefix kept the browser on the shop).
  for (const target of ['//evil.example/', '/\\evil.example/', 'javascript:alert(1)']) {
    const page = await newPage(browser);
    await page.goto(`/admin/login?redirect=${encodeURIComponent(target)}`);
    await page.getByRole('heading', { name: 'Sign in to the shop admin' }).waitFor();
    assert.equal(await page.getByText('Your session ended').count(), 0, `${target}: no way back is offered`);
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.getByRole('heading', { name: 'Newest orders' }).waitFor();
    const url = new URL(page.url());
    assert.equal(url.origin, 'http://shop.test', target);
    assert.match(url.pathname, /^\/admin\/?$/, target);
    assertNoPageProblems(page);
    await page.context().close();
  }

  const page = await newPage(browser);
  // The dashboard's own events stream is an EventSource; an image would be an image request.
  const imageRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') imageRequests.push(request.url());
  });
  await page.goto('/admin/');
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.getByRole('heading', { name: 'Newest orders' }).waitFor();

  // Images of the API (directly, through /media/.., or relative) are named, not loaded; the media library's are.
  const images = [
    '![Export](/api2/admin/orders/export)',
    '![Events](/media/../api2/admin/events)',
    '![Relative](../../api2/admin/orders/export?format=csv)',
    '![Encoded](/media/%2e%2e/api2/admin/orders/export)',
    '![Teapot](/media/teapot.png)',
    `![Cup](${CDN}/cup.png)`,
  ].join('\n\n');
  const post = (await admin.post('/api2/admin/blog', { title: 'Images', body: images })).json;
  await page.goto(`/admin/blog/${post.id}`);
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByRole('img', { name: 'Teapot' }).waitFor();
  assert.deepEqual(await preview.locator('img').evaluateAll((all) => all.map((img) => img.getAttribute('src'))), [
    'http://shop.test/media/teapot.png',
    `${CDN}/cup.png`,
  ]);
  for (const alt of ['Export', 'Events', 'Relative', 'Encoded'])
    await preview.getByText(`Image from outside the media library, not shown here: ${alt}`).waitFor();
  await screenshot(page, 'post-images');
  assert.deepEqual(
    imageRequests.filter((url) => url.includes('/api2/')),
    [],
    'no request to the API from an image',
  );
  assertNoPageProblems(page);

  // A body of 450,000 `[`: the search preview's description is its text, the editor answers typing (the stripping
  // took 15–20 s, the Markdown preview as long again), the preview parses only the first 20,000 characters.
  const flood = (await admin.post('/api2/admin/blog', { title: 'Flood', body: '['.repeat(450_000) })).json;
  await page.goto(`/admin/blog/${flood.id}`);
  const result = page.getByRole('figure', { name: 'Search result preview' });
  await result.getByText(`${'['.repeat(159)}…`).waitFor({ timeout: 10_000 });
  await preview
    .getByText('The preview shows the first 20,000 characters; the whole text is saved.')
    .waitFor({ timeout: 10_000 });
  await page.getByLabel(/^Title/).fill('Flood, renamed');
  await result.getByText('Flood, renamed', { exact: true }).waitFor({ timeout: 10_000 });
  // The viewport only: the page is hundreds of screens tall.
  await page.screenshot({ path: path.join(SCREENSHOTS, 'post-flood.png') });
  assertNoPageProblems(page);
});
