// No lost updates, as two people see it: both open one product in their own browser; the first saves; the second's
// save is refused (412) and the dialog shows both values per field; nothing is overwritten until the second person
// chooses. The settings screen behaves the same when the settings were changed through the API meanwhile.
// npm test: SQLite run only (browser tests: the pages are the same whichever engine serves them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN_EMAIL, ADMIN_PASSWORD, baseUrlOf, buildTestApp } from '../helpers/app.js';
import { adminSession } from '../helpers/client.js';
import {
  assertAccessible,
  assertNoPageProblems,
  canRunBrowser,
  launch,
  newPage,
  screenshot,
  signIn,
  waitUntil,
} from './browser.js';

test('two people edit one product: the second save shows the conflict and overwrites nothing until they choose', async (t) => {
  const ctx = await buildTestApp(t);
  if (!canRunBrowser(t, ctx.engine)) return;
  const { app } = ctx;
  const admin = await adminSession(app);
  const editor = { email: 'erika@shop.test', password: 'Editor-Password-1' };
  assert.equal(
    (await admin.post('/api2/admin/users', { ...editor, name: 'Erika Editor', role: 'manager' })).status,
    201,
  );
  const created = await admin.post('/api2/admin/products', {
    name: 'Teapot',
    sku: 'TEA-1',
    price: 30,
    stock: 4,
    description: 'A cast-iron teapot.',
  });
  assert.equal(created.status, 201);
  const id = created.json.id as number;
  const stored = async () => (await admin.get(`/api2/admin/products/${id}`)).json;

  const browser = await launch(t, baseUrlOf(app));
  const first = await newPage(browser);
  const second = await newPage(browser);
  for (const [page, who] of [
    [first, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }],
    [second, editor],
  ] as const) {
    await page.goto(`/admin/products/${id}`);
    await signIn(page, who.email, who.password);
    await page.getByLabel('Price (EUR)').waitFor();
  }

  // The first person raises the price and renames the product; saved.
  await first.getByLabel('Price (EUR)').fill('34');
  await first.getByLabel('Brand').fill('Gusseisen & Co');
  await first.getByRole('button', { name: 'Save', exact: true }).click();
  await first.getByText('Product saved', { exact: true }).waitFor();
  assert.equal((await stored()).price, 34);

  // The second person, on the state they loaded, lowers the price and writes a description: refused, nothing written.
  await second.getByLabel('Price (EUR)').fill('28');
  await second.getByRole('textbox', { name: /^Description/ }).fill('A cast-iron teapot, 1.2 litres.');
  await second.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = second.getByRole('dialog', { name: 'Someone else saved this meanwhile' });
  await dialog.waitFor();
  const price = dialog.getByRole('group', { name: 'Price (EUR)' });
  await price.getByRole('radio', { name: 'Yours: 28' }).waitFor();
  await price.getByRole('radio', { name: 'Saved meanwhile: 34' }).waitFor();
  assert.equal(await price.getByRole('radio', { name: 'Yours: 28' }).isChecked(), true);
  await dialog.getByText('Also changed meanwhile and kept as saved: Brand.').waitFor();
  // The description only the second person changed is not a choice: it is theirs to keep.
  assert.equal(await dialog.getByRole('group', { name: 'Description' }).count(), 0);
  const unchanged = await stored();
  assert.deepEqual(
    [unchanged.price, unchanged.brand, unchanged.description],
    [34, 'Gusseisen & Co', 'A cast-iron teapot.'],
  );
  await assertAccessible(second, 'conflict dialog');
  await screenshot(second, 'product-conflict');

  // They keep the price saved meanwhile: the save carries their description, the other's price and brand.
  await price.getByRole('radio', { name: 'Saved meanwhile: 34' }).check();
  await dialog.getByRole('button', { name: 'Save with these values' }).click();
  await second.getByText('Product saved', { exact: true }).waitFor();
  await dialog.waitFor({ state: 'detached' });
  const merged = await stored();
  assert.deepEqual(
    [merged.price, merged.brand, merged.description],
    [34, 'Gusseisen & Co', 'A cast-iron teapot, 1.2 litres.'],
  );
  // The form follows what is stored once saved.
  await waitUntil('the stored brand', async () => (await second.getByLabel('Brand').inputValue()) === 'Gusseisen & Co');

  // "Discard my changes" shows what is stored and writes nothing.
  await first.getByLabel('Price (EUR)').fill('40');
  await first.getByRole('button', { name: 'Save', exact: true }).click();
  const firstDialog = first.getByRole('dialog', { name: 'Someone else saved this meanwhile' });
  await firstDialog.getByRole('button', { name: 'Discard my changes' }).click();
  await firstDialog.waitFor({ state: 'detached' });
  assert.equal(await first.getByLabel('Price (EUR)').inputValue(), '34');
  assert.equal(
    await first.getByRole('textbox', { name: /^Description/ }).inputValue(),
    'A cast-iron teapot, 1.2 litres.',
  );
  assert.equal((await stored()).price, 34);

  // Settings: changed through the API while the form is open; the save asks, then keeps both changes.
  await first.goto('/admin/settings');
  await first.getByLabel('Shop name').waitFor();
  assert.equal((await admin.put('/api2/admin/settings', { lowStockThreshold: 7 })).status, 200);
  await first.getByLabel('Shop name').fill('Teehaus Berlin');
  await first.getByRole('button', { name: 'Save', exact: true }).click();
  const settingsDialog = first.getByRole('dialog', { name: 'Someone else saved this meanwhile' });
  await settingsDialog.getByText(/kept as saved: Low stock/).waitFor();
  await settingsDialog.getByRole('button', { name: 'Save with these values' }).click();
  await first.getByText('Settings saved', { exact: true }).waitFor();
  const settings = (await admin.get('/api2/admin/settings')).json;
  assert.deepEqual([settings.shopName, settings.lowStockThreshold], ['Teehaus Berlin', 7]);
  assertNoPageProblems(first);
  assertNoPageProblems(second);
});
