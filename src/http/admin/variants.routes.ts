import type { App } from '../common/types.js';
import { ErrorBody, Id } from '../common/schemas.js';
import { variantRoutes } from '../common/variants.routes.js';
import { VariantWithProduct } from '../common/product.schemas.js';
import { Type } from 'typebox';
import { adminActor } from './actor.js';

export default async function variantsRoutes(app: App) {
  variantRoutes(app, {
    tags: ['admin: products'],
    actorOf: adminActor,
    read: { permission: 'products.read' },
    write: { permission: 'products.write' },
    errorBody: ErrorBody,
  });

  app.get(
    '/variants/:variantId',
    {
      config: { permission: 'products.read' },
      schema: {
        tags: ['admin: products'],
        summary: 'One variant by its id alone, with its product’s id and name (a promotion’s target, a ledger row)',
        params: Type.Object({ variantId: Id }),
        response: { 200: VariantWithProduct },
      },
    },
    (request) => app.services.variants.byId(request.params.variantId),
  );
}
