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

/** How a caller names a variant: by id, by SKU, or by its product when that has exactly one variant. */
export interface VariantRef {
  variantId?: number;
  sku?: string;
  productId?: number;
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
