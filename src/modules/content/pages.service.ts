import type { Db } from '../../db/open.js';
import type { Clock } from '../../shared/clock.js';
import { conflict, notFound } from '../../shared/errors.js';
import type { Page, PageRequest } from '../../shared/page.js';
import { slugify, withFreeSlug } from '../../shared/slug.js';
import type { SqlDialect } from '../../db/dialect.js';
import { writeOrConflict } from '../../db/write-or-conflict.js';
import type { Database, Row } from '../../db/database.js';
import { pickDefined } from '../../shared/pick.js';
import type { Transaction } from 'kysely';
import { record } from '../audit/audit.js';
import { assertUnchanged, fingerprint, type Expected } from '../../shared/fingerprint.js';
import * as repo from './content.repository.js';
import type { RedirectRules } from './redirects.service.js';

export const PAGE_STATUSES = ['draft', 'published'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

export interface PageSection {
  id: number;
  type: string;
  content: Record<string, unknown>;
  sortOrder: number;
}

export type ContentPage = Row<'pages'> & { sectionCount: number };

export interface PageInput {
  title: string;
  slug: string;
  status: PageStatus;
  seoTitle: string | null;
  seoDescription: string | null;
  /** Replaces all sections, in the given order. */
  sections: { type: string; content: Record<string, unknown> }[];
}

type PageRow = Omit<ContentPage, 'sectionCount'> & { sectionCount: number | string | null };

const toPage = (row: PageRow): ContentPage => ({ ...row, sectionCount: Number(row.sectionCount ?? 0) });

export function createPagesService({
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
  /** The page with its sections, and the fingerprint of its row (every change sets updatedAt): its ETag. */
  async function find(id: string): Promise<ContentPage & { sections: PageSection[]; fingerprint: string }> {
    const row = await repo.findPage(db, id);
    if (!row) throw notFound('Page');
    const sections = (await repo.findSections(db, id)).map((s) => ({
      id: s.id,
      type: s.type,
      content: JSON.parse(s.content) as Record<string, unknown>,
      sortOrder: s.sortOrder,
    }));
    return { ...row, sectionCount: sections.length, sections, fingerprint: fingerprint(row) };
  }

  /** A page as the change log sees it: its row and its sections' type and content, in order. */
  async function snapshot(trx: Transaction<Database>, row: Row<'pages'>) {
    const sections = (await repo.findSections(trx, row.id)).map((s) => ({
      type: s.type,
      content: JSON.parse(s.content) as unknown,
    }));
    return { ...row, sections };
  }

  async function replaceSections(trx: Db, pageId: string, sections: PageInput['sections'], now: string) {
    await repo.deletePageSections(trx, pageId);
    if (sections.length) {
      await repo.insertPageSections(
        trx,
        sections.map((s, i) => ({
          pageId,
          type: s.type,
          content: JSON.stringify(s.content),
          sortOrder: i,
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
  }

  return {
    async list(filter: { status?: string }, page: PageRequest): Promise<Page<ContentPage>> {
      const result = await repo.findPages(db, filter, page);
      return { ...result, items: result.items.map(toPage) };
    },

    get: find,

    /** The page id is made from the title once (readable, stable); the slug may change later. */
    async create(input: Partial<PageInput> & { title: string }) {
      const now = clock.now().toISOString();
      // id and slug start out equal: a candidate is free when neither column holds it.
      const taken = (candidate: string) => repo.pageIdOrSlugTaken(db, candidate);
      const id = await withFreeSlug(
        slugify(input.slug ?? input.title, 'page'),
        taken,
        (candidate) =>
          db.transaction().execute(async (trx) => {
            const row = await repo.insertPage(trx, {
              id: candidate,
              title: input.title,
              slug: candidate,
              status: input.status ?? 'draft',
              seoTitle: input.seoTitle ?? null,
              seoDescription: input.seoDescription ?? null,
              createdAt: now,
              updatedAt: now,
            });
            await replaceSections(trx, candidate, input.sections ?? [], now);
            await record(trx, {
              entityType: 'page',
              entityId: candidate,
              action: 'create',
              after: await snapshot(trx, row),
            });
            return candidate;
          }),
        dialect.isUniqueViolation,
      );
      return find(id);
    },

    /** With `expected`, only while the page is one of those states. */
    async update(id: string, input: Partial<PageInput>, expected?: Expected) {
      await find(id);
      const now = clock.now().toISOString();
      const slug = input.slug !== undefined ? slugify(input.slug, 'page') : undefined;
      await writeOrConflict(dialect, 'A page with this slug exists', () =>
        db.transaction().execute(async (trx) => {
          const current = await repo.lockPage(trx, dialect, id);
          if (!current) throw notFound('Page');
          assertUnchanged(expected, current, 'The page');
          const before = await snapshot(trx, current);
          if (slug !== undefined) await redirects.slugMoved(trx, 'page', current.slug, slug);
          const updated = await repo.updatePage(trx, id, {
            ...pickDefined(input, ['title', 'status', 'seoTitle', 'seoDescription']),
            ...(slug !== undefined ? { slug } : {}),
            updatedAt: now,
          });
          if (!updated) throw notFound('Page');
          if (input.sections) await replaceSections(trx, id, input.sections, now);
          await record(trx, {
            entityType: 'page',
            entityId: id,
            action: 'update',
            before,
            after: await snapshot(trx, updated),
          });
        }),
      );
      return find(id);
    },

    /** A page with sections is not deleted (409): its content would go with it unseen. */
    async remove(id: string, expected?: Expected): Promise<ContentPage> {
      const page = await find(id);
      const refusal = `The page has sections; remove them first`;
      if (page.sectionCount > 0) throw conflict(refusal);
      // Sections added since the check are caught by the foreign key.
      await writeOrConflict(dialect, refusal, () =>
        db.transaction().execute(async (trx) => {
          const locked = await repo.lockPage(trx, dialect, id);
          if (!locked) throw notFound('Page');
          assertUnchanged(expected, locked, 'The page');
          const before = await repo.deletePage(trx, id);
          if (!before) throw notFound('Page');
          await record(trx, {
            entityType: 'page',
            entityId: id,
            action: 'delete',
            before: { ...before, sections: [] },
          });
        }),
      );
      const { sections: _sections, fingerprint: _fingerprint, ...rest } = page;
      return rest;
    },
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
