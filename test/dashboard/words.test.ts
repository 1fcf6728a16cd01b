// The dashboard's words and figures (issue 33, items 13 and 14): an API refusal the dashboard knows by its code reads
// in the staff's language (a refused bulk move, a taken SKU); money inputs and money columns are right-aligned with
// two decimals; an inline price edit in a list sorted by price keeps its row in place until staff sort again.
// npm test: SQLite run only (browser tests: the pages are the same whichever engine serves them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { baseUrlOf, buildTestApp } from '../helpers/app.js';
import { adminSession, createProduct } from '../helpers/client.js';
import { insertOrders } from '../helpers/bulk-orders.js';
import { ORDER_ENV } from '../helpers/orders.js';
import {
  assertAccessible,
  canRunBrowser,
  DASHBOARD_DIR,
  launch,
  screenshot,
  signedInPage,
  waitUntil,
} from './browser.js';

const textAlign = (target: Locator) =>
  target.evaluate((el) => el.ownerDocument.defaultView!.getComputedStyle(el).textAlign);

test('refusals in the staff language by code; money right-aligned with two decimals; a sorted list holds an edited row', async (t) => {
  const ctx = await buildTestApp(t, { env: { ...ORDER_ENV, DASHBOARD_DIR } });
  if (!canRunBrowser(t, ctx.engine)) return;
  const { app, services } = ctx;
  const admin = await adminSession(app);
  const create = (name: string, sku: string, price: number) => createProduct(admin, { name, sku, price });
  const cheap = await create('Cheap mug', 'MUG-CHEAP', 5);
  await create('Middle mug', 'MUG-MIDDLE', 10);
  await create('Dear mug', 'MUG-DEAR', 20);
  await insertOrders(services.db, 2, { createdAt: '2026-03-10T10:00:00.000Z', status: 'cancelled' });

  const browser = await launch(t, baseUrlOf(app));
  const page = await signedInPage(browser, '/admin/products?sortBy=price&sortOrder=asc');
  const list = page.getByRole('table', { name: 'Products' });
  const names = async () =>
    (await list.locator('tbody tr').allInnerTexts()).map((row) => /(Cheap|Middle|Dear) mug/.exec(row)?.[0]);
  await waitUntil('three rows by price', async () => (await names()).join() === 'Cheap mug,Middle mug,Dear mug');

  // Money inputs show two decimals, right-aligned, as the money columns do.
  const price = page.getByLabel('Price of Cheap mug');
  assert.equal(await price.inputValue(), '5.00');
  assert.equal(await textAlign(price), 'right');
  const priceCell = list
    .getByRole('row', { name: /Middle mug/ })
    .getByRole('cell')
    .nth(2);
  assert.equal(await textAlign(priceCell), 'right');

  // The cheapest becomes the dearest: it stays first until "Sort again", with the stored price shown.
  await price.fill('30');
  await price.press('Enter');
  await page.getByText(/Price of Cheap mug changed from €5\.00 to €30\.00/).waitFor();
  await waitUntil('stored', async () => (await admin.get(`/api2/admin/products/${cheap}`)).json.price === 30);
  await page.getByText('The rows stay where they were after your change').waitFor();
  assert.deepEqual(await names(), ['Cheap mug', 'Middle mug', 'Dear mug']);
  assert.equal(await page.getByLabel('Price of Cheap mug').inputValue(), '30.00');
  await screenshot(page, 'products-held-in-place');
  await page.getByRole('button', { name: 'Sort again' }).click();
  await waitUntil('sorted again', async () => (await names()).join() === 'Middle mug,Dear mug,Cheap mug');

  // A product form's price: "12.5" is shown "12.50" once the field is left; the stored price is 12.5.
  await page.goto('/admin/products/new');
  await page.getByLabel('Name', { exact: true }).fill('Typed mug');
  await page.getByLabel('SKU', { exact: true }).fill('MUG-TYPED');
  await page.getByLabel('Price (EUR)').fill('12.5');
  await page.getByLabel('Stock', { exact: true }).focus();
  assert.equal(await page.getByLabel('Price (EUR)').inputValue(), '12.50');
  assert.equal(await textAlign(page.getByLabel('Price (EUR)')), 'right');

  // German: a taken SKU and a refused bulk move read in German, not as the server's English sentence.
  const german = await signedInPage(browser, '/admin/products/new', { locale: 'de-DE', colorScheme: 'dark' });
  await german.getByLabel('Name', { exact: true }).fill('Doppelte Tasse');
  await german.getByLabel('Artikelnummer', { exact: true }).fill('MUG-DEAR');
  await german.getByLabel('Preis (EUR)').fill('9');
  await german.getByLabel('Bestand', { exact: true }).fill('1');
  await german.getByRole('button', { name: 'Produkt anlegen' }).click();
  await german
    .getByRole('alert')
    .filter({ hasText: 'Diese Artikelnummer (SKU) hat schon ein anderes Produkt oder eine andere Variante.' })
    .waitFor();
  assert.equal(await german.getByText(/already/i).count(), 0, 'no English server sentence');
  await assertAccessible(german, 'refusal, German, dark');
  await screenshot(german, 'refusal-de-dark');

  await german.goto('/admin/orders?status=["cancelled"]');
  const orders = german.getByRole('table', { name: 'Bestellungen' });
  await waitUntil('two cancelled orders', async () => (await orders.locator('tbody tr').count()) === 2);
  const total = orders.locator('tbody tr').first().getByRole('cell').filter({ hasText: '€' }).first();
  assert.equal(await textAlign(total), 'right');
  await german.getByRole('checkbox', { name: 'Alle Bestellungen dieser Seite auswählen' }).check();
  await german.getByLabel('Status setzen auf').selectOption('processing');
  await german.getByRole('button', { name: 'Auswahl verschieben' }).click();
  const results = german.getByRole('region', { name: 'Ergebnis je Bestellung' });
  await waitUntil(
    'two refusals in German',
    async () => (await results.getByText('Von „Storniert“ aus nicht möglich.').count()) === 2,
  );
  await screenshot(german, 'bulk-refused-de-dark');
});
