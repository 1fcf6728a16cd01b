// Exact integer arithmetic for tax: BigInt inside, so amount × rate never leaves the safe range and no float touches money.

/**
 * numerator / denominator rounded half up (half a cent goes up), for non-negative numerators and positive denominators:
 * the commercial rounding (kaufmännisches Runden, DIN 1333) German invoices use and auditors recompute (docs/tax.md).
 */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/**
 * Whole units for exact shares given as fractions quota / denominator, by largest remainder: each share is first
 * rounded down, then the units `total` has left go one each to the shares with the largest remainders, ties to the
 * earlier share. Σ shares = total exactly; with total within the count of shares of Σ quotas / denominator (a rounded
 * sum, or a proportional split) each share is within one unit of its exact value.
 */
export function allocateLargestRemainder(total: bigint, quotas: readonly bigint[], denominator: bigint): bigint[] {
  const shares = quotas.map((q) => q / denominator);
  let left = total - shares.reduce((a, s) => a + s, 0n);
  const order = quotas
    .map((q, i) => ({ i, remainder: q % denominator }))
    .sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  for (const { i } of order) {
    if (left <= 0n) break;
    shares[i]! += 1n;
    left -= 1n;
  }
  return shares;
}

/** `total` split in proportion to the weights (largest remainder); all weights 0: everything to the first. */
export function splitProportionally(total: bigint, weights: readonly bigint[]): bigint[] {
  const sum = weights.reduce((a, w) => a + w, 0n);
  if (sum === 0n) return weights.map((_, i) => (i === 0 ? total : 0n));
  return allocateLargestRemainder(
    total,
    weights.map((w) => total * w),
    sum,
  );
}
