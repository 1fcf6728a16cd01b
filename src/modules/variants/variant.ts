// Variants as the unit of sale (issue 34, docs/variants.md): how a line or an adjustment names the variant it means,
// and the snapshot an order item keeps of it. Pure rules; the queries are in variants.repository.ts.
import { invalid, notFound } from '../../shared/errors.js';

export const VARIANT_STATUSES = ['active', 'draft', 'archived'] as const;
export type VariantStatus = (typeof VARIANT_STATUSES)[number];

/** The row's status; an unknown value (written outside the service) counts as not for sale. */
export function variantStatusOf(status: string): VariantStatus {
  return (VARIANT_STATUSES as readonly string[]).includes(status) ? (status as VariantStatus) : 'draft';
}
export const MAX_OPTIONS = 3;
/** The variants one product body may list: a bound on the request, not on the product (which may have more). */
export const MAX_VARIANTS_IN_BODY = 1000;

/** How a caller names a variant: by id, by SKU, or by its product when that has exactly one variant. */
export interface VariantRef {
  variantId?: number;
  sku?: string;
  productId?: number;
}

/**
 * A reference by exactly one key, which a stock write can resolve in its own statement (`variantIdOf`): a product's
 * id names its variant only when the product has exactly one.
 */
export type VariantKey =
  { kind: 'variantId'; value: number } | { kind: 'sku'; value: string } | { kind: 'productId'; value: number };

/** The reference's one key; null when it gives several, which must first be checked against each other (pickVariant). */
export function soleKey(ref: VariantRef): VariantKey | null {
  const { variantId, sku, productId } = ref;
  if (variantId !== undefined)
    return sku === undefined && productId === undefined ? { kind: 'variantId', value: variantId } : null;
  if (sku !== undefined) return productId === undefined ? { kind: 'sku', value: sku } : null;
  return productId === undefined ? null : { kind: 'productId', value: productId };
}

/** A variant with what selling it needs of its product. */
export interface VariantRow {
  id: number;
  productId: number;
  sku: string | null;
  name: string;
  priceCents: number | null;
  status: string;
  optionValues: string;
  productSku: string;
  productName: string;
  productPriceCents: number;
  productStatus: string;
  /** Variants follow their product's tax class (null: standard). */
  productTaxClassId: number | null;
}

/** What an order item keeps of the variant it sold, so later edits or deletions never change a placed order. */
export interface VariantSnapshot {
  variantId: number;
  sku: string;
  variantName: string | null;
  options: { name: string; value: string }[];
  unitPriceCents: number;
}

export function describeRef(ref: VariantRef): string {
  if (ref.variantId !== undefined) return `Variant ${ref.variantId}`;
  if (ref.sku !== undefined) return `Variant with SKU ${ref.sku}`;
  return `Product ${ref.productId}`;
}

/**
 * The one variant a reference names among the candidate rows (variants with that id or SKU, or every variant of the
 * product). `productId` beside a variant id or SKU must be that variant's product. A product with several variants
 * cannot be named by its id alone: the error names `variantId`. Throws not_found when nothing matches, so each
 * surface decides how an unknown variant is answered by catching or mapping it.
 */
export function pickVariant<R extends Pick<VariantRow, 'id' | 'productId' | 'sku'>>(
  ref: VariantRef,
  rows: readonly R[],
): R {
  if (ref.variantId !== undefined || ref.sku !== undefined) {
    const row = rows.find((r) => (ref.variantId !== undefined ? r.id === ref.variantId : r.sku === ref.sku));
    if (!row) throw notFound(describeRef(ref));
    if (ref.variantId !== undefined && ref.sku !== undefined && row.sku !== ref.sku)
      throw invalid(`variantId ${ref.variantId} does not have the SKU ${ref.sku}`);
    if (ref.productId !== undefined && row.productId !== ref.productId)
      throw invalid(`variantId ${row.id} is not a variant of product ${ref.productId}`);
    return row;
  }
  if (ref.productId === undefined) throw invalid('variantId, sku or productId is required');
  const ofProduct = rows.filter((r) => r.productId === ref.productId);
  if (ofProduct.length === 0) throw notFound('Product');
  if (ofProduct.length > 1)
    throw invalid(`variantId is required: product ${ref.productId} has ${ofProduct.length} variants`);
  return ofProduct[0]!;
}

/**
 * A product's only variant has no option values: answers about it read exactly as before variants existed, so the
 * variant fields (variantId, variantName, options) appear only for variants that have option values.
 */
export function isDefaultVariant(optionValues: string): boolean {
  return optionValues === '[]';
}

/** The variant fields of an answer: none for a default variant. */
export function variantFields(v: {
  variantId: number | null;
  variantName: string | null;
  optionValues: string | null;
}): { variantId?: number; variantName?: string } {
  if (v.variantId === null || (v.optionValues !== null && isDefaultVariant(v.optionValues))) return {};
  return v.variantName === null ? { variantId: v.variantId } : { variantId: v.variantId, variantName: v.variantName };
}

/** The variant's own price, or its product's when it has none. */
export function priceOf(v: Pick<VariantRow, 'priceCents' | 'productPriceCents'>): number {
  return Number(v.priceCents ?? v.productPriceCents);
}

/** A variant's option values paired with the option names, as an order item stores them. */
export function optionPairs(optionValues: string, optionNames: readonly string[]): { name: string; value: string }[] {
  const values = JSON.parse(optionValues) as string[];
  return optionNames.flatMap((name, i) => (values[i] === undefined ? [] : [{ name, value: values[i]! }]));
}

export function snapshotOf(v: VariantRow, optionNames: readonly string[]): VariantSnapshot {
  const options = optionPairs(v.optionValues, optionNames);
  return {
    variantId: v.id,
    sku: v.sku ?? v.productSku,
    // A product's only (default) variant has no name of its own: the line reads as before variants existed.
    variantName: options.length === 0 ? null : v.name,
    options,
    unitPriceCents: priceOf(v),
  };
}

/** A variant as a product version keeps it: what restoring the version puts back (stock excepted). */
export interface VariantState {
  id: number;
  sku: string | null;
  optionValues: string[];
  /** EUR; null: the product's price. */
  price: number | null;
  compareAtPrice: number | null;
  barcode: string | null;
  weight: number | null;
  status: VariantStatus;
}

/** One entry of `variants` in a product create or update body. */
export interface VariantChange {
  /** An existing variant of the product; without it the entry is matched by its option values, or added. */
  id?: number;
  sku?: string;
  optionValues?: string[];
  price?: number | null;
  compareAtPrice?: number | null;
  barcode?: string | null;
  weight?: number | null;
  status?: VariantStatus;
  /** A new variant only: the on-hand quantity in the default warehouse. */
  stock?: number;
}

/** A product with no options and only its default variant: nothing about variants to show or keep apart. */
export function isDefaultState(options: readonly unknown[], variants: readonly { optionValues: string[] }[]): boolean {
  return options.length === 0 && variants.length === 1 && variants[0]!.optionValues.length === 0;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The shape of `options` in a product body (the routes' schemas check it too; bulk edits carry free-form values). */
export function checkOptionsShape(value: unknown): { name: string; values: string[] }[] {
  if (!Array.isArray(value)) throw invalid('options must be a list');
  if (value.length > MAX_OPTIONS) throw invalid(`options: a product has at most ${MAX_OPTIONS} options`);
  return value.map((o, i) => {
    if (
      !isRecord(o) ||
      typeof o.name !== 'string' ||
      !Array.isArray(o.values) ||
      o.values.some((v) => typeof v !== 'string')
    )
      throw invalid(`options/${i} must be {name, values: [text]}`);
    return { name: o.name, values: o.values as string[] };
  });
}

const nullableNumber = (v: unknown, field: string) => {
  if (v !== null && (typeof v !== 'number' || v < 0)) throw invalid(`${field} must be an amount of at least 0 or null`);
  return v;
};

/** The shape of `variants` in a product body: each entry's fields checked, unknown ones dropped. */
export function checkVariantsShape(value: unknown): VariantChange[] {
  if (!Array.isArray(value)) throw invalid('variants must be a list');
  if (value.length > MAX_VARIANTS_IN_BODY)
    throw invalid(`variants: at most ${MAX_VARIANTS_IN_BODY} entries in one body`);
  return value.map((v, i) => {
    const at = `variants/${i}`;
    if (!isRecord(v)) throw invalid(`${at} must be an object`);
    const out: VariantChange = {};
    if (v.id !== undefined) {
      if (typeof v.id !== 'number' || !Number.isInteger(v.id) || v.id < 1)
        throw invalid(`${at}/id must be a variant id`);
      out.id = v.id;
    }
    if (v.sku !== undefined) {
      if (typeof v.sku !== 'string' || !v.sku.trim() || v.sku.length > 100)
        throw invalid(`${at}/sku must be a text of 1 to 100 characters`);
      out.sku = v.sku;
    }
    if (v.optionValues !== undefined) {
      if (!Array.isArray(v.optionValues) || v.optionValues.some((x) => typeof x !== 'string'))
        throw invalid(`${at}/optionValues must be a list of texts`);
      out.optionValues = v.optionValues as string[];
    }
    if (v.price !== undefined) out.price = nullableNumber(v.price, `${at}/price`) as number | null;
    if (v.compareAtPrice !== undefined)
      out.compareAtPrice = nullableNumber(v.compareAtPrice, `${at}/compareAtPrice`) as number | null;
    if (v.barcode !== undefined) {
      if (v.barcode !== null && typeof v.barcode !== 'string') throw invalid(`${at}/barcode must be a text or null`);
      out.barcode = v.barcode;
    }
    if (v.weight !== undefined) {
      if (v.weight !== null && (typeof v.weight !== 'number' || !Number.isInteger(v.weight) || v.weight < 0))
        throw invalid(`${at}/weight must be whole grams or null`);
      out.weight = v.weight;
    }
    if (v.status !== undefined) {
      if (!(VARIANT_STATUSES as readonly unknown[]).includes(v.status))
        throw invalid(`${at}/status must be one of ${VARIANT_STATUSES.join(', ')}`);
      out.status = v.status as VariantStatus;
    }
    if (v.stock !== undefined) {
      if (typeof v.stock !== 'number' || !Number.isInteger(v.stock) || v.stock < 0 || v.stock > 1_000_000)
        throw invalid(`${at}/stock must be a whole number from 0 to 1000000`);
      out.stock = v.stock;
    }
    return out;
  });
}
