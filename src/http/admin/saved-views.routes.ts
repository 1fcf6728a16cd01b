import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { IdParams, Success } from '../common/schemas.js';
import { CreateSavedViewBody, SavedView, UpdateSavedViewBody } from './saved-views.schemas.js';

export default async function savedViewsRoutes(app: App) {
  const { savedViews } = app.services;
  // Reading orders is enough for one's own views; shared ones are checked by the service (orders.write).
  const config = { permission: 'orders.read' as const };
  const tags = ['admin: orders'];
  const viewer = (request: { admin: { id: number; role: string } | null }) => ({
    id: request.admin!.id,
    role: request.admin!.role,
  });

  app.get(
    '/saved-views',
    {
      config,
      schema: {
        operationId: 'listSavedViews',
        tags,
        summary: 'Saved order-list views: the shared ones and your own, pinned first, each with its live count',
        response: { 200: Type.Object({ views: Type.Array(SavedView) }) },
      },
    },
    async (request) => ({ views: await savedViews.list(viewer(request)) }),
  );

  app.get(
    '/saved-views/:id',
    {
      config,
      schema: {
        operationId: 'getSavedView',
        tags,
        summary: 'One saved view with its live count',
        params: IdParams,
        response: { 200: SavedView },
      },
    },
    (request) => savedViews.get(viewer(request), request.params.id),
  );

  app.post(
    '/saved-views',
    {
      config,
      schema: {
        operationId: 'createSavedView',
        tags,
        summary: 'Save a view of the order list (shared: needs orders.write)',
        body: CreateSavedViewBody,
        response: { 201: SavedView },
      },
    },
    async (request, reply) => reply.status(201).send(await savedViews.create(viewer(request), request.body)),
  );

  app.patch(
    '/saved-views/:id',
    {
      config,
      schema: {
        operationId: 'updateSavedView',
        tags,
        summary: 'Rename, refilter, share, pin or move a view (your own; a shared one needs orders.write)',
        params: IdParams,
        body: UpdateSavedViewBody,
        response: { 200: SavedView },
      },
    },
    (request) => savedViews.update(viewer(request), request.params.id, request.body),
  );

  app.delete(
    '/saved-views/:id',
    {
      config,
      schema: {
        operationId: 'deleteSavedView',
        tags,
        summary: 'Delete a saved view (your own; a shared one needs orders.write)',
        params: IdParams,
        response: { 200: Success },
      },
    },
    async (request) => {
      await savedViews.remove(viewer(request), request.params.id);
      return { success: true };
    },
  );
}
