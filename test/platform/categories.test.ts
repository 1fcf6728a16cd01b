import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { platformClient, type Client } from '../helpers/client.js';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

async function setup(t: Parameters<typeof buildTestApp>[0]) {
  const ctx = await buildTestApp(t, { env: { PLATFORM_RATE_LIMIT: '0' } });
  return { ...ctx, c: await platformClient(ctx.app, 'read_write') };
}

async function create(c: Client, body: Record<string, unknown>) {
  const r = await c.post('/api2/v1/categories', body);
  assert.equal(r.status, 201, r.body);
  return r.json;
}

/** A product row written directly: these tests are about categories, not the product API. */
async function insertProduct({ services }: TestApp, categoryId: number, sku: string) {
  const now = new Date().toISOString();
  return services.db
    .insertInto('products')
    .values({
      sku,
      slug: sku.toLowerCase(),
      name: `Product ${sku}`,
      priceCents: 1000,
      categoryId,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

test('create generates a unique slug from the name (-2, -3 on collision) and answers the detail', async (t) => {
  const { c } = await setup(t);
  const a = await create(c, {
    name: '  Café Crème & Tee!  ',
    seoTitle: 'Coffee',
    seoDescription: 'All about coffee',
    sortOrder: 3,
  });
  assert.equal(a.slug, 'cafe-creme-tee');
  assert.equal(a.name, 'Café Crème & Tee!', 'the name is trimmed');
  assert.deepEqual(
    {
      parentId: a.parentId,
      sortOrder: a.sortOrder,
      seoTitle: a.seoTitle,
      seoDescription: a.seoDescription,
      description: a.description,
      productCount: a.productCount,
    },
    {
      parentId: null,
      sortOrder: 3,
      seoTitle: 'Coffee',
      seoDescription: 'All about coffee',
      description: null,
      productCount: 0,
    },
  );
  assert.deepEqual([a.subcategories, a.breadcrumb], [[], []]);
  const b = await create(c, { name: 'Cafe creme tee' });
  const d = await create(c, { name: 'CAFÉ-CRÈME TEE' });
  assert.deepEqual([b.slug, d.slug], ['cafe-creme-tee-2', 'cafe-creme-tee-3']);
  const odd = await create(c, { name: '!!!' });
  assert.match(odd.slug, SLUG);

  const g = await c.get(`/api2/v1/categories/${a.id}`);
  assert.equal(g.status, 200);
  assert.equal(g.json.slug, 'cafe-creme-tee');
  assert.equal((await c.get('/api2/v1/categories/999999')).status, 404);
  assert.deepEqual((await c.get('/api2/v1/categories/abc')).status, 400);
});

test('concurrent creates with one name all get distinct slugs', async (t) => {
  const { c } = await setup(t);
  // More creates than a sequential slug can settle in a handful of lost races: the later ones take a random suffix.
  const results = await Promise.all(
    Array.from({ length: 30 }, () => c.post('/api2/v1/categories', { name: 'Same Name' })),
  );
  assert.deepEqual(
    results.map((r) => r.status),
    Array(30).fill(201),
  );
  const slugs = results.map((r) => r.json.slug as string);
  assert.equal(new Set(slugs).size, 30);
  assert.ok(
    slugs.every((s) => s === 'same-name' || /^same-name-(\d+|[0-9a-f]{6})$/.test(s)),
    slugs.join(),
  );
});

test('tree: subcategories, breadcrumb from the root to the parent, parent_id filter and ordering', async (t) => {
  const { c } = await setup(t);
  const root = await create(c, { name: 'Clothing' });
  const men = await create(c, { name: 'Men', parentId: root.id, sortOrder: 2 });
  const women = await create(c, { name: 'Women', parentId: root.id, sortOrder: 1 });
  const kids = await create(c, { name: 'Kids', parentId: root.id, sortOrder: 2 });
  const shirts = await create(c, { name: 'Shirts', parentId: men.id });
  assert.deepEqual(shirts.breadcrumb, [
    { id: root.id, name: 'Clothing', slug: 'clothing' },
    { id: men.id, name: 'Men', slug: 'men' },
  ]);
  const r = (await c.get(`/api2/v1/categories/${root.id}`)).json;
  assert.deepEqual(r.breadcrumb, []);
  assert.deepEqual(
    r.subcategories.map((s: { name: string }) => s.name),
    ['Women', 'Kids', 'Men'],
    'sortOrder, then name',
  );
  assert.deepEqual(Object.keys(r.subcategories[0]).sort(), ['id', 'name', 'slug']);

  const children = await c.get('/api2/v1/categories', { query: { parent_id: root.id } });
  assert.equal(children.status, 200);
  assert.deepEqual(
    children.json.data.map((x: { id: number }) => x.id),
    [women.id, kids.id, men.id],
  );
  assert.deepEqual(children.json.meta, { page: 1, per_page: 50, total: 3, total_estimated: false, total_pages: 1 });
  const top = await c.get('/api2/v1/categories', { query: { parent_id: 0 } });
  assert.deepEqual(
    top.json.data.map((x: { id: number }) => x.id),
    [root.id],
  );
  const paged = await c.get('/api2/v1/categories', { query: { per_page: 2, page: 3 } });
  assert.deepEqual(paged.json.meta, { page: 3, per_page: 2, total: 5, total_estimated: false, total_pages: 3 });
  assert.equal(paged.json.data.length, 1);
  const all = await c.get('/api2/v1/categories');
  assert.deepEqual(
    all.json.data.map((x: { name: string }) => x.name),
    ['Clothing', 'Shirts', 'Women', 'Kids', 'Men'],
  );
});

test('create refuses an unknown parent, an empty name and a read-only key', async (t) => {
  const { app, c } = await setup(t);
  const r = await c.post('/api2/v1/categories', { name: 'Orphan', parentId: 424242 });
  assert.equal(r.status, 400);
  assert.deepEqual(Object.keys(r.json), ['error']);
  assert.equal((await c.post('/api2/v1/categories', { name: '   ' })).status, 400);
  assert.equal((await c.post('/api2/v1/categories', {})).status, 400);
  const reader = await platformClient(app, 'read');
  assert.equal((await reader.post('/api2/v1/categories', { name: 'Nope' })).status, 403);
  assert.equal((await reader.get('/api2/v1/categories')).status, 200);
});

test('PUT answers {category, diff} with only the changed fields; the slug stays unless sent', async (t) => {
  const { c } = await setup(t);
  const cat = await create(c, { name: 'Shoes', description: 'Old' });
  const taken = await create(c, { name: 'Boots' });
  const put = await c.put(`/api2/v1/categories/${cat.id}`, {
    name: 'Footwear',
    description: 'Old',
    sortOrder: 0,
    seoTitle: 'Buy footwear',
  });
  assert.equal(put.status, 200);
  assert.deepEqual(put.json.diff, {
    name: { from: 'Shoes', to: 'Footwear' },
    seoTitle: { from: null, to: 'Buy footwear' },
  });
  assert.equal(put.json.category.name, 'Footwear');
  assert.equal(put.json.category.slug, 'shoes', 'renaming keeps the URL');
  assert.equal(put.json.category.seoTitle, 'Buy footwear');

  const same = await c.put(`/api2/v1/categories/${cat.id}`, { name: 'Footwear' });
  assert.deepEqual(same.json.diff, {});
  assert.equal(same.json.category.updatedAt, put.json.category.updatedAt, 'a no-op leaves updatedAt');

  const slug = await c.put(`/api2/v1/categories/${cat.id}`, { slug: 'footwear', description: null });
  assert.deepEqual(slug.json.diff, { slug: { from: 'shoes', to: 'footwear' }, description: { from: 'Old', to: null } });
  const dup = await c.put(`/api2/v1/categories/${cat.id}`, { slug: taken.slug });
  assert.equal(dup.status, 409);
  assert.equal((await c.put(`/api2/v1/categories/${cat.id}`, { slug: 'Not A Slug' })).status, 400);
  assert.equal((await c.put(`/api2/v1/categories/${cat.id}`, { name: '' })).status, 400);
  assert.equal((await c.put('/api2/v1/categories/999999', { name: 'x' })).status, 404);
  assert.equal((await c.get(`/api2/v1/categories/${cat.id}`)).json.slug, 'footwear');
});

test('PUT moves a category; a cycle or an unknown parent is 400 and changes nothing', async (t) => {
  const { c } = await setup(t);
  const a = await create(c, { name: 'A' });
  const b = await create(c, { name: 'B', parentId: a.id });
  const cc = await create(c, { name: 'C', parentId: b.id });
  const other = await create(c, { name: 'Other' });

  for (const parentId of [a.id, b.id, cc.id]) {
    const r = await c.put(`/api2/v1/categories/${a.id}`, { parentId, name: 'A renamed' });
    assert.equal(r.status, 400, `A under ${parentId}`);
  }
  assert.equal((await c.put(`/api2/v1/categories/${a.id}`, { parentId: 999999 })).status, 400);
  assert.equal((await c.put(`/api2/v1/categories/${b.id}`, { parentId: 0 })).status, 400, '0 is no way to say null');
  const still = (await c.get(`/api2/v1/categories/${a.id}`)).json;
  assert.deepEqual([still.name, still.parentId], ['A', null]);

  const move = await c.put(`/api2/v1/categories/${b.id}`, { parentId: other.id });
  assert.deepEqual(move.json.diff, { parentId: { from: a.id, to: other.id } });
  assert.deepEqual(
    (await c.get(`/api2/v1/categories/${cc.id}`)).json.breadcrumb.map((x: { name: string }) => x.name),
    ['Other', 'B'],
  );
  assert.deepEqual((await c.get(`/api2/v1/categories/${a.id}`)).json.subcategories, []);
  const top = await c.put(`/api2/v1/categories/${b.id}`, { parentId: null });
  assert.deepEqual(top.json.diff, { parentId: { from: other.id, to: null } });
  assert.deepEqual(top.json.category.breadcrumb, []);
});

test('concurrent opposite moves never create a cycle', async (t) => {
  const { c } = await setup(t);
  for (let i = 0; i < 5; i++) {
    const x = await create(c, { name: `X${i}` });
    const y = await create(c, { name: `Y${i}` });
    const [r1, r2] = await Promise.all([
      c.put(`/api2/v1/categories/${x.id}`, { parentId: y.id }),
      c.put(`/api2/v1/categories/${y.id}`, { parentId: x.id }),
    ]);
    assert.deepEqual([r1.status, r2.status].sort(), [200, 400], `round ${i}: ${r1.body} ${r2.body}`);
    const [gx, gy] = await Promise.all([c.get(`/api2/v1/categories/${x.id}`), c.get(`/api2/v1/categories/${y.id}`)]);
    assert.ok(gx.json.parentId === null || gy.json.parentId === null, 'one of them stays at the top');
  }
});

test('DELETE: 409 while a subcategory or a product exists, then 200 and 404', async (t) => {
  const ctx = await setup(t);
  const { c } = ctx;
  const parent = await create(c, { name: 'Parent' });
  const child = await create(c, { name: 'Child', parentId: parent.id });
  const conflict = await c.delete(`/api2/v1/categories/${parent.id}`);
  assert.equal(conflict.status, 409);
  assert.deepEqual(Object.keys(conflict.json), ['error']);
  assert.match(conflict.json.error, /subcategor/);

  await insertProduct(ctx, child.id, 'SKU-CAT-1');
  assert.equal((await c.get(`/api2/v1/categories/${child.id}`)).json.productCount, 1);
  const list = await c.get('/api2/v1/categories', { query: { parent_id: parent.id } });
  assert.equal(list.json.data[0].productCount, 1);
  const withProduct = await c.delete(`/api2/v1/categories/${child.id}`);
  assert.equal(withProduct.status, 409);
  assert.match(withProduct.json.error, /product/);

  await ctx.services.db.deleteFrom('products').where('sku', '=', 'SKU-CAT-1').execute();
  const del = await c.delete(`/api2/v1/categories/${child.id}`);
  assert.equal(del.status, 200);
  assert.deepEqual(del.json, { deleted: true, id: child.id, name: 'Child' });
  assert.equal((await c.delete(`/api2/v1/categories/${parent.id}`)).status, 200);
  assert.equal((await c.get(`/api2/v1/categories/${parent.id}`)).status, 404);
  assert.equal((await c.delete(`/api2/v1/categories/${parent.id}`)).status, 404);
});
