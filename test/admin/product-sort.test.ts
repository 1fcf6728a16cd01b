import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { adminSession } from '../helpers/client.js';

test('the admin product list sorts by name, price or last change in either order, ties by id; a bad sort is 400', async (t) => {
  const { app } = await buildTestApp(t);
  const admin = await adminSession(app);
  const ids: Record<string, number> = {};
  for (const [name, price] of [
    ['Cup', 5],
    ['apple tray', 30],
    ['Bowl', 12],
    ['Dish', 12],
  ] as const) {
    const r = await admin.post('/api2/admin/products', {
      name,
      sku: `SORT-${name.replace(/\W/g, '')}`,
      price,
      stock: 1,
    });
    assert.equal(r.status, 201, r.body);
    ids[name] = r.json.id;
  }
  assert.equal((await admin.patch(`/api2/admin/products/${ids.Cup}`, { description: 'changed last' })).status, 200);
  const names = async (query: string) => {
    const r = await admin.get(`/api2/admin/products/search?${query}`);
    assert.equal(r.status, 200, r.body);
    return (r.json.products as { name: string }[]).map((p) => p.name);
  };

  assert.deepEqual(await names(''), ['Dish', 'Bowl', 'apple tray', 'Cup'], 'newest first without sortBy');
  assert.deepEqual(await names('sortBy=price'), ['Cup', 'Bowl', 'Dish', 'apple tray'], 'equal prices by id');
  assert.deepEqual(await names('sortBy=price&sortOrder=desc'), ['apple tray', 'Dish', 'Bowl', 'Cup']);
  assert.deepEqual(
    await names('sortBy=price&sortOrder=desc&limit=2&offset=1'),
    ['Dish', 'Bowl'],
    'pages follow the order',
  );
  assert.deepEqual((await names('sortBy=updatedAt&sortOrder=desc'))[0], 'Cup');
  const byName = await names('sortBy=name');
  // Where lower-case sorts depends on the engine's collation; the capitalised names are in order on both.
  assert.deepEqual(
    byName.filter((n) => n !== 'apple tray'),
    ['Bowl', 'Cup', 'Dish'],
  );
  assert.deepEqual(await names('sortBy=name&sortOrder=desc'), byName.slice().reverse());
  assert.deepEqual(
    await names('sortBy=name&q=u'),
    byName.filter((n) => n.includes('u')),
    'a search keeps the order',
  );

  for (const query of ['sortBy=stock', 'sortBy=price&sortOrder=up', 'sortBy=']) {
    const r = await admin.get(`/api2/admin/products/search?${query}`);
    assert.equal(r.status, 400, query);
    assert.equal(r.json.code, 'VALIDATION_ERROR', query);
    assert.equal(typeof r.json.error, 'string');
  }
});
