import { int, oneOf, type QueryOf, type Raw } from '../../url-state.js';
import { RETURN_STATUSES } from '../../server-rules.js';

export type ReturnsSearch = Omit<QueryOf<'/api2/admin/returns'>, 'limit'>;

export function returnsSearch(raw: Raw): ReturnsSearch {
  return { status: oneOf(RETURN_STATUSES, raw.status), orderId: int(raw.orderId), page: int(raw.page) };
}
