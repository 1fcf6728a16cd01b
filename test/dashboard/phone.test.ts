// The dashboard on a phone (390 × 844), light and dark, English and German: orders and customers as cards with
// what a row is recognised by, the bulk checkbox still selecting; the order's status moves in a bar at the bottom
// of the screen without scrolling; every button, link and checkbox on these screens at least 24 × 24 px.
// npm test: SQLite run only (browser tests: the pages are the same whichever engine serves them).
import path from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, baseUrlOf, buildTestApp } from '../helpers/app.js';
import { Client } from '../helpers/client.js';
import { insertProduct, ORDER_ENV, paymentBody, paymentCallback, placeOrder } from '../helpers/orders.js';
import {
  assertAccessible,
  assertNoPageProblems,
  canRunBrowser,
  DASHBOARD_DIR,
  launch,
  newPage,
  screenshot,
  SCREENSHOTS,
} from './browser.js';

const WIDTH = 390;
const HEIGHT = 844;

/** The visible buttons, links and checkboxes smaller than 24 × 24 px (visually hidden ones, 1 px, are no target). */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`
    [...document.querySelectorAll('a[href], button, input[type="checkbox"], input[type="radio"], summary')]
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 1 && box.height > 1)
      .filter(({ box }) => box.width < 24 || box.height < 24)
      .map(({ el, box }) =>
        el.tagName.toLowerCase() + ' "' + (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() + '" ' +
        Math.round(box.width) + '×' + Math.round(box.height))
  `);
}

const LANGUAGES = {
  en: {
    locale: 'en-US',
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    home: 'Home',
    paid: 'Paid',
    money: /€49\.80/,
    date: /\d{1,2}\/\d{1,2}\/\d{4}|\d{4}/,
    paymentMethod: 'Payment method',
    select: (n: number) => `Select order #${n}`,
    selected: '1 order selected',
    clear: 'Clear selection',
    oneOrder: '1 order',
    order: (n: number) => `Order #${n}`,
    actions: 'Order actions',
    process: 'Mark as Processing',
    cancel: 'Cancel order',
  },
  de: {
    locale: 'de-DE',
    email: 'E-Mail',
    password: 'Passwort',
    signIn: 'Anmelden',
    home: 'Übersicht',
    paid: 'Bezahlt',
    money: /49,80\s€/,
    date: /\d{1,2}\.\d{1,2}\.\d{4}/,
    paymentMethod: 'Zahlungsart',
    select: (n: number) => `Bestellung #${n} auswählen`,
    selected: '1 Bestellung ausgewählt',
    clear: 'Auswahl aufheben',
    oneOrder: '1 Bestellung',
    order: (n: number) => `Bestellung #${n}`,
    actions: 'Aktionen zur Bestellung',
    process: 'Als In Bearbeitung markieren',
    cancel: 'Bestellung stornieren',
  },
} as const;

test('phone: orders and customers as cards, the order actions in a bar at the bottom, tap targets of 24 px', async (t) => {
  const ctx = await buildTestApp(t, { env: { ...ORDER_ENV, DASHBOARD_DIR } });
  if (!canRunBrowser(t, ctx.engine)) return;
  const { app, services } = ctx;
  const shopper = new Client(app);
  const product = await insertProduct(services, { price: 24.9, stock: 50 });
  const paid = await placeOrder(shopper, product, {
    quantity: 2,
    extra: { firstName: 'Anna', lastName: 'Phone', email: 'anna.phone@example.com' },
  });
  await placeOrder(shopper, product, { extra: { firstName: 'Bernd', lastName: 'Pocket' } });
  assert.equal((await paymentCallback(shopper, paymentBody(paid))).status, 200);
  const browser = await launch(t, baseUrlOf(app));

  for (const [lang, colorScheme] of [
    ['de', 'dark'],
    ['en', 'dark'],
    ['de', 'light'],
    ['en', 'light'],
  ] as const) {
    const w = LANGUAGES[lang];
    const shot = `phone-${colorScheme}-${lang}`;
    const phone = await newPage(browser, { viewport: { width: WIDTH, height: HEIGHT }, colorScheme, locale: w.locale });
    await phone.goto('/admin/login');
    await phone.getByLabel(w.email).fill(ADMIN_EMAIL);
    await phone.getByLabel(w.password).fill(ADMIN_PASSWORD);
    await phone.getByRole('button', { name: w.signIn }).click();
    await phone.getByRole('heading', { name: w.home }).waitFor();

    // Orders: a card per order with its status, total and date; the table's column headers are not shown.
    await phone.goto('/admin/orders');
    const card = phone.getByRole('row').filter({ has: phone.getByRole('link', { name: `#${paid.orderNumber}` }) });
    await card.waitFor();
    const text = (await card.innerText()).replace(/\s+/g, ' ');
    assert.ok(text.includes(w.paid), `the status on the card: ${text}`);
    assert.match(text, w.money, 'the total on the card');
    assert.match(text, w.date, 'the date on the card');
    assert.ok(text.includes('Anna Phone'), 'the customer on the card');
    assert.equal(await phone.getByRole('columnheader', { name: w.paymentMethod }).isVisible(), false);
    const box = (await card.boundingBox())!;
    assert.ok(box.x >= 0 && box.x + box.width <= WIDTH + 1, 'the card fits the screen');
    assert.ok(
      (await phone.evaluate<number>('document.documentElement.scrollWidth')) <= WIDTH + 1,
      'no sideways scroll',
    );
    // The card is still a link to the order and selectable for the bulk actions.
    await phone.getByRole('checkbox', { name: w.select(paid.orderNumber) }).check();
    await phone.getByText(w.selected).waitFor();
    assert.deepEqual(await smallTargets(phone), [], 'tap targets on the orders screen');
    await assertAccessible(phone, `orders, phone, ${colorScheme}, ${lang}`);
    await screenshot(phone, `${shot}-orders`);
    await phone.getByRole('button', { name: w.clear }).click();

    // Customers: name, e-mail and how many orders.
    await phone.goto('/admin/customers');
    const customer = phone.getByRole('row').filter({ has: phone.getByRole('link', { name: 'Anna Phone' }) });
    await customer.waitFor();
    const who = (await customer.innerText()).replace(/\s+/g, ' ');
    assert.ok(who.includes('anna.phone@example.com'), `the e-mail on the card: ${who}`);
    assert.ok(who.includes(w.oneOrder), `the orders count on the card: ${who}`);
    assert.ok(
      (await phone.evaluate<number>('document.documentElement.scrollWidth')) <= WIDTH + 1,
      'no sideways scroll',
    );
    assert.deepEqual(await smallTargets(phone), [], 'tap targets on the customers screen');
    await assertAccessible(phone, `customers, phone, ${colorScheme}, ${lang}`);
    await screenshot(phone, `${shot}-customers`);

    // The order: its status moves in view on arrival, without scrolling, and still after scrolling to the end.
    await phone.goto(`/admin/orders/${paid.id}`);
    await phone.getByRole('heading', { name: w.order(paid.orderNumber) }).waitFor();
    const bar = phone.getByRole('group', { name: w.actions });
    for (const name of [w.process, w.cancel]) {
      const button = bar.getByRole('button', { name });
      const b = (await button.boundingBox())!;
      assert.equal(await phone.evaluate<number>('window.scrollY'), 0);
      assert.ok(b.y >= 0 && b.y + b.height <= HEIGHT && b.x + b.width <= WIDTH, `${name} in the first screen`);
    }
    assert.deepEqual(await smallTargets(phone), [], 'tap targets on the order screen');
    await assertAccessible(phone, `order, phone, ${colorScheme}, ${lang}`);
    await phone.screenshot({ path: path.join(SCREENSHOTS, `${shot}-order-first-screen.png`) });
    await phone.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    const atEnd = (await bar.getByRole('button', { name: w.process }).boundingBox())!;
    assert.ok(atEnd.y + atEnd.height <= HEIGHT, 'the bar stays at the bottom');
    await screenshot(phone, `${shot}-order`);
    if (lang === 'en' && colorScheme === 'light') {
      // The bar's buttons act: the order moves on (the last round, so the others found it paid).
      await bar.getByRole('button', { name: w.process }).click();
      await bar.getByRole('button', { name: 'Ship' }).waitFor();
    }
    assertNoPageProblems(phone);
    await phone.context().close();
  }
});
