import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { Client, adminSession, adminWithRole } from '../helpers/client.js';
import { insertProduct, makePng, uploadImage } from '../helpers/media.js';

// Issue 25: the platform's catalogue and content operations on the admin surface (session + CSRF + role).
// The tests share one app; each writes rows of its own and reads only those.
let ctx: TestApp;
let root: Client;
let rootId: number;
const teardown: (() => unknown)[] = [];
before(async () => {
  ctx = await buildTestApp({ after: (fn: () => unknown) => teardown.push(fn) });
  root = await adminSession(ctx.app);
  rootId = (await root.get('/api2/admin/me')).json.id;
});
after(async () => {
  for (const fn of teardown) await fn();
});

const LIST_KEYS = ['limit', 'page', 'total', 'totalPages'];
function assertList(body: Record<string, unknown>, key: string) {
  assert.deepEqual(Object.keys(body).sort(), [key, ...LIST_KEYS].sort());
}

test('categories: create, list by parent, move, delete', async () => {
  const parent = await root.post('/api2/admin/categories', { name: 'Garden tools' });
  assert.equal(parent.status, 201, parent.body);
  const logged = await root.get('/api2/admin/audit-log', {
    query: { entityType: 'category', entityId: String(parent.json.id) },
  });
  assert.deepEqual(
    logged.json.entries.map((e: { action: string; actorType: string; actorId: string }) => [
      e.action,
      e.actorType,
      e.actorId,
    ]),
    [['create', 'admin', String(rootId)]],
  );
  const child = await root.post('/api2/admin/categories', { name: 'Rakes', parentId: parent.json.id });
  assert.deepEqual(child.json.breadcrumb, [{ id: parent.json.id, name: 'Garden tools', slug: 'garden-tools' }]);

  const children = await root.get('/api2/admin/categories', { query: { parentId: parent.json.id } });
  assert.equal(children.status, 200);
  assertList(children.json, 'categories');
  assert.deepEqual(
    children.json.categories.map((c: { name: string }) => c.name),
    ['Rakes'],
  );
  assert.equal((await root.get(`/api2/admin/categories/${parent.json.id}`)).json.subcategories[0].id, child.json.id);

  const moved = await root.put(`/api2/admin/categories/${child.json.id}`, { parentId: null, sortOrder: 3 });
  assert.equal(moved.status, 200, moved.body);
  assert.deepEqual(moved.json.diff, { parentId: { from: parent.json.id, to: null }, sortOrder: { from: 0, to: 3 } });
  assert.deepEqual((await root.get('/api2/admin/categories/999999')).json, {
    error: 'Category not found',
    code: 'NOT_FOUND',
  });

  assert.deepEqual((await root.delete(`/api2/admin/categories/${parent.json.id}`)).json, { success: true });
  const stored = await ctx.services.db
    .selectFrom('categories')
    .select('id')
    .where('id', 'in', [parent.json.id, child.json.id])
    .execute();
  assert.deepEqual(
    stored.map((r) => r.id),
    [child.json.id],
  );
});

test('inventory: an adjustment by the admin, in the stock, the ledger and low stock; warehouses', async () => {
  const productId = await insertProduct(ctx.services);
  const warehouses = await root.get('/api2/admin/inventory/warehouses');
  assert.equal(warehouses.status, 200);
  const main = warehouses.json.warehouses.find((w: { isDefault: boolean }) => w.isDefault);

  const adjusted = await root.post('/api2/admin/inventory/adjustments', {
    productId,
    warehouseId: main.id,
    quantity: 4,
    reason: 'Counted',
  });
  assert.equal(adjusted.status, 201, adjusted.body);
  assert.deepEqual(adjusted.json, {
    productId,
    warehouseId: main.id,
    quantity: 4,
    quantityBefore: 0,
    quantityAfter: 4,
    reason: 'Counted',
  });
  const below = await root.post('/api2/admin/inventory/adjustments', {
    productId,
    warehouseId: main.id,
    quantity: -5,
    reason: 'Broken',
  });
  assert.equal(below.status, 400);
  assert.equal(below.json.code, 'VALIDATION_ERROR');

  const stock = await root.get('/api2/admin/inventory/stock', { query: { productId } });
  assertList(stock.json, 'stock');
  assert.deepEqual(
    stock.json.stock.map((r: { total: number; available: number }) => [r.total, r.available]),
    [[4, 4]],
  );

  const ledger = await root.get('/api2/admin/inventory/movements', { query: { productId, type: 'adjustment' } });
  assertList(ledger.json, 'movements');
  assert.equal(ledger.json.movements.length, 1);
  assert.equal(ledger.json.movements[0].actor, `admin:${rootId}`, 'the ledger names the admin');
  assert.equal(ledger.json.movements[0].reference.type, 'adjustment');
  // Stock names no person (a browser may keep it, revalidating); the ledger names who acted.
  assert.deepEqual(
    [stock.headers['cache-control'], ledger.headers['cache-control']],
    ['private, no-cache', 'private, no-store'],
  );

  // Without a threshold, low stock uses the lowStockThreshold setting.
  const lowIds = async (query: Record<string, number>) =>
    (await root.get('/api2/admin/inventory/low-stock', { query: { ...query, limit: 200 } })).json.stock.map(
      (r: { productId: number }) => r.productId,
    );
  assert.ok((await lowIds({ threshold: 4 })).includes(productId));
  assert.ok(!(await lowIds({ threshold: 3 })).includes(productId));
  assert.equal((await root.put('/api2/admin/settings', { lowStockThreshold: 3 })).status, 200);
  assert.ok(!(await lowIds({})).includes(productId));
  assert.equal((await root.put('/api2/admin/settings', { lowStockThreshold: 4 })).status, 200);
  assert.ok((await lowIds({})).includes(productId));

  const made = await root.post('/api2/admin/inventory/warehouses', { name: 'Annex', code: 'annex-1' });
  assert.equal(made.status, 201, made.body);
  assert.equal(made.json.code, 'ANNEX-1');
  assert.equal(
    (await root.post('/api2/admin/inventory/warehouses', { name: 'Again', code: 'ANNEX-1' })).json.code,
    'CONFLICT',
  );
});

test('blog posts and pages with sections', async () => {
  const post = await root.post('/api2/admin/blog', { title: 'Spring sale', body: '# Hello' });
  assert.equal(post.status, 201, post.body);
  const published = await root.put(`/api2/admin/blog/${post.json.id}`, { status: 'published' });
  assert.equal(published.json.status, 'published');
  assert.ok(published.json.publishedAt);
  const posts = await root.get('/api2/admin/blog', { query: { search: 'Spring sale' } });
  assertList(posts.json, 'posts');
  assert.deepEqual(
    posts.json.posts.map((p: { id: number }) => p.id),
    [post.json.id],
  );

  const page = await root.post('/api2/admin/pages', {
    title: 'About us',
    sections: [{ type: 'text', content: { text: 'We sell tools' } }],
  });
  assert.equal(page.status, 201, page.body);
  assert.equal(page.json.sections[0].content.text, 'We sell tools');
  const pages = await root.get('/api2/admin/pages');
  assertList(pages.json, 'pages');
  assert.ok(
    pages.json.pages.some((p: { id: string; sectionCount: number }) => p.id === page.json.id && p.sectionCount === 1),
  );
  const refused = await root.delete(`/api2/admin/pages/${page.json.id}`);
  assert.equal(refused.status, 409);
  assert.equal(refused.json.code, 'CONFLICT');
  assert.deepEqual((await root.put(`/api2/admin/pages/${page.json.id}`, { sections: [] })).json.sections, []);
  assert.deepEqual((await root.delete(`/api2/admin/pages/${page.json.id}`)).json, { success: true });
  assert.equal((await root.get(`/api2/admin/pages/${page.json.id}`)).status, 404);
});

test('SEO settings, rules, redirects and translations', async () => {
  const settings = await root.put('/api2/admin/seo/settings', { defaultTitle: 'Tool shop' });
  assert.equal(settings.json.defaultTitle, 'Tool shop');
  assert.equal((await root.get('/api2/admin/seo/settings')).json.defaultTitle, 'Tool shop');

  const rule = await root.post('/api2/admin/seo/rules', {
    ruleName: 'Products',
    targetType: 'product',
    titleTemplate: '{name} | Tool shop',
  });
  assert.equal(rule.status, 201, rule.body);
  assert.equal(rule.json.createdBy, `admin:${rootId}`, 'without createdBy the rule names the admin');
  assert.equal((await root.put(`/api2/admin/seo/rules/${rule.json.id}`, { isActive: false })).json.isActive, false);
  assertList((await root.get('/api2/admin/seo/rules', { query: { isActive: false } })).json, 'rules');
  assert.deepEqual((await root.delete(`/api2/admin/seo/rules/${rule.json.id}`)).json, { success: true });

  const redirect = await root.post('/api2/admin/seo/redirects', { source: '/old-rakes', destination: '/rakes' });
  assert.equal(redirect.status, 201, redirect.body);
  const loop = await root.post('/api2/admin/seo/redirects', { source: '/rakes', destination: '/old-rakes' });
  assert.deepEqual([loop.status, loop.json.code], [400, 'VALIDATION_ERROR']);
  assert.match(loop.json.error, /loop/, 'the refusal says why, for the dashboard to show');
  assert.equal(
    loop.json.loopLength,
    2,
    "and how many redirects the loop has, for the dashboard to say in the staff's language",
  );
  const redirects = await root.get('/api2/admin/seo/redirects', { query: { search: 'old-rakes' } });
  assertList(redirects.json, 'redirects');
  assert.deepEqual(
    redirects.json.redirects.map((r: { id: number; hits: number }) => [r.id, r.hits]),
    [[redirect.json.id, 0]],
  );
  assert.deepEqual((await root.delete(`/api2/admin/seo/redirects/${redirect.json.id}`)).json, { success: true });

  const body = { entityType: 'product', entityId: 1, languageCode: 'de', data: { name: 'Rechen' } };
  assert.equal((await root.post('/api2/admin/translations', body)).status, 201);
  const replaced = await root.post('/api2/admin/translations', { ...body, data: { name: 'Laubrechen' } });
  assert.equal(replaced.status, 200);
  const translations = await root.get('/api2/admin/translations', {
    query: { entityType: 'product', languageCode: 'de' },
  });
  assertList(translations.json, 'translations');
  assert.deepEqual(
    translations.json.translations.map((t: { data: unknown }) => t.data),
    [{ name: 'Laubrechen' }],
  );
  // One entity's translations in every language, the side-by-side editor's read.
  assert.equal(
    (await root.post('/api2/admin/translations', { ...body, languageCode: 'fr', data: { name: 'Râteau' } })).status,
    201,
  );
  assert.equal(
    (await root.post('/api2/admin/translations', { ...body, entityId: 2, data: { name: 'Schaufel' } })).status,
    201,
  );
  const ofOne = await root.get('/api2/admin/translations', { query: { entityType: 'product', entityId: '1' } });
  assert.deepEqual(
    ofOne.json.translations.map((t: { entityId: string; languageCode: string }) => [t.entityId, t.languageCode]),
    [
      ['1', 'de'],
      ['1', 'fr'],
    ],
  );
  assert.equal(ofOne.json.total, 2);
  assert.deepEqual((await root.delete(`/api2/admin/translations/${replaced.json.id}`)).json, { success: true });
});

test('shipping zones and methods', async () => {
  const zone = await root.post('/api2/admin/shipping/zones', { name: 'Alps' });
  assert.equal(zone.status, 201, zone.body);
  const method = await root.post('/api2/admin/shipping/methods', {
    zoneId: zone.json.id,
    name: 'Mule',
    methodType: 'flat_rate',
    price: 12.5,
  });
  assert.equal(method.status, 201, method.body);
  assert.equal(
    (await root.put(`/api2/admin/shipping/methods/${method.json.id}`, { freeAbove: 100 })).json.freeAbove,
    100,
  );
  const detail = await root.get(`/api2/admin/shipping/zones/${zone.json.id}`);
  assert.deepEqual(
    detail.json.methods.map((m: { name: string; price: number }) => [m.name, m.price]),
    [['Mule', 12.5]],
  );
  const zones = await root.get('/api2/admin/shipping/zones');
  assertList(zones.json, 'zones');
  assert.ok(
    zones.json.zones.some((z: { id: number; methodCount: number }) => z.id === zone.json.id && z.methodCount === 1),
  );
  assert.deepEqual((await root.delete(`/api2/admin/shipping/zones/${zone.json.id}`)).json, { success: true });
  assert.equal((await root.get(`/api2/admin/shipping/zones/${zone.json.id}`)).status, 404);
});

test('media: alt and title, delete', async () => {
  const uploaded = await uploadImage(root, '/api2/admin/media', { data: await makePng() });
  assert.equal(uploaded.status, 201, uploaded.body);
  const changed = await root.put(`/api2/admin/media/${uploaded.json.id}`, { alt: 'A red square', title: 'Square' });
  assert.equal(changed.status, 200, changed.body);
  assert.equal(changed.json.alt, 'A red square');
  assert.deepEqual((await root.delete(`/api2/admin/media/${uploaded.json.id}`)).json, { success: true });
  assert.equal(
    (await ctx.services.db.selectFrom('media').select('id').where('id', '=', uploaded.json.id).execute()).length,
    0,
  );
});

// One read and one write per group, with the permission each needs.
const PROBES = [
  {
    read: '/api2/admin/categories',
    write: ['POST', '/api2/admin/categories', { name: 'Probe' }],
    permission: 'products',
  },
  {
    read: '/api2/admin/inventory/movements',
    write: ['POST', '/api2/admin/inventory/warehouses', { name: 'Probe', code: 'PROBE' }],
    permission: 'products',
  },
  { read: '/api2/admin/blog', write: ['POST', '/api2/admin/blog', { title: 'Probe' }], permission: 'content' },
  { read: '/api2/admin/pages', write: ['DELETE', '/api2/admin/pages/no-such-page'], permission: 'content' },
  { read: '/api2/admin/seo/redirects', write: ['PUT', '/api2/admin/seo/settings', {}], permission: 'content' },
  { read: '/api2/admin/translations', write: ['DELETE', '/api2/admin/translations/999999'], permission: 'content' },
  { read: '/api2/admin/media', write: ['DELETE', '/api2/admin/media/999999'], permission: 'content' },
  {
    read: '/api2/admin/shipping/zones',
    write: ['POST', '/api2/admin/shipping/zones', { name: 'Probe' }],
    permission: 'settings',
  },
] as const;

// editor: products and content, not settings; viewer: every read, no write; support: none of these.
const ROLE_MAY: Record<string, { read: string[]; write: string[] }> = {
  editor: { read: ['products', 'content'], write: ['products', 'content'] },
  viewer: { read: ['products', 'content', 'settings'], write: [] },
  support: { read: [], write: [] },
};

test('each role reads and writes only what its permissions allow; a write without the CSRF token is refused', async () => {
  const sessions = Object.fromEntries(
    await Promise.all(Object.keys(ROLE_MAY).map(async (role) => [role, await adminWithRole(ctx.app, role)] as const)),
  );
  for (const probe of PROBES) {
    const [method, url, json] = probe.write;
    const noToken = await root.request(method, url, { json: json ?? undefined, csrf: false });
    assert.deepEqual([noToken.status, noToken.json.code], [403, 'CSRF_INVALID'], `${method} ${url}`);
    assert.equal((await new Client(ctx.app).get(probe.read)).status, 401, probe.read);
    for (const [role, may] of Object.entries(ROLE_MAY)) {
      const s = sessions[role]!;
      const read = await s.get(probe.read);
      assert.equal(
        read.status === 403,
        !may.read.includes(probe.permission),
        `${role} GET ${probe.read}: ${read.status}`,
      );
      const write = await s.request(method, url, { json: json ?? undefined });
      assert.equal(
        write.status === 403,
        !may.write.includes(probe.permission),
        `${role} ${method} ${url}: ${write.status}`,
      );
      if (write.status === 403) assert.equal(write.json.code, 'FORBIDDEN');
    }
  }
});
