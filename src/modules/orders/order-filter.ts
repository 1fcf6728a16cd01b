// Turns list query values (EUR amounts, ISO dates) into the repository's filter. Pure.
import { invalid } from '../../shared/errors.js';
import type { OrderFilter } from './order-list.repository.js';

export interface OrderListQuery {
  search?: string;
  /** One status, or several (orders in any of them). */
  status?: string | string[];
  paymentMethod?: string;
  orderSource?: string;
  dateFrom?: string;
  dateTo?: string;
  /** EUR, inclusive. */
  minAmount?: number;
  maxAmount?: number;
  tagId?: number[];
  /** Only orders flagged for a tax check (orders.tax_review). */
  taxReview?: boolean;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function parse(value: string, field: string, suffix: string): string {
  const text = DATE_ONLY.test(value) ? `${value}${suffix}` : value;
  const ms = /^\d{4}-\d{2}-\d{2}T/.test(text) ? Date.parse(text) : NaN;
  if (Number.isNaN(ms)) throw invalid(`${field} must be an ISO 8601 date or date-time`);
  return new Date(ms).toISOString();
}

/** The first instant a from-date covers: a bare date starts at 00:00:00.000 UTC. */
export function rangeStart(value: string, field: string): string {
  return parse(value, field, 'T00:00:00.000Z');
}

/** The last instant a to-date covers: a bare date includes its whole day, up to 23:59:59.999 UTC. */
export function rangeEnd(value: string, field: string): string {
  return parse(value, field, 'T23:59:59.999Z');
}

export function toOrderFilter(q: OrderListQuery): OrderFilter {
  // One status keeps the per-day counts and the date pages; several are an IN list (counted, not seeked).
  const statuses = [...new Set(q.status === undefined ? [] : [q.status].flat())];
  return {
    search: q.search,
    status: statuses.length === 1 ? statuses[0] : undefined,
    statuses: statuses.length > 1 ? statuses : undefined,
    paymentMethod: q.paymentMethod,
    orderSource: q.orderSource,
    createdFrom: q.dateFrom !== undefined ? rangeStart(q.dateFrom, 'dateFrom') : undefined,
    createdTo: q.dateTo !== undefined ? rangeEnd(q.dateTo, 'dateTo') : undefined,
    // Amounts with more decimals than cents round inwards, so the bounds stay inclusive of what was asked.
    minTotalCents: q.minAmount !== undefined ? Math.ceil(q.minAmount * 100 - 1e-6) : undefined,
    maxTotalCents: q.maxAmount !== undefined ? Math.floor(q.maxAmount * 100 + 1e-6) : undefined,
    tagIds: q.tagId,
    taxReview: q.taxReview,
  };
}
