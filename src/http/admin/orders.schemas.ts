import { Type } from 'typebox';
import { Id, IsoDateTime, pageQuery } from '../common/schemas.js';
import { OrderListItem, OrderStatus } from '../common/order.schemas.js';
import { ORDER_SORT_KEYS } from '../../modules/orders/order-list.repository.js';
import { ORDER_MAIL_TYPES } from '../../modules/orders/order-mails.js';

const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });

/** The list filters; the CSV export takes the same. */
export const OrderFilterQuery = {
  search: Type.Optional(
    Type.String({ maxLength: 200, description: 'order number, customer name or e-mail; every word must match' }),
  ),
  status: Type.Optional(
    Type.Array(OrderStatus, {
      maxItems: 20,
      description: 'repeatable (status=paid&status=shipped); orders in any of the statuses',
    }),
  ),
  paymentMethod: Type.Optional(Text(50)),
  dateFrom: Type.Optional(Type.String({ maxLength: 40, description: 'ISO 8601 date or date-time, inclusive' })),
  dateTo: Type.Optional(Type.String({ maxLength: 40, description: 'ISO 8601; a bare date includes the whole day' })),
  minAmount: Type.Optional(Type.Number({ minimum: 0, maximum: 1e10, description: 'EUR, inclusive' })),
  maxAmount: Type.Optional(Type.Number({ minimum: 0, maximum: 1e10, description: 'EUR, inclusive' })),
  orderSource: Type.Optional(Text(50)),
  tagId: Type.Optional(Type.Array(Id, { maxItems: 50, description: 'repeatable; orders with any of the tags' })),
  taxReview: Type.Optional(
    Type.Boolean({
      description: 'true: orders flagged for a tax check (VIES did not confirm the VAT ID); false: the rest',
    }),
  ),
  sortBy: Type.Optional(Type.Enum(ORDER_SORT_KEYS, { default: 'createdAt' })),
  sortOrder: Type.Optional(Type.Enum(['asc', 'desc'] as const, { default: 'desc' })),
};

const { sortBy: _sortBy, sortOrder: _sortOrder, ...filterOnly } = OrderFilterQuery;

export const BulkBody = Type.Object(
  {
    orderIds: Type.Optional(
      Type.Array(Id, { minItems: 1, maxItems: 500, description: 'the picked orders; or send filter' }),
    ),
    filter: Type.Optional(
      Type.Object(filterOnly, {
        additionalProperties: false,
        description: "the list's filter: every order matching it when the request arrives (at most 500)",
      }),
    ),
    status: Type.Optional(OrderStatus),
    note: Type.Optional(
      Type.String({ maxLength: 2000, description: "into each order's history; required for cancelled and refunded" }),
    ),
    tagId: Type.Optional(Id),
  },
  { additionalProperties: false },
);

export const BulkAnswer = Type.Object({
  matched: Type.Integer({ description: 'how many orders the action was applied to' }),
  results: Type.Array(
    Type.Object({
      id: Type.Integer(),
      orderNumber: Type.Union([Type.Integer(), Type.Null()]),
      ok: Type.Boolean(),
      code: Type.Optional(Type.String()),
      error: Type.Optional(Type.String({ description: 'why this order was refused' })),
      currentStatus: Type.Optional(
        Type.String({ description: 'the order’s status, when a move from it was refused (INVALID_STATUS_TRANSITION)' }),
      ),
    }),
  ),
});

export const OrderListQuery = Type.Object({ ...OrderFilterQuery, ...pageQuery(50, 200) });
export const ExportQuery = Type.Object(OrderFilterQuery);

export const Tag = Type.Object({ id: Type.Integer(), name: Type.String() });

/** The admin list's item: the shared item (OrderListItem) and the order's tags, by name. */
export const AdminOrderListItem = Type.Object({ ...OrderListItem.properties, tags: Type.Array(Tag) });

export const OrderList = Type.Object({
  orders: Type.Array(AdminOrderListItem),
  total: Type.Integer(),
  totalEstimated: Type.Boolean({
    description:
      'true when total (and totalPages) is an estimate: past 1,000 matches, filters other than status and dates are estimated (docs/decisions.md)',
  }),
  page: Type.Integer(),
  limit: Type.Integer(),
  totalPages: Type.Integer(),
});

export const SummaryQuery = Type.Object({
  dateFrom: Type.String({ minLength: 10, maxLength: 40, description: 'ISO date or date-time' }),
});
export const OrderSummary = Type.Object({
  since: Type.String(),
  statuses: Type.Array(
    Type.Object({
      status: Type.String(),
      currency: Type.String(),
      orders: Type.Integer(),
      revenue: Type.Number({ description: "sum of the orders' totals" }),
    }),
  ),
});

export const RecentQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});

export const PatchOrderBody = Type.Object({
  status: Type.String({
    minLength: 1,
    maxLength: 30,
    description: 'target status; the current one only updates tracking data',
  }),
  trackingNumber: Type.Optional(Type.String({ maxLength: 100 })),
  trackingUrl: Type.Optional(Type.String({ maxLength: 2000, pattern: '^(https?://\\S+)?$' })),
  note: Type.Optional(Type.String({ maxLength: 2000 })),
});

export const CancelBody = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 2000 }) });

export const SendEmailBody = Type.Object({ type: Type.Enum(ORDER_MAIL_TYPES) });
export const SendEmailAnswer = Type.Object({ sent: Type.Literal(true), type: Type.Enum(ORDER_MAIL_TYPES) });

export const TagWithDate = Type.Object({ ...Tag.properties, createdAt: IsoDateTime });
export const CreateTagBody = Type.Object({ name: Text(100) });
export const SetTagsBody = Type.Object({ tagIds: Type.Array(Id, { maxItems: 50 }) });
