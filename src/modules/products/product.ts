// The product as the domain sees it, the row → domain mappers and the pure rules of a change:
// field validation, visibility (status ⇔ isHidden), derived SEO metadata, snapshots and their diff.
import type { Row } from '../../db/database.js';
import { fromCents, toCents } from '../../shared/money.js';
import { invalid } from '../../shared/errors.js';
import type { CategoryRef } from '../categories/category.js';
import type { ProductImage } from '../media/product-images.repository.js';
import { MAX_QUANTITY } from '../inventory/inventory.repository.js';

export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const NAME_MAX = 300;
export const SKU_MAX = 100;
export const SLUG_MAX = 200;
export const DESCRIPTION_MAX = 100_000;
export const BRAND_MAX = 200;
export const SEO_TITLE_MAX = 300;
export const SEO_TEXT_MAX = 1000;
export const VIDEOS_MAX = 50;
/** The largest price in EUR; in cents it stays far inside both engines' bigint. */
export const PRICE_MAX = 10_000_000_000;

export type ProductRow = Row<'products'>;

export interface Product {
  id: number;
  sku: string;
  slug: string;
  name: string;
  description: string;
  brand: string | null;
  price: number;
  categoryId: number | null;
  category: CategoryRef | null;
  status: ProductStatus;
  /** The admin view of status: only `active` is visible. */
  isHidden: boolean;
  /** On-hand quantity over all warehouses (the admin `stock`). */
  stock: number;
  /** stock minus what open orders hold. */
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

/** A product with the fingerprint of its stored row: its ETag, what an If-Match is compared with. */
export type StoredProduct = Product & { fingerprint: string };

/** What may change on a product; every write path copies only these fields. */
export const CHANGE_FIELDS = [
  'name', 'sku', 'slug', 'price', 'description', 'brand', 'categoryId', 'status', 'isHidden', 'stock',
  'seoTitle', 'seoDescription', 'seoKeywords', 'videos', 'attributes',
] as const;

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
  /** null hands the field back to derivation from name and description. */
  seoTitle?: string | null;
  seoDescription?: string | null;
  seoKeywords?: string | null;
  videos?: unknown[];
  attributes?: Record<string, unknown>;
}

/** The state a version stores: every changeable field except isHidden (status says it). */
export interface Snapshot {
  name: string;
  sku: string;
  slug: string;
  price: number;
  description: string;
  brand: string | null;
  categoryId: number | null;
  status: ProductStatus;
  stock: number;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string | null;
  videos: unknown[];
  attributes: Record<string, unknown>;
}

export interface StockLevel {
  quantity: number;
  available: number;
}

export function isProductStatus(value: unknown): value is ProductStatus {
  return typeof value === 'string' && (PRODUCT_STATUSES as readonly string[]).includes(value);
}

/** The row's status; an unknown value (written outside the service) counts as hidden. */
export function statusOf(row: Pick<ProductRow, 'status'>): ProductStatus {
  return isProductStatus(row.status) ? row.status : 'draft';
}

export function toProduct(row: ProductRow, extra: { category: CategoryRef | null; stock: StockLevel; images: ProductImage[] }): Product {
  const status = statusOf(row);
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
    status,
    isHidden: status !== 'active',
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

export function snapshotOf(row: ProductRow, stock: number): Snapshot {
  return {
    name: row.name,
    sku: row.sku,
    slug: row.slug,
    price: fromCents(Number(row.priceCents)),
    description: row.description,
    brand: row.brand,
    categoryId: row.categoryId,
    status: statusOf(row),
    stock,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    seoKeywords: row.seoKeywords,
    videos: JSON.parse(row.videos) as unknown[],
    attributes: JSON.parse(row.attributes) as Record<string, unknown>,
  };
}

/**
 * The changes that bring a product back to a snapshot. Stock is left out on purpose: it moves with
 * orders and deliveries, so an old count would invent or destroy goods (the inventory owns it).
 */
export function changesFromSnapshot(snapshot: Partial<Snapshot>): ProductChanges {
  const { stock: _stock, ...rest } = snapshot;
  return rest;
}

/** The fields whose values differ between two snapshots, as {field: {a, b}}. */
export function diffSnapshots(a: Partial<Snapshot>, b: Partial<Snapshot>): Record<string, { a: unknown; b: unknown }> {
  const changes: Record<string, { a: unknown; b: unknown }> = {};
  for (const field of new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof Snapshot>) {
    if (JSON.stringify(a[field] ?? null) !== JSON.stringify(b[field] ?? null)) changes[field] = { a: a[field] ?? null, b: b[field] ?? null };
  }
  return changes;
}

/** The status after a change: an explicit status wins; hiding an active product makes it a draft (archived stays archived); showing makes it active. */
export function nextStatus(current: ProductStatus, changes: Pick<ProductChanges, 'status' | 'isHidden'>): ProductStatus {
  if (changes.status !== undefined) return changes.status;
  if (changes.isHidden === undefined) return current;
  if (!changes.isHidden) return 'active';
  return current === 'active' ? 'draft' : current;
}

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** SEO metadata derived from name and description: the title from the name (70 characters), the description from the text without markup (160). */
export function derivedSeo(name: string, description: string): { seoTitle: string; seoDescription: string | null } {
  const text = description.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return { seoTitle: cut(name.trim(), 70), seoDescription: text ? cut(text, 160) : null };
}

/**
 * The SEO fields to store after a change. A field follows name and description while it still holds
 * what was derived before (or nothing); a value the operator wrote stays until they change it, and
 * an explicit null hands it back to derivation.
 */
export function refreshedSeo(before: Pick<ProductRow, 'name' | 'description' | 'seoTitle' | 'seoDescription'>, after: { name: string; description: string }, changes: Pick<ProductChanges, 'seoTitle' | 'seoDescription'>) {
  const was = derivedSeo(before.name, before.description);
  const now = derivedSeo(after.name, after.description);
  const pick = (explicit: string | null | undefined, stored: string | null, wasDerived: string | null, derived: string | null) => {
    if (explicit !== undefined) return explicit ?? derived;
    return stored === null || stored === wasDerived ? derived : stored;
  };
  return {
    seoTitle: pick(changes.seoTitle, before.seoTitle, was.seoTitle, now.seoTitle),
    seoDescription: pick(changes.seoDescription, before.seoDescription, was.seoDescription, now.seoDescription),
  };
}

/** The data of product.* events: small, enough for a receiver to find the product. */
export function eventData(row: Pick<ProductRow, 'id' | 'sku' | 'name' | 'priceCents' | 'status'>) {
  return { productId: row.id, sku: row.sku, name: row.name, price: fromCents(Number(row.priceCents)), status: row.status };
}

// Validation of change values. Routes check shapes with their schemas already; the service checks again here
// because bulk updates carry free-form `updates` and must report a bad value per product instead of refusing the batch.

function text(value: unknown, field: string, max: number, { required = false } = {}): string {
  if (typeof value !== 'string') throw invalid(`${field} must be a string`);
  const trimmed = value.trim();
  if (required && !trimmed) throw invalid(`${field} must not be empty`);
  if (trimmed.length > max) throw invalid(`${field} must be at most ${max} characters`);
  return required ? trimmed : value;
}

function nullableText(value: unknown, field: string, max: number): string | null {
  return value === null ? null : text(value, field, max);
}

function integer(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) throw invalid(`${field} must be a whole number from ${min} to ${max}`);
  return value;
}

/** Checks and normalises each known field; unknown fields are dropped. */
export function validateChanges(input: Record<string, unknown>): ProductChanges {
  const out: ProductChanges = {};
  const v = input;
  if (v.name !== undefined) out.name = text(v.name, 'name', NAME_MAX, { required: true });
  if (v.sku !== undefined) out.sku = text(v.sku, 'sku', SKU_MAX, { required: true });
  if (v.slug !== undefined) {
    out.slug = text(v.slug, 'slug', SLUG_MAX, { required: true });
    if (!SLUG_PATTERN.test(out.slug)) throw invalid('slug may contain lowercase letters, digits and single hyphens');
  }
  if (v.price !== undefined) {
    if (typeof v.price !== 'number' || v.price < 0 || v.price > PRICE_MAX) throw invalid(`price must be an amount from 0 to ${PRICE_MAX} EUR`);
    toCents(v.price, 'price');
    out.price = v.price;
  }
  if (v.description !== undefined) out.description = text(v.description, 'description', DESCRIPTION_MAX);
  if (v.brand !== undefined) out.brand = nullableText(v.brand, 'brand', BRAND_MAX);
  if (v.categoryId !== undefined) out.categoryId = v.categoryId === null ? null : integer(v.categoryId, 'categoryId', 1, 2147483647);
  if (v.status !== undefined) {
    if (!isProductStatus(v.status)) throw invalid(`status must be one of ${PRODUCT_STATUSES.join(', ')}`);
    out.status = v.status;
  }
  if (v.isHidden !== undefined) {
    if (typeof v.isHidden !== 'boolean') throw invalid('isHidden must be true or false');
    out.isHidden = v.isHidden;
  }
  if (v.stock !== undefined) out.stock = integer(v.stock, 'stock', 0, MAX_QUANTITY);
  if (v.seoTitle !== undefined) out.seoTitle = nullableText(v.seoTitle, 'seoTitle', SEO_TITLE_MAX);
  if (v.seoDescription !== undefined) out.seoDescription = nullableText(v.seoDescription, 'seoDescription', SEO_TEXT_MAX);
  if (v.seoKeywords !== undefined) out.seoKeywords = nullableText(v.seoKeywords, 'seoKeywords', SEO_TEXT_MAX);
  if (v.videos !== undefined) {
    if (!Array.isArray(v.videos) || v.videos.length > VIDEOS_MAX) throw invalid(`videos must be a list of at most ${VIDEOS_MAX} entries`);
    out.videos = v.videos;
  }
  if (v.attributes !== undefined) {
    if (typeof v.attributes !== 'object' || v.attributes === null || Array.isArray(v.attributes)) throw invalid('attributes must be an object');
    out.attributes = v.attributes as Record<string, unknown>;
  }
  return out;
}
