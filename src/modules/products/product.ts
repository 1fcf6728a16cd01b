import type { Row } from '../../db/database.js';
import { fromCents } from '../../shared/money.js';
import type { ProductImage } from '../media/product-images.repository.js';

export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export type ProductRow = Row<'products'>;

/** A product as every surface starts from; each surface picks and names its own fields. */
export interface Product {
  id: number;
  sku: string;
  slug: string;
  name: string;
  description: string;
  brand: string | null;
  price: number;
  categoryId: number | null;
  category: { id: number; name: string; slug: string } | null;
  status: string;
  /** The admin view of status: only `active` is visible. */
  isHidden: boolean;
  stock: number;
  availableStock: number;
  images: ProductImage[];
  videos: unknown[];
  attributes: Record<string, unknown>;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The fields a change may touch; also what a version snapshot holds. */
export interface ProductChanges {
  name?: string;
  sku?: string;
  slug?: string;
  price?: number;
  description?: string;
  brand?: string | null;
  categoryId?: number | null;
  status?: ProductStatus;
  isHidden?: boolean;
  stock?: number;
  seoTitle?: string | null;
  seoDescription?: string | null;
  seoKeywords?: string | null;
  videos?: unknown[];
  attributes?: Record<string, unknown>;
}

export type Snapshot = Required<Omit<ProductChanges, 'isHidden'>>;

export function isHiddenStatus(status: string): boolean {
  return status !== 'active';
}

export function toProduct(
  row: ProductRow,
  extra: { category: Product['category']; stock: { quantity: number; available: number }; images: ProductImage[] },
): Product {
  return {
    id: row.id,
    sku: row.sku,
    slug: row.slug,
    name: row.name,
    description: row.description,
    brand: row.brand,
    price: fromCents(Number(row.priceCents)),
    categoryId: row.categoryId,
    category: extra.category,
    status: row.status,
    isHidden: isHiddenStatus(row.status),
    stock: extra.stock.quantity,
    availableStock: extra.stock.available,
    images: extra.images,
    videos: JSON.parse(row.videos) as unknown[],
    attributes: JSON.parse(row.attributes) as Record<string, unknown>,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    seoKeywords: row.seoKeywords,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function snapshotOf(product: Product): Snapshot {
  return {
    name: product.name,
    sku: product.sku,
    slug: product.slug,
    price: product.price,
    description: product.description,
    brand: product.brand,
    categoryId: product.categoryId,
    status: product.status as ProductStatus,
    stock: product.stock,
    seoTitle: product.seoTitle,
    seoDescription: product.seoDescription,
    seoKeywords: product.seoKeywords,
    videos: product.videos,
    attributes: product.attributes,
  };
}

/** SEO metadata derived from the product when the operator has not written their own. */
export function derivedSeo(name: string, description: string): { seoTitle: string; seoDescription: string } {
  const text = description.replace(/\s+/g, ' ').trim();
  return { seoTitle: name.slice(0, 70), seoDescription: text.length > 160 ? `${text.slice(0, 157)}...` : text };
}

/** The data of product.* events: small, enough to find the product. */
export function eventData(product: Pick<Product, 'id' | 'sku' | 'name' | 'price' | 'status'>) {
  return { productId: product.id, sku: product.sku, name: product.name, price: product.price, status: product.status };
}
