import type { NewRow, Row, RowUpdate } from '../../db/database.js';
import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import { paginate } from '../../db/paginate.js';
import type { PageRequest } from '../../shared/page.js';

// Blog posts

/** The post, locked until the transaction ends (PostgreSQL): an If-Match compared with it holds until the write. */
export function lockBlogPost(db: Db, dialect: SqlDialect, id: number): Promise<Row<'blogPosts'> | undefined> {
  return dialect.forUpdate(db.selectFrom('blogPosts').selectAll().where('id', '=', id)).executeTakeFirst();
}

/** The page, locked until the transaction ends (PostgreSQL). */
export function lockPage(db: Db, dialect: SqlDialect, id: string): Promise<Row<'pages'> | undefined> {
  return dialect.forUpdate(db.selectFrom('pages').selectAll().where('id', '=', id)).executeTakeFirst();
}

export function findBlogPost(db: Db, id: number): Promise<Row<'blogPosts'> | undefined> {
  return db.selectFrom('blogPosts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function blogSlugTaken(db: Db, slug: string): Promise<boolean> {
  return (await db.selectFrom('blogPosts').select('id').where('slug', '=', slug).executeTakeFirst()) !== undefined;
}

export function findBlogPosts(
  db: Db,
  dialect: SqlDialect,
  filter: { search?: string; status?: string },
  page: PageRequest,
) {
  let q = db.selectFrom('blogPosts').selectAll();
  if (filter.search) q = q.where((eb) => dialect.containsInsensitive(eb.ref('title'), filter.search!));
  if (filter.status) q = q.where('status', '=', filter.status);
  return paginate(q.orderBy('id', 'desc'), page);
}

export function insertBlogPost(executor: Db, values: NewRow<'blogPosts'>): Promise<Row<'blogPosts'>> {
  return executor.insertInto('blogPosts').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateBlogPost(executor: Db, id: number, values: RowUpdate<'blogPosts'>): Promise<Row<'blogPosts'>> {
  return executor.updateTable('blogPosts').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deleteBlogPost(executor: Db, id: number): Promise<void> {
  await executor.deleteFrom('blogPosts').where('id', '=', id).execute();
}

// Pages and their sections

export function findPage(db: Db, id: string): Promise<Row<'pages'> | undefined> {
  return db.selectFrom('pages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether a page holds the value as its id or as its slug. */
export async function pageIdOrSlugTaken(db: Db, value: string): Promise<boolean> {
  return (
    (await db
      .selectFrom('pages')
      .select('id')
      .where((eb) => eb.or([eb('id', '=', value), eb('slug', '=', value)]))
      .executeTakeFirst()) !== undefined
  );
}

export function findPages(db: Db, filter: { status?: string }, page: PageRequest) {
  let q = db
    .selectFrom('pages')
    .selectAll('pages')
    .select((eb) =>
      eb
        .selectFrom('pageSections')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('pageSections.pageId', '=', 'pages.id')
        .as('sectionCount'),
    );
  if (filter.status) q = q.where('status', '=', filter.status);
  return paginate(q.orderBy('createdAt', 'desc').orderBy('id'), page);
}

export function findSections(db: Db, pageId: string) {
  return db.selectFrom('pageSections').selectAll().where('pageId', '=', pageId).orderBy('sortOrder').execute();
}

export function insertPage(executor: Db, values: NewRow<'pages'>): Promise<Row<'pages'>> {
  return executor.insertInto('pages').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updatePage(executor: Db, id: string, values: RowUpdate<'pages'>): Promise<Row<'pages'> | undefined> {
  return executor.updateTable('pages').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

export function deletePage(executor: Db, id: string): Promise<Row<'pages'> | undefined> {
  return executor.deleteFrom('pages').where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deletePageSections(executor: Db, pageId: string): Promise<void> {
  await executor.deleteFrom('pageSections').where('pageId', '=', pageId).execute();
}

/** Inserts the rows in one statement; the list must not be empty. */
export async function insertPageSections(executor: Db, values: NewRow<'pageSections'>[]): Promise<void> {
  await executor.insertInto('pageSections').values(values).execute();
}

// SEO rules and redirects

export function findSeoRule(db: Db, id: number): Promise<Row<'seoRules'> | undefined> {
  return db.selectFrom('seoRules').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSeoRules(db: Db, filter: { isActive?: boolean }, page: PageRequest) {
  let q = db.selectFrom('seoRules').selectAll();
  if (filter.isActive !== undefined) q = q.where('isActive', '=', filter.isActive ? 1 : 0);
  return paginate(q.orderBy('priority', 'desc').orderBy('id'), page);
}

export function insertSeoRule(executor: Db, values: NewRow<'seoRules'>): Promise<Row<'seoRules'>> {
  return executor.insertInto('seoRules').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateSeoRule(executor: Db, id: number, values: RowUpdate<'seoRules'>): Promise<Row<'seoRules'>> {
  return executor.updateTable('seoRules').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export function deleteSeoRule(executor: Db, id: number): Promise<Row<'seoRules'> | undefined> {
  return executor.deleteFrom('seoRules').where('id', '=', id).returningAll().executeTakeFirst();
}

export function findRedirect(db: Db, id: number): Promise<Row<'redirects'> | undefined> {
  return db.selectFrom('redirects').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The enabled redirect from `source`, the one a visitor of that path gets. */
export function findEnabledRedirectFrom(
  executor: Db,
  source: string,
): Promise<Pick<Row<'redirects'>, 'id' | 'destination'> | undefined> {
  return executor
    .selectFrom('redirects')
    .select(['id', 'destination'])
    .where('source', '=', source)
    .where('enabled', '=', 1)
    .executeTakeFirst();
}

/**
 * Points the enabled redirects to `from` straight at `to` (chains are collapsed at write time); index
 * redirects_destination. Answers the changed rows (their destination was `from`).
 */
export function repointRedirects(executor: Db, from: string, to: string, now: string): Promise<Row<'redirects'>[]> {
  return executor
    .updateTable('redirects')
    .set({ destination: to, updatedAt: now })
    .where('destination', '=', from)
    .where('enabled', '=', 1)
    .where('source', '!=', to)
    .returningAll()
    .execute();
}

/** Answers the deleted row, if there was one (source is unique). */
export function deleteRedirectFrom(executor: Db, source: string): Promise<Row<'redirects'> | undefined> {
  return executor.deleteFrom('redirects').where('source', '=', source).returningAll().executeTakeFirst();
}

/** Counts a hit on the enabled redirect from `source` in one statement (no read-modify-write) and answers where it goes. */
export function hitRedirect(db: Db, source: string, now: string) {
  return db
    .updateTable('redirects')
    .set((eb) => ({ hits: eb('hits', '+', 1), lastHitAt: now }))
    .where('source', '=', source)
    .where('enabled', '=', 1)
    .returning(['destination', 'statusCode'])
    .executeTakeFirst();
}

export function findRedirects(
  db: Db,
  dialect: SqlDialect,
  filter: { search?: string; enabled?: boolean },
  page: PageRequest,
) {
  let q = db.selectFrom('redirects').selectAll();
  if (filter.search) {
    const text = filter.search;
    q = q.where((eb) =>
      eb.or([
        dialect.containsInsensitive(eb.ref('source'), text),
        dialect.containsInsensitive(eb.ref('destination'), text),
      ]),
    );
  }
  if (filter.enabled !== undefined) q = q.where('enabled', '=', filter.enabled ? 1 : 0);
  return paginate(q.orderBy('id', 'desc'), page);
}

export function insertRedirect(executor: Db, values: NewRow<'redirects'>): Promise<Row<'redirects'>> {
  return executor.insertInto('redirects').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateRedirect(executor: Db, id: number, values: RowUpdate<'redirects'>): Promise<Row<'redirects'>> {
  return executor.updateTable('redirects').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export function deleteRedirect(executor: Db, id: number): Promise<Row<'redirects'> | undefined> {
  return executor.deleteFrom('redirects').where('id', '=', id).returningAll().executeTakeFirst();
}

// Translations

export function findTranslations(
  db: Db,
  filter: { entityType?: string; entityId?: string; languageCode?: string },
  page: PageRequest,
) {
  let q = db.selectFrom('translations').selectAll();
  if (filter.entityType) q = q.where('entityType', '=', filter.entityType);
  if (filter.entityId) q = q.where('entityId', '=', filter.entityId);
  if (filter.languageCode) q = q.where('languageCode', '=', filter.languageCode);
  return paginate(q.orderBy('id'), page);
}

/** Inserts the translation, or, when the entity already has one in that language, replaces its data and updatedAt. */
export function upsertTranslation(executor: Db, values: NewRow<'translations'>): Promise<Row<'translations'>> {
  return executor
    .insertInto('translations')
    .values(values)
    .onConflict((oc) =>
      oc
        .columns(['entityType', 'entityId', 'languageCode'])
        .doUpdateSet({ data: values.data, updatedAt: values.updatedAt }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The translation of one entity in one language, the row an upsert would replace. */
export function findTranslationOf(
  executor: Db,
  key: { entityType: string; entityId: string; languageCode: string },
): Promise<Row<'translations'> | undefined> {
  return executor
    .selectFrom('translations')
    .selectAll()
    .where('entityType', '=', key.entityType)
    .where('entityId', '=', key.entityId)
    .where('languageCode', '=', key.languageCode)
    .executeTakeFirst();
}

/** The deleted row, or undefined when there was none. */
export function deleteTranslation(executor: Db, id: number): Promise<Row<'translations'> | undefined> {
  return executor.deleteFrom('translations').where('id', '=', id).returningAll().executeTakeFirst();
}

// Storefront paths that found no redirect

/** Counts a miss of the path; true when the path was not recorded before. */
export async function recordNotFound(db: Db, path: string, now: string): Promise<boolean> {
  const row = await db
    .insertInto('notFoundPaths')
    .values({ path, hits: 1, firstSeenAt: now, lastSeenAt: now })
    .onConflict((oc) =>
      oc.column('path').doUpdateSet((eb) => ({ hits: eb('notFoundPaths.hits', '+', 1), lastSeenAt: now })),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return Number(row.hits) === 1;
}

/**
 * Keeps `keep` paths, deleting the others: those asked for least often first, of those the ones seen longest ago.
 * A flood of one-off paths then pushes out one-off paths, never the paths visitors keep asking for.
 */
export async function pruneNotFound(db: Db, keep: number): Promise<void> {
  const { n } = await db
    .selectFrom('notFoundPaths')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const excess = Number(n) - keep;
  if (excess <= 0) return;
  const oldest = db
    .selectFrom('notFoundPaths')
    .select('path')
    .orderBy('hits')
    .orderBy('lastSeenAt')
    .orderBy('path')
    .limit(excess);
  await db.deleteFrom('notFoundPaths').where('path', 'in', oldest).execute();
}

/** The paths asked for most often (then most recently) that no redirect starts at now. */
export function findTopNotFound(db: Db, limit: number) {
  return db
    .selectFrom('notFoundPaths')
    .select(['path', 'hits', 'firstSeenAt', 'lastSeenAt'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('redirects').select('redirects.id').whereRef('redirects.source', '=', 'notFoundPaths.path')),
      ),
    )
    .orderBy('hits', 'desc')
    .orderBy('lastSeenAt', 'desc')
    .limit(limit)
    .execute();
}

export async function deleteNotFound(db: Db, path: string): Promise<boolean> {
  const r = await db.deleteFrom('notFoundPaths').where('path', '=', path).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
