import type { Expression } from 'kysely';
import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import type { NewRow, Row, RowUpdate } from '../../db/database.js';
import { paginate } from '../../db/paginate.js';
import type { Page, PageRequest } from '../../shared/page.js';

export interface MediaFilter {
  /** Part of the stored or the original file name. */
  search?: string;
  mimeType?: string;
  /** true: alt or title is empty; false: both are filled in. */
  needsMetadata?: boolean;
}

export function insertMedia(db: Db, row: NewRow<'media'>): Promise<Row<'media'>> {
  return db.insertInto('media').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findMediaById(db: Db, id: number): Promise<Row<'media'> | undefined> {
  return db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Newest first. */
export function findMedia(
  db: Db,
  dialect: SqlDialect,
  filter: MediaFilter,
  page: PageRequest,
): Promise<Page<Row<'media'>>> {
  let q = db.selectFrom('media').selectAll();
  if (filter.search) {
    const text = filter.search;
    q = q.where((eb) =>
      eb.or([
        dialect.containsInsensitive(eb.ref('fileName'), text),
        dialect.containsInsensitive(eb.ref('originalName'), text),
      ]),
    );
  }
  // Stored types are lower case (the service writes them).
  if (filter.mimeType) q = q.where('mimeType', '=', filter.mimeType.toLowerCase());
  if (filter.needsMetadata === true) q = q.where((eb) => eb.or([eb('alt', '=', ''), eb('title', '=', '')]));
  if (filter.needsMetadata === false) q = q.where('alt', '!=', '').where('title', '!=', '');
  return paginate(q.orderBy('id', 'desc'), page);
}

export function updateMedia(db: Db, id: number, changes: RowUpdate<'media'>): Promise<Row<'media'> | undefined> {
  return db.updateTable('media').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

/** The alt of every product image showing this media item. */
export async function setProductImagesAlt(db: Db, mediaId: number, alt: string): Promise<void> {
  await db.updateTable('productImages').set({ alt }).where('mediaId', '=', mediaId).execute();
}

/** Deletes the row (product image links cascade) and returns it: the storage keys name its files. */
export function deleteMedia(db: Db, id: number): Promise<Row<'media'> | undefined> {
  return db.deleteFrom('media').where('id', '=', id).returningAll().executeTakeFirst();
}

/** The keys of media rows in id order, a page at a time after `afterId` (`npm run media`). */
export function mediaKeysPage(db: Db, afterId: number, limit: number) {
  return db
    .selectFrom('media')
    .select(['id', 'storageKey', 'thumbnailKey', 'mimeType'])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Where a media item is used: the products showing it as an image, and the blog posts and pages whose text names
 * its file (its storage key: part of its URL wherever the file is served from). Content names files in Markdown or
 * section JSON, not by id, so those are found by substring (a scan of the content tables, fine at their size).
 */
export async function findMediaUses(db: Db, dialect: SqlDialect, mediaId: number, keys: string[]) {
  const names = (...columns: Expression<unknown>[]) =>
    columns.flatMap((column) => keys.map((k) => dialect.containsInsensitive(column, k)));
  const [products, posts, pages] = await Promise.all([
    db
      .selectFrom('productImages as pi')
      .innerJoin('products as p', 'p.id', 'pi.productId')
      .select(['p.id', 'p.name'])
      .where('pi.mediaId', '=', mediaId)
      .distinct()
      .orderBy('p.id')
      .execute(),
    db
      .selectFrom('blogPosts')
      .select(['id', 'title'])
      .where((eb) => eb.or(names(eb.ref('blogPosts.body'), eb.ref('blogPosts.excerpt'))))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('pages')
      .select(['pages.id', 'pages.title'])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('pageSections')
            .select('pageSections.id')
            .whereRef('pageSections.pageId', '=', 'pages.id')
            .where((e) => e.or(names(e.ref('pageSections.content')))),
        ),
      )
      .orderBy('pages.id')
      .execute(),
  ]);
  return { products, posts, pages };
}
