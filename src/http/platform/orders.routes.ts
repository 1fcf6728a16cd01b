import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { IdParams, platformPageQuery } from '../common/schemas.js';
import { OrderDetail, OrderListItem, OrderStatus } from '../common/order.schemas.js';
import { rangeEnd, rangeStart } from '../../modules/orders/order-filter.js';
import { platformActor } from './actor.js';
import { sendJsonItems } from '../common/json-items.js';
import { Envelope, envelopeMeta, pageRequest } from './envelope.js';

const ListQuery = Type.Object({
  status: Type.Optional(OrderStatus),
  date_from: Type.Optional(Type.String({ maxLength: 40, description: 'ISO date or date-time, inclusive' })),
  date_to: Type.Optional(
    Type.String({ maxLength: 40, description: 'ISO date (the whole day, up to 23:59:59.999 UTC) or date-time' }),
  ),
  ...platformPageQuery,
});

const UpdateBody = Type.Object({
  status: Type.Optional(Type.String({ minLength: 1, maxLength: 30 })),
  note: Type.Optional(Type.String({ minLength: 1, maxLength: 2000, description: 'appended to the status history' })),
});

export default async function platformOrdersRoutes(app: App) {
  const { orders } = app.services;
  const tags = ['platform: orders'];

  app.get(
    '/orders',
    {
      config: { cache: ['sales'] },
      schema: {
        tags,
        summary: 'Orders, newest first',
        querystring: ListQuery,
        response: { 200: Envelope(OrderListItem) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const filter = {
        status: q.status,
        createdFrom: q.date_from !== undefined ? rangeStart(q.date_from, 'date_from') : undefined,
        createdTo: q.date_to !== undefined ? rangeEnd(q.date_to, 'date_to') : undefined,
      };
      const page = await orders.list(filter, { by: 'createdAt', order: 'desc' }, pageRequest(q));
      return sendJsonItems(reply, 'data', page.items, { meta: envelopeMeta(page) });
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: 'Items, addresses, payment method, tax and status history',
        params: IdParams,
        response: { 200: OrderDetail },
      },
    },
    (request) => orders.get(request.params.id),
  );

  app.put(
    '/orders/:id',
    {
      schema: {
        tags,
        summary:
          'Move the status (same moves as the admin surface) and/or add a note; an invalid move is 400 {error, allowedTransitions}',
        params: IdParams,
        body: UpdateBody,
        response: { 200: OrderDetail },
      },
    },
    async (request) => {
      await orders.changeStatus(platformActor(request), request.params.id, request.body);
      return orders.get(request.params.id);
    },
  );
}
