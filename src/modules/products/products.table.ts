import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/table-types.js';

export interface ProductsTable {
  id: Generated<number>;
  sku: string;
  slug: string;
  name: string;
  description: Generated<string>;
  brand: string | null;
  priceCents: number;
  categoryId: number | null;
  /** The product's tax class, its variants' too; null: the standard class (docs/tax.md). */
  taxClassId: number | null;
  status: Generated<string>;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string | null;
  attributes: Generated<string>;
  videos: Generated<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ProductVariantsTable {
  id: Generated<number>;
  productId: number;
  sku: string | null;
  name: string;
  priceCents: number | null;
  attributes: Generated<string>;
  sortOrder: Generated<number>;
  /** JSON array of this variant's value of each option, in option order (migration 0070). */
  optionValues: Generated<string>;
  compareAtPriceCents: number | null;
  barcode: string | null;
  weightGrams: number | null;
  status: Generated<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Products per (category, status), kept by triggers (migration 0015); categoryId 0 means none. */
export interface ProductCountsTable {
  categoryId: number;
  status: string;
  n: number;
}

export interface ProductVersionsTable {
  id: Generated<number>;
  productId: number;
  versionNumber: number;
  snapshot: string;
  changedBy: string | null;
  changeReason: string | null;
  batchId: string | null;
  createdAt: Timestamp;
}

/** A bulk edit (migration 0030); its products are the versions carrying its batchId. */
export interface ProductBatchesTable {
  batchId: string;
  changedBy: string | null;
  changeReason: string | null;
  /** JSON list of the product fields the batch set; null for batches from before migration 0030. */
  fields: string | null;
  status: Generated<string>;
  revertBatchId: string | null;
  revertedBy: string | null;
  revertStartedAt: Timestamp | null;
  revertedAt: Timestamp | null;
  createdAt: Timestamp;
}

export interface ProductViewDaysTable {
  productId: number;
  day: string;
  views: number;
}

export interface ProductTables {
  products: ProductsTable;
  productVariants: ProductVariantsTable;
  productCounts: ProductCountsTable;
  productVersions: ProductVersionsTable;
  productBatches: ProductBatchesTable;
  productViewDays: ProductViewDaysTable;
}
