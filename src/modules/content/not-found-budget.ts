// How many unknown storefront paths one client address may add to the staff's "paths not found" list (issue 31,
// item 9). The resolver is anonymous: without a budget every request is a write, and one client fills the list.
// Kept in memory per process, bounded: it guards statistics, not access, so several instances each allowing the
// budget is acceptable (docs/security.md, "Paths not found").

export interface NotFoundBudgetOptions {
  /** Recordings one address may make per window. */
  perAddress: number;
  windowMs: number;
  /** Addresses tracked at most; when all are within their window, new addresses record nothing until one ends. */
  maxAddresses: number;
}

export const NOT_FOUND_BUDGET: NotFoundBudgetOptions = { perAddress: 30, windowMs: 10 * 60_000, maxAddresses: 10_000 };

export function createNotFoundBudget(options: NotFoundBudgetOptions = NOT_FOUND_BUDGET) {
  const windows = new Map<string, { start: number; used: number }>();

  function forgetEnded(now: number) {
    for (const [address, w] of windows) if (now - w.start >= options.windowMs) windows.delete(address);
  }

  return {
    options,
    /** Whether the address may record one more path now; counts it when it may. */
    take(address: string, now: number): boolean {
      let w = windows.get(address);
      if (w && now - w.start >= options.windowMs) w = undefined;
      if (!w) {
        if (windows.size >= options.maxAddresses) forgetEnded(now);
        if (windows.size >= options.maxAddresses) return false;
        w = { start: now, used: 0 };
        windows.set(address, w);
      }
      if (w.used >= options.perAddress) return false;
      w.used++;
      return true;
    },
  };
}
