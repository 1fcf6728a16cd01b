import type { Db } from '../../db/open.js';
import type { Actor } from '../../shared/actor.js';
import { notFound } from '../../shared/errors.js';
import * as repo from './products.repository.js';
import type { ProductChanges, Snapshot } from './product.js';
import type { ProductsService } from './products.service.js';

export interface ProductVersion {
  versionNumber: number;
  changedBy: string | null;
  changeReason: string | null;
  batchId: string | null;
  createdAt: string;
}

/** Snapshots of a product's prior states: list, read, compare, restore. */
export function createProductVersionsService({ db, products }: { db: Db; products: Pick<ProductsService, 'get' | 'update'> }) {
  async function read(productId: number, versionNumber: number) {
    const row = await repo.findVersion(db, productId, versionNumber);
    if (!row) throw notFound(`Version ${versionNumber} of product ${productId}`);
    return { versionNumber: row.versionNumber, changedBy: row.changedBy, changeReason: row.changeReason, batchId: row.batchId, createdAt: row.createdAt, snapshot: JSON.parse(row.snapshot) as Snapshot };
  }

  return {
    async list(productId: number): Promise<ProductVersion[]> {
      await products.get(productId);
      return (await repo.findVersions(db, productId)).map(({ versionNumber, changedBy, changeReason, batchId, createdAt }) => ({ versionNumber, changedBy, changeReason, batchId, createdAt }));
    },

    read,

    /** The fields whose values differ between two versions, as {field: {a, b}}. */
    async compare(productId: number, a: number, b: number) {
      const [va, vb] = await Promise.all([read(productId, a), read(productId, b)]);
      const changes: Record<string, { a: unknown; b: unknown }> = {};
      for (const field of new Set([...Object.keys(va.snapshot), ...Object.keys(vb.snapshot)]) as Set<keyof Snapshot>) {
        if (JSON.stringify(va.snapshot[field]) !== JSON.stringify(vb.snapshot[field])) changes[field] = { a: va.snapshot[field] ?? null, b: vb.snapshot[field] ?? null };
      }
      return { productId, versionA: a, versionB: b, changes };
    },

    /** Applies a snapshot as a new change: the state before the restore becomes a version too. */
    async restore(actor: Actor, productId: number, versionNumber: number) {
      const { snapshot } = await read(productId, versionNumber);
      const changes: ProductChanges = { ...snapshot };
      return products.update(actor, productId, changes, { changeReason: `restore of version ${versionNumber}` });
    },
  };
}

export type ProductVersionsService = ReturnType<typeof createProductVersionsService>;
