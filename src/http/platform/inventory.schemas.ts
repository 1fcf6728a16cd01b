import { Type } from 'typebox';
import { Id, IsoDateTime, platformPageQuery } from '../common/schemas.js';

export const StockRow = Type.Object({
  productId: Type.Integer(),
  productName: Type.String(),
  sku: Type.String(),
  warehouseId: Type.Integer(),
  warehouseName: Type.String(),
  total: Type.Integer({ description: 'on-hand quantity' }),
  reserved: Type.Integer(),
  available: Type.Integer({ description: 'total − reserved' }),
  updatedAt: IsoDateTime,
});

export const StockQuery = Type.Object({ product_id: Type.Optional(Id), warehouse_id: Type.Optional(Id), ...platformPageQuery });

export const LowStockQuery = Type.Object({
  threshold: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000, description: 'default: the lowStockThreshold setting' })),
  warehouse_id: Type.Optional(Id),
  ...platformPageQuery,
});

export const CreateAdjustment = Type.Object({
  productId: Id,
  warehouseId: Id,
  quantity: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000, description: 'signed change of the on-hand quantity, not 0' }),
  reason: Type.String({ minLength: 1, maxLength: 500 }),
});

export const Adjustment = Type.Object({
  productId: Type.Integer(),
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
  code: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$', description: 'stored upper-case; unique' }),
});
