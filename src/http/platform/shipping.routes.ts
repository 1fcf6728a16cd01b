import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { IdParams, platformPageQuery } from '../common/schemas.js';
import { Envelope, pageRequest, toEnvelope } from './envelope.js';
import { CreateMethod, Deleted, Method, UpdateMethod, Zone, ZoneBody, ZoneDetail } from './shipping.schemas.js';

export default async function shippingRoutes(app: App) {
  const { shipping } = app.services;
  const tags = ['platform: shipping'];

  app.get(
    '/shipping/zones',
    {
      schema: {
        tags,
        summary: 'Zones by name, each with its method count',
        querystring: Type.Object(platformPageQuery),
        response: { 200: Envelope(Zone) },
      },
    },
    async (request) => toEnvelope(await shipping.listZones(pageRequest(request.query))),
  );

  app.get(
    '/shipping/zones/:id',
    { schema: { tags, summary: 'A zone with its methods', params: IdParams, response: { 200: ZoneDetail } } },
    (request) => shipping.getZone(request.params.id),
  );

  app.post(
    '/shipping/zones',
    { config: { idempotent: true }, schema: { tags, body: ZoneBody, response: { 201: Zone } } },
    async (request, reply) => reply.status(201).send(await shipping.createZone(request.body)),
  );

  app.put(
    '/shipping/zones/:id',
    { schema: { tags, params: IdParams, body: Type.Partial(ZoneBody), response: { 200: Zone } } },
    (request) => shipping.updateZone(request.params.id, request.body),
  );

  app.delete(
    '/shipping/zones/:id',
    { schema: { tags, summary: 'Deletes the zone and its methods', params: IdParams, response: { 200: Deleted } } },
    async (request) => {
      await shipping.deleteZone(request.params.id);
      return { deleted: true as const, id: request.params.id };
    },
  );

  app.post(
    '/shipping/methods',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'name, methodType and zoneId are required',
        body: CreateMethod,
        response: { 201: Method },
      },
    },
    async (request, reply) => reply.status(201).send(await shipping.createMethod(request.body)),
  );

  app.put(
    '/shipping/methods/:id',
    {
      schema: {
        tags,
        summary: 'Only the fields sent change',
        params: IdParams,
        body: UpdateMethod,
        response: { 200: Method },
      },
    },
    (request) => shipping.updateMethod(request.params.id, request.body),
  );

  app.delete(
    '/shipping/methods/:id',
    { schema: { tags, params: IdParams, response: { 200: Deleted } } },
    async (request) => {
      await shipping.deleteMethod(request.params.id);
      return { deleted: true as const, id: request.params.id };
    },
  );
}
