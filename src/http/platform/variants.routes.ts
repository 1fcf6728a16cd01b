import type { App } from '../common/types.js';
import { PlatformErrorBody } from '../common/schemas.js';
import { variantRoutes } from '../common/variants.routes.js';
import { platformActor } from './actor.js';

export default async function variantsRoutes(app: App) {
  variantRoutes(app, {
    tags: ['platform: products'],
    actorOf: platformActor,
    read: {},
    write: { idempotent: true },
    errorBody: PlatformErrorBody,
  });
}
