import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { IdParams, pageQuery } from '../common/schemas.js';
import { totalPages } from '../../shared/page.js';
import { CreateRedirect, Redirect, UpdateRedirect } from '../platform/content.schemas.js';

const RedirectQuery = Type.Object({ search: Type.Optional(Type.String({ maxLength: 200 })), enabled: Type.Optional(Type.Boolean()), ...pageQuery(50, 200) });
const RedirectList = Type.Object({ redirects: Type.Array(Redirect), total: Type.Integer(), page: Type.Integer(), limit: Type.Integer(), totalPages: Type.Integer() });

/** Redirects for the dashboard (content.*): the platform's redirect use cases (loops refused, chains shortened) under the admin session. */
export default async function redirectsRoutes(app: App) {
  const { seo } = app.services;
  const tags = ['admin: redirects'];
  const write = { permission: 'content.write' as const };

  app.get('/redirects', { config: { permission: 'content.read' }, schema: { tags, summary: 'With their hits', querystring: RedirectQuery, response: { 200: RedirectList } } }, async (request) => {
    const { search, enabled, page = 1, limit = 50 } = request.query;
    const list = await seo.listRedirects({ search, enabled }, { page, limit });
    return { redirects: list.items, total: list.total, page: list.page, limit: list.limit, totalPages: totalPages(list) };
  });
  app.post('/redirects', { config: { ...write, idempotent: true }, schema: { tags, summary: '400 when it would form a loop', body: CreateRedirect, response: { 201: Redirect } } }, async (request, reply) =>
    reply.status(201).send(await seo.createRedirect(request.body)),
  );
  app.put('/redirects/:id', { config: write, schema: { tags, params: IdParams, body: UpdateRedirect, response: { 200: Redirect } } }, (request) =>
    seo.updateRedirect(request.params.id, request.body),
  );
  app.delete('/redirects/:id', { config: write, schema: { tags, params: IdParams, response: { 200: Type.Object({ deleted: Type.Boolean(), id: Type.Integer() }) } } }, async (request) => {
    await seo.removeRedirect(request.params.id);
    return { deleted: true, id: request.params.id };
  });
}
