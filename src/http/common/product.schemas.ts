// Product schemas shared by the admin, platform and storefront surfaces; each surface picks its fields.
import { Type } from 'typebox';
import { Id, IsoDateTime, Money, Nullable } from './schemas.js';
import { ProductImage } from './media.schemas.js';
import {
  BRAND_MAX, DESCRIPTION_MAX, NAME_MAX, PRODUCT_STATUSES, SEO_TEXT_MAX, SEO_TITLE_MAX, SKU_MAX, SLUG_MAX, VIDEOS_MAX,
} from '../../modules/products/product.js';
import { MAX_QUANTITY } from '../../modules/inventory/inventory.repository.js';

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
  status: Type.Enum(PRODUCT_STATUSES),
  isHidden: Type.Boolean(),
  stock: Type.Integer({ minimum: 0, maximum: MAX_QUANTITY, description: 'on-hand quantity; sets the default warehouse' }),
  seoTitle: Nullable(Type.String({ maxLength: SEO_TITLE_MAX, description: 'null: derived from the name' })),
  seoDescription: Nullable(Type.String({ maxLength: SEO_TEXT_MAX, description: 'null: derived from the description' })),
  seoKeywords: Nullable(Type.String({ maxLength: SEO_TEXT_MAX })),
  videos: Type.Array(Type.Unknown(), { maxItems: VIDEOS_MAX }),
  attributes: Type.Record(Type.String(), Type.Unknown()),
};

export const Variant = Type.Object({
  id: Type.Integer(),
  sku: Nullable(Type.String()),
  name: Type.String(),
  price: Nullable(Type.Number({ description: 'null: the product price' })),
  attributes: Type.Record(Type.String(), Type.Unknown()),
  sortOrder: Type.Integer(),
});

/** The keys of an object schema's properties, to copy exactly those from a body. */
export function fieldsOf<P extends Record<string, unknown>>(schema: { properties: P }): (keyof P & string)[] {
  return Object.keys(schema.properties);
}

/** Category filter: an id or a slug. */
export const CategoryQuery = Type.String({ minLength: 1, maxLength: 200, description: 'category id or slug' });
