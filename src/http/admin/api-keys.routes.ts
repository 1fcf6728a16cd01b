import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { IdParams, Success } from '../common/schemas.js';
import { ApiKeyBody, CreateApiKeyBody } from './admin.schemas.js';

export default async function apiKeysRoutes(app: App) {
  const { apiKeys } = app.services;
  const config = { permission: 'api_keys.manage' as const };
  const tags = ['admin: api keys'];

  app.get(
    '/api-keys',
    { config, schema: { tags, response: { 200: Type.Object({ apiKeys: Type.Array(ApiKeyBody) }) } } },
    async () => ({
      apiKeys: await apiKeys.list(),
    }),
  );

  app.post(
    '/api-keys',
    {
      config,
      schema: {
        tags,
        summary: 'Create a platform key; `key` is shown in this answer only',
        body: CreateApiKeyBody,
        response: { 201: Type.Object({ ...ApiKeyBody.properties, key: Type.String() }) },
      },
    },
    async (request, reply) => reply.status(201).send(await apiKeys.create(request.body, request.admin!.id)),
  );

  app.delete(
    '/api-keys/:id',
    { config, schema: { tags, params: IdParams, response: { 200: Success } } },
    async (request) => {
      await apiKeys.remove(request.params.id);
      return { success: true };
    },
  );
}
