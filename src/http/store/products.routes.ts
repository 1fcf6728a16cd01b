import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { IdParams, Nullable } from '../common/schemas.js';
import { CategoryRef, ProductImage } from '../common/product.schemas.js';
import { notFound } from '../../shared/errors.js';
import type { Product } from '../../modules/products/product.js';

const StoreProduct = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  brand: Nullable(Type.String()),
  price: Type.Number(),
  availableStock: Type.Integer(),
  image: Nullable(ProductImage),
});

const present = (p: Product) => ({ ...p, availableStock: Math.max(0, p.availableStock), image: p.images[0] ?? null });

/** The shop's catalogue for shoppers: visible (active) products only, with what can still be bought. */
export default async function productsRoutes(app: App) {
  const { products, productViews } = app.services;
  const tags = ['storefront'];

  app.get('/products', {
    schema: {
      tags,
      querystring: Type.Object({
        page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 24 })),
        category: Type.Optional(Type.String({ maxLength: 200 })),
        search: Type.Optional(Type.String({ maxLength: 200 })),
      }),
      response: { 200: Type.Object({ products: Type.Array(StoreProduct), total: Type.Integer(), page: Type.Integer(), limit: Type.Integer(), totalPages: Type.Integer() }) },
    },
  }, async (request) => {
    const { page = 1, limit = 24, category, search } = request.query;
    const byCategory = category === undefined ? {} : /^\d+$/.test(category) ? { categoryId: Number(category) } : { categorySlug: category };
    const result = await products.list({ status: 'active', search: search?.trim() || undefined, ...byCategory }, limit, (page - 1) * limit);
    return { products: result.items.map(present), total: result.total, page, limit, totalPages: Math.ceil(result.total / limit) };
  });

  app.get('/products/:id', {
    schema: { tags, params: IdParams, response: { 200: Type.Object({ product: Type.Object({ ...StoreProduct.properties, category: CategoryRef, images: Type.Array(ProductImage) }) }) } },
  }, async (request) => {
    const product = await products.get(request.params.id);
    if (product.isHidden) throw notFound('Product');
    productViews.record(product.id);
    return { product: present(product) };
  });
}
