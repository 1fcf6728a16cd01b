import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import type { Clock } from '../../shared/clock.js';
import { notFound } from '../../shared/errors.js';
import type { Page, PageRequest } from '../../shared/page.js';
import { slugify, withFreeSlug } from '../../shared/slug.js';
import { writeOrConflict } from '../../db/write-or-conflict.js';
import type { Row } from '../../db/database.js';
import { pickDefined } from '../../shared/pick.js';
import { record } from '../audit/audit.js';
import { assertUnchanged, fingerprint, type Expected } from '../../shared/fingerprint.js';
import * as repo from './content.repository.js';
import type { RedirectRules } from './redirects.service.js';

export const BLOG_STATUSES = ['draft', 'published', 'archived'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/** A post as stored; every column is part of the API answer. */
export type BlogPost = Row<'blogPosts'>;
/** A post with the fingerprint of its row: its ETag. */
export type StoredBlogPost = BlogPost & { fingerprint: string };

const stored = (row: BlogPost): StoredBlogPost => ({ ...row, fingerprint: fingerprint(row) });

export interface BlogPostInput {
  title: string;
  status: BlogStatus;
  slug: string;
  excerpt: string;
  body: string;
  author: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
}

export function createBlogService({
  db,
  dialect,
  clock,
  redirects,
}: {
  db: Db;
  dialect: SqlDialect;
  clock: Clock;
  redirects: Pick<RedirectRules, 'slugMoved'>;
}) {
  async function get(id: number): Promise<StoredBlogPost> {
    const row = await repo.findBlogPost(db, id);
    if (!row) throw notFound('Blog post');
    return stored(row);
  }

  return {
    async list(filter: { search?: string; status?: string }, page: PageRequest): Promise<Page<BlogPost>> {
      return repo.findBlogPosts(db, dialect, filter, page);
    },

    get,

    /** Creates a post; the slug comes from the title unless given, made unique with -2, -3 …. */
    async create(input: Partial<BlogPostInput> & { title: string }): Promise<BlogPost> {
      const now = clock.now().toISOString();
      const status = input.status ?? 'draft';
      return withFreeSlug(
        slugify(input.slug ?? input.title, 'post'),
        (s) => repo.blogSlugTaken(db, s),
        (slug) =>
          db.transaction().execute(async (trx) => {
            const row = await repo.insertBlogPost(trx, {
              title: input.title,
              slug,
              excerpt: input.excerpt ?? '',
              body: input.body ?? '',
              status,
              author: input.author ?? null,
              seoTitle: input.seoTitle ?? null,
              seoDescription: input.seoDescription ?? null,
              publishedAt: status === 'published' ? now : null,
              createdAt: now,
              updatedAt: now,
            });
            await record(trx, { entityType: 'blog_post', entityId: row.id, action: 'create', after: row });
            return row;
          }),
        dialect.isUniqueViolation,
      );
    },

    /** Changes the fields given; the first move to published records publishedAt. With `expected`, only while the post is one of those states. */
    async update(id: number, input: Partial<BlogPostInput>, expected?: Expected): Promise<StoredBlogPost> {
      const now = clock.now().toISOString();
      const slug = input.slug !== undefined ? slugify(input.slug, 'post') : undefined;
      return writeOrConflict(dialect, 'A post with this slug exists', () =>
        db.transaction().execute(async (trx) => {
          const current = await repo.lockBlogPost(trx, dialect, id);
          if (!current) throw notFound('Blog post');
          assertUnchanged(expected, current, 'The blog post');
          const updated = await repo.updateBlogPost(trx, id, {
            ...pickDefined(input, ['title', 'status', 'excerpt', 'body', 'author', 'seoTitle', 'seoDescription']),
            ...(slug !== undefined ? { slug } : {}),
            ...(input.status === 'published' && !current.publishedAt ? { publishedAt: now } : {}),
            updatedAt: now,
          });
          await redirects.slugMoved(trx, 'blog_post', current.slug, updated.slug);
          // Publishing is named apart, so "who published this post" is one filter (action=publish).
          const action = updated.status === 'published' && current.status !== 'published' ? 'publish' : 'update';
          await record(trx, { entityType: 'blog_post', entityId: id, action, before: current, after: updated });
          return stored(updated);
        }),
      );
    },

    /** Deletes the post; with `expected`, only while it is one of those states. Its old path is not redirected: nothing replaces it. */
    async remove(id: number, expected?: Expected): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const current = await repo.lockBlogPost(trx, dialect, id);
        if (!current) throw notFound('Blog post');
        assertUnchanged(expected, current, 'The blog post');
        await repo.deleteBlogPost(trx, id);
        await record(trx, { entityType: 'blog_post', entityId: id, action: 'delete', before: current });
      });
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
