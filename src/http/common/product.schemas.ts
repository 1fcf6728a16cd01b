import { Type } from 'typebox';
import { Id, IsoDateTime, Money, Nullable } from './schemas.js';
export { ProductImage } from './media.schemas.js';
import { PRODUCT_STATUSES } from '../../modules/products/product.js';
import { MAX_QUANTITY } from '../../modules/inventory/inventory.repository.js';

export const CategoryRef = Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() }));

/** The fields every product answer has; surfaces add what they show beyond these. */
export const ProductCore = {
  id: Type.Integer(),
  sku: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  brand: Nullable(Type.String()),
  price: Type.Number(),
  categoryId: Nullable(Type.Integer()),
  status: Type.String(),
  stock: Type.Integer(),
  seoTitle: Nullable(Type.String()),
  seoDescription: Nullable(Type.String()),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
};

/** Writable product fields; unknown fields in a body are ignored (the service copies only these). */
export const ProductFields = {
  name: Type.String({ minLength: 1, maxLength: 300 }),
  sku: Type.String({ minLength: 1, maxLength: 100 }),
  slug: Type.String({ minLength: 1, maxLength: 200 }),
  price: Money,
  description: Type.String({ maxLength: 100_000 }),
  brand: Nullable(Type.String({ maxLength: 200 })),
  categoryId: Nullable(Id),
  status: Type.Enum(PRODUCT_STATUSES),
  isHidden: Type.Boolean(),
  stock: Type.Integer({ minimum: 0, maximum: MAX_QUANTITY }),
  seoTitle: Nullable(Type.String({ maxLength: 300 })),
  seoDescription: Nullable(Type.String({ maxLength: 1000 })),
  seoKeywords: Nullable(Type.String({ maxLength: 1000 })),
  videos: Type.Array(Type.Unknown(), { maxItems: 50 }),
  attributes: Type.Record(Type.String(), Type.Unknown()),
};

export const ProductChangesBody = Type.Partial(Type.Object(ProductFields));
