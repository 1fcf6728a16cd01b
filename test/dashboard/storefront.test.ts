// What the storefront shows, in a real browser: a product's name and description translated into German side by side
// with the original and stored through the API, then the translation deleted; a shipping zone with a method created
// (the API's refusal shown in the form), edited and deleted; the storefront paths that found no redirect, one turned
// into a redirect with one click (it leaves the list, the redirect counts its hits) and one refused as a loop with a
// sentence saying so; a viewer in German reads a translation without editing controls.
// npm test: SQLite run only (browser tests: the pages are the same whichever engine serves them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrlOf, buildTestApp } from '../helpers/app.js';
import { adminSession, Client } from '../helpers/client.js';
import {
  assertAccessible,
  assertNoPageProblems,
  canRunBrowser,
  launch,
  newPage,
  screenshot,
  signedInPage,
} from './browser.js';

test('storefront: translations side by side, shipping zones and methods, redirects from the paths not found', async (t) => {
  const ctx = await buildTestApp(t);
  if (!canRunBrowser(t, ctx.engine)) return;
  const { app } = ctx;
  const admin = await adminSession(app);
  const store = new Client(app);
  const resolve = (path: string) => store.get('/api2/store/redirects/resolve', { query: { path } });
  const teapot = (
    await admin.post('/api2/admin/products', {
      name: 'Teapot',
      sku: 'POT-1',
      price: 30,
      description: 'A cast iron pot for tea.',
    })
  ).json;
  assert.equal(
    (await admin.post('/api2/admin/seo/redirects', { source: '/spring-sale', destination: '/summer-sale' })).status,
    201,
  );
  for (const [path, times] of [
    ['/old-teapot', 3],
    ['/summer-sale', 1],
  ] as const) {
    for (let i = 0; i < times; i++) assert.equal((await resolve(path)).status, 404);
  }

  const browser = await launch(t, baseUrlOf(app));
  const page = await signedInPage(browser, '/admin/translations');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Translations', 'Shipping', 'Redirects'])
    await nav.getByRole('link', { name, exact: true }).waitFor();

  // Translations: the product found, its fields beside the originals, German written and saved.
  await page.getByLabel('Search by name or title').fill('tea');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: 'Translate Teapot' }).click();
  await page.waitForURL(new RegExp(`id=${teapot.id}`));
  const editor = page.getByRole('table', { name: '“Teapot” in German' });
  await editor.getByRole('row', { name: /^Name Teapot/ }).waitFor();
  await editor.getByRole('row', { name: /^Description A cast iron pot for tea\./ }).waitFor();
  await page.getByText('Not translated into any language yet.').waitFor();
  await page.getByLabel('Name in German', { exact: true }).fill('Teekanne');
  await page.getByLabel('Description in German', { exact: true }).fill('Eine gusseiserne Kanne für Tee.');
  await assertAccessible(page, 'translations');
  await page.getByRole('button', { name: 'Save the German translation' }).click();
  await page.getByText('German translation saved', { exact: true }).waitFor();
  const stored = async () =>
    (await admin.get('/api2/admin/translations', { query: { entityType: 'product', entityId: String(teapot.id) } }))
      .json.translations;
  assert.deepEqual(
    (await stored()).map((tr: { languageCode: string; data: unknown }) => [tr.languageCode, tr.data]),
    [['de', { name: 'Teekanne', description: 'Eine gusseiserne Kanne für Tee.' }]],
  );
  await page
    .getByRole('table', { name: 'Languages of “Teapot”' })
    .getByRole('row', { name: /German \(de\) 2 of 4/ })
    .waitFor();
  assert.equal(await page.getByLabel('Name in German', { exact: true }).inputValue(), 'Teekanne');
  await screenshot(page, 'translations');
  // At phone width each field stacks, the original above the input: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Description in German', { exact: true }).scrollIntoViewIfNeeded();
  assert.equal(
    await editor.evaluate(
      (table) =>
        table.parentElement!.scrollWidth <= table.parentElement!.clientWidth &&
        table.ownerDocument.documentElement.scrollWidth <= 390,
    ),
    true,
    'no sideways scrolling',
  );
  await assertAccessible(page, 'translations, phone');
  await screenshot(page, 'translations-phone');
  await page.setViewportSize({ width: 1280, height: 900 });
  // Deleted from the languages table, after a question.
  await page.getByRole('button', { name: 'Delete the German translation' }).click();
  await page
    .getByRole('dialog', { name: 'Delete the German translation of “Teapot”?' })
    .getByRole('button', { name: 'Delete the translation' })
    .click();
  await page.getByText('Not translated into any language yet.').waitFor();
  assert.deepEqual(await stored(), []);

  // Shipping: a zone created, a method refused by the API then created, edited, the zone deleted with it.
  await nav.getByRole('link', { name: 'Shipping', exact: true }).click();
  await page.getByText(/No shipping zones yet/).waitFor();
  await page.getByLabel('Zone name').fill('Germany');
  await page.getByRole('button', { name: 'Create zone' }).click();
  await page.getByRole('heading', { level: 1, name: 'Germany' }).waitFor();
  const zoneId = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByRole('button', { name: 'Add a method' }).click();
  const add = page.getByRole('dialog', { name: 'Add a method' });
  await add.getByLabel('Method name').fill('   ');
  await add.getByLabel(/^Price/).fill('4.9');
  await add.getByRole('button', { name: 'Create method' }).click();
  await add.getByRole('alert').getByText('name must not be empty').waitFor();
  await assertAccessible(page, 'shipping method refused');
  await add.getByLabel('Method name').fill('Standard');
  await add.getByLabel(/^Free from/).fill('50');
  await add.getByRole('button', { name: 'Create method' }).click();
  await add.waitFor({ state: 'detached' });
  const methods = page.getByRole('table', { name: 'Methods' });
  await methods.getByRole('row', { name: /Standard Flat rate €4\.90 €50\.00 Offered at checkout/ }).waitFor();
  await page.getByRole('button', { name: 'Edit the method Standard' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit “Standard”' });
  await edit.getByLabel(/^Price/).fill('5.5');
  await edit.getByLabel('Offered at checkout').uncheck();
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await methods.getByRole('row', { name: /Standard Flat rate €5\.50 €50\.00 Not offered/ }).waitFor();
  const zone = (await admin.get(`/api2/admin/shipping/zones/${zoneId}`)).json;
  assert.deepEqual(
    zone.methods.map((m: { name: string; methodType: string; price: number; freeAbove: number; isActive: boolean }) => [
      m.name,
      m.methodType,
      m.price,
      m.freeAbove,
      m.isActive,
    ]),
    [['Standard', 'flat_rate', 5.5, 50, false]],
  );
  await assertAccessible(page, 'shipping zone');
  await screenshot(page, 'shipping-zone');
  await page.getByRole('link', { name: 'All shipping zones' }).click();
  await page
    .getByRole('table', { name: 'Shipping zones' })
    .getByRole('row', { name: /^Germany 1 / })
    .waitFor();
  await assertAccessible(page, 'shipping zones');
  await screenshot(page, 'shipping-zones');
  await page.getByRole('link', { name: 'Germany' }).click();
  await page.getByRole('button', { name: 'Delete zone' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the zone “Germany”?' });
  await confirm.getByText('Its 1 method is deleted with it.').waitFor();
  await confirm.getByRole('button', { name: 'Delete the zone' }).click();
  await page.getByText(/No shipping zones yet/).waitFor();
  assert.equal((await admin.get(`/api2/admin/shipping/zones/${zoneId}`)).status, 404);

  // Redirects: the paths not found, most often first; one click makes a redirect of one, and it leaves the list.
  await nav.getByRole('link', { name: 'Redirects', exact: true }).click();
  const notFound = page.getByRole('table', { name: 'Paths not found most often' });
  await notFound.getByRole('row', { name: /^\/old-teapot 3 / }).waitFor();
  assert.deepEqual(
    await notFound.getByRole('row').evaluateAll((rows) => rows.slice(1).map((r) => r.querySelector('td')?.textContent)),
    ['/old-teapot', '/summer-sale'],
  );
  await assertAccessible(page, 'redirects with paths not found');
  await page.getByRole('button', { name: 'Create a redirect from /old-teapot' }).click();
  const create = page.getByRole('dialog', { name: 'Redirect /old-teapot' });
  assert.equal(await create.getByLabel('From path').inputValue(), '/old-teapot');
  await create.getByLabel('To path or URL').fill('/products/teapot');
  await create.getByRole('button', { name: 'Create redirect' }).click();
  await create.waitFor({ state: 'detached' });
  const redirects = page.getByRole('table', { name: 'Redirects' });
  await redirects.getByRole('row', { name: /^\/old-teapot \/products\/teapot 301 0/ }).waitFor();
  await notFound.getByRole('row', { name: /^\/old-teapot/ }).waitFor({ state: 'detached' });
  assert.equal((await resolve('/old-teapot')).status, 200);
  await page.reload();
  await redirects.getByRole('row', { name: /^\/old-teapot \/products\/teapot 301 1/ }).waitFor();

  // A redirect from /summer-sale back to /spring-sale would close a loop: refused, said so in the form, nothing stored.
  await page.getByRole('button', { name: 'Create a redirect from /summer-sale' }).click();
  const loop = page.getByRole('dialog', { name: 'Redirect /summer-sale' });
  await loop.getByLabel('To path or URL').fill('/spring-sale');
  await loop.getByRole('button', { name: 'Create redirect' }).click();
  await loop
    .getByRole('alert')
    .getByText(
      'This target leads back to /summer-sale: the redirect would form a loop of 2 redirects. Choose another target.',
    )
    .waitFor();
  await assertAccessible(page, 'redirect loop refused');
  await screenshot(page, 'redirect-loop-refused');
  assert.equal(
    (await admin.get('/api2/admin/seo/redirects', { query: { search: '/summer-sale' } })).json.redirects.filter(
      (r: { source: string }) => r.source === '/summer-sale',
    ).length,
    0,
  );
  await page.keyboard.press('Escape');
  await loop.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Dismiss /summer-sale' }).click();
  await page.getByText('No storefront path went unanswered.').waitFor();
  assert.deepEqual((await admin.get('/api2/admin/not-found-paths')).json.paths, []);
  await screenshot(page, 'redirects-not-found');
  assertNoPageProblems(page);

  // A viewer, in German, reads a translation beside its original (language chosen in the URL) without editing it.
  const viewer = { email: 'vera@shop.test', password: 'Viewer-Password-1' };
  assert.equal((await admin.post('/api2/admin/users', { ...viewer, name: 'Vera Viewer', role: 'viewer' })).status, 201);
  assert.equal(
    (
      await admin.post('/api2/admin/translations', {
        entityType: 'product',
        entityId: teapot.id,
        languageCode: 'fr',
        data: { name: 'Théière' },
      })
    ).status,
    201,
  );
  const reader = await newPage(browser, { locale: 'de-DE' });
  await reader.goto(`/admin/translations?id=${teapot.id}&lang=fr`);
  await reader.getByLabel('E-Mail').fill(viewer.email);
  await reader.getByLabel('Passwort').fill(viewer.password);
  await reader.getByRole('button', { name: 'Anmelden' }).click();
  const french = reader.getByLabel('Name (Französisch)', { exact: true });
  assert.equal(await french.inputValue(), 'Théière');
  assert.equal(await french.getAttribute('readonly'), '');
  await reader
    .getByRole('table', { name: 'Sprachen von „Teapot“' })
    .getByRole('row', { name: /Französisch \(fr\) 1 von 4/ })
    .waitFor();
  assert.equal(await reader.getByRole('button', { name: /speichern|löschen/ }).count(), 0);
  await reader
    .getByRole('navigation', { name: 'Hauptmenü' })
    .getByRole('link', { name: 'Versand', exact: true })
    .waitFor();
  await assertAccessible(reader, 'translations, German, read only');
  await screenshot(reader, 'translations-de-viewer');
  assertNoPageProblems(reader);
});
