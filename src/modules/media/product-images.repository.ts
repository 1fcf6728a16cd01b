import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Db } from '../../db/open.js';

export interface ProductImage {
  id: number;
  mediaId: number;
  url: string;
  thumbnailUrl: string | null;
  alt: string;
  sortOrder: number;
  width: number | null;
  height: number | null;
}

const url = (key: string) => `/media/${key}`;

/** The images of each product, in display order. */
export async function findImagesByProductIds(db: Db, productIds: number[]): Promise<Map<number, ProductImage[]>> {
  const byProduct = new Map<number, ProductImage[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .selectFrom('productImages as pi')
    .innerJoin('media as m', 'm.id', 'pi.mediaId')
    .select(['pi.id', 'pi.productId', 'pi.mediaId', 'pi.alt', 'pi.sortOrder', 'm.storageKey', 'm.thumbnailKey', 'm.width', 'm.height'])
    .where('pi.productId', 'in', productIds)
    .orderBy('pi.productId')
    .orderBy('pi.sortOrder')
    .orderBy('pi.id')
    .execute();
  for (const r of rows) {
    const list = byProduct.get(r.productId) ?? [];
    list.push({ id: r.id, mediaId: r.mediaId, url: url(r.storageKey), thumbnailUrl: r.thumbnailKey ? url(r.thumbnailKey) : null, alt: r.alt, sortOrder: r.sortOrder, width: r.width, height: r.height });
    byProduct.set(r.productId, list);
  }
  return byProduct;
}

/**
 * Deletes the media rows behind a product's images (the image links go with them) and returns the
 * storage keys of their files, to be removed once the transaction has committed.
 */
export async function deleteMediaOfProduct(trx: Transaction<Database>, productId: number): Promise<string[]> {
  const media = await trx
    .selectFrom('productImages as pi')
    .innerJoin('media as m', 'm.id', 'pi.mediaId')
    .select(['m.id', 'm.storageKey', 'm.thumbnailKey'])
    .where('pi.productId', '=', productId)
    .execute();
  if (media.length === 0) return [];
  await trx.deleteFrom('media').where('id', 'in', media.map((m) => m.id)).execute();
  return media.flatMap((m) => (m.thumbnailKey ? [m.storageKey, m.thumbnailKey] : [m.storageKey]));
}
