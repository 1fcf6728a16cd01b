import type { Generated } from 'kysely';

export interface ShippingZonesTable {
  id: Generated<number>;
  name: string;
  createdAt: string;
  updatedAt: string;
}

export interface ShippingMethodsTable {
  id: Generated<number>;
  zoneId: number;
  name: string;
  methodType: string;
  priceCents: Generated<number>;
  /** Subtotal (cents) from which the method costs nothing; null: never free. */
  freeAboveCents: number | null;
  isActive: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface ShippingTables {
  shippingZones: ShippingZonesTable;
  shippingMethods: ShippingMethodsTable;
}
