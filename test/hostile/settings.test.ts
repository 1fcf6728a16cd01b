// Issue 9 item 9 (and the URL case of item 11): settings documents store only their own fields, refuse bodies over
// their size cap, and take https:// URLs in any letter case.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminSession, platformClient, type Client } from '../helpers/client.js';
import { assertError } from './shape.js';

const storedDocument = async (ctx: TestApp, table: 'settings' | 'seoSettings') =>
  (await ctx.services.db.selectFrom(table).select('data').where('id', '=', 1).executeTakeFirstOrThrow()).data;

/** 50 unknown keys of 1 KB each: well within the body limit, so only the known-fields rule keeps them out. */
const junk = () => Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`junk${i}`, 'j'.repeat(1000)]));

test('unknown fields are never stored: not on admin, platform or SEO settings, and earlier junk goes on the next save', async (t) => {
  const ctx = await buildTestApp(t, { env: { PLATFORM_RATE_LIMIT: '0' } });
  const admin = await adminSession(ctx.app);
  const platform = await platformClient(ctx.app, 'read_write');
  const puts: [Client, string, 'settings' | 'seoSettings', Record<string, unknown>][] = [
    [admin, '/api2/admin/settings', 'settings', { shopName: 'Admin Shop' }],
    [platform, '/api2/v1/settings', 'settings', { lowStockThreshold: 3 }],
    [platform, '/api2/v1/seo/settings', 'seoSettings', { defaultTitle: 'SEO Shop' }],
  ];
  for (const [client, path, table, known] of puts) {
    for (let i = 0; i < 4; i++) {
      const r = await client.put(path, { ...known, ...junk(), nested: { deeper: { still: 'x'.repeat(1000) } } });
      assert.equal(r.status, 200, `${path}: ${r.body.slice(0, 200)}`);
    }
    const data = await storedDocument(ctx, table);
    assert.ok(data.length < 2000, `${path}: the stored document is ${data.length} bytes`);
    assert.deepEqual(
      Object.keys(JSON.parse(data)).filter((k) => k.startsWith('junk') || k === 'nested'),
      [],
      `${path}: no unknown field stored`,
    );
    for (const [k, v] of Object.entries(known)) assert.equal(JSON.parse(data)[k], v, `${path}: ${k} stored`);
  }

  // A document saved with junk by an earlier version loses it on the next save.
  await ctx.services.db
    .updateTable('settings')
    .set({ data: JSON.stringify({ shopName: 'Old', junk: 'j'.repeat(5000) }) })
    .where('id', '=', 1)
    .execute();
  assert.equal((await admin.put('/api2/admin/settings', { currency: 'USD' })).status, 200);
  assert.deepEqual(
    Object.keys(JSON.parse(await storedDocument(ctx, 'settings'))).filter((k) => k === 'junk'),
    [],
  );
  assert.equal(JSON.parse(await storedDocument(ctx, 'settings')).shopName, 'Old', 'known fields survive the clean-up');
});

test("settings bodies over 128 KiB are 413 in the surface's shape and change nothing", async (t) => {
  const ctx = await buildTestApp(t, { env: { PLATFORM_RATE_LIMIT: '0' } });
  const admin = await adminSession(ctx.app);
  const platform = await platformClient(ctx.app, 'read_write');
  const big = { shopName: 'Big', padding: 'p'.repeat(130 * 1024) };
  assertError(await admin.put('/api2/admin/settings', big), 413, 'coded', 'PAYLOAD_TOO_LARGE', 'admin settings');
  assertError(await platform.put('/api2/v1/settings', big), 413, 'platform', null, 'platform settings');
  assertError(
    await platform.put('/api2/v1/seo/settings', { defaultTitle: 'Big', padding: big.padding }),
    413,
    'platform',
    null,
    'SEO settings',
  );
  assert.equal((await platform.get('/api2/v1/settings')).status, 404, 'nothing was saved');
  assert.equal((await platform.get('/api2/v1/seo/settings')).json.defaultTitle, 'Shop');
  // The largest document the field limits allow still fits: robots.txt of 20,000 characters.
  const robots = await platform.put('/api2/v1/seo/settings', {
    robotsTxt: 'ü'.repeat(20_000),
    defaultDescription: 'd'.repeat(1000),
  });
  assert.equal(robots.status, 200, robots.body.slice(0, 200));
});

test('a webhookUrl is https:// in any letter case, on both surfaces', async (t) => {
  const ctx = await buildTestApp(t, { env: { WEBHOOK_ALLOW_HOSTS: 'localhost', PLATFORM_RATE_LIMIT: '0' } });
  const admin = await adminSession(ctx.app);
  const platform = await platformClient(ctx.app, 'read_write');
  const a = await admin.put('/api2/admin/settings', { webhookUrl: 'HTTPS://localhost:8443/shop-hook' });
  assert.equal(a.status, 200, a.body);
  const p = await platform.put('/api2/v1/settings', { webhookUrl: 'Https://localhost:8443/other-hook' });
  assert.equal(p.status, 200, p.body);
  assertError(
    await admin.put('/api2/admin/settings', { webhookUrl: 'HTTP://localhost:8443/shop-hook' }),
    400,
    'coded',
    'VALIDATION_ERROR',
    'plain http in capitals',
  );
});
