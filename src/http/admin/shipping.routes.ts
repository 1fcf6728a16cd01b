import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { IdParams, Success } from '../common/schemas.js';
import * as S from '../platform/shipping.schemas.js';
import { AdminList, listQuery, pageOf, toAdminList } from './list.js';

/** Shipping zones and methods (settings.*: they decide what every checkout charges), over the platform's service. */
export default async function shippingRoutes(app: App) {
  const { shipping } = app.services;
  const read = { permission: 'settings.read' as const };
  const write = { permission: 'settings.write' as const };
  const tags = ['admin: shipping'];

  app.get(
    '/shipping/zones',
    {
      config: read,
      schema: {
        tags,
        summary: 'Zones by name, each with its method count',
        querystring: Type.Object(listQuery),
        response: { 200: AdminList('zones', S.Zone) },
      },
    },
    async (request) => toAdminList('zones', await shipping.listZones(pageOf(request.query))),
  );
  app.get(
    '/shipping/zones/:id',
    {
      config: read,
      schema: { tags, summary: 'A zone with its methods', params: IdParams, response: { 200: S.ZoneDetail } },
    },
    (request) => shipping.getZone(request.params.id),
  );
  app.post(
    '/shipping/zones',
    { config: write, schema: { tags, body: S.ZoneBody, response: { 201: S.Zone } } },
    async (request, reply) => reply.status(201).send(await shipping.createZone(request.body)),
  );
  app.put(
    '/shipping/zones/:id',
    { config: write, schema: { tags, params: IdParams, body: Type.Partial(S.ZoneBody), response: { 200: S.Zone } } },
    (request) => shipping.updateZone(request.params.id, request.body),
  );
  app.delete(
    '/shipping/zones/:id',
    {
      config: write,
      schema: { tags, summary: 'Deletes the zone and its methods', params: IdParams, response: { 200: Success } },
    },
    async (request) => {
      await shipping.deleteZone(request.params.id);
      return { success: true };
    },
  );

  app.post(
    '/shipping/methods',
    {
      config: write,
      schema: {
        tags,
        summary: 'name, methodType and zoneId are required',
        body: S.CreateMethod,
        response: { 201: S.Method },
      },
    },
    async (request, reply) => reply.status(201).send(await shipping.createMethod(request.body)),
  );
  app.put(
    '/shipping/methods/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Only the fields sent change',
        params: IdParams,
        body: S.UpdateMethod,
        response: { 200: S.Method },
      },
    },
    (request) => shipping.updateMethod(request.params.id, request.body),
  );
  app.delete(
    '/shipping/methods/:id',
    { config: write, schema: { tags, params: IdParams, response: { 200: Success } } },
    async (request) => {
      await shipping.deleteMethod(request.params.id);
      return { success: true };
    },
  );
}
