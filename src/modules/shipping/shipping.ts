// Shipping zones and methods as the domain shows them, and the price rule checkout applies.
import type { Row } from '../../db/database.js';
import { fromCents } from '../../shared/money.js';

export const METHOD_TYPES = ['flat_rate', 'free', 'pickup'] as const;
export type MethodType = (typeof METHOD_TYPES)[number];

export interface ShippingZone {
  id: number;
  name: string;
  methodCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface ShippingMethod {
  id: number;
  zoneId: number;
  name: string;
  methodType: MethodType;
  price: number;
  freeAbove: number | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export function rowToMethod(row: Row<'shippingMethods'>): ShippingMethod {
  return {
    id: row.id,
    zoneId: row.zoneId,
    name: row.name,
    methodType: row.methodType as MethodType,
    price: fromCents(row.priceCents),
    freeAbove: row.freeAboveCents === null ? null : fromCents(row.freeAboveCents),
    isActive: row.isActive === 1,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** What the method costs for an order with this subtotal: free and pickup nothing, flat rate its price unless the subtotal reaches freeAbove. */
export function shippingCostCents(
  method: Pick<Row<'shippingMethods'>, 'methodType' | 'priceCents' | 'freeAboveCents'>,
  subtotalCents: number,
): number {
  if (method.methodType !== 'flat_rate') return 0;
  if (method.freeAboveCents !== null && subtotalCents >= method.freeAboveCents) return 0;
  return method.priceCents;
}
