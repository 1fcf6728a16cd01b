// Products in a real browser: the list's search in the URL, price and stock edited in place with undo, the form
// checked by the API's own rules before sending, images uploaded several at once, versions compared and restored,
// a bulk edit by percent and its batch reverted; at phone width and in dark mode too.
// npm test: SQLite run only (browser tests: the pages are the same whichever engine serves them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrlOf, buildTestApp } from '../helpers/app.js';
import { adminSession } from '../helpers/client.js';
import { makePng } from '../helpers/media.js';
import { assertAccessible, canRunBrowser, launch, screenshot, signedInPage, waitUntil } from './browser.js';

const LONG_NAME =
  'Handgefertigte Espressotasse aus Steinzeug mit doppelwandigem Rand und Untertasse, 6er-Set, limitierte Auflage';

test('products: search in the URL, inline edit with undo, form rules, images, versions, bulk edit and its revert', async (t) => {
  const ctx = await buildTestApp(t);
  if (!canRunBrowser(t, ctx.engine)) return;
  const { app } = ctx;
  const admin = await adminSession(app);
  const create = async (name: string, sku: string, price: number) => {
    const reply = await admin.post('/api2/admin/products', {
      name,
      sku,
      price,
      stock: 10,
      description: `${name}: a product for the tests.`,
    });
    assert.equal(reply.status, 201);
    return reply.json.id as number;
  };
  const mug = await create('Blue mug', 'MUG-1', 12.5);
  const cup = await create(LONG_NAME, 'CUP-6', 49);
  const plate = await create('Plate', 'PLATE-1', 20);
  const product = async (id: number) => (await admin.get(`/api2/admin/products/${id}`)).json;

  const browser = await launch(t, baseUrlOf(app));
  const page = await signedInPage(browser, '/admin/products');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Products', 'Media', 'API keys', 'Webhooks', 'Users', 'Settings'])
    await nav.getByRole('link', { name, exact: true }).waitFor();
  const list = page.getByRole('table', { name: 'Products' });
  await list.getByRole('link', { name: LONG_NAME }).waitFor();
  await assertAccessible(page, 'products');
  await screenshot(page, 'products');

  // The search goes into the URL; Back returns to the whole list.
  await page.getByLabel('Search products').fill('mug');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.waitForURL(/q=mug/);
  await list.getByRole('link', { name: 'Blue mug' }).waitFor();
  await waitUntil('one row', async () => (await page.locator('table tbody tr').count()) === 1);
  await page.goBack();
  await list.getByRole('link', { name: 'Plate' }).waitFor();

  // Price edited in place, then undone.
  await page.getByLabel('Price of Blue mug').fill('14.90');
  await page.getByLabel('Price of Blue mug').press('Enter');
  await page.getByText(/Price of Blue mug changed from €12\.50 to €14\.90/).waitFor();
  assert.equal((await product(mug)).price, 14.9);
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByText('Change undone', { exact: true }).waitFor();
  assert.equal((await product(mug)).price, 12.5);
  await page.getByLabel('Stock of Plate').fill('3');
  await page.getByLabel('Stock of Plate').press('Enter');
  await page.getByText('Stock of Plate changed from 10 to 3.').waitFor();
  assert.equal((await product(plate)).stock, 3);

  // Bulk edit: +10 % on two products, one batch; the batch screen reverts it and says what it did per product.
  await page.getByRole('checkbox', { name: 'Select Blue mug' }).check();
  await page.getByRole('checkbox', { name: 'Select Plate' }).check();
  await page.getByText('2 products selected').waitFor();
  await page.getByLabel('Change').selectOption('pricePercent');
  await page.getByLabel('Percent (−10 lowers by 10 %)').fill('10');
  await page.getByLabel('Reason (kept with the versions)').fill('Autumn prices');
  await page.getByRole('button', { name: 'Apply to selected' }).click();
  const results = page.getByRole('dialog', { name: 'Results per product' });
  await results.getByRole('row', { name: /Blue mug.*€12\.50.*€13\.75.*Done/ }).waitFor();
  await results.getByRole('row', { name: /Plate.*€20\.00.*€22\.00.*Done/ }).waitFor();
  assert.equal((await product(mug)).price, 13.75);
  assert.equal((await product(plate)).price, 22);
  await results.getByRole('link', { name: 'Open this batch (review or revert it)' }).click();
  await page.getByRole('heading', { name: 'Bulk edit batch' }).waitFor();
  await page.getByText('Autumn prices').waitFor();
  await assertAccessible(page, 'product batch');
  await page.getByRole('button', { name: 'Revert this batch' }).click();
  await page.getByRole('heading', { name: 'Revert: 2 reverted, 0 skipped, 0 failed' }).waitFor();
  await page
    .getByRole('table', { name: 'What the revert did per product' })
    .getByRole('row', { name: `Product ${mug} Reverted` })
    .waitFor();
  await screenshot(page, 'product-batch');
  assert.equal((await product(mug)).price, 12.5);
  assert.equal((await product(plate)).price, 20);

  // The form: the API's limits shown beside each field and checked before anything is sent.
  await page.goto(`/admin/products/${cup}`);
  await page.getByRole('heading', { name: LONG_NAME }).waitFor();
  await page.getByText('1–300 characters').first().waitFor();
  await page.getByLabel(/^URL slug/).fill('Not A Slug');
  await page.getByLabel(/^Price \(EUR\)/).fill('3.999');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Only lower-case letters, digits and single hyphens between them.').waitFor();
  await page.getByText('At most two decimal places.').waitFor();
  assert.equal((await product(cup)).price, 49);
  await page.getByLabel(/^URL slug/).fill('espresso-cups');
  await page.getByLabel(/^Price \(EUR\)/).fill('44');
  await page.getByLabel(/^SEO title/).fill('Espresso cups, set of six');
  await page.getByRole('figure').getByText('Espresso cups, set of six').waitFor();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Product saved', { exact: true }).waitFor();
  const saved = await product(cup);
  assert.equal(saved.price, 44);
  assert.equal(saved.slug, 'espresso-cups');
  assert.equal(saved.seoTitle, 'Espresso cups, set of six');

  // Several images at once with their alt text.
  await page.getByLabel('Alt text (describes the image)').fill('Cup from above');
  await page.getByLabel('Image files').setInputFiles([
    { name: 'one.png', mimeType: 'image/png', buffer: await makePng(40, 30) },
    { name: 'two.png', mimeType: 'image/png', buffer: await makePng(30, 40) },
  ]);
  await page.getByRole('img', { name: 'Cup from above' }).nth(1).waitFor();
  assert.equal((await product(cup)).images.length, 2);
  await page.getByRole('button', { name: 'Delete image 2' }).click();
  await page.getByText('Image deleted', { exact: true }).waitFor();
  assert.equal((await product(cup)).images.length, 1);

  // Versions (each the product as it was before a change): two side by side, then the first restored.
  assert.equal((await admin.patch(`/api2/admin/products/${cup}`, { brand: 'Steinzeug & Co' })).status, 200);
  await page.reload();
  const versions = page.getByRole('table', { name: 'Versions' });
  await versions.getByRole('radio', { name: 'Compare version 1 as A' }).waitFor();
  const numbers = (await admin.get(`/api2/admin/products/${cup}/versions`)).json.versions.map(
    (v: { versionNumber: number }) => v.versionNumber,
  );
  const newest = Math.max(...numbers);
  await versions.getByRole('radio', { name: 'Compare version 1 as A' }).check();
  await versions.getByRole('radio', { name: `Compare version ${newest} as B` }).check();
  const diff = page.getByRole('table', { name: `Version 1 and version ${newest} side by side` });
  await diff.getByRole('row', { name: 'Price €49.00 €44.00' }).waitFor();
  await assertAccessible(page, 'product');
  await screenshot(page, 'product', { forDocs: true });
  await versions.getByRole('button', { name: 'Restore version 1' }).click();
  await page.getByRole('dialog', { name: 'Restore version 1?' }).getByRole('button', { name: 'Restore' }).click();
  await page.getByText('Version restored', { exact: true }).waitFor();
  assert.equal((await product(cup)).price, 49);

  // A new product: required fields refused in the browser, then created and opened.
  await page.goto('/admin/products/new');
  await page.getByRole('button', { name: 'Create product' }).click();
  // Name, SKU and price: the messages appear once the form's asynchronous check has run.
  await page.getByText('Required.').nth(2).waitFor();
  await page.getByLabel(/^Name/).fill('Teapot');
  await page.getByLabel(/^SKU/).fill('TEA-1');
  await page.getByLabel(/^Price \(EUR\)/).fill('35');
  await assertAccessible(page, 'new product');
  await page.getByRole('button', { name: 'Create product' }).click();
  await page.getByRole('heading', { name: 'Teapot' }).waitFor();
  assert.match(page.url(), /\/admin\/products\/\d+$/);

  // Categories: a tree built, reordered and moved; a category with subcategories is not deleted.
  await page.goto('/admin/categories');
  await page.getByText('No categories yet.').waitFor();
  for (const name of ['Kitchen', 'Garden']) {
    await page.getByRole('button', { name: 'Add category' }).click();
    await page.getByRole('dialog', { name: 'Add category' }).getByLabel('Name').fill(name);
    await page.getByRole('dialog', { name: 'Add category' }).getByRole('button', { name: 'Create' }).click();
    await page.getByRole('button', { name: `Delete ${name}` }).waitFor();
  }
  await page.getByRole('button', { name: 'Add a category under Kitchen' }).click();
  await page.getByRole('dialog', { name: 'Add a category under Kitchen' }).getByLabel('Name').fill('Cups');
  await page
    .getByRole('dialog', { name: 'Add a category under Kitchen' })
    .getByRole('button', { name: 'Create' })
    .click();
  await page.getByRole('button', { name: 'Delete Cups' }).waitFor();
  const categories = async () =>
    (await admin.get('/api2/admin/categories')).json.categories as {
      name: string;
      id: number;
      parentId: number | null;
      sortOrder: number;
    }[];
  const byName = async (name: string) => (await categories()).find((c) => c.name === name)!;
  // Equal positions list by name (Garden first); moving Garden down writes the positions.
  await page.getByRole('button', { name: 'Move Garden down' }).click();
  await page.getByText('Category tree saved', { exact: true }).waitFor();
  assert.ok((await byName('Garden')).sortOrder > (await byName('Kitchen')).sortOrder);
  await page.getByRole('button', { name: 'Move Kitchen up' }).and(page.locator(':disabled')).waitFor();
  await page.getByLabel('Parent of Cups').selectOption({ label: 'Garden' });
  await page.getByText('Category tree saved', { exact: true }).first().waitFor();
  await waitUntil('nothing busy', async () => (await page.locator('[aria-busy=true]').count()) === 0);
  assert.equal((await byName('Cups')).parentId, (await byName('Garden')).id);
  assert.equal(await page.getByLabel('Parent of Garden').locator('option', { hasText: 'Cups' }).count(), 0);
  await page.getByRole('button', { name: 'Delete Garden' }).click();
  const askGarden = page.getByRole('dialog', { name: 'Delete the category Garden?' });
  await askGarden.getByRole('button', { name: 'Delete the category' }).click();
  await askGarden.getByRole('alert').waitFor();
  await askGarden.getByRole('button', { name: 'Keep' }).click();
  assert.ok(await byName('Garden'));
  await assertAccessible(page, 'categories');
  await screenshot(page, 'categories');

  // Inventory: an adjustment refused below zero, then kept with its reason; the ledger as a timeline with balances.
  await page.goto(`/admin/products/${plate}`);
  await page.getByRole('link', { name: 'Stock and ledger' }).click();
  const stockTable = page.getByRole('table', { name: 'Stock per product and warehouse' });
  await stockTable.getByRole('button', { name: /^Adjust Plate, / }).click();
  const adjust = page.getByRole('dialog', { name: /^Adjust Plate in / });
  await adjust.getByLabel('Change').fill('-5');
  await adjust.getByLabel('Reason').fill('Counted in the store room');
  await adjust.getByRole('button', { name: 'Adjust' }).click();
  await adjust.getByText('The stock cannot go below zero (on hand: 3).').waitFor();
  await adjust.getByLabel('Change').fill('-2');
  await adjust.getByRole('button', { name: 'Adjust' }).click();
  await page.getByText('Stock changed from 3 to 1', { exact: true }).waitFor();
  assert.equal((await product(plate)).stock, 1);
  await stockTable.getByRole('link', { name: /^Ledger of Plate, / }).click();
  const timeline = page.getByRole('list', { name: 'Ledger' });
  await timeline.getByText('on hand -2, leaving 1').waitFor();
  await timeline.getByText('Counted in the store room').waitFor();
  await timeline.getByText('on hand -7, leaving 3').waitFor();
  await page
    .locator('section', { has: page.getByRole('heading', { name: 'Low stock' }) })
    .getByRole('link', { name: 'Plate' })
    .waitFor();
  await assertAccessible(page, 'inventory');
  await screenshot(page, 'inventory');

  // Phone width and dark mode: the list and the product.
  const phone = await signedInPage(browser, '/admin/products', {
    viewport: { width: 390, height: 844 },
    colorScheme: 'dark',
  });
  await phone.getByRole('table', { name: 'Products' }).getByRole('link', { name: LONG_NAME }).waitFor();
  await assertAccessible(phone, 'products at 390 px, dark');
  await screenshot(phone, 'products-phone-dark');
  await phone.getByRole('table', { name: 'Products' }).getByRole('link', { name: LONG_NAME }).click();
  await phone.getByRole('heading', { name: LONG_NAME }).waitFor();
  await phone.getByRole('table', { name: 'Versions' }).waitFor();
  await assertAccessible(phone, 'product at 390 px, dark');
  await screenshot(phone, 'product-phone-dark');
  const overflow = await phone.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  assert.ok(overflow <= 0, `the product screen is ${overflow} px wider than the phone`);
});
