// Product schemas shared by the admin, platform and storefront surfaces; each surface picks its fields.
import { Type } from 'typebox';
import { Id, IsoDateTime, Money, Nullable } from './schemas.js';
import { ProductImage } from './media.schemas.js';
import {
  BRAND_MAX,
  DESCRIPTION_MAX,
  NAME_MAX,
  PRODUCT_STATUSES,
  SEO_TEXT_MAX,
  SEO_TITLE_MAX,
  SKU_MAX,
  SLUG_MAX,
  VIDEOS_MAX,
} from '../../modules/products/product.js';
import { MAX_QUANTITY } from '../../modules/inventory/inventory.repository.js';
import { VARIANT_STATUSES } from '../../modules/variants/variant.js';

export const CategoryRef = Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() }));

/** Every field of a product answer; surfaces answer a subset (the response schema is the allow-list). */
export const ProductOut = {
  id: Type.Integer(),
  sku: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  brand: Nullable(Type.String()),
  price: Type.Number(),
  categoryId: Nullable(Type.Integer()),
  category: CategoryRef,
  taxClassId: Nullable(Type.Integer({ description: 'the tax class of the product and its variants; null: standard' })),
  status: Type.Enum(PRODUCT_STATUSES),
  isHidden: Type.Boolean(),
  stock: Type.Integer({ description: 'on-hand quantity over all warehouses' }),
  availableStock: Type.Integer({ description: 'stock minus what open orders hold' }),
  images: Type.Array(ProductImage),
  videos: Type.Array(Type.Unknown()),
  attributes: Type.Record(Type.String(), Type.Unknown()),
  seoTitle: Nullable(Type.String()),
  seoDescription: Nullable(Type.String()),
  seoKeywords: Nullable(Type.String()),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
};

/** Writable fields. Bodies may carry others: they are ignored (the routes copy only their surface's fields). */
export const ProductIn = {
  name: Type.String({ minLength: 1, maxLength: NAME_MAX }),
  sku: Type.String({ minLength: 1, maxLength: SKU_MAX }),
  slug: Type.String({ minLength: 1, maxLength: SLUG_MAX, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' }),
  price: Money,
  description: Type.String({ maxLength: DESCRIPTION_MAX }),
  brand: Nullable(Type.String({ maxLength: BRAND_MAX })),
  categoryId: Nullable(Id),
  taxClassId: Nullable({ ...Id, description: 'a tax class id (GET …/tax/classes); null: standard' }),
  status: Type.Enum(PRODUCT_STATUSES),
  isHidden: Type.Boolean(),
  stock: Type.Integer({
    minimum: 0,
    maximum: MAX_QUANTITY,
    description: 'on-hand quantity; sets the default warehouse',
  }),
  seoTitle: Nullable(Type.String({ maxLength: SEO_TITLE_MAX, description: 'null: derived from the name' })),
  seoDescription: Nullable(Type.String({ maxLength: SEO_TEXT_MAX, description: 'null: derived from the description' })),
  seoKeywords: Nullable(Type.String({ maxLength: SEO_TEXT_MAX })),
  videos: Type.Array(Type.Unknown(), { maxItems: VIDEOS_MAX }),
  attributes: Type.Record(Type.String(), Type.Unknown()),
};

const VariantOption = Type.Object({ name: Type.String(), value: Type.String() });

/** A variant as the storefront shows it (docs/variants.md): the older fields first, then those of issue 34. */
export const StoreVariant = Type.Object({
  id: Type.Integer(),
  sku: Nullable(Type.String()),
  name: Type.String(),
  price: Nullable(Type.Number({ description: 'null: the product price' })),
  attributes: Type.Record(Type.String(), Type.Unknown()),
  sortOrder: Type.Integer(),
  options: Type.Optional(
    Type.Array(VariantOption, { description: "the variant's value of each option, in option order" }),
  ),
  compareAtPrice: Type.Optional(Nullable(Type.Number())),
  barcode: Type.Optional(Nullable(Type.String({ description: 'GTIN' }))),
  weight: Type.Optional(Nullable(Type.Integer({ description: 'grams' }))),
  availableStock: Type.Optional(Type.Integer({ description: 'what can still be ordered, over all warehouses' })),
});

/** A variant as the admin and platform surfaces show it: with its status and on-hand stock. */
export const Variant = Type.Object({
  ...StoreVariant.properties,
  status: Type.Optional(Type.Enum(VARIANT_STATUSES)),
  stock: Type.Optional(Type.Integer({ description: 'on-hand quantity over all warehouses' })),
});

export const ProductOption = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  values: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 100 }),
});

/** The lowest price of the last 30 days of a variant (docs/tax.md, "Lowest price of the last 30 days"). */
export const VariantLowestPriceFields = {
  lowestPrice30d: Type.Number({
    description:
      'EUR: while the price is reduced, the lowest price of the 30 days before the reduction began (its base); else the lowest of the last 30 days',
  }),
  reductionPercent: Nullable(
    Type.Integer({ description: 'whole percent off lowestPrice30d, rounded down; null: not reduced' }),
  ),
};

/** The same for the product's price; null when every variant has a price of its own. */
export const LowestPriceFields = {
  lowestPrice30d: Nullable(VariantLowestPriceFields.lowestPrice30d),
  reductionPercent: VariantLowestPriceFields.reductionPercent,
};

/** What a product detail adds for a product with options or several variants; absent for one with a single variant. */
export const VariantDetailFields = {
  options: Type.Optional(Type.Array(ProductOption, { maxItems: 3 })),
  priceRange: Type.Optional(
    Type.Object({ min: Type.Number(), max: Type.Number() }, { description: 'over the active variants' }),
  ),
};

export const OptionsBody = Type.Object({
  options: Type.Array(ProductOption, { maxItems: 3, description: 'at most three, in display order' }),
});

const VariantWritable = {
  sku: Type.String({
    minLength: 1,
    maxLength: 100,
    description: 'unique across all products and variants; 409 SKU_EXISTS',
  }),
  optionValues: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
    maxItems: 3,
    description: 'one value of each option, in option order',
  }),
  price: Nullable(Type.Number({ minimum: 0, maximum: 10_000_000_000, description: "EUR; null: the product's price" })),
  compareAtPrice: Nullable(Type.Number({ minimum: 0, maximum: 10_000_000_000 })),
  barcode: Nullable(Type.String({ maxLength: 64 })),
  weight: Nullable(Type.Integer({ minimum: 0, maximum: 10_000_000, description: 'grams' })),
  status: Type.Enum(VARIANT_STATUSES, { description: 'only active variants can be bought' }),
};

export const CreateVariant = Type.Object({
  sku: VariantWritable.sku,
  optionValues: Type.Optional(VariantWritable.optionValues),
  price: Type.Optional(VariantWritable.price),
  compareAtPrice: Type.Optional(VariantWritable.compareAtPrice),
  barcode: Type.Optional(VariantWritable.barcode),
  weight: Type.Optional(VariantWritable.weight),
  status: Type.Optional(VariantWritable.status),
  stock: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'on-hand quantity in the default warehouse' }),
  ),
});

export const UpdateVariant = Type.Partial(Type.Object(VariantWritable));

/**
 * Options and variants inside a product create or update body (docs/variants.md): `options` replaces the options as
 * PUT /products/{id}/options does; each `variants` entry changes the variant with its `id` or its option values, or
 * adds one (a SKU needed); variants not listed stay. All of it in the product's transaction: one refusal, nothing kept.
 */
export const ProductVariantFields = {
  options: Type.Optional(
    Type.Array(ProductOption, { maxItems: 3, description: 'replaces the options (at most three), in display order' }),
  ),
  variants: Type.Optional(
    Type.Array(
      Type.Object({
        id: Type.Optional(Type.Integer({ minimum: 1, description: 'an existing variant of this product' })),
        ...Type.Partial(CreateVariant).properties,
      }),
      {
        maxItems: 1000,
        description:
          'variants to change (by id, else by option values) or add (sku required; stock only for new ones); unlisted ones stay',
      },
    ),
  ),
};

/** A variant as a product version keeps it: every field but stock (which a version never holds) is there. */
export const VariantState = Type.Object({
  id: Type.Optional(Type.Integer()),
  sku: Type.Optional(Type.String()),
  optionValues: Type.Optional(Type.Array(Type.String())),
  price: Type.Optional(Nullable(Type.Number({ description: "null: the product's price" }))),
  compareAtPrice: Type.Optional(Nullable(Type.Number())),
  barcode: Type.Optional(Nullable(Type.String())),
  weight: Type.Optional(Nullable(Type.Integer())),
  status: Type.Optional(Type.Enum(VARIANT_STATUSES)),
  stock: Type.Optional(Type.Integer({ description: 'never in a version' })),
});

export const VariantParams = Type.Object({ id: Id, variantId: Id });

/** A variant read by its id alone (admin): named with its product, for whatever refers to variants by id. */
export const VariantWithProduct = Type.Object({
  ...Variant.properties,
  productId: Id,
  productName: Type.String(),
});

const Quantity = Type.Integer({ minimum: 1, maximum: 1_000_000 });

/** A customer group's price list of a variant: quantity tiers from 1 on, without gaps or overlaps (docs/tax.md). */
export const GroupPriceList = Type.Object({
  group: Type.String({ minLength: 1, maxLength: 50, description: "a customer's b2bGroup" }),
  tiers: Type.Array(
    Type.Object({
      minQuantity: Quantity,
      maxQuantity: Nullable(
        Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'null: and more (only the last tier)' }),
      ),
      price: Type.Number({ minimum: 0, maximum: 10_000_000_000, description: 'EUR per unit' }),
    }),
    { minItems: 1, maxItems: 20 },
  ),
});

/** On the storefront detail: what the signed-in customer's group pays; absent for everyone else (docs/tax.md). */
export const StoreGroupPrice = Type.Optional(
  Type.Object(GroupPriceList.properties, {
    description:
      'only for a signed-in customer whose b2bGroup has a price list of it: the tiers checkout charges them; price stays the catalogue price',
  }),
);

export const GroupPricesBody = Type.Object({
  groups: Type.Array(GroupPriceList, {
    maxItems: 50,
    description: "every group's tiers; the variant's lists are replaced by these",
  }),
});

export const VariantsBody = Type.Object({ variants: Type.Array(Variant), ...VariantDetailFields });

/** The keys of an object schema's properties, to copy exactly those from a body. */
export function fieldsOf<P extends Record<string, unknown>>(schema: { properties: P }): (keyof P & string)[] {
  return Object.keys(schema.properties);
}

/** Category filter: an id or a slug. */
export const CategoryQuery = Type.String({ minLength: 1, maxLength: 200, description: 'category id or slug' });
