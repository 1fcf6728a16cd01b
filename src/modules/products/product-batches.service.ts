// Bulk edits as batches: apply (one transaction per product, versioned with the batch id), list, revert.
// A revert writes through the same update path as any admin edit (a new version with its own batch id and
// product.updated events), so history is never rewritten and a revert is itself a batch that can be reverted.
import crypto from 'node:crypto';
import type { Db } from '../../db/open.js';
import type { Clock } from '../../shared/clock.js';
import { describeActor, type Actor } from '../../shared/actor.js';
import { DomainError, conflict, notFound } from '../../shared/errors.js';
import { yieldToEventLoop } from '../../shared/event-loop.js';
import * as repo from './product-batches.repository.js';
import { nextVersionNumber } from './product-versions.repository.js';
import {
  CHANGE_FIELDS,
  isSnapshotField,
  type ChangeField,
  type ProductChanges,
  type Snapshot,
  type SnapshotField,
} from './product.js';
import type { ChangeNote, FieldChange, ProductWrites } from './product-writes.js';

export interface BulkResult {
  /** The batch the versions carry: the one sent, or a generated one. */
  batchId: string;
  updated: number;
  errors: { productId: number; error: string }[];
  /** true: nothing was applied, `updated` and `errors` say what the same call would do. */
  dryRun: boolean;
  /** Dry run only: per product the update would change, each changed field before and after. */
  changes?: { productId: number; changes: Record<string, FieldChange> }[];
}

export type BatchStatus = 'applied' | 'reverting' | 'reverted' | 'partially_reverted';

export interface Batch {
  batchId: string;
  changedBy: string | null;
  changeReason: string | null;
  createdAt: string;
  /** The fields the batch set; null for batches from before they were recorded. */
  fields: string[] | null;
  status: BatchStatus;
  revertBatchId: string | null;
  revertedBy: string | null;
  revertedAt: string | null;
  products: { productId: number; versionNumber: number; changedAt: string }[];
}

export interface RevertOutcome {
  productId: number;
  status: 'reverted' | 'skipped' | 'failed';
  reason: string | null;
}

export interface RevertResult {
  batchId: string;
  revertBatchId: string;
  status: BatchStatus;
  reverted: number;
  skipped: number;
  failed: number;
  results: RevertOutcome[];
}

/** A revert claim older than this is taken to be from a process that died, and may be taken over. */
const STALE_REVERT_MS = 10 * 60_000;

/** Thrown under the row lock when a product is left as it is; rolls its transaction back. */
class Skip extends Error {}

/**
 * The fields whose revert puts back other snapshot fields than their own: the derived SEO fields follow name and
 * description, status says isHidden, and stock is never put back (see decisions.md). Any other field puts back itself.
 */
const RESTORES: Partial<Record<ChangeField, readonly SnapshotField[]>> = {
  name: ['name', 'seoTitle'],
  description: ['description', 'seoDescription'],
  isHidden: ['status'],
  stock: [],
  // Options decide which variants exist: putting them back puts back the variants too.
  options: ['options', 'variants'],
};

/** The snapshot fields that bring back what a batch setting `fields` changed; null (an old batch): every field. */
function restoredFields(fields: readonly string[] | null): SnapshotField[] {
  const out = new Set<SnapshotField>();
  for (const f of fields ?? CHANGE_FIELDS) {
    for (const restored of Object.hasOwn(RESTORES, f) ? RESTORES[f as ChangeField]! : isSnapshotField(f) ? [f] : [])
      out.add(restored);
  }
  return [...out];
}

function parseFields(text: string | null): string[] | null {
  return text === null ? null : (JSON.parse(text) as string[]);
}

export function createProductBatches({
  db,
  clock,
  writes,
  log,
}: {
  db: Db;
  clock: Clock;
  writes: Pick<ProductWrites, 'update' | 'previewAll'>;
  log: { warn(obj: object, msg: string): void };
}) {
  /** Creates the batch, or extends it when its id is sent again; a reverted batch takes no more products (409). */
  async function open(actor: Actor, batchId: string, fields: string[], changeReason: string | null): Promise<void> {
    const row = await repo.ensureBatch(db, {
      batchId,
      changedBy: describeActor(actor),
      changeReason,
      fields: JSON.stringify(fields),
      createdAt: clock.now().toISOString(),
    });
    if (row.status !== 'applied') throw conflict(`Batch ${batchId} was reverted; use another batchId`);
    const known = parseFields(row.fields);
    if (known && fields.some((f) => !known.includes(f)))
      await repo.setBatchFields(db, batchId, JSON.stringify([...new Set([...known, ...fields])]));
  }

  /** What open would refuse, without creating the batch (a dry run). */
  async function assertOpenable(batchId: string): Promise<void> {
    const row = await repo.findBatch(db, batchId);
    if (row && row.status !== 'applied') throw conflict(`Batch ${batchId} was reverted; use another batchId`);
  }

  async function get(batchId: string): Promise<Batch> {
    const [row, versions] = await Promise.all([repo.findBatch(db, batchId), repo.findBatchVersions(db, batchId)]);
    if (!row) throw notFound('Batch');
    const first = new Map<number, { productId: number; versionNumber: number; changedAt: string }>();
    for (const v of versions)
      if (!first.has(v.productId))
        first.set(v.productId, { productId: v.productId, versionNumber: v.versionNumber, changedAt: v.createdAt });
    return {
      batchId: row.batchId,
      changedBy: row.changedBy,
      changeReason: row.changeReason,
      createdAt: row.createdAt,
      fields: parseFields(row.fields),
      status: row.status as BatchStatus,
      revertBatchId: row.revertBatchId,
      revertedBy: row.revertedBy,
      revertedAt: row.revertedAt,
      products: [...first.values()],
    };
  }

  return {
    /**
     * Applies the same change to each product in its own transaction, versioned with the note's batch id (generated
     * when none is sent); a product that fails (missing, invalid value) is reported and the others stay changed.
     */
    async bulkUpdate(
      actor: Actor,
      productIds: number[],
      updates: Record<string, unknown>,
      note: ChangeNote,
      { dryRun = false } = {},
    ): Promise<BulkResult> {
      const batchId = note.batchId ?? crypto.randomUUID();
      const fields = Object.keys(updates).filter((f) => (CHANGE_FIELDS as readonly string[]).includes(f));
      if (dryRun) await assertOpenable(batchId);
      else await open(actor, batchId, fields, note.changeReason ?? null);
      const result: BulkResult = { batchId, updated: 0, errors: [], dryRun, ...(dryRun && { changes: [] }) };
      const refused = (productId: number, e: unknown) => {
        if (!(e instanceof DomainError)) log.warn({ err: e, productId }, 'bulk update of a product failed');
        result.errors.push({ productId, error: e instanceof DomainError ? e.message : 'Unexpected error' });
      };
      const applied = { changeReason: note.changeReason, batchId };
      if (dryRun) {
        for (const outcome of await writes.previewAll(actor, productIds, updates, applied)) {
          if ('error' in outcome) refused(outcome.productId, outcome.error);
          else {
            result.changes!.push(outcome);
            result.updated += 1;
          }
        }
        return result;
      }
      for (const productId of productIds) {
        try {
          await writes.update(actor, productId, updates, applied);
          result.updated += 1;
        } catch (e) {
          refused(productId, e);
        }
        await yieldToEventLoop();
      }
      return result;
    },

    /** Who, when, why, which products (with the version holding each one's state before the batch), status. */
    get,

    /**
     * Puts every product of the batch back to its state before the batch, each as a new version in a revert batch
     * of its own. A product changed after the batch is skipped unless `force`; one already reverted (by an earlier,
     * partial revert) is skipped. One revert of a batch at a time: a concurrent one is 409, never applied twice.
     */
    async revert(actor: Actor, batchId: string, { force = false } = {}): Promise<RevertResult> {
      const batch = await get(batchId);
      const now = clock.now();
      const claimed = await repo.claimRevert(db, {
        batchId,
        revertBatchId: crypto.randomUUID(),
        now: now.toISOString(),
        staleBefore: new Date(now.getTime() - STALE_REVERT_MS).toISOString(),
      });
      if (!claimed)
        throw conflict(
          batch.status === 'reverting' ? `Batch ${batchId} is being reverted` : `Batch ${batchId} is reverted already`,
        );
      const revertBatchId = claimed.revertBatchId!;
      const fields = restoredFields(batch.fields);
      try {
        await open(actor, revertBatchId, batch.fields ?? fields, `revert of batch ${batchId}`);
      } catch (e) {
        await repo.finishRevert(db, { batchId, startedAt: claimed.revertStartedAt!, status: batch.status });
        throw e;
      }

      const versions = await repo.findBatchVersions(db, batchId);
      const lastOfBatch = new Map<number, number>();
      for (const v of versions) lastOfBatch.set(v.productId, v.versionNumber);
      const results: RevertOutcome[] = [];
      for (const { productId, versionNumber } of batch.products) {
        const snapshot = JSON.parse(
          versions.find((v) => v.productId === productId && v.versionNumber === versionNumber)!.snapshot,
        ) as Snapshot;
        const changes: ProductChanges = Object.fromEntries(
          fields.filter((f) => f in snapshot).map((f) => [f, snapshot[f]]),
        );
        try {
          await writes.update(
            actor,
            productId,
            { ...changes },
            { changeReason: `revert of batch ${batchId}`, batchId: revertBatchId, restoring: true },
            async (trx) => {
              if (await repo.productInBatch(trx, productId, revertBatchId)) throw new Skip('already reverted');
              if (!force && (await nextVersionNumber(trx, productId)) - 1 > lastOfBatch.get(productId)!)
                throw new Skip('changed after the batch');
            },
          );
          results.push({ productId, status: 'reverted', reason: null });
        } catch (e) {
          if (e instanceof Skip) results.push({ productId, status: 'skipped', reason: e.message });
          else {
            if (!(e instanceof DomainError)) log.warn({ err: e, productId, batchId }, 'revert of a product failed');
            results.push({
              productId,
              status: 'failed',
              reason: e instanceof DomainError ? e.message : 'Unexpected error',
            });
          }
        }
        await yieldToEventLoop();
      }

      const count = (s: RevertOutcome['status']) => results.filter((r) => r.status === s).length;
      const done = results.every((r) => r.status === 'reverted' || r.reason === 'already reverted');
      const status: BatchStatus = done ? 'reverted' : 'partially_reverted';
      await repo.finishRevert(db, {
        batchId,
        startedAt: claimed.revertStartedAt!,
        status,
        revertedBy: describeActor(actor),
        now: clock.now().toISOString(),
      });
      return {
        batchId,
        revertBatchId,
        status,
        reverted: count('reverted'),
        skipped: count('skipped'),
        failed: count('failed'),
        results,
      };
    },
  };
}
