import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { adminActor } from './actor.js';
import { Id, IdParams, IsoDateTime, Nullable, pageQuery } from '../common/schemas.js';
import { RETURN_STATUSES } from '../../modules/orders/return-status.js';
import { totalPages } from '../../shared/page.js';

const ReturnStatus = Type.Enum(RETURN_STATUSES);

const ReturnItem = Type.Object({
  id: Type.Integer(),
  orderItemId: Type.Integer(),
  productId: Nullable(Type.Integer()),
  variantId: Type.Optional(Type.Integer({ description: 'only for variants with option values' })),
  productName: Type.String(),
  variantName: Type.Optional(Type.String({ description: 'the variant bought, as named then' })),
  sku: Type.String(),
  quantity: Type.Integer(),
  unitPrice: Type.Number(),
});

const Return = Type.Object({
  id: Type.Integer(),
  orderId: Type.Integer(),
  orderNumber: Type.Integer(),
  status: ReturnStatus,
  reason: Type.String(),
  note: Nullable(Type.String()),
  items: Type.Array(ReturnItem),
  refundAmount: Type.Number({ description: 'EUR: unit price × quantity of the returned items' }),
  refundedAmount: Nullable(
    Type.Number({ description: 'EUR: what the refund paid back (amountCents when it was refunded); null until then' }),
  ),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});

const CreateReturn = Type.Object({
  orderId: Id,
  reason: Type.String({ minLength: 1, maxLength: 2000 }),
  note: Type.Optional(Type.String({ maxLength: 2000 })),
  items: Type.Array(Type.Object({ orderItemId: Id, quantity: Type.Integer({ minimum: 1, maximum: 1_000_000 }) }), {
    minItems: 1,
    maxItems: 200,
  }),
});

const UpdateReturn = Type.Object({
  status: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 30,
      description: 'requested → approved | rejected, approved → received, received → refunded',
    }),
  ),
  note: Type.Optional(Type.String({ maxLength: 2000 })),
  amountCents: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 99_999_999_999,
      description:
        "only with status refunded: what is paid back, in cents, at most the returned lines' value (the default)",
    }),
  ),
});

const ListQuery = Type.Object({
  status: Type.Optional(ReturnStatus),
  orderId: Type.Optional(Id),
  ...pageQuery(50, 200),
});

export default async function returnsRoutes(app: App) {
  const { returns } = app.services;
  const read = { permission: 'orders.read' as const };
  const write = { permission: 'orders.write' as const };
  const tags = ['admin: returns'];

  app.get(
    '/returns',
    {
      config: read,
      schema: {
        tags,
        querystring: ListQuery,
        response: {
          200: Type.Object({
            returns: Type.Array(Return),
            total: Type.Integer(),
            page: Type.Integer(),
            limit: Type.Integer(),
            totalPages: Type.Integer(),
          }),
        },
      },
    },
    async (request) => {
      const { status, orderId, page = 1, limit = 50 } = request.query;
      const result = await returns.list({ status, orderId }, { page, limit });
      return {
        returns: result.items,
        total: result.total,
        page: result.page,
        limit: result.limit,
        totalPages: totalPages(result),
      };
    },
  );

  app.post(
    '/returns',
    {
      config: write,
      schema: {
        tags,
        summary: 'Request a return of items of a shipped or delivered order',
        body: CreateReturn,
        response: { 201: Return },
      },
    },
    async (request, reply) => reply.status(201).send(await returns.create(request.body)),
  );

  app.get('/returns/:id', { config: read, schema: { tags, params: IdParams, response: { 200: Return } } }, (request) =>
    returns.get(request.params.id),
  );

  app.patch(
    '/returns/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Move the status or change the note; an invalid move is 400 with allowedTransitions',
        params: IdParams,
        body: UpdateReturn,
        response: { 200: Return },
      },
    },
    (request) => returns.update(adminActor(request), request.params.id, request.body),
  );
}
