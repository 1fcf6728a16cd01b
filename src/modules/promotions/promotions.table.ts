import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../db/table-types.js';

export interface PromotionsTable {
  id: Generated<number>;
  name: string;
  kind: string;
  /** Percent in basis points (12.5 % = 1250): integers, never floats. */
  percentBp: number | null;
  amountCents: number | null;
  buyQuantity: number | null;
  getQuantity: number | null;
  /** JSON: SpendTier[] (cents, percent). */
  tiers: string;
  /** JSON: PromotionTargets. */
  targets: string;
  /** JSON: PromotionConditions. */
  conditions: string;
  /** JSON: DiscountClass[]. */
  combinesWith: string;
  automatic: Flag;
  exclusive: Flag;
  priority: number;
  status: string;
  startsAt: Timestamp | null;
  endsAt: Timestamp | null;
  usageLimit: number | null;
  /** Uses held by placed orders: written only by the conditional take and by release. */
  used: Generated<number>;
  oncePerCustomer: Flag;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface PromotionCodesTable {
  id: Generated<number>;
  promotionId: number;
  /** Upper-case (normaliseCode): unique, so codes compare case-insensitively. */
  code: string;
  usageLimit: number | null;
  used: Generated<number>;
  createdAt: Timestamp;
}

/** One per (promotion, customer key) while an order holds a once-per-customer use: the unique key is the limit. */
export interface PromotionCustomerUsesTable {
  promotionId: number;
  /** `c:<customer id>` or `e:<normalised e-mail>`. */
  customerKey: string;
  orderId: number;
  createdAt: Timestamp;
}

/** Each use an order holds, so that releasing the order gives back exactly what it took, once. */
export interface PromotionRedemptionsTable {
  id: Generated<number>;
  promotionId: number;
  codeId: number | null;
  orderId: number;
  createdAt: Timestamp;
  releasedAt: Timestamp | null;
}

export interface PromotionTables {
  promotions: PromotionsTable;
  promotionCodes: PromotionCodesTable;
  promotionCustomerUses: PromotionCustomerUsesTable;
  promotionRedemptions: PromotionRedemptionsTable;
}
