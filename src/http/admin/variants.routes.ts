import type { App } from '../common/types.js';
import { ErrorBody } from '../common/schemas.js';
import { variantRoutes } from '../common/variants.routes.js';
import { adminActor } from './actor.js';

export default async function variantsRoutes(app: App) {
  variantRoutes(app, {
    tags: ['admin: products'],
    actorOf: adminActor,
    read: { permission: 'products.read' },
    write: { permission: 'products.write' },
    errorBody: ErrorBody,
  });
}
