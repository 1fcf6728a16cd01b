import type { Generated } from 'kysely';

export interface BlogPostsTable {
  id: Generated<number>;
  title: string;
  slug: string;
  excerpt: Generated<string>;
  body: Generated<string>;
  status: string;
  author: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PagesTable {
  id: string;
  title: string;
  slug: string;
  status: string;
  seoTitle: string | null;
  seoDescription: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PageSectionsTable {
  id: Generated<number>;
  pageId: string;
  type: string;
  content: string;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}

export interface SeoSettingsTable {
  id: number;
  data: string;
  updatedAt: string;
}

export interface SeoRulesTable {
  id: Generated<number>;
  ruleName: string;
  targetType: string;
  targetId: string | null;
  titleTemplate: string | null;
  descriptionTemplate: string | null;
  priority: Generated<number>;
  isActive: Generated<number>;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

export interface RedirectsTable {
  id: Generated<number>;
  source: string;
  destination: string;
  statusCode: Generated<number>;
  enabled: Generated<number>;
  /** Resolutions through GET /api2/store/redirects/resolve (migration 0032). */
  hits: Generated<number>;
  lastHitAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface TranslationsTable {
  id: Generated<number>;
  entityType: string;
  entityId: string;
  languageCode: string;
  data: string;
  createdAt: string;
  updatedAt: string;
}

/** The content tables, merged into the Database interface in db/database.ts. */
/** Storefront paths the redirect resolver found nothing for (migration 0056). */
export interface NotFoundPathsTable {
  path: string;
  hits: Generated<number>;
  firstSeenAt: string;
  lastSeenAt: string;
}

export interface ContentTables {
  notFoundPaths: NotFoundPathsTable;
  blogPosts: BlogPostsTable;
  pages: PagesTable;
  pageSections: PageSectionsTable;
  seoSettings: SeoSettingsTable;
  seoRules: SeoRulesTable;
  redirects: RedirectsTable;
  translations: TranslationsTable;
}
