import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { Id, IdParams, IsoDateTime, Success } from '../common/schemas.js';
import { CategoryRef, ProductChangesBody, ProductCore, ProductFields, ProductImage } from '../common/product.schemas.js';
import { adminActor } from './actor.js';
import { productPerformance } from '../../modules/products/product-performance.js';
import type { Product } from '../../modules/products/product.js';

const AdminProduct = Type.Object({
  ...ProductCore,
  category: CategoryRef,
  isHidden: Type.Boolean(),
  images: Type.Array(ProductImage),
  videos: Type.Array(Type.Unknown()),
  attributes: Type.Record(Type.String(), Type.Unknown()),
  seoKeywords: Type.Union([Type.String(), Type.Null()]),
});

const PublicProduct = Type.Object({
  id: Type.Integer(),
  sku: Type.String(),
  name: Type.String(),
  price: Type.Number(),
  description: Type.String(),
  brand: Type.Union([Type.String(), Type.Null()]),
});

const Version = Type.Object({
  versionNumber: Type.Integer(),
  changedBy: Type.Union([Type.String(), Type.Null()]),
  changeReason: Type.Union([Type.String(), Type.Null()]),
  batchId: Type.Union([Type.String(), Type.Null()]),
  createdAt: IsoDateTime,
});
const VersionParams = Type.Object({ id: Id, versionNumber: Type.Integer({ minimum: 1, maximum: 1_000_000 }) });
const Ranked = (extra: Record<string, ReturnType<typeof Type.Number>>) => Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), sku: Type.String(), ...extra }));

const { name, sku, price, ...optional } = ProductFields;
const CreateProduct = Type.Object({ name, sku, price, ...Type.Partial(Type.Object(optional)).properties });

const present = (p: Product) => ({ ...p });

export default async function productsRoutes(app: App) {
  const { products, productVersions, settings } = app.services;
  const read = { permission: 'products.read' as const };
  const write = { permission: 'products.write' as const };
  const tags = ['admin: products'];

  app.get('/products', {
    config: { public: true },
    schema: {
      tags,
      summary: 'Public list of visible products (no credential)',
      querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })), offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000, default: 0 })) }),
      response: { 200: Type.Array(PublicProduct) },
    },
  }, (request) => products.publicList(request.query.limit ?? 100, request.query.offset ?? 0));

  app.get('/products/search', {
    config: read,
    schema: {
      tags,
      summary: 'Search by name or SKU, optionally within a category (id or slug)',
      querystring: Type.Object({
        q: Type.Optional(Type.String({ maxLength: 200 })),
        category: Type.Optional(Type.String({ maxLength: 200 })),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })),
        offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000, default: 0 })),
      }),
      response: { 200: Type.Object({ products: Type.Array(AdminProduct), total: Type.Integer(), limit: Type.Integer(), offset: Type.Integer() }) },
    },
  }, async (request) => {
    const { q, category, limit = 20, offset = 0 } = request.query;
    const byCategory = category === undefined ? {} : /^\d+$/.test(category) ? { categoryId: Number(category) } : { categorySlug: category };
    const page = await products.list({ search: q?.trim() || undefined, ...byCategory }, limit, offset, false);
    return { products: page.items.map(present), total: page.total, limit, offset };
  });

  app.get('/products/check-slug', {
    config: read,
    schema: {
      tags,
      summary: 'Whether a slug or SKU is used by another product than excludeId',
      querystring: Type.Object({ slug: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })), sku: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })), excludeId: Type.Optional(Id) }),
      response: { 200: Type.Object({ exists: Type.Boolean() }) },
    },
  }, async (request) => ({ exists: await products.taken(request.query, request.query.excludeId) }));

  app.get('/products/performance', {
    config: read,
    schema: {
      tags,
      summary: 'Best sellers, low stock and most viewed over the last 30 days',
      response: {
        200: Type.Object({
          windowDays: Type.Integer(),
          bestSellers: Ranked({ unitsSold: Type.Number(), revenue: Type.Number() }),
          lowStock: Ranked({ available: Type.Number() }),
          mostViewed: Ranked({ views: Type.Number() }),
        }),
      },
    },
  }, async () => productPerformance(app.services.db, app.services.clock, (await settings.effective()).lowStockThreshold));

  app.post('/products/bulk-update', {
    config: write,
    schema: {
      tags,
      summary: 'Change products one by one (no rollback), each change versioned with the reason and batch',
      body: Type.Object({
        productIds: Type.Array(Id, { minItems: 1, maxItems: 1000 }),
        updates: ProductChangesBody,
        changeReason: Type.Optional(Type.String({ maxLength: 500 })),
        batchId: Type.Optional(Type.String({ maxLength: 100 })),
      }),
      response: { 200: Type.Object({ updated: Type.Integer(), errors: Type.Array(Type.Object({ productId: Type.Integer(), error: Type.String() })) }) },
    },
  }, (request) => {
    const { productIds, updates, changeReason, batchId } = request.body;
    return products.bulkUpdate(adminActor(request), productIds, updates, { changeReason, batchId });
  });

  app.post('/products', {
    config: write,
    schema: { tags, body: CreateProduct, response: { 201: Type.Object({ id: Type.Integer(), sku: Type.String(), name: Type.String(), price: Type.Number(), createdAt: IsoDateTime }) } },
  }, async (request, reply) => reply.status(201).send(await products.create(adminActor(request), request.body)));

  app.get('/products/:id', { config: read, schema: { tags, params: IdParams, response: { 200: AdminProduct } } }, async (request) => present(await products.get(request.params.id)));

  app.patch('/products/:id', {
    config: write,
    schema: { tags, summary: 'Change allowed fields (others are ignored); the prior state is stored as a version', params: IdParams, body: ProductChangesBody, response: { 200: AdminProduct } },
  }, async (request) => present(await products.update(adminActor(request), request.params.id, request.body)));

  app.delete('/products/:id', { config: write, schema: { tags, params: IdParams, response: { 200: Success } } }, async (request) => {
    await products.remove(adminActor(request), request.params.id);
    return { success: true };
  });

  app.get('/products/:id/versions', { config: read, schema: { tags, params: IdParams, response: { 200: Type.Object({ versions: Type.Array(Version) }) } } }, async (request) => ({
    versions: await productVersions.list(request.params.id),
  }));

  app.get('/products/:id/versions/compare', {
    config: read,
    schema: {
      tags,
      params: IdParams,
      querystring: Type.Object({ versionA: Type.Integer({ minimum: 1 }), versionB: Type.Integer({ minimum: 1 }) }),
      response: { 200: Type.Object({ productId: Type.Integer(), versionA: Type.Integer(), versionB: Type.Integer(), changes: Type.Record(Type.String(), Type.Object({ a: Type.Unknown(), b: Type.Unknown() })) }) },
    },
  }, (request) => productVersions.compare(request.params.id, request.query.versionA, request.query.versionB));

  app.get('/products/:id/versions/:versionNumber', {
    config: read,
    schema: { tags, params: VersionParams, response: { 200: Type.Object({ ...Version.properties, snapshot: Type.Record(Type.String(), Type.Unknown()) }) } },
  }, (request) => productVersions.read(request.params.id, request.params.versionNumber));

  app.post('/products/:id/versions/:versionNumber/restore', {
    config: write,
    schema: { tags, summary: 'Restore a snapshot; the state before becomes a version too', params: VersionParams, response: { 200: AdminProduct } },
  }, async (request) => present(await productVersions.restore(adminActor(request), request.params.id, request.params.versionNumber)));
}
