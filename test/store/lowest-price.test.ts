// The lowest price of the last 30 days (issue 35, item 8; docs/tax.md, "Lowest price of the last 30 days"): kept in a
// price history written with every price change, shown on the storefront and platform product details, and the
// reduction stated against it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession, platformClient } from '../helpers/client.js';

const DAY = 86_400_000;

function movableClock(start: string) {
  let now = Date.parse(start);
  return { now: () => new Date(now), advanceDays: (days: number) => void (now += days * DAY) };
}

test('price 100 → 80 (sale) → 90: lowest 100 before the sale and the base of the stated reduction throughout', async (t) => {
  const clock = movableClock('2026-01-01T10:00:00.000Z');
  const { app } = await buildTestApp(t, { clock });
  let admin = await adminSession(app);
  const platform = await platformClient(app, 'read');
  const shopper = new Client(app);
  const id = (await admin.post('/api2/admin/products', { name: 'Kettle', sku: 'LOW-K', price: 100, stock: 5 })).json
    .id as number;
  const shown = async () => {
    const store = (await shopper.get(`/api2/store/products/${id}`)).json;
    const p = (await platform.get(`/api2/v1/products/${id}`)).json;
    assert.deepEqual(
      [p.price, p.lowestPrice30d, p.reductionPercent],
      [store.price, store.lowestPrice30d, store.reductionPercent],
      'the platform shows the same',
    );
    return [store.price, store.lowestPrice30d, store.reductionPercent];
  };
  // Days pass between the changes: a new session each time (an admin session expires).
  const price = async (value: number) => {
    admin = await adminSession(app);
    assert.equal((await admin.patch(`/api2/admin/products/${id}`, { price: value })).status, 200);
  };

  clock.advanceDays(40);
  assert.deepEqual(await shown(), [100, 100, null], 'before the sale');
  await price(80);
  assert.deepEqual(await shown(), [80, 100, 20], 'the sale: 20 % off the lowest price of the 30 days before');
  clock.advanceDays(5);
  await price(90);
  assert.deepEqual(await shown(), [90, 100, 10], 'a changed sale price keeps the base it began with');
  clock.advanceDays(5);
  await price(100);
  assert.deepEqual(await shown(), [100, 80, null], 'the sale is over: no reduction; the lowest of the last 30 days');
  clock.advanceDays(31);
  assert.deepEqual(await shown(), [100, 100, null], 'the sale prices left the window');

  // Raised first and then "reduced": no reduction against the raised price, the 30 days' lowest stays 100.
  await price(120);
  clock.advanceDays(5);
  await price(110);
  assert.deepEqual(await shown(), [110, 100, null]);
});

test("a variant's own price has its own history; the product price's facts follow its inheriting variants", async (t) => {
  const clock = movableClock('2026-03-01T10:00:00.000Z');
  const { app } = await buildTestApp(t, { clock });
  const admin = await adminSession(app);
  const id = (await admin.post('/api2/admin/products', { name: 'Shirt', sku: 'LOW-S', price: 20, stock: 5 })).json
    .id as number;
  assert.equal(
    (await admin.put(`/api2/admin/products/${id}/options`, { options: [{ name: 'Size', values: ['S', 'M'] }] })).status,
    200,
  );
  const variants = (await admin.get(`/api2/admin/products/${id}/variants`)).json.variants as { id: number }[];
  const large = await admin.post(`/api2/admin/products/${id}/variants`, {
    sku: 'LOW-S-L',
    optionValues: ['M'],
    price: 30,
  });
  assert.equal(large.status, 201, large.body);
  clock.advanceDays(40);
  const later = await adminSession(app);
  assert.equal((await later.patch(`/api2/admin/products/${id}/variants/${large.json.id}`, { price: 24 })).status, 200);
  const d = (await new Client(app).get(`/api2/store/products/${id}`)).json;
  const byId = new Map(d.variants.map((v: { id: number }) => [v.id, v]));
  assert.deepEqual(
    [byId.get(large.json.id)].map((v: any) => [v.lowestPrice30d, v.reductionPercent]),
    [[30, 20]],
  );
  assert.deepEqual([d.lowestPrice30d, d.reductionPercent], [20, null], 'the product price did not change');
  for (const v of variants) assert.equal((byId.get(v.id) as any)?.lowestPrice30d ?? 20, 20);
});
