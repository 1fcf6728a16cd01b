import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { keptUntilChanged } from '../../db/data-versions.js';
import type { SqlDialect } from '../../db/dialect.js';
import type { Db } from '../../db/open.js';
import type { Clock } from '../../shared/clock.js';
import { DomainError, conflict, invalid, notFound } from '../../shared/errors.js';
import { assertUnchanged, fingerprint, type Expected } from '../../shared/fingerprint.js';
import { fromCents, toCents } from '../../shared/money.js';
import type { Page, PageRequest } from '../../shared/page.js';
import { record } from '../audit/audit.js';
import { indexPromotions, quote, type CartLine, type PromotionIndex, type Quote } from './pricing.js';
import {
  classOf,
  normaliseCode,
  normaliseEmail,
  type DiscountClass,
  type PromotionConditions,
  type PromotionKind,
  type PromotionRule,
  type PromotionTargets,
} from './promotion.js';
import * as repo from './promotions.repository.js';

/** A promotion as the APIs write it: money in EUR (at most 2 decimals), percent with at most 2 decimals. */
export interface PromotionInput {
  name: string;
  kind: PromotionKind;
  percent?: number | null;
  amount?: number | null;
  buyQuantity?: number | null;
  getQuantity?: number | null;
  tiers?: { minSubtotal: number; percent?: number; amount?: number }[];
  targets?: Partial<PromotionTargets>;
  conditions?: {
    minSubtotal?: number;
    minQuantity?: number;
    customerGroups?: string[];
    firstOrderOnly?: boolean;
    customerIds?: number[];
    customerEmails?: string[];
  };
  automatic?: boolean;
  exclusive?: boolean;
  combinesWith?: DiscountClass[];
  priority?: number;
  startsAt?: string | null;
  endsAt?: string | null;
  usageLimit?: number | null;
  oncePerCustomer?: boolean;
}

export interface Promotion extends Required<Omit<PromotionInput, 'targets' | 'conditions'>> {
  id: number;
  class: DiscountClass;
  targets: PromotionTargets;
  conditions: NonNullable<PromotionInput['conditions']>;
  status: 'active' | 'paused';
  used: number;
  createdAt: string;
  updatedAt: string;
  /** The ETag: the stored row's fingerprint (its use count is not part of it, so a sale is no edit conflict). */
  fingerprint: string;
}

/** What a promotion brought (docs/promotions.md, "Report"): over the orders holding a use of it, cancelled ones aside. */
export interface PromotionReport {
  promotionId: number;
  /** The uses held now (what the usage limit counts). */
  uses: number;
  orders: number;
  /** EUR: Σ of what the promotion took off those orders. */
  discount: number;
  /** EUR: Σ of those orders' totals (what was charged, after every discount). */
  revenue: number;
  currency: 'EUR';
}

export interface PromotionCode {
  id: number;
  code: string;
  usageLimit: number | null;
  used: number;
  createdAt: string;
}

const CODE_PATTERN = /^[A-Z0-9_-]{3,64}$/;
/** Generated codes avoid characters read alike (0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const BATCH = 500;
export const MAX_GENERATED = 100_000;

function stored(row: repo.PromotionRow) {
  const { used: _used, ...rest } = row;
  return rest;
}

function toPromotion(row: repo.PromotionRow): Promotion {
  const c = JSON.parse(row.conditions) as PromotionConditions;
  const { minSubtotalCents, ...conditions } = c;
  const kind = row.kind as PromotionKind;
  return {
    id: row.id,
    name: row.name,
    kind,
    class: classOf(kind),
    percent: row.percentBp === null ? null : row.percentBp / 100,
    amount: row.amountCents === null ? null : fromCents(row.amountCents),
    buyQuantity: row.buyQuantity,
    getQuantity: row.getQuantity,
    tiers: (JSON.parse(row.tiers) as PromotionRule['tiers']).map((t) => ({
      minSubtotal: fromCents(t.minSubtotalCents),
      ...(t.percent !== undefined ? { percent: t.percent } : { amount: fromCents(t.amountCents!) }),
    })),
    targets: JSON.parse(row.targets) as PromotionTargets,
    conditions: {
      ...conditions,
      ...(minSubtotalCents !== undefined ? { minSubtotal: fromCents(minSubtotalCents) } : {}),
    },
    automatic: row.automatic === 1,
    exclusive: row.exclusive === 1,
    combinesWith: JSON.parse(row.combinesWith) as DiscountClass[],
    priority: row.priority,
    status: row.status as Promotion['status'],
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    usageLimit: row.usageLimit,
    used: row.used,
    oncePerCustomer: row.oncePerCustomer === 1,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    fingerprint: fingerprint(stored(row)),
  };
}

/** The engine's view of a stored promotion. */
export function toRule(row: repo.PromotionRow): PromotionRule {
  return {
    id: row.id,
    kind: row.kind as PromotionKind,
    percent: row.percentBp === null ? null : row.percentBp / 100,
    amountCents: row.amountCents,
    buyQuantity: row.buyQuantity,
    getQuantity: row.getQuantity,
    tiers: JSON.parse(row.tiers) as PromotionRule['tiers'],
    targets: JSON.parse(row.targets) as PromotionTargets,
    conditions: JSON.parse(row.conditions) as PromotionConditions,
    automatic: row.automatic === 1,
    exclusive: row.exclusive === 1,
    combinesWith: JSON.parse(row.combinesWith) as DiscountClass[],
    priority: row.priority,
    status: row.status as PromotionRule['status'],
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    usageLimit: row.usageLimit,
    used: row.used,
    oncePerCustomer: row.oncePerCustomer === 1,
  };
}

function percentBp(value: number | null | undefined, field: string): number {
  if (value === null || value === undefined) throw invalid(`${field} is required for this kind`);
  const bp = Math.round(value * 100);
  if (!(value > 0 && value <= 100) || Math.abs(value * 100 - bp) > 1e-6)
    throw invalid(`${field} must be more than 0 and at most 100, with at most 2 decimals`);
  return bp;
}

function positiveCents(value: number | null | undefined, field: string): number {
  if (value === null || value === undefined) throw invalid(`${field} is required for this kind`);
  const cents = toCents(value, field);
  if (cents <= 0) throw invalid(`${field} must be more than 0`);
  return cents;
}

/** fixed_price's price per unit: 0 (free) allowed. */
function priceCents(value: number | null | undefined): number {
  if (value === null || value === undefined) throw invalid('amount is required for this kind');
  const cents = toCents(value, 'amount');
  if (cents < 0) throw invalid('amount must not be negative');
  return cents;
}

function iso(value: string | null | undefined, field: string): string | null {
  if (value === null || value === undefined) return null;
  const t = Date.parse(value);
  if (Number.isNaN(t)) throw invalid(`${field} must be a date-time`);
  return new Date(t).toISOString();
}

const unique = <T>(xs: T[] | undefined): T[] => [...new Set(xs ?? [])];

/** Checks a whole promotion and turns it into its row's columns; every refusal is a 400 naming the field. */
function toColumns(input: PromotionInput) {
  const name = input.name.trim();
  if (!name) throw invalid('name must not be empty');
  const kind = input.kind;
  const isPercent = kind === 'percent_off_order' || kind === 'percent_off_lines';
  const hasAmount = kind === 'fixed_off_order' || kind === 'fixed_off_lines' || kind === 'fixed_price';
  const startsAt = iso(input.startsAt, 'startsAt');
  const endsAt = iso(input.endsAt, 'endsAt');
  if (startsAt && endsAt && startsAt >= endsAt) throw invalid('endsAt must be after startsAt');
  let buyQuantity: number | null = null;
  let getQuantity: number | null = null;
  if (kind === 'buy_x_get_y') {
    buyQuantity = input.buyQuantity ?? null;
    getQuantity = input.getQuantity ?? null;
    if (buyQuantity === null || getQuantity === null)
      throw invalid('buyQuantity and getQuantity are required for buy_x_get_y');
  }
  let tiers: PromotionRule['tiers'] = [];
  if (kind === 'spend_threshold') {
    if (!input.tiers?.length) throw invalid('tiers are required for spend_threshold');
    tiers = input.tiers.map((t, i) => {
      if ((t.percent === undefined) === (t.amount === undefined))
        throw invalid(`tiers[${i}] needs exactly one of percent and amount`);
      const minSubtotalCents = toCents(t.minSubtotal, `tiers[${i}].minSubtotal`);
      return t.percent !== undefined
        ? { minSubtotalCents, percent: percentBp(t.percent, `tiers[${i}].percent`) / 100 }
        : { minSubtotalCents, amountCents: positiveCents(t.amount, `tiers[${i}].amount`) };
    });
    if (new Set(tiers.map((t) => t.minSubtotalCents)).size !== tiers.length)
      throw invalid('tiers must have distinct minSubtotal');
  }
  const c = input.conditions ?? {};
  const conditions: PromotionConditions = {
    ...(c.minSubtotal !== undefined ? { minSubtotalCents: toCents(c.minSubtotal, 'conditions.minSubtotal') } : {}),
    ...(c.minQuantity !== undefined ? { minQuantity: c.minQuantity } : {}),
    ...(c.customerGroups?.length ? { customerGroups: unique(c.customerGroups) } : {}),
    ...(c.firstOrderOnly ? { firstOrderOnly: true } : {}),
    ...(c.customerIds?.length ? { customerIds: unique(c.customerIds) } : {}),
    ...(c.customerEmails?.length ? { customerEmails: unique(c.customerEmails.map(normaliseEmail)) } : {}),
  };
  const targets: PromotionTargets = {
    productIds: unique(input.targets?.productIds),
    variantIds: unique(input.targets?.variantIds),
    categoryIds: unique(input.targets?.categoryIds),
  };
  if (
    classOf(kind) !== 'product' &&
    targets.productIds.length + targets.variantIds.length + targets.categoryIds.length > 0
  ) {
    throw invalid(`targets apply to line promotions only, not to ${kind}`);
  }
  return {
    name,
    kind,
    percentBp: isPercent
      ? percentBp(input.percent, 'percent')
      : kind === 'buy_x_get_y'
        ? percentBp(input.percent ?? 100, 'percent')
        : null,
    amountCents: !hasAmount
      ? null
      : kind === 'fixed_price'
        ? priceCents(input.amount)
        : positiveCents(input.amount, 'amount'),
    buyQuantity,
    getQuantity,
    tiers: JSON.stringify(tiers),
    targets: JSON.stringify(targets),
    conditions: JSON.stringify(conditions),
    combinesWith: JSON.stringify(unique(input.combinesWith).sort()),
    automatic: input.automatic ? 1 : 0,
    exclusive: input.exclusive ? 1 : 0,
    priority: input.priority ?? 0,
    startsAt,
    endsAt,
    usageLimit: input.usageLimit ?? null,
    oncePerCustomer: input.oncePerCustomer ? 1 : 0,
  };
}

function toCode(row: repo.CodeRow): PromotionCode {
  return { id: row.id, code: row.code, usageLimit: row.usageLimit, used: row.used, createdAt: row.createdAt };
}

/** The keys a customer's once-per-customer uses are held under: their id and their normalised e-mail, each known. */
export function customerKeys(customer: { id: number | null; email: string | null }): string[] {
  const keys: string[] = [];
  if (customer.id !== null) keys.push(`c:${customer.id}`);
  if (customer.email) keys.push(`e:${normaliseEmail(customer.email)}`);
  return keys;
}

export interface QuoteRequest {
  lines: CartLine[];
  shippingCents: number;
  customer: { id: number | null; email: string | null; group: string | null; firstOrder: boolean };
  codes: string[];
}

/**
 * One use an order holds: the promotion and the code it came through (null for automatic ones), the code's row as
 * the quote read it (`Candidates.knownCodes`: only its counter changes after it is made, so it is not read again).
 */
export interface HeldUse {
  promotionId: number;
  code: Pick<repo.CodeRow, 'id' | 'code' | 'promotionId' | 'usageLimit'> | null;
}

/** The promotions a quote can apply (PromotionsService.candidates). */
export interface Candidates {
  index: PromotionIndex;
  /** Normalised, each once. */
  codes: string[];
  knownCodes: repo.CodeRow[];
  codePromotions: PromotionRule[];
}

const keptAutomatic = keptUntilChanged<PromotionIndex>('config', 1);

export function createPromotionsService({ db, dialect, clock }: { db: Db; dialect: SqlDialect; clock: Clock }) {
  /**
   * The index of active automatic promotions, rebuilt only after a promotion changed (the `config` counter, migration
   * 0173). `asOf`: keptUntilChanged's.
   */
  function automaticIndex(asOf?: number): Promise<PromotionIndex> {
    return keptAutomatic(
      db,
      'automatic',
      async () => indexPromotions((await repo.findActiveAutomatic(db)).map(toRule)),
      asOf,
    );
  }

  /** The rows with `used` counted from the redemptions where no limit keeps the counter (repository, "The limits"). */
  async function withUses<R extends { id: number; usageLimit: number | null; used: number }>(
    rows: R[],
    held: (ids: number[]) => Promise<Map<number, number>>,
  ): Promise<R[]> {
    const uses = await held(rows.filter((r) => r.usageLimit === null).map((r) => r.id));
    return rows.map((r) => (r.usageLimit === null ? { ...r, used: uses.get(r.id) ?? 0 } : r));
  }
  const promotionsWithUses = (rows: repo.PromotionRow[], from: Db = db) =>
    withUses(rows, (ids) => repo.heldUses(from, ids));
  const codesWithUses = (rows: repo.CodeRow[]) => withUses(rows, (ids) => repo.heldCodeUses(db, ids));

  /**
   * What a quote of these codes can apply: the active automatic promotions (indexed) and the entered codes that
   * exist with their promotions. `automatic` stands in for the shop's automatic promotions (the form's preview);
   * `asOf`: the automatic ones as of then or later (keptUntilChanged).
   */
  async function candidates(
    codes: string[],
    { automatic, asOf }: { automatic?: PromotionIndex; asOf?: number } = {},
  ): Promise<Candidates> {
    const normalised = [...new Set(codes.map(normaliseCode))];
    const [index, found] = await Promise.all([
      automatic ?? automaticIndex(asOf),
      repo.findCodesWithPromotions(db, normalised),
    ]);
    return { index, codes: normalised, knownCodes: found.codes, codePromotions: found.promotions.map(toRule) };
  }

  async function getOrThrow(id: number): Promise<Promotion> {
    const row = await repo.findPromotion(db, id);
    if (!row) throw notFound('Promotion');
    return toPromotion((await promotionsWithUses([row]))[0]!);
  }

  async function write(
    id: number,
    expected: Expected,
    change: (before: repo.PromotionRow) => Record<string, unknown>,
  ): Promise<Promotion> {
    const row = await db.transaction().execute(async (trx) => {
      const before = await repo.lockPromotion(trx, dialect, id);
      if (!before) throw notFound('Promotion');
      assertUnchanged(expected, stored(before), 'The promotion');
      const patch = change(before);
      // A limit set where there was none starts its counter from the uses held now: the lock above waited for the
      // checkouts holding one (keySharePromotions), so this count includes theirs.
      if (before.usageLimit === null && patch.usageLimit != null)
        patch.used = (await repo.heldUses(trx, [id])).get(id) ?? 0;
      const after = await repo.updatePromotion(trx, id, { ...patch, updatedAt: clock.now().toISOString() });
      await record(trx, {
        entityType: 'promotion',
        entityId: id,
        action: 'update',
        before: stored(before),
        after: stored(after!),
      });
      return (await promotionsWithUses([after!], trx))[0]!;
    });
    return toPromotion(row);
  }

  async function setStatus(id: number, status: Promotion['status']): Promise<Promotion> {
    const current = await getOrThrow(id);
    if (current.status === status) return current;
    return write(id, undefined, () => ({ status }));
  }

  /** Inserts codes in one transaction: all of them or, when one is taken, none (409 naming the first few). */
  async function insertCodes(promotionId: number, codes: string[], usageLimit: number | null) {
    const createdAt = clock.now().toISOString();
    await db.transaction().execute(async (trx) => {
      if (!(await repo.findPromotion(trx, promotionId))) throw notFound('Promotion');
      const added = new Set<string>();
      for (let i = 0; i < codes.length; i += BATCH) {
        const batch = codes.slice(i, i + BATCH).map((code) => ({ promotionId, code, usageLimit, createdAt }));
        for (const code of await repo.insertCodesIgnoringTaken(trx, batch)) added.add(code);
      }
      const taken = codes.filter((c) => !added.has(c));
      if (taken.length > 0)
        throw conflict(
          `Codes already exist: ${taken.slice(0, 5).join(', ')}${taken.length > 5 ? ` and ${taken.length - 5} more` : ''}`,
        );
      await record(trx, {
        entityType: 'promotion',
        entityId: promotionId,
        action: 'codes_added',
        after: { codesAdded: added.size },
      });
    });
  }

  return {
    list: async (page: PageRequest, status?: Promotion['status']): Promise<Page<Promotion>> => {
      const found = await repo.findPromotions(db, page, status);
      return { ...found, items: (await promotionsWithUses(found.items)).map(toPromotion) };
    },

    /** The list with each promotion's orders and discount given, as its report counts them, for the page at once. */
    async listWithTotals(
      page: PageRequest,
      status?: Promotion['status'],
    ): Promise<Page<Promotion & { orders: number; discount: number }>> {
      const found = await repo.findPromotions(db, page, status);
      const [rows, reports] = await Promise.all([
        promotionsWithUses(found.items),
        repo.reportsOf(
          db,
          found.items.map((p) => p.id),
        ),
      ]);
      return {
        ...found,
        items: rows.map((row) => {
          const report = reports.get(row.id)!;
          return { ...toPromotion(row), orders: report.orders, discount: fromCents(report.discountCents) };
        }),
      };
    },

    get: getOrThrow,

    async create(input: PromotionInput): Promise<Promotion> {
      const columns = toColumns(input);
      const now = clock.now().toISOString();
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await repo.insertPromotion(trx, {
          ...columns,
          status: 'active',
          createdAt: now,
          updatedAt: now,
        });
        await record(trx, {
          entityType: 'promotion',
          entityId: inserted.id,
          action: 'create',
          after: stored(inserted),
        });
        return inserted;
      });
      return toPromotion(row);
    },

    /** Changes the fields sent; the whole result is checked again. With If-Match, only while it is as read. */
    update(id: number, input: Partial<PromotionInput>, expected: Expected): Promise<Promotion> {
      return write(id, expected, (before) => {
        const current = toPromotion(before);
        const merged: PromotionInput = {
          ...current,
          ...input,
          targets: { ...current.targets, ...input.targets },
          conditions: input.conditions ?? current.conditions,
        };
        return toColumns(merged);
      });
    },

    async report(id: number): Promise<PromotionReport> {
      const promotion = await getOrThrow(id);
      const r = await repo.reportOf(db, id);
      return {
        promotionId: id,
        uses: promotion.used,
        orders: r.orders,
        discount: fromCents(r.discountCents),
        revenue: fromCents(r.revenueCents),
        currency: 'EUR',
      };
    },

    pause: (id: number) => setStatus(id, 'paused'),
    resume: (id: number) => setStatus(id, 'active'),

    listCodes: async (id: number, page: PageRequest): Promise<Page<PromotionCode>> => {
      await getOrThrow(id);
      const found = await repo.findCodesOf(db, id, page);
      return { ...found, items: (await codesWithUses(found.items)).map(toCode) };
    },

    /** Adds the codes given (case-insensitive: stored upper-case); all or none. */
    async addCodes(id: number, codes: string[], usageLimit: number | null): Promise<{ added: number }> {
      const normalised = codes.map(normaliseCode);
      const bad = normalised.find((c) => !CODE_PATTERN.test(c));
      if (bad !== undefined) throw invalid(`Code "${bad}" must be 3 to 64 letters, digits, - or _`);
      if (new Set(normalised).size !== normalised.length) throw invalid('Codes must be distinct (case-insensitively)');
      await insertCodes(id, normalised, usageLimit);
      return { added: normalised.length };
    },

    /** `count` new random codes of `length` characters after `prefix`, unique across all promotions. */
    async generateCodes(
      id: number,
      opts: { count: number; prefix?: string; length?: number; usageLimit?: number | null },
    ): Promise<{ added: number }> {
      const prefix = normaliseCode(opts.prefix ?? '');
      const length = opts.length ?? 10;
      if (!/^[A-Z0-9_-]{0,20}$/.test(prefix)) throw invalid('prefix must be at most 20 letters, digits, - or _');
      if (prefix.length + length > 64) throw invalid('prefix and length together must be at most 64 characters');
      const createdAt = clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        if (!(await repo.findPromotion(trx, id))) throw notFound('Promotion');
        let added = 0;
        // Codes taken already (by chance, or by another promotion) are skipped by the insert and drawn again; at
        // length ≥ 6 (31^6 ≈ 900 million) a round rarely loses any, so the loop ends after a round or two.
        for (let rounds = 0; added < opts.count; rounds++) {
          if (rounds > 20 + opts.count / BATCH)
            throw conflict('Could not find enough unused codes: use a longer length');
          const n = Math.min(BATCH, opts.count - added);
          const batch = new Set<string>();
          while (batch.size < n) batch.add(prefix + randomCode(length));
          added += (
            await repo.insertCodesIgnoringTaken(
              trx,
              [...batch].map((code) => ({ promotionId: id, code, usageLimit: opts.usageLimit ?? null, createdAt })),
            )
          ).length;
        }
        await record(trx, {
          entityType: 'promotion',
          entityId: id,
          action: 'codes_generated',
          after: { codesAdded: added },
        });
      });
      return { added: opts.count };
    },

    /** The codes as CSV lines, a batch per read; the promotion is checked first, so a 404 comes before any byte. */
    async exportCodes(id: number): Promise<AsyncGenerator<string>> {
      await getOrThrow(id);
      return (async function* lines() {
        yield 'code,usage_limit,used,created_at\n';
        let after = 0;
        for (;;) {
          const rows = await codesWithUses(await repo.codesAfter(db, id, after, 2000));
          if (rows.length === 0) return;
          // Codes are [A-Z0-9_-]: no cell needs quoting or neutralising.
          yield rows.map((r) => `${r.code},${r.usageLimit ?? ''},${r.used},${r.createdAt}\n`).join('');
          after = rows.at(-1)!.id;
        }
      })();
    },

    /**
     * A draft promotion (checked as a create is) as the only rule of an index, applied as if automatic and active:
     * the dashboard's preview quotes a sample cart against it alone, with nothing saved.
     */
    draftIndex(input: PromotionInput): PromotionIndex {
      const now = clock.now().toISOString();
      const row = {
        ...toColumns(input),
        automatic: 1,
        id: 0,
        status: 'active',
        used: 0,
        createdAt: now,
        updatedAt: now,
      };
      return indexPromotions([toRule(row)]);
    },

    candidates,

    /**
     * Prices a cart: the active automatic promotions (from the index) plus those of the codes entered, with the
     * customer's once-per-customer uses. Advisory: the order's transaction takes the uses (holdUses), which is
     * where a limit reached in between refuses. `read`: the candidates as read for this cart already.
     */
    async quote(request: QuoteRequest, read?: Candidates): Promise<Quote> {
      const { index, codes, knownCodes, codePromotions } = read ?? (await candidates(request.codes));
      const keys = customerKeys(request.customer);
      const onceIds = [...index.byId.values(), ...codePromotions].filter((p) => p.oncePerCustomer).map((p) => p.id);
      const usedPromotionIds = await repo.findCustomerUses(db, onceIds, keys);
      return quote({
        lines: request.lines,
        shippingCents: request.shippingCents,
        customer: {
          ...request.customer,
          email: request.customer.email === null ? null : normaliseEmail(request.customer.email),
          usedPromotionIds,
        },
        promotions: index,
        codePromotions,
        codes,
        knownCodes,
        now: clock.now().toISOString(),
      });
    },

    /**
     * Takes one use of each promotion (and code) the order applies, in the order's transaction, each with one
     * conditional write; throws 409 LIMIT_REACHED (details: promotionId, code) when one has none left, so the
     * transaction rolls back with nothing taken. In promotion id order, so two orders never wait on each other.
     */
    async holdUses(
      trx: Transaction<Database>,
      order: { orderId: number; customer: { id: number | null; email: string | null }; uses: HeldUse[] },
    ): Promise<void> {
      const now = clock.now().toISOString();
      const keys = customerKeys(order.customer);
      const uses = [...order.uses].sort((a, b) => a.promotionId - b.promotionId);
      const promotions = new Map(
        (
          await repo.keySharePromotions(
            trx,
            dialect,
            uses.map((u) => u.promotionId),
          )
        ).map((p) => [p.id, p]),
      );
      for (const use of uses) {
        const refuse = () =>
          new DomainError('conflict', 'LIMIT_REACHED', `Promotion ${use.promotionId} has no use left`, {
            promotionId: use.promotionId,
            code: use.code?.code ?? null,
          });
        const promotion = promotions.get(use.promotionId);
        if (!promotion) throw notFound('Promotion');
        const { code } = use;
        if (code && code.promotionId !== use.promotionId) throw notFound('Promotion code');
        if (promotion.usageLimit === null) {
          if (promotion.status !== 'active') throw refuse();
        } else if (!(await repo.takePromotionUse(trx, use.promotionId))) throw refuse();
        if (code && code.usageLimit !== null && !(await repo.takeCodeUse(trx, code.id, use.promotionId)))
          throw refuse();
        if (promotion.oncePerCustomer === 1) {
          if (keys.length === 0) throw invalid('A once-per-customer promotion needs the customer id or e-mail');
          if (!(await repo.takeCustomerUse(trx, use.promotionId, keys, order.orderId, now))) throw refuse();
        }
        if (
          !(await repo.insertRedemption(trx, {
            promotionId: use.promotionId,
            codeId: code?.id ?? null,
            orderId: order.orderId,
            createdAt: now,
          }))
        ) {
          throw conflict(`Order ${order.orderId} holds promotion ${use.promotionId} already`);
        }
      }
    },

    /**
     * Gives back every use the order holds (an unpaid order expired, an order cancelled), in the transaction that
     * changes its status. Idempotent: a second release of the same order gives back nothing. Returns how many.
     */
    releaseUses: (trx: Transaction<Database>, orderId: number): Promise<number> =>
      releaseOrderUses(trx, orderId, clock.now().toISOString()),
  };
}

/**
 * releaseUses without the service, for the orders module's status change (which the worker's expiry sweep builds
 * without the services).
 */
export async function releaseOrderUses(trx: Transaction<Database>, orderId: number, now: string): Promise<number> {
  const released = await repo.claimRelease(trx, orderId, now);
  await repo.giveBackUses(
    trx,
    orderId,
    released.sort((a, b) => a.promotionId - b.promotionId),
  );
  return released.length;
}

function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET[crypto.randomInt(ALPHABET.length)];
  return code;
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
