import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/table-types.js';

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string | null;
  parentId: number | null;
  sortOrder: Generated<number>;
  seoTitle: string | null;
  seoDescription: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface CategoryTables {
  categories: CategoriesTable;
}
