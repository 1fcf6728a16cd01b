// The dashboard's order work in a real browser: sign-in with the way back, the list's filters in the URL, the
// order screen's status moves, cancel, refund with a reason, tags, returns, the change log, the command palette, phone width and dark mode.
// npm test: SQLite run only (browser tests: the pages are the same whichever engine serves them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN_EMAIL, ADMIN_PASSWORD, baseUrlOf, buildTestApp } from '../helpers/app.js';
import { adminSession, Client } from '../helpers/client.js';
import { mailsTo } from '../helpers/mail.js';
import { insertProduct, ORDER_ENV, paymentBody, paymentCallback, placeOrder } from '../helpers/orders.js';
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

test('orders: sign in to a deep link, filter in the URL, move and cancel orders, returns, change log, palette', async (t) => {
  const ctx = await buildTestApp(t, { env: { ...ORDER_ENV, DASHBOARD_DIR } });
  if (!canRunBrowser(t, ctx.engine)) return;
  const { app, services } = ctx;
  const shopper = new Client(app);
  const product = await insertProduct(services, { price: 24.9, stock: 50 });
  const orders = [];
  for (const [i, name] of ['Anna', 'Bernd', 'Clara', 'Maximilian-Alexander von Hohenzollern-Sigmaringen'].entries()) {
    orders.push(
      await placeOrder(shopper, product, { quantity: i + 1, extra: { firstName: name, lastName: `Tester${i}` } }),
    );
  }
  const [paid, other, toCancel] = orders as [(typeof orders)[number], (typeof orders)[number], (typeof orders)[number]];
  assert.equal((await paymentCallback(shopper, paymentBody(paid))).status, 200);
  const admin = await adminSession(app);
  assert.equal((await admin.post('/api2/admin/order-tags', { name: 'VIP' })).status, 201);

  const browser = await launch(t, baseUrlOf(app));
  const page = await newPage(browser);

  // A deep link without a session: the login, then the page asked for.
  await page.goto(`/admin/orders/${paid.id}`);
  await page.getByRole('heading', { name: 'Sign in to the shop admin' }).waitFor();
  assert.equal(await page.getByText('Your session ended').count(), 0, 'a first visit is not an ended session');
  await assertAccessible(page, 'login');
  await screenshot(page, 'login');
  await page.getByLabel('Password').fill('wrong-password-1');
  await page.getByLabel('E-mail').fill(ADMIN_EMAIL);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('E-mail or password is wrong.').waitFor();
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.getByRole('heading', { name: `Order #${paid.orderNumber}` }).waitFor();
  assert.equal(new URL(page.url()).pathname, `/admin/orders/${paid.id}`);

  // The navigation is a landmark whose links are the screens' names.
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'Orders', 'Returns', 'Customers', 'Change log'])
    await nav.getByRole('link', { name }).waitFor();

  // The order: only the moves the state machine allows from paid.
  await page.getByRole('button', { name: 'Mark as Processing' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Mark as Shipped' }).count(), 0);
  await assertAccessible(page, 'order');
  await screenshot(page, 'order');
  await page.getByRole('button', { name: 'Mark as Processing' }).click();
  // Shipping in one step: carrier, tracking, and the shipping mail to the customer.
  await page.getByRole('button', { name: 'Ship', exact: true }).click();
  const ship = page.getByRole('dialog', { name: `Ship order #${paid.orderNumber}` });
  await ship.getByLabel('Carrier').fill('DHL');
  await ship.getByLabel('Tracking number').fill('JJD0001');
  await ship.getByLabel('Tracking link').fill('https://track.example/JJD0001');
  assert.equal(await ship.getByLabel('Tell the customer by e-mail').isChecked(), true);
  await assertAccessible(page, 'ship dialog');
  await screenshot(page, 'order-ship');
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await page.getByRole('button', { name: 'Mark as Delivered' }).waitFor();
  const shipped = (await admin.get(`/api2/admin/orders/${paid.id}`)).json;
  assert.deepEqual(
    [shipped.status, shipped.trackingNumber, shipped.statusHistory.at(-1).note],
    ['shipped', 'JJD0001', 'Shipped with DHL'],
  );
  const shippingMail = mailsTo(ctx.dataDir, paid.customerEmail).find((m) => /is on its way/.test(m.subject));
  assert.match(shippingMail?.text ?? '', /Tracking number: JJD0001/);
  await page.getByRole('checkbox', { name: 'VIP' }).click();
  await page.getByText('Tags saved', { exact: true }).waitFor();
  assert.deepEqual(
    (await admin.get(`/api2/admin/orders/${paid.id}`)).json.tags.map((x: { name: string }) => x.name),
    ['VIP'],
  );

  // A return from the order: request, approve, receive, refund.
  await page.getByRole('button', { name: 'Request a return' }).click();
  await page.getByLabel(`Quantity of ${product.name} to return (up to 1)`).fill('1');
  await page.getByLabel('Reason').fill('Too small');
  await page.getByRole('button', { name: 'Request return' }).click();
  await page.getByRole('cell', { name: 'Too small' }).waitFor();
  const returnId = (await admin.get('/api2/admin/returns', { query: { orderId: paid.id } })).json.returns[0].id;
  await page.getByRole('button', { name: `Approve return R-${returnId}` }).click();
  await page.getByRole('button', { name: `Mark return R-${returnId} received` }).click();
  // Refunding asks first, for the amount: at most the returned item's value, which it starts at.
  await page.getByRole('button', { name: `Refund return R-${returnId}` }).click();
  const refundReturn = page.getByRole('dialog', { name: `Refund return R-${returnId}?` });
  const amount = refundReturn.getByLabel('Amount to refund (EUR)');
  assert.equal(await amount.inputValue(), '24.90');
  await amount.fill('30');
  await refundReturn.getByRole('button', { name: 'Refund', exact: true }).click();
  await refundReturn.getByText('An amount from 0 to €24.90.').waitFor();
  await amount.fill('20.50');
  await assertAccessible(page, 'return refund dialog');
  await screenshot(page, 'return-refund');
  await refundReturn.getByRole('button', { name: 'Refund', exact: true }).click();
  await page.getByRole('cell', { name: 'Refunded' }).waitFor();
  await page.getByRole('cell', { name: '€20.50' }).waitFor();
  await page
    .getByRole('listitem')
    .filter({ hasText: `Note: Return R-${returnId} refunded: 20.50 EUR` })
    .waitFor();
  const refundedReturn = (await admin.get(`/api2/admin/returns/${returnId}`)).json;
  assert.deepEqual([refundedReturn.status, refundedReturn.refundedAmount], ['refunded', 20.5]);

  // The returns list, filtered by status in the URL.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Returns' }).click();
  await page.getByRole('link', { name: `#${paid.orderNumber}` }).waitFor();
  await page.getByLabel('Status').selectOption('requested');
  await page.getByText('No returns.').waitFor();
  assert.match(page.url(), /status=requested/);
  await page.getByLabel('Status').selectOption('refunded');
  await page.getByRole('cell', { name: 'Too small' }).waitFor();
  await assertAccessible(page, 'returns');
  await screenshot(page, 'returns');
  await page.goto(`/admin/orders/${paid.id}`);

  // The order's change log lists the moves made here, by this admin.
  await page.getByRole('heading', { name: 'Change log' }).waitFor();
  await page
    .getByText(/Order #\d+ · status changed/)
    .first()
    .waitFor();

  // The list: the filter goes into the URL, a reload keeps it, Back returns to the unfiltered view.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
  await page.getByRole('link', { name: `#${toCancel.orderNumber}`, exact: true }).waitFor();
  assert.equal(await page.getByRole('table', { name: 'Orders' }).getByRole('row').count(), 5);
  await assertAccessible(page, 'orders');
  await screenshot(page, 'orders', { forDocs: true });
  await page.keyboard.press('/');
  await page.getByLabel('Search orders').fill(other.customerEmail);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.waitForURL(/search=/);
  await page.getByText('1 order', { exact: true }).waitFor();
  await page.reload();
  await page.getByText('1 order', { exact: true }).waitFor();
  assert.equal(await page.getByLabel('Search orders').inputValue(), other.customerEmail);
  await page.goBack();
  await page.getByText('4 orders', { exact: true }).waitFor();
  await page.getByRole('group', { name: 'Status' }).getByRole('checkbox', { name: 'Shipped', exact: true }).check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.getByText('1 order', { exact: true }).waitFor();
  // The router writes the list of statuses as JSON; a hand-written `?status=shipped` link reads the same.
  assert.deepEqual(JSON.parse(new URL(page.url()).searchParams.get('status') ?? 'null'), ['shipped']);
  // The export is exactly this view: its header and the one shipped order.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = (await new Response((await download.createReadStream()) as unknown as ReadableStream).text())
    .trim()
    .split('\n');
  assert.equal(csv.length, 2, csv.join('\n'));
  assert.match(csv[1]!, new RegExp(String(paid.orderNumber)));
  // Saved on the server, pinned in the sidebar with its live count.
  await page.getByRole('button', { name: 'Save view' }).click();
  const save = page.getByRole('dialog', { name: 'Save view' });
  await save.getByLabel('Name').fill('Ready to ship');
  await save.getByRole('button', { name: 'Save' }).click();
  await nav.getByRole('link', { name: 'Ready to ship: 1 order' }).waitFor();
  const stored = (await admin.get('/api2/admin/saved-views')).json.views;
  assert.deepEqual(
    stored.map((v: { name: string; filter: unknown; pinned: boolean }) => [v.name, v.filter, v.pinned]),
    [['Ready to ship', { status: ['shipped'], sortBy: 'createdAt', sortOrder: 'desc' }, true]],
  );
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await page.getByText('4 orders', { exact: true }).waitFor();
  await nav.getByRole('link', { name: 'Ready to ship: 1 order' }).click();
  await page.getByText('1 order', { exact: true }).waitFor();
  // The router writes the list of statuses as JSON; a hand-written `?status=shipped` link reads the same.
  assert.deepEqual(JSON.parse(new URL(page.url()).searchParams.get('status') ?? 'null'), ['shipped']);
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await page.getByText('4 orders', { exact: true }).waitFor();

  // A hand-edited link: what is valid of it applies, the rest is dropped, the list still loads.
  await page.goto('/admin/orders?status=bogus&page=-3&minAmount=abc&sortBy=evil&paymentMethod=card');
  await page.getByText('4 orders', { exact: true }).waitFor();
  assert.equal(await page.getByRole('alert').count(), 0);
  assert.equal(await page.getByLabel('Payment method').inputValue(), 'card');

  // The sort header (one component with the products list's): the newest first by default, a column ascending
  // first, then the other way; the arrow is not part of the link's name (the header's aria-sort says it).
  const ordersTable = page.getByRole('table', { name: 'Orders' });
  await ordersTable.locator('th[aria-sort="descending"]', { hasText: 'Date' }).waitFor();
  await ordersTable.getByRole('link', { name: 'Total', exact: true }).click();
  await page.waitForURL(/sortBy=totalAmount&sortOrder=asc/);
  await ordersTable.locator('th[aria-sort="ascending"]', { hasText: 'Total' }).waitFor();
  await ordersTable.getByRole('link', { name: 'Total', exact: true }).click();
  await page.waitForURL(/sortBy=totalAmount&sortOrder=desc/);
  await ordersTable.locator('th[aria-sort="descending"]', { hasText: 'Total' }).waitFor();

  // Bulk: move two orders to paid; each answers for itself.
  await page.getByRole('checkbox', { name: `Select order #${other.orderNumber}` }).check();
  await page.getByRole('checkbox', { name: `Select order #${paid.orderNumber}` }).check();
  await page.getByLabel('Move to status').selectOption('paid');
  await page.getByRole('button', { name: 'Move selected' }).click();
  const results = page.getByRole('region', { name: 'Results per order' });
  await results.getByRole('cell', { name: 'Done' }).waitFor();
  await results.getByRole('cell', { name: 'Not possible from “Shipped”.' }).waitFor();
  await assertAccessible(page, 'bulk results');
  await results.getByRole('button', { name: 'Dismiss results' }).click();
  assert.equal((await admin.get(`/api2/admin/orders/${other.id}`)).json.status, 'paid');

  // Cancel with a reason, from the order opened by keyboard from the list.
  await page.getByRole('row', { name: new RegExp(`#${toCancel.orderNumber}`) }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order #${toCancel.orderNumber}?` });
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await dialog.getByText('Give a reason.').waitFor();
  await dialog.getByLabel('Reason').fill('Customer asked by phone');
  assert.equal(await dialog.getByLabel('Tell the customer by e-mail').isChecked(), true);
  await dialog.getByRole('button', { name: 'Cancel the order' }).dblclick();
  await page.getByText('This order is closed: no further status moves.').waitFor();
  assert.equal(
    mailsTo(ctx.dataDir, toCancel.customerEmail).filter((m) => m.subject.includes('cancelled')).length,
    1,
    'one cancellation mail',
  );
  const history = (await admin.get(`/api2/admin/orders/${toCancel.id}`)).json.statusHistory;
  assert.equal(history.filter((h: { toStatus: string }) => h.toStatus === 'cancelled').length, 1);

  // The palette: Ctrl+K, an order number, Enter.
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox').fill(String(other.orderNumber));
  await page.getByRole('option', { name: new RegExp(`Order #${other.orderNumber}`) }).click();
  await page.getByRole('heading', { name: `Order #${other.orderNumber}` }).waitFor();

  // Refund: a danger button beside the primary moves, asked for with a reason that lands in the order's history.
  const refund = page.getByRole('button', { name: 'Mark as Refunded' });
  assert.match((await refund.getAttribute('class')) ?? '', /bg-red-700/);
  assert.doesNotMatch(
    (await page.getByRole('button', { name: 'Mark as Processing' }).getAttribute('class')) ?? '',
    /bg-red-700/,
  );
  await refund.click();
  const refundDialog = page.getByRole('dialog', { name: `Mark order #${other.orderNumber} as refunded?` });
  await refundDialog.getByRole('button', { name: 'Mark as refunded' }).click();
  await refundDialog.getByText('Give a reason.').waitFor();
  assert.equal((await admin.get(`/api2/admin/orders/${other.id}`)).json.status, 'paid');
  await refundDialog.getByLabel('Reason for the refund').fill('Item arrived broken');
  await assertAccessible(page, 'refund dialog');
  await screenshot(page, 'order-refund');
  await refundDialog.getByRole('button', { name: 'Mark as refunded' }).click();
  await page.getByText('This order is closed: no further status moves.').waitFor();
  await page
    .getByRole('listitem')
    .filter({ hasText: /→ Refunded.*Item arrived broken/ })
    .waitFor();
  const refunded = (await admin.get(`/api2/admin/orders/${other.id}`)).json.statusHistory.filter(
    (h: { toStatus: string }) => h.toStatus === 'refunded',
  );
  assert.deepEqual(
    refunded.map((h: { note: string | null }) => h.note),
    ['Item arrived broken'],
  );

  // A new order appears on the open list by itself (the server's event stream), with a notice.
  await nav.getByRole('link', { name: 'Orders' }).click();
  await page.getByText('4 orders', { exact: true }).waitFor();
  const late = await placeOrder(shopper, product, { extra: { firstName: 'Lena', lastName: 'Late' } });
  await page.getByRole('link', { name: `#${late.orderNumber}`, exact: true }).waitFor();
  await page.getByText('5 orders', { exact: true }).waitFor();
  await page.getByText('1 new order', { exact: true }).waitFor();

  // The change-log screen filters the whole shop's log.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Change log' }).click();
  await page.getByLabel('Kind of record').fill('order');
  await page.getByLabel('Record id').fill(String(toCancel.id));
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.getByText(`Order #${toCancel.orderNumber} · status changed`).first().waitFor();
  await page.getByRole('cell', { name: 'Customer asked by phone' }).waitFor();
  await assertAccessible(page, 'change log');
  await screenshot(page, 'change-log');

  // Home: counts per status, newest orders.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('heading', { name: 'Newest orders' }).waitFor();
  await page.getByRole('link', { name: `#${toCancel.orderNumber}` }).waitFor();
  // Today's cancelled orders with their revenue, summed by the server.
  await page
    .getByRole('link', { name: /Cancelled\s*\d+\s*€\d+\.\d\d/ })
    .first()
    .waitFor();
  await assertAccessible(page, 'home');
  await screenshot(page, 'home');
  assertNoPageProblems(page);

  // Phone width and dark mode.
  const phone = await signedInPage(browser, '/admin/login', {
    viewport: { width: 390, height: 844 },
    colorScheme: 'dark',
  });
  await phone.getByRole('heading', { name: 'Home' }).waitFor();
  await phone.goto('/admin/orders');
  await phone.getByRole('link', { name: `#${toCancel.orderNumber}`, exact: true }).waitFor();
  assert.ok(
    (await phone.evaluate<number>('document.documentElement.scrollWidth')) <= 391,
    'the orders screen fits 390 px',
  );
  await assertAccessible(phone, 'orders, phone, dark');
  await screenshot(phone, 'orders-phone-dark');
  await phone.goto(`/admin/orders/${paid.id}`);
  await phone.getByRole('heading', { name: `Order #${paid.orderNumber}` }).waitFor();
  await phone.getByRole('heading', { name: 'Change log' }).waitFor();
  assert.ok(
    (await phone.evaluate<number>('document.documentElement.scrollWidth')) <= 391,
    'the order screen fits 390 px',
  );
  await assertAccessible(phone, 'order, phone, dark');
  await screenshot(phone, 'order-phone-dark');
  assertNoPageProblems(phone);
});
