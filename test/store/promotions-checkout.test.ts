// Promotions at checkout through HTTP, on both engines (issue 36): limits under concurrent checkouts, release on
// expiry and cancellation, Idempotency-Key retries, refusals with their reasons, the discounts an order keeps.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { mailsTo } from '../helpers/mail.js';
import { Client, adminSession, platformClient } from '../helpers/client.js';
import {
  ORDER_ENV,
  guestBody,
  insertProduct,
  paymentBody,
  paymentCallback,
  type PlacedOrder,
  type TestProduct,
} from '../helpers/orders.js';
import { manualClock } from '../helpers/webhooks.js';
import { pdfText } from '../helpers/pdf.js';
import { systemActor } from '../../src/shared/actor.js';
import type { PromotionInput } from '../../src/modules/promotions/promotions.service.js';

const MINUTE = 60_000;
const TTL_ENV = { ...ORDER_ENV, PENDING_ORDER_TTL_MINUTES: '60' };

let client = 0;
/** A shopper of their own client address, so rate limits and idempotency scopes never join two of them. */
const shopper = (ctx: TestApp) => {
  const n = ++client;
  return new Client(ctx.app, `10.77.${n >> 8}.${(n & 255) + 1}`);
};

async function promotion(ctx: TestApp, input: PromotionInput, code: string, codeLimit: number | null = null) {
  const p = await ctx.services.promotions.create(input);
  await ctx.services.promotions.addCodes(p.id, [code], codeLimit);
  return p;
}

const used = async (ctx: TestApp, id: number) => (await ctx.services.promotions.get(id)).used;

/** Checkouts all started together; each answer's status and code. */
async function checkouts(ctx: TestApp, bodies: Record<string, unknown>[]) {
  const replies = await Promise.all(bodies.map((body) => shopper(ctx).post('/api2/store/orders', body)));
  const placed = replies.filter((r) => r.status === 201).map((r) => r.json.order as PlacedOrder);
  const refused = replies.filter((r) => r.status !== 201);
  for (const r of refused) {
    assert.equal(r.status, 409, r.body);
    assert.equal(r.json.code, 'LIMIT_REACHED', r.body);
  }
  return { placed, refused: refused.length };
}

const buy = (p: TestProduct, extra: Record<string, unknown> = {}) =>
  guestBody([{ productId: p.id, quantity: 1 }], extra);

test('a 10 % code limited to 100 uses: of 200 concurrent checkouts exactly 100 are placed; 10 expiring unpaid let exactly 10 more through', async (t) => {
  const clock = manualClock();
  const ctx = await buildTestApp(t, { env: TTL_ENV, clock });
  const product = await insertProduct(ctx.services, { price: 20, stock: 1000 });
  const ten = await promotion(ctx, { name: 'Ten', kind: 'percent_off_order', percent: 10, usageLimit: 100 }, 'TEN-OFF');

  const first = await checkouts(
    ctx,
    Array.from({ length: 200 }, () => buy(product, { codes: ['ten-off'] })),
  );
  assert.equal(first.placed.length, 100);
  assert.equal(first.refused, 100);
  assert.equal(await used(ctx, ten.id), 100);
  for (const o of first.placed) assert.equal(o.totalAmount, 18, 'the code took 10 % off');

  // 90 are paid; the other 10 expire unpaid, each giving its use back.
  for (const o of first.placed.slice(10))
    assert.equal((await paymentCallback(shopper(ctx), paymentBody(o))).status, 200);
  clock.advance(61 * MINUTE);
  const expired = await ctx.services.orders.expireUnpaid(systemActor);
  assert.deepEqual(
    expired.sort((a, b) => a - b),
    first.placed
      .slice(0, 10)
      .map((o) => o.id)
      .sort((a, b) => a - b),
  );
  assert.equal(await used(ctx, ten.id), 90);
  assert.deepEqual(await ctx.services.orders.expireUnpaid(systemActor), [], 'a second sweep gives nothing back twice');

  const second = await checkouts(
    ctx,
    Array.from({ length: 50 }, () => buy(product, { codes: ['TEN-OFF'] })),
  );
  assert.equal(second.placed.length, 10);
  assert.equal(second.refused, 40);
  assert.equal(await used(ctx, ten.id), 100);
});

test('once per customer: 20 parallel checkouts as A@x.de and a@x.de place exactly one order with the code', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const product = await insertProduct(ctx.services, { price: 50, stock: 100 });
  const once = await promotion(
    ctx,
    { name: 'Welcome', kind: 'fixed_off_order', amount: 5, oncePerCustomer: true },
    'WELCOME',
  );
  const result = await checkouts(
    ctx,
    Array.from({ length: 20 }, (_, i) => buy(product, { email: i % 2 ? 'A@x.de' : 'a@x.de', codes: ['welcome'] })),
  );
  assert.equal(result.placed.length, 1);
  assert.equal(result.refused, 19);
  assert.equal(await used(ctx, once.id), 1);
  // Without the code the same customer buys as before.
  assert.equal((await shopper(ctx).post('/api2/store/orders', buy(product, { email: 'A@x.de' }))).status, 201);
});

test('a checkout retried with the same Idempotency-Key takes one use; a cancelled order gives it back', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(ctx.app);
  const product = await insertProduct(ctx.services, { price: 30, stock: 100 });
  const p = await promotion(ctx, { name: 'Five', kind: 'fixed_off_order', amount: 5, usageLimit: 10 }, 'FIVE');
  const client = shopper(ctx);
  const body = buy(product, { codes: ['five'] });
  const key = { headers: { 'Idempotency-Key': 'promo-checkout-1' } };
  const first = await client.post('/api2/store/orders', body, key);
  assert.equal(first.status, 201, first.body);
  const retry = await client.post('/api2/store/orders', body, key);
  assert.equal(retry.status, 201);
  assert.equal(retry.headers['idempotent-replayed'], 'true');
  assert.equal(retry.json.order.id, first.json.order.id);
  assert.equal(await used(ctx, p.id), 1);

  assert.equal(
    (await admin.post(`/api2/admin/orders/${first.json.order.id}/cancel`, { reason: 'changed my mind' })).status,
    200,
  );
  assert.equal(await used(ctx, p.id), 0);
});

test('a refused code answers 409 with its reason and places nothing; the quote names the reason and places nothing either', async (t) => {
  const clock = manualClock();
  const ctx = await buildTestApp(t, { env: ORDER_ENV, clock });
  const product = await insertProduct(ctx.services, { price: 20, stock: 100 });
  await promotion(
    ctx,
    { name: 'Big spenders', kind: 'percent_off_order', percent: 10, conditions: { minSubtotal: 100 } },
    'BIG',
  );
  await promotion(
    ctx,
    {
      name: 'Later',
      kind: 'percent_off_order',
      percent: 10,
      startsAt: new Date(clock.now().getTime() + 86_400_000).toISOString(),
    },
    'LATER',
  );
  const client = shopper(ctx);

  for (const [code, reason] of [
    ['NOPE', 'UNKNOWN_CODE'],
    ['big', 'MIN_SUBTOTAL'],
    ['later', 'NOT_STARTED'],
  ] as const) {
    const r = await client.post('/api2/store/orders', buy(product, { codes: [code] }));
    assert.equal(r.status, 409, r.body);
    assert.equal(r.json.code, reason);
    assert.deepEqual(r.json.refused, [{ code: code.toUpperCase(), reason }]);
    assert.equal(typeof r.json.error, 'string');
  }
  assert.equal(
    Number(
      (
        await ctx.services.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    0,
  );

  const q = await client.post('/api2/store/cart/quote', {
    items: [{ productId: product.id, quantity: 2 }],
    codes: ['nope', 'big'],
  });
  assert.equal(q.status, 200, q.body);
  assert.deepEqual(q.json.quote.refused, [
    { code: 'NOPE', reason: 'UNKNOWN_CODE' },
    { code: 'BIG', reason: 'MIN_SUBTOTAL' },
  ]);
  assert.equal(q.json.quote.total, 40);
});

test("the order keeps each discount: Σ line discounts = the order's discount, each line taxed on its discounted gross, detail on admin and platform", async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(ctx.app);
  const a = await insertProduct(ctx.services, { price: 10.01, stock: 100 });
  const b = await insertProduct(ctx.services, { price: 33.33, stock: 100 });
  const line = await ctx.services.promotions.create({
    name: 'A is cheaper',
    kind: 'percent_off_lines',
    percent: 15,
    automatic: true,
    targets: { productIds: [a.id] },
    combinesWith: ['order'],
  });
  const order = await promotion(
    ctx,
    { name: 'Seven', kind: 'fixed_off_order', amount: 7, combinesWith: ['product'] },
    'SEVEN',
  );
  const items = [
    { productId: a.id, quantity: 3 },
    { productId: b.id, quantity: 2 },
  ];

  const quoted = await shopper(ctx).post('/api2/store/cart/quote', { items, codes: ['seven'] });
  assert.equal(quoted.status, 200, quoted.body);
  const quote = quoted.json.quote;
  assert.deepEqual(
    quote.applied.map((d: { promotionId: number }) => d.promotionId),
    [line.id, order.id],
  );

  const changed = await shopper(ctx).post(
    '/api2/store/orders',
    guestBody(items, { codes: ['seven'], expectedTotal: quote.total + 1 }),
  );
  assert.equal(changed.status, 409);
  assert.equal(changed.json.code, 'PRICE_CHANGED');
  assert.deepEqual(changed.json.quote, quote);

  const placed = await shopper(ctx).post(
    '/api2/store/orders',
    guestBody(items, { codes: ['seven'], expectedTotal: quote.total }),
  );
  assert.equal(placed.status, 201, placed.body);
  const detail = (await admin.get(`/api2/admin/orders/${placed.json.order.id}`)).json;
  const cents = (eur: number) => Math.round(eur * 100);
  const discountCents = detail.discounts.reduce((s: number, d: { amount: number }) => s + cents(d.amount), 0);
  assert.equal(cents(detail.subtotal) - discountCents + cents(detail.shippingCost), cents(detail.totalAmount));
  assert.equal(detail.totalAmount, quote.total);
  assert.equal(cents(quote.discount), discountCents);
  const itemIds = new Set(detail.items.map((i: { id: number }) => i.id));
  for (const d of detail.discounts)
    assert.ok(itemIds.has(d.orderItemId), 'every goods discount sits on an item of the order');
  const ofOrder = detail.discounts.filter((d: { promotionId: number }) => d.promotionId === order.id);
  assert.equal(
    ofOrder.reduce((s: number, d: { amount: number }) => s + cents(d.amount), 0),
    700,
    'the order discount split over the lines to the cent',
  );
  assert.ok(ofOrder.every((d: { code: string }) => d.code === 'SEVEN'));
  // Tax per line from the line's gross after its discounts (docs/tax.md, per-line rounding); no shipping here.
  for (const item of detail.items as { id: number; totalPrice: number; gross: number; tax: number }[]) {
    const off = detail.discounts
      .filter((d: { orderItemId: number }) => d.orderItemId === item.id)
      .reduce((s: number, d: { amount: number }) => s + cents(d.amount), 0);
    assert.equal(cents(item.gross), cents(item.totalPrice) - off);
    assert.equal(cents(item.tax), Math.round((cents(item.gross) * 19) / 119));
  }
  assert.equal(
    cents(detail.tax),
    detail.items.reduce((s: number, i: { tax: number }) => s + cents(i.tax), 0),
  );
  assert.equal(quote.tax, detail.tax);
  assert.deepEqual(placed.json.order.discounts, detail.discounts);

  // Per promotion and code, as the invoice lists them: A's 15 % of 3 × 10.01 (4.50), then the 7.00 of SEVEN.
  assert.deepEqual(detail.discountTotals, [
    { promotionId: line.id, promotionName: 'A is cheaper', code: null, amount: 4.5 },
    { promotionId: order.id, promotionName: 'Seven', code: 'SEVEN', amount: 7 },
  ]);

  const platform = await platformClient(ctx.app);
  const onPlatform = (await platform.get(`/api2/v1/orders/${detail.id}`)).json;
  assert.deepEqual(onPlatform.discounts, detail.discounts);
  assert.deepEqual(onPlatform.discountTotals, detail.discountTotals);

  // Each discount names its promotion as it was when the order was placed; a rename later leaves the order alone.
  const named = (discounts: { promotionName: string | null; code: string | null }[]) =>
    [...new Set(discounts.map((d) => `${d.promotionName} ${d.code}`))].sort();
  assert.deepEqual(named(detail.discounts), ['A is cheaper null', 'Seven SEVEN']);
  const renamed = await admin.patch(`/api2/admin/promotions/${order.id}`, { name: 'Seven euros off' });
  assert.equal(renamed.status, 200, renamed.body);
  const after = (await admin.get(`/api2/admin/orders/${detail.id}`)).json;
  assert.deepEqual(named(after.discounts), ['A is cheaper null', 'Seven SEVEN']);
});

test('€119 off a €1,190 item (prices incl. 19 % VAT): total €1,071.00, tax €171.00; an order without promotions has no discounts field', async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(ctx.app);
  const item = await insertProduct(ctx.services, { price: 1190, stock: 10 });
  await promotion(ctx, { name: '119 off', kind: 'fixed_off_order', amount: 119 }, 'MINUS119');
  const r = await shopper(ctx).post(
    '/api2/store/orders',
    buy(item, { codes: ['minus119'], email: 'minus119.buyer@example.com' }),
  );
  assert.equal(r.status, 201, r.body);
  assert.equal(r.json.order.totalAmount, 1071);
  assert.equal(r.json.order.tax, 171);
  assert.equal(r.json.order.subtotal, 1190);
  // The invoice adds up: subtotal, the discount, the total.
  const o = r.json.order as PlacedOrder;
  await paymentCallback(
    new Client(ctx.app),
    paymentBody({ id: o.id, orderNumber: o.orderNumber, totalAmount: o.totalAmount } as PlacedOrder),
  );
  const invoice = (await admin.get(`/api2/admin/orders/${o.id}`)).json.invoice;
  const text = pdfText((await admin.get(invoice.pdfUrl)).data).join(' ');
  assert.match(text, /Subtotal 1190\.00 EUR.*Discount: 119 off \(MINUS119\) -119\.00 EUR.*Total 1071\.00 EUR/);
  // The confirmation names the promotion too (sent after the commit).
  const confirmation = () =>
    mailsTo(ctx.dataDir, 'minus119.buyer@example.com').find((m) => m.subject.includes('received'));
  for (let i = 0; i < 50 && !confirmation(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  assert.match(confirmation()?.text ?? '', /Discount 119 off \(MINUS119\): -119\.00 EUR/);

  const plain = await shopper(ctx).post('/api2/store/orders', buy(item));
  assert.equal(plain.status, 201);
  assert.equal(plain.json.order.totalAmount, 1190);
  assert.equal('discounts' in plain.json.order, false);
  const plainDetail = (await admin.get(`/api2/admin/orders/${plain.json.order.id}`)).json;
  assert.equal('discounts' in plainDetail, false);
  assert.equal('discountTotals' in plainDetail, false);
});

test('quotes are rate-limited per client address in a bucket of their own (10 × CHECKOUT_RATE_LIMIT)', async (t) => {
  const ctx = await buildTestApp(t, { env: { ...ORDER_ENV, CHECKOUT_RATE_LIMIT: '1' } });
  const product = await insertProduct(ctx.services, { stock: 10 });
  const client = shopper(ctx);
  const body = { items: [{ productId: product.id, quantity: 1 }] };
  for (let i = 0; i < 10; i++) assert.equal((await client.post('/api2/store/cart/quote', body)).status, 200);
  const limited = await client.post('/api2/store/cart/quote', body);
  assert.equal(limited.status, 429);
  assert.equal(limited.json.code, 'RATE_LIMITED');
  assert.equal(
    (await client.post('/api2/store/orders', buy(product))).status,
    201,
    'the quotes did not use up the checkout',
  );
});

test('a category promotion discounts only the lines of its category; a first-order code applies to a first order only', async (t) => {
  // Checkout reads the lines' categories and the buyer's earlier orders only when a promotion that may apply asks.
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(ctx.app);
  const shirts = (await admin.post('/api2/admin/categories', { name: 'Shirts', slug: 'promo-shirts' })).json
    .id as number;
  const shirt = (
    await admin.post('/api2/admin/products', {
      name: 'Shirt',
      sku: 'PROMO-CAT-SHIRT',
      price: 40,
      stock: 10,
      categoryId: shirts,
    })
  ).json.id as number;
  const mug = (await admin.post('/api2/admin/products', { name: 'Mug', sku: 'PROMO-CAT-MUG', price: 10, stock: 10 }))
    .json.id as number;
  await ctx.services.promotions.create({
    name: 'Shirt week',
    kind: 'percent_off_lines',
    percent: 10,
    automatic: true,
    targets: { categoryIds: [shirts] },
    combinesWith: ['order'],
  });
  await promotion(
    ctx,
    {
      name: 'Welcome',
      kind: 'fixed_off_order',
      amount: 5,
      conditions: { firstOrderOnly: true },
      combinesWith: ['product'],
    },
    'WELCOME',
  );
  const cart = (extra: Record<string, unknown>) =>
    guestBody(
      [
        { productId: shirt, quantity: 1 },
        { productId: mug, quantity: 1 },
      ],
      { email: 'first.order@example.com', ...extra },
    );

  const first = await shopper(ctx).post('/api2/store/orders', cart({ codes: ['welcome'] }));
  assert.equal(first.status, 201, first.body);
  const detail = (await admin.get(`/api2/admin/orders/${first.json.order.id}`)).json;
  const byItem = (productId: number) => {
    const item = detail.items.find((i: { productId: number }) => i.productId === productId);
    return detail.discounts
      .filter((d: { orderItemId: number | null; promotionName: string }) => d.orderItemId === item.id)
      .map((d: { promotionName: string }) => d.promotionName);
  };
  assert.deepEqual(
    byItem(shirt).sort(),
    ['Shirt week', 'Welcome'],
    'the shirt: its category’s 10 % and its share of €5',
  );
  assert.deepEqual(byItem(mug), ['Welcome'], 'the mug: only its share of €5');
  // 40 − 4 + 10 − 5
  assert.equal(detail.totalAmount, 41);

  const second = await shopper(ctx).post('/api2/store/orders', cart({ codes: ['welcome'] }));
  assert.equal(second.status, 409, second.body);
  assert.deepEqual(second.json.refused, [{ code: 'WELCOME', reason: 'NOT_APPLICABLE' }]);
  const withoutCode = await shopper(ctx).post('/api2/store/orders', cart({}));
  assert.equal(withoutCode.status, 201, withoutCode.body);
  assert.equal(withoutCode.json.order.totalAmount, 46, 'the category promotion still applies: 40 − 4 + 10');
});

test("an automatic promotion's edit, limit and pause reach the very next checkout; the uses a checkout takes are no configuration change", async (t) => {
  const ctx = await buildTestApp(t, { env: ORDER_ENV });
  const admin = await adminSession(ctx.app);
  const product = await insertProduct(ctx.services, { price: 100, stock: 100 });
  const created = await admin.post('/api2/admin/promotions', {
    name: 'Autumn',
    kind: 'percent_off_order',
    percent: 10,
    automatic: true,
  });
  assert.equal(created.status, 201, created.body);
  const id = created.json.id as number;
  const total = async () => {
    const r = await shopper(ctx).post('/api2/store/orders', buy(product));
    assert.equal(r.status, 201, r.body);
    return (r.json.order as PlacedOrder).totalAmount;
  };

  assert.equal(await total(), 90);
  assert.equal((await admin.patch(`/api2/admin/promotions/${id}`, { percent: 20 })).status, 200);
  assert.equal(await total(), 80, 'the new percentage, at once');
  // Two uses are held; a limit of 2 leaves none.
  assert.equal((await admin.patch(`/api2/admin/promotions/${id}`, { usageLimit: 2 })).status, 200);
  assert.equal(await total(), 100, 'used up: no discount');
  assert.equal((await admin.patch(`/api2/admin/promotions/${id}`, { usageLimit: 10 })).status, 200);
  assert.equal(await total(), 80);

  // A checkout taking a use of the limited promotion moves its counter, not the configuration's: the tax tables
  // and the promotions kept under that counter stay in memory.
  const config = async () =>
    Number((await ctx.services.db.selectFrom('dataVersions').select('config').executeTakeFirstOrThrow()).config);
  const before = await config();
  assert.equal(await total(), 80);
  assert.equal(await config(), before);
  assert.equal((await ctx.services.promotions.get(id)).used, 4);

  assert.equal((await admin.post(`/api2/admin/promotions/${id}/pause`, {})).status, 200);
  assert.ok((await config()) > before, 'a pause is a change');
  assert.equal(await total(), 100, 'paused: no discount');
});
