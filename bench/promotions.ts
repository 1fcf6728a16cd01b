// npm run bench:promotions [-- --quotes N]
// Issue 36: the quote of a 50-line cart with 1,000 active automatic promotions (target p99 ≤ 25 ms), two ways:
// - the engine alone (pricing.ts `quote` over the prebuilt index);
// - the service's quote on a SQLite file (promotions.service.ts `quote`: the index's version check, the code and
//   customer-use lookups, then the engine), as a storefront request would run it, minus HTTP.
// Promotions: 70 % line promotions naming 1–3 of 5,000 products or 1 of 200 categories, 20 % order-wide, 10 %
// shipping; each cart draws its 50 lines from the same catalogue, so a cart reaches a few dozen candidates.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { percentile } from './percentile.js';
import { openDatabase } from '../src/db/open.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { systemClock } from '../src/shared/clock.js';
import { createPromotionsService, toRule, type PromotionInput } from '../src/modules/promotions/promotions.service.js';
import { findActiveAutomatic } from '../src/modules/promotions/promotions.repository.js';
import { indexPromotions, quote, type CartLine } from '../src/modules/promotions/pricing.js';

const { values } = parseArgs({ options: { quotes: { type: 'string', default: '2000' } } });
const quotes = Number(values.quotes);

/** mulberry32, seeded: every run benchmarks the same promotions and carts. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = prng(36);
const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
const pick = <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)]!;
const PRODUCTS = 5000;
const CATEGORIES = 200;

function promotionInput(i: number): PromotionInput {
  const r = rnd();
  const common = {
    name: `Bench ${i}`,
    automatic: true,
    priority: int(0, 5),
    combinesWith: ['product', 'order', 'shipping'] as PromotionInput['combinesWith'],
  };
  if (r < 0.7) {
    const targets =
      rnd() < 0.5
        ? { productIds: Array.from({ length: int(1, 3) }, () => int(1, PRODUCTS)) }
        : { categoryIds: [int(1, CATEGORIES)] };
    const kind = pick(['percent_off_lines', 'fixed_off_lines', 'fixed_price', 'buy_x_get_y'] as const);
    return { ...common, kind, targets, percent: int(1, 50), amount: int(1, 20), buyQuantity: 2, getQuantity: 1 };
  }
  if (r < 0.9) {
    const kind = pick(['percent_off_order', 'fixed_off_order', 'spend_threshold'] as const);
    return {
      ...common,
      kind,
      percent: int(1, 20),
      amount: int(1, 30),
      tiers: [
        { minSubtotal: 100, amount: 5 },
        { minSubtotal: 500, percent: 5 },
      ],
      conditions: { minSubtotal: int(0, 20000) },
    };
  }
  return { ...common, kind: 'free_shipping', conditions: { minSubtotal: int(50, 500) } };
}

function cart(): CartLine[] {
  return Array.from({ length: 50 }, (_, i) => ({
    lineId: `l${i}`,
    productId: int(1, PRODUCTS),
    variantId: null,
    categoryIds: [int(1, CATEGORIES)],
    unitPriceCents: int(100, 50000),
    quantity: int(1, 3),
  }));
}

function report(label: string, ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const f = (p: number) => percentile(sorted, p).toFixed(2);
  console.log(`${label}: p50 ${f(50)} ms, p99 ${f(99)} ms, max ${f(100)} ms (${ms.length} quotes)`);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-promotions-'));
const database = openDatabase(`sqlite:${path.join(dir, 'shop.db')}`);
try {
  await migrateToLatest(database.db);
  const service = createPromotionsService({ db: database.db, dialect: database.dialect, clock: systemClock });
  for (let i = 0; i < 1000; i++) await service.create(promotionInput(i));
  const carts = Array.from({ length: 200 }, cart);

  const index = indexPromotions((await findActiveAutomatic(database.db)).map(toRule));
  const customer = { id: 1, email: 'bench@x.de', group: null, firstOrder: false, usedPromotionIds: [] };
  let candidates = 0;
  const engine: number[] = [];
  for (let n = 0; n < quotes; n++) {
    const lines = carts[n % carts.length]!;
    const start = performance.now();
    const q = quote({
      lines,
      shippingCents: 495,
      customer,
      promotions: index,
      codes: [],
      knownCodes: [],
      now: new Date().toISOString(),
    });
    engine.push(performance.now() - start);
    candidates += q.applied.length;
  }
  report('engine (index prebuilt)', engine);
  console.log(`  promotions applied per cart, mean: ${(candidates / quotes).toFixed(1)}`);

  const full: number[] = [];
  await service.quote({ lines: carts[0]!, shippingCents: 495, customer, codes: [] }); // builds the cached index once
  for (let n = 0; n < quotes; n++) {
    const lines = carts[n % carts.length]!;
    const start = performance.now();
    await service.quote({ lines, shippingCents: 495, customer, codes: ['NOT-A-CODE'] });
    full.push(performance.now() - start);
  }
  report('service quote on SQLite (version check, code and customer lookups, engine)', full);
} finally {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
