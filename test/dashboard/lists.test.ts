// Long lists in the dashboard (issue 33, item 13): the order list's status filter takes several statuses, the page
// size (25/50/100) is kept in the URL, the header row stays in view while a long page scrolls, and saved views are
// renamed, updated with the filter shown now and marked when shown.
// npm test: SQLite run only (browser tests: the pages are the same whichever engine serves them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN_EMAIL, ADMIN_PASSWORD, baseUrlOf, buildTestApp } from '../helpers/app.js';
import { insertOrders } from '../helpers/bulk-orders.js';
import { ORDER_ENV } from '../helpers/orders.js';
import {
  assertAccessible,
  assertNoPageProblems,
  canRunBrowser,
  DASHBOARD_DIR,
  launch,
  newPage,
  screenshot,
  signIn,
} from './browser.js';

test('orders list: several statuses, page size in the URL, sticky header, saved views renamed, updated and marked', async (t) => {
  const ctx = await buildTestApp(t, { env: { ...ORDER_ENV, DASHBOARD_DIR } });
  if (!canRunBrowser(t, ctx.engine)) return;
  const { app, services } = ctx;
  await insertOrders(services.db, 70, { createdAt: '2026-03-10T10:00:00.000Z', status: 'paid' });
  await insertOrders(services.db, 40, { createdAt: '2026-03-11T10:00:00.000Z', status: 'processing' });
  await insertOrders(services.db, 5, { createdAt: '2026-03-12T10:00:00.000Z', status: 'pending' });

  const browser = await launch(t, baseUrlOf(app));
  for (const [lang, colorScheme] of [
    ['en', 'light'],
    ['de', 'dark'],
  ] as const) {
    const w =
      lang === 'en'
        ? {
            locale: 'en-US',
            email: 'E-mail',
            password: 'Password',
            signIn: 'Sign in',
            status: 'Status',
            paid: 'Paid',
            processing: 'Processing',
            apply: 'Apply',
            rows: 'Rows per page',
            perPage: '100 per page',
          }
        : {
            locale: 'de-DE',
            email: 'E-Mail',
            password: 'Passwort',
            signIn: 'Anmelden',
            status: 'Status',
            paid: 'Bezahlt',
            processing: 'In Bearbeitung',
            apply: 'Anwenden',
            rows: 'Zeilen pro Seite',
            perPage: '100 pro Seite',
          };
    const page = await newPage(browser, { colorScheme, locale: w.locale, viewport: { width: 1280, height: 800 } });
    await page.goto('/admin/orders');
    await page.getByLabel(w.email).fill(ADMIN_EMAIL);
    await page.getByLabel(w.password).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: w.signIn }).click();
    const table = page.getByRole('table').first();
    await table.getByRole('row').nth(50).waitFor();
    assert.equal(await table.getByRole('row').count(), 51, 'the default page: 50 rows and the header');

    // Two statuses ticked: paid and processing, not the pending ones.
    const statuses = page.getByRole('group', { name: w.status });
    await statuses.getByRole('checkbox', { name: w.paid, exact: true }).check();
    await statuses.getByRole('checkbox', { name: w.processing, exact: true }).check();
    await page.getByRole('button', { name: w.apply }).click();
    await page.getByText(lang === 'en' ? '110 orders' : '110 Bestellungen').waitFor();
    assert.deepEqual(new URL(page.url()).searchParams.getAll('status').length > 0, true);

    // 100 a page, kept in the URL (a reload keeps it), from page 1.
    await page.getByRole('combobox', { name: w.rows }).selectOption({ label: w.perPage });
    await table.getByRole('row').nth(100).waitFor();
    assert.equal(new URL(page.url()).searchParams.get('limit'), '100');
    await page.reload();
    await table.getByRole('row').nth(100).waitFor();
    assert.equal(await table.getByRole('row').count(), 101);
    assert.equal(await page.getByRole('combobox', { name: w.rows }).inputValue(), '100');
    assert.equal(await statuses.getByRole('checkbox', { name: w.paid, exact: true }).isChecked(), true);

    // Scrolling a long page keeps the header row in view: the rows scroll under it, at the top of the table's frame.
    const header = table.getByRole('row').first();
    const frame = table.locator('xpath=..');
    await table.getByRole('row').nth(90).scrollIntoViewIfNeeded();
    assert.ok((await frame.evaluate((el) => el.scrollTop)) > 1000, 'the frame scrolled');
    const [headerBox, frameBox] = [(await header.boundingBox())!, (await frame.boundingBox())!];
    assert.ok(Math.abs(headerBox.y - frameBox.y) <= 2, `header at ${headerBox.y}, frame at ${frameBox.y}`);
    await screenshot(page, `lists-orders-${colorScheme}-${lang}`);
    await assertAccessible(page, `orders list, ${colorScheme}, ${lang}`);
    assertNoPageProblems(page);
    await page.close();
  }

  // Saved views (English): save, mark as shown, rename, update with another filter.
  const page = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  await page.goto('/admin/orders');
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  const statuses = page.getByRole('group', { name: 'Status' });
  await statuses.getByRole('checkbox', { name: 'Paid', exact: true }).check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByText('70 orders').waitFor();
  await page.getByRole('button', { name: 'Save view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await dialog.getByLabel('Name').fill('To pack');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const sidebarLink = page.getByRole('link', { name: 'To pack: 70 orders' });
  await sidebarLink.waitFor();
  assert.equal(await sidebarLink.getAttribute('aria-current'), 'page', 'the view shown now is marked in the sidebar');
  const viewList = page.locator('details', { has: page.getByText('Saved views') }).last();
  assert.equal(await viewList.getByRole('link', { name: 'To pack', exact: true }).getAttribute('aria-current'), 'page');

  // Another filter: the view is no longer marked, and "Update view" makes it show this one.
  await statuses.getByRole('checkbox', { name: 'Processing', exact: true }).check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByText('110 orders').waitFor();
  assert.equal(await sidebarLink.getAttribute('aria-current'), null);
  await page.getByRole('button', { name: 'Update view To pack with the current filter' }).click();
  const updated = page.getByRole('link', { name: 'To pack: 110 orders' });
  await updated.waitFor();
  assert.equal(await updated.getAttribute('aria-current'), 'page');

  // Renamed in a dialog; the name shows in the sidebar and focus returns to the button.
  await page.getByRole('button', { name: 'Rename view To pack' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename view' });
  await rename.getByLabel('Name').fill('Open orders');
  await rename.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('link', { name: 'Open orders: 110 orders' }).waitFor();
  await screenshot(page, 'lists-saved-views');
  await assertAccessible(page, 'orders list with saved views');

  // The view opens with both statuses ticked.
  await page.goto('/admin/');
  await page.getByRole('link', { name: 'Open orders: 110 orders' }).click();
  await page.getByText('110 orders').waitFor();
  assert.equal(await statuses.getByRole('checkbox', { name: 'Paid', exact: true }).isChecked(), true);
  assert.equal(await statuses.getByRole('checkbox', { name: 'Processing', exact: true }).isChecked(), true);
  assertNoPageProblems(page);
});
