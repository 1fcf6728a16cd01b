import { int, oneOf, type Raw } from '../../url-state.js';
import { PAGE_STATUSES, type PageStatus } from '../../server-rules.js';

export type PagesSearch = { status?: PageStatus | undefined; page?: number | undefined };

export function pagesSearch(raw: Raw): PagesSearch {
  return { status: oneOf(PAGE_STATUSES, raw.status), page: int(raw.page) };
}
