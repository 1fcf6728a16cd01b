import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { Client } from '../helpers/client.js';

/** A database with no admin at all, as on the very first start (buildTestApp created the usual first admin). */
async function emptyAdminTable(t: Parameters<typeof buildTestApp>[0]): Promise<TestApp> {
  const owner = await buildTestApp(t);
  await owner.services.db.deleteFrom('adminUsers').execute();
  return owner;
}

const adminEmails = async (app: TestApp) => (await app.services.adminUsers.list()).map((u) => `${u.email}:${u.role}`);

test('instances starting at once on one database with different ADMIN_EMAILs create exactly one first admin', async (t) => {
  const owner = await emptyAdminTable(t);
  const emails = ['first-a@example.com', 'first-b@example.com', 'first-c@example.com'];

  // Each app has its own connection (pool) to the shared database and runs ensureFirstAdmin while it is built.
  const apps = await Promise.all(
    emails.map((email) =>
      buildTestApp(t, { shareDatabaseWith: owner, env: { ADMIN_EMAIL: email, ADMIN_PASSWORD: 'First-Password-1' } }),
    ),
  );

  const admins = await adminEmails(owner);
  assert.equal(admins.length, 1, `exactly one first admin, got ${admins.join(', ')}`);
  const [winner] = admins;
  assert.ok(
    emails.some((e) => winner === `${e}:super_admin`),
    `the one admin is a super_admin from one of the instances: ${winner}`,
  );

  // Every instance sees the same single admin, and it can log in through any of them.
  for (const app of apps) assert.deepEqual(await adminEmails(app), admins);
  const login = await new Client(apps[2]!.app).post('/api2/admin/login', {
    email: winner!.split(':')[0],
    password: 'First-Password-1',
  });
  assert.equal(login.status, 200, login.body);
});

test('concurrent first-admin calls with generated passwords: one admin, one password printed, and it works', async (t) => {
  const owner = await emptyAdminTable(t);
  const other = await buildTestApp(t, { shareDatabaseWith: owner });
  await owner.services.db.deleteFrom('adminUsers').execute(); // building `other` created one again

  for (let round = 0; round < 3; round++) {
    if (round > 0) await owner.services.db.deleteFrom('adminUsers').execute();
    const results = await Promise.all([
      owner.services.adminUsers.ensureFirstAdmin(`gen-${round}-a@example.com`, null),
      other.services.adminUsers.ensureFirstAdmin(`gen-${round}-b@example.com`, null),
      owner.services.adminUsers.ensureFirstAdmin(null, null),
      other.services.adminUsers.ensureFirstAdmin(`gen-${round}-d@example.com`, 'Given-Password-1'),
    ]);
    const created = results.filter((r) => r !== null);
    assert.equal(
      created.length,
      1,
      `round ${round}: exactly one call reports a created admin: ${JSON.stringify(results)}`,
    );
    const admins = await adminEmails(owner);
    assert.deepEqual(admins, [`${created[0]!.email}:super_admin`], `round ${round}: exactly the reported admin exists`);

    const password = created[0]!.generatedPassword ?? 'Given-Password-1';
    const login = await new Client(other.app).post('/api2/admin/login', { email: created[0]!.email, password });
    assert.equal(login.status, 200, `round ${round}: the reported credentials log in: ${login.body}`);
  }

  assert.equal(
    await other.services.adminUsers.ensureFirstAdmin('late@example.com', null),
    null,
    'once an admin exists nothing is created',
  );
});
