import { amount, date, int, oneOf, sortOrder, text, type QueryOf, type Raw } from '../../url-state.js';
import { ORDER_STATUSES } from '../../server-rules.js';

export type OrdersSearch = Omit<QueryOf<'/api2/admin/orders'>, 'limit'>;
const SORT_BY = [
  'createdAt',
  'totalAmount',
  'orderNumber',
  'status',
  'customerName',
] as const satisfies readonly NonNullable<OrdersSearch['sortBy']>[];

export function ordersSearch(raw: Raw): OrdersSearch {
  const tags = (Array.isArray(raw.tagId) ? raw.tagId : raw.tagId === undefined ? [] : [raw.tagId])
    .map((t) => int(t))
    .filter((t) => t !== undefined);
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
    sortOrder: sortOrder(raw.sortOrder),
    page: int(raw.page),
  };
}
