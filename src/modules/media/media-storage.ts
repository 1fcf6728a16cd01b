import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import parseRange from 'range-parser';
import type { Config } from '../../config.js';
import { DomainError } from '../../shared/errors.js';

/** An object as a listing shows it. */
export interface StoredObject {
  key: string;
  size: number;
  lastModified: Date;
}

/** What reading an object for GET /media/<key> found. */
export type ObjectRead =
  | { status: 'missing' }
  | { status: 'not-modified'; etag: string }
  | { status: 'unsatisfiable'; size: number }
  | {
      status: 'found';
      body: Readable;
      length: number;
      size: number;
      range: { start: number; end: number } | null;
      etag: string;
    };

/**
 * Where the image files live, by storage key (`uploads/ab/<random>.jpg`): files under DATA_DIR/media, or objects in
 * an S3-compatible bucket. Keys are random and never reused, so a written object never changes.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /** Fails (any error) when the object could not be stored; nothing may point at it then. */
  write(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes objects; already missing ones are fine (a retried delete must not fail). */
  remove(keys: readonly string[]): Promise<void>;
  /** `range` and `ifNoneMatch` are the request's headers, as sent. */
  read(key: string, conditions: { range?: string; ifNoneMatch?: string }): Promise<ObjectRead>;
  /** Every object under the prefix ('' for all) in key order, from after `startAfter` when given. */
  list(prefix: string, startAfter?: string): AsyncIterable<StoredObject>;
}

/** The prefix every upload is written under: what the orphan sweep looks at. */
export const UPLOADS_PREFIX = 'uploads/';

/** Seconds a client should wait after the storage failed: an outage of object storage is not over in a second. */
export const STORAGE_RETRY_AFTER = 30;

export const storageUnavailable = () =>
  new DomainError(
    'unavailable',
    'SERVICE_UNAVAILABLE',
    'The media storage is unavailable, please try again',
    undefined,
    STORAGE_RETRY_AFTER,
  );

/**
 * The configured storage: MEDIA_STORAGE picks the implementation. The AWS SDK is loaded only for s3: it takes about
 * half a second of every start that does not need it.
 */
export async function openMediaStorage(config: Pick<Config, 'dataDir' | 'mediaStorage' | 's3'>): Promise<MediaStorage> {
  if (config.mediaStorage === 'local') return createLocalStorage(config.dataDir);
  const { createS3Storage } = await import('./s3-storage.js');
  return createS3Storage(config.s3!);
}

/** Where media URLs point: MEDIA_PUBLIC_URL (a CDN, the bucket's address) or this server's /media/<key>. */
export function mediaUrls(config: Pick<Config, 'mediaPublicUrl'>): (key: string) => string {
  const base = config.mediaPublicUrl ?? '/media';
  return (key) => `${base}/${key}`;
}

/** Files under DATA_DIR/media/<storage key>. */
export function createLocalStorage(dataDir: string): MediaStorage & { root: string; pathOf(key: string): string } {
  const root = path.join(dataDir, 'media');

  function pathOf(key: string): string {
    const full = path.resolve(root, key);
    if (!full.startsWith(root + path.sep)) throw new Error(`storage key escapes the media directory: ${key}`);
    return full;
  }

  return {
    kind: 'local',
    root,
    pathOf,

    async write(key, data) {
      const full = pathOf(key);
      await fs.promises.mkdir(path.dirname(full), { recursive: true });
      await fs.promises.writeFile(full, data, { flag: 'wx' });
    },

    async remove(keys) {
      await Promise.all(keys.map((key) => fs.promises.rm(pathOf(key), { force: true })));
    },

    async read(key, { range, ifNoneMatch }) {
      const file = pathOf(key);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile()) return { status: 'missing' };
      // Keys are never rewritten: size and time name the content.
      const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
      if (ifNoneMatch && matchesEtag(ifNoneMatch, etag)) return { status: 'not-modified', etag };
      const ranges = range ? parseRange(stat.size, range, { combine: true }) : -2;
      if (ranges === -1) return { status: 'unsatisfiable', size: stat.size };
      // A malformed header, or several ranges: the whole file, as RFC 9110 allows.
      const one = Array.isArray(ranges) && ranges.length === 1 ? ranges[0]! : null;
      const start = one?.start ?? 0;
      const end = one?.end ?? stat.size - 1;
      const body = fs.createReadStream(file, stat.size === 0 ? {} : { start, end });
      return {
        status: 'found',
        body,
        length: stat.size === 0 ? 0 : end - start + 1,
        size: stat.size,
        range: one,
        etag,
      };
    },

    async *list(prefix, startAfter) {
      const dir = path.join(root, prefix.replace(/\/?[^/]*$/, ''));
      let names: string[];
      try {
        names = await fs.promises.readdir(dir, { recursive: true });
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw e;
      }
      const base = path.relative(root, dir);
      for (const name of names.sort()) {
        const key = (base ? `${base}/${name}` : name).split(path.sep).join('/');
        if (!key.startsWith(prefix) || (startAfter !== undefined && key <= startAfter)) continue;
        const stat = await fs.promises.stat(path.join(root, key)).catch(() => null);
        if (stat?.isFile()) yield { key, size: stat.size, lastModified: stat.mtime };
      }
    },
  };
}

/** If-None-Match against one ETag: a list, `*`, weak or strong. */
export function matchesEtag(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}
