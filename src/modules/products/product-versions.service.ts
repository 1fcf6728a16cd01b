import type { Db } from '../../db/open.js';
import type { Actor } from '../../shared/actor.js';
import { notFound } from '../../shared/errors.js';
import { actorNames, parseActor } from '../audit/actor-names.js';
import * as versions from './product-versions.repository.js';
import { findProductRow } from './products.repository.js';
import { changesFromSnapshot, diffSnapshots, shownSnapshot, type Snapshot } from './product.js';
import type { ProductWrites } from './product-writes.js';

export interface VersionInfo {
  versionNumber: number;
  changedBy: string | null;
  /** The name of the admin or API key changedBy names; null for others and for one deleted since. */
  changedByName: string | null;
  changeReason: string | null;
  batchId: string | null;
  createdAt: string;
}

export interface Version extends VersionInfo {
  productId: number;
  /** The product as it was before the change that created this version. */
  snapshot: Partial<Snapshot>;
}

/** The versions with changedByName, from one query per kind of actor among them. */
async function named<T extends { changedBy: string | null }>(
  db: Db,
  list: T[],
): Promise<(T & { changedByName: string | null })[]> {
  const refs = list.map((v) => (v.changedBy === null ? null : parseActor(v.changedBy)));
  const nameOf = await actorNames(
    db,
    refs.filter((r) => r !== null),
  );
  return list.map((v, i) => ({ ...v, changedByName: refs[i] ? nameOf(refs[i]) : null }));
}

/** Snapshots of a product's prior states: list, read, compare, restore. */
export function createProductVersions({ db, writes }: { db: Db; writes: Pick<ProductWrites, 'update'> }) {
  async function read(productId: number, versionNumber: number): Promise<Omit<Version, 'changedByName'>> {
    const row = await versions.findVersion(db, productId, versionNumber);
    if (!row) throw notFound(`Version ${versionNumber} of product ${productId}`);
    const { versionNumber: n, changedBy, changeReason, batchId, createdAt } = row;
    return {
      productId,
      versionNumber: n,
      changedBy,
      changeReason,
      batchId,
      createdAt,
      snapshot: shownSnapshot(JSON.parse(row.snapshot) as Snapshot),
    };
  }

  return {
    /** The product's versions, oldest first; 404 for an unknown product. */
    async listVersions(productId: number): Promise<VersionInfo[]> {
      const [product, list] = await Promise.all([findProductRow(db, productId), versions.findVersions(db, productId)]);
      if (!product) throw notFound('Product');
      return named(db, list);
    },

    async readVersion(productId: number, versionNumber: number): Promise<Version> {
      const version = await read(productId, versionNumber);
      return (await named(db, [version]))[0]!;
    },

    /** The fields that differ between two versions, as {field: {a, b}}. */
    async compareVersions(productId: number, versionA: number, versionB: number) {
      const [a, b] = await Promise.all([read(productId, versionA), read(productId, versionB)]);
      return { productId, versionA, versionB, changes: diffSnapshots(a.snapshot, b.snapshot) };
    },

    /**
     * Applies a version's snapshot (stock excepted) as a new change, so the state before the restore becomes a version
     * too. Its options and variants replace the product's; a version from before they were kept leaves them as they are.
     */
    async restoreVersion(actor: Actor, productId: number, versionNumber: number) {
      const row = await versions.findVersion(db, productId, versionNumber);
      if (!row) throw notFound(`Version ${versionNumber} of product ${productId}`);
      const snapshot = JSON.parse(row.snapshot) as Partial<Snapshot>;
      return writes.update(
        actor,
        productId,
        { ...changesFromSnapshot(snapshot) },
        { changeReason: `Restored version ${versionNumber}`, restoring: true },
      );
    },
  };
}
