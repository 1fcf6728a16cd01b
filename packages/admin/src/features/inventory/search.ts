import { int, type Raw } from '../../url-state.js';

export type InventorySearch = {
  productId?: number | undefined;
  variantId?: number | undefined;
  warehouseId?: number | undefined;
  page?: number | undefined;
};

export function inventorySearch(raw: Raw): InventorySearch {
  return {
    productId: int(raw.productId),
    variantId: int(raw.variantId),
    warehouseId: int(raw.warehouseId),
    page: int(raw.page),
  };
}
