// What each list keeps in the URL is checked when the URL is read (each feature's search.ts): a hand-edited or old
// link yields the valid part of its view instead of a refused request. One policy for every list: a parser answers
// every key of its view, invalid values as undefined, because the router keeps the URL's raw parameters beside the
// validated ones and only an answered key overwrites the raw one; undefined keys leave the URL.
import type { paths } from '@shop-backend/shop-client';

/** A route's query parameters, from the OpenAPI document. */
export type QueryOf<P extends keyof paths> = paths[P] extends { get: { parameters: { query?: infer Q } } }
  ? NonNullable<Q>
  : never;

export type Raw = Record<string, unknown>;

/** Non-blank text, cut to `max` characters. */
export const text = (v: unknown, max = 200) => (typeof v === 'string' && v.trim() !== '' ? v.slice(0, max) : undefined);

/** A whole number from `min` up to the API's 32-bit ids (ids, pages, cursors). */
export const int = (v: unknown, min = 1) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isInteger(n) && n >= min && n <= 2_147_483_647 ? n : undefined;
};

export const amount = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v !== '' ? Number(v) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

export const oneOf = <T extends string>(values: readonly T[], v: unknown) =>
  (values as readonly unknown[]).includes(v) ? (v as T) : undefined;

export const sortOrder = (v: unknown) => oneOf(['asc', 'desc'] as const, v);

/** A calendar date (yyyy-mm-dd, optionally with a time) as typed. */
export const date = (v: unknown) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v)) ? v.slice(0, 40) : undefined;

/** Any instant the browser can read, as ISO 8601. */
export const instant = (v: unknown) =>
  typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? new Date(v).toISOString() : undefined;
