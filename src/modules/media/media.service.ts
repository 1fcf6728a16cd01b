import crypto from 'node:crypto';
import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import type { NewRow, Row } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { DomainError, invalid, notFound } from '../../shared/errors.js';
import type { Page, PageRequest } from '../../shared/page.js';
import type { SettingsService } from '../settings/settings.service.js';
import { storageUnavailable, type MediaStorage } from './media-storage.js';
import type { MediaCleanup } from './media-cleanup.service.js';
import { processImage, type ProcessedImage } from './image-processing.js';
import { record } from '../audit/audit.js';
import * as repo from './media.repository.js';
import * as images from './product-images.repository.js';

/** A file as the client sent it, with the text fields of the same form. */
export interface ImageUpload {
  data: Buffer;
  fileName: string;
  alt?: string;
  title?: string;
}

export interface MediaItem {
  id: number;
  /** The stored file's name: random, with the extension of the real format. */
  fileName: string;
  originalName: string;
  url: string;
  thumbnailUrl: string | null;
  mimeType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  alt: string;
  title: string;
  createdAt: string;
  updatedAt: string;
}

export type ProductImage = images.ProductImage;

export const ALT_MAX = 1000;
export const TITLE_MAX = 500;

export const imageTooLarge = (maxBytes: number) =>
  new DomainError('payload_too_large', 'PAYLOAD_TOO_LARGE', `The image is larger than the limit of ${maxBytes} bytes`, {
    maxBytes,
  });

const keysOf = (row: Pick<Row<'media'>, 'storageKey' | 'thumbnailKey'>): string[] =>
  row.thumbnailKey ? [row.storageKey, row.thumbnailKey] : [row.storageKey];

function text(value: string | undefined, field: string, max: number): string {
  const v = (value ?? '').trim();
  if (v.length > max) throw invalid(`${field} is longer than ${max} characters`);
  return v;
}

/** The client's file name without any path and control characters; only ever displayed and searched. */
function originalNameOf(name: string): string {
  return (
    name
      .split(/[\\/]/)
      .pop()!
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .trim()
      .slice(0, 255) || 'upload'
  );
}

type Fields = { originalName: string; alt: string; title: string };

/** The text that goes with an upload, checked before the (costly) image is decoded. */
const fieldsOf = (upload: ImageUpload): Fields => ({
  originalName: originalNameOf(upload.fileName),
  alt: text(upload.alt, 'alt', ALT_MAX),
  title: text(upload.title, 'title', TITLE_MAX),
});

/** Uploads into the media library and onto products, the library's metadata, and deletion with the files. */
export function createMediaService({
  db,
  dialect,
  clock,
  settings,
  storage,
  urlOf,
  cleanup,
  log,
}: {
  db: Db;
  dialect: SqlDialect;
  clock: Clock;
  settings: Pick<SettingsService, 'effective'>;
  storage: MediaStorage;
  /** The public URL of a storage key. */
  urlOf: (key: string) => string;
  cleanup: Pick<MediaCleanup, 'queue' | 'removeQueued'>;
  log: { warn(obj: object, msg: string): void };
}) {
  const toItem = (r: Row<'media'>): MediaItem => ({
    id: r.id,
    fileName: r.fileName,
    originalName: r.originalName,
    url: urlOf(r.storageKey),
    thumbnailUrl: r.thumbnailKey ? urlOf(r.thumbnailKey) : null,
    mimeType: r.mimeType,
    sizeBytes: r.sizeBytes,
    width: r.width,
    height: r.height,
    alt: r.alt,
    title: r.title,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  });

  async function decode(upload: ImageUpload): Promise<ProcessedImage> {
    const { imageMaxBytes, imageMaxPixels, imageFormats } = await settings.effective();
    if (upload.data.length > imageMaxBytes) throw imageTooLarge(imageMaxBytes);
    return processImage(upload.data, imageFormats, imageMaxPixels);
  }

  /**
   * Writes the image and its thumbnail under a new random key, then runs save (the rows): a row never names a
   * missing object. A failed write is a 503 and nothing is saved; a failing save removes the objects again, and
   * what that misses (the process died, the storage failed too) the orphan sweep removes.
   */
  async function store<T>(
    image: ProcessedImage,
    fields: Fields,
    save: (row: NewRow<'media'>) => Promise<T>,
  ): Promise<T> {
    const name = crypto.randomBytes(16).toString('hex');
    const dir = `uploads/${name.slice(0, 2)}`;
    const fileName = `${name}.${image.extension}`;
    const keys = { storageKey: `${dir}/${fileName}`, thumbnailKey: `${dir}/${name}-thumb.webp` };
    const now = clock.now().toISOString();
    // Both writes end before anything is removed: a write still in flight would leave its object behind.
    const written = await Promise.allSettled([
      storage.write(keys.storageKey, image.data, image.mimeType),
      storage.write(keys.thumbnailKey, image.thumbnail, 'image/webp'),
    ]);
    const failed = written.find((w) => w.status === 'rejected');
    if (failed) {
      log.warn({ err: failed.reason, keys }, 'writing an uploaded image failed; answered 503');
      await storage.remove(Object.values(keys)).catch(() => {});
      throw storageUnavailable();
    }
    try {
      return await save({
        fileName,
        ...fields,
        ...keys,
        mimeType: image.mimeType,
        sizeBytes: image.data.length,
        width: image.width,
        height: image.height,
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      // Best effort: the original error is the one to report.
      await storage.remove(Object.values(keys)).catch(() => {});
      throw error;
    }
  }

  /**
   * Deletes the media row with its change-log entry and queues its objects' removal in the same transaction, then
   * removes them (the queue retries what fails). Undefined when the row was gone already.
   */
  async function deleteLogged(id: number): Promise<Row<'media'> | undefined> {
    const row = await db.transaction().execute(async (trx) => {
      const deleted = await repo.deleteMedia(trx, id);
      if (deleted) {
        await record(trx, { entityType: 'media', entityId: id, action: 'delete', before: deleted });
        await cleanup.queue(trx, keysOf(deleted));
      }
      return deleted;
    });
    if (row) await cleanup.removeQueued(keysOf(row));
    return row;
  }

  const service = {
    /** The most an upload may carry (settings imageMaxBytes): the transport stops reading beyond it. */
    maxUploadBytes: async (): Promise<number> => (await settings.effective()).imageMaxBytes,

    /** An image into the media library. */
    async upload(upload: ImageUpload): Promise<MediaItem> {
      const fields = fieldsOf(upload);
      const image = await decode(upload);
      return toItem(
        await store(image, fields, (row) =>
          db.transaction().execute(async (trx) => {
            const media = await repo.insertMedia(trx, row);
            await record(trx, { entityType: 'media', entityId: media.id, action: 'create', after: media });
            return media;
          }),
        ),
      );
    },

    /** The library, newest first. */
    async list(filter: repo.MediaFilter, page: PageRequest): Promise<Page<MediaItem>> {
      const result = await repo.findMedia(db, dialect, filter, page);
      return { ...result, items: result.items.map(toItem) };
    },

    /**
     * Changes alt and title (the fields given). A new alt also becomes the alt of the product images
     * showing the item, so alt text filled in through the library reaches the shop.
     */
    async update(id: number, changes: { alt?: string; title?: string }): Promise<MediaItem> {
      const alt = changes.alt !== undefined ? text(changes.alt, 'alt', ALT_MAX) : undefined;
      const title = changes.title !== undefined ? text(changes.title, 'title', TITLE_MAX) : undefined;
      const row = await db.transaction().execute(async (trx) => {
        const before = await repo.findMediaById(trx, id);
        if (!before) throw notFound('Media item');
        const updated = await repo.updateMedia(trx, id, {
          ...(alt !== undefined ? { alt } : {}),
          ...(title !== undefined ? { title } : {}),
          updatedAt: clock.now().toISOString(),
        });
        if (!updated) throw notFound('Media item');
        if (alt !== undefined) await repo.setProductImagesAlt(trx, id, alt);
        await record(trx, { entityType: 'media', entityId: id, action: 'update', before, after: updated });
        return updated;
      });
      return toItem(row);
    },

    /** The products, blog posts and pages using the item, for a delete to show first; 404 for an unknown item. */
    async uses(id: number) {
      const row = await repo.findMediaById(db, id);
      if (!row) throw notFound('Media item');
      return repo.findMediaUses(db, dialect, id, keysOf(row));
    },

    /** Deletes the row (and the product image links to it), then its objects. */
    async remove(id: number): Promise<void> {
      if (!(await deleteLogged(id))) throw notFound('Media item');
    },

    /** A product's images in display order; 404 for an unknown product. */
    async productImages(productId: number): Promise<ProductImage[]> {
      if (!(await images.productExists(db, productId))) throw notFound('Product');
      return (await images.findImagesByProductIds(db, [productId], urlOf)).get(productId) ?? [];
    },

    /** Uploads an image and appends it to the product's images; its alt is the image's alt on the product and in the library. */
    async addProductImage(productId: number, upload: ImageUpload): Promise<ProductImage> {
      const fields = fieldsOf(upload);
      if (!(await images.productExists(db, productId))) throw notFound('Product');
      const image = await decode(upload);
      return store(image, fields, (row) =>
        db.transaction().execute(async (trx) => {
          // The product may have gone while the image was processed.
          if (!(await images.lockProduct(trx, dialect, productId))) throw notFound('Product');
          const media = await repo.insertMedia(trx, row);
          await record(trx, { entityType: 'media', entityId: media.id, action: 'create', after: media });
          const sortOrder = await images.nextSortOrder(trx, productId);
          const id = await images.insertProductImage(trx, {
            productId,
            mediaId: media.id,
            alt: media.alt,
            sortOrder,
            createdAt: media.createdAt,
          });
          const item = toItem(media);
          return {
            id,
            mediaId: media.id,
            url: item.url,
            thumbnailUrl: item.thumbnailUrl,
            alt: media.alt,
            sortOrder,
            width: media.width,
            height: media.height,
          };
        }),
      );
    },

    /** A new alt for one of the product's images: the library's update of its media item (which carries it to the image). */
    async updateProductImage(productId: number, imageId: number, changes: { alt: string }): Promise<ProductImage> {
      const image = await images.findProductImage(db, productId, imageId);
      if (!image) throw notFound('Image');
      await service.update(image.mediaId, { alt: changes.alt });
      const updated = (await service.productImages(productId)).find((i) => i.id === imageId);
      if (!updated) throw notFound('Image');
      return updated;
    },

    /** Puts the product's images in the order given, which must name each of its images once (400 otherwise). */
    async reorderProductImages(productId: number, imageIds: number[]): Promise<ProductImage[]> {
      await db.transaction().execute(async (trx) => {
        // Locked, so an upload or another reorder cannot change the set of images between the check and the writes.
        if (!(await images.lockProduct(trx, dialect, productId))) throw notFound('Product');
        const current = await images.findProductImageIds(trx, productId);
        const sameSet =
          imageIds.length === current.length &&
          new Set(imageIds).size === imageIds.length &&
          imageIds.every((id) => current.includes(id));
        if (!sameSet)
          throw invalid(`imageIds must list each of the product's images once: ${current.join(', ') || 'it has none'}`);
        for (const [sortOrder, imageId] of imageIds.entries())
          await images.setImageSortOrder(trx, productId, imageId, sortOrder);
      });
      return service.productImages(productId);
    },

    /** Removes the image from the product, its media row and its files; 404 unless the image is that product's. */
    async removeProductImage(productId: number, imageId: number): Promise<void> {
      const image = await images.findProductImage(db, productId, imageId);
      if (!image) throw notFound('Image');
      await deleteLogged(image.mediaId);
    },
  };
  return service;
}

export type MediaService = ReturnType<typeof createMediaService>;
