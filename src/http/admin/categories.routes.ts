import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { IdParams, pageQuery } from '../common/schemas.js';
import { totalPages } from '../../shared/page.js';
import { Category, CategoryDeleted, CategoryListItem, CategoryUpdated, CreateCategory, UpdateCategory } from '../platform/categories.schemas.js';

const CategoryList = Type.Object({ categories: Type.Array(CategoryListItem), total: Type.Integer(), page: Type.Integer(), limit: Type.Integer(), totalPages: Type.Integer() });

/** The category tree for the dashboard (products.*): the platform's category use cases under the admin session. */
export default async function categoriesRoutes(app: App) {
  const { categories } = app.services;
  const tags = ['admin: categories'];
  const read = { permission: 'products.read' as const };
  const write = { permission: 'products.write' as const };

  app.get('/categories', {
    config: read,
    schema: { tags, summary: 'Every level, ordered by sortOrder, name, id (the dashboard builds the tree from parentId)', querystring: Type.Object(pageQuery(500, 1000)), response: { 200: CategoryList } },
  }, async (request) => {
    const { page = 1, limit = 500 } = request.query;
    const list = await categories.list({}, { page, limit });
    return { categories: list.items, total: list.total, page: list.page, limit: list.limit, totalPages: totalPages(list) };
  });

  app.get('/categories/:id', { config: read, schema: { tags, summary: 'With subcategories, breadcrumb and SEO fields', params: IdParams, response: { 200: Category } } }, (request) =>
    categories.get(request.params.id),
  );

  app.post('/categories', { config: { ...write, idempotent: true }, schema: { tags, summary: 'The slug is generated from the name', body: CreateCategory, response: { 201: Category } } }, async (request, reply) =>
    reply.status(201).send(await categories.create(request.body)),
  );

  app.put('/categories/:id', { config: write, schema: { tags, summary: 'Changes the fields sent (a move: parentId; an order: sortOrder); answers {category, diff}', params: IdParams, body: UpdateCategory, response: { 200: CategoryUpdated } } }, (request) =>
    categories.update(request.params.id, request.body),
  );

  app.delete('/categories/:id', { config: write, schema: { tags, summary: '409 while subcategories or products exist', params: IdParams, response: { 200: CategoryDeleted } } }, async (request) => ({
    deleted: true,
    ...(await categories.remove(request.params.id)),
  }));
}
