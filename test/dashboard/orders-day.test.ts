// A day of order work in the dashboard (issue 33): bulk moves confirmed with a reason, their results kept until
// dismissed, the selection bar over the rows, "selected on other pages", "select all matching" through the API's
// filter, and dialogs that close by a visible button and give focus back.
// npm test: SQLite run only (browser tests: the pages are the same whichever engine serves them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, baseUrlOf, buildTestApp } from '../helpers/app.js';
import { adminSession, Client } from '../helpers/client.js';
import { insertProduct, ORDER_ENV, placeOrder, type PlacedOrder } from '../helpers/orders.js';
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

/** The text of the focused element's accessible name source (its text or aria-label). */
async function focused(page: Page): Promise<string> {
  const el = page.locator(':focus');
  return (await el.getAttribute('aria-label')) ?? (await el.innerText());
}

test('orders: bulk cancel with a reason across pages, results kept, select all matching, bar over the rows', async (t) => {
  const ctx = await buildTestApp(t, { env: { ...ORDER_ENV, DASHBOARD_DIR } });
  if (!canRunBrowser(t, ctx.engine)) return;
  const { app, services } = ctx;
  const product = await insertProduct(services, { price: 12.5, stock: 500 });
  const orders: PlacedOrder[] = [];
  // A shopper per order: checkout is rate-limited per address.
  for (let i = 0; i < 55; i++) orders.push(await placeOrder(new Client(app), product));
  const admin = await adminSession(app);
  // The oldest order is refunded: cancelling it is refused.
  const refunded = orders[0]!;
  assert.equal((await admin.patch(`/api2/admin/orders/${refunded.id}`, { status: 'paid' })).status, 200);
  const r = await admin.patch(`/api2/admin/orders/${refunded.id}`, { status: 'refunded', note: 'Paid twice' });
  assert.equal(r.status, 200);
  const newest = orders[54]!;
  const second = orders[53]!;

  const browser = await launch(t, baseUrlOf(app));
  const page = await signedInPage(browser, '/admin/orders');
  const table = page.getByRole('table', { name: 'Orders' });
  await table.getByRole('link', { name: `#${newest.orderNumber}`, exact: true }).waitFor();

  // Selecting shows the bar without moving any row: the one under the pointer stays where it was.
  const row = table.getByRole('row', { name: new RegExp(`#${second.orderNumber}`) });
  const before = await row.boundingBox();
  await page.getByRole('checkbox', { name: `Select order #${newest.orderNumber}` }).check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await bar.getByText('1 order selected').waitFor();
  assert.deepEqual(await row.boundingBox(), before);
  await screenshot(page, 'orders-bulk-bar');

  // Page 2 holds the oldest orders: what is selected on page 1 is said there.
  await page.getByRole('button', { name: 'Next page' }).click();
  await page.getByRole('checkbox', { name: `Select order #${refunded.orderNumber}` }).check();
  await bar.getByText('2 orders selected').waitFor();
  await bar.getByText('1 selected on other pages').waitFor();
  await page.getByRole('button', { name: 'Previous page' }).click();
  await page.getByRole('checkbox', { name: `Select order #${second.orderNumber}` }).check();
  await bar.getByText('3 orders selected').waitFor();
  await bar.getByText('1 selected on other pages').waitFor();

  // Cancelling asks first, with a reason; the dialog closes by its visible button and gives focus back.
  await bar.getByLabel('Move to status').selectOption('cancelled');
  const move = bar.getByRole('button', { name: 'Move selected' });
  assert.match((await move.getAttribute('class')) ?? '', /bg-red-700/);
  await move.click();
  const confirm = page.getByRole('dialog', { name: 'Cancel 3 orders?' });
  await confirm.getByRole('button', { name: 'Close' }).click();
  await confirm.waitFor({ state: 'detached' });
  assert.equal(await focused(page), 'Move selected');
  assert.equal((await admin.get(`/api2/admin/orders/${newest.id}`)).json.status, 'pending');
  await move.click();
  await confirm.getByRole('button', { name: 'Cancel the orders' }).click();
  await confirm.getByText('Give a reason.').waitFor();
  await confirm.getByLabel('Reason (goes into each order’s history)').fill('Supplier cannot deliver');
  await assertAccessible(page, 'bulk cancel dialog');
  await screenshot(page, 'orders-bulk-confirm');
  await confirm.getByRole('button', { name: 'Cancel the orders' }).click();

  // The results per order stay until dismissed: done, and refused with the reason.
  const results = page.getByRole('region', { name: 'Results per order' });
  await results.getByText('2 done, 1 refused').waitFor();
  await results
    .getByRole('row', { name: new RegExp(`#${refunded.orderNumber}.*Not possible from “Refunded”`) })
    .waitFor();
  await results.getByRole('row', { name: new RegExp(`#${newest.orderNumber}\\s*Done`) }).waitFor();
  assert.equal(await bar.count(), 0);
  for (const o of [newest, second]) {
    const detail = (await admin.get(`/api2/admin/orders/${o.id}`)).json;
    assert.equal(detail.status, 'cancelled');
    assert.deepEqual(
      detail.statusHistory
        .filter((h: { toStatus: string }) => h.toStatus === 'cancelled')
        .map((h: { note: string }) => h.note),
      ['Supplier cannot deliver'],
    );
  }

  // The pending orders: 52, over two pages. "Select all 52 matching" acts on the filter, not on this page's 50.
  await page.getByRole('group', { name: 'Status' }).getByRole('checkbox', { name: 'Pending', exact: true }).check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.getByText('52 orders', { exact: true }).waitFor();
  // The earlier results are still there after the moved rows left the list.
  await results.getByText('2 done, 1 refused').waitFor();
  await results.getByRole('button', { name: 'Dismiss results' }).click();
  await results.waitFor({ state: 'detached' });
  await page.getByRole('checkbox', { name: 'Select all orders on this page' }).check();
  await bar.getByText('50 orders selected').waitFor();
  await bar.getByRole('button', { name: 'Select all 52 matching orders' }).click();
  await bar.getByText('All 52 orders matching the filter selected').waitFor();
  await assertAccessible(page, 'bulk bar, all matching');
  await screenshot(page, 'orders-bulk-matching');
  await bar.getByLabel('Move to status').selectOption('cancelled');
  await bar.getByRole('button', { name: 'Move selected' }).click();
  const all = page.getByRole('dialog', { name: 'Cancel 52 orders?' });
  await all.getByLabel('Reason (goes into each order’s history)').fill('Shop closes');
  await all.getByRole('button', { name: 'Cancel the orders' }).click();
  await results.getByText('52 done, 0 refused').waitFor();
  await page.getByText('No order matches these filters.').waitFor();
  await screenshot(page, 'orders-bulk-results');
  const left = await admin.get('/api2/admin/orders', { query: { status: 'pending' } });
  assert.equal(left.json.total, 0);
  const oldestPending = (await admin.get(`/api2/admin/orders/${orders[1]!.id}`)).json;
  assert.equal(oldestPending.statusHistory.at(-1).note, 'Shop closes');
  assertNoPageProblems(page);

  // German and dark: the bar, its confirmation and the results.
  const german = await newPage(browser, { locale: 'de-DE', colorScheme: 'dark' });
  await german.goto('/admin/orders');
  await german.getByLabel('E-Mail').fill(ADMIN_EMAIL);
  await german.getByLabel('Passwort').fill(ADMIN_PASSWORD);
  await german.getByRole('button', { name: 'Anmelden' }).click();
  await german.getByRole('checkbox', { name: `Bestellung #${newest.orderNumber} auswählen` }).check();
  const leiste = german.getByRole('region', { name: 'Sammelaktionen' });
  await leiste.getByLabel('Status setzen auf').selectOption('refunded');
  await leiste.getByRole('button', { name: 'Auswahl verschieben' }).click();
  const frage = german.getByRole('dialog', { name: '1 Bestellung als erstattet markieren?' });
  await frage.getByLabel('Grund (steht im Verlauf jeder Bestellung)').fill('Doppelt');
  await assertAccessible(german, 'bulk refund dialog, German, dark');
  await screenshot(german, 'orders-bulk-confirm-de-dark');
  await frage.getByRole('button', { name: 'Als erstattet markieren' }).click();
  await german.getByRole('region', { name: 'Ergebnis je Bestellung' }).getByText('0 erledigt, 1 abgelehnt').waitFor();
  await assertAccessible(german, 'bulk results, German, dark');
  await screenshot(german, 'orders-bulk-results-de-dark');
  assertNoPageProblems(german);
});

test('orders: tags created, renamed and deleted in the dashboard and shown in the list rows; a note on the order', async (t) => {
  const ctx = await buildTestApp(t, { env: { ...ORDER_ENV, DASHBOARD_DIR } });
  if (!canRunBrowser(t, ctx.engine)) return;
  const { app, services } = ctx;
  const product = await insertProduct(services, { price: 30, stock: 50 });
  const order = await placeOrder(new Client(app), product);
  const admin = await adminSession(app);

  const browser = await launch(t, baseUrlOf(app));
  const page = await signedInPage(browser, `/admin/orders/${order.id}`);
  await page.getByRole('heading', { name: `Order #${order.orderNumber}` }).waitFor();
  await page.getByText('No tags exist yet.').waitFor();

  // Tags: created in the dialog, then on the order.
  await page.getByRole('button', { name: 'Manage tags' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order tags' });
  for (const name of ['Gift wrap', 'Wholesale']) {
    await dialog.getByLabel('New tag').fill(name);
    await dialog.getByRole('button', { name: 'Create tag' }).click();
    await dialog.getByLabel(`Name of tag ${name}`).waitFor();
  }
  await dialog.getByLabel('New tag').fill('Wholesale');
  await dialog.getByRole('button', { name: 'Create tag' }).click();
  await dialog.getByText('A tag named Wholesale exists').waitFor();
  await assertAccessible(page, 'order tags dialog');
  await screenshot(page, 'order-tags-dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();
  assert.equal(await focused(page), 'Manage tags');
  // The order's tag boxes follow the saved order: each click saves, then shows it checked.
  for (const name of ['Gift wrap', 'Wholesale']) {
    await page.getByRole('checkbox', { name }).click();
    await page.getByRole('checkbox', { name, checked: true }).waitFor();
  }

  // A note for the history.
  await page.getByRole('button', { name: 'Add note' }).click();
  await page.getByText('Write a note first.').waitFor();
  await page.getByLabel('Note for the history').fill('Customer called: leave at the back door');
  await page.getByRole('button', { name: 'Add note' }).click();
  await page
    .getByRole('list', { name: 'History' })
    .getByRole('listitem')
    .filter({ hasText: 'Note: Customer called: leave at the back door' })
    .waitFor();
  assert.equal(await page.getByLabel('Note for the history').inputValue(), '');
  const history = (await admin.get(`/api2/admin/orders/${order.id}`)).json.statusHistory;
  assert.deepEqual(history.at(-1).note, 'Customer called: leave at the back door');
  assert.equal(history.at(-1).toStatus, 'pending');
  await screenshot(page, 'order-note');

  // The list rows show each order's tags; a rename shows there, a deletion (asked first) takes it off.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
  const row = page.getByRole('row', { name: new RegExp(`#${order.orderNumber}`) });
  await row.getByRole('list', { name: 'Tags' }).getByText('Gift wrap').waitFor();
  await row.getByRole('list', { name: 'Tags' }).getByText('Wholesale').waitFor();
  await page.getByRole('button', { name: 'Manage tags' }).click();
  await dialog.getByLabel('Name of tag Gift wrap').fill('Gift');
  await dialog.getByRole('button', { name: 'Rename' }).first().click();
  await dialog.getByLabel('Name of tag Gift').waitFor();
  await dialog.getByRole('button', { name: 'Delete tag Wholesale' }).click();
  const ask = page.getByRole('dialog', { name: 'Delete the tag Wholesale?' });
  await ask.getByRole('button', { name: 'Close' }).waitFor();
  await ask.getByRole('button', { name: 'Delete the tag' }).click();
  await dialog.getByLabel('Name of tag Wholesale').waitFor({ state: 'detached' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await row.getByRole('list', { name: 'Tags' }).getByText('Gift', { exact: true }).waitFor();
  assert.equal(await row.getByText('Wholesale').count(), 0);
  assert.deepEqual(
    (await admin.get('/api2/admin/order-tags')).json.tags.map((x: { name: string }) => x.name),
    ['Gift'],
  );
  await assertAccessible(page, 'orders with tags');
  await screenshot(page, 'orders-tags');
  assertNoPageProblems(page);

  // German, dark: the tags dialog and the note field.
  const german = await newPage(browser, { locale: 'de-DE', colorScheme: 'dark' });
  await german.goto(`/admin/orders/${order.id}`);
  await german.getByLabel('E-Mail').fill(ADMIN_EMAIL);
  await german.getByLabel('Passwort').fill(ADMIN_PASSWORD);
  await german.getByRole('button', { name: 'Anmelden' }).click();
  await german.getByRole('listitem').filter({ hasText: 'Notiz: Customer called' }).waitFor();
  await german.getByLabel('Notiz für den Verlauf').waitFor();
  await screenshot(german, 'order-note-de-dark');
  await german.getByRole('button', { name: 'Schlagwörter verwalten' }).click();
  await german
    .getByRole('dialog', { name: 'Schlagwörter für Bestellungen' })
    .getByLabel('Name des Schlagworts Gift')
    .waitFor();
  await assertAccessible(german, 'order tags dialog, German, dark');
  await screenshot(german, 'order-tags-dialog-de-dark');
  assertNoPageProblems(german);
});

test('orders: a discount line names its promotion and code as they were at checkout, in English and German', async (t) => {
  const ctx = await buildTestApp(t, { env: { ...ORDER_ENV, DASHBOARD_DIR } });
  if (!canRunBrowser(t, ctx.engine)) return;
  const { app, services } = ctx;
  const product = await insertProduct(services, { price: 40, stock: 50 });
  const sale = await services.promotions.create({ name: 'Summer sale', kind: 'percent_off_order', percent: 10 });
  await services.promotions.addCodes(sale.id, ['SUMMER'], null);
  const order = await placeOrder(new Client(app), product, { extra: { codes: ['summer'] } });
  const admin = await adminSession(app);
  assert.equal((await admin.patch(`/api2/admin/promotions/${sale.id}`, { name: 'Autumn sale' })).status, 200);

  const browser = await launch(t, baseUrlOf(app));
  const page = await signedInPage(browser, `/admin/orders/${order.id}`);
  await page.getByRole('heading', { name: `Order #${order.orderNumber}` }).waitFor();
  await page.getByText('Discount: Summer sale (SUMMER)', { exact: true }).waitFor();
  assert.equal(await page.getByText('Autumn sale').count(), 0, 'the rename did not reach the placed order');
  await screenshot(page, 'order-discount-named');
  const german = await signedInPage(browser, `/admin/orders/${order.id}`, { locale: 'de-DE' });
  await german.getByText('Rabatt: Summer sale (SUMMER)', { exact: true }).waitFor();
  await screenshot(german, 'order-discount-named-de');
});

test('destructive confirmations: deleting a category asks first, says why it is refused, closes by its button', async (t) => {
  const ctx = await buildTestApp(t, { env: { ...ORDER_ENV, DASHBOARD_DIR } });
  if (!canRunBrowser(t, ctx.engine)) return;
  const { app } = ctx;
  const admin = await adminSession(app);
  const parent = (await admin.post('/api2/admin/categories', { name: 'Outdoor' })).json;
  assert.equal((await admin.post('/api2/admin/categories', { name: 'Tents', parentId: parent.id })).status, 201);
  assert.equal((await admin.post('/api2/admin/categories', { name: 'Old stock' })).status, 201);

  const browser = await launch(t, baseUrlOf(app));
  const page = await signedInPage(browser, '/admin/categories');
  const remove = page.getByRole('button', { name: 'Delete Old stock' });
  await remove.click();
  const ask = page.getByRole('dialog', { name: 'Delete the category Old stock?' });
  await ask.getByRole('button', { name: 'Close' }).click();
  await ask.waitFor({ state: 'detached' });
  assert.equal(await focused(page), 'Delete Old stock');
  assert.equal((await admin.get('/api2/admin/categories')).json.categories.length, 3);

  // A parent with a subcategory: the refusal is shown in the dialog, nothing is deleted.
  await page.getByRole('button', { name: 'Delete Outdoor' }).click();
  const parentAsk = page.getByRole('dialog', { name: 'Delete the category Outdoor?' });
  await parentAsk.getByRole('button', { name: 'Delete the category' }).click();
  await parentAsk.getByRole('alert').waitFor();
  await assertAccessible(page, 'category delete refused');
  await screenshot(page, 'category-delete-refused');
  await parentAsk.getByRole('button', { name: 'Keep' }).click();
  assert.equal((await admin.get('/api2/admin/categories')).json.categories.length, 3);

  await remove.click();
  await ask.getByRole('button', { name: 'Delete the category' }).click();
  // The dialog closes once the deletion is done; while it is open the page behind it has no buttons by role, so
  // waiting for the row's button alone could end before the deletion did.
  await ask.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Delete Old stock' }).waitFor({ state: 'detached' });
  assert.deepEqual(
    (await admin.get('/api2/admin/categories')).json.categories.map((c: { name: string }) => c.name).sort(),
    ['Outdoor', 'Tents'],
  );
  assertNoPageProblems(page);

  const german = await newPage(browser, { locale: 'de-DE', colorScheme: 'dark' });
  await german.goto('/admin/categories');
  await german.getByLabel('E-Mail').fill(ADMIN_EMAIL);
  await german.getByLabel('Passwort').fill(ADMIN_PASSWORD);
  await german.getByRole('button', { name: 'Anmelden' }).click();
  await german.getByRole('button', { name: 'Tents löschen' }).click();
  await german
    .getByRole('dialog', { name: 'Die Kategorie Tents löschen?' })
    .getByRole('button', { name: 'Schließen' })
    .waitFor();
  await assertAccessible(german, 'category delete, German, dark');
  await screenshot(german, 'category-delete-de-dark');
});
