import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { hasPermission } from '../../modules/admin-users/roles.js';
import { ErrorBody, IdParams, Success } from '../common/schemas.js';
import { fieldsOf } from '../common/product.schemas.js';
import { pickDefined } from '../../shared/pick.js';
import { invalid } from '../../shared/errors.js';
import { adminActor } from './actor.js';
import { IfMatchHeaders, Stale, expectedOf, tagged, unlessChanged } from '../common/preconditions.js';
import * as S from './products.schemas.js';

const CREATE_FIELDS = fieldsOf(S.CreateBody);
const PATCH_FIELDS = fieldsOf(S.PatchBody);

export default async function productsRoutes(app: App) {
  const { products } = app.services;
  const read = { permission: 'products.read' as const };
  const write = { permission: 'products.write' as const };
  const tags = ['admin: products'];

  app.get(
    '/products',
    {
      config: { public: true, cache: ['catalog'] },
      schema: {
        tags,
        summary: 'Visible products with the public fields, in id order (no credential)',
        querystring: S.PublicListQuery,
        response: { 200: Type.Array(S.PublicProduct) },
      },
    },
    (request) => {
      const { limit = 100, offset = 0 } = request.query;
      return products.publicList({ limit, offset });
    },
  );

  app.get(
    '/products/search',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Products whose name or SKU contains q, optionally in a category (id or slug; with includeSubcategories, or below it), newest first or by sortBy',
        querystring: S.SearchQuery,
        response: { 200: S.SearchBody },
      },
    },
    async (request) => {
      const { q, category, includeSubcategories, sortBy, sortOrder = 'asc', limit = 20, offset = 0 } = request.query;
      const found = await products.search(
        { search: q, category, includeSubcategories },
        { limit, offset, sort: sortBy ? { by: sortBy, order: sortOrder } : undefined },
      );
      return { products: found.items, total: found.total, limit, offset };
    },
  );

  app.get(
    '/products/check-slug',
    {
      config: read,
      schema: {
        tags,
        summary: 'Whether a product other than excludeId uses the slug or SKU',
        querystring: S.CheckSlugQuery,
        response: { 200: Type.Object({ exists: Type.Boolean() }) },
      },
    },
    async (request) => {
      const { slug, sku, excludeId } = request.query;
      if (slug === undefined && sku === undefined) throw invalid('Give slug or sku');
      return { exists: await products.taken({ slug, sku }, excludeId) };
    },
  );

  app.get(
    '/products/performance',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Best sellers and most viewed of the last 30 days, stock rows at or below the low-stock threshold; bestSellers (units sold, revenue) is empty for roles without orders.read',
        response: { 200: S.Performance },
      },
    },
    async (request) => {
      const performance = await products.performance();
      // Units sold and revenue are sales figures: orders.read, not products.read (docs/security.md §3).
      return hasPermission(request.admin!.role, 'orders.read') ? performance : { ...performance, bestSellers: [] };
    },
  );

  app.post(
    '/products',
    {
      config: write,
      schema: {
        tags,
        summary: 'Creates a product (slug from the name); 409 SKU_EXISTS; 403 QUOTA_EXCEEDED at the plan quota',
        body: S.CreateBody,
        response: { 201: S.Created },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await products.create(adminActor(request), pickDefined(request.body, CREATE_FIELDS))),
  );

  app.post(
    '/products/bulk-update',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Applies updates to each product in its own transaction, versioned with changeReason and batchId; failures are listed, never rolled back; dryRun: true previews',
        body: S.BulkBody,
        response: { 200: S.BulkResult },
      },
    },
    (request) => {
      const { productIds, updates, changeReason, batchId, dryRun } = request.body;
      return products.bulkUpdate(
        adminActor(request),
        productIds,
        pickDefined(updates, PATCH_FIELDS),
        { changeReason, batchId },
        { dryRun },
      );
    },
  );

  app.get(
    '/products/bulk-update/:batchId',
    {
      config: read,
      schema: {
        operationId: 'getProductBatch',
        tags,
        summary: 'A bulk edit: who, when, why, the fields it set, its products and whether it was reverted',
        params: S.BatchParams,
        response: { 200: S.Batch, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    (request) => products.getBatch(request.params.batchId),
  );

  app.post(
    '/products/bulk-update/:batchId/revert',
    {
      config: write,
      // The body is optional: a POST without one reverts without force.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        operationId: 'revertProductBatch',
        tags,
        summary:
          'Puts each product of the batch back to its state before it (stock excepted), as new versions; products changed since are skipped unless force; 409 while another revert of it runs or once it is reverted',
        params: S.BatchParams,
        body: S.RevertBody,
        response: {
          200: S.RevertResult,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    (request) => products.revertBatch(adminActor(request), request.params.batchId, { force: request.body?.force }),
  );

  app.get(
    '/products/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'The product with category, images, videos, stock and SEO fields; its ETag is what If-Match compares',
        params: IdParams,
        response: { 200: S.AdminProduct },
      },
    },
    async (request, reply) => tagged(reply, await products.get(request.params.id)),
  );

  app.patch(
    '/products/:id',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Changes the allowed fields (others are ignored); stores the prior state as a version; refreshes derived SEO fields. With If-Match, only while the product is as read (412 with the current product otherwise)',
        params: IdParams,
        headers: IfMatchHeaders,
        body: S.PatchBody,
        response: { 200: S.AdminProduct, 412: Stale('coded', S.AdminProduct) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const product = await unlessChanged(
        reply,
        () =>
          products.update(adminActor(request), id, pickDefined(request.body, PATCH_FIELDS), {}, expectedOf(request)),
        () => products.get(id),
      );
      return tagged(reply, product);
    },
  );

  app.delete(
    '/products/:id',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Deletes the product with its variants, versions, stock, images and image files; with If-Match, only while it is as read',
        params: IdParams,
        headers: IfMatchHeaders,
        response: { 200: Success, 412: Stale('coded', S.AdminProduct) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await unlessChanged(
        reply,
        () => products.remove(adminActor(request), id, expectedOf(request)),
        () => products.get(id),
      );
      return { success: true };
    },
  );

  app.get(
    '/products/:id/versions',
    {
      config: read,
      schema: {
        tags,
        summary: "The product's versions, oldest first",
        params: IdParams,
        response: { 200: S.VersionList },
      },
    },
    async (request) => ({ versions: await products.listVersions(request.params.id) }),
  );

  // A static segment: Fastify matches it before /versions/:versionNumber.
  app.get(
    '/products/:id/versions/compare',
    {
      config: read,
      schema: {
        tags,
        summary: 'The fields that differ between two versions, {field: {a, b}}',
        params: IdParams,
        querystring: S.CompareQuery,
        response: { 200: S.Comparison },
      },
    },
    (request) => products.compareVersions(request.params.id, request.query.versionA, request.query.versionB),
  );

  app.get(
    '/products/:id/versions/:versionNumber',
    {
      config: read,
      schema: {
        tags,
        summary: 'One version with the snapshot of the product before that change',
        params: S.VersionParams,
        response: { 200: S.Version },
      },
    },
    (request) => products.readVersion(request.params.id, request.params.versionNumber),
  );

  app.post(
    '/products/:id/versions/:versionNumber/restore',
    {
      config: write,
      schema: {
        tags,
        summary: 'Applies the snapshot (stock excepted) as a new change; the current state becomes a version first',
        params: S.VersionParams,
        response: { 200: S.AdminProduct },
      },
    },
    (request) => products.restoreVersion(adminActor(request), request.params.id, request.params.versionNumber),
  );
}
