import { int, type Raw } from '../../url-state.js';

export type ShippingSearch = { page?: number | undefined };

export function shippingSearch(raw: Raw): ShippingSearch {
  return { page: int(raw.page) };
}
