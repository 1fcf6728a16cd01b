import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/table-types.js';

/** A variant's effective price from validFrom until the next row (migration 0111; docs/tax.md). */
export interface VariantPriceHistoryTable {
  id: Generated<number>;
  variantId: number;
  priceCents: number;
  /** The base of the reduction this price states (PAngV §11): the lowest price of the 30 days before it began. */
  referenceCents: number | null;
  validFrom: Timestamp;
}

export interface PriceHistoryTables {
  variantPriceHistory: VariantPriceHistoryTable;
}
