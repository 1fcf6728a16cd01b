import type { Db } from '../../db/open.js';
import { createNotFoundBudget } from './not-found-budget.js';
import type { SqlDialect } from '../../db/dialect.js';
import type { Row } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { describeActor, type Actor } from '../../shared/actor.js';
import { invalid, notFound } from '../../shared/errors.js';
import type { Page, PageRequest } from '../../shared/page.js';
import { pickDefined } from '../../shared/pick.js';
import { mergeDocument, readDocument } from '../../db/json-document.js';
import { writeOrConflict } from '../../db/write-or-conflict.js';
import { record } from '../audit/audit.js';
import * as repo from './content.repository.js';
import type { RedirectRules } from './redirects.service.js';

export interface SeoSettings {
  defaultTitle: string;
  titleTemplate: string;
  defaultDescription: string;
  robotsTxt: string;
  sitemapEnabled: boolean;
  /** A slug change of a product, category, page or blog post leaves a 301 from the old path. */
  redirectOnSlugChange: boolean;
}

export const DEFAULT_SEO_SETTINGS: SeoSettings = {
  defaultTitle: 'Shop',
  titleTemplate: '%s | Shop',
  defaultDescription: '',
  robotsTxt: 'User-agent: *\nAllow: /\n',
  sitemapEnabled: true,
  redirectOnSlugChange: true,
};

export const SEO_TARGET_TYPES = ['product', 'category', 'page', 'blog_post', 'global'] as const;

export interface SeoRule {
  id: number;
  ruleName: string;
  targetType: string;
  targetId: string | null;
  titleTemplate: string | null;
  descriptionTemplate: string | null;
  priority: number;
  isActive: boolean;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

export type SeoRuleInput = Omit<SeoRule, 'id' | 'createdAt' | 'updatedAt'>;

export interface Redirect {
  id: number;
  source: string;
  destination: string;
  statusCode: number;
  enabled: boolean;
  /** Resolutions through the storefront (GET /api2/store/redirects/resolve). */
  hits: number;
  lastHitAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export type RedirectInput = Pick<Redirect, 'source' | 'destination' | 'statusCode' | 'enabled'>;

const toRule = (row: Row<'seoRules'>): SeoRule => ({ ...row, isActive: row.isActive === 1 });
const toRedirect = (row: Row<'redirects'>): Redirect => ({ ...row, enabled: row.enabled === 1 });

/** A redirect source is a path on this shop; the destination a path or an absolute http(s) URL. */
function assertRedirect(source: string, destination: string) {
  if (!source.startsWith('/') || source.startsWith('//')) throw invalid('source must be a path starting with /');
  if (!destination.startsWith('/') && !/^https?:\/\/[^/\s]+/i.test(destination))
    throw invalid('destination must be a path or an http(s) URL');
  if (source === destination) throw invalid('source and destination must differ');
}

/** How many not-found paths are kept (the most recently seen): the table stays small whatever is asked for. */
export const NOT_FOUND_PATHS_KEPT = 5000;

export function createSeoService({
  db,
  dialect,
  clock,
  rules,
}: {
  db: Db;
  dialect: SqlDialect;
  clock: Clock;
  rules: RedirectRules;
}) {
  const notFoundBudget = createNotFoundBudget();
  async function getRule(id: number): Promise<SeoRule> {
    const row = await repo.findSeoRule(db, id);
    if (!row) throw notFound('SEO rule');
    return toRule(row);
  }

  async function getRedirect(id: number): Promise<Redirect> {
    const row = await repo.findRedirect(db, id);
    if (!row) throw notFound('Redirect');
    return toRedirect(row);
  }

  return {
    /** The saved SEO settings, or the defaults until the first PUT. */
    async settings(): Promise<SeoSettings> {
      return { ...DEFAULT_SEO_SETTINGS, ...(await readDocument<SeoSettings>(db, 'seoSettings')) };
    },

    updateSettings: (patch: Partial<SeoSettings>) =>
      mergeDocument(
        db,
        dialect,
        'seoSettings',
        DEFAULT_SEO_SETTINGS,
        patch,
        clock.now().toISOString(),
        (trx, before, after) =>
          record(trx, { entityType: 'seo_settings', entityId: 'shop', action: 'update', before, after }),
      ),

    async listRules(filter: { isActive?: boolean }, page: PageRequest): Promise<Page<SeoRule>> {
      const result = await repo.findSeoRules(db, filter, page);
      return { ...result, items: result.items.map(toRule) };
    },

    getRule,

    /** createdBy, when not given, names the actor. */
    async createRule(
      actor: Actor,
      input: Partial<SeoRuleInput> & Pick<SeoRuleInput, 'ruleName' | 'targetType'>,
    ): Promise<SeoRule> {
      const now = clock.now().toISOString();
      return db.transaction().execute(async (trx) => {
        const row = await repo.insertSeoRule(trx, {
          ruleName: input.ruleName,
          targetType: input.targetType,
          targetId: input.targetId ?? null,
          titleTemplate: input.titleTemplate ?? null,
          descriptionTemplate: input.descriptionTemplate ?? null,
          priority: input.priority ?? 0,
          isActive: input.isActive === false ? 0 : 1,
          createdBy: input.createdBy ?? describeActor(actor),
          createdAt: now,
          updatedAt: now,
        });
        await record(trx, { entityType: 'seo_rule', entityId: row.id, action: 'create', after: row });
        return toRule(row);
      });
    },

    async updateRule(id: number, input: Partial<SeoRuleInput>): Promise<SeoRule> {
      return db.transaction().execute(async (trx) => {
        const before = await repo.findSeoRule(trx, id);
        if (!before) throw notFound('SEO rule');
        const row = await repo.updateSeoRule(trx, id, {
          ...pickDefined(input, [
            'ruleName',
            'targetType',
            'targetId',
            'titleTemplate',
            'descriptionTemplate',
            'priority',
            'createdBy',
          ]),
          ...(input.isActive !== undefined ? { isActive: input.isActive ? 1 : 0 } : {}),
          updatedAt: clock.now().toISOString(),
        });
        await record(trx, { entityType: 'seo_rule', entityId: id, action: 'update', before, after: row });
        return toRule(row);
      });
    },

    async removeRule(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await repo.deleteSeoRule(trx, id);
        if (!before) throw notFound('SEO rule');
        await record(trx, { entityType: 'seo_rule', entityId: id, action: 'delete', before });
      });
    },

    async listRedirects(filter: { search?: string; enabled?: boolean }, page: PageRequest): Promise<Page<Redirect>> {
      const result = await repo.findRedirects(db, dialect, filter, page);
      return { ...result, items: result.items.map(toRedirect) };
    },

    getRedirect,

    async createRedirect(
      input: Partial<RedirectInput> & Pick<RedirectInput, 'source' | 'destination'>,
    ): Promise<Redirect> {
      assertRedirect(input.source, input.destination);
      const now = clock.now().toISOString();
      const enabled = input.enabled !== false;
      const row = await writeOrConflict(dialect, 'A redirect for this source exists', () =>
        db.transaction().execute((trx) =>
          rules.write(trx, { source: input.source, destination: input.destination, enabled }, async (destination) => {
            const row = await repo.insertRedirect(trx, {
              source: input.source,
              destination,
              statusCode: input.statusCode ?? 301,
              enabled: enabled ? 1 : 0,
              createdAt: now,
              updatedAt: now,
            });
            await record(trx, { entityType: 'redirect', entityId: row.id, action: 'create', after: row });
            return row;
          }),
        ),
      );
      return toRedirect(row);
    },

    async updateRedirect(id: number, input: Partial<RedirectInput>): Promise<Redirect> {
      const current = await getRedirect(id);
      const source = input.source ?? current.source;
      const destination = input.destination ?? current.destination;
      const enabled = input.enabled ?? current.enabled;
      assertRedirect(source, destination);
      const row = await writeOrConflict(dialect, 'A redirect for this source exists', () =>
        db.transaction().execute((trx) =>
          rules.write(trx, { source, destination, enabled }, async (collapsed) => {
            // Read under the redirects lock: the before of the entry is the row this write replaces.
            const before = await repo.findRedirect(trx, id);
            if (!before) throw notFound('Redirect');
            const row = await repo.updateRedirect(trx, id, {
              source,
              destination: collapsed,
              ...pickDefined(input, ['statusCode']),
              enabled: enabled ? 1 : 0,
              updatedAt: clock.now().toISOString(),
            });
            await record(trx, { entityType: 'redirect', entityId: id, action: 'update', before, after: row });
            return row;
          }),
        ),
      );
      return toRedirect(row);
    },

    /** Where the storefront path leads, counting the hit in the same single statement; 404 when no enabled redirect starts there. */
    async resolveRedirect(path: string, clientIp: string): Promise<{ destination: string; statusCode: number }> {
      const nowDate = clock.now();
      const now = nowDate.toISOString();
      const hit = await repo.hitRedirect(db, path, now);
      if (!hit) {
        // Recorded only within the address's budget; a path seen for the first time may push the list past its
        // bound: only then is it trimmed.
        if (notFoundBudget.take(clientIp, nowDate.getTime()) && (await repo.recordNotFound(db, path, now)))
          await repo.pruneNotFound(db, NOT_FOUND_PATHS_KEPT);
        throw notFound('Redirect');
      }
      return hit;
    },

    /** The storefront paths that found no redirect most often (each with hits, first and last seen), without those a redirect now covers. */
    topNotFound: (limit: number) => repo.findTopNotFound(db, limit),

    /** Forgets a path of the not-found list (dismissed, or handled otherwise). */
    async dismissNotFound(path: string): Promise<void> {
      if (!(await repo.deleteNotFound(db, path))) throw notFound('Path');
    },

    async removeRedirect(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await repo.deleteRedirect(trx, id);
        if (!before) throw notFound('Redirect');
        await record(trx, { entityType: 'redirect', entityId: id, action: 'delete', before });
      });
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
