import type { Row } from '../../db/database.js';

export type CategoryRow = Row<'categories'>;

/** Enough of a category to link to it: subcategories and breadcrumb entries. */
export interface CategoryRef {
  id: number;
  name: string;
  slug: string;
}

export interface CategoryListItem extends CategoryRef {
  description: string | null;
  parentId: number | null;
  sortOrder: number;
  seoTitle: string | null;
  seoDescription: string | null;
  /** Products assigned directly to this category (not those of its subcategories). */
  productCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface Category extends CategoryListItem {
  subcategories: CategoryRef[];
  /** The ancestors from the root down to the direct parent; empty for a top-level category. */
  breadcrumb: CategoryRef[];
}

/** The fields a PUT may change, and so the keys a diff can have. */
export const EDITABLE_FIELDS = [
  'name',
  'slug',
  'description',
  'parentId',
  'sortOrder',
  'seoTitle',
  'seoDescription',
] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];
export type CategoryChanges = Partial<Pick<CategoryRow, EditableField>>;
export type CategoryDiff = Partial<{ [K in EditableField]: { from: CategoryRow[K]; to: CategoryRow[K] } }>;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function rowToListItem(row: CategoryRow, productCount: number): CategoryListItem {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    parentId: row.parentId,
    sortOrder: row.sortOrder,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    productCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The fields whose value differs between the stored row and the requested changes, as {from, to}. */
export function diffOf(row: CategoryRow, changes: CategoryChanges): CategoryDiff {
  const diff: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of EDITABLE_FIELDS) {
    const to = changes[field];
    if (to !== undefined && to !== row[field]) diff[field] = { from: row[field], to };
  }
  return diff as CategoryDiff;
}
