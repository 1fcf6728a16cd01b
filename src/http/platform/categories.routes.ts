import type { App } from '../common/types.js';
import { IdParams } from '../common/schemas.js';
import { Envelope, pageRequest, toEnvelope } from './envelope.js';
import * as S from './categories.schemas.js';
import { IfMatchHeaders, Stale, expectedOf, tagged, unlessChanged } from '../common/preconditions.js';

export default async function categoriesRoutes(app: App) {
  const { categories } = app.services;
  const tags = ['platform: categories'];

  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Ordered by sortOrder, name, id',
        querystring: S.CategoryListQuery,
        response: { 200: Envelope(S.CategoryListItem) },
      },
    },
    async (request) => {
      const parentId = request.query.parent_id === undefined ? undefined : request.query.parent_id || null;
      return toEnvelope(await categories.list({ parentId }, pageRequest(request.query)));
    },
  );

  app.get(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'With subcategories, breadcrumb and SEO fields; its ETag is what If-Match compares',
        params: IdParams,
        response: { 200: S.Category },
      },
    },
    async (request, reply) => tagged(reply, await categories.get(request.params.id)),
  );

  app.post(
    '/categories',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'The slug is generated from the name',
        body: S.CreateCategory,
        response: { 201: S.Category },
      },
    },
    async (request, reply) => reply.status(201).send(await categories.create(request.body)),
  );

  app.put(
    '/categories/:id',
    {
      schema: {
        tags,
        summary:
          'Changes the fields sent; answers {category, diff}. With If-Match, only while the category is as read (412 with the current one otherwise)',
        params: IdParams,
        headers: IfMatchHeaders,
        body: S.UpdateCategory,
        response: { 200: S.CategoryUpdated, 412: Stale('platform', S.Category) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const updated = await unlessChanged(
        reply,
        () => categories.update(id, request.body, expectedOf(request)),
        () => categories.get(id),
      );
      tagged(reply, updated.category);
      return updated;
    },
  );

  app.delete(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: '409 while subcategories or products exist; with If-Match, only while the category is as read',
        params: IdParams,
        headers: IfMatchHeaders,
        response: { 200: S.CategoryDeleted, 412: Stale('platform', S.Category) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return {
        deleted: true,
        ...(await unlessChanged(
          reply,
          () => categories.remove(id, expectedOf(request)),
          () => categories.get(id),
        )),
      };
    },
  );
}
