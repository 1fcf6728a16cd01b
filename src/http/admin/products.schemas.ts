import { Type } from 'typebox';
import { describing, Id, IsoDateTime, Nullable } from '../common/schemas.js';
import {
  CategoryQuery,
  ProductIn,
  ProductOption,
  ProductOut,
  ProductVariantFields,
  VariantState,
} from '../common/product.schemas.js';
import { PRODUCT_SORT_KEYS } from '../../modules/products/products.repository.js';
import type { Snapshot as DomainSnapshot } from '../../modules/products/product.js';

const O = ProductOut;
const I = ProductIn;

export const PublicListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000, default: 0 })),
});

/** Exactly the six public fields. */
export const PublicProduct = Type.Object({
  id: O.id,
  sku: O.sku,
  name: O.name,
  price: O.price,
  description: O.description,
  brand: O.brand,
});

export const SearchQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200, description: 'substring of the name or SKU' })),
  category: Type.Optional(CategoryQuery),
  includeSubcategories: Type.Optional(
    Type.Boolean({ default: false, description: "with category: its subcategories' products too, at any depth" }),
  ),
  sortBy: Type.Optional(
    Type.Enum(PRODUCT_SORT_KEYS, { description: 'order of the list (ties by id); without it, newest first' }),
  ),
  sortOrder: Type.Optional(Type.Enum(['asc', 'desc'] as const, { default: 'asc', description: 'with sortBy' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000, default: 0 })),
});

export const ProductListItem = Type.Object({
  id: O.id,
  sku: O.sku,
  slug: O.slug,
  name: O.name,
  price: O.price,
  brand: O.brand,
  categoryId: O.categoryId,
  category: O.category,
  status: O.status,
  isHidden: O.isHidden,
  stock: O.stock,
  availableStock: O.availableStock,
  createdAt: O.createdAt,
  updatedAt: O.updatedAt,
});

export const SearchBody = Type.Object({
  products: Type.Array(ProductListItem),
  total: Type.Integer(),
  limit: Type.Integer(),
  offset: Type.Integer(),
});

/** What create and PATCH both take as optional fields. */
const optionalFields = {
  description: Type.Optional(I.description),
  brand: Type.Optional(I.brand),
  categoryId: Type.Optional(I.categoryId),
  taxClassId: Type.Optional(I.taxClassId),
  stock: Type.Optional(I.stock),
  isHidden: Type.Optional(I.isHidden),
  seoTitle: Type.Optional(I.seoTitle),
  seoDescription: Type.Optional(I.seoDescription),
  seoKeywords: Type.Optional(I.seoKeywords),
  videos: Type.Optional(I.videos),
};

export const CreateBody = Type.Object({
  name: I.name,
  sku: I.sku,
  price: I.price,
  ...optionalFields,
  ...ProductVariantFields,
});

export const Created = Type.Object({ id: O.id, sku: O.sku, name: O.name, price: O.price, createdAt: IsoDateTime });

/** The fields PATCH processes; anything else in the body is ignored. */
export const PatchBody = Type.Object({
  name: Type.Optional(I.name),
  sku: Type.Optional(I.sku),
  slug: Type.Optional(I.slug),
  price: Type.Optional(I.price),
  ...optionalFields,
  ...ProductVariantFields,
});

export const AdminProduct = Type.Object({
  id: O.id,
  sku: O.sku,
  slug: O.slug,
  name: O.name,
  description: O.description,
  brand: O.brand,
  price: O.price,
  categoryId: O.categoryId,
  category: O.category,
  taxClassId: O.taxClassId,
  isHidden: O.isHidden,
  status: O.status,
  stock: O.stock,
  availableStock: O.availableStock,
  images: O.images,
  videos: O.videos,
  seoTitle: O.seoTitle,
  seoDescription: O.seoDescription,
  seoKeywords: O.seoKeywords,
  createdAt: O.createdAt,
  updatedAt: O.updatedAt,
});

export const BulkBody = Type.Object({
  productIds: Type.Array(Id, { minItems: 1, maxItems: 1000 }),
  // Free-form on purpose: a bad value is reported per product in `errors`, not as a 400 for the whole batch.
  updates: Type.Record(Type.String(), Type.Unknown(), { description: 'the PATCH fields to set on every product' }),
  changeReason: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  batchId: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  dryRun: Type.Optional(
    Type.Boolean({
      default: false,
      description:
        'true: apply nothing; answer what every product would change (`changes`) and every refusal (`errors`)',
    }),
  ),
});

export const BulkResult = Type.Object({
  batchId: Type.String({
    description:
      'the batch the versions carry: the one sent, or a generated UUID; revert it with POST /products/bulk-update/{batchId}/revert',
  }),
  updated: Type.Integer(),
  errors: Type.Array(Type.Object({ productId: Type.Integer(), error: Type.String() })),
  dryRun: Type.Boolean({ description: 'true: nothing was applied and no batch was stored' }),
  changes: Type.Optional(
    Type.Array(
      Type.Object({
        productId: Type.Integer(),
        changes: Type.Record(Type.String(), Type.Object({ before: Type.Unknown(), after: Type.Unknown() }), {
          description:
            'each field the update would change (price in EUR, stock in units); empty when it changes nothing',
        }),
      }),
      { description: 'dry run only: per product that the update would change' },
    ),
  ),
});

export const BatchParams = Type.Object({ batchId: Type.String({ minLength: 1, maxLength: 100 }) });

const BatchStatus = Type.Union([
  Type.Literal('applied'),
  Type.Literal('reverting'),
  Type.Literal('reverted'),
  Type.Literal('partially_reverted'),
]);

export const Batch = Type.Object({
  batchId: Type.String(),
  changedBy: Nullable(Type.String({ description: 'admin:<id> or api_key:<id>' })),
  changeReason: Nullable(Type.String()),
  createdAt: IsoDateTime,
  fields: Nullable(
    Type.Array(Type.String(), {
      description:
        'the fields the batch set; null for batches from before migration 0030 (a revert then restores every versioned field but stock)',
    }),
  ),
  status: BatchStatus,
  revertBatchId: Nullable(Type.String({ description: 'the batch of the versions the revert wrote' })),
  revertedBy: Nullable(Type.String()),
  revertedAt: Nullable(IsoDateTime),
  products: Type.Array(
    Type.Object({
      productId: Type.Integer(),
      versionNumber: Type.Integer({ description: 'the version holding the product as it was before the batch' }),
      changedAt: IsoDateTime,
    }),
  ),
});

export const RevertBody = Type.Object({
  force: Type.Optional(Type.Boolean({ default: false, description: 'revert products changed after the batch too' })),
});

export const RevertResult = Type.Object({
  batchId: Type.String(),
  revertBatchId: Type.String(),
  status: BatchStatus,
  reverted: Type.Integer(),
  skipped: Type.Integer(),
  failed: Type.Integer(),
  results: Type.Array(
    Type.Object({
      productId: Type.Integer(),
      status: Type.Union([Type.Literal('reverted'), Type.Literal('skipped'), Type.Literal('failed')]),
      reason: Nullable(
        Type.String({ description: 'skipped: "changed after the batch" or "already reverted"; failed: the error' }),
      ),
    }),
  ),
});

export const CheckSlugQuery = Type.Object({
  slug: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  sku: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  excludeId: Type.Optional(Id),
});

const Ranked = { productId: Type.Integer(), name: Type.String(), sku: Type.String() };

export const Performance = Type.Object({
  windowDays: Type.Integer(),
  lowStockThreshold: Type.Integer(),
  bestSellers: Type.Array(Type.Object({ ...Ranked, unitsSold: Type.Integer(), revenue: Type.Number() })),
  lowStock: Type.Array(
    Type.Object({
      ...Ranked,
      warehouseId: Type.Integer(),
      warehouseName: Type.String(),
      stock: Type.Integer(),
      available: Type.Integer(),
    }),
  ),
  mostViewed: Type.Array(Type.Object({ ...Ranked, views: Type.Integer() })),
});

const VersionFields = {
  versionNumber: Type.Integer(),
  changedBy: Nullable(Type.String({ description: 'admin:<id> or api_key:<id>' })),
  changedByName: Nullable(
    Type.String({ description: "the admin's or API key's name; null for others and for one deleted since" }),
  ),
  changeReason: Nullable(Type.String()),
  batchId: Nullable(Type.String()),
  createdAt: IsoDateTime,
};

export const VersionList = Type.Object({ versions: Type.Array(Type.Object(VersionFields)) });

/** The domain's snapshot (PRODUCT_FIELDS, modules/products/product.ts), in its fields' order. */
export const Snapshot = describing<DomainSnapshot>()(
  Type.Object(
    {
      name: O.name,
      sku: O.sku,
      slug: O.slug,
      price: O.price,
      description: O.description,
      brand: O.brand,
      categoryId: O.categoryId,
      taxClassId: O.taxClassId,
      status: O.status,
      stock: O.stock,
      seoTitle: O.seoTitle,
      seoDescription: O.seoDescription,
      seoKeywords: O.seoKeywords,
      videos: O.videos,
      attributes: O.attributes,
      options: Type.Array(ProductOption, {
        description: 'absent while the product had only its default variant, and in versions older than issue 34',
      }),
      variants: Type.Array(VariantState, {
        description: 'the variants without stock; absent as options are. A restore puts them back (docs/variants.md)',
      }),
    },
    { description: 'the product before the change that created the version' },
  ),
);

export const Version = Type.Object({ productId: Type.Integer(), ...VersionFields, snapshot: Type.Partial(Snapshot) });

export const VersionParams = Type.Object({ id: Id, versionNumber: Id });

export const CompareQuery = Type.Object({ versionA: Id, versionB: Id });

export const Comparison = Type.Object({
  productId: Type.Integer(),
  versionA: Type.Integer(),
  versionB: Type.Integer(),
  changes: Type.Record(Type.String(), Type.Object({ a: Type.Unknown(), b: Type.Unknown() }), {
    description: 'the fields that differ, {field: {a, b}}',
  }),
});
