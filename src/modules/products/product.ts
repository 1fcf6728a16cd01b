// The product as the domain sees it, the row → domain mappers and the pure rules of a change:
// field validation, visibility (status ⇔ isHidden), derived SEO metadata, snapshots and their diff.
import type { Row, RowUpdate } from '../../db/database.js';
import { fromCents, toCents } from '../../shared/money.js';
import { invalid } from '../../shared/errors.js';
import type { CategoryRef } from '../categories/category.js';
import type { ProductImage } from '../media/product-images.repository.js';
import { MAX_QUANTITY } from '../inventory/inventory.repository.js';
import { checkOptionsShape, checkVariantsShape, isDefaultState, type VariantChange } from '../variants/variant.js';

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
  /** null: the standard class. */
  taxClassId: number | null;
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

export function toProduct(
  row: ProductRow,
  extra: { category: CategoryRef | null; stock: StockLevel; images: ProductImage[] },
): Product {
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
    taxClassId: row.taxClassId,
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
    if (JSON.stringify(a[field] ?? null) !== JSON.stringify(b[field] ?? null))
      changes[field] = { a: a[field] ?? null, b: b[field] ?? null };
  }
  return changes;
}

/** The status after a change: an explicit status wins; hiding an active product makes it a draft (archived stays archived); showing makes it active. */
export function nextStatus(
  current: ProductStatus,
  changes: Pick<ProductChanges, 'status' | 'isHidden'>,
): ProductStatus {
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
  const text = description
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { seoTitle: cut(name.trim(), 70), seoDescription: text ? cut(text, 160) : null };
}

/**
 * The SEO fields to store after a change. A field follows name and description while it still holds
 * what was derived before (or nothing); a value the operator wrote stays until they change it, and
 * an explicit null hands it back to derivation.
 */
export function refreshedSeo(
  before: Pick<ProductRow, 'name' | 'description' | 'seoTitle' | 'seoDescription'>,
  after: { name: string; description: string },
  changes: Pick<ProductChanges, 'seoTitle' | 'seoDescription'>,
) {
  const was = derivedSeo(before.name, before.description);
  const now = derivedSeo(after.name, after.description);
  const pick = (
    explicit: string | null | undefined,
    stored: string | null,
    wasDerived: string | null,
    derived: string | null,
  ) => {
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
  return {
    productId: row.id,
    sku: row.sku,
    name: row.name,
    price: fromCents(Number(row.priceCents)),
    status: row.status,
  };
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
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw invalid(`${field} must be a whole number from ${min} to ${max}`);
  return value;
}

/**
 * One field a change may set: how a sent value is checked and normalised, its value in a version's snapshot (absent
 * where the snapshot does not keep it) and the row columns it writes (absent where the write derives them).
 */
interface Field<V> {
  check(value: unknown): V;
  snapshot?: (row: ProductRow, extra: SnapshotExtra) => V;
  columns?: (value: V) => RowUpdate<'products'>;
}

// Keeps which of snapshot and columns a field has: Snapshot is made of the fields with one.
const field = <V, F extends Field<V>>(f: F & Field<V>): F => f;

/**
 * What may change on a product, in the order changes are checked, snapshots written and diffs listed: the one place
 * a product field is declared (docs/shapes.md). Every write path copies only these fields.
 */
const PRODUCT_FIELDS = {
  name: field({
    check: (v) => text(v, 'name', NAME_MAX, { required: true }),
    snapshot: (row) => row.name,
    columns: (name) => ({ name }),
  }),
  sku: field({
    check: (v) => text(v, 'sku', SKU_MAX, { required: true }),
    snapshot: (row) => row.sku,
    columns: (sku) => ({ sku }),
  }),
  slug: field({
    check: (v) => {
      const slug = text(v, 'slug', SLUG_MAX, { required: true });
      if (!SLUG_PATTERN.test(slug)) throw invalid('slug may contain lowercase letters, digits and single hyphens');
      return slug;
    },
    snapshot: (row) => row.slug,
    columns: (slug) => ({ slug }),
  }),
  price: field({
    check: (v) => {
      if (typeof v !== 'number' || v < 0 || v > PRICE_MAX)
        throw invalid(`price must be an amount from 0 to ${PRICE_MAX} EUR`);
      toCents(v, 'price');
      return v;
    },
    snapshot: (row) => fromCents(Number(row.priceCents)),
    columns: (price) => ({ priceCents: toCents(price, 'price') }),
  }),
  description: field({
    check: (v) => text(v, 'description', DESCRIPTION_MAX),
    snapshot: (row) => row.description,
    columns: (description) => ({ description }),
  }),
  brand: field({
    check: (v) => nullableText(v, 'brand', BRAND_MAX),
    snapshot: (row) => row.brand,
    columns: (brand) => ({ brand }),
  }),
  categoryId: field({
    check: (v) => (v === null ? null : integer(v, 'categoryId', 1, 2147483647)),
    snapshot: (row) => row.categoryId,
    columns: (categoryId) => ({ categoryId }),
  }),
  taxClassId: field({
    check: (v) => (v === null ? null : integer(v, 'taxClassId', 1, 2147483647)),
    snapshot: (row) => row.taxClassId,
    columns: (taxClassId) => ({ taxClassId }),
  }),
  // The status column is written by nextStatus, from status and isHidden together.
  status: field({
    check: (v) => {
      if (!isProductStatus(v)) throw invalid(`status must be one of ${PRODUCT_STATUSES.join(', ')}`);
      return v;
    },
    snapshot: statusOf,
  }),
  // Not in the snapshot: status says it.
  isHidden: field({
    check: (v) => {
      if (typeof v !== 'boolean') throw invalid('isHidden must be true or false');
      return v;
    },
  }),
  // The inventory's, set through it: no column of the product.
  stock: field({ check: (v) => integer(v, 'stock', 0, MAX_QUANTITY), snapshot: (_row, extra) => extra.stock }),
  // The SEO title and description: null hands the field back to derivation from name and description (refreshedSeo).
  seoTitle: field({ check: (v) => nullableText(v, 'seoTitle', SEO_TITLE_MAX), snapshot: (row) => row.seoTitle }),
  seoDescription: field({
    check: (v) => nullableText(v, 'seoDescription', SEO_TEXT_MAX),
    snapshot: (row) => row.seoDescription,
  }),
  seoKeywords: field({
    check: (v) => nullableText(v, 'seoKeywords', SEO_TEXT_MAX),
    snapshot: (row) => row.seoKeywords,
    columns: (seoKeywords) => ({ seoKeywords }),
  }),
  videos: field({
    check: (v) => {
      if (!Array.isArray(v) || v.length > VIDEOS_MAX)
        throw invalid(`videos must be a list of at most ${VIDEOS_MAX} entries`);
      return v as unknown[];
    },
    snapshot: (row) => JSON.parse(row.videos) as unknown[],
    columns: (videos) => ({ videos: JSON.stringify(videos) }),
  }),
  attributes: field({
    check: (v) => {
      if (typeof v !== 'object' || v === null || Array.isArray(v)) throw invalid('attributes must be an object');
      return v as Record<string, unknown>;
    },
    snapshot: (row) => JSON.parse(row.attributes) as Record<string, unknown>,
    columns: (attributes) => ({ attributes: JSON.stringify(attributes) }),
  }),
  // The variants module's (docs/variants.md), written through it in the product's transaction: no column here.
  options: field({ check: checkOptionsShape, snapshot: (_row, extra) => extra.options }),
  variants: field({ check: checkVariantsShape, snapshot: (_row, extra) => extra.variants }),
};

type Fields = typeof PRODUCT_FIELDS;
export type ChangeField = keyof Fields;
export type ProductChanges = { [K in ChangeField]?: ReturnType<Fields[K]['check']> };
export type SnapshotField = { [K in ChangeField]: Fields[K] extends { snapshot: unknown } ? K : never }[ChangeField];
/** The state a version stores. */
export type Snapshot = { [K in SnapshotField]: ReturnType<Fields[K]['check']> };

const ENTRIES = Object.entries(PRODUCT_FIELDS) as [ChangeField, Field<unknown>][];

export const CHANGE_FIELDS: readonly ChangeField[] = ENTRIES.map(([name]) => name);

export function isSnapshotField(name: string): name is SnapshotField {
  return ENTRIES.some(([n, f]) => n === name && f.snapshot !== undefined);
}

/** What a snapshot keeps beside the product's row: its stock, options and variants. */
export interface SnapshotExtra {
  stock: number;
  options: { name: string; values: string[] }[];
  variants: VariantChange[];
}

export function snapshotOf(row: ProductRow, extra: SnapshotExtra): Snapshot {
  const snapshot: Record<string, unknown> = {};
  for (const [name, f] of ENTRIES) if (f.snapshot) snapshot[name] = f.snapshot(row, extra);
  return snapshot as Snapshot;
}

/**
 * A snapshot as the answers show it: options and variants left out while the product had only its default variant,
 * so a one-variant product's versions read as before variants existed. The stored snapshot keeps them for a restore.
 */
export function shownSnapshot(snapshot: Partial<Snapshot>): Partial<Snapshot> {
  if (
    !snapshot.variants ||
    !isDefaultState(
      snapshot.options ?? [],
      snapshot.variants.map((v) => ({ optionValues: v.optionValues ?? [] })),
    )
  )
    return snapshot;
  const { options: _options, variants: _variants, ...rest } = snapshot;
  return rest;
}

/** Checks and normalises each known field; unknown fields are dropped. */
export function validateChanges(input: Record<string, unknown>): ProductChanges {
  const out: Record<string, unknown> = {};
  for (const [name, f] of ENTRIES) if (input[name] !== undefined) out[name] = f.check(input[name]);
  return out as ProductChanges;
}

/** The columns the changed fields write as they are; the fields a write derives (status, SEO, stock) write none. */
export function columnsOf(changes: ProductChanges): RowUpdate<'products'> {
  let columns: RowUpdate<'products'> = {};
  for (const [name, f] of ENTRIES)
    if (f.columns && changes[name] !== undefined) columns = { ...columns, ...f.columns(changes[name]) };
  return columns;
}
