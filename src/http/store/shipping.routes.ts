import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { Nullable } from '../common/schemas.js';

const Method = Type.Object({
  id: Type.Integer(),
  zoneId: Type.Integer(),
  name: Type.String(),
  methodType: Type.String(),
  price: Type.Number(),
  freeAbove: Nullable(Type.Number()),
});

export default async function storeShippingRoutes(app: App) {
  const { shipping } = app.services;
  app.get(
    '/shipping-methods',
    {
      schema: {
        tags: ['storefront'],
        summary: 'The active shipping methods a checkout can name in shippingMethodId',
        response: { 200: Type.Object({ methods: Type.Array(Method) }) },
      },
    },
    async () => ({ methods: await shipping.activeMethods() }),
  );
}
