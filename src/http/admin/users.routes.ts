import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { ErrorBody, IdParams, Success } from '../common/schemas.js';
import { adminActor } from './actor.js';
import { AdminUserBody, CreateAdminUserBody, UpdateAdminUserBody } from './admin.schemas.js';

export default async function usersRoutes(app: App) {
  const { adminUsers } = app.services;
  const config = { permission: 'users.manage' as const };
  const tags = ['admin: users'];

  app.get(
    '/users',
    { config, schema: { tags, response: { 200: Type.Object({ users: Type.Array(AdminUserBody) }) } } },
    async () => ({
      users: await adminUsers.list(),
    }),
  );

  app.post(
    '/users',
    { config, schema: { tags, body: CreateAdminUserBody, response: { 201: AdminUserBody } } },
    async (request, reply) => {
      return reply.status(201).send(await adminUsers.create(request.body));
    },
  );

  app.get(
    '/users/:id',
    { config, schema: { tags, params: IdParams, response: { 200: AdminUserBody } } },
    async (request) => {
      return adminUsers.get(request.params.id);
    },
  );

  app.patch(
    '/users/:id',
    { config, schema: { tags, params: IdParams, body: UpdateAdminUserBody, response: { 200: AdminUserBody } } },
    async (request) => {
      return adminUsers.update(adminActor(request), request.params.id, request.body);
    },
  );

  app.delete(
    '/users/:id',
    {
      config,
      schema: {
        tags,
        params: IdParams,
        summary: 'Delete an admin user; 409 for your own account',
        response: { 200: Success, 409: ErrorBody },
      },
    },
    async (request) => {
      await adminUsers.remove(adminActor(request), request.params.id);
      return { success: true };
    },
  );
}
