import type { Db } from '../../db/open.js';
import type { Clock } from '../../shared/clock.js';
import { DomainError } from '../../shared/errors.js';
import * as repo from './auth-throttle.repository.js';

export interface AuthThrottleDeps {
  db: Db;
  clock: Clock;
  limit: number;
  windowSeconds: number;
}

/** One guarded attempt: it counts as a failure unless `succeeded` is called. */
export interface Attempt {
  succeeded(options?: { forgive?: string }): Promise<void>;
}

/**
 * Limits failed authentication attempts per scope key (an account or a client address), counted
 * in the database so the limit holds across instances. An attempt is recorded before it is
 * checked, so a burst of concurrent requests cannot all pass the check before any failure is
 * written: at most `limit` attempts per key are ever let through within the window.
 */
export function createAuthThrottle({ db, clock, limit, windowSeconds }: AuthThrottleDeps) {
  const windowStart = () => new Date(clock.now().getTime() - windowSeconds * 1000).toISOString();

  /** Seconds until the oldest of the newest `limit` attempts leaves the window. */
  async function blockedFor(key: string): Promise<number> {
    const row = await repo.findNthNewestFailure(db, key, windowStart(), limit);
    if (!row) return 1;
    const until = Date.parse(row.createdAt) + windowSeconds * 1000;
    return Math.max(1, Math.ceil((until - clock.now().getTime()) / 1000));
  }

  /**
   * Records an attempt under every key, then refuses it with 429 RATE_LIMITED (and forgets it)
   * when any key now holds more than `limit` attempts in the window. While blocked, even the right
   * password gets 429, so the block is no oracle.
   */
  async function begin(keys: string[]): Promise<Attempt> {
    const now = clock.now().toISOString();
    const ids = await repo.insertFailures(db, keys, now);
    const counts = await repo.countFailuresSince(db, keys, windowStart());
    const over = counts.filter((c) => Number(c.n) > limit).map((c) => c.scopeKey);
    if (over.length) {
      await repo.deleteFailures(db, ids);
      let wait = 0;
      for (const key of over) wait = Math.max(wait, await blockedFor(key));
      throw new DomainError('rate_limited', 'RATE_LIMITED', 'Too many failed attempts, try again later', undefined, wait);
    }
    await repo.deleteFailuresUntil(db, keys, windowStart());
    return {
      /** A success is not a failure; `forgive` also clears that key's earlier failures (the account after a login). */
      async succeeded(options = {}) {
        await repo.deleteFailures(db, ids);
        if (options.forgive) await repo.deleteFailuresByKey(db, options.forgive);
      },
    };
  }

  return {
    begin,

    /** Whether the key may act once more within the window; counts this use when it may (caps mails per address). */
    async consume(key: string): Promise<boolean> {
      try {
        await begin([key]);
        return true;
      } catch (e) {
        if (e instanceof DomainError && e.code === 'RATE_LIMITED') return false;
        throw e;
      }
    },
  };
}

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
