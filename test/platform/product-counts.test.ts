// List totals and category product counts come from counters the database keeps (migration 0015):
// every way a product is created, moved, hidden or deleted must keep them equal to the real numbers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { adminSession, platformClient, type Client } from '../helpers/client.js';

async function totals(c: Client, categoryIds: number[]) {
  const total = async (query: Record<string, string | number>) => {
    const r = await c.get('/api2/v1/products', { query });
    assert.equal(r.status, 200, r.body);
    return r.json.meta.total as number;
  };
  const counts: Record<number, number> = {};
  for (const id of categoryIds) counts[id] = (await c.get(`/api2/v1/categories/${id}`)).json.productCount;
  return {
    all: await total({}),
    active: await total({ status: 'active' }),
    draft: await total({ status: 'draft' }),
    byCategory: Object.fromEntries(
      await Promise.all(categoryIds.map(async (id) => [id, await total({ category_id: id })])),
    ),
    counts,
  };
}

test('totals and category counts follow creates, moves, status changes, bulk updates, restores and deletes', async (t) => {
  const ctx = await buildTestApp(t);
  const c = await platformClient(ctx.app);
  const admin = await adminSession(ctx.app);
  const shoes = (await c.post('/api2/v1/categories', { name: 'Shoes' })).json.id;
  const bags = (await c.post('/api2/v1/categories', { name: 'Bags' })).json.id;
  const create = async (body: Record<string, unknown>) => {
    const r = await admin.post('/api2/admin/products', { price: 10, ...body });
    assert.equal(r.status, 201, r.body);
    return r.json.id as number;
  };
  const a = await create({ name: 'Runner', sku: 'CNT-1', categoryId: shoes });
  const b = await create({ name: 'Boot', sku: 'CNT-2', categoryId: shoes, isHidden: true });
  const tote = await create({ name: 'Tote', sku: 'CNT-3', categoryId: bags });
  await create({ name: 'Gift card', sku: 'CNT-4' });
  assert.deepEqual(await totals(c, [shoes, bags]), {
    all: 4,
    active: 3,
    draft: 1,
    byCategory: { [shoes]: 2, [bags]: 1 },
    counts: { [shoes]: 2, [bags]: 1 },
  });

  assert.equal((await admin.patch(`/api2/admin/products/${a}`, { categoryId: bags, isHidden: true })).status, 200);
  assert.equal((await c.put(`/api2/v1/products/${tote}`, { status: 'archived' })).status, 200);
  const bulk = await admin.post('/api2/admin/products/bulk-update', {
    productIds: [b],
    updates: { isHidden: false, categoryId: null },
  });
  assert.equal(bulk.json.updated, 1, bulk.body);
  assert.deepEqual(await totals(c, [shoes, bags]), {
    all: 4,
    active: 2,
    draft: 1,
    byCategory: { [shoes]: 0, [bags]: 2 },
    counts: { [shoes]: 0, [bags]: 2 },
  });

  const [version] = (await admin.get(`/api2/admin/products/${a}/versions`)).json.versions;
  assert.equal((await admin.post(`/api2/admin/products/${a}/versions/${version.versionNumber}/restore`)).status, 200);
  assert.equal((await c.delete(`/api2/v1/products/${tote}`)).status, 200);
  assert.deepEqual(await totals(c, [shoes, bags]), {
    all: 3,
    active: 3,
    draft: 0,
    byCategory: { [shoes]: 1, [bags]: 0 },
    counts: { [shoes]: 1, [bags]: 0 },
  });
  assert.equal((await c.delete(`/api2/v1/categories/${bags}`)).status, 200, 'an emptied category can go');
});

test('concurrent moves in opposite directions all succeed and leave exact counts', async (t) => {
  const ctx = await buildTestApp(t);
  const c = await platformClient(ctx.app);
  const left = (await c.post('/api2/v1/categories', { name: 'Left' })).json.id;
  const right = (await c.post('/api2/v1/categories', { name: 'Right' })).json.id;
  const ids: number[] = [];
  for (let i = 0; i < 12; i++) {
    const r = await c.post('/api2/v1/products', { name: `Mover ${i}`, price: 5, category_id: i % 2 ? left : right });
    assert.equal(r.status, 201, r.body);
    ids.push(r.json.id);
  }
  for (let round = 0; round < 3; round++) {
    const moves = await Promise.all(
      ids.map((id, i) => c.put(`/api2/v1/products/${id}`, { category_id: (i + round) % 2 ? right : left })),
    );
    assert.deepEqual(
      moves.map((r) => r.status),
      ids.map(() => 200),
      moves.map((r) => r.body).join('\n'),
    );
  }
  const t1 = await totals(c, [left, right]);
  assert.deepEqual([t1.counts, t1.byCategory, t1.all], [{ [left]: 6, [right]: 6 }, { [left]: 6, [right]: 6 }, 12]);
});
