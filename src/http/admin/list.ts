import { Type, type TArray, type TInteger, type TObject, type TSchema } from 'typebox';
import { pageQuery } from '../common/schemas.js';
import { totalPages, type Page } from '../../shared/page.js';

/** The admin surface's list paging in the query: page (1), limit (50, at most 200). */
export const listQuery = pageQuery(50, 200);

type ListShape<K extends string, T extends TSchema> = { [P in K]: TArray<T> } & {
  total: TInteger;
  page: TInteger;
  limit: TInteger;
  totalPages: TInteger;
};

/** An admin list answer, as orders and media answer: { <key>: items, total, page, limit, totalPages }. */
export function AdminList<K extends string, T extends TSchema>(key: K, item: T): TObject<ListShape<K, T>> {
  return Type.Object({
    [key]: Type.Array(item),
    total: Type.Integer(),
    page: Type.Integer(),
    limit: Type.Integer(),
    totalPages: Type.Integer(),
  } as ListShape<K, T>);
}

export function toAdminList<K extends string, T>(key: K, page: Page<T>) {
  return { [key]: page.items, total: page.total, page: page.page, limit: page.limit, totalPages: totalPages(page) } as {
    [P in K]: T[];
  } & { total: number; page: number; limit: number; totalPages: number };
}

/** The page request of a validated admin list query. */
export function pageOf(query: { page?: number; limit?: number }) {
  return { page: query.page ?? 1, limit: query.limit ?? 50 };
}
