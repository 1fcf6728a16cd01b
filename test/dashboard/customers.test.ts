// Customers in a real browser: the list with guests, search, the customer with addresses (add, default, edit,
// delete), edit with a fault in between (the typed input stays), deletion with what it does; then what a support
// role sees: no write actions, no change log, and a 403 that reads as a sentence.
// npm test: SQLite run only (browser tests: the pages are the same whichever engine serves them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN_EMAIL, ADMIN_PASSWORD, baseUrlOf, buildTestApp } from '../helpers/app.js';
import { adminSession, Client } from '../helpers/client.js';
import { registerCustomer } from '../helpers/customers.js';
import { insertProduct, ORDER_ENV, placeOrder } from '../helpers/orders.js';
import {
  assertAccessible,
  assertNoPageProblems,
  canRunBrowser,
  DASHBOARD_DIR,
  launch,
  newPage,
  screenshot,
  signedInPage,
  signIn,
  waitUntil,
} from './browser.js';

test('customers: list with guests, search, addresses, edit through a 503, delete; a support role reads only', async (t) => {
  const ctx = await buildTestApp(t, { env: { ...ORDER_ENV, DASHBOARD_DIR } });
  if (!canRunBrowser(t, ctx.engine)) return;
  const { app, services } = ctx;
  const customer = await registerCustomer(ctx, { firstName: 'Rita', lastName: 'Registered' });
  const product = await insertProduct(services);
  const guestOrder = await placeOrder(new Client(app), product, {
    extra: { firstName: 'Gustav', lastName: 'Guestmann' },
  });
  const admin = await adminSession(app);
  const supportEmail = 'support.person@example.com';
  assert.equal(
    (
      await admin.post('/api2/admin/users', {
        email: supportEmail,
        password: 'Support-Password-1',
        name: 'Sue Support',
        role: 'support',
      })
    ).status,
    201,
  );
  const registered = (await admin.get('/api2/admin/customers')).json.customers.find(
    (c: { email: string }) => c.email === customer.email,
  );

  const browser = await launch(t, baseUrlOf(app));
  const page = await signedInPage(browser, '/admin/customers');
  const list = page.getByRole('table', { name: 'Customers' });
  await list.getByRole('link', { name: 'Rita Registered' }).waitFor();
  await list.getByRole('link', { name: 'Gustav Guestmann' }).waitFor();
  await list.getByRole('row', { name: /Gustav Guestmann.*Guest/ }).waitFor();
  await assertAccessible(page, 'customers');
  await screenshot(page, 'customers');

  // Search by e-mail; the result is in the URL.
  await page.getByLabel('Search customers').fill(guestOrder.customerEmail);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL(/q=/);
  await list.getByRole('link', { name: 'Gustav Guestmann' }).waitFor();
  assert.equal(await list.getByRole('link', { name: 'Rita Registered' }).count(), 0);
  await page.getByRole('link', { name: 'Gustav Guestmann' }).click();
  await page.getByRole('heading', { name: 'Gustav Guestmann' }).waitFor();
  assert.equal(
    await page.getByRole('button', { name: 'Delete customer' }).count(),
    0,
    'guests are not accounts: nothing to edit or delete',
  );
  await page.getByRole('link', { name: `#${guestOrder.orderNumber}` }).waitFor();

  // The registered customer: add two addresses, make the second the default, edit it, delete the first.
  await page.goto(`/admin/customers/${registered.id}`);
  await page.getByRole('heading', { name: 'Rita Registered' }).waitFor();
  for (const street of ['Erste Str. 1', 'Zweite Str. 2']) {
    await page.getByRole('button', { name: 'Add address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add address' });
    await dialog.getByLabel('First name').fill('Rita');
    await dialog.getByLabel('Last name').fill('Registered');
    await dialog.getByLabel('Street').fill(street);
    await dialog.getByLabel('City').fill('Berlin');
    await dialog.getByLabel('Postal code').fill('10115');
    await dialog.getByLabel('Country').fill('DE');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(street).waitFor();
  }
  await page.getByRole('button', { name: 'Make Zweite Str. 2, Berlin the default' }).click();
  await page.getByRole('button', { name: 'Make Erste Str. 1, Berlin the default' }).waitFor();
  await page.getByRole('button', { name: 'Edit address Zweite Str. 2, Berlin' }).click();
  await page.getByRole('dialog', { name: 'Edit address' }).getByLabel('City').fill('Potsdam');
  await page.getByRole('dialog', { name: 'Edit address' }).getByRole('button', { name: 'Save' }).click();
  await page.getByText('14467').or(page.getByText('10115 Potsdam')).waitFor();
  // Deleting asks first; the dialog closes by its own button and gives focus back to the address's Delete.
  const deleteAddress = page.getByRole('button', { name: 'Delete address Erste Str. 1, Berlin' });
  await deleteAddress.click();
  const ask = page.getByRole('dialog', { name: 'Delete the address Erste Str. 1, Berlin?' });
  await ask.getByRole('button', { name: 'Close' }).click();
  await ask.waitFor({ state: 'detached' });
  await waitUntil(
    "focus back on the address's Delete",
    async () =>
      (await page.evaluate<string | null>(`document.activeElement?.getAttribute('aria-label') ?? null`)) ===
      'Delete address Erste Str. 1, Berlin',
  );
  await deleteAddress.click();
  await assertAccessible(page, 'delete address dialog');
  await screenshot(page, 'customer-address-delete');
  await ask.getByRole('button', { name: 'Delete the address' }).click();
  // The closing dialog's heading names the address too: wait for it to go before the address row.
  await ask.waitFor({ state: 'detached' });
  await deleteAddress.waitFor({ state: 'detached' });
  const stored = (await admin.get(`/api2/admin/customers/${registered.id}`)).json.addresses;
  assert.deepEqual(
    stored.map((a: { street: string; city: string; isDefault: boolean }) => [a.street, a.city, a.isDefault]),
    [['Zweite Str. 2', 'Potsdam', true]],
  );

  // Edit while the shop answers 503: a notice with a retry, and what was typed is still there.
  await page.getByRole('button', { name: 'Edit customer' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit customer' });
  await edit.getByLabel('Last name').fill('Renamed');
  await page.route('**/api2/admin/customers/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          headers: { 'retry-after': '1' },
          body: JSON.stringify({ error: 'Service unavailable', code: 'SERVICE_UNAVAILABLE' }),
        })
      : route.fallback(),
  );
  await edit.getByRole('button', { name: 'Save' }).click();
  await edit.getByRole('alert').filter({ hasText: 'could not be reached or is busy' }).waitFor();
  assert.equal(await edit.getByLabel('Last name').inputValue(), 'Renamed');
  await page.unroute('**/api2/admin/customers/*');
  await edit.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('heading', { name: 'Rita Renamed' }).waitFor();
  assert.equal((await admin.get(`/api2/admin/customers/${registered.id}`)).json.lastName, 'Renamed');

  // The customer's change log shows the edit field by field.
  await page.getByRole('rowheader', { name: 'Last name' }).first().waitFor();
  await assertAccessible(page, 'customer');
  await screenshot(page, 'customer');

  // Deletion says what it does before it happens.
  await page.getByRole('button', { name: 'Delete customer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Rita Renamed?' });
  await confirm.getByText(/The account and its 1 address are deleted.*orders? stays?/).waitFor();
  await assertAccessible(page, 'delete customer');
  await confirm.getByRole('button', { name: 'Delete the customer' }).click();
  await page.getByRole('heading', { name: 'Customers' }).waitFor();
  // The list's own request answered before the session ends, so only the next screen meets it.
  await list.getByRole('link', { name: 'Gustav Guestmann' }).waitFor();
  assert.equal((await admin.get(`/api2/admin/customers/${registered.id}`)).status, 404);
  // The session ends (both cookies gone): the next screen asks to sign in and then shows the screen the sign-in stood
  // for. A request of the open screen (the live stream, a refetch) may meet the ended session first: then the sign-in
  // is there already and the Orders link may be gone before it is clicked. Either way the sign-in leads to the screen
  // it stood for.
  await page.context().clearCookies();
  const ordersLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' });
  const ended = page.getByText('Your session ended');
  await ordersLink.or(ended).first().waitFor();
  if (!(await ended.isVisible())) await ordersLink.click({ timeout: 5_000 }).catch(() => undefined);
  await ended.waitFor();
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  const shown = page.getByRole('heading', { name: /^(Orders|Customers)$/ });
  await shown.waitFor();
  assert.equal(
    new URL(page.url()).pathname,
    (await shown.textContent()) === 'Orders' ? '/admin/orders' : '/admin/customers',
    'the screen the sign-in stood for, at its own address',
  );
  assertNoPageProblems(page);

  // A German browser gets the German dashboard.
  const german = await newPage(browser, { locale: 'de-DE' });
  await german.goto('/admin/');
  await german.getByRole('heading', { name: 'Bei der Shop-Verwaltung anmelden' }).waitFor();
  await german.getByLabel('E-Mail').fill(ADMIN_EMAIL);
  await german.getByLabel('Passwort').fill(ADMIN_PASSWORD);
  await german.getByRole('button', { name: 'Anmelden' }).click();
  await german.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Kunden' }).click();
  await german.getByRole('table', { name: 'Kunden' }).getByRole('link', { name: 'Gustav Guestmann' }).waitFor();
  await assertAccessible(german, 'customers, German');

  // Phone width, dark: the customers list and a customer.
  const phone = await signedInPage(browser, '/admin/customers', {
    viewport: { width: 390, height: 844 },
    colorScheme: 'dark',
  });
  await phone.getByRole('link', { name: 'Gustav Guestmann' }).waitFor();
  assert.ok(
    (await phone.evaluate<number>('document.documentElement.scrollWidth')) <= 391,
    'the customers screen fits 390 px',
  );
  await assertAccessible(phone, 'customers, phone, dark');
  await screenshot(phone, 'customers-phone-dark');
  await phone.getByRole('link', { name: 'Gustav Guestmann' }).click();
  await phone.getByRole('heading', { name: 'Gustav Guestmann' }).waitFor();
  assert.ok(
    (await phone.evaluate<number>('document.documentElement.scrollWidth')) <= 391,
    'the customer screen fits 390 px',
  );
  await assertAccessible(phone, 'customer, phone, dark');
  await screenshot(phone, 'customer-phone-dark');

  // A support person: reads orders and customers, changes nothing, has no change log.
  const support = await signedInPage(browser, '/admin/', { email: supportEmail, password: 'Support-Password-1' });
  const nav = support.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Orders' }).waitFor();
  assert.equal(await nav.getByRole('link', { name: 'Change log' }).count(), 0);
  await support.goto(`/admin/orders/${guestOrder.id}`);
  await support.getByRole('heading', { name: `Order #${guestOrder.orderNumber}` }).waitFor();
  assert.equal(await support.getByRole('button', { name: /Mark as|Cancel order/ }).count(), 0);
  assert.equal(await support.getByRole('checkbox').count(), 0);
  await support.goto('/admin/orders');
  await support.getByRole('link', { name: `#${guestOrder.orderNumber}` }).waitFor();
  // The status filter's choices are checkboxes too; the rows and the header have none.
  assert.equal(
    await support.getByRole('table').getByRole('checkbox').count(),
    0,
    'no bulk selection without orders.write',
  );
  await support.goto('/admin/change-log');
  await support.getByRole('alert').filter({ hasText: 'Your role may not see or do this.' }).waitFor();
  await assertAccessible(support, 'change log, support');
  await screenshot(support, 'forbidden');
  assertNoPageProblems(support);
});
