// Integrations and administration in a real browser: an API key created (its secret shown once, then working),
// used and revoked; webhook deliveries filtered, replayed in bulk and one by one, a target paused and resumed;
// staff and the role table with "view as role"; settings refused by the API's rules, then saved; a media upload;
// what an editor is offered; German from the browser and English chosen by the user.
// npm test: SQLite run only (browser tests: the pages are the same whichever engine serves them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrlOf, buildTestApp } from '../helpers/app.js';
import { adminSession, Client } from '../helpers/client.js';
import { makePng } from '../helpers/media.js';
import { ORDER_ENV } from '../helpers/orders.js';
import { assertAccessible, canRunBrowser, launch, newPage, screenshot, signedInPage, waitUntil } from './browser.js';

test('integrations and administration: API keys, webhooks, users and roles, settings, media, languages', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  if (!canRunBrowser(t, ctx.engine)) return;
  const { app, services } = ctx;
  const admin = await adminSession(app);
  for (const sku of ['HOOK-1', 'HOOK-2'])
    assert.equal((await admin.post('/api2/admin/products', { name: `Product ${sku}`, sku, price: 5 })).status, 201);
  const hooks = (await admin.get('/api2/admin/webhooks')).json.webhooks as { id: number; url: string }[];
  assert.equal(hooks.length, 2);
  await services.db.updateTable('webhooks').set({ status: 'failed' }).where('id', '=', hooks[0]!.id).execute();

  const browser = await launch(t, baseUrlOf(app));
  const page = await signedInPage(browser, '/admin/api-keys');

  // An API key: the secret once, then it works; last use shown; revoked, it stops working.
  await page.getByRole('heading', { name: 'API keys' }).waitFor();
  await page.getByText('No API keys.').waitFor();
  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await dialog.getByText('Required.').waitFor();
  await dialog.getByLabel('Name').fill('Warehouse sync');
  await dialog.getByLabel('Access').selectOption('read_write');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await dialog.getByText('it is shown this once').waitFor();
  const secret = await dialog.getByLabel('The new key').inputValue();
  const withKey = new Client(app, undefined, { authorization: `Bearer ${secret}` });
  assert.equal((await withKey.get('/api2/v1/products')).status, 200);
  await assertAccessible(page, 'api key secret');
  await page.keyboard.press('Escape');
  await page.goto('/admin/api-keys');
  const keys = page.getByRole('table', { name: 'API keys' });
  await keys.getByRole('row', { name: /Warehouse sync.*Read and write/ }).waitFor();
  assert.equal(await keys.getByText('Not used yet').count(), 0);
  await assertAccessible(page, 'api keys');
  await screenshot(page, 'api-keys');
  await keys.getByRole('button', { name: 'Revoke Warehouse sync' }).click();
  await page.getByRole('dialog', { name: 'Revoke Warehouse sync?' }).getByRole('button', { name: 'Revoke' }).click();
  await page.getByText('No API keys.').waitFor();
  assert.equal((await withKey.get('/api2/v1/products')).status, 401);

  // Webhooks: the failed ones of a filter replayed, one delivery opened and replayed, a target paused and resumed.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Webhooks' }).click();
  const deliveries = page.getByRole('table', { name: 'Deliveries' });
  await deliveries.getByRole('link', { name: `#${hooks[1]!.id}` }).waitFor();
  await page.getByLabel('Status').selectOption('failed');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.waitForURL(/status=failed/);
  // The deliveries table alone: the endpoint health table above it has rows of its own.
  await waitUntil(
    'one delivery',
    async () => (await page.getByRole('table', { name: 'Deliveries' }).locator('tbody tr').count()) === 1,
  );
  await assertAccessible(page, 'webhooks');
  await screenshot(page, 'webhooks');
  await page.getByRole('button', { name: 'Replay the failed ones of this filter' }).click();
  await page.getByText('1 delivery queued again', { exact: true }).waitFor();
  assert.equal((await admin.get(`/api2/admin/webhooks/${hooks[0]!.id}`)).json.status, 'pending');
  await services.db.updateTable('webhooks').set({ status: 'failed' }).where('id', '=', hooks[0]!.id).execute();
  await page.goto(`/admin/webhooks/${hooks[0]!.id}`);
  await page.getByRole('heading', { name: `Webhook delivery #${hooks[0]!.id}` }).waitFor();
  await page.getByText('"event": "product.created"').waitFor();
  await assertAccessible(page, 'webhook');
  await page.getByRole('button', { name: 'Replay', exact: true }).click();
  await page.getByText('Delivery queued again', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Pause this target' }).click();
  await page.getByText('Target paused: its deliveries wait until resumed', { exact: true }).waitFor();
  assert.deepEqual(
    (await admin.get('/api2/admin/webhooks/pauses')).json.pauses.map((p: { url: string }) => p.url),
    [hooks[0]!.url],
  );
  await page.goto('/admin/webhooks');
  await page.getByRole('button', { name: `Resume ${hooks[0]!.url}` }).click();
  await page.getByText('No target is paused.').waitFor();
  assert.deepEqual((await admin.get('/api2/admin/webhooks/pauses')).json.pauses, []);

  // Staff: one added as editor; the role table; what an editor would be offered.
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Add staff member' }).click();
  const add = page.getByRole('dialog', { name: 'Add staff member' });
  await add.getByLabel('E-mail').fill('eddie.editor@example.com');
  await add.getByLabel('Name').fill('Eddie Editor');
  await add.getByLabel('Password').fill('short');
  await add.getByLabel('Role').selectOption('editor');
  await add.getByRole('button', { name: 'Save' }).click();
  await add.getByText('At least 10 characters.').waitFor();
  await add.getByLabel('Password').fill('Editor-Password-1');
  await add.getByRole('button', { name: 'Save' }).click();
  await page
    .getByRole('table', { name: 'Users' })
    .getByRole('row', { name: /Eddie Editor.*Editor/ })
    .waitFor();
  await page
    .getByRole('table', { name: 'What each role may do' })
    .getByRole('row', { name: /Manage staff and roles Yes No No No No No/ })
    .waitFor();
  await page.getByLabel('Role').selectOption('support');
  const offered = page.getByRole('region', { name: 'Screens offered' });
  await offered.getByText('Orders').waitFor();
  assert.equal(await offered.getByText('Products').count(), 0);
  await assertAccessible(page, 'users');
  await screenshot(page, 'users');

  // Settings: the API's pattern refuses a lower-case currency before sending; then a change is saved.
  await page.goto('/admin/settings');
  await page.getByRole('heading', { name: 'Images' }).waitFor();
  await page.getByLabel(/^Currency/).fill('eur');
  await page.getByLabel(/^Low stock below/).fill('7');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Three capital letters, such as EUR.').waitFor();
  assert.notEqual((await admin.get('/api2/admin/settings')).json.lowStockThreshold, 7);
  await page.getByLabel(/^Currency/).fill('EUR');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Settings saved', { exact: true }).waitFor();
  assert.equal((await admin.get('/api2/admin/settings')).json.lowStockThreshold, 7);
  await assertAccessible(page, 'settings');
  await screenshot(page, 'settings');

  // Media: an upload appears in the library and its search.
  await page.goto('/admin/media');
  await page.getByText('No media yet.').waitFor();
  await page.getByLabel('Alt text (describes the image)').fill('Shop front');
  await page
    .getByLabel('Image files')
    .setInputFiles([{ name: 'front.png', mimeType: 'image/png', buffer: await makePng(20, 20) }]);
  await page.getByRole('table', { name: 'Media' }).getByRole('link', { name: 'front.png' }).waitFor();
  await assertAccessible(page, 'media');
  await screenshot(page, 'media');

  // Redirects: one added, one that would close a loop refused with the API's sentence, hits shown.
  await page.goto('/admin/redirects');
  await page.getByText('No redirects.').waitFor();
  await page.getByLabel('From path').fill('/old-shoes');
  await page.getByLabel('To path or URL').fill('/shoes');
  await page.getByRole('button', { name: 'Create' }).click();
  const redirects = page.getByRole('table', { name: 'Redirects' });
  await redirects.getByRole('row', { name: /\/old-shoes \/shoes 301 0/ }).waitFor();
  await page.getByLabel('From path').fill('/shoes');
  await page.getByLabel('To path or URL').fill('/old-shoes');
  await page.getByRole('button', { name: 'Create' }).click();
  await page
    .getByRole('alert')
    .getByText(/would form a loop/)
    .waitFor();
  assert.equal(
    (await new Client(app).get('/api2/store/redirects/resolve', { query: { path: '/old-shoes' } })).status,
    200,
  );
  await page.reload();
  await redirects.getByRole('row', { name: /\/old-shoes \/shoes 301 1/ }).waitFor();
  // The box shows what is stored: it clears once the save is answered, not at the click (so no uncheck()).
  await redirects.getByRole('checkbox', { name: '/old-shoes active' }).click();
  await page.getByText('Redirects saved', { exact: true }).waitFor();
  await redirects.getByRole('checkbox', { name: '/old-shoes active', checked: false }).waitFor();
  assert.equal((await admin.get('/api2/admin/seo/redirects')).json.redirects[0].enabled, false);
  await assertAccessible(page, 'redirects');
  await screenshot(page, 'redirects');

  // An editor is offered the catalogue and content, not integrations or administration.
  const editor = await newPage(browser, { locale: 'de-DE' });
  await editor.goto('/admin/');
  await editor.getByLabel('E-Mail').fill('eddie.editor@example.com');
  await editor.getByLabel('Passwort').fill('Editor-Password-1');
  await editor.getByRole('button', { name: 'Anmelden' }).click();
  const nav = editor.getByRole('navigation', { name: 'Hauptmenü' });
  await nav.getByRole('link', { name: 'Produkte' }).waitFor();
  await nav.getByRole('link', { name: 'Medien' }).waitFor();
  await nav.getByRole('link', { name: 'Weiterleitungen' }).waitFor();
  for (const name of ['API-Schlüssel', 'Webhooks', 'Benutzer', 'Einstellungen', 'Bestellungen'])
    assert.equal(await nav.getByRole('link', { name }).count(), 0, name);
  await nav.getByRole('link', { name: 'Produkte' }).click();
  await editor.getByRole('table', { name: 'Produkte' }).getByRole('link', { name: 'Product HOOK-1' }).waitFor();
  await editor.getByText('2 Produkte', { exact: true }).waitFor();
  await assertAccessible(editor, 'products in German');
  await screenshot(editor, 'products-de');
  // The user's own choice of language outlives a reload.
  await editor.getByLabel('Sprache').selectOption('en');
  await editor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).waitFor();
  await editor.reload();
  await editor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).waitFor();
});
