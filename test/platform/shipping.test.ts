import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { Client, platformClient } from '../helpers/client.js';
import { ORDER_ENV, guestBody, insertProduct } from '../helpers/orders.js';

test('zones: create, list with method counts, rename, delete with their methods', async (t) => {
  const { app } = await buildTestApp(t);
  const c = await platformClient(app, 'read_write');
  const de = await c.post('/api2/v1/shipping/zones', { name: 'Germany' });
  assert.equal(de.status, 201);
  assert.deepEqual([de.json.name, de.json.methodCount], ['Germany', 0]);
  const eu = (await c.post('/api2/v1/shipping/zones', { name: 'EU' })).json;
  assert.equal((await c.post('/api2/v1/shipping/zones', { name: '  ' })).status, 400);
  assert.equal((await c.post('/api2/v1/shipping/zones', {})).status, 400);

  for (const [name, methodType] of [
    ['Standard', 'flat_rate'],
    ['Pickup', 'pickup'],
  ]) {
    assert.equal(
      (await c.post('/api2/v1/shipping/methods', { zoneId: de.json.id, name, methodType, price: 4.9 })).status,
      201,
    );
  }
  const list = (await c.get('/api2/v1/shipping/zones')).json;
  assert.deepEqual(list.meta, { page: 1, per_page: 50, total: 2, total_estimated: false, total_pages: 1 });
  assert.deepEqual(
    list.data.map((z: { name: string; methodCount: number }) => [z.name, z.methodCount]),
    [
      ['EU', 0],
      ['Germany', 2],
    ],
  );

  const renamed = await c.put(`/api2/v1/shipping/zones/${de.json.id}`, { name: 'Deutschland' });
  assert.equal(renamed.json.name, 'Deutschland');
  assert.equal(renamed.json.methodCount, 2);
  const detail = (await c.get(`/api2/v1/shipping/zones/${de.json.id}`)).json;
  assert.deepEqual(
    detail.methods.map((m: { name: string; price: number }) => [m.name, m.price]),
    [
      ['Pickup', 0],
      ['Standard', 4.9],
    ],
    'pickup stores no price',
  );

  const del = await c.delete(`/api2/v1/shipping/zones/${de.json.id}`);
  assert.deepEqual(del.json, { deleted: true, id: de.json.id });
  assert.equal((await c.get(`/api2/v1/shipping/zones/${de.json.id}`)).status, 404);
  assert.equal(
    (await c.put(`/api2/v1/shipping/methods/${detail.methods[0].id}`, { name: 'x' })).status,
    404,
    'its methods went with it',
  );
  assert.equal((await c.delete(`/api2/v1/shipping/zones/${de.json.id}`)).status, 404);
  assert.equal((await c.put(`/api2/v1/shipping/zones/${eu.id + 100}`, { name: 'x' })).status, 404);
});

test('methods: name, methodType and zoneId required; unknown zone 400; partial PUT; DELETE', async (t) => {
  const { app } = await buildTestApp(t);
  const c = await platformClient(app, 'read_write');
  const zone = (await c.post('/api2/v1/shipping/zones', { name: 'Zone' })).json;
  const missing = [
    { name: 'No type', zoneId: zone.id },
    { methodType: 'flat_rate', zoneId: zone.id },
    { name: 'No zone', methodType: 'flat_rate' },
    { name: 'Odd type', methodType: 'teleport', zoneId: zone.id },
    { name: 'Negative', methodType: 'flat_rate', zoneId: zone.id, price: -1 },
    { name: 'Fractions', methodType: 'flat_rate', zoneId: zone.id, price: 1.005 },
  ];
  for (const body of missing) {
    const r = await c.post('/api2/v1/shipping/methods', body);
    assert.equal(r.status, 400, JSON.stringify(body));
    assert.equal(typeof r.json.error, 'string');
    assert.equal(r.json.code, undefined, 'platform errors are {error}');
  }
  const orphan = await c.post('/api2/v1/shipping/methods', { name: 'Lost', methodType: 'free', zoneId: 9999 });
  assert.equal(orphan.status, 400);
  assert.match(orphan.json.error, /zoneId/);

  const m = await c.post('/api2/v1/shipping/methods', {
    name: 'DHL',
    methodType: 'flat_rate',
    zoneId: zone.id,
    price: 5.5,
    freeAbove: 100,
  });
  assert.equal(m.status, 201);
  assert.deepEqual(
    { ...m.json, id: 0, createdAt: '', updatedAt: '' },
    {
      id: 0,
      zoneId: zone.id,
      name: 'DHL',
      methodType: 'flat_rate',
      price: 5.5,
      freeAbove: 100,
      isActive: true,
      createdAt: '',
      updatedAt: '',
    },
  );
  const put = await c.put(`/api2/v1/shipping/methods/${m.json.id}`, { price: 6, isActive: false });
  assert.deepEqual([put.json.name, put.json.price, put.json.freeAbove, put.json.isActive], ['DHL', 6, 100, false]);
  const free = await c.put(`/api2/v1/shipping/methods/${m.json.id}`, { methodType: 'free', freeAbove: null });
  assert.deepEqual([free.json.methodType, free.json.price, free.json.freeAbove], ['free', 0, null]);
  assert.equal((await c.put(`/api2/v1/shipping/methods/${m.json.id}`, { zoneId: 9999 })).status, 400);
  assert.deepEqual((await c.delete(`/api2/v1/shipping/methods/${m.json.id}`)).json, { deleted: true, id: m.json.id });
  assert.equal((await c.delete(`/api2/v1/shipping/methods/${m.json.id}`)).status, 404);

  const read = await platformClient(app, 'read');
  assert.equal((await read.get('/api2/v1/shipping/zones')).status, 200);
  assert.equal((await read.post('/api2/v1/shipping/zones', { name: 'x' })).status, 403);
});

test('orders keep the shipping method they were placed with after it is deleted', async (t) => {
  const { app, services } = await buildTestApp(t, { env: ORDER_ENV });
  const c = await platformClient(app, 'read_write');
  const zone = (await c.post('/api2/v1/shipping/zones', { name: 'Zone' })).json;
  const m = (
    await c.post('/api2/v1/shipping/methods', { name: 'Express', methodType: 'flat_rate', zoneId: zone.id, price: 9.9 })
  ).json;
  const p = await insertProduct(services, { price: 10 });
  const o = (
    await new Client(app).post(
      '/api2/store/orders',
      guestBody([{ productId: p.id, quantity: 1 }], { shippingMethodId: m.id }),
    )
  ).json.order;
  assert.equal(o.totalAmount, 19.9);
  await c.delete(`/api2/v1/shipping/zones/${zone.id}`);
  const d = (await c.get(`/api2/v1/orders/${o.id}`)).json;
  assert.deepEqual(d.shippingMethod, { id: m.id, name: 'Express' });
  assert.equal(d.shippingCost, 9.9);
});
