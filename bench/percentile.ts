/** Nearest-rank percentile (0–100) of values sorted ascending; NaN for none. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
