import type { App } from '../common/types.js';
import { IdParams } from '../common/schemas.js';
import { fieldsOf } from '../common/product.schemas.js';
import { pickDefined } from '../../shared/pick.js';
import { toCents } from '../../shared/money.js';
import type { Product } from '../../modules/products/product.js';
import { Envelope, pageRequest, toEnvelope } from './envelope.js';
import { platformActor } from './actor.js';
import { IfMatchHeaders, Stale, expectedOf, tagged, unlessChanged } from '../common/preconditions.js';
import * as S from './products.schemas.js';

const CREATE_FIELDS = fieldsOf(S.CreateProduct);
const UPDATE_FIELDS = fieldsOf(S.UpdateProduct);

export default async function productsRoutes(app: App) {
  const { products, variants, prices } = app.services;
  const tags = ['platform: products'];

  /** category_id (the list filter's name) stands for categoryId when that is absent. */
  const changes = <T extends { categoryId?: number | null; category_id?: number | null }>({
    category_id,
    ...rest
  }: T) => (rest.categoryId === undefined && category_id !== undefined ? { ...rest, categoryId: category_id } : rest);

  /** The detail answer: the product and its variants (with options and price range when it has several), the lowest prices. */
  const withVariants = async <P extends Product>(product: P) =>
    prices.present(product.id, {
      ...product,
      ...(await variants.detail(product.id, toCents(product.price), 'admin')),
    });
  const current = async (id: number) => withVariants(await products.get(id));

  app.get(
    '/products',
    {
      config: { cache: ['catalog'] },
      schema: {
        tags,
        summary: 'Newest first; search in name and SKU, status (active = visible), category_id; per_page at most 200',
        querystring: S.ProductListQuery,
        response: { 200: Envelope(S.ProductListItem) },
      },
    },
    async (request) => {
      const { search, status, category_id: category } = request.query;
      return toEnvelope(await products.list({ search, status, category }, pageRequest(request.query, 200)));
    },
  );

  app.get(
    '/products/:id',
    {
      // Per day as well: the lowest price of the last 30 days moves with the date (docs/tax.md).
      config: { cache: ['catalog'], cachePerDay: true },
      schema: {
        tags,
        summary: 'With category, images, variants, attributes and SEO fields',
        params: IdParams,
        response: { 200: S.Product },
      },
    },
    async (request, reply) => tagged(reply, await current(request.params.id)),
  );

  app.post(
    '/products',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'name and price required; slug generated from the name, SKU generated when absent',
        body: S.CreateProduct,
        response: { 201: S.Product },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await withVariants(
            await products.create(platformActor(request), changes(pickDefined(request.body, CREATE_FIELDS))),
          ),
        ),
  );

  app.put(
    '/products/:id',
    {
      schema: {
        tags,
        summary:
          'Changes only the fields sent (versioned like an admin PATCH); answers the full product. With If-Match, only while the product is as read (412 with the current product otherwise)',
        params: IdParams,
        headers: IfMatchHeaders,
        body: S.UpdateProduct,
        response: { 200: S.Product, 412: Stale('platform', S.Product) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const updated = await unlessChanged(
        reply,
        () =>
          products.update(
            platformActor(request),
            id,
            changes(pickDefined(request.body, UPDATE_FIELDS)),
            {},
            expectedOf(request),
          ),
        () => current(id),
      );
      return tagged(reply, await withVariants(updated));
    },
  );

  app.delete(
    '/products/:id',
    {
      schema: {
        tags,
        summary:
          'Deletes the product with its variants, stock, images and image files; with If-Match, only while it is as read',
        params: IdParams,
        headers: IfMatchHeaders,
        response: { 200: S.ProductDeleted, 412: Stale('platform', S.Product) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return {
        deleted: true,
        ...(await unlessChanged(
          reply,
          () => products.remove(platformActor(request), id, expectedOf(request)),
          () => current(id),
        )),
      };
    },
  );
}
