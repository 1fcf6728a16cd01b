// The admin product search's category filter with includeSubcategories (issue 33, item 6): a category's products and
// those of every category below it, by id or slug, with the total counted the same way; without the flag only the
// category's own products, as before; a flag that is not a boolean is a 400.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { adminSession } from '../helpers/client.js';

test('product search: includeSubcategories lists a category with everything below it, by id or slug', async (t) => {
  const { app } = await buildTestApp(t);
  const admin = await adminSession(app);
  const category = async (name: string, parentId?: number) => {
    const r = await admin.post('/api2/admin/categories', { name, ...(parentId ? { parentId } : {}) });
    assert.equal(r.status, 201, r.body);
    return r.json as { id: number; slug: string };
  };
  const kitchen = await category('Kitchen');
  const cups = await category('Cups', kitchen.id);
  const espresso = await category('Espresso cups', cups.id);
  const garden = await category('Garden');
  const product = async (name: string, categoryId: number | null) => {
    const r = await admin.post('/api2/admin/products', {
      name,
      sku: `SUB-${name.replace(/\W/g, '')}`,
      price: 5,
      stock: 1,
      categoryId,
    });
    assert.equal(r.status, 201, r.body);
  };
  await product('Pan', kitchen.id);
  await product('Mug', cups.id);
  await product('Demitasse', espresso.id);
  await product('Rake', garden.id);
  await product('Loose', null);

  const found = async (query: string) => {
    const r = await admin.get(`/api2/admin/products/search?${query}`);
    assert.equal(r.status, 200, r.body);
    return { names: (r.json.products as { name: string }[]).map((p) => p.name), total: r.json.total as number };
  };
  assert.deepEqual(await found(`category=${kitchen.id}`), { names: ['Pan'], total: 1 }, 'without the flag: own only');
  assert.deepEqual(await found(`category=${kitchen.id}&includeSubcategories=true`), {
    names: ['Demitasse', 'Mug', 'Pan'],
    total: 3,
  });
  assert.deepEqual(await found(`category=${kitchen.slug}&includeSubcategories=true`), {
    names: ['Demitasse', 'Mug', 'Pan'],
    total: 3,
  });
  assert.deepEqual(await found(`category=${cups.slug}&includeSubcategories=true&q=mu`), { names: ['Mug'], total: 1 });
  assert.deepEqual(await found(`category=${espresso.id}&includeSubcategories=true`), {
    names: ['Demitasse'],
    total: 1,
  });
  assert.deepEqual(await found(`category=${cups.id}&includeSubcategories=true&sortBy=name&limit=1&offset=1`), {
    names: ['Mug'],
    total: 2,
  });
  assert.deepEqual(await found('category=no-such-category&includeSubcategories=true'), { names: [], total: 0 });
  assert.equal((await found('includeSubcategories=true&q=a')).total, 3, 'without a category the flag changes nothing');

  const bad = await admin.get(`/api2/admin/products/search?category=${kitchen.id}&includeSubcategories=maybe`);
  assert.equal(bad.status, 400);
  assert.equal(bad.json.code, 'VALIDATION_ERROR');
});
