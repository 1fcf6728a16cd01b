// The server's rules, through the one seam the server declares for the dashboard (src/rules.ts); the screens import
// them from here, never from src/modules. Values the server keeps in modules that cannot be bundled (services,
// Node built-ins) are read from the OpenAPI document's types instead: each list below must name exactly the
// document's values (`exactly`), so a status added or renamed on the server fails the type check here. The relative imports
// name .js files: node:test loads this module directly (test/dashboard/search.test.ts).
import type { paths } from '@shop-backend/shop-client';
import type { QueryOf } from './url-state.js';

export * from '../../../src/rules.js';

/** Compiles only when `L` lists every member of `U` and nothing else. */
type Exactly<L extends readonly string[], U extends string> = [U] extends [L[number]]
  ? [L[number]] extends [U]
    ? L
    : never
  : never;
const exactly =
  <U extends string>() =>
  <const L extends readonly string[]>(list: Exactly<L, U>) =>
    list;
type CreateBody<P extends keyof paths> = paths[P] extends {
  post: { requestBody?: { content: { 'application/json': infer B } } };
}
  ? B
  : never;

export const ACTOR_TYPES = exactly<NonNullable<QueryOf<'/api2/admin/audit-log'>['actorType']>>()([
  'admin',
  'api_key',
  'customer',
  'guest',
  'payment_provider',
  'worker',
  'system',
]);
export const BLOG_STATUSES = exactly<NonNullable<CreateBody<'/api2/admin/blog'>['status']>>()([
  'draft',
  'published',
  'archived',
]);
export type BlogStatus = (typeof BLOG_STATUSES)[number];
export const PAGE_STATUSES = exactly<NonNullable<CreateBody<'/api2/admin/pages'>['status']>>()(['draft', 'published']);
export type PageStatus = (typeof PAGE_STATUSES)[number];
