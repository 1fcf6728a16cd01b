import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/table-types.js';

/** A tier of a variant's price for a customer group (migration 0112): the unit price from minQuantity on. */
export interface VariantGroupPricesTable {
  id: Generated<number>;
  variantId: number;
  customerGroup: string;
  minQuantity: number;
  priceCents: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface PriceListTables {
  variantGroupPrices: VariantGroupPricesTable;
}
