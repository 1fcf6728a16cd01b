// A manager whose role is changed to editor while the dashboard is open: the server ends the live stream with
// `access.ended`, and the dashboard reads the role again, so the orders screens leave the navigation without a reload.
// npm test: SQLite run only (browser tests: the pages are the same whichever engine serves them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrlOf, buildTestApp } from '../helpers/app.js';
import { adminSession } from '../helpers/client.js';
import { assertNoPageProblems, canRunBrowser, DASHBOARD_DIR, launch, signedInPage } from './browser.js';

test('a demoted manager: the open dashboard drops Orders from the navigation when the stream ends', async (t) => {
  const { app, engine, services } = await buildTestApp(t, { env: { DASHBOARD_DIR } });
  if (!canRunBrowser(t, engine)) return;
  const root = await adminSession(app);
  const email = 'manager.live@example.com';
  const password = 'Live-manager-Password-1';
  const created = await root.post('/api2/admin/users', { email, password, name: 'Live Manager', role: 'manager' });
  assert.equal(created.status, 201, created.body);

  const browser = await launch(t, baseUrlOf(app));
  const page = await signedInPage(browser, '/admin/orders', { email, password });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Orders' }).waitFor();
  // The role changes once the server holds the dashboard's stream (a stream opened after it would be refused).
  while (services.liveStreams.open === 0) await new Promise((resolve) => setTimeout(resolve, 50));

  assert.equal((await root.patch(`/api2/admin/users/${created.json.id as number}`, { role: 'editor' })).status, 200);
  await nav.getByRole('link', { name: 'Orders' }).waitFor({ state: 'detached' });
  await nav.getByRole('link', { name: 'Products' }).waitFor();
  assertNoPageProblems(page);
});
