// One webhook delivery with every attempt (status, latency, the reply's start, shown as text) and the endpoint
// health view with a target paused from it, in a real browser against a real HTTPS receiver on loopback; then in German.
// npm test: SQLite run only (browser tests: the pages are the same whichever engine serves them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrlOf, buildTestApp } from '../helpers/app.js';
import { adminSession } from '../helpers/client.js';
import { newSecret, quietLogger, startReceiver, testCertificate } from '../helpers/webhooks.js';
import { createSender } from '../../src/modules/webhooks/delivery.js';
import { createDeliveryWorker } from '../../src/modules/webhooks/delivery-loop.js';
import { createUrlGuard } from '../../src/modules/webhooks/url-guard.js';
import { assertAccessible, canRunBrowser, launch, screenshot, signedInPage } from './browser.js';

test('a delivery lists every attempt with status, latency and the reply excerpt; endpoint health shows and pauses targets', async (t) => {
  const ctx = await buildTestApp(t, {
    env: { WEBHOOK_ALLOW_HOSTS: 'localhost', WEBHOOK_SECRET: newSecret(), WEBHOOK_RETRY_SCHEDULE: '0,0,0,0' },
  });
  if (!canRunBrowser(t, ctx.engine)) return;
  const { app, config, services } = ctx;
  const receiver = await startReceiver(t);
  receiver.rules.set('/flaky', { status: 500, body: `<b>Service down</b> ${'x'.repeat(2000)}` });
  receiver.rules.set('/gone', { status: 410, body: 'gone for good' });
  const guard = createUrlGuard({ allowHosts: config.webhookAllowHosts });
  const send = createSender({
    guard,
    timeoutMs: config.webhookTimeoutMs,
    secret: config.webhookSecret,
    ca: testCertificate().cert,
  });
  const work = createDeliveryWorker({
    db: services.db,
    dialect: services.dialect,
    config,
    logger: quietLogger,
    clock: services.clock,
    guard,
    send,
  });
  const admin = await adminSession(app);
  const flaky = receiver.url('/flaky');
  const gone = receiver.url('/gone');
  const { id } = (
    await admin.post('/api2/admin/webhooks', { eventType: 'order.paid', payload: { orderId: 7 }, url: flaky })
  ).json;
  assert.equal(
    (await admin.post('/api2/admin/webhooks', { eventType: 'order.paid', payload: { orderId: 8 }, url: gone })).status,
    201,
  );
  assert.equal(await work.runOnce(), 2);
  receiver.rules.set('/flaky', { status: 200, body: '{"received":true}' });
  assert.equal(await work.runOnce(), 2);

  const browser = await launch(t, baseUrlOf(app));
  const page = await signedInPage(browser, `/admin/webhooks/${id}`);
  await page.getByRole('heading', { name: `Webhook delivery #${id}` }).waitFor();
  const attempts = page.getByRole('table', { name: 'Attempts' });
  await attempts.getByRole('row', { name: /^1 .* 500 \d+ ms HTTP 500 <b>Service down<\/b> x+$/ }).waitFor();
  // Replies are kept for failed attempts only (docs/security.md, "Webhook replies"): a delivered one shows none, and
  // reads as the success it is (not "no reply").
  await attempts.getByRole('row', { name: /^2 .* 200 \d+ ms Delivered —$/ }).waitFor();
  assert.equal(await attempts.getByText('no reply').count(), 0);
  // The reply is shown as text, never as markup, and only its start is kept.
  assert.equal(await attempts.locator('b').count(), 0);
  const excerpt = await attempts.locator('pre').first().textContent();
  assert.equal(excerpt, `<b>Service down</b> ${'x'.repeat(500 - 20)}`);
  await assertAccessible(page, 'webhook attempts');
  await screenshot(page, 'webhook-attempts');

  await page.goto('/admin/webhooks');
  const health = page.getByRole('table', { name: 'Endpoint health' });
  await health.getByRole('row', { name: new RegExp(`^${flaky.replace(/[.?]/g, '\\$&')} 50% .+ 0 Active`) }).waitFor();
  await health
    .getByRole('row', { name: new RegExp(`^${gone.replace(/[.?]/g, '\\$&')} 100% never .* 1 Active`) })
    .waitFor();
  await health.getByRole('button', { name: `Pause target ${gone}` }).click();
  await page.getByText('Target paused: its deliveries wait until resumed', { exact: true }).waitFor();
  await health.getByRole('button', { name: `Resume target ${gone}` }).waitFor();
  assert.deepEqual(
    (await admin.get('/api2/admin/webhooks/pauses')).json.pauses.map((p: { url: string }) => p.url),
    [gone],
  );
  await assertAccessible(page, 'webhook health');
  await screenshot(page, 'webhook-health');
  await health.getByRole('button', { name: `Resume target ${gone}` }).click();
  await health.getByRole('button', { name: `Pause target ${gone}` }).waitFor();
  assert.deepEqual((await admin.get('/api2/admin/webhooks/pauses')).json.pauses, []);

  // In German: the view's names, and numbers and latency as German writes them.
  await page.getByLabel('Language').selectOption('de');
  const zustand = page.getByRole('table', { name: 'Zustand der Endpunkte' });
  await zustand
    .getByRole('row', { name: new RegExp(`^${flaky.replace(/[.?]/g, '\\$&')} 50\\s% .+ 0 Aktiv`) })
    .waitFor();
  await page.goto(`/admin/webhooks/${id}`);
  await page
    .getByRole('table', { name: 'Versuche' })
    .getByRole('row', { name: /^2 .* 200 \d+ ms Zugestellt/ })
    .waitFor();
  await screenshot(page, 'webhook-attempts-de');

  // A replay keeps the earlier attempts (issue 33): the new round follows them under a line that says it was sent again.
  await page.getByRole('button', { name: 'Erneut senden', exact: true }).click();
  await page.getByText('Zustellung erneut eingereiht', { exact: true }).waitFor();
  assert.equal(await work.runOnce(), 2, "the replayed delivery and the other target's retry");
  await page.reload();
  const versuche = page.getByRole('table', { name: 'Versuche' });
  await versuche
    .getByRole('row', { name: 'Von Hand erneut gesendet: die Versuche darunter sind die neue Runde' })
    .waitFor();
  assert.equal(
    await versuche.getByRole('row', { name: /^1 .* 500 \d+ ms HTTP 500/ }).count(),
    1,
    'the first failure is still listed',
  );
  assert.equal(await versuche.getByRole('row', { name: /^\d .* 200 \d+ ms Zugestellt —$/ }).count(), 2);
  await assertAccessible(page, 'webhook attempts after a replay');
  await screenshot(page, 'webhook-attempts-replayed');
});
