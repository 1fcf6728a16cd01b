// No lost updates (issue 25, item 2): GET answers a strong ETag of the stored state; a write with If-Match of an older
// one answers 412 with the current state and changes nothing; a write without If-Match works as before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession, platformClient } from '../helpers/client.js';
import { ORDER_ENV, guestBody, insertProduct } from '../helpers/orders.js';

interface Resource {
  name: string;
  client: Client;
  url: string;
  method: 'PUT' | 'PATCH';
  /** Two different changes. */
  first: object;
  second: object;
  /** The resource in a write's answer (categories answer {category, diff}). */
  of?: (json: any) => unknown;
}

async function resources(t: Parameters<typeof buildTestApp>[0]) {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(ctx.app);
  const platform = await platformClient(ctx.app);
  const product = await insertProduct(ctx.services);
  const category = (await platform.post('/api2/v1/categories', { name: 'Shoes' })).json;
  const post = (await platform.post('/api2/v1/blog', { title: 'Hello' })).json;
  const page = (await platform.post('/api2/v1/pages', { title: 'About us' })).json;
  assert.equal((await platform.put('/api2/v1/settings', { shopName: 'Before' })).status, 200);
  const list: Resource[] = [
    {
      name: 'admin product',
      client: admin,
      url: `/api2/admin/products/${product.id}`,
      method: 'PATCH',
      first: { name: 'First edit' },
      second: { description: 'Second edit' },
    },
    {
      name: 'v1 product',
      client: platform,
      url: `/api2/v1/products/${product.id}`,
      method: 'PUT',
      first: { price: 20 },
      second: { price: 30 },
    },
    {
      name: 'category',
      client: platform,
      url: `/api2/v1/categories/${category.id}`,
      method: 'PUT',
      first: { description: 'one' },
      second: { description: 'two' },
      of: (j) => j.category,
    },
    {
      name: 'blog post',
      client: platform,
      url: `/api2/v1/blog/${post.id}`,
      method: 'PUT',
      first: { excerpt: 'one' },
      second: { excerpt: 'two' },
    },
    {
      name: 'page',
      client: platform,
      url: `/api2/v1/pages/${page.id}`,
      method: 'PUT',
      first: { title: 'About' },
      second: { title: 'About the shop' },
    },
    {
      name: 'admin category',
      client: admin,
      url: `/api2/admin/categories/${category.id}`,
      method: 'PUT',
      first: { description: 'three' },
      second: { description: 'four' },
      of: (j) => j.category,
    },
    {
      name: 'admin blog post',
      client: admin,
      url: `/api2/admin/blog/${post.id}`,
      method: 'PUT',
      first: { excerpt: 'three' },
      second: { excerpt: 'four' },
    },
    {
      name: 'admin page',
      client: admin,
      url: `/api2/admin/pages/${page.id}`,
      method: 'PUT',
      first: { title: 'Us' },
      second: { title: 'About us again' },
    },
    {
      name: 'admin settings',
      client: admin,
      url: '/api2/admin/settings',
      method: 'PUT',
      first: { shopName: 'One' },
      second: { shopName: 'Two' },
    },
    {
      name: 'v1 settings',
      client: platform,
      url: '/api2/v1/settings',
      method: 'PUT',
      first: { shopName: 'Three' },
      second: { shopName: 'Four' },
    },
  ];
  return { ctx, admin, platform, product, list };
}

test('If-Match: the ETag read, then a write with it; a second write with the old one is 412 with the current state and changes nothing', async (t) => {
  const { list } = await resources(t);
  for (const r of list) {
    const read = await r.client.get(r.url);
    assert.equal(read.status, 200, `${r.name}: ${read.body}`);
    const etag = read.headers.etag as string;
    assert.match(etag, /^"[A-Za-z0-9_-]{22}"$/, `${r.name}: a strong ETag`);
    assert.equal((await r.client.get(r.url)).headers.etag, etag, `${r.name}: the same state, the same ETag`);

    const saved = await r.client.request(r.method, r.url, { json: r.first, headers: { 'if-match': etag } });
    assert.equal(saved.status, 200, `${r.name}: ${saved.body}`);
    const newEtag = saved.headers.etag as string;
    assert.notEqual(newEtag, etag, r.name);
    const after = await r.client.get(r.url);
    assert.equal(after.headers.etag, newEtag, `${r.name}: the write answers the ETag the next read has`);

    // The second person saves with what they read before the first save.
    const stale = await r.client.request(r.method, r.url, { json: r.second, headers: { 'if-match': etag } });
    assert.equal(stale.status, 412, `${r.name}: ${stale.body}`);
    assert.match(stale.json.error, /changed since you read it/);
    if (r.url.startsWith('/api2/admin')) assert.equal(stale.json.code, 'PRECONDITION_FAILED', r.name);
    assert.deepEqual(stale.json.current, after.json, `${r.name}: the 412 carries the current state`);
    assert.equal(stale.headers.etag, newEtag, r.name);
    const unchanged = await r.client.get(r.url);
    assert.equal(unchanged.body, after.body, `${r.name}: nothing was overwritten`);

    // A list of tags matches any of them; a weak tag never does (strong comparison); * matches any state.
    assert.equal(
      (await r.client.request(r.method, r.url, { json: r.second, headers: { 'if-match': `W/${newEtag}` } })).status,
      412,
      r.name,
    );
    const withList = await r.client.request(r.method, r.url, {
      json: r.second,
      headers: { 'if-match': `"old", ${newEtag}` },
    });
    assert.equal(withList.status, 200, `${r.name}: ${withList.body}`);
    assert.equal(
      (await r.client.request(r.method, r.url, { json: r.first, headers: { 'if-match': '*' } })).status,
      200,
      r.name,
    );
    // Without If-Match a write works as before.
    assert.equal((await r.client.request(r.method, r.url, { json: r.second })).status, 200, r.name);
  }
});

test('If-Match on DELETE; a sale is not a conflict with an edit of the product', async (t) => {
  const { ctx, platform, product } = await resources(t);
  const url = `/api2/v1/products/${product.id}`;
  const etag = (await platform.get(url)).headers.etag as string;
  assert.equal(
    (await new Client(ctx.app).post('/api2/store/orders', guestBody([{ productId: product.id, quantity: 1 }]))).status,
    201,
  );
  const afterSale = await platform.get(url);
  assert.equal(afterSale.headers.etag, etag, 'stock moved; the product as stored did not');
  assert.equal(
    (await platform.put(url, { name: 'Edited after a sale' }, { headers: { 'if-match': etag } })).status,
    200,
  );

  const deleted = await platform.delete(url, { headers: { 'if-match': etag } });
  assert.equal(deleted.status, 412);
  assert.equal(deleted.json.current.name, 'Edited after a sale');
  assert.equal((await platform.get(url)).status, 200, 'not deleted');
  const current = (await platform.get(url)).headers.etag as string;
  assert.equal((await platform.delete(url, { headers: { 'if-match': current } })).status, 200);
  assert.equal((await platform.get(url)).status, 404);
});

test('two writes with the same If-Match at once: exactly one is applied, the other is 412', async (t) => {
  const { admin, list } = await resources(t);
  for (const r of list) {
    const etag = (await r.client.get(r.url)).headers.etag as string;
    const answers = await Promise.all(
      [r.first, r.second].map((json) => r.client.request(r.method, r.url, { json, headers: { 'if-match': etag } })),
    );
    assert.deepEqual(
      answers.map((a) => a.status).sort(),
      [200, 412],
      `${r.name}: ${answers.map((a) => a.body).join(' | ')}`,
    );
    const winner = answers.find((a) => a.status === 200)!;
    const loser = answers.find((a) => a.status === 412)!;
    assert.deepEqual(
      loser.json.current,
      (r.of ?? ((j) => j))(winner.json),
      `${r.name}: the refused write sees the applied one`,
    );
  }
  // The change log holds the applied writes only.
  const log = await admin.get('/api2/admin/audit-log?entityType=blog_post');
  assert.equal(
    log.json.entries.filter((e: { action: string }) => e.action === 'update').length,
    2,
    'one through each surface',
  );
});
