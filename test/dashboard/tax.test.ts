// Tax in the dashboard (issue 35, item 10): the settings, classes and rates screen; English and German, light and dark;
// settings.read sees it read-only.
// npm test: SQLite run only (browser tests: the pages are the same whichever engine serves them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN_EMAIL, ADMIN_PASSWORD, baseUrlOf, buildTestApp } from '../helpers/app.js';
import { adminSession, Client } from '../helpers/client.js';
import { guestBody, ORDER_ENV } from '../helpers/orders.js';
import { startViesStandIn, VIES_NUMBERS } from '../helpers/vies.js';
import {
  assertAccessible,
  assertNoPageProblems,
  canRunBrowser,
  DASHBOARD_DIR,
  launch,
  newPage,
  screenshot,
  signIn,
  signedInPage,
} from './browser.js';

test('tax screen: settings saved, a class created, renamed and refused while a rate uses it, rates added, edited and deleted', async (t) => {
  const ctx = await buildTestApp(t, { env: { DASHBOARD_DIR } });
  if (!canRunBrowser(t, ctx.engine)) return;
  const admin = await adminSession(ctx.app);
  const browser = await launch(t, baseUrlOf(ctx.app));
  const page = await newPage(browser);
  await page.goto('/admin/settings');
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.getByRole('navigation').getByRole('link', { name: 'Tax', exact: true }).click();
  await page.getByRole('heading', { name: 'Tax', exact: true }).waitFor();

  // Settings: a choice saved with the ETag read.
  await page.getByLabel('Rounding').selectOption({ label: 'once per rate and order' });
  await page.getByLabel("Shop's country (ISO code)").fill('at');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('alert').filter({ hasText: 'AT has no standard rate' }).waitFor();
  await page.getByLabel("Shop's country (ISO code)").fill('DE');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Tax settings saved', { exact: true }).waitFor();
  assert.equal((await admin.get('/api2/admin/tax/settings')).json.rounding, 'order');

  // A custom class, then a rate of it in percent with decimals.
  await page.getByLabel('Code', { exact: true }).fill('books');
  await page.getByLabel('Name', { exact: true }).fill('Books');
  await page.getByRole('button', { name: 'Create class' }).click();
  const classes = page.getByRole('table', { name: 'Tax classes' });
  await classes.getByRole('row').filter({ hasText: 'books' }).waitFor();

  await page.getByRole('button', { name: 'Add rate' }).click();
  const add = page.getByRole('dialog', { name: 'Add rate' });
  await add.getByLabel('Class').selectOption({ label: 'Books (books)' });
  await add.getByLabel('Country', { exact: true }).fill('fr');
  await add.getByLabel('Rate (%)').fill('5.5');
  await add.getByRole('button', { name: 'Create rate' }).click();
  await add.waitFor({ state: 'hidden' });
  const rates = page.getByRole('table', { name: 'Rates per country' });
  await rates.getByRole('row').filter({ hasText: 'FR' }).filter({ hasText: '5.5%' }).waitFor();

  await page.getByRole('button', { name: 'Edit FR Books' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit rate FR books' });
  await edit.getByLabel('Rate (%)').fill('7.25');
  await edit.getByRole('button', { name: 'Save' }).click();
  await edit.waitFor({ state: 'hidden' });
  await rates.getByRole('row').filter({ hasText: 'FR' }).filter({ hasText: '7.25%' }).waitFor();
  const stored = (await admin.get('/api2/admin/tax/rates?country=FR')).json.rates;
  assert.deepEqual(
    stored.map((r: { taxClassCode: string; rate: number }) => [r.taxClassCode, r.rate]),
    [['books', 7.25]],
  );

  // Rename; then the delete is refused with the server's 409 naming the rate that uses the class.
  await page.getByRole('button', { name: 'Edit Books' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename Books' });
  await rename.getByLabel('Name').fill('Books and papers');
  await rename.getByRole('button', { name: 'Save' }).click();
  await rename.waitFor({ state: 'hidden' });
  await classes.getByRole('row').filter({ hasText: 'Books and papers' }).waitFor();
  await page.getByRole('button', { name: 'Delete Books and papers' }).click();
  const refuse = page.getByRole('dialog', { name: 'Delete tax class Books and papers?' });
  await refuse.getByRole('button', { name: 'Delete class' }).click();
  await refuse
    .getByRole('alert')
    .filter({ hasText: /Tax class "books" is used by 1 rate \(FR\)/ })
    .waitFor();
  await screenshot(page, 'tax-class-in-use');
  await refuse.getByRole('button', { name: 'Keep' }).click();

  await page.getByRole('button', { name: 'Delete FR Books and papers' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete rate' }).click();
  await rates.getByRole('row').filter({ hasText: 'FR' }).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Delete Books and papers' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete class' }).click();
  await classes.getByRole('row').filter({ hasText: 'books' }).waitFor({ state: 'detached' });
  assert.deepEqual(
    (await admin.get('/api2/admin/tax/classes')).json.classes.map((c: { code: string }) => c.code),
    ['standard', 'reduced', 'zero'],
  );
  await assertAccessible(page, 'tax');
  await screenshot(page, 'tax');
  assertNoPageProblems(page);

  // German, dark; a viewer (settings.read) sees it read-only, the built-in classes' names in German, custom ones as typed.
  assert.equal((await admin.post('/api2/admin/tax/classes', { code: 'books', name: 'Books' })).status, 201);
  const viewer = { email: 'vera.viewer@example.com', password: 'Viewer-Password-1' };
  assert.equal((await admin.post('/api2/admin/users', { ...viewer, name: 'Vera', role: 'viewer' })).status, 201);
  const german = await newPage(browser, { locale: 'de-DE', colorScheme: 'dark' });
  await german.goto('/admin/tax');
  await german.getByLabel('E-Mail').fill(viewer.email);
  await german.getByLabel('Passwort').fill(viewer.password);
  await german.getByRole('button', { name: 'Anmelden' }).click();
  await german.getByRole('heading', { name: 'Steuern', exact: true }).waitFor();
  await german.getByRole('table', { name: 'Sätze je Land' }).getByRole('row').filter({ hasText: '19 %' }).waitFor();
  const germanClasses = german.getByRole('table', { name: 'Steuerklassen' });
  for (const name of ['Normalsatz', 'Ermäßigter Satz', 'Nullsatz', 'Books'])
    await germanClasses.getByRole('row').filter({ hasText: name }).waitFor();
  assert.equal(await germanClasses.getByText('Standard rate').count(), 0, 'no English built-in name');
  await german
    .getByRole('table', { name: 'Sätze je Land' })
    .getByRole('row')
    .filter({ hasText: 'Normalsatz' })
    .first()
    .waitFor();
  assert.equal(await german.getByLabel('Rundung').isDisabled(), true);
  assert.equal(await german.getByRole('button', { name: 'Speichern' }).count(), 0);
  assert.equal(await german.getByRole('button', { name: 'Satz hinzufügen' }).count(), 0);
  await assertAccessible(german, 'tax, German, dark, read-only');
  await screenshot(german, 'tax-de-dark');
});

test("product form: the tax class chosen from the classes and saved with the product; an editor's save keeps it", async (t) => {
  const ctx = await buildTestApp(t, { env: { DASHBOARD_DIR } });
  if (!canRunBrowser(t, ctx.engine)) return;
  const admin = await adminSession(ctx.app);
  const created = await admin.post('/api2/admin/products', { name: 'Cookbook', sku: 'BOOK-1', price: 24, stock: 5 });
  assert.equal(created.status, 201, created.body);
  const id = created.json.id as number;
  const reduced = (await admin.get('/api2/admin/tax/classes')).json.classes.find(
    (c: { code: string }) => c.code === 'reduced',
  ).id as number;

  const browser = await launch(t, baseUrlOf(ctx.app));
  const page = await newPage(browser);
  await page.goto(`/admin/products/${id}`);
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  const select = page.getByLabel('Tax class');
  await page.getByRole('option', { name: 'Reduced rate (reduced)' }).waitFor({ state: 'attached' });
  assert.equal(await select.inputValue(), '');
  await select.selectOption({ label: 'Reduced rate (reduced)' });
  await page.getByRole('button', { name: 'Save' }).first().click();
  await page.getByText('Product saved', { exact: true }).waitFor();
  assert.equal((await admin.get(`/api2/admin/products/${id}`)).json.taxClassId, reduced);
  await page.reload();
  await page.getByRole('option', { name: 'Reduced rate (reduced)' }).waitFor({ state: 'attached' });
  assert.equal(await page.getByLabel('Tax class').inputValue(), String(reduced));
  // The change log names the class, not its id.
  await page
    .getByRole('table', { name: 'Changed fields' })
    .getByRole('row', { name: /^Tax class/ })
    .filter({ hasText: 'Standard (default)' })
    .filter({ hasText: 'Reduced rate (reduced)' })
    .waitFor();
  await assertAccessible(page, 'product with tax class');
  await screenshot(page, 'product-tax-class');
  assertNoPageProblems(page);

  // An editor (products.write, no settings.read) sees no tax class and its save leaves the class as it is.
  const editor = { email: 'eddie.editor@example.com', password: 'Editor-Password-1' };
  assert.equal((await admin.post('/api2/admin/users', { ...editor, name: 'Eddie', role: 'editor' })).status, 201);
  const german = await newPage(browser, { locale: 'de-DE', colorScheme: 'dark' });
  await german.goto(`/admin/products/${id}`);
  await german.getByLabel('E-Mail').fill(editor.email);
  await german.getByLabel('Passwort').fill(editor.password);
  await german.getByRole('button', { name: 'Anmelden' }).click();
  await german.getByLabel('Marke').fill('Kitchen Press');
  assert.equal(await german.getByLabel('Steuerklasse').count(), 0);
  await german.getByRole('button', { name: 'Speichern' }).first().click();
  await german.getByText('Produkt gespeichert', { exact: true }).waitFor();
  const saved = (await admin.get(`/api2/admin/products/${id}`)).json;
  assert.deepEqual([saved.brand, saved.taxClassId], ['Kitchen Press', reduced]);
  await screenshot(german, 'product-tax-class-de-dark');
});

test("price lists: a variant's group tiers 1–9 / 10+ edited on the product screen; the server's 400 for a gap shown under the tiers", async (t) => {
  const ctx = await buildTestApp(t, { env: { DASHBOARD_DIR } });
  if (!canRunBrowser(t, ctx.engine)) return;
  const admin = await adminSession(ctx.app);
  const id = (await admin.post('/api2/admin/products', { name: 'Screws', sku: 'GP-S', price: 10, stock: 100 })).json
    .id as number;
  const options = await admin.put(`/api2/admin/products/${id}/options`, {
    options: [{ name: 'Pack', values: ['Box'] }],
  });
  assert.equal(options.status, 200, options.body);
  const variant = (await admin.get(`/api2/admin/products/${id}/variants`)).json.variants[0] as {
    id: number;
    name: string;
  };

  const browser = await launch(t, baseUrlOf(ctx.app));
  const page = await newPage(browser);
  await page.goto(`/admin/products/${id}`);
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.getByRole('button', { name: `Group prices of ${variant.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Group prices of ${variant.name}` });
  await dialog.getByText('No customer group has its own prices for this variant.').waitFor();
  await dialog.getByLabel('Customer group').fill('wholesale');
  await dialog.getByRole('button', { name: 'Add group' }).click();
  await dialog.getByLabel('wholesale tier 1 to').fill('9');
  await dialog.getByLabel('wholesale tier 1 unit price').fill('9');
  await dialog.getByRole('button', { name: 'Add tier' }).click();
  await dialog.getByLabel('wholesale tier 2 from').fill('11');
  await dialog.getByLabel('wholesale tier 2 unit price').fill('8');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog
    .getByRole('alert')
    .filter({ hasText: /wholesale/ })
    .waitFor();
  await screenshot(page, 'group-prices-gap');
  await dialog.getByLabel('wholesale tier 2 from').fill('10');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const url = `/api2/admin/products/${id}/variants/${variant.id}/group-prices`;
  assert.deepEqual((await admin.get(url)).json, {
    groups: [
      {
        group: 'wholesale',
        tiers: [
          { minQuantity: 1, maxQuantity: 9, price: 9 },
          { minQuantity: 10, maxQuantity: null, price: 8 },
        ],
      },
    ],
  });

  const german = await newPage(browser, { locale: 'de-DE', colorScheme: 'dark' });
  await german.goto(`/admin/products/${id}`);
  await german.getByLabel('E-Mail').fill(ADMIN_EMAIL);
  await german.getByLabel('Passwort').fill(ADMIN_PASSWORD);
  await german.getByRole('button', { name: 'Anmelden' }).click();
  await german.getByRole('button', { name: `Gruppenpreise von ${variant.name}` }).click();
  const de = german.getByRole('dialog', { name: `Gruppenpreise von ${variant.name}` });
  assert.equal(await de.getByLabel('wholesale Staffel 2 ab').inputValue(), '10');
  await assertAccessible(german, 'group prices, German, dark');
  await screenshot(german, 'group-prices-de-dark');

  // A product without options: its lists are reached from the product screen all the same.
  const nails = (await admin.post('/api2/admin/products', { name: 'Nails', sku: 'GP-N', price: 5, stock: 100 })).json
    .id as number;
  await page.goto(`/admin/products/${nails}`);
  await page.getByRole('button', { name: 'Group prices of Nails' }).click();
  const plain = page.getByRole('dialog', { name: 'Group prices of Nails' });
  await plain.getByLabel('Customer group').fill('wholesale');
  await plain.getByRole('button', { name: 'Add group' }).click();
  await plain.getByLabel('wholesale tier 1 unit price').fill('4.5');
  await plain.getByRole('button', { name: 'Save' }).click();
  await plain.waitFor({ state: 'hidden' });
  assert.deepEqual((await admin.get(`/api2/admin/products/${nails}/group-prices`)).json, {
    groups: [{ group: 'wholesale', tiers: [{ minQuantity: 1, maxQuantity: null, price: 4.5 }] }],
  });
});

test("settings screen: the shop's VAT ID and address edited with If-Match; a change made meanwhile is kept through the conflict dialog", async (t) => {
  const ctx = await buildTestApp(t, { env: { DASHBOARD_DIR } });
  if (!canRunBrowser(t, ctx.engine)) return;
  const admin = await adminSession(ctx.app);
  const browser = await launch(t, baseUrlOf(ctx.app));
  const page = await signedInPage(browser, '/admin/settings');
  await page.getByLabel('VAT ID or tax number (on invoices)').fill(' DE123456789 ');
  await page.getByLabel('Seller address (on invoices, one line per line)').fill('Hauptstraße 5\n10115 Berlin');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Settings saved', { exact: true }).waitFor();
  let stored = (await admin.get('/api2/admin/settings')).json;
  assert.deepEqual([stored.shopTaxId, stored.shopAddress], ['DE123456789', 'Hauptstraße 5\n10115 Berlin']);

  // Changed through the API while the form is open: the save asks, then keeps both changes.
  assert.equal((await admin.put('/api2/admin/settings', { shopTaxId: 'DE987654321' })).status, 200);
  await page.getByLabel('Seller address (on invoices, one line per line)').fill('Hauptstraße 7\n10115 Berlin');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const conflict = page.getByRole('dialog', { name: 'Someone else saved this meanwhile' });
  await conflict.getByText(/kept as saved: VAT ID or tax number/).waitFor();
  await screenshot(page, 'settings-tax-id-conflict');
  await conflict.getByRole('button', { name: 'Save with these values' }).click();
  await conflict.waitFor({ state: 'hidden' });
  // The first save's toast may still show: wait for the stored answer instead.
  for (let i = 0; i < 100 && stored.shopAddress !== 'Hauptstraße 7\n10115 Berlin'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    stored = (await admin.get('/api2/admin/settings')).json;
  }
  assert.deepEqual([stored.shopTaxId, stored.shopAddress], ['DE987654321', 'Hauptstraße 7\n10115 Berlin']);
  assert.equal(await page.getByLabel('VAT ID or tax number (on invoices)').inputValue(), 'DE987654321');
  await assertAccessible(page, 'settings with the VAT ID');
  await screenshot(page, 'settings-tax-id');
  assertNoPageProblems(page);

  const german = await signedInPage(browser, '/admin/settings', { locale: 'de-DE', colorScheme: 'dark' });
  assert.equal(await german.getByLabel('USt-IdNr. oder Steuernummer (auf Rechnungen)').inputValue(), 'DE987654321');
  assert.equal(
    await german.getByLabel('Anschrift des Verkäufers (auf Rechnungen, zeilenweise)').inputValue(),
    'Hauptstraße 7\n10115 Berlin',
  );
  await assertAccessible(german, 'settings with the VAT ID, German, dark');
  await screenshot(german, 'settings-tax-id-de-dark');
});

test('order screen: a VAT ID VIES could not confirm flags the order for a tax check; a confirmed one reads as reverse charge', async (t) => {
  const vies = await startViesStandIn();
  t.after(() => vies.close());
  const ctx = await buildTestApp(t, {
    env: { ...ORDER_ENV, DASHBOARD_DIR, VIES_URL: vies.url, VIES_TIMEOUT_MS: '300' },
  });
  if (!canRunBrowser(t, ctx.engine)) return;
  const admin = await adminSession(ctx.app);
  const machine = (await admin.post('/api2/admin/products', { name: 'Machine', sku: 'B2B-M', price: 119, stock: 50 }))
    .json.id as number;
  const vienna = { street: 'Ring 1', city: 'Wien', postalCode: '1010', country: 'AT' };
  const place = async (vatId: string) => {
    const r = await new Client(ctx.app).post(
      '/api2/store/orders',
      guestBody([{ productId: machine, quantity: 1 }], { shippingAddress: vienna, vatId }),
    );
    assert.equal(r.status, 201, r.body);
    return r.json.order as { id: number };
  };
  const down = await place(VIES_NUMBERS.memberStateDown);
  const confirmed = await place('ATU87654321');

  const browser = await launch(t, baseUrlOf(ctx.app));
  const page = await signedInPage(browser, `/admin/orders/${down.id}`);
  await page
    .getByRole('status')
    .filter({ hasText: `Check the tax: VIES could not confirm the VAT ID ${VIES_NUMBERS.memberStateDown}` })
    .waitFor();
  await page.getByText(`VAT ID ${VIES_NUMBERS.memberStateDown}`, { exact: true }).waitFor();
  await assertAccessible(page, 'order flagged for a tax check');
  await screenshot(page, 'order-tax-review');

  const german = await signedInPage(browser, `/admin/orders/${confirmed.id}`, { locale: 'de-DE', colorScheme: 'dark' });
  await german.getByText('USt-IdNr. ATU87654321, von VIES bestätigt: Steuerschuldumkehr (0 % USt.)').waitFor();
  assert.equal(await german.getByText('Steuer prüfen', { exact: false }).count(), 0, 'nothing to check');
  await assertAccessible(german, 'reverse-charge order, German, dark');
  await screenshot(german, 'order-reverse-charge-de-dark');
});
