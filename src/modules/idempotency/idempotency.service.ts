// Idempotency keys (IETF draft "The Idempotency-Key HTTP Header Field"): the first request with a key claims it
// with a unique insert before its work runs; its answer is stored after; a retry with the same key and request
// gets that answer again instead of doing the work twice. Keys live in the database, so every instance sees them.
import crypto from 'node:crypto';
import type { Db } from '../../db/open.js';
import type { Clock } from '../../shared/clock.js';
import { sha256 } from '../../shared/secrets.js';
import * as repo from './idempotency.repository.js';

/** How long a key and its answer are kept (the draft's clients may retry for a day). */
const IDEMPOTENCY_KEY_TTL_SECONDS = 24 * 60 * 60;
/** How long an unanswered claim blocks its key: longer than any request takes, short enough after a crash. */
export const IDEMPOTENCY_LOCK_SECONDS = 60;
/** Expired keys deleted per prune; a full batch lets the next claim prune again. */
const PRUNE_BATCH = 500;
/** Pruning runs with claims, at most this often per instance while nothing is left over. */
const PRUNE_INTERVAL_MS = 60_000;

export interface IdempotencyDeps {
  db: Db;
  clock: Clock;
  pruneBatch?: number;
}

/** The right to answer a key: held by one request at a time. */
export interface Claim {
  scope: string;
  key: string;
  token: string;
}

export type ClaimOutcome =
  | { kind: 'claimed'; claim: Claim }
  /** The key was answered: the stored status and body. */
  | { kind: 'replay'; status: number; body: string }
  /** The key was used for another request (method, path or body). */
  | { kind: 'mismatch' }
  /** The first request with the key has not answered yet. */
  | { kind: 'in_flight' };

/** SHA-256 of the method, the path and the body as canonical JSON (keys sorted), so key order does not matter. */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return sha256(`${method} ${path}\n${JSON.stringify(canonical(body ?? null))}`);
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(object)
        .sort()
        .map((k) => [k, canonical(object[k])]),
    );
  }
  return value;
}

export function createIdempotencyService({ db, clock, pruneBatch = PRUNE_BATCH }: IdempotencyDeps) {
  let nextPruneAt = 0;

  function newClaim(scope: string, key: string, fingerprint: string): repo.NewClaim {
    const now = clock.now().getTime();
    return {
      scope,
      idempotencyKey: key,
      fingerprint,
      token: crypto.randomUUID(),
      lockedUntil: new Date(now + IDEMPOTENCY_LOCK_SECONDS * 1000).toISOString(),
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + IDEMPOTENCY_KEY_TTL_SECONDS * 1000).toISOString(),
    };
  }

  const claimed = (c: repo.NewClaim): ClaimOutcome => ({
    kind: 'claimed',
    claim: { scope: c.scope, key: c.idempotencyKey, token: c.token },
  });

  /** Deletes one batch of expired keys; returns how many. */
  async function prune(): Promise<number> {
    return repo.deleteExpired(db, clock.now().toISOString(), pruneBatch);
  }

  /** Lazy pruning: no background loop needed, and a busy instance prunes as often as keys pile up. */
  async function pruneWhenDue(): Promise<void> {
    const now = clock.now().getTime();
    if (now < nextPruneAt) return;
    nextPruneAt = now + PRUNE_INTERVAL_MS;
    if ((await prune()) === pruneBatch) nextPruneAt = 0;
  }

  return {
    prune,

    /**
     * Claims `key` in `scope` for a request with this fingerprint, or says why not. An expired key, or a claim
     * whose lock ran out unanswered (its request crashed), is taken over; the loop ends because each pass either
     * decides or sees another request win a race for the row.
     */
    async claim(scope: string, key: string, fingerprint: string): Promise<ClaimOutcome> {
      await pruneWhenDue();
      for (let attempt = 0; attempt < 3; attempt++) {
        const fresh = newClaim(scope, key, fingerprint);
        if (await repo.insertClaim(db, fresh)) return claimed(fresh);
        const row = await repo.findKey(db, scope, key);
        if (!row) continue;
        const now = fresh.createdAt;
        if (row.expiresAt <= now) {
          if (await repo.takeOverClaim(db, row.token, fresh)) return claimed(fresh);
          continue;
        }
        if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
        if (row.responseStatus !== null)
          return { kind: 'replay', status: row.responseStatus, body: row.responseBody ?? '' };
        if (row.lockedUntil > now) return { kind: 'in_flight' };
        if (await repo.takeOverClaim(db, row.token, fresh)) return claimed(fresh);
      }
      return { kind: 'in_flight' };
    },

    /** Stores the claim's answer for replays; false when the claim was taken over meanwhile (its lock ran out). */
    complete(claim: Claim, status: number, body: string): Promise<boolean> {
      return repo.storeAnswer(db, claim.scope, claim.key, claim.token, status, body);
    },

    /** Gives the key up unanswered (the answer is not one to replay), so a retry runs the request again. */
    release(claim: Claim): Promise<void> {
      return repo.deleteClaim(db, claim.scope, claim.key, claim.token);
    },
  };
}
