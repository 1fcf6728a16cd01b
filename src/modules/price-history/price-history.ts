// The lowest price of the last 30 days and the reduction stated against it (Directive 98/6/EC Art. 6a, German PAngV
// §11; docs/tax.md, "Lowest price of the last 30 days"). Pure: the repository hands over a variant's history.
import { fromCents } from '../../shared/money.js';

export const WINDOW_DAYS = 30;

/** One row of a variant's history: its price from validFrom on, and the base of the reduction it states. */
export interface PricePoint {
  priceCents: number;
  referenceCents: number | null;
  validFrom: string;
}

export interface PriceFacts {
  /** EUR: during a reduction the lowest price of the 30 days before it began, else the lowest of the last 30 days. */
  lowestPrice30d: number;
  /** Whole percent off lowestPrice30d, rounded down (never overstated); null: the price is not reduced. */
  reductionPercent: number | null;
}

/**
 * The start of the window ending at `at`: the 30 calendar days (UTC) before its day, and that day. Whole days, so what
 * a detail shows changes at midnight or with a price, and a cached answer kept per day stays right.
 */
export function windowStart(at: string): string {
  return new Date(Date.parse(at.slice(0, 10)) - WINDOW_DAYS * 86_400_000).toISOString();
}

/** What a new price's reference is worked out from: the last row of the history and the lowest price of the window. */
export interface WindowSummary {
  last: Pick<PricePoint, 'priceCents' | 'referenceCents'>;
  lowestCents: number;
}

/**
 * The base a new price states its reduction against, given the history from the price in effect at the window's start
 * up to the change (null: none): a price below the last row's base continues that reduction with its base (a sale
 * changed in steps keeps the base it began with, §11 (3) PAngV); otherwise a price below the lowest of the window is
 * a new reduction against that lowest; otherwise it states none.
 */
export function referenceFor(newPriceCents: number, window: WindowSummary | null): number | null {
  if (!window) return null;
  const { last, lowestCents } = window;
  if (last.referenceCents !== null && newPriceCents < last.referenceCents) return last.referenceCents;
  return newPriceCents < lowestCents ? lowestCents : null;
}

/** What a product detail shows for a variant whose price is `currentCents`, from its history over the window. */
export function priceFacts(currentCents: number, history: readonly PricePoint[]): PriceFacts {
  const last = history.at(-1);
  if (last && last.priceCents === currentCents && last.referenceCents !== null && currentCents < last.referenceCents)
    return {
      lowestPrice30d: fromCents(last.referenceCents),
      reductionPercent: Math.floor(((last.referenceCents - currentCents) * 100) / last.referenceCents),
    };
  // Not reduced (or, for a price written around the history, not known to be): the lowest price the window saw.
  return {
    lowestPrice30d: fromCents(Math.min(currentCents, ...history.map((h) => h.priceCents))),
    reductionPercent: null,
  };
}
