import { IfMatchHeaders, Stale, expectedOf, tagged, unlessChanged } from '../common/preconditions.js';
import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { IdParams, Success } from '../common/schemas.js';
import * as S from '../platform/categories.schemas.js';
import { AdminList, listQuery, pageOf, toAdminList } from './list.js';

const ListQuery = Type.Object({
  parentId: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 2147483647, description: 'children of this category; 0 lists the top level' }),
  ),
  ...listQuery,
});

/** Categories (products.*), over the same service as the platform's. */
export default async function categoriesRoutes(app: App) {
  const { categories } = app.services;
  const read = { permission: 'products.read' as const };
  const write = { permission: 'products.write' as const };
  const tags = ['admin: categories'];

  app.get(
    '/categories',
    {
      config: read,
      schema: {
        tags,
        summary: 'Ordered by sortOrder, name, id',
        querystring: ListQuery,
        response: { 200: AdminList('categories', S.CategoryListItem) },
      },
    },
    async (request) => {
      const { parentId } = request.query;
      return toAdminList(
        'categories',
        await categories.list(
          { parentId: parentId === undefined ? undefined : parentId || null },
          pageOf(request.query),
        ),
      );
    },
  );

  app.get(
    '/categories/:id',
    {
      config: read,
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
      config: write,
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
      config: write,
      schema: {
        tags,
        summary:
          'Changes the fields sent (a move is a new parentId, a reorder a new sortOrder); answers {category, diff}. With If-Match, only while the category is as read',
        params: IdParams,
        headers: IfMatchHeaders,
        body: S.UpdateCategory,
        response: { 200: S.CategoryUpdated, 412: Stale('coded', S.Category) },
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
      config: write,
      schema: {
        tags,
        summary: '409 while subcategories or products exist; with If-Match, only while the category is as read',
        params: IdParams,
        headers: IfMatchHeaders,
        response: { 200: Success, 412: Stale('coded', S.Category) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await unlessChanged(
        reply,
        () => categories.remove(id, expectedOf(request)),
        () => categories.get(id),
      );
      return { success: true };
    },
  );
}
