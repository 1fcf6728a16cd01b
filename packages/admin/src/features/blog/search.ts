import { int, oneOf, text, type Raw } from '../../url-state.js';
import { BLOG_STATUSES, type BlogStatus } from '../../server-rules.js';

export type BlogSearch = { search?: string | undefined; status?: BlogStatus | undefined; page?: number | undefined };

export function blogSearch(raw: Raw): BlogSearch {
  return { search: text(raw.search), status: oneOf(BLOG_STATUSES, raw.status), page: int(raw.page) };
}
