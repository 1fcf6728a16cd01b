import { Type } from 'typebox';
import { Id, platformPageQuery } from '../common/schemas.js';
import {
  LowestPriceFields,
  ProductIn,
  ProductOut,
  ProductVariantFields,
  Variant,
  VariantDetailFields,
  VariantLowestPriceFields,
} from '../common/product.schemas.js';

const O = ProductOut;
const I = ProductIn;

export const ProductListQuery = Type.Object({
  ...platformPageQuery,
  search: Type.Optional(Type.String({ maxLength: 200, description: 'substring of the name or SKU' })),
  status: Type.Optional(O.status),
  category_id: Type.Optional(Id),
});

const ListFields = {
  id: O.id,
  sku: O.sku,
  slug: O.slug,
  name: O.name,
  description: O.description,
  price: O.price,
  brand: O.brand,
  categoryId: O.categoryId,
  status: O.status,
  stock: O.stock,
  availableStock: O.availableStock,
  createdAt: O.createdAt,
  updatedAt: O.updatedAt,
};

export const ProductListItem = Type.Object(ListFields);

export const Product = Type.Object({
  ...ListFields,
  category: O.category,
  taxClassId: O.taxClassId,
  images: O.images,
  ...LowestPriceFields,
  variants: Type.Array(Type.Object({ ...Variant.properties, ...VariantLowestPriceFields })),
  ...VariantDetailFields,
  attributes: O.attributes,
  videos: O.videos,
  seoTitle: O.seoTitle,
  seoDescription: O.seoDescription,
  seoKeywords: O.seoKeywords,
});

const Optional = {
  description: Type.Optional(I.description),
  status: Type.Optional(I.status),
  categoryId: Type.Optional(I.categoryId),
  category_id: Type.Optional({ ...I.categoryId, description: 'the same as categoryId, named like the list filter' }),
  brand: Type.Optional(I.brand),
  taxClassId: Type.Optional(I.taxClassId),
  stock: Type.Optional(I.stock),
  attributes: Type.Optional(I.attributes),
  videos: Type.Optional(I.videos),
  seoTitle: Type.Optional(I.seoTitle),
  seoDescription: Type.Optional(I.seoDescription),
  seoKeywords: Type.Optional(I.seoKeywords),
  ...ProductVariantFields,
};

/** name and price required; the slug is generated, the SKU too when none is given. */
export const CreateProduct = Type.Object({ name: I.name, price: I.price, sku: Type.Optional(I.sku), ...Optional });

/** Only the fields sent change; others are ignored. */
export const UpdateProduct = Type.Object({
  name: Type.Optional(I.name),
  price: Type.Optional(I.price),
  sku: Type.Optional(I.sku),
  slug: Type.Optional(I.slug),
  ...Optional,
});

export const ProductDeleted = Type.Object({ deleted: Type.Boolean(), id: Type.Integer(), name: Type.String() });
