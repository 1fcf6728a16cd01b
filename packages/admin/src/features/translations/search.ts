import { int, oneOf, text, type Raw } from '../../url-state.js';

/** What the dashboard translates: the kinds of things with a storefront text of their own (entityType of a translation). */
export const TRANSLATABLE_TYPES = ['product', 'category', 'blog_post', 'page'] as const;
export type TranslatableType = (typeof TRANSLATABLE_TYPES)[number];
/** id: a number for products, categories and posts (a plain ?id=7 in the URL), a page's id as text. */
export type TranslationsSearch = {
  type?: TranslatableType | undefined;
  id?: number | string | undefined;
  lang?: string | undefined;
  q?: string | undefined;
};

export function translationsSearch(raw: Raw): TranslationsSearch {
  const lang =
    typeof raw.lang === 'string' && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(raw.lang) && raw.lang.length <= 35
      ? raw.lang
      : undefined;
  return { type: oneOf(TRANSLATABLE_TYPES, raw.type), id: int(raw.id) ?? text(raw.id), lang, q: text(raw.q) };
}
