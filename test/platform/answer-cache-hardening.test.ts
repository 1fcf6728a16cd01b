// The answer cache as an attacker and an operator meet it (issue 27): memory held to the budget, one entry per answer,
// no stale answer after TRUNCATE, a restore or a repair by hand, no X-Cache side channel, ETag/304 and Cache-Control.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession, platformClient } from '../helpers/client.js';
import { ORDER_ENV, guestBody, insertProduct } from '../helpers/orders.js';
import { ENTRY_OVERHEAD_BYTES } from '../../src/http/common/response-cache.js';
import { sqliteRunOnly } from '../helpers/engines.js';

const TOKEN = 'metrics-token-0123456789';
const SHOWN = { ...ORDER_ENV, RESPONSE_CACHE_HEADER: 'true' };

async function cacheMetrics(client: Client): Promise<{ bytes: number; entries: number; hits: number; misses: number }> {
  const text = (await client.get('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).body;
  const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? NaN);
  return {
    bytes: value(/^shop_response_cache_bytes (\d+)/m),
    entries: value(/^shop_response_cache_entries (\d+)/m),
    hits: value(/^shop_response_cache_lookups_total\{result="hit"\} (\d+)/m),
    misses: value(/^shop_response_cache_lookups_total\{result="miss"\} (\d+)/m),
  };
}

test(
  'a flood of distinct URLs at the public list stays within the budget: keys and overhead are counted, entries capped',
  sqliteRunOnly,
  async (t) => {
    const ctx = await buildTestApp(t, { env: { RESPONSE_CACHE_MB: '1', METRICS_TOKEN: TOKEN } });
    const anonymous = new Client(ctx.app);
    const junk = 'z'.repeat(15_000);
    // Junk parameters make no entry of their own: 500 URLs, one answer.
    for (let i = 0; i < 500; i += 50) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, j) => anonymous.get(`/api2/admin/products?offset=5000000&n=${i + j}&z=${junk}`)),
      );
      assert.deepEqual([...new Set(answers.map((r) => r.status))], [200]);
    }
    assert.equal((await cacheMetrics(anonymous)).entries, 1);

    // Distinct valid keys (every offset is a page of its own) fill the cache only up to its limits.
    for (let i = 0; i < 3000; i += 100) {
      await Promise.all(
        Array.from({ length: 100 }, (_, j) =>
          anonymous.get(`/api2/admin/products?offset=${5_000_000 + i + j}&limit=1000`),
        ),
      );
    }
    const { bytes, entries } = await cacheMetrics(anonymous);
    assert.ok(bytes <= 1024 * 1024, `${bytes} bytes kept in a 1 MB budget`);
    assert.ok(entries <= 512, `${entries} entries (at most one per 2 KB of budget)`);
    // Each entry counts at least its overhead and its key, not only its two-byte body "[]".
    assert.ok(
      bytes >= entries * (ENTRY_OVERHEAD_BYTES + 2 * '/api2/admin/products'.length),
      `${bytes} bytes for ${entries} entries`,
    );
  },
);

test(
  'one entry per answer: parameter order, leading zeros, defaults and unknown parameters do not make new entries',
  sqliteRunOnly,
  async (t) => {
    const ctx = await buildTestApp(t, { env: { ...SHOWN, METRICS_TOKEN: TOKEN } });
    const c = await platformClient(ctx.app);
    await insertProduct(ctx.services);
    const urls = [
      '/api2/v1/products?page=1&per_page=50',
      '/api2/v1/products?per_page=50&page=1',
      '/api2/v1/products?page=01',
      '/api2/v1/products',
      '/api2/v1/products?junk=1',
      `/api2/v1/products?r=${Math.random()}`,
    ];
    const answers = [];
    for (const url of urls) answers.push(await c.get(url));
    assert.deepEqual(
      answers.map((r) => [r.status, r.headers['x-cache']]),
      [[200, 'miss'], ...urls.slice(1).map(() => [200, 'hit'])],
    );
    assert.equal(new Set(answers.map((r) => r.body)).size, 1);
    assert.equal(new Set(answers.map((r) => r.headers.etag)).size, 1);
    assert.equal((await cacheMetrics(c)).entries, 1);
    // A different page is a different answer.
    assert.equal((await c.get('/api2/v1/products?page=2')).headers['x-cache'], 'miss');
  },
);

test(
  'X-Cache is not sent by default (a side channel between callers); the metrics still count hits and misses',
  sqliteRunOnly,
  async (t) => {
    const ctx = await buildTestApp(t, { env: { ...ORDER_ENV, METRICS_TOKEN: TOKEN } });
    const one = await platformClient(ctx.app, 'read');
    const other = await platformClient(ctx.app, 'read');
    const first = await one.get('/api2/v1/customers?search=jane.doe');
    const second = await other.get('/api2/v1/customers?search=jane.doe');
    assert.deepEqual([first.status, second.status], [200, 200]);
    assert.deepEqual([first.headers['x-cache'], second.headers['x-cache']], [undefined, undefined]);
    const { hits, misses } = await cacheMetrics(one);
    assert.deepEqual([hits, misses], [1, 1]);
    // An error answer of a cached route says nothing of the cache either, even with the header turned on.
    const shown = await buildTestApp(t, { env: SHOWN });
    const missing = await (await platformClient(shown.app)).get('/api2/v1/products/999999');
    assert.deepEqual([missing.status, missing.headers['x-cache'], missing.headers.etag], [404, undefined, undefined]);
  },
);

test('ETag and 304 on every surface with cached reads; a write gives a new ETag; works with the cache off too', async (t) => {
  for (const env of [ORDER_ENV, { ...ORDER_ENV, RESPONSE_CACHE_MB: '0' }] as Record<string, string>[]) {
    const ctx = await buildTestApp(t, { env });
    const product = await insertProduct(ctx.services);
    const admin = await adminSession(ctx.app);
    const platform = await platformClient(ctx.app);
    const store = new Client(ctx.app);
    assert.equal(
      (await store.post('/api2/store/orders', guestBody([{ productId: product.id, quantity: 1 }]))).status,
      201,
    );
    const reads: [Client, string][] = [
      [platform, '/api2/v1/products'],
      [platform, '/api2/v1/orders'],
      [admin, '/api2/admin/orders'],
      [admin, '/api2/admin/customers'],
      [store, '/api2/admin/products'],
      [store, '/api2/store/products'],
    ];
    for (const [client, url] of reads) {
      const first = await client.get(url);
      assert.equal(first.status, 200, url);
      const etag = first.headers.etag as string;
      assert.match(etag, /^"[A-Za-z0-9_-]{27}"$/, `${url}: a strong ETag`);
      const again = await client.get(url, { headers: { 'if-none-match': etag } });
      assert.deepEqual([again.status, again.body, again.headers.etag], [304, '', etag], url);
      const weakList = await client.get(url, { headers: { 'if-none-match': `"other", W/${etag}` } });
      assert.equal(weakList.status, 304, `${url}: If-None-Match compares weakly and takes a list`);
      assert.equal((await client.get(url, { headers: { 'if-none-match': '"other"' } })).status, 200, url);
    }
    // A product's ETag is its stored state's (edit conflicts, issue 25): a 304 comes from a kept answer only, since
    // stock shown with it may have moved while the product did not.
    const detail = `/api2/v1/products/${product.id}`;
    const resourceTag = (await platform.get(detail)).headers.etag as string;
    assert.equal(
      (await platform.get(detail, { headers: { 'if-none-match': resourceTag } })).status,
      env.RESPONSE_CACHE_MB === '0' ? 200 : 304,
    );
    const etag = (await platform.get('/api2/v1/products')).headers.etag as string;
    assert.equal((await platform.put(`/api2/v1/products/${product.id}`, { price: 99 })).status, 200);
    const changed = await platform.get('/api2/v1/products', { headers: { 'if-none-match': etag } });
    assert.equal(changed.status, 200);
    assert.notEqual(changed.headers.etag, etag);
    assert.equal(changed.json.data[0].price, 99);
  }
});

test('HEAD on a cached route answers like GET without a body, from the cache', async (t) => {
  const ctx = await buildTestApp(t, { env: SHOWN });
  const c = await platformClient(ctx.app);
  await insertProduct(ctx.services);
  const get = await c.get('/api2/v1/products');
  const head = await c.request('HEAD', '/api2/v1/products');
  assert.deepEqual(
    [head.status, head.body, head.headers.etag, head.headers['x-cache']],
    [200, '', get.headers.etag, 'hit'],
  );
  assert.equal(head.headers['content-type'], get.headers['content-type']);
  assert.equal(head.headers['cache-control'], 'private, no-cache');
  const notModified = await c.request('HEAD', '/api2/v1/products', {
    headers: { 'if-none-match': get.headers.etag as string },
  });
  assert.equal(notModified.status, 304);
});

test('Cache-Control: public catalogue answers public with PUBLIC_MAX_AGE, personal data private no-store, the rest private no-cache', async (t) => {
  const ctx = await buildTestApp(t, { env: { ...ORDER_ENV, PUBLIC_MAX_AGE: '60' } });
  const product = await insertProduct(ctx.services);
  const admin = await adminSession(ctx.app);
  const platform = await platformClient(ctx.app);
  const store = new Client(ctx.app);
  const placed = await store.post('/api2/store/orders', guestBody([{ productId: product.id, quantity: 1 }]));
  assert.equal(placed.status, 201);
  const publicValue = 'public, max-age=60, must-revalidate';
  const expected: [Client, string, number, string][] = [
    [store, '/api2/store/products', 200, publicValue],
    [store, `/api2/store/products/${product.id}`, 200, publicValue],
    [store, '/api2/admin/products', 200, publicValue],
    [store, '/api2/store/products/999999', 404, 'private, no-store'],
    [admin, '/api2/admin/orders', 200, 'private, no-store'],
    [admin, `/api2/admin/orders/${placed.json.order.id}`, 200, 'private, no-store'],
    [admin, '/api2/admin/customers', 200, 'private, no-store'],
    [admin, `/api2/admin/products/${product.id}`, 200, 'private, no-cache'],
    [admin, '/api2/admin/me', 200, 'private, no-store'],
    [platform, '/api2/v1/products', 200, 'private, no-cache'],
    [platform, '/api2/v1/inventory/low-stock', 200, 'private, no-cache'],
    [platform, '/api2/v1/orders', 200, 'private, no-store'],
    [platform, '/api2/v1/customers', 200, 'private, no-store'],
    [platform, '/api2/v1/products/999999', 404, 'private, no-store'],
    [store, '/api2/auth/me', 401, 'private, no-store'],
  ];
  for (const [client, url, status, cacheControl] of expected) {
    const r = await client.get(url);
    assert.deepEqual([r.status, r.headers['cache-control']], [status, cacheControl], url);
  }
  assert.equal(placed.headers['cache-control'], 'private, no-store', "a checkout answer is the shopper's");
});

test('PostgreSQL: TRUNCATE of a counted table is a change like any other write', async (t) => {
  const ctx = await buildTestApp(t, { env: SHOWN });
  if (ctx.engine !== 'postgres')
    return t.skip("TRUNCATE is PostgreSQL's (SQLite deletes row by row, through the triggers)");
  const c = await platformClient(ctx.app);
  await insertProduct(ctx.services);
  await insertProduct(ctx.services);
  assert.equal((await c.get('/api2/v1/products')).json.data.length, 2);
  assert.equal((await c.get('/api2/v1/products')).headers['x-cache'], 'hit');
  await sql`truncate products cascade`.execute(ctx.services.db);
  // The rows, not meta.total: the derived counts are not kept through a TRUNCATE (docs/decisions.md).
  const after = await c.get('/api2/v1/products');
  assert.deepEqual([after.headers['x-cache'], after.json.data.length], ['miss', 0]);
});

test('a restore that sets the counters back cannot bring back an answer from before it: the epoch is part of the stamp', async (t) => {
  const ctx = await buildTestApp(t, { env: SHOWN });
  const c = await platformClient(ctx.app);
  const { db } = ctx.services;
  await insertProduct(ctx.services);
  const before = await db.selectFrom('dataVersions').select(['catalog', 'epoch']).executeTakeFirstOrThrow();
  const later = await insertProduct(ctx.services);
  const withLater = await c.get('/api2/v1/products');
  assert.equal(withLater.json.meta.total, 2);
  // What a restore of the backup taken at `before` leaves: that data, those counters, and (npm run restore) a new epoch.
  await db.deleteFrom('inventory').where('productId', '=', later.id).execute();
  await db.deleteFrom('products').where('id', '=', later.id).execute();
  await db.updateTable('dataVersions').set({ catalog: before.catalog, epoch: 'restored' }).execute();
  // The first write after the restore brings the counter back to the value the answer above was kept under.
  const next = await insertProduct(ctx.services);
  const after = await c.get('/api2/v1/products');
  assert.equal(after.headers['x-cache'], 'miss');
  assert.deepEqual(
    after.json.data.map((p: { id: number }) => p.id).sort(),
    [withLater.json.data.find((p: { id: number }) => p.id !== later.id).id, next.id].sort(),
  );
});

test('a repair by hand that bypasses the triggers is seen after the documented bump of the counters', async (t) => {
  const ctx = await buildTestApp(t, { env: SHOWN });
  const c = await platformClient(ctx.app);
  const product = await insertProduct(ctx.services);
  const { db } = ctx.services;
  assert.equal((await c.get(`/api2/v1/products/${product.id}`)).json.name, product.name);
  if (ctx.engine === 'postgres') {
    // Replication (session_replication_role = replica) fires no trigger: the cached answer is stale until the bump.
    await db.connection().execute(async (conn) => {
      await sql`set session_replication_role = replica`.execute(conn);
      await sql`update products set name = 'Repaired' where id = ${product.id}`.execute(conn);
      await sql`set session_replication_role = origin`.execute(conn);
    });
    assert.equal((await c.get(`/api2/v1/products/${product.id}`)).json.name, product.name, 'stale, as the docs warn');
    await sql`select shop_bump_versions()`.execute(db);
  } else {
    await sql`update products set name = 'Repaired' where id = ${product.id}`.execute(db);
    await sql`update data_versions set epoch = lower(hex(randomblob(16))), catalog = catalog + 1, sales = sales + 1, access = access + 1`.execute(
      db,
    );
  }
  const after = await c.get(`/api2/v1/products/${product.id}`);
  assert.deepEqual([after.headers['x-cache'], after.json.name], ['miss', 'Repaired']);
  // Kept credentials are read again too: the key still works.
  assert.equal((await c.get('/api2/v1/products')).status, 200);
});
