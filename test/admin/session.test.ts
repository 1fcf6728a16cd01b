import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, ADMIN_EMAIL, ADMIN_PASSWORD } from '../helpers/app.js';
import { Client, adminSession } from '../helpers/client.js';
import { manualClock } from '../helpers/webhooks.js';

test('login sets HttpOnly access (4 h) and refresh (7 d) cookies and /me gives the CSRF token', async (t) => {
  const { app } = await buildTestApp(t);
  const c = new Client(app);
  const r = await c.post('/api2/admin/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  assert.equal(r.status, 200);
  assert.equal(r.json.admin.email, ADMIN_EMAIL);
  assert.equal(r.json.admin.role, 'super_admin');
  const access = r.cookies.find((x) => x.name === 'admin_auth_token')!;
  const refresh = r.cookies.find((x) => x.name === 'admin_refresh_token')!;
  assert.equal(access.maxAge, 4 * 3600);
  assert.equal(access.httpOnly, true);
  assert.equal(access.sameSite, 'Strict');
  assert.equal(refresh.maxAge, 7 * 86400);
  const me = await c.get('/api2/admin/me');
  assert.equal(me.status, 200);
  assert.ok(me.json.csrfToken.length >= 32);
  assert.ok(me.json.permissions.includes('users.manage'));
});

test('wrong password and unknown e-mail answer the same 401 INVALID_CREDENTIALS', async (t) => {
  const { app } = await buildTestApp(t);
  const a = await new Client(app).post('/api2/admin/login', { email: ADMIN_EMAIL, password: 'wrong-password' });
  const b = await new Client(app).post('/api2/admin/login', {
    email: 'nobody@example.com',
    password: 'wrong-password',
  });
  assert.equal(a.status, 401);
  assert.deepEqual(a.json, b.json);
  assert.equal(a.json.code, 'INVALID_CREDENTIALS');
  assert.equal(a.cookies.length, 0);
});

test('CSRF: missing, wrong and other-session tokens are refused; the own token works', async (t) => {
  const { app } = await buildTestApp(t);
  const s1 = await adminSession(app);
  const s2 = await adminSession(app);
  const body = { name: 'k', permission: 'read' };
  assert.equal((await s1.post('/api2/admin/api-keys', body, { csrf: false })).json.code, 'CSRF_INVALID');
  const wrong = await s1.post('/api2/admin/api-keys', body, { headers: { 'x-csrf-token': 'nope' } });
  assert.equal(wrong.status, 403);
  assert.equal(wrong.json.code, 'CSRF_INVALID');
  const foreign = await s1.post('/api2/admin/api-keys', body, { headers: { 'x-csrf-token': s2.csrfToken! } });
  assert.equal(foreign.json.code, 'CSRF_INVALID');
  assert.equal((await s1.post('/api2/admin/api-keys', body)).status, 201);
  assert.equal((await s1.get('/api2/admin/api-keys')).status, 200, 'GET needs no token');
});

test('refresh rotates the refresh token; reusing the old one after the 10-second grace revokes the whole session', async (t) => {
  const clock = manualClock();
  const { app } = await buildTestApp(t, { clock });
  const s = await adminSession(app);
  const first = s.jar.get('admin_refresh_token')!;
  const r1 = await s.post('/api2/admin/refresh');
  assert.equal(r1.status, 200);
  const second = s.jar.get('admin_refresh_token')!;
  assert.notEqual(second, first);
  assert.equal((await s.get('/api2/admin/me')).status, 200);

  clock.advance(10_000);
  const thief = new Client(app);
  thief.jar.set('admin_refresh_token', first);
  const reuse = await thief.post('/api2/admin/refresh');
  assert.equal(reuse.status, 401);
  assert.equal((await s.get('/api2/admin/me')).status, 401, 'the session is revoked after reuse');
  assert.equal((await s.post('/api2/admin/refresh')).status, 401, 'the newest refresh token is dead too');
});

test('two tabs refreshing with the same cookie at once, through two instances, both get the same new pair and the session lives', async (t) => {
  const clock = manualClock();
  const first = await buildTestApp(t, { clock });
  const second = await buildTestApp(t, { clock, shareDatabaseWith: first });
  const tabA = await adminSession(first.app);
  const tabB = new Client(second.app, tabA.ip);
  for (const [k, v] of tabA.jar) tabB.jar.set(k, v);
  tabB.csrfToken = tabA.csrfToken;
  const old = tabA.jar.get('admin_refresh_token')!;

  const [a, b] = await Promise.all([tabA.post('/api2/admin/refresh'), tabB.post('/api2/admin/refresh')]);
  assert.equal(a.status, 200, a.body);
  assert.equal(b.status, 200, b.body);
  const renewedA = tabA.jar.get('admin_refresh_token')!;
  assert.notEqual(renewedA, old);
  assert.equal(tabB.jar.get('admin_refresh_token'), renewedA, 'the same successor, not a fork of the session');

  // A third use within the grace (a slow tab) gets it too; both tabs go on working and refreshing.
  clock.advance(9_000);
  const late = new Client(first.app, tabA.ip);
  late.jar.set('admin_refresh_token', old);
  assert.equal((await late.post('/api2/admin/refresh')).status, 200);
  assert.equal(late.jar.get('admin_refresh_token'), renewedA);
  const me = await tabB.get('/api2/admin/me');
  assert.equal(me.status, 200);
  assert.equal(me.json.csrfToken, tabA.csrfToken, 'the same session');
  assert.equal((await tabB.post('/api2/admin/refresh')).status, 200);
  assert.equal((await tabA.get('/api2/admin/me')).status, 200);
});

test('logout clears both cookies and revokes the session server-side', async (t) => {
  const { app } = await buildTestApp(t);
  const s = await adminSession(app);
  const access = s.jar.get('admin_auth_token')!;
  const refresh = s.jar.get('admin_refresh_token')!;
  assert.equal((await s.post('/api2/admin/logout', undefined, { csrf: false })).json.code, 'CSRF_INVALID');
  const r = await s.post('/api2/admin/logout');
  assert.equal(r.status, 200);
  assert.deepEqual(r.cookies.map((c) => [c.name, c.maxAge]).sort(), [
    ['admin_auth_token', 0],
    ['admin_refresh_token', 0],
  ]);
  const replay = new Client(app);
  replay.jar.set('admin_auth_token', access);
  assert.equal((await replay.get('/api2/admin/me')).status, 401, 'a copied access token dies with the session');
  const r2 = new Client(app);
  r2.jar.set('admin_refresh_token', refresh);
  assert.equal((await r2.post('/api2/admin/refresh')).status, 401);
});

test('forged, expired and customer tokens do not open the admin surface', async (t) => {
  let now = new Date('2026-01-01T00:00:00Z');
  const { app, services } = await buildTestApp(t, { clock: { now: () => now } });
  const s = await adminSession(app);
  const token = s.jar.get('admin_auth_token')!;
  const [h, p] = token.split('.');
  const forged = new Client(app);
  forged.jar.set('admin_auth_token', `${h}.${p}.${'A'.repeat(43)}`);
  assert.equal((await forged.get('/api2/admin/me')).json.code, 'UNAUTHENTICATED');
  const none = new Client(app);
  const payload = Buffer.from(p!, 'base64url').toString();
  none.jar.set(
    'admin_auth_token',
    `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(payload).toString('base64url')}.`,
  );
  assert.equal((await none.get('/api2/admin/me')).status, 401);
  // Used once before: the signer keeps tokens it verified, which must neither change the audience nor outlive exp.
  assert.equal((await s.get('/api2/admin/me')).status, 200);
  const customerToken = await services.customerAuth.authenticate(token);
  assert.equal(customerToken, null, 'an admin token is no customer token');
  now = new Date(now.getTime() + 4 * 3600 * 1000 - 1000);
  assert.equal((await s.get('/api2/admin/me')).status, 200, 'valid until its last second');
  now = new Date(now.getTime() + 2000);
  assert.equal((await s.get('/api2/admin/me')).status, 401, 'the access token expires after 4 h');
  assert.equal((await s.post('/api2/admin/refresh')).status, 200, 'the refresh token still works');
  assert.equal((await s.get('/api2/admin/me')).status, 200);
  now = new Date(now.getTime() + 7 * 86400 * 1000);
  assert.equal((await s.post('/api2/admin/refresh')).status, 401, 'refresh never extends the 7-day session');
});

test('wrong passwords slow down their account and address together, with growing delays; the right password from another address still gets in', async (t) => {
  const clock = manualClock();
  const { app } = await buildTestApp(t, { clock });
  const guesser = new Client(app, '10.3.0.1');
  const wrong = { email: ADMIN_EMAIL, password: 'wrong' };
  for (let i = 0; i < 5; i++) assert.equal((await guesser.post('/api2/admin/login', wrong)).status, 401);
  const blocked = await guesser.post('/api2/admin/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  assert.equal(blocked.status, 429);
  assert.equal(blocked.json.code, 'RATE_LIMITED');
  assert.equal(blocked.headers['retry-after'], '30');
  assert.equal(
    (await new Client(app, '10.3.0.2').post('/api2/admin/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }))
      .status,
    200,
    'the owner signs in from another address',
  );

  // Each further wrong password doubles the wait of this account from this address.
  for (const delay of [30, 60, 120, 240]) {
    clock.advance(delay * 1000);
    assert.equal((await guesser.post('/api2/admin/login', wrong)).status, 401);
    const refused = await guesser.post('/api2/admin/login', wrong);
    assert.equal(refused.status, 429);
    assert.equal(refused.headers['retry-after'], String(delay * 2));
  }
  clock.advance(480_000);
  assert.equal(
    (await guesser.post('/api2/admin/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).status,
    200,
    'the wait over, the right password gets in',
  );
  assert.equal(
    (await guesser.post('/api2/admin/login', wrong)).status,
    401,
    'and a success forgives the account at this address',
  );
});

test('one address guessing over many accounts (password spraying) is refused after 20 failures, for every account', async (t) => {
  const clock = manualClock();
  const { app } = await buildTestApp(t, { clock });
  const sprayer = new Client(app, '10.3.1.1');
  for (let i = 0; i < 20; i++)
    assert.equal(
      (await sprayer.post('/api2/admin/login', { email: `staff${i}@example.com`, password: 'Summer2026!' })).status,
      401,
    );
  const refused = await sprayer.post('/api2/admin/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  assert.equal(refused.status, 429);
  assert.equal(refused.json.code, 'RATE_LIMITED');
  assert.equal(refused.headers['retry-after'], '900');
  assert.equal(
    (await new Client(app, '10.3.1.2').post('/api2/admin/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }))
      .status,
    200,
  );
});

test('junk refresh cookies from an address are refused after 5, but never keep a real refresh token of that address out', async (t) => {
  const clock = manualClock();
  const { app } = await buildTestApp(t, { clock });
  const s = await adminSession(app);
  const junk = new Client(app, s.ip);
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) {
    junk.jar.set('admin_refresh_token', `junk.${i}${'x'.repeat(40)}`);
    statuses.push((await junk.post('/api2/admin/refresh')).status);
  }
  assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429, 429]);
  const renewed = await s.post('/api2/admin/refresh');
  assert.equal(renewed.status, 200, renewed.body);
  assert.equal((await s.get('/api2/admin/me')).status, 200);
});

test('a burst of concurrent wrong logins lets at most 5 through to the password check', async (t) => {
  // A still clock: the growing delays would otherwise let a slow run through after a second.
  const { app } = await buildTestApp(t, { clock: manualClock() });
  const c = new Client(app);
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => c.post('/api2/admin/login', { email: ADMIN_EMAIL, password: 'wrong' })),
  );
  const statuses = answers.map((a) => a.status);
  assert.ok(statuses.filter((s) => s === 401).length <= 5, `401s: ${statuses.join(',')}`);
  assert.equal(statuses.filter((s) => s !== 401 && s !== 429).length, 0);
  // Refused attempts are not counted, so the burst may leave room; never more than 5 guesses in all.
  let guesses = statuses.filter((s) => s === 401).length;
  for (let i = 0; i < 6; i++)
    if ((await c.post('/api2/admin/login', { email: ADMIN_EMAIL, password: 'wrong' })).status === 401) guesses++;
  assert.equal(guesses, 5, 'exactly 5 guesses reach the password check in the window');
});

test('a successful login does not count against the address', async (t) => {
  const { app } = await buildTestApp(t);
  const c = new Client(app);
  for (let i = 0; i < 8; i++)
    assert.equal((await c.post('/api2/admin/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).status, 200);
});
