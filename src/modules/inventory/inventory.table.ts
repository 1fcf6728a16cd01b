import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../db/table-types.js';

export interface WarehousesTable {
  id: Generated<number>;
  name: string;
  code: string;
  isDefault: Generated<Flag>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface InventoryTable {
  productId: number;
  warehouseId: number;
  quantity: Generated<number>;
  reserved: Generated<number>;
  updatedAt: Timestamp;
}

export interface StockAdjustmentsTable {
  id: Generated<number>;
  productId: number;
  /** Set on every row: migration 0070 gave older rows their product's default variant. */
  variantId: number;
  warehouseId: number;
  quantityChange: number;
  quantityBefore: number;
  quantityAfter: number;
  reason: string;
  actor: string;
  createdAt: Timestamp;
}

export interface InventoryMovementsTable {
  id: Generated<number>;
  productId: number;
  /** Set on every row: migration 0070 gave older rows their product's default variant. */
  variantId: number;
  warehouseId: number;
  type: string;
  quantityDelta: number;
  reservedDelta: number;
  quantityBefore: number;
  quantityAfter: number;
  reservedBefore: number;
  reservedAfter: number;
  reason: string;
  actor: string;
  referenceType: string | null;
  referenceId: number | null;
  createdAt: Timestamp;
}

export interface InventoryTables {
  warehouses: WarehousesTable;
  inventory: InventoryTable;
  stockAdjustments: StockAdjustmentsTable;
  inventoryMovements: InventoryMovementsTable;
}
