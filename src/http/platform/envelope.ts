import { Type, type TSchema } from 'typebox';
import { totalPages, type Page } from '../../shared/page.js';

/** The platform list envelope { data, meta: { page, per_page, total, total_estimated, total_pages } }; `present` shapes items when the domain's are not the answer's. */
export function toEnvelope<T, U = T>(page: Page<T>, present?: (item: T) => U) {
  return { data: present ? page.items.map(present) : (page.items as unknown as U[]), meta: envelopeMeta(page) };
}

/** The envelope's meta of a page, for lists whose items are sent as JSON text (sendJsonItems). */
export function envelopeMeta(page: Page<unknown>) {
  return {
    page: page.page,
    per_page: page.limit,
    total: page.total,
    total_estimated: page.totalEstimated ?? false,
    total_pages: totalPages(page),
  };
}

export const Envelope = <T extends TSchema>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    meta: Type.Object({
      page: Type.Integer(),
      per_page: Type.Integer(),
      total: Type.Integer(),
      total_estimated: Type.Boolean({
        description: 'true when total (and total_pages) is an estimate rather than a count (docs/decisions.md)',
      }),
      total_pages: Type.Integer(),
    }),
  });

/** per_page above the maximum is capped rather than refused (the spec calls it a maximum). */
export function pageRequest(query: { page?: number; per_page?: number }, max = 200) {
  return { page: query.page ?? 1, limit: Math.min(query.per_page ?? 50, max) };
}
