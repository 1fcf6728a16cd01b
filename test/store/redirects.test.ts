import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession, platformClient } from '../helpers/client.js';

type Redirect = { source: string; destination: string; hits: number; lastHitAt: string | null };

async function redirects(c: Client): Promise<Record<string, string>> {
  const list = (await c.get('/api2/v1/seo/redirects', { query: { per_page: 100 } })).json.data as Redirect[];
  return Object.fromEntries(list.map((r) => [r.source, r.destination]));
}

test('redirects: loops of length 1, 2 and 3 refused (also when racing), chains collapsed, resolve counts hits', async (t) => {
  const { app } = await buildTestApp(t);
  const c = await platformClient(app);
  const shopper = new Client(app);
  const create = (source: string, destination: string, extra: Record<string, unknown> = {}) =>
    c.post('/api2/v1/seo/redirects', { source, destination, ...extra });

  assert.equal((await create('/a', '/a')).status, 400, 'length 1');
  assert.equal((await create('/a', '/b')).status, 201);
  const two = await create('/b', '/a');
  assert.equal(two.status, 400, 'length 2');
  assert.match(two.json.error, /loop/);
  assert.equal((await create('/p', '/q')).status, 201);
  assert.equal((await create('/q', '/r')).status, 201);
  assert.equal((await create('/r', '/p')).status, 400, 'length 3');
  const other = await create('/z', '/a', { enabled: false });
  assert.equal(
    (await c.put(`/api2/v1/seo/redirects/${other.json.id}`, { destination: '/p' })).status,
    200,
    'a disabled redirect is stored as sent',
  );
  assert.equal(
    (await c.put(`/api2/v1/seo/redirects/${other.json.id}`, { source: '/r', destination: '/p', enabled: true })).status,
    400,
    'enabling it into a loop is refused',
  );

  // A 3-chain, written forwards and backwards, is stored collapsed.
  for (const [s, d] of [
    ['/c1', '/c2'],
    ['/c2', '/c3'],
    ['/c3', '/c4'],
    ['/d3', '/d4'],
    ['/d2', '/d3'],
    ['/d1', '/d2'],
  ])
    assert.equal((await create(s!, d!)).status, 201);
  const stored = await redirects(c);
  assert.deepEqual([stored['/c1'], stored['/c2'], stored['/c3']], ['/c4', '/c4', '/c4']);
  assert.deepEqual([stored['/d1'], stored['/d2'], stored['/d3']], ['/d4', '/d4', '/d4']);
  assert.deepEqual([stored['/p'], stored['/q']], ['/r', '/r']);

  // Two writes that would close a loop together: one wins, the other is refused.
  const race = await Promise.all([create('/m', '/n'), create('/n', '/m')]);
  assert.deepEqual(race.map((r) => r.status).sort(), [201, 400]);

  const resolve = (path: string) => shopper.get('/api2/store/redirects/resolve', { query: { path } });
  assert.deepEqual((await resolve('/c1')).json, { destination: '/c4', statusCode: 301 });
  assert.equal((await resolve('/c1')).status, 200);
  assert.equal((await resolve('/c4')).status, 404);
  assert.equal((await resolve('/z')).status, 404, 'disabled redirects do not resolve');
  assert.equal((await resolve('no-slash')).status, 400);
  const hit = ((await c.get('/api2/v1/seo/redirects', { query: { search: '/c1' } })).json.data as Redirect[]).find(
    (r) => r.source === '/c1',
  )!;
  assert.equal(hit.hits, 2);
  assert.ok(hit.lastHitAt && !Number.isNaN(Date.parse(hit.lastHitAt)));
  assert.equal(
    ((await c.get('/api2/v1/seo/redirects', { query: { search: '/c2' } })).json.data as Redirect[])[0]!.hits,
    0,
  );
});

test('a slug change of a product, category, page or blog post leaves a 301 from the old path; chains collapse; the setting turns it off', async (t) => {
  const { app } = await buildTestApp(t);
  const c = await platformClient(app);
  const admin = await adminSession(app);

  const product = await admin.post('/api2/admin/products', { name: 'Red shirt', sku: 'RED-1', price: 5 });
  const pUrl = `/api2/admin/products/${product.json.id}`;
  assert.equal((await admin.patch(pUrl, { slug: 'crimson-shirt' })).status, 200);
  assert.equal((await admin.patch(pUrl, { slug: 'scarlet-shirt' })).status, 200);
  assert.deepEqual(await redirects(c), {
    '/products/red-shirt': '/products/scarlet-shirt',
    '/products/crimson-shirt': '/products/scarlet-shirt',
  });
  assert.equal((await admin.patch(pUrl, { slug: 'red-shirt' })).status, 200, 'back to the first slug');
  assert.deepEqual(
    await redirects(c),
    { '/products/crimson-shirt': '/products/red-shirt', '/products/scarlet-shirt': '/products/red-shirt' },
    'the live path redirects nowhere',
  );
  const dup = await admin.post('/api2/admin/products', { name: 'Blue shirt', sku: 'BLUE-1', price: 5 });
  assert.equal((await admin.patch(`/api2/admin/products/${dup.json.id}`, { slug: 'red-shirt' })).status, 409);
  assert.equal((await redirects(c))['/products/blue-shirt'], undefined, 'a refused change leaves no redirect');

  const category = await c.post('/api2/v1/categories', { name: 'Shoes' });
  assert.equal((await c.put(`/api2/v1/categories/${category.json.id}`, { slug: 'footwear' })).status, 200);
  const page = await c.post('/api2/v1/pages', { title: 'About us' });
  assert.equal((await c.put(`/api2/v1/pages/${page.json.id}`, { slug: 'who-we-are' })).status, 200);
  const post = await c.post('/api2/v1/blog', { title: 'Summer sale' });
  assert.equal((await c.put(`/api2/v1/blog/${post.json.id}`, { slug: 'summer-deals' })).status, 200);
  assert.equal((await c.put(`/api2/v1/blog/${post.json.id}`, { title: 'Renamed only' })).status, 200);
  const all = await redirects(c);
  assert.equal(all['/categories/shoes'], '/categories/footwear');
  assert.equal(all['/pages/about-us'], '/pages/who-we-are');
  assert.equal(all['/blog/summer-sale'], '/blog/summer-deals');
  assert.equal(Object.keys(all).length, 5);
  assert.deepEqual(
    (await new Client(app).get('/api2/store/redirects/resolve', { query: { path: '/blog/summer-sale' } })).json,
    { destination: '/blog/summer-deals', statusCode: 301 },
  );

  const off = await c.put('/api2/v1/seo/settings', { redirectOnSlugChange: false });
  assert.equal(off.json.redirectOnSlugChange, false);
  assert.equal((await c.put(`/api2/v1/blog/${post.json.id}`, { slug: 'autumn-deals' })).status, 200);
  assert.equal((await admin.patch(pUrl, { slug: 'plain-shirt' })).status, 200);
  assert.equal(Object.keys(await redirects(c)).length, 5, 'no redirect while the setting is off');
});
