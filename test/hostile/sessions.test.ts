// Issue 9 item 10: a copy of the database is not enough to act as anyone: session ids, refresh tokens, CSRF tokens,
// API keys and verification tokens are stored only as hashes (or not at all), and migration 0026 ends the sessions
// that were stored with plaintext ids.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { SignJWT } from 'jose';
import { buildTestApp, createTestSchema, dropTestSchema, type TestApp } from '../helpers/app.js';
import { Client, adminSession } from '../helpers/client.js';
import { loggedInCustomer, registerCustomer, latestVerificationToken } from '../helpers/customers.js';
import { deriveKey } from '../../src/shared/secrets.js';
import { openDatabase } from '../../src/db/open.js';
import { migrateToLatest, migrations } from '../../src/db/migrate.js';

const jwtPayload = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string; sub: string };

/** Every value of every table of the app's database as text: what a stolen copy of it shows. */
async function everyStoredValue(ctx: TestApp): Promise<string[]> {
  const values: string[] = [];
  for (const table of await ctx.services.db.introspection.getTables()) {
    const rows = await ctx.services.db
      .selectFrom(table.name as 'settings')
      .selectAll()
      .execute();
    for (const row of rows)
      for (const v of Object.values(row))
        if (v !== null) values.push(Buffer.isBuffer(v) ? v.toString('latin1') : String(v));
  }
  return values;
}

test('no session id, refresh token, CSRF token, API key or verification token is stored in plaintext', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  assert.equal((await admin.post('/api2/admin/refresh')).status, 200, 'a refreshed session too');
  const key = (await admin.post('/api2/admin/api-keys', { name: 'k', permission: 'read' })).json.key as string;
  const customer = await loggedInCustomer(ctx);
  const unverified = await registerCustomer(ctx);
  const accessToken = admin.jar.get('admin_auth_token')!;
  const refreshToken = admin.jar.get('admin_refresh_token')!;
  const customerToken = customer.client.jar.get('auth_token')!;
  const secrets: Record<string, string> = {
    'admin session id': jwtPayload(accessToken).sid,
    'admin access token': accessToken,
    'admin refresh token': refreshToken,
    'the random part of the refresh token': refreshToken.split('.').at(-1)!,
    'CSRF token': admin.csrfToken!,
    'customer session id': jwtPayload(customerToken).sid,
    'customer token': customerToken,
    'API key': key,
    'verification token': latestVerificationToken(ctx, unverified.email),
  };
  const stored = await everyStoredValue(ctx);
  assert.ok(stored.length > 50, 'the dump read the tables');
  for (const [what, secret] of Object.entries(secrets)) {
    assert.ok(secret.length >= 20, `${what} was captured`);
    assert.equal(
      stored.find((v) => v.includes(secret)),
      undefined,
      `${what} is stored in plaintext`,
    );
  }
  assert.equal((await admin.get('/api2/admin/me')).status, 200, 'the session still works');
  assert.equal(
    (await admin.post('/api2/admin/logout')).status,
    200,
    'and the CSRF token still matches after the refresh',
  );
  assert.equal((await admin.get('/api2/admin/me')).status, 401, 'logout ends it');
  assert.equal((await customer.client.get('/api2/auth/me')).status, 200);
});

test('with the session tables and the application secret in hand, no token can be signed that opens a session', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const customer = await loggedInCustomer(ctx);
  const key = deriveKey(ctx.config.appSecret, 'session-jwt');
  const forge = (audience: string, sub: string, sid: string) =>
    new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
  const candidates = async (table: string) =>
    (
      await ctx.services.db
        .selectFrom(table as 'settings')
        .selectAll()
        .execute()
    )
      .flatMap((row) => Object.values(row))
      .filter((v): v is string => typeof v === 'string');
  const adminSub = jwtPayload(admin.jar.get('admin_auth_token')!).sub;
  for (const sid of await candidates('admin_sessions')) {
    const thief = new Client(ctx.app);
    thief.jar.set('admin_auth_token', await forge('admin-access', adminSub, sid));
    assert.equal((await thief.get('/api2/admin/me')).status, 401, `a token for the stored value ${sid}`);
  }
  const customerSub = jwtPayload(customer.client.jar.get('auth_token')!).sub;
  for (const sid of await candidates('customer_sessions')) {
    const thief = new Client(ctx.app);
    thief.jar.set('auth_token', await forge('customer', customerSub, sid));
    assert.equal((await thief.get('/api2/auth/me')).status, 401, `a token for the stored value ${sid}`);
  }
  // The real session id, which only the client holds, still works when signed so.
  const real = new Client(ctx.app);
  real.jar.set(
    'admin_auth_token',
    await forge('admin-access', adminSub, jwtPayload(admin.jar.get('admin_auth_token')!).sid),
  );
  assert.equal((await real.get('/api2/admin/me')).status, 200);
});

test('migration 0026 ends the sessions stored with plaintext ids and keys sessions by hash', async (t) => {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-0026-'));
  const schema = pgUrl ? await createTestSchema(pgUrl) : undefined;
  const database = openDatabase(pgUrl ?? `sqlite:${path.join(dir, 'shop.db')}`, { schema, poolSize: 1 });
  t.after(async () => {
    await database.close();
    if (pgUrl && schema) await dropTestSchema(pgUrl, schema);
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const db = database.db as unknown as import('kysely').Kysely<any>;
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0026'));
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: async () => before },
    allowUnorderedMigrations: true,
  }).migrateToLatest();
  assert.ifError(error);

  const now = new Date().toISOString();
  const later = new Date(Date.now() + 86400_000).toISOString();
  const adminId = (
    await db
      .insertInto('admin_users')
      .values({
        email: 'a@example.com',
        name: 'A',
        password_hash: 'x',
        role: 'super_admin',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const customerId = (
    await db
      .insertInto('customers')
      .values({ email: 'c@example.com', first_name: 'C', last_name: 'D', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('admin_sessions')
    .values({ id: 'plaintext-admin-session', admin_id: adminId, created_at: now, expires_at: later })
    .execute();
  await db
    .insertInto('admin_refresh_tokens')
    .values({ token_hash: 'h', session_id: 'plaintext-admin-session', created_at: now })
    .execute();
  await db
    .insertInto('customer_sessions')
    .values({ id: 'plaintext-customer-session', customer_id: customerId, created_at: now, expires_at: later })
    .execute();

  // Later migrations run too; this test is about 0026.
  assert.deepEqual(
    (await migrateToLatest(db)).filter((name) => name < '0027'),
    ['0026_hashed_session_ids'],
  );
  for (const table of ['admin_sessions', 'admin_refresh_tokens', 'customer_sessions']) {
    assert.deepEqual(await db.selectFrom(table).selectAll().execute(), [], `${table} is empty`);
  }
  // The key columns say what they hold.
  await db.selectFrom('admin_sessions').select('id_hash').execute();
  await db.selectFrom('admin_refresh_tokens').select('session_id_hash').execute();
  await db.selectFrom('customer_sessions').select('id_hash').execute();
});
