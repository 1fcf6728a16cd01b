// Navigation and forms across the dashboard (issue 33, items 5, 6 and 12), in chromium by accessible names: leaving a
// form with unsaved changes asks first (in the app and when the tab reloads); a screen whose code cannot be loaded
// while the server is down says so inside the shell and recovers with "Try again"; categories are chosen from the
// tree (product form, bulk edit, list filter that includes subcategories, counts that include them) and products by
// name or SKU (inventory); the command palette finds products and runs actions and gives focus back on Escape; a
// dialog has a visible close button and gives focus back to what opened it.
// npm test: SQLite run only (browser tests: the pages are the same whichever engine serves them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, baseUrlOf, buildTestApp } from '../helpers/app.js';
import { adminSession } from '../helpers/client.js';
import {
  assertAccessible,
  assertNoPageProblems,
  canRunBrowser,
  launch,
  newPage,
  screenshot,
  signedInPage,
  signIn,
  waitUntil,
} from './browser.js';

/** The sign-in in the page's language (the German login's labels are German). */
async function signInAs(page: Page, locale: string) {
  if (locale === 'en-US') return signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.getByLabel('E-Mail').fill(ADMIN_EMAIL);
  await page.getByLabel('Passwort').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

const focusedText = (page: Page) => page.evaluate<string | null>('document.activeElement?.textContent?.trim() ?? null');

test('unsaved changes: leaving the product form asks first, in the app and on reload; saved work leaves freely', async (t) => {
  const ctx = await buildTestApp(t);
  if (!canRunBrowser(t, ctx.engine)) return;
  const { app } = ctx;
  const admin = await adminSession(app);
  const created = await admin.post('/api2/admin/products', { name: 'Teapot', sku: 'TEA-1', price: 30, stock: 4 });
  assert.equal(created.status, 201);
  const id = created.json.id as number;

  const browser = await launch(t, baseUrlOf(app));
  for (const [locale, colorScheme, suffix] of [
    ['en-US', 'light', ''],
    ['de-DE', 'dark', '-de-dark'],
  ] as const) {
    const page = await newPage(browser, { locale, colorScheme });
    await page.goto(`/admin/products/${id}`);
    await signInAs(page, locale);
    const brand = page.getByLabel(locale === 'en-US' ? 'Brand' : 'Marke');
    await brand.fill('Gusseisen');
    await page
      .getByRole('navigation', { name: locale === 'en-US' ? 'Main' : 'Hauptmenü' })
      .getByRole('link', { name: locale === 'en-US' ? 'Orders' : 'Bestellungen', exact: true })
      .click();
    const question = page.getByRole('dialog', {
      name: locale === 'en-US' ? 'Leave without saving?' : 'Ohne Speichern verlassen?',
    });
    await question.waitFor();
    await screenshot(page, `navigation-unsaved${suffix}`);
    if (locale !== 'en-US') {
      assertNoPageProblems(page);
      continue;
    }
    await assertAccessible(page, 'unsaved changes question');
    await question.getByRole('button', { name: 'Stay and keep editing' }).click();
    await question.waitFor({ state: 'detached' });
    assert.match(page.url(), new RegExp(`/admin/products/${id}$`));
    assert.equal(await brand.inputValue(), 'Gusseisen', 'what was typed is still there');

    // Reloading the tab gets the browser's own question; dismissed, the page and the typing stay.
    const asked = page.waitForEvent('dialog');
    void page.reload().catch(() => undefined);
    const dialog = await asked;
    assert.equal(dialog.type(), 'beforeunload');
    await dialog.dismiss();
    assert.equal(await brand.inputValue(), 'Gusseisen');

    // Leaving on purpose discards; the product is unchanged.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders', exact: true }).click();
    await question.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL(/\/admin\/orders$/);
    assert.equal((await admin.get(`/api2/admin/products/${id}`)).json.brand, null);

    // Saved work leaves without a question.
    await page.goBack();
    await brand.fill('Gusseisen & Co');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Product saved', { exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders', exact: true }).click();
    await page.waitForURL(/\/admin\/orders$/);
    assert.equal(await question.count(), 0);
    assert.equal((await admin.get(`/api2/admin/products/${id}`)).json.brand, 'Gusseisen & Co');

    // The settings form asks the same (the one mechanism every editing form uses).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByLabel('Shop name').fill('Teehaus Nord');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
    await question.waitFor();
    await question.getByRole('button', { name: 'Stay and keep editing' }).click();
    assert.equal(await page.getByLabel('Shop name').inputValue(), 'Teehaus Nord');
    assertNoPageProblems(page);
  }
});

test('server down: a screen whose code is not loaded yet says the shop cannot be reached, in the shell; Try again recovers', async (t) => {
  const ctx = await buildTestApp(t);
  if (!canRunBrowser(t, ctx.engine)) return;
  const browser = await launch(t, baseUrlOf(ctx.app));
  for (const [locale, colorScheme, suffix] of [
    ['en-US', 'light', ''],
    ['de-DE', 'dark', '-de-dark'],
  ] as const) {
    const en = locale === 'en-US';
    const page = await newPage(browser, { locale, colorScheme });
    await page.goto('/admin/');
    await signInAs(page, locale);
    const nav = page.getByRole('navigation', { name: en ? 'Main' : 'Hauptmenü' });
    await nav.getByRole('link', { name: en ? 'Settings' : 'Einstellungen', exact: true }).waitFor();
    // A mark on this document: a full page load would lose it.
    await page.evaluate('window.stayed = true');

    // The server stops answering: every request fails as on a lost connection.
    await page.route('**/*', (route) => route.abort('connectionrefused'));
    await nav.getByRole('link', { name: en ? 'Settings' : 'Einstellungen', exact: true }).click();
    const alert = page.getByRole('alert').filter({
      hasText: en ? 'The shop cannot be reached.' : 'Der Shop ist nicht erreichbar.',
    });
    await alert.waitFor();
    await nav.waitFor();
    assert.match(page.url(), /\/admin\/settings$/);
    assert.equal(await page.evaluate<boolean>('window.stayed'), true);
    await screenshot(page, `navigation-unreachable${suffix}`);
    if (!en) continue;
    await assertAccessible(page, 'screen not loaded');

    // Still down: trying again says so and stays.
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('Still no answer from the shop.').waitFor();
    assert.equal(await page.evaluate<boolean>('window.stayed'), true);

    // Back up: the screen loads in place.
    await page.unroute('**/*');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByLabel('Shop name').waitFor();
    assert.equal(await page.evaluate<boolean>('window.stayed'), true);
    assertNoPageProblems(page);
  }
});

test('pickers: categories from the tree in the form, bulk edit and filter (with subcategories); products by name or SKU', async (t) => {
  const ctx = await buildTestApp(t);
  if (!canRunBrowser(t, ctx.engine)) return;
  const { app } = ctx;
  const admin = await adminSession(app);
  const category = async (name: string, parentId?: number) => {
    const r = await admin.post('/api2/admin/categories', { name, ...(parentId ? { parentId } : {}) });
    assert.equal(r.status, 201, r.body);
    return r.json.id as number;
  };
  const kitchen = await category('Kitchen');
  const cups = await category('Cups', kitchen);
  const garden = await category('Garden');
  const product = async (name: string, sku: string, categoryId: number | null) => {
    const r = await admin.post('/api2/admin/products', { name, sku, price: 10, stock: 5, categoryId });
    assert.equal(r.status, 201, r.body);
    return r.json.id as number;
  };
  const mug = await product('Blue mug', 'MUG-1', cups);
  const pan = await product('Iron pan', 'PAN-1', kitchen);
  const rake = await product('Rake', 'RAKE-1', garden);
  const stored = async (id: number) => (await admin.get(`/api2/admin/products/${id}`)).json;

  const browser = await launch(t, baseUrlOf(app));
  const page = await signedInPage(browser, '/admin/categories');
  const tree = page.getByRole('list', { name: 'Category tree' });
  // Kitchen counts its own pan and the mug of its subcategory; its link lists both.
  await tree.getByRole('link', { name: '2 products' }).click();
  const list = page.getByRole('table', { name: 'Products' });
  await list.getByRole('link', { name: 'Blue mug' }).waitFor();
  await list.getByRole('link', { name: 'Iron pan' }).waitFor();
  assert.equal(await list.getByRole('link', { name: 'Rake' }).count(), 0);

  // The filter is the tree, not a slug.
  const filter = page.getByRole('search').getByLabel('Category');
  await filter.locator('option', { hasText: 'Kitchen › Cups' }).waitFor({ state: 'attached' });
  assert.equal(await filter.inputValue(), 'kitchen');
  await filter.selectOption({ label: 'Kitchen › Cups' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.waitForURL(/category=cups/);
  await waitUntil('one row', async () => (await page.locator('table tbody tr').count()) === 1);
  await list.getByRole('link', { name: 'Blue mug' }).waitFor();
  await screenshot(page, 'navigation-category-filter');
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await list.getByRole('link', { name: 'Rake' }).waitFor();

  // Bulk edit: the new category from the tree; the results say it by name.
  await page.getByRole('checkbox', { name: 'Select Iron pan' }).check();
  await page.getByLabel('Change').selectOption('category');
  await page.getByLabel('New category').selectOption({ label: 'Garden' });
  await page.getByLabel('Reason (kept with the versions)').fill('Outdoor cooking');
  await page.getByRole('button', { name: 'Apply to selected' }).click();
  const results = page.getByRole('dialog', { name: 'Results per product' });
  await results.getByRole('row', { name: /Iron pan.*Kitchen.*Garden.*Done/ }).waitFor();
  assert.equal((await stored(pan)).categoryId, garden);
  await results.getByRole('button', { name: 'Close' }).click();

  // The product form: the category from the tree, saved as its id.
  await page.goto(`/admin/products/${rake}`);
  const field = page.getByLabel('Category', { exact: true });
  await field.locator('option', { hasText: 'Kitchen › Cups' }).waitFor({ state: 'attached' });
  assert.equal(await field.inputValue(), String(garden));
  await field.selectOption({ label: 'Kitchen › Cups' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Product saved', { exact: true }).waitFor();
  assert.equal((await stored(rake)).categoryId, cups);
  await screenshot(page, 'navigation-product-category');

  // Inventory: the product found by SKU or name in a combobox, never by id.
  await page.goto('/admin/inventory');
  const picker = page.getByRole('combobox', { name: 'Product' });
  await picker.fill('mug-');
  await page.getByRole('option', { name: /Blue mug · MUG-1/ }).click();
  await page.waitForURL(new RegExp(`productId=${mug}`));
  const stock = page.getByRole('table', { name: 'Stock per product and warehouse' });
  await stock.getByRole('link', { name: 'Blue mug', exact: true }).waitFor();
  assert.equal(await stock.getByRole('link', { name: 'Rake', exact: true }).count(), 0);
  assert.equal(await picker.inputValue(), 'Blue mug · MUG-1');
  await picker.fill('rak');
  await page.getByRole('option', { name: /Rake · RAKE-1/ }).waitFor();
  await picker.press('ArrowDown');
  await picker.press('Enter');
  await page.waitForURL(new RegExp(`productId=${rake}`));
  await stock.getByRole('link', { name: 'Rake', exact: true }).waitFor();
  await assertAccessible(page, 'inventory with the product picker');
  await screenshot(page, 'navigation-inventory-picker');
  // No control on these screens asks for another record's id or slug (the product's own "URL slug" is its own field),
  // counted once each screen has rendered its form or list.
  for (const [path, ready] of [
    ['/admin/inventory', 'Inventory'],
    [`/admin/products/${mug}`, 'URL slug'],
    ['/admin/products', 'Products'],
  ] as const) {
    await page.goto(path);
    await (
      ready === 'URL slug' ? page.getByLabel(ready) : page.getByRole('heading', { name: ready, level: 1 })
    ).waitFor();
    assert.equal(await page.getByLabel(/(?<!URL )\b(id|slug)\b/i).count(), 0, path);
  }
  assertNoPageProblems(page);
});

test('command palette: products by name or SKU, actions, focus back on Escape; dialogs close visibly and return focus', async (t) => {
  const ctx = await buildTestApp(t);
  if (!canRunBrowser(t, ctx.engine)) return;
  const { app } = ctx;
  const admin = await adminSession(app);
  const created = await admin.post('/api2/admin/products', {
    name: 'Stoneware teapot',
    sku: 'POT-77',
    price: 40,
    stock: 2,
  });
  assert.equal(created.status, 201);
  const id = created.json.id as number;

  const browser = await launch(t, baseUrlOf(app));
  const page = await signedInPage(browser, '/admin/orders');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const palette = page.getByRole('dialog', { name: 'Go to' });
  const search = palette.getByRole('combobox');

  // Escape gives focus back to where it was.
  await nav.getByRole('link', { name: 'Customers', exact: true }).focus();
  await page.keyboard.press('Control+k');
  await search.waitFor();
  await palette.getByRole('button', { name: 'Close' }).waitFor();
  await page.keyboard.press('Escape');
  await palette.waitFor({ state: 'detached' });
  assert.equal(await focusedText(page), 'Customers');

  // A product by SKU, then by name.
  await page.keyboard.press('Control+k');
  await search.fill('POT-7');
  await palette.getByRole('option', { name: 'Stoneware teapot · SKU POT-77' }).waitFor();
  await assertAccessible(page, 'command palette');
  await screenshot(page, 'navigation-palette');
  await page.keyboard.press('Enter');
  await page.waitForURL(new RegExp(`/admin/products/${id}$`));
  await page.keyboard.press('Control+k');
  await search.fill('stoneware');
  await palette.getByRole('option', { name: 'Stoneware teapot · SKU POT-77' }).click();
  await page.waitForURL(new RegExp(`/admin/products/${id}$`));

  // Actions: a new product, settings, a new saved order view.
  await page.keyboard.press('Control+k');
  await search.fill('new product');
  await palette.getByRole('option', { name: 'New product' }).click();
  await page.waitForURL(/\/admin\/products\/new$/);
  await page.keyboard.press('Control+k');
  await search.fill('settings');
  await palette.getByRole('option', { name: 'Go to settings' }).click();
  await page.getByLabel('Shop name').waitFor();
  await page.keyboard.press('Control+k');
  await search.fill('order view');
  await palette.getByRole('option', { name: 'New saved order view' }).click();
  const saveView = page.getByRole('dialog', { name: 'Save view' });
  await saveView.getByLabel('Name').fill('Everything');
  await saveView.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('View saved', { exact: true }).waitFor();
  await page.waitForURL(/\/admin\/orders$/);
  await nav.getByRole('link', { name: /Everything/ }).waitFor();

  // A dialog opened by a button: a visible close button, and focus back on the button when it closes. The "View
  // saved" notice goes first: while it shows, Escape may close it rather than the dialog.
  await page.getByText('View saved', { exact: true }).waitFor({ state: 'detached' });
  const opener = page.getByRole('main').getByRole('button', { name: 'Save view' });
  const focusBack = () => waitUntil('focus back on Save view', async () => (await focusedText(page)) === 'Save view');
  await opener.click();
  await saveView.getByRole('button', { name: 'Close' }).click();
  await saveView.waitFor({ state: 'detached' });
  await focusBack();
  await opener.click();
  // Escape goes to the dialog once it holds the focus (pressed earlier, it reaches the page behind it).
  await waitUntil('focus in the dialog', () =>
    page.evaluate<boolean>(`document.activeElement?.closest('[role="dialog"]') !== null`),
  );
  await page.keyboard.press('Escape');
  await saveView.waitFor({ state: 'detached' });
  await focusBack();
  assertNoPageProblems(page);

  for (const [locale, colorScheme, suffix] of [
    ['en-US', 'dark', '-dark'],
    ['de-DE', 'light', '-de'],
  ] as const) {
    const other = await newPage(browser, { locale, colorScheme });
    await other.goto('/admin/');
    await signInAs(other, locale);
    await other.getByRole('navigation').first().waitFor();
    await other.keyboard.press('Control+k');
    await other
      .getByRole('dialog')
      .getByRole('combobox')
      .fill(locale === 'en-US' ? 'new' : 'neu');
    await other.getByRole('dialog').getByRole('option').first().waitFor();
    await screenshot(other, `navigation-palette${suffix}`);
    assertNoPageProblems(other);
  }
});

test('forbidden screens show only the refusal; "view as role" shows the dashboard as that role would, with a way back', async (t) => {
  const ctx = await buildTestApp(t);
  if (!canRunBrowser(t, ctx.engine)) return;
  const { app } = ctx;
  const admin = await adminSession(app);
  const support = { email: 'sven@shop.test', password: 'Support-Password-1' };
  assert.equal(
    (await admin.post('/api2/admin/users', { ...support, name: 'Sven Support', role: 'support' })).status,
    201,
  );
  assert.equal(
    (await admin.post('/api2/admin/products', { name: 'Teapot', sku: 'TEA-1', price: 30, stock: 4 })).status,
    201,
  );
  const refusal = 'Your role may not see or do this. Ask an administrator if you need it.';

  const browser = await launch(t, baseUrlOf(app));
  // A support agent opening the products screen by its address: the refusal and nothing of the screen.
  const agent = await signedInPage(browser, '/admin/products', { email: support.email, password: support.password });
  await agent.getByRole('alert').filter({ hasText: refusal }).waitFor();
  const main = agent.getByRole('main');
  assert.equal(await main.getByRole('table').count(), 0);
  assert.equal(await main.getByRole('button').count(), 0);
  assert.equal(await main.getByRole('link').count(), 0);
  assert.equal(
    await agent.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).count(),
    0,
  );
  await screenshot(agent, 'navigation-forbidden');
  assertNoPageProblems(agent);

  for (const [locale, colorScheme, suffix] of [
    ['en-US', 'light', ''],
    ['de-DE', 'dark', '-de-dark'],
  ] as const) {
    const en = locale === 'en-US';
    const page = await newPage(browser, { locale, colorScheme });
    await page.goto('/admin/users');
    await signInAs(page, locale);
    const nav = page.getByRole('navigation', { name: en ? 'Main' : 'Hauptmenü' });
    await nav.getByRole('link', { name: en ? 'Settings' : 'Einstellungen', exact: true }).waitFor();
    await page
      .getByLabel(en ? 'Role' : 'Rolle', { exact: true })
      .last()
      .selectOption('support');
    await page
      .getByRole('button', { name: en ? 'Show the dashboard as Support' : 'Verwaltung als Kundendienst anzeigen' })
      .click();
    const banner = page.getByRole('region', { name: en ? 'Role preview' : 'Rollenvorschau' });
    await banner.waitFor();
    await nav.getByRole('link', { name: en ? 'Orders' : 'Bestellungen', exact: true }).waitFor();
    for (const hidden of en
      ? ['Products', 'Settings', 'Users', 'Inventory']
      : ['Produkte', 'Einstellungen', 'Benutzer'])
      assert.equal(await nav.getByRole('link', { name: hidden, exact: true }).count(), 0, hidden);
    await screenshot(page, `navigation-view-as${suffix}`);
    if (!en) {
      assertNoPageProblems(page);
      continue;
    }
    await assertAccessible(page, 'view as role');

    // A screen the role may not see: the refusal only, the banner still there.
    await page.goto('/admin/products');
    await page.getByRole('alert').filter({ hasText: refusal }).waitFor();
    await banner.waitFor();
    assert.equal(await page.getByRole('main').getByRole('table').count(), 0);
    // The palette offers what the role may do: no "New product".
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Go to' }).getByRole('combobox').fill('new');
    await page.getByRole('option', { name: 'New saved order view' }).waitFor();
    assert.equal(await page.getByRole('option', { name: 'New product' }).count(), 0);
    await page.keyboard.press('Escape');

    // The way back: the own view, the whole navigation again.
    await banner.getByRole('button', { name: 'Back to my own view' }).click();
    await banner.waitFor({ state: 'detached' });
    await nav.getByRole('link', { name: 'Products', exact: true }).waitFor();
    await page.waitForURL(/\/admin\/users$/);
    assertNoPageProblems(page);
  }
});
