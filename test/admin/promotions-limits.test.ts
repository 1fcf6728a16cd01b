// Promotion limits under real concurrency, on both engines (issue 36, item 3). These call the service functions
// checkout calls inside the order's transaction (holdUses, releaseUses) directly against the real database, each in
// a transaction of its own, all started at once; the same cases through HTTP checkout are in
// test/store/promotions-checkout.test.ts.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DomainError } from '../../src/shared/errors.js';
import { normaliseCode } from '../../src/modules/promotions/promotion.js';
import type { HeldUse } from '../../src/modules/promotions/promotions.service.js';

let shared: TestApp;
const teardown: (() => unknown)[] = [];
before(async () => {
  shared = await buildTestApp({ after: (fn: () => unknown) => teardown.push(fn) });
});
after(async () => {
  for (const fn of teardown) await fn();
});

let nextOrder = 1;

/**
 * One "checkout" per customer, all started together, each holding the uses (codes as a shopper types them, read as
 * checkout reads them); answers the order ids that got their uses and the refusals.
 */
async function checkouts(
  customers: { id: number | null; email: string | null }[],
  wanted: { promotionId: number; code: string | null }[],
) {
  const { db, promotions } = shared.services;
  const uses = await heldUses(wanted);
  const results = await Promise.allSettled(
    customers.map(async (customer) => {
      const orderId = nextOrder++;
      await db.transaction().execute((trx) => promotions.holdUses(trx, { orderId, customer, uses }));
      return orderId;
    }),
  );
  const placed = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  for (const e of refused) {
    assert.ok(e instanceof DomainError, String(e));
    assert.equal(e.code, 'LIMIT_REACHED');
    assert.equal(e.kind, 'conflict');
  }
  return { placed, refused: refused.length };
}

/** The uses as checkout hands them over: each code with its row as the promotions' candidates read it. */
async function heldUses(wanted: { promotionId: number; code: string | null }[]): Promise<HeldUse[]> {
  const codes = wanted.flatMap((w) => (w.code === null ? [] : [w.code]));
  const { knownCodes } = await shared.services.promotions.candidates(codes);
  return wanted.map((w) => ({
    promotionId: w.promotionId,
    code: w.code === null ? null : knownCodes.find((c) => c.code === normaliseCode(w.code!))!,
  }));
}

const used = async (id: number) => (await shared.services.promotions.get(id)).used;

test('a 10 % code limited to 100 uses: of 200 at once exactly 100 hold one; 10 released give room to exactly 10 more', async () => {
  const { promotions, db } = shared.services;
  const p = await promotions.create({ name: 'Ten', kind: 'percent_off_order', percent: 10, usageLimit: 100 });
  await promotions.addCodes(p.id, ['ten'], null);
  const buyers = (n: number, from: number) =>
    Array.from({ length: n }, (_, i) => ({ id: null, email: `buyer${from + i}@x.de` }));

  const first = await checkouts(buyers(200, 0), [{ promotionId: p.id, code: 'TEN' }]);
  assert.equal(first.placed.length, 100);
  assert.equal(first.refused, 100);
  assert.equal(await used(p.id), 100);

  // Ten unpaid orders expire: each gives its use back once, however often it is released.
  for (const orderId of first.placed.slice(0, 10)) {
    assert.equal(await db.transaction().execute((trx) => promotions.releaseUses(trx, orderId)), 1);
    assert.equal(await db.transaction().execute((trx) => promotions.releaseUses(trx, orderId)), 0);
  }
  assert.equal(await used(p.id), 90);

  const second = await checkouts(buyers(50, 1000), [{ promotionId: p.id, code: 'ten' }]);
  assert.equal(second.placed.length, 10);
  assert.equal(await used(p.id), 100);
  const codes = await promotions.listCodes(p.id, { page: 1, limit: 10 });
  assert.equal(codes.items[0]!.used, 100, 'the code counts the same uses');
});

test('a code limit holds on its own, and a refused take leaves nothing taken', async () => {
  const { promotions } = shared.services;
  const p = await promotions.create({ name: 'Code-limited', kind: 'free_shipping' });
  await promotions.addCodes(p.id, ['FIVE'], 5);
  const result = await checkouts(
    Array.from({ length: 20 }, (_, i) => ({ id: i + 1, email: null })),
    [{ promotionId: p.id, code: 'five' }],
  );
  assert.equal(result.placed.length, 5);
  // The promotion's own count was raised by the refused ones too, then rolled back with them.
  assert.equal(await used(p.id), 5);
});

test('once per customer: 20 at once as A@x.de and a@x.de, exactly 1; by customer id alike', async () => {
  const { promotions } = shared.services;
  const p = await promotions.create({ name: 'Welcome', kind: 'fixed_off_order', amount: 5, oncePerCustomer: true });
  await promotions.addCodes(p.id, ['WELCOME'], null);
  const asEmail = await checkouts(
    Array.from({ length: 20 }, (_, i) => ({ id: null, email: i % 2 ? 'A@x.de' : ' a@x.de ' })),
    [{ promotionId: p.id, code: 'welcome' }],
  );
  assert.equal(asEmail.placed.length, 1);
  const asId = await checkouts(
    Array.from({ length: 20 }, (_, i) => ({ id: 77, email: `other${i}@x.de` })),
    [{ promotionId: p.id, code: 'WELCOME' }],
  );
  assert.equal(asId.placed.length, 1);
  // A registered customer whose e-mail has held it as a guest is the same customer.
  assert.equal(
    (await checkouts([{ id: 78, email: 'a@X.DE' }], [{ promotionId: p.id, code: 'WELCOME' }])).placed.length,
    0,
  );
  assert.equal(await used(p.id), 2);
});

test('the same order takes a promotion once (a retried step takes no second use)', async () => {
  const { promotions, db } = shared.services;
  const p = await promotions.create({ name: 'Retry', kind: 'percent_off_order', percent: 5 });
  const orderId = nextOrder++;
  const hold = () =>
    db.transaction().execute((trx) =>
      promotions.holdUses(trx, {
        orderId,
        customer: { id: 1, email: null },
        uses: [{ promotionId: p.id, code: null }],
      }),
    );
  await hold();
  await assert.rejects(hold, (e: DomainError) => e.code === 'CONFLICT');
  assert.equal(await used(p.id), 1);
});

test('without a limit no counter is taken: uses are counted from the orders; a limit set while checkouts run counts theirs and holds', async () => {
  const { promotions, db } = shared.services;
  const p = await promotions.create({ name: 'Open', kind: 'percent_off_order', percent: 10 });
  await promotions.addCodes(p.id, ['OPEN'], null);
  const buyers = (n: number, from: number) =>
    Array.from({ length: n }, (_, i) => ({ id: null, email: `open${from + i}@x.de` }));
  const uses = [{ promotionId: p.id, code: 'open' }];
  const held = async () =>
    Number(
      (
        await db
          .selectFrom('promotionRedemptions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('promotionId', '=', p.id)
          .where('releasedAt', 'is', null)
          .executeTakeFirstOrThrow()
      ).n,
    );

  const first = await checkouts(buyers(30, 0), uses);
  assert.equal(first.placed.length, 30);
  assert.equal(await used(p.id), 30, 'the uses are the orders holding one');
  assert.equal((await promotions.listCodes(p.id, { page: 1, limit: 10 })).items[0]!.used, 30);
  assert.equal((await promotions.list({ page: 1, limit: 50 })).items.find((x) => x.id === p.id)!.used, 30);
  await db.transaction().execute((trx) => promotions.releaseUses(trx, first.placed[0]!));
  assert.equal(await used(p.id), 29, 'a released use is not counted');

  // A limit of 40 arrives while 30 more checkouts run: it counts every use held when it is set, those of the
  // checkouts still running included, and from then on no more than 40 are held.
  const [during] = await Promise.all([
    checkouts(buyers(30, 100), uses),
    new Promise((r) => setTimeout(r, 5)).then(() => promotions.update(p.id, { usageLimit: 40 }, undefined)),
  ]);
  const after = await checkouts(buyers(30, 200), uses);
  const total = 29 + during.placed.length + after.placed.length;
  assert.equal(await held(), total);
  assert.equal(await used(p.id), total, 'the counter the limit keeps is the uses held');
  assert.ok(total >= 40, `${total} uses held`);
  assert.equal(after.placed.length, Math.max(0, 40 - 29 - during.placed.length));
});

test('a paused promotion has no use to take, and quotes leave it out at once', async () => {
  const { promotions } = shared.services;
  const p = await promotions.create({
    name: 'Pausable',
    kind: 'percent_off_lines',
    percent: 50,
    automatic: true,
    targets: { productIds: [424242] },
  });
  const cart = {
    lines: [{ lineId: 'l1', productId: 424242, variantId: null, categoryIds: [], unitPriceCents: 119000, quantity: 1 }],
    shippingCents: 0,
    customer: { id: null, email: null, group: null, firstOrder: false },
    codes: [],
  };
  assert.equal((await promotions.quote(cart)).lines[0]!.totalCents, 59500);
  await promotions.pause(p.id);
  assert.equal((await promotions.quote(cart)).lines[0]!.totalCents, 119000);
  const refused = await checkouts([{ id: 5, email: null }], [{ promotionId: p.id, code: null }]);
  assert.equal(refused.placed.length, 0);
});

test('quote: codes are case-insensitive, a used-up code is refused LIMIT_REACHED, €119 off €1,190 incl. 19 % tax', async () => {
  const { promotions, db } = shared.services;
  const p = await promotions.create({ name: '119 off', kind: 'fixed_off_order', amount: 119 });
  await promotions.addCodes(p.id, ['Minus119'], 1);
  const cart = {
    lines: [{ lineId: 'l1', productId: 1, variantId: null, categoryIds: [], unitPriceCents: 119000, quantity: 1 }],
    shippingCents: 0,
    customer: { id: 9, email: 'nine@x.de', group: null, firstOrder: true },
    codes: ['minus119', 'nope'],
  };
  const q = await promotions.quote(cart);
  assert.equal(q.totalCents, 107100);
  assert.equal(
    q.lines.reduce((s, l) => s + Math.round((l.totalCents * 19) / 119), 0),
    17100,
  );
  assert.deepEqual(q.refused, [{ code: 'NOPE', reason: 'UNKNOWN_CODE' }]);
  const uses = await heldUses([{ promotionId: p.id, code: 'MINUS119' }]);
  await db
    .transaction()
    .execute((trx) => promotions.holdUses(trx, { orderId: nextOrder++, customer: cart.customer, uses }));
  const after = await promotions.quote(cart);
  assert.equal(after.totalCents, 119000);
  assert.deepEqual(after.refused, [
    { code: 'MINUS119', reason: 'LIMIT_REACHED' },
    { code: 'NOPE', reason: 'UNKNOWN_CODE' },
  ]);
});
