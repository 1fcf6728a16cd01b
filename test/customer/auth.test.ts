import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { Client } from '../helpers/client.js';
import { latestVerificationToken, loggedInCustomer, newRegistration, registerCustomer } from '../helpers/customers.js';
import { mailsTo } from '../helpers/mail.js';
import type { Clock } from '../../src/shared/clock.js';

function manualClock(start = '2026-03-01T10:00:00.000Z') {
  let now = new Date(start);
  const clock: Clock = { now: () => now };
  return {
    clock,
    advance: (seconds: number) => {
      now = new Date(now.getTime() + seconds * 1000);
    },
  };
}

const customerRow = (ctx: TestApp, email: string) =>
  ctx.services.db.selectFrom('customers').selectAll().where('email', '=', email).executeTakeFirst();

test('register answers 201 {needsVerification: true, message} and stores an unverified account with a hashed password', async (t) => {
  const ctx = await buildTestApp(t);
  const reg = newRegistration({ email: 'Rita.Register@Example.com', firstName: ' Rita ', lastName: 'Register' });
  const r = await new Client(ctx.app).post('/api2/auth/register', reg);
  assert.equal(r.status, 201, r.body);
  assert.deepEqual(Object.keys(r.json).sort(), ['message', 'needsVerification']);
  assert.equal(r.json.needsVerification, true);
  assert.ok(r.json.message.length > 0);
  assert.equal(r.cookies.length, 0, 'registering logs nobody in');

  const row = await customerRow(ctx, 'rita.register@example.com');
  assert.ok(row, 'stored under the lower-cased e-mail');
  assert.equal(row.isVerified, 0);
  assert.equal(row.firstName, 'Rita');
  assert.match(row.passwordHash!, /^\$argon2id\$/);
  assert.ok(!row.passwordHash!.includes(reg.password));
});

test('the password policy: 8 to 128 characters with an upper, a lower and a digit, else 400 VALIDATION_ERROR', async (t) => {
  const ctx = await buildTestApp(t);
  const weak: Record<string, string> = {
    '7 characters': 'Abcde12',
    '129 characters': `Ab1${'c'.repeat(126)}`,
    'no digit': 'Abcdefghij',
    'no uppercase letter': 'abcdefgh12',
    'no lowercase letter': 'ABCDEFGH12',
    empty: '',
  };
  for (const [why, password] of Object.entries(weak)) {
    const reg = newRegistration({ password });
    const r = await new Client(ctx.app).post('/api2/auth/register', reg);
    assert.equal(r.status, 400, `${why}: ${r.status} ${r.body}`);
    assert.equal(r.json.code, 'VALIDATION_ERROR', why);
    assert.equal(await customerRow(ctx, reg.email), undefined, `${why}: nothing stored`);
  }
  for (const password of ['Abcdef12', `Ab1${'c'.repeat(125)}`, 'Ünïcödé1x']) {
    const r = await new Client(ctx.app).post('/api2/auth/register', newRegistration({ password }));
    assert.equal(r.status, 201, `${password.length} characters: ${r.body}`);
  }
});

test('other invalid registrations are 400 VALIDATION_ERROR', async (t) => {
  const ctx = await buildTestApp(t);
  const good = newRegistration();
  const bad: [string, unknown][] = [
    ['no e-mail', { ...good, email: undefined }],
    ['e-mail without @', { ...good, email: 'nobody' }],
    ['no first name', { ...good, firstName: undefined }],
    ['empty last name', { ...good, lastName: '' }],
    ['password of the wrong type', { ...good, password: 12345678 }],
  ];
  for (const [why, body] of bad) {
    const r = await new Client(ctx.app).post('/api2/auth/register', body);
    assert.equal(r.status, 400, `${why}: ${r.body}`);
    assert.equal(r.json.code, 'VALIDATION_ERROR', why);
  }
});

test('verify answers {verified: true}, then {alreadyVerified: true}, also once the link has expired', async (t) => {
  const { clock, advance } = manualClock();
  const ctx = await buildTestApp(t, { clock });
  const reg = await registerCustomer(ctx);
  const token = latestVerificationToken(ctx, reg.email);
  const c = new Client(ctx.app);

  const first = await c.get('/api2/auth/verify', { query: { token } });
  assert.equal(first.status, 200);
  assert.deepEqual(first.json, { verified: true });
  const row = await customerRow(ctx, reg.email);
  assert.equal(row!.isVerified, 1);
  assert.equal(row!.verifiedAt, clock.now().toISOString());

  assert.deepEqual((await c.get('/api2/auth/verify', { query: { token } })).json, { alreadyVerified: true });
  advance(48 * 3600);
  const late = await c.get('/api2/auth/verify', { query: { token } });
  assert.equal(late.status, 200);
  assert.deepEqual(late.json, { alreadyVerified: true });
});

test('an unknown, missing or expired token is 400 INVALID_TOKEN (links live 24 hours)', async (t) => {
  const { clock, advance } = manualClock();
  const ctx = await buildTestApp(t, { clock });
  const c = new Client(ctx.app);
  const unknown = await c.get('/api2/auth/verify', { query: { token: 'x'.repeat(43) } });
  assert.equal(unknown.status, 400);
  assert.deepEqual(Object.keys(unknown.json).sort(), ['code', 'error']);
  assert.equal(unknown.json.code, 'INVALID_TOKEN');
  const missing = await c.get('/api2/auth/verify');
  assert.equal(missing.status, 400);
  assert.equal(missing.json.code, 'VALIDATION_ERROR');

  const early = await registerCustomer(ctx);
  const late = await registerCustomer(ctx);
  const earlyToken = latestVerificationToken(ctx, early.email);
  const lateToken = latestVerificationToken(ctx, late.email);
  advance(24 * 3600 - 1);
  assert.deepEqual(
    (await c.get('/api2/auth/verify', { query: { token: earlyToken } })).json,
    { verified: true },
    'valid for just under 24 h',
  );
  advance(1);
  const expired = await c.get('/api2/auth/verify', { query: { token: lateToken } });
  assert.equal(expired.status, 400);
  assert.deepEqual(expired.json, unknown.json, 'an expired link answers like an unknown one');
  assert.equal((await customerRow(ctx, late.email))!.isVerified, 0);
});

test('before verification only the right password learns NEEDS_VERIFICATION; no cookie is set', async (t) => {
  const ctx = await buildTestApp(t);
  const reg = await registerCustomer(ctx);
  const right = await new Client(ctx.app).post('/api2/auth/login', { email: reg.email, password: reg.password });
  assert.equal(right.status, 403);
  assert.equal(right.json.code, 'NEEDS_VERIFICATION');
  assert.equal(right.json.needsVerification, true);
  assert.equal(typeof right.json.error, 'string');
  assert.equal(right.cookies.length, 0);

  const wrong = await new Client(ctx.app).post('/api2/auth/login', {
    email: reg.email,
    password: `${reg.password}-wrong`,
  });
  const unknown = await new Client(ctx.app).post('/api2/auth/login', {
    email: 'nobody@example.com',
    password: reg.password,
  });
  assert.equal(wrong.status, 401);
  assert.equal(wrong.json.code, 'INVALID_CREDENTIALS');
  assert.equal(wrong.json.needsVerification, undefined);
  assert.equal(wrong.body, unknown.body, 'a wrong password and an unknown e-mail answer alike');
});

test('login sets an HttpOnly auth_token for 24 hours; /me shows the customer; the token expires', async (t) => {
  const { clock, advance } = manualClock();
  const ctx = await buildTestApp(t, { clock });
  const reg = await registerCustomer(ctx, { firstName: 'Lena', lastName: 'Login' });
  const c = new Client(ctx.app);
  await c.get('/api2/auth/verify', { query: { token: latestVerificationToken(ctx, reg.email) } });

  const login = await c.post('/api2/auth/login', { email: reg.email.toUpperCase(), password: reg.password });
  assert.equal(login.status, 200, login.body);
  const cookie = login.cookies.find((x) => x.name === 'auth_token');
  assert.ok(cookie?.value);
  assert.equal(cookie.maxAge, 86400);
  assert.equal(cookie.httpOnly, true);
  assert.equal(cookie.sameSite, 'Lax');
  assert.equal(cookie.path, '/api2');
  const id = (await customerRow(ctx, reg.email))!.id;
  assert.deepEqual(login.json, {
    customer: { id, email: reg.email, firstName: 'Lena', lastName: 'Login', isVerified: true },
  });

  const me = await c.get('/api2/auth/me');
  assert.equal(me.status, 200);
  assert.deepEqual(me.json.customer, {
    id,
    email: reg.email,
    firstName: 'Lena',
    lastName: 'Login',
    isVerified: true,
    phone: null,
    createdAt: clock.now().toISOString(),
  });

  const anonymous = await new Client(ctx.app).get('/api2/auth/me');
  assert.equal(anonymous.status, 401);
  assert.equal(anonymous.json.code, 'UNAUTHENTICATED');

  advance(24 * 3600 - 1);
  assert.equal((await c.get('/api2/auth/me')).status, 200);
  advance(1);
  assert.equal((await c.get('/api2/auth/me')).status, 401, 'the session ends after 24 h');
});

test('logout clears the cookie and the old token stops working', async (t) => {
  const ctx = await buildTestApp(t);
  const customer = await loggedInCustomer(ctx);
  const token = customer.client.jar.get('auth_token')!;
  const out = await customer.client.post('/api2/auth/logout');
  assert.equal(out.status, 200);
  assert.deepEqual(out.json, { success: true });
  const cleared = out.cookies.find((x) => x.name === 'auth_token');
  assert.equal(cleared?.maxAge, 0);
  assert.equal(cleared?.path, '/api2');
  assert.equal((await customer.client.get('/api2/auth/me')).status, 401);

  const replay = new Client(ctx.app);
  replay.jar.set('auth_token', token);
  const r = await replay.get('/api2/auth/me');
  assert.equal(r.status, 401, 'the token was revoked server-side, not only deleted in the browser');
  assert.equal(r.json.code, 'UNAUTHENTICATED');
  assert.equal((await replay.post('/api2/auth/logout')).status, 401);
  assert.equal(
    (await new Client(ctx.app).post('/api2/auth/login', { email: customer.email, password: customer.password })).status,
    200,
    'logging in again works',
  );
});

test('registering an existing e-mail answers byte for byte like a new registration and changes nothing', async (t) => {
  const ctx = await buildTestApp(t, { env: { WEBHOOK_DEFAULT_URL: 'https://hooks.example.com/x' } });
  const existing = await loggedInCustomer(ctx);
  const fresh = await new Client(ctx.app).post('/api2/auth/register', newRegistration());
  const dup = await new Client(ctx.app).post(
    '/api2/auth/register',
    newRegistration({ email: existing.email.toUpperCase(), firstName: 'Mallory' }),
  );
  assert.equal(dup.status, fresh.status);
  assert.equal(dup.body, fresh.body);
  assert.equal(dup.headers['content-type'], fresh.headers['content-type']);
  assert.equal(dup.headers['content-length'], fresh.headers['content-length']);

  const rows = await ctx.services.db
    .selectFrom('customers')
    .select(['firstName'])
    .where('email', '=', existing.email)
    .execute();
  assert.deepEqual(rows, [{ firstName: existing.firstName }], 'still one account, unchanged');
  assert.equal(
    (await new Client(ctx.app).post('/api2/auth/login', { email: existing.email, password: existing.password })).status,
    200,
    'the old password still works',
  );
  const events = await ctx.services.db.selectFrom('webhooks').select('id').execute();
  assert.equal(events.length, 2, 'customer.registered for the two new accounts only');
  assert.equal(mailsTo(ctx.dataDir, existing.email).length, 2, 'the owner got a second mail');
});

test('registrations of one e-mail address mail it at most 5 times in 15 minutes, the first verification included, answering the same', async (t) => {
  const { clock, advance } = manualClock();
  const ctx = await buildTestApp(t, { clock });
  const existing = await loggedInCustomer(ctx);
  assert.equal(mailsTo(ctx.dataDir, existing.email).length, 1);
  for (let i = 0; i < 8; i++) {
    const r = await new Client(ctx.app).post('/api2/auth/register', newRegistration({ email: existing.email }));
    assert.equal(r.status, 201);
  }
  assert.equal(mailsTo(ctx.dataDir, existing.email).length, 5, 'capped at 5 mails');
  advance(15 * 60 + 1);
  await new Client(ctx.app).post('/api2/auth/register', newRegistration({ email: existing.email }));
  assert.equal(mailsTo(ctx.dataDir, existing.email).length, 6, 'mails again after the window');
});

test('one address may register 5 accounts in 15 minutes: the 6th is 429 with no row and no mail; other addresses go on', async (t) => {
  const { clock, advance } = manualClock();
  const ctx = await buildTestApp(t, { clock });
  const signUps = new Client(ctx.app, '10.5.0.1');
  for (let i = 0; i < 5; i++) assert.equal((await signUps.post('/api2/auth/register', newRegistration())).status, 201);
  const sixth = newRegistration();
  const refused = await signUps.post('/api2/auth/register', sixth);
  assert.equal(refused.status, 429);
  assert.equal(refused.json.code, 'RATE_LIMITED');
  assert.equal(refused.headers['retry-after'], '900');
  assert.equal(await customerRow(ctx, sixth.email), undefined);
  assert.equal(mailsTo(ctx.dataDir, sixth.email).length, 0);
  assert.equal((await ctx.services.db.selectFrom('customers').select('id').execute()).length, 5);
  assert.equal((await new Client(ctx.app, '10.5.0.2').post('/api2/auth/register', newRegistration())).status, 201);
  advance(15 * 60 + 1);
  assert.equal(
    (await signUps.post('/api2/auth/register', sixth)).status,
    201,
    'the window over, the address registers again',
  );
  assert.ok(await customerRow(ctx, sixth.email));
});

test('customer.registered is queued as one pending webhook when a target is configured, and not otherwise', async (t) => {
  const { clock } = manualClock();
  const withTarget = await buildTestApp(t, { clock, env: { WEBHOOK_DEFAULT_URL: 'https://hooks.example.com/x' } });
  const reg = await registerCustomer(withTarget, { firstName: 'Wanda', lastName: 'Hook' });
  const id = (await customerRow(withTarget, reg.email))!.id;
  const rows = await withTarget.services.db.selectFrom('webhooks').selectAll().execute();
  assert.equal(rows.length, 1);
  const [row] = rows;
  assert.equal(row!.eventType, 'customer.registered');
  assert.equal(row!.url, 'https://hooks.example.com/x');
  assert.equal(row!.status, 'pending');
  assert.equal(row!.attempts, 0);
  const payload = JSON.parse(row!.payload);
  assert.deepEqual(Object.keys(payload).sort(), ['data', 'event', 'timestamp']);
  assert.equal(payload.event, 'customer.registered');
  assert.equal(payload.timestamp, clock.now().toISOString());
  assert.equal(payload.data.customerId, id);
  assert.equal(payload.data.email, reg.email);
  assert.ok(!row!.payload.includes(reg.password) && !row!.payload.includes('argon2'), 'no password in the event');

  const invalid = await new Client(withTarget.app).post('/api2/auth/register', newRegistration({ password: 'weak' }));
  assert.equal(invalid.status, 400);
  assert.equal(
    (await withTarget.services.db.selectFrom('webhooks').select('id').execute()).length,
    1,
    'a refused registration emits nothing',
  );

  const withoutTarget = await buildTestApp(t);
  await registerCustomer(withoutTarget);
  assert.deepEqual(await withoutTarget.services.db.selectFrom('webhooks').select('id').execute(), []);
});

test('wrong passwords delay their account at their address only, growing; the right password from another address gets in', async (t) => {
  const { clock, advance } = manualClock();
  const ctx = await buildTestApp(t, { clock });
  const customer = await loggedInCustomer(ctx);
  // Fixed addresses: the delays count per account and address, so these clients must not share one by chance.
  const c = new Client(ctx.app, '10.1.0.1');
  for (let i = 1; i <= 5; i++) {
    const r = await c.post('/api2/auth/login', { email: customer.email, password: 'Wrong-Password-1' });
    assert.equal(r.status, 401, `attempt ${i}`);
    assert.equal(r.json.code, 'INVALID_CREDENTIALS');
  }
  const blocked = await c.post('/api2/auth/login', { email: customer.email, password: customer.password });
  assert.equal(blocked.status, 429);
  assert.equal(blocked.json.code, 'RATE_LIMITED');
  assert.equal(blocked.headers['retry-after'], '30');
  assert.equal(blocked.cookies.length, 0);
  const elsewhere = await new Client(ctx.app, '10.1.0.2').post('/api2/auth/login', {
    email: customer.email,
    password: customer.password,
  });
  assert.equal(elsewhere.status, 200, 'the owner signs in from another address');
  const otherAccount = await loggedInCustomer(ctx);
  assert.equal(
    (await c.post('/api2/auth/login', { email: otherAccount.email, password: otherAccount.password })).status,
    200,
    'the address may still sign in to other accounts',
  );

  advance(30);
  assert.equal((await c.post('/api2/auth/login', { email: customer.email, password: 'Wrong-Password-1' })).status, 401);
  assert.equal(
    (await c.post('/api2/auth/login', { email: customer.email, password: customer.password })).headers['retry-after'],
    '60',
    'the delay doubles',
  );
  advance(60);
  assert.equal(
    (await c.post('/api2/auth/login', { email: customer.email, password: customer.password })).status,
    200,
    'the delay ends',
  );
});

test('register and verify are limited per address too: the 6th attempt after 5 failures is 429', async (t) => {
  const ctx = await buildTestApp(t);
  // Fixed addresses: the limit counts per address, so these clients must not share one by chance.
  const registering = new Client(ctx.app, '10.2.0.1');
  for (let i = 0; i < 5; i++)
    assert.equal((await registering.post('/api2/auth/register', newRegistration({ password: 'weak' }))).status, 400);
  const blockedRegister = await registering.post('/api2/auth/register', newRegistration());
  assert.equal(blockedRegister.status, 429);
  assert.equal(blockedRegister.json.code, 'RATE_LIMITED');
  assert.ok(Number(blockedRegister.headers['retry-after']) > 0);
  assert.equal(
    (await new Client(ctx.app, '10.2.0.2').post('/api2/auth/register', newRegistration())).status,
    201,
    'other addresses may register',
  );

  const reg = await registerCustomer(ctx);
  const verifying = new Client(ctx.app, '10.2.0.3');
  for (let i = 0; i < 5; i++)
    assert.equal(
      (await verifying.get('/api2/auth/verify', { query: { token: `guess-${i}-${'x'.repeat(40)}` } })).status,
      400,
    );
  const blockedVerify = await verifying.get('/api2/auth/verify', { query: { token: `guess-6-${'x'.repeat(40)}` } });
  assert.equal(blockedVerify.status, 429);
  assert.equal(blockedVerify.json.code, 'RATE_LIMITED');
  // Guesses from the address never keep a real link from working there.
  assert.equal(
    (await verifying.get('/api2/auth/verify', { query: { token: latestVerificationToken(ctx, reg.email) } })).status,
    200,
  );
  assert.equal((await customerRow(ctx, reg.email))!.isVerified, 1);
});

test('the login delays hold across two app instances sharing one database', async (t) => {
  const { clock } = manualClock();
  const first = await buildTestApp(t, { clock });
  const second = await buildTestApp(t, { clock, shareDatabaseWith: first });
  const customer = await loggedInCustomer(first);
  const wrong = { email: customer.email, password: 'Wrong-Password-1' };
  for (let i = 0; i < 5; i++) {
    const r = await new Client(i % 2 ? second.app : first.app, '10.4.0.1').post('/api2/auth/login', wrong);
    assert.equal(r.status, 401);
  }
  for (const app of [first.app, second.app]) {
    const r = await new Client(app, '10.4.0.1').post('/api2/auth/login', {
      email: customer.email,
      password: customer.password,
    });
    assert.equal(r.status, 429);
    assert.equal(r.json.code, 'RATE_LIMITED');
    assert.ok(Number(r.headers['retry-after']) > 0);
  }
});
