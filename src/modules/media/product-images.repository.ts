import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { SqlDialect } from '../../db/dialect.js';
import type { Db } from '../../db/open.js';
import { fixedQuery } from '../../db/fixed-query.js';

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

/** The images of each product, in display order. */
const images = (db: Db, productIds: number[]) =>
  db
    .selectFrom('productImages as pi')
    .innerJoin('media as m', 'm.id', 'pi.mediaId')
    .select([
      'pi.id',
      'pi.productId',
      'pi.mediaId',
      'pi.alt',
      'pi.sortOrder',
      'm.storageKey',
      'm.thumbnailKey',
      'm.width',
      'm.height',
    ])
    .where('pi.productId', 'in', productIds)
    .orderBy('pi.productId')
    .orderBy('pi.sortOrder')
    .orderBy('pi.id');

// One product (a detail page) is the common case: that shape is built once (src/db/fixed-query.ts).
const imagesOfOne = fixedQuery((db, p: { productId: number }) => images(db, [p.productId]));

/** `urlOf` makes a storage key the image's public URL. */
export async function findImagesByProductIds(
  db: Db,
  productIds: number[],
  urlOf: (key: string) => string,
): Promise<Map<number, ProductImage[]>> {
  const byProduct = new Map<number, ProductImage[]>();
  if (productIds.length === 0) return byProduct;
  const rows =
    productIds.length === 1
      ? await imagesOfOne(db, { productId: productIds[0]! })
      : await images(db, productIds).execute();
  for (const r of rows) {
    const list = byProduct.get(r.productId) ?? [];
    list.push({
      id: r.id,
      mediaId: r.mediaId,
      url: urlOf(r.storageKey),
      thumbnailUrl: r.thumbnailKey ? urlOf(r.thumbnailKey) : null,
      alt: r.alt,
      sortOrder: r.sortOrder,
      width: r.width,
      height: r.height,
    });
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
  await trx
    .deleteFrom('media')
    .where(
      'id',
      'in',
      media.map((m) => m.id),
    )
    .execute();
  return media.flatMap((m) => (m.thumbnailKey ? [m.storageKey, m.thumbnailKey] : [m.storageKey]));
}

// The products module owns the products table; these two ask only whether a product is there.
export async function productExists(db: Db, productId: number): Promise<boolean> {
  return (await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst()) !== undefined;
}

/** Locks the product row until the transaction ends, so concurrent uploads number their images one after another. */
export async function lockProduct(
  trx: Transaction<Database>,
  dialect: SqlDialect,
  productId: number,
): Promise<boolean> {
  return (
    (await dialect
      .forUpdate(trx.selectFrom('products').select('id').where('id', '=', productId))
      .executeTakeFirst()) !== undefined
  );
}

/** The sort order after the product's last image (0 for the first). */
export async function nextSortOrder(trx: Transaction<Database>, productId: number): Promise<number> {
  const row = await trx
    .selectFrom('productImages')
    .select((eb) => eb.fn.max('sortOrder').as('last'))
    .where('productId', '=', productId)
    .executeTakeFirst();
  return row?.last == null ? 0 : Number(row.last) + 1;
}

export async function insertProductImage(
  trx: Transaction<Database>,
  image: { productId: number; mediaId: number; alt: string; sortOrder: number; createdAt: string },
): Promise<number> {
  const row = await trx.insertInto('productImages').values(image).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** An image link of the product with the keys of its files, or undefined when the image is not that product's. */
export function findProductImage(db: Db, productId: number, imageId: number) {
  return db
    .selectFrom('productImages as pi')
    .innerJoin('media as m', 'm.id', 'pi.mediaId')
    .select(['pi.id', 'pi.mediaId', 'm.storageKey', 'm.thumbnailKey'])
    .where('pi.id', '=', imageId)
    .where('pi.productId', '=', productId)
    .executeTakeFirst();
}

/** The ids of the product's images, in display order. */
export async function findProductImageIds(trx: Transaction<Database>, productId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('productImages')
    .select('id')
    .where('productId', '=', productId)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function setImageSortOrder(
  trx: Transaction<Database>,
  productId: number,
  imageId: number,
  sortOrder: number,
): Promise<void> {
  await trx
    .updateTable('productImages')
    .set({ sortOrder })
    .where('id', '=', imageId)
    .where('productId', '=', productId)
    .execute();
}
