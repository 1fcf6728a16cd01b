// What changed, for the dashboard's live views (issue 24, item 3): one poll of the change counters per process,
// fanned out to every listener. The counters (db/data-versions.ts) grow with every commit on any instance sharing
// the database, so a commit elsewhere is seen within one interval; a poll reads one row while nothing changed.
import { readDataVersions, type DataVersions } from '../../db/data-versions.js';
import type { Db } from '../../db/open.js';
import type { Clock } from '../../shared/clock.js';
import { findOrdersCreatedSince } from '../orders/orders.repository.js';

export interface NewOrder {
  id: number;
  orderNumber: number;
  status: string;
  createdAt: string;
}

export interface FeedChange {
  versions: DataVersions;
  previous: DataVersions;
  /** Orders first seen in this poll (only read when the sales counter moved). */
  created: NewOrder[];
}

export type FeedListener = (change: FeedChange) => void;

export interface LiveFeedDeps {
  db: Db;
  clock: Clock;
  log: { warn(obj: object, msg: string): void };
  /** How often the counters are read while someone listens. */
  intervalMs?: number;
}

/**
 * An order is news when it was not there at the previous poll. Ids are not handed out in commit order (an order
 * can commit after one with a higher id), so the feed keeps the ids it has seen among the orders created in the
 * last WINDOW_MS and reports the others; an order committing later than that after its creation is not reported
 * as new (the `orders.changed` event still tells the dashboard to refresh).
 */
const WINDOW_MS = 60_000;
/** At most this many orders per poll are reported one by one (a burst past it is seen by the next polls). */
const MAX_NEW_PER_POLL = 500;

export function createLiveFeed({ db, clock, log, intervalMs = 500 }: LiveFeedDeps) {
  const listeners = new Set<FeedListener>();
  const seen = new Map<number, string>();
  let versions: DataVersions | null = null;
  let starting: Promise<DataVersions> | null = null;
  let timer: NodeJS.Timeout | null = null;

  /** Orders of the window not seen before; everything of the window is remembered, what left it forgotten. */
  async function newOrders(): Promise<NewOrder[]> {
    const since = new Date(clock.now().getTime() - WINDOW_MS).toISOString();
    const rows = await findOrdersCreatedSince(db, since, MAX_NEW_PER_POLL);
    for (const [id, createdAt] of seen) if (createdAt < since) seen.delete(id);
    const fresh = rows.filter((r) => !seen.has(r.id));
    for (const r of fresh) seen.set(r.id, r.createdAt);
    return fresh;
  }

  async function start(): Promise<DataVersions> {
    const now = await readDataVersions(db);
    seen.clear();
    await newOrders();
    versions = now;
    schedule();
    return now;
  }

  function schedule() {
    timer = setTimeout(() => void poll(), intervalMs);
  }

  async function poll(): Promise<void> {
    timer = null;
    if (listeners.size === 0) return stop();
    try {
      const previous = versions!;
      const now = await readDataVersions(db);
      // A new epoch (a restore, shop_bump_versions()) may bring counters back to values seen before: a change too.
      const sales = now.sales !== previous.sales || now.epoch !== previous.epoch;
      if (sales || now.catalog !== previous.catalog || now.access !== previous.access) {
        const created = sales ? await newOrders() : [];
        versions = now;
        for (const listener of listeners) listener({ versions: now, previous, created });
      }
    } catch (err) {
      // A lost connection or a lock: the next poll tries again; listeners keep their streams.
      log.warn({ err }, 'live feed: reading the change counters failed');
    }
    if (listeners.size === 0) stop();
    else schedule();
  }

  function stop() {
    if (timer) clearTimeout(timer);
    timer = null;
    versions = null;
    starting = null;
  }

  return {
    /** Adds a listener; the counters now (polling starts with the first listener and stops after the last). */
    async subscribe(listener: FeedListener): Promise<{ versions: DataVersions; unsubscribe: () => void }> {
      listeners.add(listener);
      const unsubscribe = () => {
        listeners.delete(listener);
      };
      try {
        starting ??= start();
        return { versions: versions ?? (await starting), unsubscribe };
      } catch (e) {
        unsubscribe();
        starting = null;
        throw e;
      }
    },

    /** How many listen now. */
    get listening(): number {
      return listeners.size;
    },
  };
}

export type LiveFeed = ReturnType<typeof createLiveFeed>;
