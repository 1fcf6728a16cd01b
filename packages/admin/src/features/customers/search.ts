import { int, text, type Raw } from '../../url-state.js';

export type CustomersSearch = { q?: string | undefined; page?: number | undefined };

export function customersSearch(raw: Raw): CustomersSearch {
  return { q: text(raw.q), page: int(raw.page) };
}
