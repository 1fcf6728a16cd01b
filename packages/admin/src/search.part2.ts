// The URL state of part 2's lists, checked when the URL is read (like search.ts): the API's own query parameters.
import type { QueryOf } from './search';

export type ProductsSearch = { q?: string; category?: string; sortBy?: ProductSortBy; sortOrder?: 'asc' | 'desc'; page?: number };
export const PRODUCT_SORT_BY = ['name', 'price', 'updatedAt'] as const satisfies readonly NonNullable<QueryOf<'/api2/admin/products/search'>['sortBy']>[];
export type ProductSortBy = (typeof PRODUCT_SORT_BY)[number];
export type WebhooksSearch = Omit<QueryOf<'/api2/admin/webhooks'>, 'limit'>;
export type MediaSearch = { search?: string; page?: number };
export type InventorySearch = { productId?: number; warehouseId?: number; page?: number };
export type BlogSearch = { search?: string; status?: BlogStatus; page?: number };
export type PagesSearch = { status?: PageStatus; page?: number };
/** id: a number for products, categories and posts (a plain ?id=7 in the URL), a page's id as text. */
export type TranslationsSearch = { type?: TranslatableType; id?: number | string; lang?: string; q?: string };
export type ShippingSearch = { page?: number };

export const BLOG_STATUSES = ['draft', 'published', 'archived'] as const;
export const PAGE_STATUSES = ['draft', 'published'] as const;
/** What the dashboard translates: the kinds of things with a storefront text of their own (entityType of a translation). */
export const TRANSLATABLE_TYPES = ['product', 'category', 'blog_post', 'page'] as const;
export type TranslatableType = (typeof TRANSLATABLE_TYPES)[number];
export type BlogStatus = (typeof BLOG_STATUSES)[number];
export type PageStatus = (typeof PAGE_STATUSES)[number];
export const WEBHOOK_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const WEBHOOK_EVENTS = ['order.created', 'order.paid', 'order.shipped', 'order.cancelled', 'order.refunded', 'payment.completed',
  'payment.failed', 'product.created', 'product.updated', 'product.deleted', 'customer.registered'] as const;

type Raw = Record<string, unknown>;
const text = (v: unknown, max = 200) => (typeof v === 'string' && v.trim() !== '' ? v.slice(0, max) : undefined);
const page = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isInteger(n) && n > 1 && n <= 1_000_000 ? n : undefined;
};
const oneOf = <T extends string>(values: readonly T[], v: unknown) => (values as readonly unknown[]).includes(v) ? v as T : undefined;
const instant = (v: unknown) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? new Date(v).toISOString() : undefined);
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export function productsSearch(raw: Raw): ProductsSearch {
  return compact({
    q: text(raw.q), category: text(raw.category),
    sortBy: oneOf(PRODUCT_SORT_BY, raw.sortBy), sortOrder: oneOf(['asc', 'desc'] as const, raw.sortOrder), page: page(raw.page),
  });
}

export function webhooksSearch(raw: Raw): WebhooksSearch {
  return compact({
    status: oneOf(WEBHOOK_STATUSES, raw.status),
    eventType: oneOf(WEBHOOK_EVENTS, raw.eventType),
    url: text(raw.url, 2000),
    createdFrom: instant(raw.createdFrom),
    createdTo: instant(raw.createdTo),
    page: page(raw.page),
  });
}

export function mediaSearch(raw: Raw): MediaSearch {
  return compact({ search: text(raw.search), page: page(raw.page) });
}

const id = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : undefined;
};

export function inventorySearch(raw: Raw): InventorySearch {
  return compact({ productId: id(raw.productId), warehouseId: id(raw.warehouseId), page: page(raw.page) });
}

export function blogSearch(raw: Raw): BlogSearch {
  return compact({ search: text(raw.search), status: oneOf(BLOG_STATUSES, raw.status), page: page(raw.page) });
}

export function pagesSearch(raw: Raw): PagesSearch {
  return compact({ status: oneOf(PAGE_STATUSES, raw.status), page: page(raw.page) });
}

export function translationsSearch(raw: Raw): TranslationsSearch {
  const lang = typeof raw.lang === 'string' && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(raw.lang) && raw.lang.length <= 35 ? raw.lang : undefined;
  return compact({ type: oneOf(TRANSLATABLE_TYPES, raw.type), id: id(raw.id) ?? text(raw.id), lang, q: text(raw.q) });
}

export function shippingSearch(raw: Raw): ShippingSearch {
  return compact({ page: page(raw.page) });
}
