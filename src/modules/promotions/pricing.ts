// The pricing engine: a pure function of the cart, the customer, the candidate promotions and the codes entered
// (docs/promotions.md). No database, no clock: `now` is an input, so a quote can be repeated exactly.
import {
  classOf,
  normaliseCode,
  type CodeRule,
  type DiscountClass,
  type PromotionRule,
  type RefusalReason,
} from './promotion.js';

export interface CartLine {
  lineId: string;
  productId: number;
  variantId: number | null;
  categoryIds: readonly number[];
  unitPriceCents: number;
  quantity: number;
}

export interface CustomerFacts {
  id: number | null;
  /** Normalised e-mail (normaliseEmail). */
  email: string | null;
  group: string | null;
  firstOrder: boolean;
  /** Promotions this customer (id or e-mail) already holds a use of: once-per-customer ones are refused. */
  usedPromotionIds: readonly number[];
}

export interface QuoteInput {
  lines: readonly CartLine[];
  shippingCents: number;
  customer: CustomerFacts;
  /** The active automatic promotions, indexed (indexPromotions). */
  promotions: PromotionIndex;
  /** The promotions of the entered codes (automatic or not). */
  codePromotions?: readonly PromotionRule[];
  codes: readonly string[];
  /** The codes the repository found for `codes` (normalised); an entered code missing here is unknown. */
  knownCodes: readonly CodeRule[];
  now: string;
}

export interface AppliedDiscount {
  promotionId: number;
  code: string | null;
  amountCents: number;
}

export interface QuotedLine {
  lineId: string;
  /** Unit price × quantity, before discounts (gross when prices include tax). */
  subtotalCents: number;
  /** Product-class discounts first, then this line's share of each order discount, in order of application. */
  discounts: (AppliedDiscount & { class: 'product' | 'order' })[];
  discountCents: number;
  /** What the tax step computes this line's tax from. */
  totalCents: number;
}

export interface Quote {
  lines: QuotedLine[];
  subtotalCents: number;
  /** Every discount on goods: Σ of the lines' discounts (product ones and the allocated order ones). */
  discountCents: number;
  orderDiscounts: AppliedDiscount[];
  shippingCents: number;
  shippingDiscounts: AppliedDiscount[];
  shippingDiscountCents: number;
  /** Σ line totals + shipping − shipping discount. */
  totalCents: number;
  /** Each applied promotion once, in order of application, with what it took off in all. */
  applied: (AppliedDiscount & { class: DiscountClass })[];
  refused: { code: string; reason: RefusalReason }[];
}

/**
 * The active promotions by what they apply to, so a quote evaluates only those a cart can reach (Vendure #3075):
 * line promotions under each product, variant and category they name, the rest (order, shipping, and line
 * promotions naming nothing) under `everywhere`. Built once per set of promotions and reused across quotes.
 */
export interface PromotionIndex {
  byId: ReadonlyMap<number, PromotionRule>;
  byProduct: ReadonlyMap<number, readonly PromotionRule[]>;
  byVariant: ReadonlyMap<number, readonly PromotionRule[]>;
  byCategory: ReadonlyMap<number, readonly PromotionRule[]>;
  everywhere: readonly PromotionRule[];
}

export function indexPromotions(promotions: Iterable<PromotionRule>): PromotionIndex {
  const byId = new Map<number, PromotionRule>();
  const byProduct = new Map<number, PromotionRule[]>();
  const byVariant = new Map<number, PromotionRule[]>();
  const byCategory = new Map<number, PromotionRule[]>();
  const everywhere: PromotionRule[] = [];
  const add = (map: Map<number, PromotionRule[]>, key: number, p: PromotionRule) => {
    const list = map.get(key);
    if (list) list.push(p);
    else map.set(key, [p]);
  };
  for (const p of promotions) {
    byId.set(p.id, p);
    const t = p.targets;
    if (classOf(p.kind) !== 'product' || t.productIds.length + t.variantIds.length + t.categoryIds.length === 0) {
      everywhere.push(p);
      continue;
    }
    for (const id of t.productIds) add(byProduct, id, p);
    for (const id of t.variantIds) add(byVariant, id, p);
    for (const id of t.categoryIds) add(byCategory, id, p);
  }
  return { byId, byProduct, byVariant, byCategory, everywhere };
}

const STAGES: readonly DiscountClass[] = ['product', 'order', 'shipping'];

/** Stage, then priority (higher first), then id: the one order promotions are considered and applied in. */
function applicationOrder(a: PromotionRule, b: PromotionRule): number {
  return STAGES.indexOf(classOf(a.kind)) - STAGES.indexOf(classOf(b.kind)) || b.priority - a.priority || a.id - b.id;
}

function matches(p: PromotionRule, line: CartLine): boolean {
  const t = p.targets;
  if (t.productIds.length + t.variantIds.length + t.categoryIds.length === 0) return true;
  return (
    t.productIds.includes(line.productId) ||
    (line.variantId !== null && t.variantIds.includes(line.variantId)) ||
    line.categoryIds.some((c) => t.categoryIds.includes(c))
  );
}

/** Two promotions stand together when neither is exclusive and each lists the other's class. */
function combinable(a: PromotionRule, b: PromotionRule): boolean {
  return (
    !a.exclusive && !b.exclusive && a.combinesWith.includes(classOf(b.kind)) && b.combinesWith.includes(classOf(a.kind))
  );
}

/** round(amount × percent / 100) in integers: percent has at most 2 decimals, so work in basis points. */
function percentOf(amount: number, percent: number): number {
  const bp = Math.round(percent * 100);
  return Math.floor((amount * bp + 5000) / 10000);
}

/**
 * Splits `total` over `weights` in integer cents by largest remainder: each share is floor(total × w / Σw), and the
 * cents left go one each to the largest remainders, ties to the lower index. Σ shares = total, and no share exceeds
 * its weight when total ≤ Σw. BigInt, because cents × cents passes 2^53.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const T = BigInt(total);
  const S = BigInt(sum);
  const shares: number[] = [];
  const remainders: { i: number; r: bigint }[] = [];
  let given = 0;
  weights.forEach((w, i) => {
    const exact = T * BigInt(w);
    const share = Number(exact / S);
    shares.push(share);
    given += share;
    remainders.push({ i, r: exact % S });
  });
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (let k = 0; k < total - given; k++) shares[remainders[k]!.i]! += 1;
  return shares;
}

interface Working {
  line: CartLine;
  subtotal: number;
  remaining: number;
  discounts: QuotedLine['discounts'];
}

function withinDates(p: PromotionRule, now: string): RefusalReason | null {
  const t = Date.parse(now);
  if (p.startsAt !== null && t < Date.parse(p.startsAt)) return 'NOT_STARTED';
  if (p.endsAt !== null && t >= Date.parse(p.endsAt)) return 'EXPIRED';
  return null;
}

function customerAllowed(p: PromotionRule, c: CustomerFacts): boolean {
  const k = p.conditions;
  if (k.firstOrderOnly && !c.firstOrder) return false;
  if (k.customerGroups?.length && (c.group === null || !k.customerGroups.includes(c.group))) return false;
  const named = (k.customerIds?.length ?? 0) + (k.customerEmails?.length ?? 0) > 0;
  if (
    named &&
    !((c.id !== null && k.customerIds?.includes(c.id)) || (c.email !== null && k.customerEmails?.includes(c.email)))
  )
    return false;
  return true;
}

/** Line discounts a product-class promotion gives, per working line index (amounts capped at what is left). */
function lineDiscounts(p: PromotionRule, work: Working[], matching: number[]): Map<number, number> {
  const out = new Map<number, number>();
  const put = (i: number, d: number) => {
    const capped = Math.min(Math.max(d, 0), work[i]!.remaining);
    if (capped > 0) out.set(i, capped);
  };
  switch (p.kind) {
    case 'percent_off_lines':
      for (const i of matching) put(i, percentOf(work[i]!.remaining, p.percent!));
      break;
    case 'fixed_off_lines':
      for (const i of matching) put(i, p.amountCents! * work[i]!.line.quantity);
      break;
    case 'fixed_price':
      for (const i of matching) put(i, work[i]!.remaining - p.amountCents! * work[i]!.line.quantity);
      break;
    case 'buy_x_get_y': {
      // Every complete group of X + Y qualifying units: the Y cheapest units of the cart's qualifying units get
      // the discount (ties by line id, so the same cart always picks the same units).
      const group = p.buyQuantity! + p.getQuantity!;
      const units = matching.reduce((n, i) => n + work[i]!.line.quantity, 0);
      let free = Math.floor(units / group) * p.getQuantity!;
      const cheapest = [...matching].sort((a, b) => {
        const la = work[a]!.line;
        const lb = work[b]!.line;
        return la.unitPriceCents - lb.unitPriceCents || (la.lineId < lb.lineId ? -1 : la.lineId > lb.lineId ? 1 : 0);
      });
      for (const i of cheapest) {
        if (free === 0) break;
        const n = Math.min(free, work[i]!.line.quantity);
        free -= n;
        put(i, percentOf(work[i]!.line.unitPriceCents * n, p.percent ?? 100));
      }
      break;
    }
    default:
      throw new Error(`not a line promotion: ${p.kind}`);
  }
  return out;
}

/** The order-class discount on `base` (what the lines come to after the product stage). */
function orderDiscount(p: PromotionRule, base: number): number {
  switch (p.kind) {
    case 'percent_off_order':
      return percentOf(base, p.percent!);
    case 'fixed_off_order':
      return Math.min(p.amountCents!, base);
    case 'spend_threshold': {
      const tier = p.tiers
        .filter((t) => t.minSubtotalCents <= base)
        .sort((a, b) => b.minSubtotalCents - a.minSubtotalCents)[0];
      if (!tier) return 0;
      return Math.min(tier.percent !== undefined ? percentOf(base, tier.percent) : tier.amountCents!, base);
    }
    default:
      throw new Error(`not an order promotion: ${p.kind}`);
  }
}

/** The candidates a cart can reach: those indexed under its lines plus the order-wide ones, each once. */
function candidates(index: PromotionIndex, lines: readonly CartLine[]): Set<PromotionRule> {
  const found = new Set<PromotionRule>(index.everywhere);
  const addAll = (list: readonly PromotionRule[] | undefined) => list?.forEach((p) => found.add(p));
  for (const line of lines) {
    addAll(index.byProduct.get(line.productId));
    if (line.variantId !== null) addAll(index.byVariant.get(line.variantId));
    for (const c of line.categoryIds) addAll(index.byCategory.get(c));
  }
  return found;
}

/**
 * Quotes a cart. Stages run product → order → shipping; each sees the amounts the previous stage left, and its
 * conditions (minimum subtotal, minimum quantity) are measured there. Within a stage promotions are taken by
 * priority then id; one that cannot stand beside those already taken is skipped (refused NOT_COMBINABLE when it
 * came from a code). Entered codes are looked up case-insensitively; each promotion applies at most once.
 */
export function quote(input: QuoteInput): Quote {
  const refused: Quote['refused'] = [];
  const codeOf = new Map<number, string>();
  const viaCode = new Map<number, PromotionRule>();
  const known = new Map(input.knownCodes.map((c) => [c.code, c]));
  const byCode = new Map((input.codePromotions ?? []).map((p) => [p.id, p]));
  const seen = new Set<string>();
  for (const entered of input.codes) {
    const code = normaliseCode(entered);
    if (code === '' || seen.has(code)) continue;
    seen.add(code);
    const rule = known.get(code);
    const p = rule && (byCode.get(rule.promotionId) ?? input.promotions.byId.get(rule.promotionId));
    if (!rule || !p || p.status !== 'active') {
      refused.push({ code, reason: 'UNKNOWN_CODE' });
    } else if (codeOf.has(p.id)) {
      // A second code of a promotion already entered: a promotion applies once.
      refused.push({ code, reason: 'NOT_COMBINABLE' });
    } else if (rule.usageLimit !== null && rule.used >= rule.usageLimit) {
      refused.push({ code, reason: 'LIMIT_REACHED' });
    } else {
      codeOf.set(p.id, code);
      viaCode.set(p.id, p);
    }
  }

  const pool = candidates(input.promotions, input.lines);
  for (const p of pool) if (!p.automatic) pool.delete(p);
  for (const p of viaCode.values()) pool.add(p);
  const ordered = [...pool].sort(applicationOrder);

  const work: Working[] = input.lines.map((line) => {
    const subtotal = line.unitPriceCents * line.quantity;
    return { line, subtotal, remaining: subtotal, discounts: [] };
  });
  const taken: PromotionRule[] = [];
  const applied: Quote['applied'] = [];
  const orderDiscounts: AppliedDiscount[] = [];
  const shippingDiscounts: AppliedDiscount[] = [];
  let shippingLeft = input.shippingCents;

  const refuse = (p: PromotionRule, reason: RefusalReason) => {
    const code = codeOf.get(p.id);
    if (code !== undefined) refused.push({ code, reason });
  };

  let stageBase = 0;
  let stageUnits = 0;
  let stage: DiscountClass | null = null;
  for (const p of ordered) {
    const cls = classOf(p.kind);
    if (cls !== stage) {
      stage = cls;
      stageBase = work.reduce((s, w) => s + w.remaining, 0);
      stageUnits = work.reduce((s, w) => s + w.line.quantity, 0);
    }
    if (p.status !== 'active') continue;
    const dates = withinDates(p, input.now);
    if (dates) {
      refuse(p, dates);
      continue;
    }
    if (
      (p.usageLimit !== null && p.used >= p.usageLimit) ||
      (p.oncePerCustomer && input.customer.usedPromotionIds.includes(p.id))
    ) {
      refuse(p, 'LIMIT_REACHED');
      continue;
    }
    if (!customerAllowed(p, input.customer)) {
      refuse(p, 'NOT_APPLICABLE');
      continue;
    }
    const matching = cls === 'product' ? work.flatMap((w, i) => (matches(p, w.line) ? [i] : [])) : [];
    const base = cls === 'product' ? matching.reduce((s, i) => s + work[i]!.remaining, 0) : stageBase;
    const units = cls === 'product' ? matching.reduce((s, i) => s + work[i]!.line.quantity, 0) : stageUnits;
    const k = p.conditions;
    if (
      (k.minSubtotalCents !== undefined && base < k.minSubtotalCents) ||
      (k.minQuantity !== undefined && units < k.minQuantity)
    ) {
      refuse(p, cls === 'product' && matching.length === 0 ? 'NOT_APPLICABLE' : 'MIN_SUBTOTAL');
      continue;
    }
    if (taken.some((t) => !combinable(p, t))) {
      refuse(p, 'NOT_COMBINABLE');
      continue;
    }
    const code = codeOf.get(p.id) ?? null;
    let amount = 0;
    if (cls === 'product') {
      for (const [i, d] of lineDiscounts(p, work, matching)) {
        work[i]!.remaining -= d;
        work[i]!.discounts.push({ promotionId: p.id, code, amountCents: d, class: 'product' });
        amount += d;
      }
    } else if (cls === 'order') {
      const weights = work.map((w) => w.remaining);
      amount = orderDiscount(
        p,
        weights.reduce((s, w) => s + w, 0),
      );
      allocate(amount, weights).forEach((d, i) => {
        if (d === 0) return;
        work[i]!.remaining -= d;
        work[i]!.discounts.push({ promotionId: p.id, code, amountCents: d, class: 'order' });
      });
      if (amount > 0) orderDiscounts.push({ promotionId: p.id, code, amountCents: amount });
    } else {
      amount = shippingLeft;
      shippingLeft = 0;
      if (amount > 0) shippingDiscounts.push({ promotionId: p.id, code, amountCents: amount });
    }
    if (amount === 0) {
      // Nothing to take off (no matching line, nothing left): not taken, so it blocks no other promotion.
      refuse(p, 'NOT_APPLICABLE');
      continue;
    }
    taken.push(p);
    applied.push({ promotionId: p.id, code, amountCents: amount, class: cls });
  }

  const lines = work.map((w) => ({
    lineId: w.line.lineId,
    subtotalCents: w.subtotal,
    discounts: w.discounts,
    discountCents: w.subtotal - w.remaining,
    totalCents: w.remaining,
  }));
  const subtotalCents = work.reduce((s, w) => s + w.subtotal, 0);
  const goods = work.reduce((s, w) => s + w.remaining, 0);
  return {
    lines,
    subtotalCents,
    discountCents: subtotalCents - goods,
    orderDiscounts,
    shippingCents: input.shippingCents,
    shippingDiscounts,
    shippingDiscountCents: input.shippingCents - shippingLeft,
    totalCents: goods + shippingLeft,
    applied,
    refused,
  };
}
