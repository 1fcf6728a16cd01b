// Unpaid orders do not hold stock forever: a pending order older than PENDING_ORDER_TTL_MINUTES is cancelled
// exactly as a manual cancel would do it (history, released reservations, order.cancelled). Several processes
// may sweep one database at once: each order is claimed with FOR UPDATE SKIP LOCKED and moved only while pending.
import { runAsWorker } from '../../shared/request-context.js';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Actor } from '../../shared/actor.js';
import { systemActor } from '../../shared/actor.js';
import { yieldToEventLoop } from '../../shared/event-loop.js';
import * as repo from './orders.repository.js';
import { createStatusChanges, type StatusDeps } from './status-changes.js';

export interface OrderExpiryDeps extends StatusDeps {
  /** 0 = pending orders never expire. */
  ttlMinutes: number;
}

export interface ExpiryLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Orders claimed per round; the sweep goes on while rounds come back full. */
const BATCH = 100;

/** Ids of cancelled orders a sweep's log line names at most. */
const LOGGED_IDS = 100;

/** How often the background loop sweeps: an order is cancelled at most this long after its deadline. */
export const EXPIRY_SWEEP_INTERVAL_MS = 60_000;

export function createOrderExpiry(deps: OrderExpiryDeps) {
  const { db, dialect, clock, ttlMinutes } = deps;
  const status = createStatusChanges(deps);
  const reason = `Not paid within ${ttlMinutes} minutes: cancelled automatically`;

  /** Cancels one order if it is still an unclaimed, expired pending order; false when another process had it. */
  async function expireOne(actor: Actor, id: number, cutoff: string): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const order = await repo.claimExpiredPending(trx, dialect, id, cutoff);
      if (!order) return false;
      await status.applyIn(trx, actor, order, { status: 'cancelled', note: reason });
      return true;
    });
  }

  /**
   * Cancels every pending order created before now − TTL; returns the ids this call cancelled. Stops between two
   * orders once `stop` aborts (the rest waits for the next sweep), and lets other work run after each order.
   */
  async function expireUnpaid(actor: Actor, stop?: AbortSignal): Promise<number[]> {
    if (ttlMinutes === 0) return [];
    const cutoff = new Date(clock.now().getTime() - ttlMinutes * 60_000).toISOString();
    const cancelled: number[] = [];
    let after: repo.SweepCursor | null = null;
    for (;;) {
      const page = await repo.findExpiredPending(db, cutoff, after, BATCH);
      // One transaction per order: locks are held briefly, and a failure keeps the orders cancelled before it.
      for (const { id } of page) {
        if (stop?.aborted) return cancelled;
        if (await expireOne(actor, id, cutoff)) cancelled.push(id);
        await yieldToEventLoop();
      }
      if (page.length < BATCH) return cancelled;
      after = page.at(-1)!;
    }
  }

  return { expireUnpaid };
}

export type OrderExpiry = ReturnType<typeof createOrderExpiry>;

/** Sweeps every EXPIRY_SWEEP_INTERVAL_MS until `stop` aborts; resolves when stopped. Runs where webhook delivery runs. */
export async function runExpiryLoop(
  expiry: Pick<OrderExpiry, 'expireUnpaid'>,
  logger: ExpiryLogger,
  stop: AbortSignal,
  intervalMs = EXPIRY_SWEEP_INTERVAL_MS,
): Promise<void> {
  while (!stop.aborted) {
    try {
      const ids = await runAsWorker(() => expiry.expireUnpaid(systemActor, stop));
      // A backlog of thousands would make one huge line (written synchronously): its first ids say enough.
      if (ids.length) logger.info({ orderIds: ids.slice(0, LOGGED_IDS) }, `${ids.length} unpaid order(s) expired`);
    } catch (err) {
      logger.error({ err }, 'order expiry round failed');
    }
    await sleep(intervalMs, undefined, { signal: stop }).catch(() => {});
  }
}
