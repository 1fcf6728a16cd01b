import { invalid } from './errors.js';

/** EUR amount (at most 2 decimals) to integer cents; more decimals are refused rather than rounded away. */
export function toCents(eur: number, field = 'amount'): number {
  const cents = Math.round(eur * 100);
  if (!Number.isFinite(eur) || Math.abs(eur * 100 - cents) > 1e-6)
    throw invalid(`${field} must be an amount in EUR with at most 2 decimals`);
  if (!Number.isSafeInteger(cents)) throw invalid(`${field} is too large`);
  return cents;
}

export function fromCents(cents: number): number {
  return cents / 100;
}
