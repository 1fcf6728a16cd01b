import { assertUnchanged, fingerprint, type Expected } from '../../shared/fingerprint.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import type { Clock } from '../../shared/clock.js';
import { conflict, invalid, notFound } from '../../shared/errors.js';
import type { Page, PageRequest } from '../../shared/page.js';
import { slugify, withFreeSlug } from '../../shared/slug.js';
import type { RedirectRules } from '../content/redirects.service.js';
import * as repo from './categories.repository.js';
import * as products from '../products/products.repository.js';
import { record } from '../audit/audit.js';
import {
  diffOf,
  rowToListItem,
  SLUG_PATTERN,
  type Category,
  type CategoryChanges,
  type CategoryDiff,
  type CategoryListItem,
  type CategoryRow,
} from './category.js';

export interface CreateCategoryInput {
  name: string;
  parentId?: number | null;
  description?: string | null;
  sortOrder?: number;
  seoTitle?: string | null;
  seoDescription?: string | null;
}

/** Every field optional; `slug` only changes when sent (renaming keeps the URL stable). */
export interface UpdateCategoryInput extends Partial<CreateCategoryInput> {
  slug?: string;
}

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw invalid('name must not be empty');
  return trimmed;
}

export function createCategoriesService({
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
  /** The category with its subcategories, breadcrumb and the fingerprint of its row (its ETag). */
  async function detail(executor: Db, row: CategoryRow): Promise<Category & { fingerprint: string }> {
    const [counts, subcategories, chain] = await Promise.all([
      products.countProductsByCategory(executor, [row.id]),
      repo.findSubcategories(executor, row.id),
      row.parentId === null ? Promise.resolve([]) : repo.findChain(executor, row.parentId),
    ]);
    return {
      ...rowToListItem(row, counts.get(row.id) ?? 0),
      subcategories,
      breadcrumb: chain,
      fingerprint: fingerprint(row),
    };
  }

  async function chainIds(executor: Db, id: number): Promise<number[]> {
    return (await repo.findChain(executor, id)).map((c) => c.id);
  }

  /**
   * Checks that `parentId` exists and is not the category or one of its descendants, and row-locks the
   * category plus the parent's whole ancestor chain. Two concurrent moves that would together form a cycle
   * (A under B, B under A) lock overlapping rows, so the second waits and then sees the first one's result.
   */
  async function lockForMove(trx: Transaction<Database>, id: number, parentId: number): Promise<void> {
    if (parentId === id) throw invalid('parentId: a category cannot be its own parent');
    let chain = await chainIds(trx, parentId);
    for (let attempt = 0; attempt < 3; attempt++) {
      if (chain.length === 0) throw invalid('parentId: category not found');
      if (chain.includes(id)) throw invalid('parentId: a category cannot move below one of its own subcategories');
      if (chain.length >= repo.MAX_DEPTH) throw invalid(`Categories nest at most ${repo.MAX_DEPTH} levels deep`);
      await repo.lockCategories(trx, dialect, [id, ...chain]);
      // Re-read under the locks: a move committed between the first read and the lock shows up here.
      const locked = await chainIds(trx, parentId);
      if (locked.length === chain.length && locked.every((c, i) => c === chain[i])) return;
      chain = locked;
    }
    throw conflict('The category tree changed while moving; try again');
  }

  return {
    /** One page ordered by sortOrder, name, id; optionally the children of one parent (null: top level). */
    async list(filter: repo.CategoryFilter, page: PageRequest): Promise<Page<CategoryListItem>> {
      const result = await repo.findCategories(db, filter, page);
      const counts = await products.countProductsByCategory(
        db,
        result.items.map((r) => r.id),
      );
      return { ...result, items: result.items.map((r) => rowToListItem(r, counts.get(r.id) ?? 0)) };
    },

    /** One category with its subcategories, breadcrumb (root to parent) and product count. */
    async get(id: number): Promise<Category & { fingerprint: string }> {
      const row = await repo.findCategory(db, id);
      if (!row) throw notFound('Category');
      return detail(db, row);
    },

    /** Creates a category with a unique slug made from the name (name, name-2, …; a random suffix after lost races). */
    async create(input: CreateCategoryInput): Promise<Category> {
      const name = cleanName(input.name);
      const parentId = input.parentId ?? null;
      if (parentId !== null && !(await repo.findCategory(db, parentId))) throw invalid('parentId: category not found');
      const now = clock.now().toISOString();
      try {
        // One transaction per attempt: a slug taken meanwhile rolls back the insert and its entry together.
        const row = await withFreeSlug(
          slugify(name, 'category'),
          (s) => repo.slugTaken(db, s),
          (slug) =>
            db.transaction().execute(async (trx) => {
              const inserted = await repo.insertCategory(trx, {
                name,
                slug,
                parentId,
                description: input.description ?? null,
                sortOrder: input.sortOrder ?? 0,
                seoTitle: input.seoTitle ?? null,
                seoDescription: input.seoDescription ?? null,
                createdAt: now,
                updatedAt: now,
              });
              await record(trx, { entityType: 'category', entityId: inserted.id, action: 'create', after: inserted });
              return inserted;
            }),
          (e) => dialect.isUniqueViolation(e),
        );
        return await detail(db, row);
      } catch (e) {
        if (dialect.isUniqueViolation(e))
          throw conflict('Too many categories with this name are being created at once; try again');
        if (dialect.isForeignKeyViolation(e)) throw invalid('parentId: category not found');
        throw e;
      }
    },

    /** Changes the fields sent; answers the category and the changed fields as {field: {from, to}}. */
    async update(
      id: number,
      input: UpdateCategoryInput,
      expected?: Expected,
    ): Promise<{ category: Category & { fingerprint: string }; diff: CategoryDiff }> {
      const changes: CategoryChanges = {};
      if (input.name !== undefined) changes.name = cleanName(input.name);
      if (input.slug !== undefined) {
        if (!SLUG_PATTERN.test(input.slug))
          throw invalid('slug may contain lowercase letters, digits and single hyphens');
        changes.slug = input.slug;
      }
      if (input.description !== undefined) changes.description = input.description;
      if (input.sortOrder !== undefined) changes.sortOrder = input.sortOrder;
      if (input.seoTitle !== undefined) changes.seoTitle = input.seoTitle;
      if (input.seoDescription !== undefined) changes.seoDescription = input.seoDescription;
      if (input.parentId !== undefined) changes.parentId = input.parentId;

      return db.transaction().execute(async (trx) => {
        if (!(await repo.findCategory(trx, id))) throw notFound('Category');
        if (changes.parentId != null) await lockForMove(trx, id, changes.parentId);
        else await repo.lockCategories(trx, dialect, [id]);
        const row = await repo.findCategory(trx, id);
        if (!row) throw notFound('Category');
        assertUnchanged(expected, row, 'The category');
        const diff = diffOf(row, changes);
        if (Object.keys(diff).length === 0) return { category: await detail(trx, row), diff };
        const set = Object.fromEntries(Object.entries(diff).map(([field, d]) => [field, d.to])) as CategoryChanges;
        let updated: CategoryRow | undefined;
        try {
          updated = await repo.updateCategory(trx, id, { ...set, updatedAt: clock.now().toISOString() });
        } catch (e) {
          if (dialect.isUniqueViolation(e)) throw conflict(`The slug ${changes.slug} is already in use`);
          throw e;
        }
        if (!updated) throw notFound('Category');
        await record(trx, { entityType: 'category', entityId: id, action: 'update', before: row, after: updated });
        await redirects.slugMoved(trx, 'category', row.slug, updated.slug);
        return { category: await detail(trx, updated), diff };
      });
    },

    /** Deletes an empty category; a conflict while subcategories or products refer to it. */
    async remove(id: number, expected?: Expected): Promise<{ id: number; name: string }> {
      const row = await repo.findCategory(db, id);
      if (!row) throw notFound('Category');
      if (await repo.hasSubcategories(db, id))
        throw conflict('The category has subcategories; move or delete them first');
      if (await products.categoryHasProducts(db, id))
        throw conflict('The category has products; move them to another category first');
      let deleted: boolean;
      try {
        deleted = await db.transaction().execute(async (trx) => {
          if (expected) {
            await repo.lockCategories(trx, dialect, [id]);
            const locked = await repo.findCategory(trx, id);
            if (locked) assertUnchanged(expected, locked, 'The category');
          }
          const before = await repo.deleteCategory(trx, id);
          if (before) await record(trx, { entityType: 'category', entityId: id, action: 'delete', before });
          return before !== undefined;
        });
      } catch (e) {
        // A subcategory or product added since the checks: the foreign keys refuse the delete.
        if (dialect.isForeignKeyViolation(e)) throw conflict('The category has subcategories or products');
        throw e;
      }
      if (!deleted) throw notFound('Category');
      return { id: row.id, name: row.name };
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
