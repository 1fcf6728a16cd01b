import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../db/table-types.js';

export interface CustomersTable {
  id: Generated<number>;
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  phone: string | null;
  isVerified: Generated<Flag>;
  isB2b: Generated<Flag>;
  b2bGroup: string | null;
  /** Normalized (DE123456789), format checked per member state; checked against VIES at checkout. */
  vatId: string | null;
  notes: string | null;
  verifiedAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface CustomerAddressesTable {
  id: Generated<number>;
  customerId: number;
  type: string;
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  postalCode: string;
  country: string;
  isDefault: Generated<Flag>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** One row per guest e-mail over orders without an account, kept by triggers (migration 0018). */
export interface GuestCustomersTable {
  /** Minus the group's lowest order id: the synthetic id the admin surface shows. */
  id: number;
  /** lower(customer_email) */
  emailKey: string;
  /** The group's earliest order. */
  createdAt: Timestamp;
  /** Kept with the group by triggers since migration 0041: */
  orderCount: number;
  /** Orders in SPENT_STATUSES, in cents. */
  spentCents: number;
  /** The group's newest order, whose contact data these are. */
  lastOrderId: number;
  email: string;
  firstName: string;
  lastName: string;
}

/** Orders and amount spent per registered customer, kept by triggers (migration 0041); absent for no orders. */
export interface CustomerStatsTable {
  customerId: number;
  orderCount: number;
  spentCents: number;
}

/** Registered customers and guest rows per UTC day of createdAt, kept by triggers (migration 0021). */
export interface CustomerDayCountsTable {
  day: string;
  n: number;
}

/** Registered customers and guest rows per UTC hour of createdAt, kept by triggers (migration 0039). */
export interface CustomerHourCountsTable {
  hour: string;
  n: number;
}

export interface CustomerTables {
  customers: CustomersTable;
  customerAddresses: CustomerAddressesTable;
  guestCustomers: GuestCustomersTable;
  customerStats: CustomerStatsTable;
  customerDayCounts: CustomerDayCountsTable;
  customerHourCounts: CustomerHourCountsTable;
}
