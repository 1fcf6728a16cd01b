import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession, platformClient } from '../helpers/client.js';
import { loggedInCustomer } from '../helpers/customers.js';
import type { Clock } from '../../src/shared/clock.js';

/** A clock tests move by hand; it starts 30 s into a minute, so a fixed one-minute window has 30 s left. */
function manualClock(start = '2026-03-01T10:00:30.000Z') {
  let now = new Date(start);
  const clock: Clock = { now: () => now };
  return {
    clock,
    advance: (seconds: number) => {
      now = new Date(now.getTime() + seconds * 1000);
    },
  };
}

const UNAUTHORIZED = { error: 'Unauthorized' };

test('a missing or invalid key is 401 {error: "Unauthorized"}', async (t) => {
  const { app } = await buildTestApp(t);
  const valid = (await platformClient(app, 'read')).defaultHeaders.authorization!;
  const key = valid.slice('Bearer '.length);
  const headers: [string, Record<string, string>][] = [
    ['no header', {}],
    ['empty bearer', { authorization: 'Bearer ' }],
    ['unknown key', { authorization: 'Bearer not-a-real-key' }],
    ['unknown key with the prefix', { authorization: `Bearer shop_rw_${'A'.repeat(43)}` }],
    [
      'the key with one character changed',
      { authorization: `Bearer ${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}` },
    ],
    ['another scheme', { authorization: `Basic ${Buffer.from(`x:${key}`).toString('base64')}` }],
    ['the key without a scheme', { authorization: key }],
    ['the key in another header', { 'x-api-key': key }],
  ];
  for (const [why, h] of headers) {
    for (const [method, url] of [
      ['GET', '/api2/v1/settings'],
      ['PUT', '/api2/v1/settings'],
      ['GET', '/api2/v1/no-such-route'],
    ] as const) {
      const r = await new Client(app).request(method, url, { headers: h, json: method === 'PUT' ? {} : undefined });
      assert.equal(r.status, 401, `${why}, ${method} ${url}: ${r.status} ${r.body}`);
      assert.deepEqual(r.json, UNAUTHORIZED, why);
    }
  }
  assert.equal(
    (await new Client(app, undefined, { authorization: valid }).get('/api2/v1/settings')).status,
    404,
    'the valid key itself works',
  );
});

test('admin and customer cookies are not accepted on /api2/v1', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const customer = await loggedInCustomer(ctx);
  for (const c of [admin, customer.client]) {
    for (const r of [await c.get('/api2/v1/settings'), await c.put('/api2/v1/settings', {})]) {
      assert.equal(r.status, 401, r.body);
      assert.deepEqual(r.json, UNAUTHORIZED);
    }
  }
  const bearerCookie = new Client(ctx.app, undefined, { authorization: `Bearer ${admin.jar.get('admin_auth_token')}` });
  assert.deepEqual((await bearerCookie.get('/api2/v1/settings')).json, UNAUTHORIZED, 'an admin JWT is no API key');
});

test('a read key may read; any write is 403 with the read-only message and changes nothing', async (t) => {
  const { app } = await buildTestApp(t);
  const read = await platformClient(app, 'read');
  const write = await platformClient(app, 'read_write');
  for (const [method, body] of [
    ['PUT', {}],
    ['POST', {}],
    ['DELETE', undefined],
    ['PATCH', {}],
  ] as const) {
    const r = await read.request(method, '/api2/v1/settings', { json: body });
    assert.equal(r.status, 403, `${method}: ${r.body}`);
    assert.deepEqual(r.json, { error: 'Read-only API key cannot perform write operations' });
  }
  assert.equal((await read.get('/api2/v1/settings')).status, 404, 'still unsaved');
  assert.equal((await write.put('/api2/v1/settings', { shopName: 'Written' })).status, 200);
  const got = await read.get('/api2/v1/settings');
  assert.equal(got.status, 200);
  assert.equal(got.json.shopName, 'Written');
});

test('platform settings: 404 before the first PUT; PUT {} creates them with the defaults; later PUTs merge', async (t) => {
  const { app } = await buildTestApp(t);
  const c = await platformClient(app, 'read_write');
  const before = await c.get('/api2/v1/settings');
  assert.equal(before.status, 404);
  assert.deepEqual(Object.keys(before.json), ['error']);

  const created = await c.put('/api2/v1/settings', {});
  assert.equal(created.status, 200, created.body);
  assert.deepEqual(created.json, {
    shopName: 'Shop',
    contactEmail: null,
    shopTaxId: null,
    shopAddress: null,
    currency: 'EUR',
    webhookUrl: null,
    webhooksPaused: false,
    lowStockThreshold: 5,
    imageMaxBytes: 10 * 1024 * 1024,
    imageMaxPixels: 40_000_000,
    imageFormats: ['jpeg', 'png', 'webp', 'gif'],
    auditRetentionDays: 365,
    webhookRetentionDays: 30,
  });
  const after = await c.get('/api2/v1/settings');
  assert.equal(after.status, 200);
  assert.deepEqual(after.json, created.json);

  const merged = await c.put('/api2/v1/settings', { shopName: 'Platform Shop', lowStockThreshold: 2 });
  assert.equal(merged.json.shopName, 'Platform Shop');
  assert.equal(merged.json.currency, 'EUR', 'fields left out keep their value');
  const admin = await adminSession(app);
  assert.equal(
    (await admin.get('/api2/admin/settings')).json.lowStockThreshold,
    2,
    'one settings document for both surfaces',
  );

  const bad = await c.put('/api2/v1/settings', { currency: 'euro' });
  assert.equal(bad.status, 400);
  assert.deepEqual(Object.keys(bad.json), ['error']);
});

test('lastUsedAt is set on first use and written at most once a minute', async (t) => {
  const { clock, advance } = manualClock();
  const { app } = await buildTestApp(t, { clock });
  const root = await adminSession(app);
  const c = await platformClient(app, 'read');
  const lastUsed = async () => (await root.get('/api2/admin/api-keys')).json.apiKeys[0].lastUsedAt;
  const start = clock.now().toISOString();

  assert.equal(await lastUsed(), null, 'never used yet');
  await c.get('/api2/v1/settings');
  assert.equal(await lastUsed(), start);
  advance(59);
  await c.get('/api2/v1/settings');
  assert.equal(await lastUsed(), start, 'not rewritten within a minute');
  advance(1);
  await c.get('/api2/v1/settings');
  assert.equal(await lastUsed(), clock.now().toISOString(), 'rewritten once a minute has passed');

  const stranger = new Client(app, undefined, { authorization: 'Bearer shop_r_unknown' });
  advance(120);
  await stranger.get('/api2/v1/settings');
  assert.notEqual(await lastUsed(), clock.now().toISOString(), 'a failed attempt touches no key');
});

test('the per-key rate limit answers 429 with Retry-After and RateLimit-* headers, per key, per window', async (t) => {
  const { clock, advance } = manualClock();
  const { app } = await buildTestApp(t, { clock, env: { PLATFORM_RATE_LIMIT: '3' } });
  const a = await platformClient(app, 'read_write');
  const b = await platformClient(app, 'read');

  for (let i = 1; i <= 3; i++) {
    const r = await a.get('/api2/v1/settings');
    assert.equal(r.status, 404, `request ${i} passes`);
    assert.equal(r.headers['ratelimit-limit'], '3');
    assert.equal(r.headers['ratelimit-remaining'], String(3 - i));
    assert.equal(r.headers['ratelimit-reset'], '30');
  }
  const limited = await a.get('/api2/v1/settings');
  assert.equal(limited.status, 429);
  assert.deepEqual(Object.keys(limited.json), ['error']);
  assert.match(limited.json.error, /rate limit/i);
  assert.equal(limited.headers['retry-after'], '30');
  assert.equal(limited.headers['ratelimit-limit'], '3');
  assert.equal(limited.headers['ratelimit-remaining'], '0');
  assert.equal(limited.headers['ratelimit-reset'], '30');
  assert.equal((await a.put('/api2/v1/settings', {})).status, 429, 'writes count against the same budget');

  assert.equal(
    (await b.get('/api2/v1/settings')).status,
    404,
    'another key has its own budget, and the refused PUT saved nothing',
  );
  advance(30);
  assert.equal((await a.get('/api2/v1/settings')).status, 404, 'the next window starts afresh');
});

test('the rate limit holds across two app instances sharing one database', async (t) => {
  const { clock } = manualClock();
  const first = await buildTestApp(t, { clock, env: { PLATFORM_RATE_LIMIT: '3' } });
  const second = await buildTestApp(t, { clock, env: { PLATFORM_RATE_LIMIT: '3' }, shareDatabaseWith: first });
  const key = (await platformClient(first.app, 'read')).defaultHeaders;
  const onFirst = new Client(first.app, undefined, key);
  const onSecond = new Client(second.app, undefined, key);

  assert.equal((await onFirst.get('/api2/v1/settings')).status, 404);
  assert.equal((await onSecond.get('/api2/v1/settings')).status, 404, 'the second instance knows the key');
  assert.equal((await onFirst.get('/api2/v1/settings')).headers['ratelimit-remaining'], '0');
  const limited = await onSecond.get('/api2/v1/settings');
  assert.equal(limited.status, 429);
  assert.equal(limited.headers['retry-after'], '30');
  assert.equal((await onFirst.get('/api2/v1/settings')).status, 429);
});

test('PLATFORM_RATE_LIMIT=0 turns the limit off', async (t) => {
  const { app } = await buildTestApp(t, { env: { PLATFORM_RATE_LIMIT: '0' } });
  const c = await platformClient(app, 'read');
  for (let i = 0; i < 5; i++) {
    const r = await c.get('/api2/v1/settings');
    assert.equal(r.status, 404);
    assert.equal(r.headers['ratelimit-limit'], undefined);
  }
});
