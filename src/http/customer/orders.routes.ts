import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { pageQuery } from '../common/schemas.js';
import { OrderListItem } from '../common/order.schemas.js';
import { totalPages } from '../../shared/page.js';

const CustomerOrder = Type.Object({ ...OrderListItem.properties, itemCount: Type.Integer() });

export default async function customerOrdersRoutes(app: App) {
  const { orders } = app.services;

  app.get(
    '/orders',
    {
      config: { customer: true },
      schema: {
        tags: ['customer: orders'],
        summary: "The logged-in customer's own orders, newest first",
        querystring: Type.Object(pageQuery(20, 100)),
        response: {
          200: Type.Object({
            orders: Type.Array(CustomerOrder),
            total: Type.Integer(),
            page: Type.Integer(),
            limit: Type.Integer(),
            totalPages: Type.Integer(),
          }),
        },
      },
    },
    async (request) => {
      const result = await orders.forCustomer(request.customer!.id, {
        page: request.query.page ?? 1,
        limit: request.query.limit ?? 20,
      });
      return {
        orders: result.items,
        total: result.total,
        page: result.page,
        limit: result.limit,
        totalPages: totalPages(result),
      };
    },
  );
}
