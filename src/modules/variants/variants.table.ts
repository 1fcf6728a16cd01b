// Tables of the variants module (migration 0070).
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/table-types.js';

export interface ProductOptionsTable {
  id: Generated<number>;
  productId: number;
  /** 0, 1 or 2: the order of the options, and the index of its value in a variant's optionValues. */
  position: number;
  name: string;
  /** JSON array of the option's values, in display order. */
  values: Generated<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Stock per variant and warehouse; the per-product totals in `inventory` are derived from it by triggers. */
export interface VariantInventoryTable {
  variantId: number;
  warehouseId: number;
  productId: number;
  quantity: Generated<number>;
  reserved: Generated<number>;
  updatedAt: Timestamp;
}

export interface VariantTables {
  productOptions: ProductOptionsTable;
  variantInventory: VariantInventoryTable;
}
