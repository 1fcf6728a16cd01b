// What each list keeps in the URL, checked when the URL is read: a hand-edited or old link yields the valid part
// of its view instead of a refused request. The types are the API's own query parameters.
import type { paths } from '@shop-backend/shop-client';

/** A route's query parameters, from the OpenAPI document. */
export type QueryOf<P extends keyof paths> = paths[P] extends { get: { parameters: { query?: infer Q } } } ? NonNullable<Q> : never;

export type OrdersSearch = Omit<QueryOf<'/api2/admin/orders'>, 'limit'>;
export type ReturnsSearch = Omit<QueryOf<'/api2/admin/returns'>, 'limit'>;
export type CustomersSearch = { q?: string; page?: number };
export type ChangeLogSearch = Omit<QueryOf<'/api2/admin/audit-log'>, 'limit'>;

export const ORDER_STATUSES = ['pending', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received', 'refunded'] as const;
export const ACTOR_TYPES = ['admin', 'api_key', 'customer', 'guest', 'payment_provider', 'worker', 'system'] as const;
const SORT_BY = ['createdAt', 'totalAmount', 'orderNumber', 'status', 'customerName'] as const;

type Raw = Record<string, unknown>;

const text = (v: unknown, max = 200) => (typeof v === 'string' && v.trim() !== '' ? v.slice(0, max) : undefined);
const int = (v: unknown, min = 1) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isInteger(n) && n >= min && n <= 2_147_483_647 ? n : undefined;
};
const amount = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v !== '' ? Number(v) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};
const oneOf = <T extends string>(values: readonly T[], v: unknown) => (values as readonly unknown[]).includes(v) ? v as T : undefined;
const date = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v)) ? v.slice(0, 40) : undefined);

// Each function answers every key of its view, invalid ones as undefined: the router keeps the URL's raw
// parameters beside the validated ones, so an invalid value must be overwritten, not left out. Undefined keys
// leave the URL.

export function ordersSearch(raw: Raw): OrdersSearch {
  const tags = (Array.isArray(raw.tagId) ? raw.tagId : raw.tagId === undefined ? [] : [raw.tagId]).map((t) => int(t)).filter((t) => t !== undefined);
  return {
    search: text(raw.search),
    status: oneOf(ORDER_STATUSES, raw.status),
    paymentMethod: text(raw.paymentMethod, 50),
    orderSource: text(raw.orderSource, 50),
    dateFrom: date(raw.dateFrom),
    dateTo: date(raw.dateTo),
    minAmount: amount(raw.minAmount),
    maxAmount: amount(raw.maxAmount),
    tagId: tags.length ? tags.slice(0, 50) : undefined,
    sortBy: oneOf(SORT_BY, raw.sortBy),
    sortOrder: oneOf(['asc', 'desc'] as const, raw.sortOrder),
    page: int(raw.page),
  };
}

export function returnsSearch(raw: Raw): ReturnsSearch {
  return { status: oneOf(RETURN_STATUSES, raw.status), orderId: int(raw.orderId), page: int(raw.page) };
}

export function customersSearch(raw: Raw): CustomersSearch {
  return { q: text(raw.q), page: int(raw.page) };
}

export function changeLogSearch(raw: Raw): ChangeLogSearch {
  return {
    entityType: text(raw.entityType, 64),
    entityId: text(raw.entityId, 64),
    actorType: oneOf(ACTOR_TYPES, raw.actorType),
    actorId: text(raw.actorId, 64),
    action: text(raw.action, 64),
    requestId: text(raw.requestId, 128),
    cursor: int(raw.cursor),
  };
}

/**
 * The one check of where the login may send a person back to: a path of the dashboard, as the router writes it
 * (without the /admin base). It is resolved the way the browser would resolve it, so `//host`, `/\host`, tabs or
 * line breaks that the URL parser drops, and schemes (`javascript:`) cannot lead elsewhere; the normalized path is
 * what is used.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000 || /[\\\u0000-\u001f\u007f]/.test(value)) return undefined;
  const base = 'http://dashboard.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return undefined;
  }
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : undefined;
}
