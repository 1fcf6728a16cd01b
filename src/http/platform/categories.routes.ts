import type { App } from '../common/types.js';
import { IdParams } from '../common/schemas.js';
import { Envelope, pageRequest, toEnvelope } from './envelope.js';
import * as S from './categories.schemas.js';


export default async function categoriesRoutes(app: App) {
  const { categories } = app.services;
  const tags = ['platform: categories'];

  app.get('/categories', { schema: { tags, summary: 'Ordered by sortOrder, name, id', querystring: S.CategoryListQuery, response: { 200: Envelope(S.CategoryListItem) } } }, async (request) => {
    const parentId = request.query.parent_id === undefined ? undefined : request.query.parent_id || null;
    return toEnvelope(await categories.list({ parentId }, pageRequest(request.query)));
  });

  app.get('/categories/:id', { schema: { tags, summary: 'With subcategories, breadcrumb and SEO fields', params: IdParams, response: { 200: S.Category } } }, (request) =>
    categories.get(request.params.id),
  );

  app.post('/categories', { config: { idempotent: true }, schema: { tags, summary: 'The slug is generated from the name', body: S.CreateCategory, response: { 201: S.Category } } }, async (request, reply) =>
    reply.status(201).send(await categories.create(request.body)),
  );

  app.put('/categories/:id', { schema: { tags, summary: 'Changes the fields sent; answers {category, diff}', params: IdParams, body: S.UpdateCategory, response: { 200: S.CategoryUpdated } } }, (request) =>
    categories.update(request.params.id, request.body),
  );

  app.delete('/categories/:id', { schema: { tags, summary: '409 while subcategories or products exist', params: IdParams, response: { 200: S.CategoryDeleted } } }, async (request) => ({
    deleted: true,
    ...(await categories.remove(request.params.id)),
  }));
}
