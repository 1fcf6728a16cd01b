import { once } from 'node:events';
import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { ErrorBody, IdParams, Success } from '../common/schemas.js';
import { OrderDetail, OrderListItem, StatusChangeAnswer } from '../common/order.schemas.js';
import { toOrderFilter } from '../../modules/orders/order-filter.js';
import { totalPages } from '../../shared/page.js';
import { adminActor } from './actor.js';
import { sendJsonItems } from '../common/json-items.js';
import * as S from './orders.schemas.js';

export default async function ordersRoutes(app: App) {
  const { orders } = app.services;
  const read = { permission: 'orders.read' as const };
  const write = { permission: 'orders.write' as const };
  const tags = ['admin: orders'];

  app.get(
    '/orders',
    {
      config: { ...read, cache: ['sales'] },
      schema: { tags, querystring: S.OrderListQuery, response: { 200: S.OrderList } },
    },
    async (request, reply) => {
      const q = request.query;
      const page = await orders.listWithTags(
        toOrderFilter(q),
        { by: q.sortBy ?? 'createdAt', order: q.sortOrder ?? 'desc' },
        { page: q.page ?? 1, limit: q.limit ?? 50 },
      );
      return sendJsonItems(reply, 'orders', page.items, {
        total: page.total,
        totalEstimated: page.totalEstimated ?? false,
        page: page.page,
        limit: page.limit,
        totalPages: totalPages(page),
      });
    },
  );

  app.get(
    '/orders/recent',
    {
      config: read,
      schema: {
        tags,
        summary: 'Newest orders for the dashboard',
        querystring: S.RecentQuery,
        response: { 200: Type.Object({ orders: Type.Array(OrderListItem) }) },
      },
    },
    async (request) => ({
      orders: await orders.recent(request.query.limit ?? 10),
    }),
  );

  app.get(
    '/orders/summary',
    {
      config: { ...read, cache: ['sales'] },
      schema: {
        tags,
        summary:
          'Orders and revenue per status and currency created since dateFrom (an instant, or a date meaning its UTC midnight): the dashboard home',
        querystring: S.SummaryQuery,
        response: { 200: S.OrderSummary },
      },
    },
    async (request) => ({ since: request.query.dateFrom, statuses: await orders.summary(request.query.dateFrom) }),
  );

  app.get(
    '/orders/export',
    {
      config: read,
      schema: {
        tags,
        summary: 'CSV of every order matching the list filters (streamed)',
        querystring: S.ExportQuery,
        response: {
          200: {
            description: 'The orders as CSV (attachment orders-<date>.csv)',
            content: { 'text/csv': { schema: Type.Unsafe<unknown>({ type: 'string' }) } },
          },
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      let started = false;
      const stream = orders.exportCsv(
        toOrderFilter(q),
        { by: q.sortBy ?? 'createdAt', order: q.sortOrder ?? 'desc' },
        (err) => {
          if (started) request.log.error({ err }, 'order export failed');
        },
        // What the response holds that its socket has not written yet (ServerResponse counts its socket's too).
        () => reply.raw.writableLength,
      );
      // Headers go out only once the first rows are there: a failure before them is an ordinary JSON error (logged
      // by the error handler), not a 200 attachment that breaks off. The 200 schema documents the bytes; streams are not serialised.
      await once(stream, 'readable');
      started = true;
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .send(stream);
    },
  );

  app.get(
    '/orders/:id',
    { config: read, schema: { tags, params: IdParams, response: { 200: OrderDetail } } },
    (request) => orders.get(request.params.id),
  );

  app.patch(
    '/orders/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Move the status (allowed moves: see the 400 answer) and/or set tracking data',
        params: IdParams,
        body: S.PatchOrderBody,
        response: { 200: StatusChangeAnswer },
      },
    },
    (request) => orders.changeStatus(adminActor(request), request.params.id, request.body),
  );

  app.post(
    '/orders/bulk',
    {
      config: write,
      schema: {
        tags,
        summary: 'Move or tag the picked orders (orderIds) or every order matching the list filter (filter)',
        description:
          'Each order is changed in its own transaction and answers for itself in results (a refused move does not stop the others). Send a status (with a note, required for cancelled and refunded) or a tagId. A filter matching more than 500 orders is refused (400) before anything changes.',
        body: S.BulkBody,
        response: { 200: S.BulkAnswer },
      },
    },
    (request) => {
      const { filter, ...rest } = request.body;
      return orders.bulk(adminActor(request), { ...rest, ...(filter ? { filter: toOrderFilter(filter) } : {}) });
    },
  );

  app.post(
    '/orders/:id/cancel',
    {
      config: write,
      schema: {
        tags,
        summary: 'Cancel (from pending, paid, processing); releases the reserved stock',
        params: IdParams,
        body: S.CancelBody,
        response: { 200: StatusChangeAnswer },
      },
    },
    (request) => orders.cancel(adminActor(request), request.params.id, request.body.reason),
  );

  app.post(
    '/orders/:id/send-email',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Mail the customer: order_confirmation, shipping_confirmation, invoice (with the invoice PDF attached), cancellation (a cancelled order) or refund (a refunded or partly refunded one)',
        description:
          '502 MAIL_DELIVERY_FAILED when the mail server does not take the message; nothing is changed then, so the call can be repeated.',
        params: IdParams,
        body: S.SendEmailBody,
        response: { 200: S.SendEmailAnswer, 502: ErrorBody },
      },
    },
    (request) => orders.sendEmail(request.params.id, request.body.type),
  );

  app.put(
    '/orders/:id/tags',
    {
      config: write,
      schema: {
        tags,
        summary: 'Replace the order tags',
        params: IdParams,
        body: S.SetTagsBody,
        response: { 200: Type.Object({ id: Type.Integer(), tags: Type.Array(S.Tag) }) },
      },
    },
    async (request) => ({ id: request.params.id, tags: await orders.setTags(request.params.id, request.body.tagIds) }),
  );

  app.get(
    '/order-tags',
    { config: read, schema: { tags, response: { 200: Type.Object({ tags: Type.Array(S.TagWithDate) }) } } },
    async () => ({ tags: await orders.listTags() }),
  );

  app.post(
    '/order-tags',
    { config: write, schema: { tags, body: S.CreateTagBody, response: { 201: S.TagWithDate } } },
    async (request, reply) => reply.status(201).send(await orders.createTag(request.body.name)),
  );

  app.patch(
    '/order-tags/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Rename an order tag (every order that has it shows the new name)',
        description: '404 when no tag has the id, 409 when another tag has the name.',
        params: IdParams,
        body: S.CreateTagBody,
        response: { 200: S.TagWithDate, 404: ErrorBody, 409: ErrorBody },
      },
    },
    (request) => orders.renameTag(request.params.id, request.body.name),
  );

  app.delete(
    '/order-tags/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete an order tag; it is taken off every order that had it',
        params: IdParams,
        response: { 200: Success, 404: ErrorBody },
      },
    },
    async (request) => {
      await orders.deleteTag(request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/invoices/:id/pdf',
    {
      config: read,
      schema: {
        tags,
        summary: 'The invoice as application/pdf',
        params: IdParams,
        response: {
          200: {
            description: 'The invoice PDF',
            content: {
              'application/pdf': {
                schema: Type.Unsafe<unknown>({ type: 'string', contentMediaType: 'application/pdf' }),
              },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await orders.invoicePdf(request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .send(pdf);
    },
  );
}
