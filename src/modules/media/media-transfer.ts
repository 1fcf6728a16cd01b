import fs from 'node:fs';
import type { Db } from '../../db/open.js';
import { createLocalStorage, type MediaStorage } from './media-storage.js';
import * as repo from './media.repository.js';

const PAGE = 500;

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};
const contentTypeOf = (key: string) => CONTENT_TYPES[key.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream';

/** Every object a media row names, with the row's id, in id order. */
async function* rowKeys(db: Db): AsyncGenerator<{ id: number; key: string }> {
  let after = 0;
  for (;;) {
    const rows = await repo.mediaKeysPage(db, after, PAGE);
    for (const r of rows) {
      yield { id: r.id, key: r.storageKey };
      if (r.thumbnailKey) yield { id: r.id, key: r.thumbnailKey };
    }
    if (rows.length < PAGE) return;
    after = rows.at(-1)!.id;
  }
}

async function sizes(storage: MediaStorage): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for await (const o of storage.list('')) found.set(o.key, o.size);
  return found;
}

export interface MigrationProgress {
  total: number;
  copied: number;
  /** In the target already with the same size: a rerun skips what an earlier run copied. */
  present: number;
  /** Named by a row but not on the local disk. */
  missing: string[];
}

/**
 * Copies the object of every media row from DATA_DIR/media to `target`. Idempotent and resumable: what the target
 * holds with the same size is skipped, so an interrupted run is simply run again.
 */
export async function migrateLocalMedia(
  db: Db,
  dataDir: string,
  target: MediaStorage,
  onProgress: (p: MigrationProgress) => void,
): Promise<MigrationProgress> {
  const local = createLocalStorage(dataDir);
  const there = await sizes(target);
  const progress: MigrationProgress = { total: 0, copied: 0, present: 0, missing: [] };
  for await (const { key } of rowKeys(db)) {
    progress.total++;
    const data = await fs.promises.readFile(local.pathOf(key)).catch((e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') return null;
      throw e;
    });
    if (!data) progress.missing.push(key);
    else if (there.get(key) === data.length) progress.present++;
    else {
      await target.write(key, data, contentTypeOf(key));
      progress.copied++;
    }
    onProgress(progress);
  }
  return progress;
}

export interface VerifyReport {
  rows: number;
  objects: number;
  /** Keys rows name that the storage does not hold. */
  missing: { mediaId: number; key: string }[];
  /** Objects no row names (orphans, or removals still queued). */
  unreferenced: string[];
}

/** Compares the media rows with the objects of the storage, both ways. */
export async function verifyMedia(db: Db, storage: MediaStorage): Promise<VerifyReport> {
  const objects = await sizes(storage);
  const unreferenced = new Set(objects.keys());
  const report: VerifyReport = { rows: 0, objects: objects.size, missing: [], unreferenced: [] };
  const ids = new Set<number>();
  for await (const { id, key } of rowKeys(db)) {
    ids.add(id);
    if (!objects.has(key)) report.missing.push({ mediaId: id, key });
    unreferenced.delete(key);
  }
  report.rows = ids.size;
  report.unreferenced = [...unreferenced].sort();
  return report;
}
