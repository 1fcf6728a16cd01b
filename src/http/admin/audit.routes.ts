import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { ErrorBody, IsoDateTime, Nullable } from '../common/schemas.js';
import { ACTOR_TYPES } from '../../shared/request-context.js';

const AuditQuery = Type.Object({
  entityType: Type.Optional(Type.String({ maxLength: 64 })),
  entityId: Type.Optional(Type.String({ maxLength: 64 })),
  actorType: Type.Optional(Type.Enum(ACTOR_TYPES)),
  actorId: Type.Optional(Type.String({ maxLength: 64 })),
  action: Type.Optional(Type.String({ maxLength: 64 })),
  requestId: Type.Optional(Type.String({ maxLength: 128 })),
  from: Type.Optional(Type.String({ format: 'date-time', description: 'created at or after' })),
  to: Type.Optional(Type.String({ format: 'date-time', description: 'created before' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  cursor: Type.Optional(Type.Integer({ minimum: 1, description: 'nextCursor of the previous page' })),
});

const AuditEntry = Type.Object({
  id: Type.Integer(),
  createdAt: IsoDateTime,
  actorType: Type.Enum(ACTOR_TYPES),
  actorId: Nullable(
    Type.String({ description: 'the admin, customer or API key id; null for guests, workers and the system' }),
  ),
  actorName: Nullable(
    Type.String({ description: "the admin's, customer's or API key's name; null for other actors and deleted ones" }),
  ),
  apiKeyId: Nullable(Type.Integer()),
  requestId: Nullable(Type.String({ description: 'the X-Request-Id of the call that made the change' })),
  entityType: Type.String(),
  entityId: Type.String(),
  entityName: Nullable(
    Type.String({
      description:
        "an order's number, a product's, customer's or category's name; null for other entities and deleted ones",
    }),
  ),
  action: Type.String({ description: 'create, update, delete, or a named action (status, cancel, adjust, …)' }),
  changes: Type.Record(Type.String(), Type.Array(Type.Unknown(), { minItems: 2, maxItems: 2 }), {
    description: '{ field: [before, after] } for each changed field; secrets and password hashes are never recorded',
  }),
});

export default async function auditRoutes(app: App) {
  const { audit } = app.services;
  app.get(
    '/audit-log',
    {
      config: { permission: 'audit.read' },
      schema: {
        operationId: 'listAuditLog',
        tags: ['admin: change log'],
        summary: 'Every recorded write, newest first, filtered; keyset pages (cursor = nextCursor)',
        querystring: AuditQuery,
        response: {
          200: Type.Object({ entries: Type.Array(AuditEntry), nextCursor: Nullable(Type.Integer()) }),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
        },
      },
    },
    async (request) => {
      const { limit = 50, cursor, ...filter } = request.query;
      const page = await audit.list(filter, limit, cursor);
      return { entries: page.items, nextCursor: page.nextCursor };
    },
  );
}
