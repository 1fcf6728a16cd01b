// Promotions in a real browser (issue 36, item 9): the list with its live counts, pause and resume, the form with
// its product picker and the preview on a sample cart as it is edited, code generation and the codes' CSV export,
// a target of one variant and a named customer, both chosen by name; in German and dark, and at phone width.
// npm test: SQLite run only (browser tests: the pages are the same whichever engine serves them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { baseUrlOf, buildTestApp } from '../helpers/app.js';
import { adminSession, Client, createProduct } from '../helpers/client.js';
import { loggedInCustomer } from '../helpers/customers.js';
import { guestBody, ORDER_ENV } from '../helpers/orders.js';
import {
  assertAccessible,
  canRunBrowser,
  DASHBOARD_DIR,
  launch,
  screenshot,
  signedInPage,
  waitUntil,
} from './browser.js';

test('promotions: live counts, pause and resume, a form previewed as it is edited, codes generated and exported', async (t) => {
  const ctx = await buildTestApp(t, { env: { ...ORDER_ENV, DASHBOARD_DIR } });
  if (!canRunBrowser(t, ctx.engine)) return;
  const { app, services } = ctx;
  const admin = await adminSession(app);
  const create = (name: string, sku: string, price: number) => createProduct(admin, { name, sku, price, stock: 50 });
  const mug = await create('Blue mug', 'MUG-1', 20);
  await create('Teapot', 'POT-1', 50);
  const shirt = await create('Shirt', 'SHIRT', 30);
  await admin.put(`/api2/admin/products/${shirt}/options`, { options: [{ name: 'Size', values: ['S', 'M'] }] });
  const shirtM = (
    await admin.post(`/api2/admin/products/${shirt}/variants`, { sku: 'SHIRT-M', optionValues: ['M'], price: 40 })
  ).json.id as number;
  const summer = await services.promotions.create({ name: 'Summer sale', kind: 'percent_off_order', percent: 10 });
  await services.promotions.addCodes(summer.id, ['SUMMER'], null);
  const placed = await new Client(app).post(
    '/api2/store/orders',
    guestBody([{ productId: mug, quantity: 1 }], { codes: ['summer'] }),
  );
  assert.equal(placed.status, 201, placed.body);
  // A registered customer with an order (the customers search finds customers by their orders).
  const vera = await loggedInCustomer(ctx, { firstName: 'Vera', lastName: 'Vip' });
  const veraOrder = await vera.client.post(
    '/api2/store/orders',
    guestBody([{ productId: mug, quantity: 1 }], { email: vera.email, firstName: 'Vera', lastName: 'Vip' }),
  );
  assert.equal(veraOrder.status, 201, veraOrder.body);
  const veraId = (await admin.get('/api2/admin/customers')).json.customers.find(
    (c: { email: string }) => c.email === vera.email,
  ).id as number;

  const browser = await launch(t, baseUrlOf(app));
  const page = await signedInPage(browser, '/admin/promotions');
  const list = page.getByRole('table', { name: 'Promotions' });
  // The row counts the order placed with the code: 1 use, 1 order, €2.00 given.
  await list
    .getByRole('row', { name: /Summer sale.*Percent off the order.*By code.*Active\s*1\s*1\s*€2\.00/ })
    .waitFor();
  await assertAccessible(page, 'promotions');
  await screenshot(page, 'promotions');

  // Pause and resume: reversible, so one click each; the stored status follows.
  await page.getByRole('button', { name: 'Pause “Summer sale”' }).click();
  await page.getByText('Promotion “Summer sale” paused', { exact: true }).waitFor();
  await list.getByRole('row', { name: /Summer sale.*Paused/ }).waitFor();
  assert.equal((await admin.get(`/api2/admin/promotions/${summer.id}`)).json.status, 'paused');
  await page.getByRole('button', { name: 'Resume “Summer sale”' }).click();
  await list.getByRole('row', { name: /Summer sale.*Active/ }).waitFor();
  assert.equal((await admin.get(`/api2/admin/promotions/${summer.id}`)).json.status, 'active');

  // A new promotion: 25 % off the mug, automatic; the preview quotes a sample cart before anything is saved.
  await page.getByRole('link', { name: 'New promotion' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Mug week');
  await page.getByLabel('Type').selectOption({ label: 'Percent off products' });
  await page.getByLabel('Percent off').fill('25');
  await page.getByLabel('Applies automatically (no code needed)').check();
  await page.getByRole('combobox', { name: 'Add product' }).fill('Blue');
  await page.getByRole('option', { name: /Blue mug · MUG-1/ }).click();
  await page.getByRole('button', { name: 'Remove Blue mug' }).waitFor();
  const sample = page.getByRole('combobox', { name: 'Product for the sample cart' });
  for (const [search, option] of [
    ['Blue', /Blue mug · MUG-1/],
    ['Teapot', /Teapot · POT-1/],
  ] as const) {
    await sample.fill(search);
    await page.getByRole('option', { name: option }).click();
  }
  const preview = page.getByRole('table', { name: 'Preview on a sample cart' });
  await preview.getByRole('row', { name: /1 × Blue mug\s*€20\.00\s*−€5\.00\s*€15\.00/ }).waitFor();
  await preview.getByRole('row', { name: /1 × Teapot\s*€50\.00\s*—\s*€50\.00/ }).waitFor();
  await preview.getByRole('row', { name: /Discount “Mug week”\s*€70\.00\s*−€5\.00\s*€65\.00/ }).waitFor();
  // Edited, previewed again: 50 % takes €10 off the mug.
  await page.getByLabel('Percent off').fill('50');
  await preview.getByRole('row', { name: /Discount “Mug week”\s*€70\.00\s*−€10\.00\s*€60\.00/ }).waitFor();
  assert.equal((await admin.get('/api2/admin/promotions')).json.promotions.length, 1, 'nothing saved by the preview');
  await assertAccessible(page, 'new promotion with preview');
  await screenshot(page, 'promotion-new-preview');

  await page.getByRole('button', { name: 'Create promotion' }).click();
  await page.getByRole('heading', { name: 'Promotion “Mug week”' }).waitFor();
  const stored = (await admin.get('/api2/admin/promotions')).json.promotions.find(
    (p: { name: string }) => p.name === 'Mug week',
  );
  assert.deepEqual(
    [stored.kind, stored.percent, stored.automatic, stored.targets.productIds],
    ['percent_off_lines', 50, true, [mug]],
  );

  // Codes: five generated with a prefix, shown, and exported as CSV.
  await page.getByLabel('How many').fill('5');
  await page.getByLabel('Prefix').fill('MUG-');
  await page.getByRole('button', { name: 'Generate codes' }).click();
  await page.getByText('5 codes added', { exact: true }).waitFor();
  const codes = page.getByRole('table', { name: 'Codes' });
  await waitUntil('five codes listed', async () => (await codes.locator('tbody tr').count()) === 5);
  const listed = (await codes.locator('tbody tr').allInnerTexts()).map((row) => row.split(/\s/)[0]!);
  assert.ok(
    listed.every((code) => /^MUG-[A-Z0-9]{10}$/.test(code)),
    listed.join(),
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export codes (CSV)' }).click(),
  ]);
  const csv = fs
    .readFileSync((await download.path())!, 'utf8')
    .trim()
    .split(/\r?\n/);
  assert.equal(csv.length, 6, 'a header and five codes');
  assert.deepEqual(
    csv
      .slice(1)
      .map((line) => line.split(',')[0])
      .sort(),
    [...listed].sort(),
  );
  await assertAccessible(page, 'promotion with codes');
  await screenshot(page, 'promotion-codes');

  // A spend threshold made in the form: tiers from €50 (10 %) and €100 (€15 off); previewed on a cart with a shirt
  // of two sizes, whose size is chosen on its line.
  await page.goto('/admin/promotions/new');
  await page.getByLabel('Name', { exact: true }).fill('Spend more');
  await page.getByLabel('Type').selectOption({ label: 'Spend threshold' });
  await page.getByLabel('Applies automatically (no code needed)').check();
  await page.getByRole('button', { name: 'Add tier' }).click();
  await page.getByLabel('Tier 1: from subtotal (EUR)').fill('50');
  await page.getByLabel('Tier 1: off').fill('10');
  await page.getByRole('button', { name: 'Add tier' }).click();
  await page.getByLabel('Tier 2: from subtotal (EUR)').fill('100');
  await page.getByLabel('Tier 2: off').fill('15');
  await page.getByLabel('Tier 2: unit').selectOption('amount');
  const sampleCart = page.getByRole('combobox', { name: 'Product for the sample cart' });
  await sampleCart.fill('Shirt');
  await page.getByRole('option', { name: /Shirt · SHIRT/ }).click();
  await page.getByLabel('Variant of Shirt').selectOption({ label: 'M · SHIRT-M' });
  await page.getByLabel('Quantity of Shirt').fill('2');
  const spendPreview = page.getByRole('table', { name: 'Preview on a sample cart' });
  // 2 × €40 = €80: the €50 tier, 10 % off the order.
  await spendPreview.getByRole('row', { name: /Discount “Spend more”\s*€80\.00\s*−€8\.00\s*€72\.00/ }).waitFor();
  await page.getByLabel('Quantity of Shirt').fill('3');
  await spendPreview.getByRole('row', { name: /Discount “Spend more”\s*€120\.00\s*−€15\.00\s*€105\.00/ }).waitFor();
  await screenshot(page, 'promotion-spend-tiers');
  await page.getByRole('button', { name: 'Create promotion' }).click();
  await page.getByRole('heading', { name: 'Promotion “Spend more”' }).waitFor();
  const spend = (await admin.get('/api2/admin/promotions')).json.promotions.find(
    (p: { name: string }) => p.name === 'Spend more',
  );
  assert.deepEqual(spend.tiers, [
    { minSubtotal: 50, percent: 10 },
    { minSubtotal: 100, amount: 15 },
  ]);

  // One size of the shirt: 20 % off size M only, chosen by the keyboard in the form; the preview takes it off M, not S.
  await page.goto('/admin/promotions/new');
  await page.getByLabel('Name', { exact: true }).fill('Shirt M');
  await page.getByLabel('Type').selectOption({ label: 'Percent off products' });
  await page.getByLabel('Percent off').fill('20');
  await page.getByLabel('Applies automatically (no code needed)').check();
  const addProduct = page.getByRole('combobox', { name: 'Add product' });
  await addProduct.fill('Shirt');
  await page.getByRole('option', { name: /Shirt · SHIRT/ }).waitFor();
  await addProduct.press('Enter');
  const sizes = page.getByRole('group', { name: 'Shirt: the whole product or some of its variants' });
  const focused = () => page.evaluate<string | null>(`document.activeElement?.closest('label')?.textContent ?? null`);
  await waitUntil('the choice focused', async () => (await focused()) === 'The whole product (every variant)');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  assert.equal(await focused(), 'M · SHIRT-M');
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Remove Shirt — M' }).waitFor();
  await page.getByText('Shirt — M · SHIRT-M', { exact: true }).waitFor();
  await assertAccessible(page, 'variant targets');
  await screenshot(page, 'promotion-variant-choice');
  await sizes.getByRole('button', { name: 'Done' }).click();
  await sizes.waitFor({ state: 'detached' });
  await sampleCart.fill('Shirt');
  await page.getByRole('option', { name: /Shirt · SHIRT/ }).click();
  await page.getByLabel('Variant of Shirt').selectOption({ label: 'M · SHIRT-M' });
  const sizePreview = page.getByRole('table', { name: 'Preview on a sample cart' });
  await sizePreview.getByRole('row', { name: /1 × Shirt — M\s*€40\.00\s*−€8\.00\s*€32\.00/ }).waitFor();
  const shirtS = (await admin.get(`/api2/admin/products/${shirt}/variants`)).json.variants.find(
    (v: { id: number }) => v.id !== shirtM,
  ).id as number;
  await page.getByLabel('Variant of Shirt').selectOption(String(shirtS));
  await sizePreview.getByRole('row', { name: /1 × Shirt — S\s*€30\.00\s*—\s*€30\.00/ }).waitFor();
  await sizePreview.getByRole('row', { name: /takes nothing off/ }).waitFor();
  await page.getByRole('button', { name: 'Create promotion' }).click();
  await page.getByRole('heading', { name: 'Promotion “Shirt M”' }).waitFor();
  const shirtPromotion = (await admin.get('/api2/admin/promotions')).json.promotions.find(
    (p: { name: string }) => p.name === 'Shirt M',
  );
  assert.deepEqual(shirtPromotion.targets, { productIds: [], variantIds: [shirtM], categoryIds: [] });
  await page.reload();
  await page.getByText('Shirt — M · SHIRT-M', { exact: true }).waitFor();

  // A named customer, found by their e-mail: the chip names them, the API stores their id.
  await page.getByRole('combobox', { name: 'Add customer' }).fill(vera.email);
  await page.getByRole('option', { name: `Vera Vip · ${vera.email}` }).click();
  await page
    .getByRole('listitem')
    .filter({ hasText: `Vera Vip · ${vera.email}` })
    .waitFor();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Promotion saved', { exact: true }).waitFor();
  const named = (await admin.get(`/api2/admin/promotions/${shirtPromotion.id}`)).json;
  assert.deepEqual(named.conditions.customerIds, [veraId]);
  assert.deepEqual(named.targets.variantIds, [shirtM], 'the variant target kept');
  await page.reload();
  await page.getByRole('button', { name: 'Remove Vera Vip' }).waitFor();
  await assertAccessible(page, 'promotion with a variant and a customer');
  await screenshot(page, 'promotion-variant-customer');

  // German, dark: the list in German with the same counts.
  const german = await signedInPage(browser, '/admin/promotions', { locale: 'de-DE', colorScheme: 'dark' });
  await german
    .getByRole('table', { name: 'Aktionen' })
    .getByRole('row', { name: /Summer sale.*Prozent auf die Bestellung.*Aktiv\s*1\s*1\s*2,00\s€/ })
    .waitFor();
  await assertAccessible(german, 'promotions, German, dark');
  await screenshot(german, 'promotions-de-dark');
  await german.goto(`/admin/promotions/${shirtPromotion.id}`);
  await german.getByRole('button', { name: 'Shirt — M entfernen' }).waitFor();
  await german.getByRole('button', { name: 'Vera Vip entfernen' }).waitFor();
  await german.getByRole('combobox', { name: 'Produkt hinzufügen' }).fill('Shirt');
  await german.getByRole('option', { name: /Shirt · SHIRT/ }).click();
  await german.getByRole('group', { name: 'Shirt: das ganze Produkt oder einzelne Varianten' }).waitFor();
  await assertAccessible(german, 'promotion, German, dark');
  await screenshot(german, 'promotion-variant-customer-de-dark');

  // A phone: the list and a promotion fit 390 px.
  const phone = await signedInPage(browser, '/admin/promotions', { viewport: { width: 390, height: 844 } });
  await phone.getByRole('link', { name: 'Summer sale' }).waitFor();
  assert.ok((await phone.evaluate<number>('document.documentElement.scrollWidth')) <= 391, 'the list fits 390 px');
  await phone.getByRole('link', { name: 'Mug week' }).click();
  await phone.getByRole('heading', { name: 'Promotion “Mug week”' }).waitFor();
  assert.ok((await phone.evaluate<number>('document.documentElement.scrollWidth')) <= 391, 'a promotion fits 390 px');
  await assertAccessible(phone, 'promotion, phone');
  await screenshot(phone, 'promotion-phone');
  await phone.goto(`/admin/promotions/${shirtPromotion.id}`);
  await phone
    .getByRole('listitem')
    .filter({ hasText: `Vera Vip · ${vera.email}` })
    .waitFor();
  await phone.getByText('Shirt — M · SHIRT-M', { exact: true }).waitFor();
  await phone.getByRole('combobox', { name: 'Add product' }).fill('Shirt');
  await phone.getByRole('option', { name: /Shirt · SHIRT/ }).click();
  await phone.getByRole('group', { name: 'Shirt: the whole product or some of its variants' }).waitFor();
  assert.ok((await phone.evaluate<number>('document.documentElement.scrollWidth')) <= 391, 'the chips fit 390 px');
  await screenshot(phone, 'promotion-variant-customer-phone');
});
