// The dashboard's promotion preview (issue 36, item 9): a sample cart quoted against an unsaved draft through
// `POST /api2/admin/promotions/preview`, on both engines. Nothing is saved and no use is taken.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { adminSession, adminWithRole } from '../helpers/client.js';
import { insertProduct } from '../helpers/orders.js';

test('a draft 10 % off the order quotes the sample cart exactly as the store would, and saves nothing', async (t) => {
  const { app, services } = await buildTestApp(t);
  const admin = await adminSession(app);
  const shirt = await insertProduct(services, { price: 1190, stock: 5 });
  const mug = await insertProduct(services, { price: 9.99, stock: 5 });
  const draft = { name: 'Draft sale', kind: 'percent_off_order', percent: 10 };

  const r = await admin.post('/api2/admin/promotions/preview', {
    promotion: draft,
    items: [
      { productId: shirt.id, quantity: 1 },
      { productId: mug.id, quantity: 3 },
    ],
  });
  assert.equal(r.status, 200, r.body);
  const quote = r.json.quote;
  assert.equal(quote.subtotal, 1219.97);
  // 10 % of 1,219.97 is 122.00 (half up), spread over the lines by largest remainder.
  assert.equal(quote.discount, 122);
  assert.equal(quote.total, 1097.97);
  const lineDiscounts = quote.lines.map((l: { discount: number }) => Math.round(l.discount * 100));
  assert.equal(
    lineDiscounts.reduce((a: number, b: number) => a + b, 0),
    12200,
  );
  // The draft has no id yet: it is promotion 0, of the order class, and took the whole discount.
  assert.deepEqual(quote.applied, [{ promotionId: 0, code: null, class: 'order', amount: 122 }]);
  assert.ok(quote.tax > 0, 'tax worked out from the discounted lines');
  assert.deepEqual(quote.refused, []);

  // Nothing written: no promotion exists, and the stock is untouched.
  const list = await admin.get('/api2/admin/promotions');
  assert.equal(list.status, 200, list.body);
  assert.equal(list.json.total ?? list.json.items?.length ?? list.json.data?.length, 0);
  const product = await admin.get(`/api2/admin/products/${shirt.id}`);
  assert.equal(product.json.stock, 5);
});

test('preview refusals: a draft that could not be created, an unknown product, and a role without promotions.read', async (t) => {
  const { app, services } = await buildTestApp(t);
  const admin = await adminSession(app);
  const p = await insertProduct(services, { price: 20, stock: 5 });

  const invalidDraft = await admin.post('/api2/admin/promotions/preview', {
    promotion: { name: 'No percent', kind: 'percent_off_order' },
    items: [{ productId: p.id, quantity: 1 }],
  });
  assert.equal(invalidDraft.status, 400, invalidDraft.body);

  const unknown = await admin.post('/api2/admin/promotions/preview', {
    promotion: { name: 'Ten', kind: 'percent_off_order', percent: 10 },
    items: [{ productId: 999999, quantity: 1 }],
  });
  assert.equal(unknown.status, 400, unknown.body);
  assert.match(unknown.json.error ?? unknown.json.message ?? unknown.body, /not available/);

  const editor = await adminWithRole(app, 'editor');
  const refused = await editor.post('/api2/admin/promotions/preview', {
    promotion: { name: 'Ten', kind: 'percent_off_order', percent: 10 },
    items: [{ productId: p.id, quantity: 1 }],
  });
  assert.equal(refused.status, 403, refused.body);
});
