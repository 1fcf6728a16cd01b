import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { platformClient } from '../helpers/client.js';

test('blog: create with unique slugs, read, search by title, filter by status, publish once', async (t) => {
  const { app } = await buildTestApp(t);
  const c = await platformClient(app, 'read_write');
  const a = await c.post('/api2/v1/blog', { title: 'Summer Sale!', status: 'draft' });
  assert.equal(a.status, 201);
  assert.equal(a.json.slug, 'summer-sale');
  assert.equal(a.json.publishedAt, null);
  const b = await c.post('/api2/v1/blog', { title: 'Summer sale' });
  assert.equal(b.json.slug, 'summer-sale-2');
  assert.equal(b.json.status, 'draft');
  await c.post('/api2/v1/blog', { title: 'Winter news', status: 'published' });

  const search = await c.get('/api2/v1/blog', { query: { search: 'SUMMER' } });
  assert.deepEqual(search.json.data.map((p: { id: number }) => p.id).sort(), [a.json.id, b.json.id].sort());
  assert.deepEqual(search.json.meta, { page: 1, per_page: 50, total: 2, total_estimated: false, total_pages: 1 });
  const published = await c.get('/api2/v1/blog', { query: { status: 'published' } });
  assert.deepEqual(
    published.json.data.map((p: { title: string }) => p.title),
    ['Winter news'],
  );
  assert.equal(
    (await c.get('/api2/v1/blog', { query: { search: '%' } })).json.meta.total,
    0,
    'wildcards are matched literally',
  );

  const put = await c.put(`/api2/v1/blog/${a.json.id}`, {
    status: 'published',
    body: 'Everything half price',
    unknownField: 'ignored',
  });
  assert.equal(put.status, 200);
  assert.equal(put.json.status, 'published');
  assert.ok(put.json.publishedAt);
  assert.equal(put.json.title, 'Summer Sale!', 'fields not sent stay');
  assert.equal((await c.get(`/api2/v1/blog/${a.json.id}`)).json.body, 'Everything half price');
  assert.equal((await c.get('/api2/v1/blog/999999')).status, 404);
  assert.equal((await c.post('/api2/v1/blog', { status: 'draft' })).status, 400, 'title is required');
  assert.equal((await c.post('/api2/v1/blog', { title: 'x', status: 'live' })).status, 400, 'unknown status');
  assert.equal((await c.delete(`/api2/v1/blog/${a.json.id}`)).status, 404, 'no delete for blog posts on the platform');
});

test('pages: string ids, section count, sections replace, delete refused while sections exist', async (t) => {
  const { app } = await buildTestApp(t);
  const c = await platformClient(app, 'read_write');
  const p = await c.post('/api2/v1/pages', { title: 'About us' });
  assert.equal(p.status, 201);
  assert.equal(p.json.id, 'about-us');
  assert.equal(p.json.sectionCount, 0);
  const twin = await c.post('/api2/v1/pages', { title: 'About Us' });
  assert.equal(twin.json.id, 'about-us-2');

  const withSections = await c.put('/api2/v1/pages/about-us', {
    sections: [
      { type: 'hero', content: { heading: 'Hello' } },
      { type: 'text', content: { html: '<p>Since 1990</p>' } },
    ],
  });
  assert.equal(withSections.status, 200);
  assert.equal(withSections.json.sectionCount, 2);
  assert.deepEqual(
    withSections.json.sections.map((s: { type: string }) => s.type),
    ['hero', 'text'],
  );
  const listed = await c.get('/api2/v1/pages');
  assert.equal(listed.json.data.find((x: { id: string }) => x.id === 'about-us').sectionCount, 2);

  const refused = await c.delete('/api2/v1/pages/about-us');
  assert.equal(refused.status, 409);
  assert.equal(typeof refused.json.error, 'string');
  assert.equal((await c.put('/api2/v1/pages/about-us', { sections: [] })).json.sectionCount, 0);
  const deleted = await c.delete('/api2/v1/pages/about-us');
  assert.deepEqual(deleted.json, { deleted: true, id: 'about-us' });
  assert.equal((await c.get('/api2/v1/pages/about-us')).status, 404);

  await c.put('/api2/v1/pages/about-us-2', { status: 'published' });
  assert.deepEqual(
    (await c.get('/api2/v1/pages', { query: { status: 'published' } })).json.data.map((x: { id: string }) => x.id),
    ['about-us-2'],
  );
});

test('SEO settings: defaults until saved, PUT upserts and keeps fields not sent', async (t) => {
  const { app } = await buildTestApp(t);
  const c = await platformClient(app, 'read_write');
  const before = await c.get('/api2/v1/seo/settings');
  assert.equal(before.status, 200);
  assert.equal(before.json.sitemapEnabled, true);
  assert.equal((await c.put('/api2/v1/seo/settings', { defaultTitle: 'My Shop' })).json.defaultTitle, 'My Shop');
  const after = await c.put('/api2/v1/seo/settings', { sitemapEnabled: false });
  assert.equal(after.json.defaultTitle, 'My Shop');
  assert.equal(after.json.sitemapEnabled, false);
  assert.equal((await c.get('/api2/v1/seo/settings')).json.sitemapEnabled, false);
});

test('SEO rules: required fields, is_active filter, update, delete', async (t) => {
  const { app } = await buildTestApp(t);
  const c = await platformClient(app, 'read_write');
  for (const body of [
    { targetType: 'product', createdBy: 'x' },
    { ruleName: 'r', createdBy: 'x' },
    { ruleName: 'r', targetType: 'product' },
  ]) {
    const r = await c.post('/api2/v1/seo/rules', body);
    assert.equal(r.status, 400);
    assert.equal(typeof r.json.error, 'string');
    assert.equal(r.json.code, undefined, 'platform errors carry no code');
  }
  const active = await c.post('/api2/v1/seo/rules', {
    ruleName: 'Products',
    targetType: 'product',
    createdBy: 'erp',
    titleTemplate: '{name} kaufen',
  });
  const inactive = await c.post('/api2/v1/seo/rules', {
    ruleName: 'Old',
    targetType: 'category',
    createdBy: 'erp',
    isActive: false,
  });
  assert.equal(active.status, 201);
  assert.equal(active.json.isActive, true);
  const onlyInactive = await c.get('/api2/v1/seo/rules', { query: { is_active: 'false' } });
  assert.deepEqual(
    onlyInactive.json.data.map((r: { id: number }) => r.id),
    [inactive.json.id],
  );
  const onlyActive = await c.get('/api2/v1/seo/rules', { query: { is_active: 'true' } });
  assert.deepEqual(
    onlyActive.json.data.map((r: { id: number }) => r.id),
    [active.json.id],
  );
  const put = await c.put(`/api2/v1/seo/rules/${inactive.json.id}`, { isActive: true });
  assert.equal(put.json.isActive, true);
  assert.equal(put.json.ruleName, 'Old');
  assert.deepEqual((await c.delete(`/api2/v1/seo/rules/${active.json.id}`)).json, {
    deleted: true,
    id: active.json.id,
  });
  assert.equal((await c.delete(`/api2/v1/seo/rules/${active.json.id}`)).status, 404);
});

test('redirects: stored, searched, filtered; duplicates 409; bad paths and loops 400', async (t) => {
  const { app } = await buildTestApp(t);
  const c = await platformClient(app, 'read_write');
  const r = await c.post('/api2/v1/seo/redirects', { source: '/old-shirts', destination: '/shirts' });
  assert.equal(r.status, 201);
  assert.equal(r.json.statusCode, 301);
  assert.equal(r.json.enabled, true);
  await c.post('/api2/v1/seo/redirects', {
    source: '/promo',
    destination: 'https://example.com/promo',
    statusCode: 302,
    enabled: false,
  });
  assert.deepEqual(
    (await c.get('/api2/v1/seo/redirects', { query: { search: 'old-sh' } })).json.data.map((x: { id: number }) => x.id),
    [r.json.id],
  );
  assert.deepEqual(
    (await c.get('/api2/v1/seo/redirects', { query: { enabled: 'false' } })).json.data.map(
      (x: { source: string }) => x.source,
    ),
    ['/promo'],
  );
  assert.equal((await c.post('/api2/v1/seo/redirects', { source: '/old-shirts', destination: '/x' })).status, 409);
  assert.equal((await c.post('/api2/v1/seo/redirects', { source: 'old', destination: '/x' })).status, 400);
  assert.equal(
    (await c.post('/api2/v1/seo/redirects', { source: '/a', destination: 'javascript:alert(1)' })).status,
    400,
  );
  assert.equal((await c.post('/api2/v1/seo/redirects', { source: '/same', destination: '/same' })).status, 400);
  assert.equal(
    (await c.post('/api2/v1/seo/redirects', { source: '/shirts', destination: '/old-shirts' })).status,
    400,
    'would loop',
  );
  const put = await c.put(`/api2/v1/seo/redirects/${r.json.id}`, { destination: '/t-shirts', enabled: false });
  assert.equal(put.json.destination, '/t-shirts');
  assert.equal(put.json.enabled, false);
  assert.equal((await c.delete(`/api2/v1/seo/redirects/${r.json.id}`)).status, 200);
});

test('translations: one row per entity and language, newest data wins; filters; delete', async (t) => {
  const { app } = await buildTestApp(t);
  const c = await platformClient(app, 'read_write');
  const base = { entityType: 'product', entityId: 42, languageCode: 'de' };
  const first = await c.post('/api2/v1/translations', { ...base, data: { name: 'Hemd A' } });
  assert.equal(first.status, 201);
  const second = await c.post('/api2/v1/translations', { ...base, data: { name: 'Hemd B' } });
  assert.equal(second.status, 200);
  assert.equal(second.json.id, first.json.id);
  await c.post('/api2/v1/translations', { ...base, languageCode: 'fr', data: { name: 'Chemise' } });
  await c.post('/api2/v1/translations', {
    entityType: 'page',
    entityId: 'about-us',
    languageCode: 'de',
    data: { title: 'Über uns' },
  });
  const de = await c.get('/api2/v1/translations', { query: { entity_type: 'product', language_code: 'de' } });
  assert.equal(de.json.meta.total, 1);
  assert.equal(de.json.data[0].entityId, '42');
  assert.deepEqual(de.json.data[0].data, { name: 'Hemd B' });
  assert.equal((await c.get('/api2/v1/translations', { query: { language_code: 'de' } })).json.meta.total, 2);
  assert.equal((await c.post('/api2/v1/translations', { ...base, languageCode: 'german', data: {} })).status, 400);
  assert.equal((await c.post('/api2/v1/translations', { ...base, data: 'text' })).status, 400);
  assert.equal((await c.delete(`/api2/v1/translations/${first.json.id}`)).status, 200);
  assert.equal(
    (await c.get('/api2/v1/translations', { query: { entity_type: 'product', language_code: 'de' } })).json.meta.total,
    0,
  );
});

test('a read key lists content but cannot change it', async (t) => {
  const { app } = await buildTestApp(t);
  const r = await platformClient(app, 'read');
  assert.equal((await r.get('/api2/v1/blog')).status, 200);
  for (const [method, url] of [
    ['POST', '/api2/v1/blog'],
    ['PUT', '/api2/v1/seo/settings'],
    ['POST', '/api2/v1/translations'],
    ['DELETE', '/api2/v1/pages/x'],
  ] as const) {
    const res = await r.request(method, url, { json: {} });
    assert.equal(res.status, 403, `${method} ${url}`);
    assert.match(res.json.error, /read-only/i);
  }
});

test('concurrent creates with one title all succeed with distinct slugs and page ids', async (t) => {
  const { app } = await buildTestApp(t);
  const c = await platformClient(app, 'read_write');
  const posts = await Promise.all(Array.from({ length: 8 }, () => c.post('/api2/v1/blog', { title: 'Flash sale' })));
  assert.deepEqual(
    posts.map((r) => r.status),
    Array(8).fill(201),
  );
  assert.equal(new Set(posts.map((r) => r.json.slug)).size, 8);
  const pages = await Promise.all(Array.from({ length: 8 }, () => c.post('/api2/v1/pages', { title: 'Imprint' })));
  assert.deepEqual(
    pages.map((r) => r.status),
    Array(8).fill(201),
  );
  assert.equal(new Set(pages.map((r) => r.json.id)).size, 8);
});

test('an explicit slug already in use is 409, not a silent rename', async (t) => {
  const { app } = await buildTestApp(t);
  const c = await platformClient(app, 'read_write');
  await c.post('/api2/v1/blog', { title: 'First' });
  const second = await c.post('/api2/v1/blog', { title: 'Second' });
  const clash = await c.put(`/api2/v1/blog/${second.json.id}`, { slug: 'first' });
  assert.equal(clash.status, 409);
  assert.equal((await c.get(`/api2/v1/blog/${second.json.id}`)).json.slug, 'second');
  await c.post('/api2/v1/pages', { title: 'Contact' });
  assert.equal((await c.put('/api2/v1/pages/contact', { slug: 'contact' })).status, 200, 'its own slug is no clash');
  await c.post('/api2/v1/pages', { title: 'Help' });
  assert.equal((await c.put('/api2/v1/pages/help', { slug: 'contact' })).status, 409);
});

test('concurrent SEO settings updates of different fields both survive', async (t) => {
  const { app } = await buildTestApp(t);
  const c = await platformClient(app, 'read_write');
  await Promise.all([
    c.put('/api2/v1/seo/settings', { defaultTitle: 'Concurrent' }),
    c.put('/api2/v1/seo/settings', { defaultDescription: 'Both kept' }),
    c.put('/api2/v1/seo/settings', { sitemapEnabled: false }),
  ]);
  const s = (await c.get('/api2/v1/seo/settings')).json;
  assert.deepEqual([s.defaultTitle, s.defaultDescription, s.sitemapEnabled], ['Concurrent', 'Both kept', false]);
});
