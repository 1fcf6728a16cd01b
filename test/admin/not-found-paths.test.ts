import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession, adminWithRole, platformClient } from '../helpers/client.js';
import { NOT_FOUND_PATHS_KEPT } from '../../src/modules/content/seo.service.js';

const resolve = (store: Client, path: string) => store.get('/api2/store/redirects/resolve', { query: { path } });

test('paths the redirect resolver found nothing for are listed most often first, until a redirect covers them', async (t) => {
  const { app } = await buildTestApp(t);
  const store = new Client(app);
  const admin = await adminSession(app);
  for (const [path, times] of [
    ['/old-shop/mugs', 3],
    ['/summer-sale', 1],
    ['/products/gone', 2],
  ] as const) {
    for (let i = 0; i < times; i++) assert.equal((await resolve(store, path)).status, 404);
  }

  const list = await admin.get('/api2/admin/not-found-paths');
  assert.equal(list.status, 200, list.body);
  assert.deepEqual(
    list.json.paths.map((p: { path: string; hits: number }) => [p.path, p.hits]),
    [
      ['/old-shop/mugs', 3],
      ['/products/gone', 2],
      ['/summer-sale', 1],
    ],
  );
  const first = list.json.paths[0];
  assert.ok(first.firstSeenAt <= first.lastSeenAt);
  assert.equal((await admin.get('/api2/admin/not-found-paths', { query: { limit: 1 } })).json.paths.length, 1);

  // A redirect for the path takes it off the list; hits on it count for the redirect from then on.
  const platform = await platformClient(app);
  assert.equal(
    (await platform.post('/api2/v1/seo/redirects', { source: '/old-shop/mugs', destination: '/categories/mugs' }))
      .status,
    201,
  );
  assert.equal((await resolve(store, '/old-shop/mugs')).status, 200);
  assert.deepEqual(
    (await admin.get('/api2/admin/not-found-paths')).json.paths.map((p: { path: string }) => p.path),
    ['/products/gone', '/summer-sale'],
  );

  assert.deepEqual((await admin.delete('/api2/admin/not-found-paths', { query: { path: '/summer-sale' } })).json, {
    success: true,
  });
  assert.equal((await admin.delete('/api2/admin/not-found-paths', { query: { path: '/summer-sale' } })).status, 404);
  assert.deepEqual(
    (await admin.get('/api2/admin/not-found-paths')).json.paths.map((p: { path: string }) => p.path),
    ['/products/gone'],
  );

  const support = await adminWithRole(app, 'support');
  assert.equal((await support.get('/api2/admin/not-found-paths')).status, 403, 'content.read needed');
});

test('the list is bounded: past its size the paths seen longest ago go', async (t) => {
  const { app, services } = await buildTestApp(t);
  const old = '2020-01-01T00:00:00.000Z';
  const rows = Array.from({ length: NOT_FOUND_PATHS_KEPT }, (_, i) => ({
    path: `/old/${i}`,
    hits: 1,
    firstSeenAt: old,
    lastSeenAt: i === 0 ? '2020-01-02T00:00:00.000Z' : old,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await services.db
      .insertInto('notFoundPaths')
      .values(rows.slice(i, i + 500))
      .execute();
  assert.equal((await resolve(new Client(app), '/new-path')).status, 404);
  const kept = await services.db.selectFrom('notFoundPaths').select('path').execute();
  assert.equal(kept.length, NOT_FOUND_PATHS_KEPT);
  const paths = new Set(kept.map((r) => r.path));
  assert.ok(paths.has('/new-path') && paths.has('/old/0'), 'the newest paths stay');
});

test('one address records at most 30 unknown paths in 10 minutes; the answers stay 404 and other addresses still record', async (t) => {
  let now = Date.parse('2030-01-01T00:00:00.000Z');
  const { app, services } = await buildTestApp(t, { clock: { now: () => new Date(now) } });
  const flood = new Client(app, '10.6.0.1');
  for (let i = 0; i < 40; i++) assert.equal((await resolve(flood, `/flood/${i}`)).status, 404);
  assert.equal((await resolve(flood, '/flood/0')).status, 404);
  const stored = async () =>
    (await services.db.selectFrom('notFoundPaths').select(['path', 'hits']).execute()).map((r) => [
      r.path,
      Number(r.hits),
    ]);
  assert.equal((await stored()).length, 30, '30 rows written for 41 requests');
  assert.ok(
    !(await stored()).some(([path, hits]) => path === '/flood/0' && hits !== 1),
    'the 41st request wrote nothing',
  );
  assert.equal((await resolve(new Client(app, '10.6.0.2'), '/real/old-page')).status, 404);
  assert.ok((await stored()).some(([path]) => path === '/real/old-page'));
  now += 10 * 60_000;
  assert.equal((await resolve(flood, '/flood/40')).status, 404);
  assert.equal((await stored()).length, 32, 'a new window, a new budget');
});

test('a flood of one-off paths evicts one-off paths, not the paths visitors keep asking for', async (t) => {
  const { app, services } = await buildTestApp(t);
  const recent = new Date().toISOString();
  const rows = Array.from({ length: NOT_FOUND_PATHS_KEPT - 1 }, (_, i) => ({
    path: `/junk/${i}`,
    hits: 1,
    firstSeenAt: recent,
    lastSeenAt: recent,
  }));
  rows.push({
    path: '/old-catalogue',
    hits: 40,
    firstSeenAt: '2020-01-01T00:00:00.000Z',
    lastSeenAt: '2020-01-02T00:00:00.000Z',
  });
  for (let i = 0; i < rows.length; i += 500)
    await services.db
      .insertInto('notFoundPaths')
      .values(rows.slice(i, i + 500))
      .execute();
  for (let i = 0; i < 5; i++) assert.equal((await resolve(new Client(app), `/attack/${i}`)).status, 404);
  const kept = new Set((await services.db.selectFrom('notFoundPaths').select('path').execute()).map((r) => r.path));
  assert.equal(kept.size, NOT_FOUND_PATHS_KEPT);
  assert.ok(kept.has('/old-catalogue'), 'the real 404 asked for 40 times stays although seen longest ago');
  const admin = await adminSession(app);
  assert.equal(
    (await admin.get('/api2/admin/not-found-paths', { query: { limit: 1 } })).json.paths[0].path,
    '/old-catalogue',
  );
});
