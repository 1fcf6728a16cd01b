// The checkout's pricing step (issue 36, docs/promotions.md "The checkout seam"): turns the variant-priced lines into
// discounted lines and the discount records the order keeps. Checkout and the storefront's quote both call it, so
// the quoted total is the total charged. The tax step (order-tax.ts) works from its output: each line's discounted
// gross.
import { DomainError } from '../../shared/errors.js';
import { fromCents, toCents } from '../../shared/money.js';
import type { Db } from '../../db/open.js';
import type { Quote } from '../promotions/pricing.js';
import type { HeldUse, PromotionsService } from '../promotions/promotions.service.js';
import type { RefusalReason } from '../promotions/promotion.js';
import { findCategoryIdsOf } from '../products/products.repository.js';
import type { VariantRow, VariantSnapshot } from '../variants/variant.js';
import type { OrderTax } from './order-tax.js';
import { hasOrdered } from './orders.repository.js';

export interface PricingLine {
  variant: VariantRow;
  snapshot: VariantSnapshot;
  quantity: number;
}

export interface PricingCustomer {
  id: number | null;
  /** Unknown for a guest's quote before the e-mail is entered. */
  email: string | null;
}

/** A discount as the order keeps it: on a line (by its variant) or, with none, on the shipping. */
export interface DiscountRecord {
  variantId: number | null;
  promotionId: number;
  code: string | null;
  amountCents: number;
}

export interface Pricing {
  /** `quote.lines[i].totalCents`: line i after its discounts, the gross the tax step works from. */
  quote: Quote;
  discounts: DiscountRecord[];
  /** One use of each applied promotion, for holdUses in the order's transaction. */
  uses: HeldUse[];
  totalCents: number;
}

/**
 * Prices the lines with the active automatic promotions and the codes entered (none: every amount as before); the
 * automatic ones as of `asOf` or later (keptUntilChanged).
 */
export async function priceLines(
  deps: { db: Db; promotions: Pick<PromotionsService, 'quote' | 'candidates'> },
  input: { lines: PricingLine[]; shippingCents: number; customer: PricingCustomer; codes: string[]; asOf?: number },
): Promise<Pricing> {
  const { db, promotions } = deps;
  const { lines, customer } = input;
  const candidates = await promotions.candidates(input.codes, { asOf: input.asOf });
  // The categories and the first-order fact only when a promotion that may apply asks for them: most checkouts
  // (none applies, or a code for the whole order) skip both reads.
  const rules = [...candidates.index.byId.values(), ...candidates.codePromotions];
  const byCategory = rules.some((p) => p.targets.categoryIds.length > 0);
  const firstOrderOnly = rules.some((p) => p.conditions.firstOrderOnly === true);
  const [categories, ordered] = await Promise.all([
    byCategory
      ? findCategoryIdsOf(db, [...new Set(lines.map((l) => l.variant.productId))])
      : new Map<number, number[]>(),
    !firstOrderOnly || (customer.email === null && customer.id === null) ? false : hasOrdered(db, customer),
  ]);
  const quote = await promotions.quote(
    {
      lines: lines.map((l) => ({
        lineId: String(l.variant.id),
        productId: l.variant.productId,
        variantId: l.variant.id,
        categoryIds: categories.get(l.variant.productId) ?? [],
        unitPriceCents: l.snapshot.unitPriceCents,
        quantity: l.quantity,
      })),
      shippingCents: input.shippingCents,
      // No customer groups exist yet: a promotion limited to groups applies to nobody.
      customer: { id: customer.id, email: customer.email, group: null, firstOrder: !ordered },
      codes: input.codes,
    },
    candidates,
  );
  const discounts: DiscountRecord[] = [
    ...quote.lines.flatMap((l) =>
      l.discounts.map((d) => ({
        variantId: Number(l.lineId),
        promotionId: d.promotionId,
        code: d.code,
        amountCents: d.amountCents,
      })),
    ),
    ...quote.shippingDiscounts.map((d) => ({
      variantId: null,
      promotionId: d.promotionId,
      code: d.code,
      amountCents: d.amountCents,
    })),
  ];
  return {
    quote,
    discounts: discounts.filter((d) => d.amountCents > 0),
    uses: quote.applied.map((a) => ({
      promotionId: a.promotionId,
      // An applied code is one the quote found among the candidates' codes.
      code: a.code === null ? null : candidates.knownCodes.find((c) => c.code === a.code)!,
    })),
    totalCents: quote.totalCents,
  };
}

/** 409 with the reason as the code, and every refused code with its reason. */
export function refusal(refused: { code: string | null; reason: RefusalReason }[]): DomainError {
  const first = refused[0]!;
  const what = first.code === null ? 'An automatic promotion' : `Code ${first.code}`;
  return new DomainError('conflict', first.reason, `${what} cannot be applied: ${first.reason}`, { refused });
}

/** Checkout's `expectedTotal` (EUR) against the price now: 409 PRICE_CHANGED with the new quote when they differ. */
export function assertExpectedTotal(
  expectedTotal: number | undefined,
  lines: PricingLine[],
  pricing: Pricing,
  taxed: OrderTax,
): void {
  if (expectedTotal === undefined || toCents(expectedTotal, 'expectedTotal') === taxed.totalCents) return;
  throw new DomainError('conflict', 'PRICE_CHANGED', `The total is now ${fromCents(taxed.totalCents).toFixed(2)} EUR`, {
    quote: quoteView(lines, pricing.quote, taxed),
  });
}

export interface QuotedDiscount {
  promotionId: number;
  code: string | null;
  class: 'product' | 'order' | 'shipping';
  amount: number;
}

export interface CartQuote {
  lines: {
    productId: number;
    variantId: number;
    sku: string;
    quantity: number;
    unitPrice: number;
    subtotal: number;
    discounts: QuotedDiscount[];
    discount: number;
    total: number;
  }[];
  subtotal: number;
  discount: number;
  shippingCost: number;
  shippingDiscount: number;
  total: number;
  tax: number;
  reverseCharge: boolean;
  applied: QuotedDiscount[];
  refused: { code: string; reason: RefusalReason }[];
}

/** The quote as the storefront shows it: EUR, each line named by its variant. */
export function quoteView(lines: PricingLine[], quote: Quote, taxed: OrderTax): CartQuote {
  const eur = (
    d: { promotionId: number; code: string | null; amountCents: number },
    cls: QuotedDiscount['class'],
  ): QuotedDiscount => ({
    promotionId: d.promotionId,
    code: d.code,
    class: cls,
    amount: fromCents(d.amountCents),
  });
  return {
    lines: quote.lines.map((q, i) => ({
      productId: lines[i]!.variant.productId,
      variantId: lines[i]!.variant.id,
      sku: lines[i]!.snapshot.sku,
      quantity: lines[i]!.quantity,
      unitPrice: fromCents(lines[i]!.snapshot.unitPriceCents),
      subtotal: fromCents(q.subtotalCents),
      discounts: q.discounts.map((d) => eur(d, d.class)),
      discount: fromCents(q.discountCents),
      total: fromCents(q.totalCents),
    })),
    subtotal: fromCents(quote.subtotalCents),
    discount: fromCents(quote.discountCents),
    shippingCost: fromCents(quote.shippingCents),
    shippingDiscount: fromCents(quote.shippingDiscountCents),
    // What checkout charges: the taxed total (a net shop's, or constant net abroad, differs from the discounted gross).
    total: fromCents(taxed.totalCents),
    tax: fromCents(taxed.taxCents),
    reverseCharge: taxed.vat?.reverseCharge ?? false,
    applied: quote.applied.map((a) => eur(a, a.class)),
    refused: quote.refused,
  };
}
