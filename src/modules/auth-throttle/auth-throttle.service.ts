import type { Db } from '../../db/open.js';
import type { Clock } from '../../shared/clock.js';
import { DomainError } from '../../shared/errors.js';

export interface AuthThrottleDeps {
  db: Db;
  clock: Clock;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts failed authentication attempts per scope key (an account or a client address) in the
 * database, so the limit holds across instances. A key with `limit` failures inside the window is
 * blocked until the oldest of those failures leaves the window.
 */
export function createAuthThrottle({ db, clock, limit, windowSeconds }: AuthThrottleDeps) {
  const windowStart = () => new Date(clock.now().getTime() - windowSeconds * 1000).toISOString();

  /** Seconds the key stays blocked, or 0. */
  async function blockedFor(key: string): Promise<number> {
    const row = await db
      .selectFrom('authFailures')
      .select('createdAt')
      .where('scopeKey', '=', key)
      .where('createdAt', '>', windowStart())
      .orderBy('createdAt', 'desc')
      .limit(1)
      .offset(limit - 1)
      .executeTakeFirst();
    if (!row) return 0;
    const until = Date.parse(row.createdAt) + windowSeconds * 1000;
    return Math.max(1, Math.ceil((until - clock.now().getTime()) / 1000));
  }

  async function recordFailure(keys: string[]): Promise<void> {
    const now = clock.now().toISOString();
    await db.insertInto('authFailures').values(keys.map((scopeKey) => ({ scopeKey, createdAt: now }))).execute();
    await db.deleteFrom('authFailures').where('scopeKey', 'in', keys).where('createdAt', '<=', windowStart()).execute();
  }

  return {
    /** Throws 429 RATE_LIMITED when any of the keys is blocked; the right password gets no other answer then. */
    async assertAllowed(keys: string[]): Promise<void> {
      let wait = 0;
      for (const key of keys) wait = Math.max(wait, await blockedFor(key));
      if (wait > 0) {
        throw new DomainError('rate_limited', 'RATE_LIMITED', 'Too many failed attempts, try again later', undefined, wait);
      }
    },

    /** Whether the key may act once more; counts this use when it may (for capping mails per address). */
    async consume(key: string): Promise<boolean> {
      if ((await blockedFor(key)) > 0) return false;
      await recordFailure([key]);
      return true;
    },

    recordFailure,

    /** A successful login forgives the account's earlier failures (not the address's). */
    async clear(key: string): Promise<void> {
      await db.deleteFrom('authFailures').where('scopeKey', '=', key).execute();
    },
  };
}

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
