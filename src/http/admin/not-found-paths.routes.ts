import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { IsoDateTime, Success } from '../common/schemas.js';

const NotFoundPath = Type.Object({
  path: Type.String({
    description: 'the storefront path asked for, as the storefront sent it to the redirect resolver',
  }),
  hits: Type.Integer({ description: 'how often it found no redirect' }),
  firstSeenAt: IsoDateTime,
  lastSeenAt: IsoDateTime,
});

const PathQuery = Type.Object({ path: Type.String({ minLength: 1, maxLength: 2000, pattern: '^/' }) });

export default async function notFoundPathsRoutes(app: App) {
  const { seo } = app.services;
  const tags = ['admin: content'];

  app.get(
    '/not-found-paths',
    {
      config: { permission: 'content.read' },
      schema: {
        operationId: 'listNotFoundPaths',
        tags,
        summary:
          'Storefront paths that found no redirect, most often first (to create redirects for); paths a redirect now covers are left out',
        querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })) }),
        response: { 200: Type.Object({ paths: Type.Array(NotFoundPath) }) },
      },
    },
    async (request) => ({ paths: await seo.topNotFound(request.query.limit ?? 50) }),
  );

  app.delete(
    '/not-found-paths',
    {
      config: { permission: 'content.write' },
      schema: {
        operationId: 'dismissNotFoundPath',
        tags,
        summary: 'Forgets one path of the list',
        querystring: PathQuery,
        response: { 200: Success },
      },
    },
    async (request) => {
      await seo.dismissNotFound(request.query.path);
      return { success: true };
    },
  );
}
