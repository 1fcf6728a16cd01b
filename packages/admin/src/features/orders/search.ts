import { amount, date, int, oneOf, sortOrder, text, type QueryOf, type Raw } from '../../url-state.js';
import { ORDER_STATUSES } from '../../server-rules.js';

export type OrdersSearch = QueryOf<'/api2/admin/orders'>;
const SORT_BY = [
  'createdAt',
  'totalAmount',
  'orderNumber',
  'status',
  'customerName',
] as const satisfies readonly NonNullable<OrdersSearch['sortBy']>[];

/** Page sizes a long list offers; the API's default (50) is left out of the URL. */
export const PAGE_SIZES = [25, 50, 100] as const;

const pageSize = (v: unknown) => PAGE_SIZES.find((n) => n === int(v) && n !== 50);

const many = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

export function ordersSearch(raw: Raw): OrdersSearch {
  const tags = many(raw.tagId)
    .map((t) => int(t))
    .filter((t) => t !== undefined);
  const statuses = [...new Set(many(raw.status).map((s) => oneOf(ORDER_STATUSES, s)))].filter((s) => s !== undefined);
  return {
    search: text(raw.search),
    status: statuses.length ? statuses : undefined,
    paymentMethod: text(raw.paymentMethod, 50),
    orderSource: text(raw.orderSource, 50),
    dateFrom: date(raw.dateFrom),
    dateTo: date(raw.dateTo),
    minAmount: amount(raw.minAmount),
    maxAmount: amount(raw.maxAmount),
    tagId: tags.length ? tags.slice(0, 50) : undefined,
    sortBy: oneOf(SORT_BY, raw.sortBy),
    sortOrder: sortOrder(raw.sortOrder),
    page: int(raw.page),
    limit: pageSize(raw.limit),
  };
}
