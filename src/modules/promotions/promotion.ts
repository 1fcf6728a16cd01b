// The promotion model shared by the engine, the repository and the routes (docs/promotions.md, "Model").

/** Which other discounts a promotion may stand beside (Shopify's `combinesWith`). */
export const DISCOUNT_CLASSES = ['product', 'order', 'shipping'] as const;
export type DiscountClass = (typeof DISCOUNT_CLASSES)[number];

export const PROMOTION_KINDS = [
  'percent_off_order',
  'fixed_off_order',
  'percent_off_lines',
  'fixed_off_lines',
  'fixed_price',
  'buy_x_get_y',
  'spend_threshold',
  'free_shipping',
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export const REFUSAL_REASONS = [
  'UNKNOWN_CODE',
  'EXPIRED',
  'NOT_STARTED',
  'MIN_SUBTOTAL',
  'NOT_APPLICABLE',
  'LIMIT_REACHED',
  'NOT_COMBINABLE',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** The class a kind belongs to: it decides the stage it is applied in. */
export function classOf(kind: PromotionKind): DiscountClass {
  switch (kind) {
    case 'percent_off_order':
    case 'fixed_off_order':
    case 'spend_threshold':
      return 'order';
    case 'free_shipping':
      return 'shipping';
    default:
      return 'product';
  }
}

/** Which lines a line promotion matches: any listed product, variant or category; all lists empty = every line. */
export interface PromotionTargets {
  productIds: number[];
  variantIds: number[];
  categoryIds: number[];
}

export interface SpendTier {
  minSubtotalCents: number;
  /** Exactly one of the two: percent off the order or a fixed amount off it. */
  percent?: number;
  amountCents?: number;
}

export interface PromotionConditions {
  minSubtotalCents?: number;
  /** Units in the cart (matching lines for line promotions, all lines otherwise). */
  minQuantity?: number;
  customerGroups?: string[];
  firstOrderOnly?: boolean;
  customerIds?: number[];
  /** Normalised (trimmed, lower-case) e-mail addresses. */
  customerEmails?: string[];
}

/** What the engine needs of a promotion: its rule plus whether its total limit is already reached. */
export interface PromotionRule {
  id: number;
  kind: PromotionKind;
  /** Percent (0 < p ≤ 100, at most 2 decimals) for percent kinds and buy X get Y's discount on the Y units. */
  percent: number | null;
  /** Cents: off the order, off each matching unit, or the fixed price per unit. */
  amountCents: number | null;
  buyQuantity: number | null;
  getQuantity: number | null;
  tiers: SpendTier[];
  targets: PromotionTargets;
  conditions: PromotionConditions;
  /** Automatic promotions apply without a code; the others only through one of their codes. */
  automatic: boolean;
  exclusive: boolean;
  combinesWith: DiscountClass[];
  /** Higher first within a class; ties by id. */
  priority: number;
  status: 'active' | 'paused';
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  used: number;
  oncePerCustomer: boolean;
}

/** A code as the repository found it for an entered string. */
export interface CodeRule {
  /** Normalised (upper-case, trimmed). */
  code: string;
  promotionId: number;
  usageLimit: number | null;
  used: number;
}

/** Codes compare case-insensitively: stored and looked up upper-case. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/** E-mail addresses compare case-insensitively as customer keys (`A@x.de` is `a@x.de`). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
