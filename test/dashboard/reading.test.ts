// Reading what happened, in a real browser: the change log, an order's history and a product's versions name people,
// orders and products (linked), show money and dates in the staff's language and field labels instead of column
// names; a return's events read in its order's log. English and German, light and dark.
// npm test: SQLite run only (browser tests: the pages are the same whichever engine serves them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN_EMAIL, ADMIN_PASSWORD, baseUrlOf, buildTestApp } from '../helpers/app.js';
import { adminSession, Client } from '../helpers/client.js';
import { insertProduct, ORDER_ENV, placeOrder } from '../helpers/orders.js';
import type { Page } from 'playwright-core';
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
} from './browser.js';

/** A card of a screen: the section its heading names. */
const card = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('history people can read: names, linked order numbers and product names, formatted money and dates, field labels, returns in the order log', async (t) => {
  const ctx = await buildTestApp(t, { env: { ...ORDER_ENV, DASHBOARD_DIR } });
  if (!canRunBrowser(t, ctx.engine)) return;
  const { app, services } = ctx;
  const root = await adminSession(app);
  const made = await root.post('/api2/admin/users', {
    email: 'erika@example.com',
    password: 'Erika-Password-123',
    name: 'Erika Muster',
    role: 'admin',
  });
  assert.equal(made.status, 201, made.body);
  const erika = await adminSession(app, 'erika@example.com', 'Erika-Password-123');
  const product = await insertProduct(services, { price: 24.9, stock: 50 });
  assert.equal(
    (await erika.patch(`/api2/admin/products/${product.id}`, { name: 'Desk lamp', price: 1234.5 })).status,
    200,
  );
  const order = await placeOrder(new Client(app), product, { extra: { paymentMethod: 'bank_transfer' } });
  for (const status of ['paid', 'processing', 'shipped'])
    assert.equal((await erika.patch(`/api2/admin/orders/${order.id}`, { status })).status, 200);
  const detail = (await root.get(`/api2/admin/orders/${order.id}`)).json;
  const returned = await erika.post('/api2/admin/returns', {
    orderId: order.id,
    reason: 'Too bright',
    items: [{ orderItemId: detail.items[0].id, quantity: 1 }],
  });
  assert.equal(returned.status, 201, returned.body);

  const browser = await launch(t, baseUrlOf(app));
  const page = await signedInPage(browser, `/admin/orders/${order.id}`);
  await page.getByRole('heading', { name: `Order #${order.orderNumber}` }).waitFor();

  // The status card: who moved the order, by name; the payment method in words.
  const statusCard = card(page, 'Status');
  await statusCard.getByText('(Erika Muster)').first().waitFor();
  assert.equal(await page.getByText(/admin:\d+/).count(), 0, 'no actor ids');
  await page.getByRole('definition').filter({ hasText: 'Bank transfer' }).waitFor();
  assert.equal(await page.getByText('bank_transfer').count(), 0);

  // The order's change log: the order by number, the person by name, the return's request among the entries.
  const log = card(page, 'Change log');
  await log.getByText(`Order #${order.orderNumber} · status changed`).first().waitFor();
  await log.getByText('by Erika Muster').first().waitFor();
  await log.getByText(`Return #${returned.json.id} · created`).waitFor();
  await log.getByRole('rowheader', { name: 'Status' }).first().waitFor();
  await log.getByRole('cell', { name: 'Shipped' }).first().waitFor();
  await log.getByRole('cell', { name: String(order.orderNumber), exact: true }).waitFor();
  await assertAccessible(page, 'order history');
  await screenshot(page, 'reading-order');

  // The whole log: the product by name, linked; the price as money, not priceCents; the date in words.
  await page.goto(`/admin/change-log?entityType=product&entityId=${product.id}`);
  const entry = page.getByRole('listitem').filter({ hasText: 'Product Desk lamp · changed' });
  await entry.getByText('by Erika Muster').waitFor();
  await entry.getByRole('rowheader', { name: 'Price' }).waitFor();
  await entry.getByRole('cell', { name: '€24.90' }).waitFor();
  await entry.getByRole('cell', { name: '€1,234.50' }).waitFor();
  assert.equal(await page.getByText('priceCents').count(), 0);
  assert.equal(await page.getByText(/\d{4}-\d{2}-\d{2}T/).count(), 0, 'no ISO timestamps');
  await assertAccessible(page, 'change log');
  await screenshot(page, 'reading-change-log');
  await entry.getByRole('link', { name: 'Product Desk lamp' }).click();
  await page.getByRole('heading', { name: 'Desk lamp' }).first().waitFor();
  assert.equal(new URL(page.url()).pathname, `/admin/products/${product.id}`);

  // The product's versions: who changed it by name; the comparison labels fields and shows money.
  const versions = card(page, 'Versions');
  await versions.getByRole('cell', { name: 'Erika Muster' }).first().waitFor();
  await screenshot(page, 'reading-versions');
  assertNoPageProblems(page);

  // German and dark: the same log in the staff's language.
  const de = await newPage(browser, { locale: 'de-DE', colorScheme: 'dark' });
  await de.goto(`/admin/orders/${order.id}`);
  await de.getByLabel('E-Mail').fill(ADMIN_EMAIL);
  await de.getByLabel('Passwort').fill(ADMIN_PASSWORD);
  await de.getByRole('button', { name: 'Anmelden' }).click();
  const deLog = card(de, 'Änderungsprotokoll');
  await deLog.getByText(`Bestellung #${order.orderNumber} · Status geändert`).first().waitFor();
  await deLog.getByText('von Erika Muster').first().waitFor();
  await de.getByRole('definition').filter({ hasText: 'Überweisung' }).waitFor();
  await de.goto(`/admin/change-log?entityType=product&entityId=${product.id}`);
  await de.getByRole('rowheader', { name: 'Preis' }).waitFor();
  await de.getByRole('cell', { name: '1.234,50 €' }).waitFor();
  await assertAccessible(de, 'change log, German, dark');
  await screenshot(de, 'reading-change-log-de-dark');
  assertNoPageProblems(de);
});

test('words and ends: an unknown address inside the shell, no "session ended" on a first visit, Cancelled and Refunded told apart, the role in words; axe on the page editor', async (t) => {
  const ctx = await buildTestApp(t, { env: { ...ORDER_ENV, DASHBOARD_DIR } });
  if (!canRunBrowser(t, ctx.engine)) return;
  const { app, services } = ctx;
  const shopper = new Client(app);
  const product = await insertProduct(services, { stock: 10 });
  const cancelled = await placeOrder(shopper, product);
  const refunded = await placeOrder(shopper, product);
  const admin = await adminSession(app);
  assert.equal((await admin.post(`/api2/admin/orders/${cancelled.id}/cancel`, { reason: 'asked' })).status, 200);
  for (const status of ['paid', 'refunded'])
    assert.equal((await admin.patch(`/api2/admin/orders/${refunded.id}`, { status })).status, 200);

  const browser = await launch(t, baseUrlOf(app));
  const page = await newPage(browser);
  await page.goto('/admin/no-such-screen');
  await page.getByRole('heading', { name: 'Sign in to the shop admin' }).waitFor();
  assert.equal(await page.getByText('Your session ended').count(), 0, 'a first visit is not an ended session');
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).waitFor();
  await page.getByText('Super admin', { exact: true }).waitFor();
  assert.equal(await page.getByText('super_admin').count(), 0);
  await assertAccessible(page, 'not found');
  await screenshot(page, 'reading-not-found');
  await page.getByRole('link', { name: 'Go to the home screen' }).click();
  await page.getByRole('heading', { name: 'Home' }).waitFor();

  // Cancelled and Refunded differ in colour and in the sign beside the word.
  await page.goto('/admin/orders');
  const badge = (number: number) =>
    page
      .getByRole('row')
      .filter({ hasText: `#${number}` })
      .locator('span', { hasText: /^(Cancelled|Refunded)$/ });
  const look = (number: number) =>
    badge(number).evaluate((el) => [
      el.ownerDocument.defaultView!.getComputedStyle(el).backgroundColor,
      el.querySelector('svg path')?.getAttribute('d'),
    ]);
  const [cancelledLook, refundedLook] = [await look(cancelled.orderNumber), await look(refunded.orderNumber)];
  assert.notEqual(cancelledLook[0], refundedLook[0], 'different colours');
  assert.ok(cancelledLook[1] && refundedLook[1] && cancelledLook[1] !== refundedLook[1], 'different signs');
  await screenshot(page, 'reading-ends');
  const dark = await newPage(browser, { colorScheme: 'dark', locale: 'de-DE' });
  await dark.goto('/admin/login');
  await dark.getByLabel('E-Mail').fill(ADMIN_EMAIL);
  await dark.getByLabel('Passwort').fill(ADMIN_PASSWORD);
  await dark.getByRole('button', { name: 'Anmelden' }).click();
  await dark.getByRole('heading', { name: 'Übersicht' }).waitFor();
  await dark.goto('/admin/orders');
  await dark.getByRole('cell', { name: 'Storniert' }).waitFor();
  await screenshot(dark, 'reading-ends-de-dark');
  await dark.goto('/admin/nirgendwo');
  await dark.getByRole('heading', { name: 'Seite nicht gefunden' }).waitFor();
  await screenshot(dark, 'reading-not-found-de-dark');

  // The page editor: no landmark twice under one name (axe's moderate landmark-unique too).
  await page.goto('/admin/pages/new');
  await page.getByRole('heading', { name: 'New page' }).waitFor();
  await assertAccessible(page, 'page editor', ['landmark-unique']);
  assertNoPageProblems(page);
  assertNoPageProblems(dark);
});
