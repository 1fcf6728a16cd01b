import { Link } from '@tanstack/react-router';
import type { OrdersSearch } from '../features/orders/search';
import type { ProductSortBy } from '../features/products/search';

/** The columns the API sorts lists by. */
type SortColumn = NonNullable<OrdersSearch['sortBy']> | ProductSortBy;

/** How a list is sorted now: the column and direction (the server's default when the URL names none). */
export interface Sorted<C extends SortColumn> {
  column: C;
  order: 'asc' | 'desc';
}

/**
 * A column header that sorts its list by the column: ascending first, then the other way; the order goes into the
 * URL, back to the first page. The arrow is hidden from screen readers: the header's aria-sort (ui/table.tsx) says
 * the direction, so the link's name stays the column's.
 */
export function SortHeader<C extends SortColumn>({
  column,
  label,
  sorted,
}: {
  column: C;
  label: string;
  sorted: Sorted<C> | undefined;
}) {
  const order = sorted?.column === column ? sorted.order : undefined;
  const next: 'asc' | 'desc' = order === 'asc' ? 'desc' : 'asc';
  return (
    <Link
      to="."
      search={(prev: Record<string, unknown>) => ({ ...prev, sortBy: column, sortOrder: next, page: undefined })}
      className="inline-flex items-center max-sm:min-h-6 gap-1 hover:underline"
    >
      {label}
      {order && <span aria-hidden="true">{order === 'asc' ? '↑' : '↓'}</span>}
    </Link>
  );
}
