import { Type } from 'typebox';
import { Id, IsoDateTime, Nullable, platformPageQuery } from '../common/schemas.js';
import { MOVEMENT_TYPES } from '../../modules/inventory/movements.repository.js';

export const StockRow = Type.Object({
  productId: Type.Integer(),
  variantId: Type.Optional(Type.Integer({ description: 'only for variants with option values (docs/variants.md)' })),
  productName: Type.String(),
  variantName: Type.Optional(Type.String()),
  sku: Type.String({ description: "the variant's SKU (a one-variant product's is the product's)" }),
  warehouseId: Type.Integer(),
  warehouseName: Type.String(),
  total: Type.Integer({ description: 'on-hand quantity' }),
  reserved: Type.Integer(),
  available: Type.Integer({ description: 'total − reserved' }),
  updatedAt: IsoDateTime,
});

export const StockQuery = Type.Object({
  product_id: Type.Optional(Id),
  variant_id: Type.Optional(Id),
  warehouse_id: Type.Optional(Id),
  ...platformPageQuery,
});

export const LowStockQuery = Type.Object({
  threshold: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 1_000_000_000, description: 'default: the lowStockThreshold setting' }),
  ),
  warehouse_id: Type.Optional(Id),
  ...platformPageQuery,
});

export const CreateAdjustment = Type.Object({
  productId: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2147483647,
      description: 'enough for a product with one variant; otherwise 400 naming variantId',
    }),
  ),
  variantId: Type.Optional(Id),
  sku: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  warehouseId: Id,
  quantity: Type.Integer({
    minimum: -1_000_000,
    maximum: 1_000_000,
    description: 'signed change of the on-hand quantity, not 0',
  }),
  reason: Type.String({ minLength: 1, maxLength: 500 }),
});

export const Adjustment = Type.Object({
  productId: Type.Integer(),
  variantId: Type.Optional(Type.Integer({ description: 'only for variants with option values' })),
  warehouseId: Type.Integer(),
  quantity: Type.Integer({ description: 'the signed change applied' }),
  quantityBefore: Type.Integer(),
  quantityAfter: Type.Integer(),
  reason: Type.String(),
});

export const Warehouse = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  code: Type.String(),
  isDefault: Type.Boolean(),
  itemCount: Type.Integer({ description: 'products with a quantity above 0' }),
  totalQuantity: Type.Integer(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});

export const CreateWarehouse = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  code: Type.String({
    minLength: 1,
    maxLength: 32,
    pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$',
    description: 'stored upper-case; unique',
  }),
});

// Named as in issue 12 (camelCase, like the adjustment body), unlike the older snake_case stock filters.
export const MovementQuery = Type.Object({
  productId: Type.Optional(Id),
  variantId: Type.Optional(Id),
  warehouseId: Type.Optional(Id),
  type: Type.Optional(Type.Enum(MOVEMENT_TYPES)),
  from: Type.Optional(Type.String({ format: 'date-time', description: 'created at or after' })),
  to: Type.Optional(Type.String({ format: 'date-time', description: 'created before' })),
  ...platformPageQuery,
});

export const Movement = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer(),
  variantId: Type.Optional(Type.Integer({ description: 'only for variants with option values' })),
  warehouseId: Type.Integer(),
  type: Type.Enum(MOVEMENT_TYPES, { description: 'opening: the balance when the ledger started (migration 0027)' }),
  quantityDelta: Type.Integer({ description: 'change of the on-hand quantity' }),
  reservedDelta: Type.Integer({ description: 'change of the reserved quantity' }),
  quantityBefore: Type.Integer(),
  quantityAfter: Type.Integer(),
  reservedBefore: Type.Integer(),
  reservedAfter: Type.Integer(),
  reason: Type.String(),
  actor: Type.String({ description: 'admin:<id>, api_key:<id>, customer:<id>, guest or system' }),
  reference: Nullable(Type.Object({ type: Type.Enum(['order', 'return', 'adjustment']), id: Type.Integer() })),
  createdAt: IsoDateTime,
});
