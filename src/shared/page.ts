/** A page of results as the domain returns it; each surface shapes its own envelope from this. */
export interface Page<T> {
  items: T[];
  total: number;
  /** True when total is an estimate (lists too large to count on every request; see docs/decisions.md). */
  totalEstimated?: boolean;
  page: number;
  limit: number;
}

export interface PageRequest {
  page: number;
  limit: number;
}

export function offsetOf(req: PageRequest): number {
  return (req.page - 1) * req.limit;
}

export function totalPages(page: Pick<Page<unknown>, 'total' | 'limit'>): number {
  return page.limit > 0 ? Math.ceil(page.total / page.limit) : 0;
}
