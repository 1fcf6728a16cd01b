// Variants in a real browser (issue 34): the option editor builds the variant matrix (adding a value adds its variants,
// removing one asks first and names the variants that go), the variant table saves SKU, price and stock per
// warehouse inline, the inventory screen and its ledger are by variant, and orders and returns name the options
// bought. Keyboard only for the editor; at 390 px, dark, and in German too.
// npm test: SQLite run only (browser tests: the pages are the same whichever engine serves them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN_EMAIL, ADMIN_PASSWORD, baseUrlOf, buildTestApp } from '../helpers/app.js';
import { adminSession, Client } from '../helpers/client.js';
import { guestBody, ORDER_ENV, paymentBody, paymentCallback } from '../helpers/orders.js';
import {
  assertAccessible,
  assertNoPageProblems,
  canRunBrowser,
  DASHBOARD_DIR,
  launch,
  newPage,
  screenshot,
  signedInPage,
} from './browser.js';

interface V {
  id: number;
  sku: string;
  name: string;
  price: number | null;
  stock: number;
}

test('variants: option editor builds the matrix, inline SKU/price/stock, inventory by variant, orders name the options', async (t) => {
  const ctx = await buildTestApp(t, { env: { ...ORDER_ENV, DASHBOARD_DIR } });
  if (!canRunBrowser(t, ctx.engine)) return;
  const { app } = ctx;
  const admin = await adminSession(app);
  const created = await admin.post('/api2/admin/products', { name: 'T-shirt', sku: 'TS', price: 20, stock: 0 });
  assert.equal(created.status, 201, created.body);
  const id = created.json.id as number;
  const variants = async (): Promise<V[]> => (await admin.get(`/api2/admin/products/${id}/variants`)).json.variants;

  const browser = await launch(t, baseUrlOf(app));
  const page = await signedInPage(browser, `/admin/products/${id}`);
  await page.getByRole('heading', { name: 'Variants' }).waitFor();

  // A first option, by keyboard: its values make the variants.
  await page.getByLabel('New option').focus();
  await page.keyboard.type('Size');
  await page.keyboard.press('Tab');
  await page.keyboard.type('S, M');
  await page.keyboard.press('Enter');
  await page.getByText('Options saved, 1 variant added', { exact: true }).first().waitFor();
  await page.getByRole('rowheader', { name: 'M', exact: true }).waitFor();
  assert.deepEqual(
    (await variants()).map((v) => [v.name, v.sku]),
    [
      ['S', 'TS'],
      ['M', 'TS-M'],
    ],
  );

  // A second option: every size in every colour.
  await page.getByLabel('New option').fill('Colour');
  await page.getByLabel('Its values, separated by commas').fill('Red, Blue');
  await page.getByRole('button', { name: 'Add option' }).click();
  await page.getByText('Options saved, 2 variants added', { exact: true }).first().waitFor();
  await page.getByRole('rowheader', { name: 'M / Blue' }).waitFor();
  assert.deepEqual((await variants()).map((v) => v.name).sort(), ['M / Blue', 'M / Red', 'S / Blue', 'S / Red']);

  // Adding a value adds its variants.
  await page.getByLabel('New value for Size').fill('L');
  await page.getByLabel('New value for Size').press('Enter');
  await page.getByText('Options saved, 2 variants added', { exact: true }).first().waitFor();
  await page.getByRole('rowheader', { name: 'L / Blue' }).waitFor();
  assert.equal((await variants()).length, 6);

  // Inline: SKU, price and stock in the warehouse, saved together.
  await page.getByLabel('SKU of M / Red').fill('TS-M-RED');
  await page.getByLabel('Price of M / Red').fill('22.5');
  await page.getByLabel('Stock of M / Red in Main warehouse').fill('7');
  await page.getByRole('button', { name: 'Save M / Red' }).click();
  await page.getByText('M / Red saved', { exact: true }).first().waitFor();
  const mRed = (await variants()).find((v) => v.name === 'M / Red')!;
  assert.deepEqual([mRed.sku, mRed.price, mRed.stock], ['TS-M-RED', 22.5, 7]);
  await assertAccessible(page, 'product with variants');
  await screenshot(page, 'variants-product');

  // Removing a value asks first and names the variants that go.
  await page.getByRole('button', { name: 'Remove L from Size' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove L from Size?' });
  await dialog.getByText('These 2 variants are deleted with it:').waitFor();
  await dialog.getByText('L / Red').waitFor();
  await dialog.getByText('L / Blue').waitFor();
  await screenshot(page, 'variants-remove-value');
  await dialog.getByRole('button', { name: 'Keep' }).click();
  assert.equal((await variants()).length, 6, 'Keep deleted nothing');
  await page.getByRole('button', { name: 'Remove L from Size' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await page.getByText('Options saved', { exact: true }).first().waitFor();
  await page.getByRole('rowheader', { name: 'L / Red' }).waitFor({ state: 'detached' });
  assert.deepEqual((await variants()).map((v) => v.name).sort(), ['M / Blue', 'M / Red', 'S / Blue', 'S / Red']);

  // The product form saves after variant changes: they moved its ETag, and the form follows while untouched.
  await page.getByLabel('Brand').fill('Acme');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Product saved', { exact: true }).first().waitFor();
  assert.equal((await admin.get(`/api2/admin/products/${id}`)).json.brand, 'Acme');

  // The inventory screen and its ledger, by variant.
  await page.goto(`/admin/inventory?productId=${id}`);
  const row = page.getByRole('row', { name: /T-shirt — M \/ Red/ });
  await row.waitFor();
  await row.getByRole('link', { name: 'Ledger of T-shirt — M / Red, Main warehouse' }).click();
  await page.getByRole('list', { name: 'Ledger' }).getByText('Stock set on the product screen').waitFor();
  assert.equal(new URL(page.url()).searchParams.get('variantId'), String(mRed.id));
  await row.getByRole('button', { name: 'Adjust T-shirt — M / Red, Main warehouse' }).click();
  const adjust = page.getByRole('dialog', { name: 'Adjust T-shirt — M / Red in Main warehouse' });
  await adjust.getByLabel('Change').fill('3');
  await adjust.getByLabel('Reason').fill('Found in the back');
  await adjust.getByRole('button', { name: 'Adjust' }).click();
  await page.getByRole('list', { name: 'Ledger' }).getByText('Found in the back').waitFor();
  assert.equal((await variants()).find((v) => v.id === mRed.id)!.stock, 10, 'adjusted by variant');
  await assertAccessible(page, 'inventory by variant');
  await screenshot(page, 'variants-inventory');

  // An order of M / Red: the order and its return name the options bought.
  const shopper = new Client(app);
  const order = await shopper.post('/api2/store/orders', guestBody([{ variantId: mRed.id, quantity: 2 }]));
  assert.equal(order.status, 201, order.body);
  assert.equal((await paymentCallback(shopper, paymentBody(order.json.order))).status, 200);
  await page.goto(`/admin/orders/${order.json.order.id}`);
  await page.getByRole('cell', { name: 'T-shirt — M / Red' }).waitFor();
  await screenshot(page, 'variants-order');
  for (const status of ['processing', 'shipped'])
    await admin.patch(`/api2/admin/orders/${order.json.order.id}`, { status });
  const itemId = (await admin.get(`/api2/admin/orders/${order.json.order.id}`)).json.items[0].id;
  const ret = await admin.post('/api2/admin/returns', {
    orderId: order.json.order.id,
    reason: 'Too small',
    items: [{ orderItemId: itemId, quantity: 1 }],
  });
  assert.equal(ret.status, 201, ret.body);
  await page.goto('/admin/returns');
  await page.getByText('1 × T-shirt — M / Red').waitFor();

  // 390 px, dark, German: the same card, its labels in German.
  const phone = await newPage(browser, { viewport: { width: 390, height: 844 }, colorScheme: 'dark', locale: 'de-DE' });
  await phone.goto(`/admin/products/${id}`);
  await phone.getByLabel('E-Mail').fill(ADMIN_EMAIL);
  await phone.getByLabel('Passwort').fill(ADMIN_PASSWORD);
  await phone.getByRole('button', { name: 'Anmelden' }).click();
  await phone.getByRole('heading', { name: 'Varianten' }).waitFor();
  await phone.getByLabel('Bestand von M / Red in Main warehouse').waitFor();
  await phone.getByRole('button', { name: 'L aus Size entfernen' }).waitFor({ state: 'detached' });
  await phone.getByRole('button', { name: 'Blue aus Colour entfernen' }).click();
  await phone.getByText('Diese 2 Varianten werden mit gelöscht:').waitFor();
  await screenshot(phone, 'variants-phone-dark-de');
  await phone.getByRole('button', { name: 'Behalten' }).click();
  await assertAccessible(phone, 'variants at 390 px, dark, German');
  await screenshot(phone, 'variants-product-phone-dark-de');
  assertNoPageProblems(page);
  assertNoPageProblems(phone);
});
