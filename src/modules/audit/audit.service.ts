import type { Db } from '../../db/open.js';
import type { Clock } from '../../shared/clock.js';
import { deleteInBatches, retentionCutoff } from '../../shared/retention.js';
import type { ActorType } from '../../shared/request-context.js';
import { actorNames, entityNames } from './actor-names.js';
import * as repo from './audit.repository.js';

export interface AuditLogEntry {
  id: number;
  createdAt: string;
  actorType: ActorType;
  actorId: string | null;
  /** The admin's, customer's or API key's name; null for other actors and for one deleted since. */
  actorName: string | null;
  apiKeyId: number | null;
  requestId: string | null;
  entityType: string;
  entityId: string;
  /** What staff call the entity: an order's number, a product's, customer's or category's name; else null. */
  entityName: string | null;
  action: string;
  changes: Record<string, [unknown, unknown]>;
}

/** Entries deleted per statement when pruning: short transactions, so writers wait at most one batch. */
export const PRUNE_BATCH = 1000;

export function createAuditService({
  db,
  clock,
  retentionDays,
}: {
  db: Db;
  clock: Clock;
  retentionDays: () => Promise<number>;
}) {
  return {
    /** One page, newest first, and the cursor of the next (null on the last page). */
    async list(
      filter: repo.AuditFilter,
      limit: number,
      before?: number,
    ): Promise<{ items: AuditLogEntry[]; nextCursor: number | null }> {
      const iso = (v: string | undefined) => (v === undefined ? undefined : new Date(v).toISOString());
      const rows = await repo.findEntries(
        db,
        { ...filter, from: iso(filter.from), to: iso(filter.to) },
        limit + 1,
        before,
      );
      const page = rows.slice(0, limit);
      const [nameOf, entityNameOf] = await Promise.all([
        actorNames(
          db,
          page.map((r) => ({ type: r.actorType, id: r.actorId })),
        ),
        entityNames(db, page),
      ]);
      const items = page.map((r) => ({
        ...r,
        actorType: r.actorType as ActorType,
        actorName: nameOf({ type: r.actorType, id: r.actorId }),
        entityName: entityNameOf(r),
        changes: JSON.parse(r.changes) as AuditLogEntry['changes'],
      }));
      return { items, nextCursor: rows.length > limit ? items.at(-1)!.id : null };
    },

    /**
     * Deletes entries older than the retention setting in batches of PRUNE_BATCH, yielding between them and
     * stopping there when `stop` aborts; 0 days keeps everything. Returns how many it deleted.
     */
    async prune(stop?: AbortSignal): Promise<number> {
      const cutoff = retentionCutoff(clock, await retentionDays());
      if (!cutoff) return 0;
      return deleteInBatches(() => repo.pruneBatch(db, cutoff, PRUNE_BATCH), PRUNE_BATCH, stop);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
