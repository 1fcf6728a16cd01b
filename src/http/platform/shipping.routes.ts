import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { Id, IdParams, IsoDateTime, Nullable, platformPageQuery } from '../common/schemas.js';
import { METHOD_TYPES } from '../../modules/shipping/shipping.js';
import { Envelope, pageRequest, toEnvelope } from './envelope.js';

const Zone = Type.Object({ id: Type.Integer(), name: Type.String(), methodCount: Type.Integer(), createdAt: IsoDateTime, updatedAt: IsoDateTime });

const Method = Type.Object({
  id: Type.Integer(),
  zoneId: Type.Integer(),
  name: Type.String(),
  methodType: Type.Enum(METHOD_TYPES),
  price: Type.Number(),
  freeAbove: Nullable(Type.Number()),
  isActive: Type.Boolean(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});

const ZoneBody = Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }) });
const Money = Type.Number({ minimum: 0, maximum: 1e8 });

const MethodFields = {
  zoneId: Id,
  name: Type.String({ minLength: 1, maxLength: 200 }),
  methodType: Type.Enum(METHOD_TYPES, { description: 'flat_rate charges price; free and pickup cost nothing' }),
  price: Type.Optional(Money),
  freeAbove: Type.Optional(Nullable(Money)),
  isActive: Type.Optional(Type.Boolean()),
};

const CreateMethod = Type.Object(MethodFields);
const UpdateMethod = Type.Object({
  zoneId: Type.Optional(MethodFields.zoneId),
  name: Type.Optional(MethodFields.name),
  methodType: Type.Optional(MethodFields.methodType),
  price: MethodFields.price,
  freeAbove: MethodFields.freeAbove,
  isActive: MethodFields.isActive,
});

const Deleted = Type.Object({ deleted: Type.Literal(true), id: Type.Integer() });

export default async function shippingRoutes(app: App) {
  const { shipping } = app.services;
  const tags = ['platform: shipping'];

  app.get('/shipping/zones', { schema: { tags, summary: 'Zones by name, each with its method count', querystring: Type.Object(platformPageQuery), response: { 200: Envelope(Zone) } } }, async (request) =>
    toEnvelope(await shipping.listZones(pageRequest(request.query))),
  );

  app.get('/shipping/zones/:id', { schema: { tags, summary: 'A zone with its methods', params: IdParams, response: { 200: Type.Object({ ...Zone.properties, methods: Type.Array(Method) }) } } }, (request) =>
    shipping.getZone(request.params.id),
  );

  app.post('/shipping/zones', { config: { idempotent: true }, schema: { tags, body: ZoneBody, response: { 201: Zone } } }, async (request, reply) => reply.status(201).send(await shipping.createZone(request.body)));

  app.put('/shipping/zones/:id', { schema: { tags, params: IdParams, body: Type.Partial(ZoneBody), response: { 200: Zone } } }, (request) =>
    shipping.updateZone(request.params.id, request.body),
  );

  app.delete('/shipping/zones/:id', { schema: { tags, summary: 'Deletes the zone and its methods', params: IdParams, response: { 200: Deleted } } }, async (request) => {
    await shipping.deleteZone(request.params.id);
    return { deleted: true as const, id: request.params.id };
  });

  app.post('/shipping/methods', { config: { idempotent: true }, schema: { tags, summary: 'name, methodType and zoneId are required', body: CreateMethod, response: { 201: Method } } }, async (request, reply) =>
    reply.status(201).send(await shipping.createMethod(request.body)),
  );

  app.put('/shipping/methods/:id', { schema: { tags, summary: 'Only the fields sent change', params: IdParams, body: UpdateMethod, response: { 200: Method } } }, (request) =>
    shipping.updateMethod(request.params.id, request.body),
  );

  app.delete('/shipping/methods/:id', { schema: { tags, params: IdParams, response: { 200: Deleted } } }, async (request) => {
    await shipping.deleteMethod(request.params.id);
    return { deleted: true as const, id: request.params.id };
  });
}
