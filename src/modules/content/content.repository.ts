import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import { paginate } from '../../db/paginate.js';
import type { PageRequest } from '../../shared/page.js';

export async function blogSlugTaken(db: Db, slug: string): Promise<boolean> {
  return (await db.selectFrom('blogPosts').select('id').where('slug', '=', slug).executeTakeFirst()) !== undefined;
}

export function findBlogPosts(db: Db, dialect: SqlDialect, filter: { search?: string; status?: string }, page: PageRequest) {
  let q = db.selectFrom('blogPosts').selectAll();
  if (filter.search) q = q.where((eb) => dialect.containsInsensitive(eb.ref('title'), filter.search!));
  if (filter.status) q = q.where('status', '=', filter.status);
  return paginate(q.orderBy('id', 'desc'), page);
}

export function findPages(db: Db, filter: { status?: string }, page: PageRequest) {
  let q = db
    .selectFrom('pages')
    .selectAll('pages')
    .select((eb) => eb.selectFrom('pageSections').select((s) => s.fn.countAll<number>().as('n')).whereRef('pageSections.pageId', '=', 'pages.id').as('sectionCount'));
  if (filter.status) q = q.where('status', '=', filter.status);
  return paginate(q.orderBy('createdAt', 'desc').orderBy('id'), page);
}

export function findSections(db: Db, pageId: string) {
  return db.selectFrom('pageSections').selectAll().where('pageId', '=', pageId).orderBy('sortOrder').execute();
}

export function findSeoRules(db: Db, filter: { isActive?: boolean }, page: PageRequest) {
  let q = db.selectFrom('seoRules').selectAll();
  if (filter.isActive !== undefined) q = q.where('isActive', '=', filter.isActive ? 1 : 0);
  return paginate(q.orderBy('priority', 'desc').orderBy('id'), page);
}

export function findRedirects(db: Db, dialect: SqlDialect, filter: { search?: string; enabled?: boolean }, page: PageRequest) {
  let q = db.selectFrom('redirects').selectAll();
  if (filter.search) {
    const text = filter.search;
    q = q.where((eb) => eb.or([dialect.containsInsensitive(eb.ref('source'), text), dialect.containsInsensitive(eb.ref('destination'), text)]));
  }
  if (filter.enabled !== undefined) q = q.where('enabled', '=', filter.enabled ? 1 : 0);
  return paginate(q.orderBy('id', 'desc'), page);
}

export function findTranslations(db: Db, filter: { entityType?: string; languageCode?: string }, page: PageRequest) {
  let q = db.selectFrom('translations').selectAll();
  if (filter.entityType) q = q.where('entityType', '=', filter.entityType);
  if (filter.languageCode) q = q.where('languageCode', '=', filter.languageCode);
  return paginate(q.orderBy('id'), page);
}
