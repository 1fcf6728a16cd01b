import type { Db } from '../../db/open.js';
import type { Clock } from '../../shared/clock.js';
import { conflict, notFound } from '../../shared/errors.js';
import type { Page, PageRequest } from '../../shared/page.js';
import { slugify, withFreeSlug } from '../../shared/slug.js';
import type { SqlDialect } from '../../db/dialect.js';
import { writeOrConflict } from '../../db/write-or-conflict.js';
import type { Row } from '../../db/database.js';
import { pickDefined } from '../../shared/pick.js';
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

export function createPagesService({ db, dialect, clock, redirects }: { db: Db; dialect: SqlDialect; clock: Clock; redirects: Pick<RedirectRules, 'slugMoved'> }) {
  async function find(id: string): Promise<ContentPage & { sections: PageSection[] }> {
    const row = await repo.findPage(db, id);
    if (!row) throw notFound('Page');
    const sections = (await repo.findSections(db, id)).map((s) => ({ id: s.id, type: s.type, content: JSON.parse(s.content) as Record<string, unknown>, sortOrder: s.sortOrder }));
    return { ...row, sectionCount: sections.length, sections };
  }

  async function replaceSections(trx: Db, pageId: string, sections: PageInput['sections'], now: string) {
    await repo.deletePageSections(trx, pageId);
    if (sections.length) {
      await repo.insertPageSections(trx, sections.map((s, i) => ({ pageId, type: s.type, content: JSON.stringify(s.content), sortOrder: i, createdAt: now, updatedAt: now })));
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
      const id = await withFreeSlug(slugify(input.slug ?? input.title, 'page'), taken, (candidate) =>
        db.transaction().execute(async (trx) => {
          await repo.insertPage(trx, { id: candidate, title: input.title, slug: candidate, status: input.status ?? 'draft', seoTitle: input.seoTitle ?? null, seoDescription: input.seoDescription ?? null, createdAt: now, updatedAt: now });
          await replaceSections(trx, candidate, input.sections ?? [], now);
          return candidate;
        }), dialect.isUniqueViolation);
      return find(id);
    },

    async update(id: string, input: Partial<PageInput>) {
      await find(id);
      const now = clock.now().toISOString();
      const slug = input.slug !== undefined ? slugify(input.slug, 'page') : undefined;
      await writeOrConflict(dialect, 'A page with this slug exists', () => db.transaction().execute(async (trx) => {
        const before = await repo.findPage(trx, id);
        if (before && slug !== undefined) await redirects.slugMoved(trx, 'page', before.slug, slug);
        await repo.updatePage(trx, id, {
          ...pickDefined(input, ['title', 'status', 'seoTitle', 'seoDescription']),
          ...(slug !== undefined ? { slug } : {}),
          updatedAt: now,
        });
        if (input.sections) await replaceSections(trx, id, input.sections, now);
      }));
      return find(id);
    },

    /** A page with sections is not deleted (409): its content would go with it unseen. */
    async remove(id: string): Promise<ContentPage> {
      const page = await find(id);
      const refusal = `The page has sections; remove them first`;
      if (page.sectionCount > 0) throw conflict(refusal);
      // Sections added since the check are caught by the foreign key.
      await writeOrConflict(dialect, refusal, () => repo.deletePage(db, id));
      const { sections: _sections, ...rest } = page;
      return rest;
    },
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
