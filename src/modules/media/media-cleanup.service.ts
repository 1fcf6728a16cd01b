import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Db } from '../../db/open.js';
import type { Clock } from '../../shared/clock.js';
import { yieldToEventLoop } from '../../shared/event-loop.js';
import { UPLOADS_PREFIX, type MediaStorage } from './media-storage.js';
import * as repo from './media-deletions.repository.js';

/** An object under the uploads prefix with no row is an orphan once it is this old: no upload takes an hour between its object and its commit. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;
/** Objects one sweep looks at; the next sweep goes on after the last one (the listing is in key order). */
export const SWEEP_LIMIT = 10_000;
const SWEEP_BATCH = 500;
const DELETION_BATCH = 100;
/** A queued removal is first tried by the loop this long after its commit: the request that queued it tries at once. */
const LOOP_DELAY_MS = 60_000;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * What keeps storage and rows in step after the fact: removals of deleted rows' objects, queued in their transaction
 * and retried until done, and the sweep of orphan objects (written by an upload whose commit never came).
 */
export function createMediaCleanup({
  db,
  clock,
  storage,
  log,
}: {
  db: Db;
  clock: Clock;
  storage: MediaStorage;
  log: Logger;
}) {
  const iso = (offsetMs = 0) => new Date(clock.now().getTime() + offsetMs).toISOString();
  // Where the next sweep starts; each process sweeps the whole prefix over successive passes.
  let sweepAfter: string | undefined;

  return {
    /** Queues the objects of rows deleted in `trx`; call removeQueued with the same keys after the commit. */
    queue(trx: Transaction<Database>, keys: readonly string[]): Promise<void> {
      return repo.queueDeletions(trx, keys, iso(), iso(LOOP_DELAY_MS));
    },

    /** Removes the objects now; a failure leaves them queued for the background loop (the rows are gone whatever happens). */
    async removeQueued(keys: readonly string[]): Promise<void> {
      if (keys.length === 0) return;
      try {
        await storage.remove(keys);
        await repo.deleteDeletionsByKey(db, keys);
      } catch (err) {
        log.warn({ err, keys }, 'removing media objects failed; the background loop retries');
      }
    },

    /** Tries every due removal, backing off per failure (doubling, at most an hour). Returns the objects removed. */
    async retryDeletions(stop?: AbortSignal): Promise<number> {
      let removed = 0;
      while (!stop?.aborted) {
        const due = await repo.findDueDeletions(db, iso(), DELETION_BATCH);
        if (due.length === 0) break;
        const keys = due.map((d) => d.storageKey);
        try {
          await storage.remove(keys);
        } catch (err) {
          const attempts = Math.min(...due.map((d) => d.attempts)) + 1;
          await repo.postponeDeletions(
            db,
            due.map((d) => d.id),
            iso(Math.min(LOOP_DELAY_MS * 2 ** attempts, MAX_BACKOFF_MS)),
          );
          log.warn({ err, count: keys.length }, 'removing media objects failed; retried later');
          break;
        }
        await repo.deleteDeletionsByKey(db, keys);
        removed += keys.length;
        if (due.length < DELETION_BATCH) break;
        await yieldToEventLoop();
      }
      return removed;
    },

    /**
     * Removes objects under the uploads prefix that no row names and that are older than ORPHAN_MIN_AGE_MS, looking
     * at SWEEP_LIMIT objects at most. Returns the objects removed.
     */
    async sweepOrphans(stop?: AbortSignal): Promise<number> {
      const cutoff = clock.now().getTime() - ORPHAN_MIN_AGE_MS;
      let seen = 0;
      let removed = 0;
      let batch: string[] = [];
      let last: string | undefined;
      const flush = async () => {
        const used = await repo.keysInUse(db, batch);
        const orphans = batch.filter((key) => !used.has(key));
        if (orphans.length) await storage.remove(orphans);
        removed += orphans.length;
        batch = [];
        await yieldToEventLoop();
      };
      for await (const object of storage.list(UPLOADS_PREFIX, sweepAfter)) {
        if (stop?.aborted) break;
        last = object.key;
        if (object.lastModified.getTime() < cutoff) batch.push(object.key);
        if (batch.length >= SWEEP_BATCH) await flush();
        if (++seen >= SWEEP_LIMIT) break;
      }
      if (batch.length) await flush();
      // Stopped short: the next pass goes on from here; a pass that reached the end starts over next time.
      sweepAfter = seen >= SWEEP_LIMIT || stop?.aborted ? last : undefined;
      return removed;
    },
  };
}

export type MediaCleanup = ReturnType<typeof createMediaCleanup>;
