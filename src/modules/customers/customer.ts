// Customers as the domain hands them to the surfaces, and the row mappers that make them (money in EUR, flags as booleans).
import type { Row } from '../../db/database.js';
import type { TextIndex } from '../../db/dialect.js';
import { fromCents } from '../../shared/money.js';
import type { OrderStatus } from '../orders/order-status.js';

export const ADDRESS_TYPES = ['shipping', 'billing'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/**
 * The order statuses whose totals count toward totalSpent: money received and kept. Pending orders are not paid yet;
 * cancelled and refunded ones were not kept. orderCount counts orders in every status.
 */
export const SPENT_STATUSES: readonly OrderStatus[] = ['paid', 'processing', 'shipped', 'delivered'];

/** Recent orders in the detail: admin 5, platform 10 (spec, Limits). */
export const ADMIN_RECENT_ORDERS = 5;
export const PLATFORM_RECENT_ORDERS = 10;
export const SEARCH_LIMIT = 20;
export const SEARCH_MIN_LENGTH = 2;

/** The trigram search table over the contact data of customers (migration 0019). */
export const CUSTOMER_INDEX: TextIndex = { table: 'customers', columns: ['email', 'first_name', 'last_name'] };

/**
 * The words of a search text, for the candidate lookup: every match of the text (in one column, or in
 * "first last") holds each word inside one column, as a word has no space.
 */
export function searchWords(text: string): string[] {
  return text.trim().split(/\s+/).filter(Boolean);
}

export interface Address {
  id: number;
  type: AddressType;
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  postalCode: string;
  country: string;
  isDefault: boolean;
}

export interface CustomerStats {
  orderCount: number;
  totalSpent: number;
}

export interface CustomerListItem extends CustomerStats {
  /** Negative for guests: minus the id of the guest's first order. */
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  /** Registered customers only; guest entries have no phone. */
  phone?: string | null;
  isGuest: boolean;
  createdAt: string;
}

export interface CustomerSearchResult extends CustomerStats {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

export interface RecentOrder {
  id: number;
  orderNumber: number;
  status: string;
  totalAmount: number;
  createdAt: string;
}

export interface CustomerDetail extends CustomerStats {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  isVerified: boolean;
  /** B2B: the VAT ID (normalized; null for none and for guests), whether the customer is a business and its price group. */
  vatId: string | null;
  isB2b: boolean;
  b2bGroup: string | null;
  addresses: Address[];
  recentOrders: RecentOrder[];
  createdAt: string;
}

/** The platform list: registered customers with a masked e-mail. */
export interface PlatformCustomerListItem {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  isB2b: boolean;
  b2bGroup: string | null;
  createdAt: string;
}

export interface PlatformCustomerDetail extends CustomerDetail {
  b2b: { isB2b: boolean; group: string | null };
  notes: string | null;
  updatedAt: string;
}

/** Aggregates as the repository reads them: counts and cents. */
export interface StatsRow {
  orderCount: number;
  spentCents: number;
}

/** One guest group: orders without an account sharing an e-mail (case-insensitive), contact data from the newest. */
export interface GuestRow extends StatsRow {
  emailKey: string;
  firstOrderId: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  createdAt: string;
}

export type CustomerRow = Row<'customers'>;
export type AddressRow = Row<'customerAddresses'>;
export type RecentOrderRow = Pick<Row<'orders'>, 'id' | 'orderNumber' | 'status' | 'totalCents' | 'createdAt'>;

export const NO_STATS: StatsRow = { orderCount: 0, spentCents: 0 };

/** A guest's id is minus the id of their first order, so it stays the same as long as that order exists. */
export const guestIdOf = (firstOrderId: number) => -firstOrderId;
export const isGuestId = (id: number) => id < 0;

/** The platform list shows e-mails as first character + ***@ + domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? `${email.slice(0, 1)}***` : `${email.slice(0, 1)}***@${email.slice(at + 1)}`;
}

export function toStats(row: StatsRow): CustomerStats {
  return { orderCount: Number(row.orderCount), totalSpent: fromCents(Number(row.spentCents)) };
}

export function rowToAddress(row: AddressRow): Address {
  return {
    id: row.id,
    type: row.type as AddressType,
    firstName: row.firstName,
    lastName: row.lastName,
    street: row.street,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
    isDefault: row.isDefault === 1,
  };
}

export function rowToRecentOrder(row: RecentOrderRow): RecentOrder {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    totalAmount: fromCents(Number(row.totalCents)),
    createdAt: row.createdAt,
  };
}

export function registeredListItem(row: CustomerRow, stats: StatsRow): CustomerListItem {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    ...toStats(stats),
    isGuest: false,
    createdAt: row.createdAt,
  };
}

export function toSearchResult({
  id,
  email,
  firstName,
  lastName,
  orderCount,
  totalSpent,
}: CustomerListItem): CustomerSearchResult {
  return { id, email, firstName, lastName, orderCount, totalSpent };
}

export function guestListItem(row: GuestRow): CustomerListItem {
  return {
    id: guestIdOf(row.firstOrderId),
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    ...toStats(row),
    isGuest: true,
    createdAt: row.createdAt,
  };
}

export function registeredDetail(
  row: CustomerRow,
  stats: StatsRow,
  addresses: AddressRow[],
  orders: RecentOrderRow[],
): CustomerDetail {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    ...toStats(stats),
    isVerified: row.isVerified === 1,
    vatId: row.vatId,
    isB2b: row.isB2b === 1,
    b2bGroup: row.b2bGroup,
    addresses: addresses.map(rowToAddress),
    recentOrders: orders.map(rowToRecentOrder),
    createdAt: row.createdAt,
  };
}

/** Guests have no account: not verified, and no address book (their shipping addresses stay on their orders). */
export function guestDetail(row: GuestRow, orders: RecentOrderRow[]): CustomerDetail {
  return {
    id: guestIdOf(row.firstOrderId),
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    ...toStats(row),
    isVerified: false,
    vatId: null,
    isB2b: false,
    b2bGroup: null,
    addresses: [],
    recentOrders: orders.map(rowToRecentOrder),
    createdAt: row.createdAt,
  };
}

export function platformListItem(row: CustomerRow): PlatformCustomerListItem {
  return {
    id: row.id,
    email: maskEmail(row.email),
    firstName: row.firstName,
    lastName: row.lastName,
    isB2b: row.isB2b === 1,
    b2bGroup: row.b2bGroup,
    createdAt: row.createdAt,
  };
}
