// A customer's VAT ID and price group in the dashboard (issue 35, item 10): edited in the customer's dialog (a
// malformed VAT ID is refused with the server's reason), shown in the details; English and German.
// npm test: SQLite run only (browser tests: the pages are the same whichever engine serves them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN_EMAIL, ADMIN_PASSWORD, baseUrlOf, buildTestApp } from '../helpers/app.js';
import { adminSession } from '../helpers/client.js';
import { registerCustomer } from '../helpers/customers.js';
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

test('customer B2B fields: VAT ID (format checked) and price group edited and shown, in English and German', async (t) => {
  const ctx = await buildTestApp(t, { env: { DASHBOARD_DIR } });
  if (!canRunBrowser(t, ctx.engine)) return;
  const customer = await registerCustomer(ctx, { firstName: 'Bea', lastName: 'Business' });
  const admin = await adminSession(ctx.app);
  const id = (await admin.get('/api2/admin/customers')).json.customers.find(
    (c: { email: string }) => c.email === customer.email,
  ).id as number;

  const browser = await launch(t, baseUrlOf(ctx.app));
  const page = await signedInPage(browser, `/admin/customers/${id}`);
  await page.getByRole('heading', { name: 'Bea Business' }).waitFor();
  await page.getByRole('button', { name: 'Edit customer' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit customer' });
  await edit.getByLabel('VAT ID').fill('ATU123');
  await edit.getByLabel('Price group').fill('wholesale');
  await edit.getByRole('button', { name: 'Save' }).click();
  await edit
    .getByRole('alert')
    .filter({ hasText: /not the format of VAT IDs from AT/ })
    .waitFor();
  await edit.getByLabel('VAT ID').fill('atu 12345678');
  await edit.getByRole('button', { name: 'Save' }).click();
  await edit.waitFor({ state: 'hidden' });
  await page.getByRole('definition').filter({ hasText: 'ATU12345678' }).waitFor();
  await page.getByRole('definition').filter({ hasText: 'wholesale' }).waitFor();
  const stored = (await admin.get(`/api2/admin/customers/${id}`)).json;
  assert.deepEqual([stored.vatId, stored.b2bGroup], ['ATU12345678', 'wholesale']);
  await assertAccessible(page, 'customer with VAT ID');
  await screenshot(page, 'customer-b2b');
  assertNoPageProblems(page);

  const german = await newPage(browser, { locale: 'de-DE', colorScheme: 'dark' });
  await german.goto(`/admin/customers/${id}`);
  await german.getByLabel('E-Mail').fill(ADMIN_EMAIL);
  await german.getByLabel('Passwort').fill(ADMIN_PASSWORD);
  await german.getByRole('button', { name: 'Anmelden' }).click();
  await german.getByRole('term').filter({ hasText: 'USt-IdNr.' }).waitFor();
  await german.getByRole('term').filter({ hasText: 'Preisgruppe' }).waitFor();
  await german.getByRole('button', { name: 'Kunde bearbeiten' }).click();
  await german.getByRole('dialog').getByLabel('USt-IdNr.').waitFor();
  await assertAccessible(german, 'customer with VAT ID, German, dark');
  await screenshot(german, 'customer-b2b-de-dark');
});
