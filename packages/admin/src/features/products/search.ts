import { int, oneOf, sortOrder, text, type QueryOf, type Raw } from '../../url-state.js';

export const PRODUCT_SORT_BY = ['name', 'price', 'updatedAt'] as const satisfies readonly NonNullable<
  QueryOf<'/api2/admin/products/search'>['sortBy']
>[];
export type ProductSortBy = (typeof PRODUCT_SORT_BY)[number];
export type ProductsSearch = {
  q?: string | undefined;
  category?: string | undefined;
  sortBy?: ProductSortBy | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
  page?: number | undefined;
};

export function productsSearch(raw: Raw): ProductsSearch {
  return {
    q: text(raw.q),
    category: text(raw.category),
    sortBy: oneOf(PRODUCT_SORT_BY, raw.sortBy),
    sortOrder: sortOrder(raw.sortOrder),
    page: int(raw.page),
  };
}
