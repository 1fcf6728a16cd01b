import { setImmediate } from 'node:timers/promises';

/**
 * Lets pending I/O (other requests, timers) run. better-sqlite3 answers every query synchronously, and awaiting
 * an already settled promise only runs microtasks, so a loop of queries would hold the event loop until it ends:
 * loops and jobs call this between their units of work.
 */
export function yieldToEventLoop(): Promise<void> {
  return setImmediate();
}

/**
 * For tight loops of tiny steps, where a yield per step would cost more than the step: the returned function
 * lets I/O run once `budgetMs` have passed since it last did.
 */
export function timeSlicer(budgetMs = 10): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < budgetMs) return;
    await setImmediate();
    since = performance.now();
  };
}
