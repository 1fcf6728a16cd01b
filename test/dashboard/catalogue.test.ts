// The catalogue in a real browser: a bulk edit previewed by the API's dry run (each change and each refusal) before
// it is applied; the list sorted by its column headers, the order in the URL.
// npm test: SQLite run only (browser tests: the pages are the same whichever engine serves them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrlOf, buildTestApp } from '../helpers/app.js';
import { adminSession } from '../helpers/client.js';
import { makePng, uploadImage } from '../helpers/media.js';
import { assertAccessible, canRunBrowser, launch, screenshot, signedInPage, waitUntil } from './browser.js';

test('catalogue: bulk edit preview, then apply; sorting by column headers in the URL; image alt text and order; media where-used; the list at 390 px', async (t) => {
  const ctx = await buildTestApp(t);
  if (!canRunBrowser(t, ctx.engine)) return;
  const { app } = ctx;
  const admin = await adminSession(app);
  const create = async (name: string, sku: string, price: number) => {
    const reply = await admin.post('/api2/admin/products', { name, sku, price, stock: 10 });
    assert.equal(reply.status, 201);
    return reply.json.id as number;
  };
  const cheap = await create('Cheap spoon', 'SPOON-1', 10);
  const bowl = await create('Bowl', 'BOWL-1', 20);
  const price = async (id: number) => (await admin.get(`/api2/admin/products/${id}`)).json.price as number;

  const browser = await launch(t, baseUrlOf(app));
  const page = await signedInPage(browser, '/admin/products');
  const list = page.getByRole('table', { name: 'Products' });
  await list.getByRole('link', { name: 'Bowl' }).waitFor();

  // −15 EUR: the bowl would go to €5, the spoon below zero, which the API refuses. The preview says both and applies nothing.
  await page.getByRole('checkbox', { name: 'Select Cheap spoon' }).check();
  await page.getByRole('checkbox', { name: 'Select Bowl' }).check();
  await page.getByLabel('Change').selectOption('priceAmount');
  await page.getByLabel('Amount in EUR (negative lowers)').fill('-15');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByRole('dialog', { name: 'Preview of the bulk edit' });
  await preview.getByRole('row', { name: /Bowl.*Price \(EUR\): €20\.00 → €5\.00/ }).waitFor();
  await preview.getByRole('row', { name: /Cheap spoon.*Refused:/ }).waitFor();
  await assertAccessible(page, 'bulk edit preview');
  await screenshot(page, 'catalogue-bulk-preview');
  assert.deepEqual([await price(cheap), await price(bowl)], [10, 20], 'the preview applied nothing');
  await preview.getByRole('button', { name: 'Cancel' }).click();
  await preview.waitFor({ state: 'detached' });
  assert.deepEqual([await price(cheap), await price(bowl)], [10, 20]);

  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await preview.getByRole('button', { name: 'Apply these changes' }).click();
  const results = page.getByRole('dialog', { name: 'Results per product' });
  await results.getByRole('row', { name: /Bowl.*€20\.00.*€5\.00.*Done/ }).waitFor();
  await results
    .getByRole('row', { name: /Cheap spoon/ })
    .filter({ hasNotText: 'Done' })
    .waitFor();
  assert.deepEqual([await price(cheap), await price(bowl)], [10, 5], 'applied as previewed');
  await page.keyboard.press('Escape');
  await results.waitFor({ state: 'detached' });

  // Sorting by a column header: the order goes into the URL and the header says how the list is sorted.
  const firstRow = () => list.locator('tbody tr').first().getByRole('link').first().textContent();
  await list.getByRole('link', { name: 'Price (EUR)' }).click();
  await page.waitForURL(/sortBy=price&sortOrder=asc/);
  await list.locator('th[aria-sort="ascending"]', { hasText: 'Price (EUR)' }).waitFor();
  assert.equal(await firstRow(), 'Bowl');
  await list.getByRole('link', { name: 'Price (EUR)' }).click();
  await page.waitForURL(/sortBy=price&sortOrder=desc/);
  await list.locator('th[aria-sort="descending"]', { hasText: 'Price (EUR)' }).waitFor();
  await waitUntil(
    'Cheap spoon first',
    async () => (await page.locator('tbody tr a').first().textContent()) === 'Cheap spoon',
  );
  await page.reload();
  await list.locator('th[aria-sort="descending"]', { hasText: 'Price (EUR)' }).waitFor();
  assert.equal(await firstRow(), 'Cheap spoon', 'the order is kept in the URL');
  await assertAccessible(page, 'sorted product list');
  await screenshot(page, 'catalogue-sorted');

  // Images after upload: alt text edited, order changed by the move buttons (keyboard), one deleted.
  const imagesUrl = `/api2/admin/products/${bowl}/images`;
  for (const alt of ['first', 'second', 'third'])
    assert.equal((await uploadImage(admin, imagesUrl, { data: await makePng(20, 20), alt })).status, 201);
  const imageAlts = async () => ((await admin.get(imagesUrl)).json.images as { alt: string }[]).map((i) => i.alt);
  await page.goto(`/admin/products/${bowl}`);
  await page.getByRole('textbox', { name: 'Alt text of image 1' }).fill('Bowl from above');
  await page.getByRole('button', { name: 'Save alt text of image 1' }).click();
  await page.getByText('Alt text of image 1 saved', { exact: true }).waitFor();
  await page.getByRole('img', { name: 'Bowl from above' }).waitFor();
  await page.getByRole('button', { name: 'Move image 1 down' }).focus();
  await page.keyboard.press('Enter');
  await page.getByText('Image moved to position 2', { exact: true }).waitFor();
  assert.deepEqual(await imageAlts(), ['second', 'Bowl from above', 'third']);
  await page.getByRole('button', { name: 'Move image 3 up' }).click();
  await page.getByText('Image moved to position 2', { exact: true }).nth(0).waitFor();
  // A locator, not waitForFunction: that evaluates a string in the page, which the dashboard's CSP (no eval) refuses.
  await page.locator('li img').nth(1).and(page.locator('img[alt="third"]')).waitFor();
  assert.deepEqual(await imageAlts(), ['second', 'third', 'Bowl from above']);
  await assertAccessible(page, 'product images');
  await screenshot(page, 'catalogue-images');
  await page.getByRole('button', { name: 'Delete image 1' }).click();
  await page.getByText('Image deleted', { exact: true }).waitFor();
  assert.deepEqual(await imageAlts(), ['third', 'Bowl from above']);

  // Media delete: the dialog says where the file is used before anything goes.
  const banner = (
    await uploadImage(admin, '/api2/admin/media', {
      data: await makePng(30, 20),
      filename: 'spring-banner.png',
      alt: 'Spring banner',
    })
  ).json;
  assert.equal(
    (await admin.post('/api2/admin/blog', { title: 'Spring mugs', body: `![Spring banner](${banner.url})` })).status,
    201,
  );
  await page.goto('/admin/media');
  await page.getByRole('button', { name: 'Delete spring-banner.png' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete spring-banner.png?' });
  await confirm.getByText('Used in 1 place').waitFor();
  await confirm.getByRole('link', { name: 'Spring mugs' }).waitFor();
  await assertAccessible(page, 'media delete');
  await screenshot(page, 'catalogue-media-delete');
  await confirm.getByRole('button', { name: 'Delete the file' }).click();
  await page.getByText('File deleted', { exact: true }).waitFor();
  assert.equal((await admin.get(`/api2/admin/media/${banner.id}/uses`)).status, 404, 'deleted');

  // Phone width: the list fits without scrolling sideways; the columns that do not fit are left out.
  const phone = await signedInPage(browser, '/admin/products', { viewport: { width: 390, height: 844 } });
  const phoneList = phone.getByRole('table', { name: 'Products' });
  await phoneList.getByRole('link', { name: 'Bowl' }).waitFor();
  await phone.getByLabel('Stock of Bowl').waitFor();
  const sideways = await phone.evaluate<number[]>(`[document.documentElement.scrollWidth - window.innerWidth,
    ...[...document.querySelectorAll('table')].map((t) => t.parentElement.scrollWidth - t.parentElement.clientWidth)]`);
  assert.deepEqual(
    sideways.filter((px) => px > 0),
    [],
    `wider than the phone by ${sideways.join(', ')} px`,
  );
  await assertAccessible(phone, 'products at 390 px');
  await screenshot(phone, 'catalogue-products-phone');
});
