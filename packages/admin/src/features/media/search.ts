import { int, text, type Raw } from '../../url-state.js';

export type MediaSearch = { search?: string | undefined; page?: number | undefined };

export function mediaSearch(raw: Raw): MediaSearch {
  return { search: text(raw.search), page: int(raw.page) };
}
