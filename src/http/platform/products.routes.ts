import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { Id, IdParams, platformPageQuery } from '../common/schemas.js';
import { CategoryRef, ProductCore, ProductFields, ProductImage } from '../common/product.schemas.js';
import { PRODUCT_STATUSES, type Product } from '../../modules/products/product.js';
import { Envelope, pageRequest, toEnvelope } from './envelope.js';
import { platformActor } from './actor.js';

const PlatformProduct = Type.Object({ ...ProductCore, availableStock: Type.Integer() });
const PlatformProductDetail = Type.Object({
  ...PlatformProduct.properties,
  category: CategoryRef,
  images: Type.Array(ProductImage),
  variants: Type.Array(
    Type.Object({ id: Type.Integer(), sku: Type.Union([Type.String(), Type.Null()]), name: Type.String(), price: Type.Union([Type.Number(), Type.Null()]), attributes: Type.Record(Type.String(), Type.Unknown()), sortOrder: Type.Integer() }),
  ),
  attributes: Type.Record(Type.String(), Type.Unknown()),
  videos: Type.Array(Type.Unknown()),
  seoKeywords: Type.Union([Type.String(), Type.Null()]),
});

const { name, price, isHidden: _isHidden, ...optional } = ProductFields;
const Writable = { ...optional, category_id: ProductFields.categoryId };
const CreateProduct = Type.Object({ name, price, ...Type.Partial(Type.Object(Writable)).properties });
const UpdateProduct = Type.Partial(Type.Object({ name, price, ...Writable }));

/** category_id is accepted as an alias of categoryId (the platform's queries are snake_case). */
function changes<T extends { category_id?: number | null; categoryId?: number | null }>(body: T) {
  const { category_id, ...rest } = body;
  return category_id !== undefined && rest.categoryId === undefined ? { ...rest, categoryId: category_id } : rest;
}

export default async function productsRoutes(app: App) {
  const { products } = app.services;
  const tags = ['platform: products'];

  async function detail(product: Product) {
    return { ...product, variants: await products.variants(product.id) };
  }

  app.get('/products', {
    schema: {
      tags,
      querystring: Type.Object({
        search: Type.Optional(Type.String({ maxLength: 200 })),
        status: Type.Optional(Type.Enum(PRODUCT_STATUSES)),
        category_id: Type.Optional(Id),
        ...platformPageQuery,
      }),
      response: { 200: Envelope(PlatformProduct) },
    },
  }, async (request) => {
    const { search, status, category_id } = request.query;
    const page = pageRequest(request.query);
    const result = await products.list({ search: search?.trim() || undefined, status, categoryId: category_id }, page.limit, (page.page - 1) * page.limit, false);
    return toEnvelope({ items: result.items, total: result.total, ...page });
  });

  app.get('/products/:id', { schema: { tags, params: IdParams, response: { 200: PlatformProductDetail } } }, async (request) => detail(await products.get(request.params.id)));

  app.post('/products', {
    schema: { tags, summary: 'Create; name and price are required, the slug is generated (and the SKU when not given)', body: CreateProduct, response: { 201: PlatformProductDetail } },
  }, async (request, reply) => reply.status(201).send(await detail(await products.create(platformActor(request), changes(request.body)))));

  app.put('/products/:id', {
    schema: { tags, summary: 'Change only the fields sent; answers the full product', params: IdParams, body: UpdateProduct, response: { 200: PlatformProductDetail } },
  }, async (request) => detail(await products.update(platformActor(request), request.params.id, changes(request.body))));

  app.delete('/products/:id', {
    schema: { tags, params: IdParams, response: { 200: Type.Object({ deleted: Type.Boolean(), id: Type.Integer(), name: Type.String() }) } },
  }, async (request) => ({ deleted: true, ...(await products.remove(platformActor(request), request.params.id)) }));
}
