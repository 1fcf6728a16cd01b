import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { ErrorBody } from '../common/schemas.js';

export default async function storeRedirectsRoutes(app: App) {
  const { seo } = app.services;
  app.get(
    '/redirects/resolve',
    {
      schema: {
        operationId: 'resolveRedirect',
        tags: ['storefront'],
        summary:
          "Where an old storefront path leads (exact match on the path), counting the hit; 404 when no enabled redirect starts there (recorded for the staff's list of paths not found, at most 30 per client address in 10 minutes)",
        querystring: Type.Object({
          path: Type.String({
            minLength: 1,
            maxLength: 2000,
            pattern: '^/',
            description: 'the requested path, starting with /',
          }),
        }),
        response: {
          200: Type.Object({
            destination: Type.String({ description: 'a path or an absolute http(s) URL' }),
            statusCode: Type.Integer({ description: '301, 302, 307 or 308' }),
          }),
          400: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    (request) => seo.resolveRedirect(request.query.path, request.ip),
  );
}
