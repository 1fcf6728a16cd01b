import type { Transaction } from 'kysely';
import type { Database, NewRow, RowUpdate } from '../../db/database.js';
import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import { paginate } from '../../db/paginate.js';
import type { Page, PageRequest } from '../../shared/page.js';
import type { CategoryRef, CategoryRow } from './category.js';

/** Deeper chains are cut off, so even a corrupted (cyclic) tree cannot make a query run forever. */
export const MAX_DEPTH = 100;

export interface CategoryFilter {
  /** Children of this category; null lists the top-level categories. */
  parentId?: number | null;
}

export function findCategories(db: Db, filter: CategoryFilter, page: PageRequest): Promise<Page<CategoryRow>> {
  let q = db.selectFrom('categories').selectAll();
  if (filter.parentId === null) q = q.where('parentId', 'is', null);
  else if (filter.parentId !== undefined) q = q.where('parentId', '=', filter.parentId);
  return paginate(q.orderBy('sortOrder').orderBy('name').orderBy('id'), page);
}

export function findCategory(db: Db, id: number): Promise<CategoryRow | undefined> {
  return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSubcategories(db: Db, id: number): Promise<CategoryRef[]> {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'slug'])
    .where('parentId', '=', id)
    .orderBy('sortOrder')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** The category and its ancestors, root first; empty when the id does not exist. One recursive query. */
export async function findChain(db: Db, id: number): Promise<CategoryRef[]> {
  const rows = await db
    .withRecursive('chain(id, name, slug, parentId, depth)', (qb) =>
      qb
        .selectFrom('categories')
        .select((eb) => ['id', 'name', 'slug', 'parentId', eb.lit(0).as('depth')])
        .where('id', '=', id)
        .unionAll((u) =>
          u
            .selectFrom('categories')
            .innerJoin('chain', 'chain.parentId', 'categories.id')
            .select((eb) => [
              'categories.id',
              'categories.name',
              'categories.slug',
              'categories.parentId',
              eb('chain.depth', '+', 1).as('depth'),
            ])
            .where('chain.depth', '<', MAX_DEPTH),
        ),
    )
    .selectFrom('chain')
    .select(['id', 'name', 'slug'])
    .orderBy('depth', 'desc')
    .execute();
  return rows;
}

/** Row-locks the categories in id order (PostgreSQL), so concurrent tree moves queue up instead of deadlocking. */
export async function lockCategories(trx: Transaction<Database>, dialect: SqlDialect, ids: number[]): Promise<void> {
  await dialect.forUpdate(trx.selectFrom('categories').select('id').where('id', 'in', ids).orderBy('id')).execute();
}

export async function hasSubcategories(db: Db, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('categories').select('id').where('parentId', '=', id).limit(1).executeTakeFirst()) !==
    undefined
  );
}

export async function slugTaken(db: Db, slug: string): Promise<boolean> {
  return (await db.selectFrom('categories').select('id').where('slug', '=', slug).executeTakeFirst()) !== undefined;
}

export function insertCategory(db: Db, values: NewRow<'categories'>): Promise<CategoryRow> {
  return db.insertInto('categories').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateCategory(db: Db, id: number, values: RowUpdate<'categories'>): Promise<CategoryRow | undefined> {
  return db.updateTable('categories').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

/** The deleted row, or undefined when there was none. */
export function deleteCategory(db: Db, id: number): Promise<CategoryRow | undefined> {
  return db.deleteFrom('categories').where('id', '=', id).returningAll().executeTakeFirst();
}
