import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { Client, platformClient } from '../helpers/client.js';
import { manualClock } from '../helpers/webhooks.js';
import {
  createIdempotencyService,
  IDEMPOTENCY_LOCK_SECONDS,
} from '../../src/modules/idempotency/idempotency.service.js';

const KEY = 'Idempotency-Key';
const withKey = (key: string) => ({ headers: { [KEY]: key } });

const productCount = async ({ services }: TestApp) =>
  Number(
    (
      await services.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const keyRow = ({ services }: TestApp, key: string) =>
  services.db.selectFrom('idempotencyKeys').selectAll().where('idempotencyKey', '=', key).executeTakeFirst();

test('same key and body twice: one product, the identical answer again with Idempotent-Replayed; without a key nothing changes', async (t) => {
  const ctx = await buildTestApp(t);
  const v1 = await platformClient(ctx.app);
  const body = { name: 'Retried lamp', price: 19.9 };

  const first = await v1.post('/api2/v1/products', body, withKey('create-lamp-1'));
  assert.equal(first.status, 201, first.body);
  assert.equal(first.headers['idempotent-replayed'], undefined);
  const again = await v1.post('/api2/v1/products', { price: 19.9, name: 'Retried lamp' }, withKey('create-lamp-1'));
  assert.equal(again.status, 201);
  assert.equal(again.headers['idempotent-replayed'], 'true');
  assert.match(String(again.headers['content-type']), /^application\/json/);
  assert.equal(again.body, first.body, 'byte for byte the first answer (key order of the body does not matter)');
  assert.ok(again.headers['ratelimit-remaining'], 'a replay counts against the rate limit like any request');
  assert.equal(await productCount(ctx), 1);

  // Without the header every POST is a new product, as before.
  for (let i = 0; i < 2; i++) {
    const r = await v1.post('/api2/v1/products', body);
    assert.equal(r.status, 201);
    assert.equal(r.headers['idempotent-replayed'], undefined);
  }
  assert.equal(await productCount(ctx), 3);
});

test('every platform POST takes the key: categories, blog, pages, SEO, redirects, translations, shipping, inventory', async (t) => {
  const ctx = await buildTestApp(t);
  const v1 = await platformClient(ctx.app);
  const product = await v1.post('/api2/v1/products', { name: 'Stocked', price: 5, stock: 10 });
  const zone = await v1.post('/api2/v1/shipping/zones', { name: 'EU' }, withKey('zone'));
  assert.equal(zone.status, 201, zone.body);
  const calls: [string, unknown][] = [
    ['/api2/v1/categories', { name: 'Lamps' }],
    ['/api2/v1/blog', { title: 'Hello', body: 'World' }],
    ['/api2/v1/pages', { title: 'About us' }],
    ['/api2/v1/seo/rules', { ruleName: 'Products', targetType: 'product', createdBy: 'test' }],
    ['/api2/v1/seo/redirects', { source: '/old', destination: '/new' }],
    [
      '/api2/v1/translations',
      { entityType: 'product', entityId: String(product.json.id), languageCode: 'de', data: { name: 'Lampe' } },
    ],
    ['/api2/v1/shipping/methods', { name: 'Standard', methodType: 'flat_rate', zoneId: zone.json.id, price: 4.9 }],
    ['/api2/v1/inventory/warehouses', { name: 'North', code: 'NORTH' }],
    ['/api2/v1/inventory/adjustments', { productId: product.json.id, warehouseId: 1, quantity: 5, reason: 'delivery' }],
  ];
  for (const [url, body] of calls) {
    const key = `key for ${url}`;
    const first = await v1.post(url, body, withKey(key));
    assert.ok(first.status === 201 || first.status === 200, `${url}: ${first.status} ${first.body}`);
    const again = await v1.post(url, body, withKey(key));
    assert.equal(again.status, first.status, url);
    assert.equal(again.headers['idempotent-replayed'], 'true', url);
    assert.equal(again.body, first.body, url);
  }
  const stock = await v1.get('/api2/v1/inventory/stock', { query: { product_id: product.json.id } });
  assert.equal(stock.json.data[0].total, 15, 'the adjustment was applied once');
  const rules = await v1.get('/api2/v1/seo/rules');
  assert.equal(rules.json.data.length, 1);
});

test('the same key for another body or route is 422; a key of another API key does not replay', async (t) => {
  const ctx = await buildTestApp(t);
  const v1 = await platformClient(ctx.app);
  const created = await v1.post('/api2/v1/products', { name: 'Chair', price: 50 }, withKey('k-1'));
  assert.equal(created.status, 201);

  const other = await v1.post('/api2/v1/products', { name: 'Chair', price: 51 }, withKey('k-1'));
  assert.equal(other.status, 422, other.body);
  assert.deepEqual(Object.keys(other.json), ['error'], 'the platform error shape');
  assert.match(other.json.error, /Idempotency-Key/);
  const elsewhere = await v1.post('/api2/v1/categories', { name: 'Chair', price: 50 }, withKey('k-1'));
  assert.equal(elsewhere.status, 422);
  assert.equal(await productCount(ctx), 1);

  const stranger = await platformClient(ctx.app);
  const theirs = await stranger.post('/api2/v1/products', { name: 'Chair', price: 50 }, withKey('k-1'));
  assert.equal(theirs.status, 201);
  assert.equal(theirs.headers['idempotent-replayed'], undefined);
  assert.notEqual(theirs.json.id, created.json.id, "their own product, not the first key holder's answer");
  assert.equal(await productCount(ctx), 2);
});

test('concurrent requests with one key: exactly one write; the others get the replay or 409 with Retry-After', async (t) => {
  const ctx = await buildTestApp(t);
  const v1 = await platformClient(ctx.app);
  const body = { name: 'Raced', price: 1 };
  const replies = await Promise.all(
    Array.from({ length: 6 }, () => v1.post('/api2/v1/products', body, withKey('race'))),
  );
  assert.equal(await productCount(ctx), 1);
  const created = replies.filter((r) => r.status === 201);
  assert.ok(created.length >= 1, replies.map((r) => r.status).join());
  assert.equal(new Set(created.map((r) => r.body)).size, 1, 'every 201 is the one answer');
  assert.equal(created.filter((r) => r.headers['idempotent-replayed'] !== 'true').length, 1, 'one original answer');
  for (const r of replies.filter((x) => x.status !== 201)) {
    assert.equal(r.status, 409, r.body);
    assert.equal(r.headers['retry-after'], '1');
    assert.deepEqual(Object.keys(r.json), ['error']);
  }
  const later = await v1.post('/api2/v1/products', body, withKey('race'));
  assert.equal(later.status, 201);
  assert.equal(later.headers['idempotent-replayed'], 'true');
});

test('an unanswered claim (a crash) is 409 until its lock runs out, then a retry runs once', async (t) => {
  const clock = manualClock(Date.now());
  const ctx = await buildTestApp(t, { clock });
  const v1 = await platformClient(ctx.app);
  const body = { name: 'Crashed', price: 2 };
  // The claim a request leaves when the process dies between its claim and its answer.
  assert.equal((await v1.post('/api2/v1/products', body, withKey('probe'))).status, 201);
  const probe = (await keyRow(ctx, 'probe'))!;
  await ctx.services.db
    .insertInto('idempotencyKeys')
    .values({
      ...probe,
      idempotencyKey: 'crashed',
      token: 'dead-request',
      lockedUntil: new Date(clock.now().getTime() + IDEMPOTENCY_LOCK_SECONDS * 1000).toISOString(),
      responseStatus: null,
      responseBody: null,
    })
    .execute();

  const blocked = await v1.post('/api2/v1/products', body, withKey('crashed'));
  assert.equal(blocked.status, 409, blocked.body);
  assert.equal(blocked.headers['retry-after'], '1');
  assert.equal(await productCount(ctx), 1);

  clock.advance(IDEMPOTENCY_LOCK_SECONDS * 1000 + 1);
  const retried = await v1.post('/api2/v1/products', body, withKey('crashed'));
  assert.equal(retried.status, 201, retried.body);
  assert.equal(retried.headers['idempotent-replayed'], undefined);
  const replayed = await v1.post('/api2/v1/products', body, withKey('crashed'));
  assert.equal(replayed.headers['idempotent-replayed'], 'true');
  assert.equal(replayed.body, retried.body);
  assert.equal(await productCount(ctx), 2);
});

test('deterministic 4xx answers are replayed; a 5xx gives the key back so the retry runs again', async (t) => {
  const ctx = await buildTestApp(t);
  const v1 = await platformClient(ctx.app);
  const redirect = { source: '/taken', destination: '/elsewhere' };
  assert.equal((await v1.post('/api2/v1/seo/redirects', redirect)).status, 201);
  const conflict = await v1.post('/api2/v1/seo/redirects', redirect, withKey('taken'));
  assert.equal(conflict.status, 409, conflict.body);
  const again = await v1.post('/api2/v1/seo/redirects', redirect, withKey('taken'));
  assert.equal(again.status, 409);
  assert.equal(again.headers['idempotent-replayed'], 'true');
  assert.equal(again.body, conflict.body);

  const rule = { ruleName: 'Broken', targetType: 'global', createdBy: 'test' };
  await sql`alter table seo_rules rename to seo_rules_away`.execute(ctx.services.db);
  try {
    const failed = await v1.post('/api2/v1/seo/rules', rule, withKey('five-hundred'));
    assert.equal(failed.status, 500);
  } finally {
    await sql`alter table seo_rules_away rename to seo_rules`.execute(ctx.services.db);
  }
  assert.equal(await keyRow(ctx, 'five-hundred'), undefined, 'the claim was released');
  const retried = await v1.post('/api2/v1/seo/rules', rule, withKey('five-hundred'));
  assert.equal(retried.status, 201, retried.body);
  assert.equal(retried.headers['idempotent-replayed'], undefined);
});

test('invalid keys are 400 in the platform shape and change nothing', async (t) => {
  const ctx = await buildTestApp(t);
  const v1 = await platformClient(ctx.app);
  const body = { name: 'Never', price: 3 };
  for (const [what, key] of [
    ['empty', ''],
    ['256 characters', 'k'.repeat(256)],
    ['non-ASCII', 'schlüssel'],
    ['control character', 'a\tb'],
  ]) {
    const r = await v1.post('/api2/v1/products', body, withKey(key!));
    assert.equal(r.status, 400, `${what}: ${r.body}`);
    assert.deepEqual(Object.keys(r.json), ['error'], what);
  }
  assert.equal(await productCount(ctx), 0);
  const longest = await v1.post('/api2/v1/products', body, withKey(`"${'k'.repeat(253)}"`));
  assert.equal(longest.status, 201, '255 printable characters (a quoted sf-string too) are fine');
});

test('keys expire after 24 h and are pruned in bounded batches', async (t) => {
  const clock = manualClock(Date.now());
  const ctx = await buildTestApp(t, { clock });
  const v1 = await platformClient(ctx.app);
  const first = await v1.post('/api2/v1/products', { name: 'Day one', price: 1 }, withKey('daily'));
  assert.equal(first.status, 201);

  clock.advance(24 * 3600_000 - 1000);
  assert.equal(
    (await v1.post('/api2/v1/products', { name: 'Day one', price: 1 }, withKey('daily'))).headers[
      'idempotent-replayed'
    ],
    'true',
    'still kept just before 24 h',
  );

  clock.advance(61_000);
  // A claim prunes what expired, at most once a minute per instance (the last prune was a minute ago).
  assert.equal((await v1.post('/api2/v1/products', { name: 'Other', price: 1 }, withKey('other'))).status, 201);
  assert.equal(await keyRow(ctx, 'daily'), undefined, 'the expired key was pruned');
  const reused = await v1.post('/api2/v1/products', { name: 'Day two', price: 2 }, withKey('daily'));
  assert.equal(reused.status, 201, 'an expired key is free again, whatever the body');
  assert.equal(reused.headers['idempotent-replayed'], undefined);

  const expired = new Date(clock.now().getTime() - 1000).toISOString();
  await ctx.services.db
    .insertInto('idempotencyKeys')
    .values(
      ['a', 'b', 'c', 'd', 'e'].map((k) => ({
        scope: 'v1:0',
        idempotencyKey: k,
        fingerprint: 'x',
        token: 't',
        lockedUntil: expired,
        responseStatus: 201,
        responseBody: '{}',
        createdAt: expired,
        expiresAt: expired,
      })),
    )
    .execute();
  const pruner = createIdempotencyService({ db: ctx.services.db, clock, pruneBatch: 2 });
  assert.deepEqual(
    [await pruner.prune(), await pruner.prune(), await pruner.prune(), await pruner.prune()],
    [2, 2, 1, 0],
  );
  assert.ok(await keyRow(ctx, 'daily'), 'unexpired keys stay');
});

test('keys are shared by instances on one database', async (t) => {
  const one = await buildTestApp(t);
  const two = await buildTestApp(t, { shareDatabaseWith: one });
  const v1 = await platformClient(one.app);
  const onTwo = new Client(two.app, undefined, v1.defaultHeaders);
  const first = await v1.post('/api2/v1/categories', { name: 'Shared' }, withKey('shared'));
  const replay = await onTwo.post('/api2/v1/categories', { name: 'Shared' }, withKey('shared'));
  assert.equal(replay.status, 201);
  assert.equal(replay.headers['idempotent-replayed'], 'true');
  assert.equal(replay.body, first.body);
});

test('the OpenAPI document lists Idempotency-Key on every platform POST and the checkout', async (t) => {
  const ctx = await buildTestApp(t);
  const doc = (await new Client(ctx.app).get('/api2/openapi.json')).json;
  const posts = Object.entries(
    doc.paths as Record<string, { post?: { parameters?: { in: string; name: string }[] } }>,
  ).filter(([path, item]) => item.post && (path.startsWith('/api2/v1/') || path === '/api2/store/orders'));
  assert.ok(posts.length >= 12, posts.map(([p]) => p).join());
  for (const [path, item] of posts) {
    assert.ok(
      item.post!.parameters?.some((p) => p.in === 'header' && p.name === KEY),
      path,
    );
  }
});
