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

/**
 * A key guarded by growing delays instead of a hard limit: `free` failures in the window pass at once, then each
 * further attempt waits firstSeconds × 2^(failures − free) after the newest failure, at most `maxSeconds`.
 */
export interface BackoffKey {
  key: string;
  backoff: { free: number; firstSeconds: number; maxSeconds: number };
}

/** A key with a hard limit of its own instead of the configured one. */
export interface LimitKey {
  key: string;
  limit: number;
}

export type GuardKey = string | BackoffKey | LimitKey;

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

  /** Seconds until the oldest of the newest `max` attempts leaves the window. */
  async function blockedFor(key: string, max: number): Promise<number> {
    const row = await repo.findNthNewestFailure(db, key, windowStart(), max);
    if (!row) return 1;
    const until = Date.parse(row.createdAt) + windowSeconds * 1000;
    return Math.max(1, Math.ceil((until - clock.now().getTime()) / 1000));
  }

  /** Seconds this attempt must still wait under a backoff key, 0 when it may go on. */
  async function backoffWait(key: BackoffKey, failures: number, ownId: number): Promise<number> {
    const before = failures - 1;
    if (before < key.backoff.free) return 0;
    const newest = await repo.findNewestFailureExcept(db, key.key, windowStart(), ownId);
    if (!newest) return 0;
    const delay = Math.min(key.backoff.firstSeconds * 2 ** (before - key.backoff.free), key.backoff.maxSeconds);
    const remaining = Date.parse(newest.createdAt) + delay * 1000 - clock.now().getTime();
    return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
  }

  /**
   * Records an attempt under every key, then refuses it with 429 RATE_LIMITED (and forgets it)
   * when a limited key now holds more than its limit in the window, or a backoff key's delay since its newest
   * failure has not passed. While refused, even the right password gets 429, so the refusal is no oracle.
   */
  async function begin(guards: GuardKey[]): Promise<Attempt> {
    const keys = guards.map((g) => (typeof g === 'string' ? g : g.key));
    const now = clock.now().toISOString();
    const ids = await repo.insertFailures(db, keys, now);
    const counts = new Map(
      (await repo.countFailuresSince(db, keys, windowStart())).map((c) => [c.scopeKey, Number(c.n)]),
    );
    let wait = 0;
    for (const [i, guard] of guards.entries()) {
      const n = counts.get(keys[i]!) ?? 0;
      if (typeof guard !== 'string' && 'backoff' in guard) wait = Math.max(wait, await backoffWait(guard, n, ids[i]!));
      else if (n > (typeof guard === 'string' ? limit : guard.limit))
        wait = Math.max(wait, await blockedFor(keys[i]!, typeof guard === 'string' ? limit : guard.limit));
    }
    if (wait > 0) {
      await repo.deleteFailures(db, ids);
      throw new DomainError(
        'rate_limited',
        'RATE_LIMITED',
        'Too many failed attempts, try again later',
        undefined,
        wait,
      );
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

    /**
     * The keys of a password login (issue 31, item 3). The account is guarded together with the address, by growing
     * delays: guesses from one address slow down, while the right password from any other address still gets in (a
     * hard per-account limit let anyone lock an account out). The address alone has a hard limit of four times the
     * configured one (password spraying over many accounts). The first key is the one a success forgives. The first
     * delay, 30 s, outlasts any password check, so the attempt right after the last free one is always refused.
     */
    loginKeys(surface: string, account: string, clientIp: string): [BackoffKey, LimitKey] {
      return [
        {
          key: `${surface}:pair:${account}|${clientIp}`,
          backoff: { free: limit, firstSeconds: Math.min(30, windowSeconds), maxSeconds: windowSeconds },
        },
        { key: `${surface}:ip:${clientIp}`, limit: limit * 4 },
      ];
    },

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
