import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { IdParams, Nullable, pageQuery } from '../common/schemas.js';
import {
  CategoryQuery,
  LowestPriceFields,
  ProductOut as O,
  StoreGroupPrice,
  StoreVariant,
  VariantDetailFields,
  VariantLowestPriceFields,
} from '../common/product.schemas.js';
import { toCents } from '../../shared/money.js';
import { ProductImage } from '../common/media.schemas.js';
import { totalPages } from '../../shared/page.js';
import { optionalCustomer } from '../customer/cookies.js';

const ListQuery = Type.Object({
  ...pageQuery(24, 100),
  category: Type.Optional(CategoryQuery),
  search: Type.Optional(Type.String({ maxLength: 200, description: 'substring of the name or SKU' })),
});

const Shown = {
  id: O.id,
  sku: O.sku,
  slug: O.slug,
  name: O.name,
  price: O.price,
  brand: O.brand,
  categoryId: O.categoryId,
  availableStock: O.availableStock,
};

const ListItem = Type.Object({ ...Shown, image: Nullable(ProductImage) });

const ListBody = Type.Object({
  products: Type.Array(ListItem),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
  totalPages: Type.Integer(),
});

const Detail = Type.Object({
  ...Shown,
  description: O.description,
  category: O.category,
  images: O.images,
  videos: O.videos,
  attributes: O.attributes,
  ...LowestPriceFields,
  groupPrice: StoreGroupPrice,
  variants: Type.Array(
    Type.Object({ ...StoreVariant.properties, ...VariantLowestPriceFields, groupPrice: StoreGroupPrice }),
    { description: 'active variants only' },
  ),
  ...VariantDetailFields,
  seoTitle: O.seoTitle,
  seoDescription: O.seoDescription,
  seoKeywords: O.seoKeywords,
});

/** The public catalogue: visible products only, with the stock a shopper can still order. */
export default async function productsRoutes(app: App) {
  const { products, variants, prices, priceLists } = app.services;
  const tags = ['storefront'];
  // Views are buffered in memory (products.recordView): write what is left before the database closes.
  app.addHook('onClose', () => products.close());

  app.get(
    '/products',
    {
      config: { cache: ['catalog'] },
      schema: {
        tags,
        summary: 'Visible products, newest first, with available stock and the first image',
        querystring: ListQuery,
        response: { 200: ListBody },
      },
    },
    async (request) => {
      const { page = 1, limit = 24, category, search } = request.query;
      const list = await products.list({ status: 'active', category, search }, { page, limit }, { images: true });
      return {
        products: list.items.map((p) => ({ ...p, image: p.images[0] ?? null })),
        total: list.total,
        page: list.page,
        limit: list.limit,
        totalPages: totalPages(list),
      };
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'A visible product with its images and variants; 404 for hidden ones',
        params: IdParams,
        response: { 200: Detail },
      },
    },
    async (request, reply) => {
      const product = await products.getVisible(request.params.id);
      products.recordView(product.id);
      const detail = await prices.present(product.id, {
        ...product,
        ...(await variants.detail(product.id, toCents(product.price), 'store')),
      });
      // The answer depends on the session cookie: a shared cache must not hand a guest's answer to a signed-in
      // customer of a group, nor theirs to anyone (docs/tax.md, "Group prices on the storefront").
      reply.header('vary', 'Cookie');
      const customer = await optionalCustomer(request, app.services);
      const group = customer ? await priceLists.ofProductFor(product.id, customer.id) : null;
      if (!group || group.tiers.size === 0) return detail;
      reply.header('cache-control', 'private, no-store');
      const of = (variantId: number) => {
        const tiers = group.tiers.get(variantId);
        return tiers ? { groupPrice: { group: group.group, tiers } } : {};
      };
      // A product without options has one variant, which the detail does not list: its tiers are the product's.
      const only = detail.options === undefined ? [...group.tiers.keys()][0] : undefined;
      return {
        ...detail,
        ...(only === undefined ? {} : of(only)),
        variants: detail.variants.map((v) => ({ ...v, ...of(v.id) })),
      };
    },
  );
}
