// The OpenAPI document's conventions, applied where @fastify/swagger builds it from the route schemas:
// security, error answers and operation ids per surface, and named component schemas. Only the document
// changes: the route schemas fastify validates and serialises with stay as the route files declare them.
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { TSchema } from 'typebox';
import { ErrorBody, PlatformErrorBody } from './schemas.js';
import {
  Address as OrderAddress,
  OrderDetail,
  OrderDiscount,
  OrderListItem,
  OrderItem,
  StatusHistoryEntry,
} from './order.schemas.js';
import { CartQuote } from './cart.schemas.js';
import { Address as CustomerAddress, RecentOrder } from './customers.schemas.js';
import { MediaItem, ProductImage } from './media.schemas.js';
import { Variant } from './product.schemas.js';
import { SettingsBody } from './settings.schemas.js';
import { AdminIdentity, AdminUserBody, ApiKeyBody } from '../admin/admin.schemas.js';
import { AdminProduct, PublicProduct, Version } from '../admin/products.schemas.js';
import {
  CustomerDetail as AdminCustomer,
  CustomerListItem as AdminCustomerListItem,
} from '../admin/customers.schemas.js';
import { Tag } from '../admin/orders.schemas.js';
import { SavedView } from '../admin/saved-views.schemas.js';
import { WebhookDetailBody, WebhookSummaryBody, WebhookTargetHealthBody } from '../admin/webhooks.schemas.js';
import {
  Product as PlatformProduct,
  ProductListItem as PlatformProductListItem,
} from '../platform/products.schemas.js';
import { Category, CategoryListItem } from '../platform/categories.schemas.js';
import {
  CustomerDetail as PlatformCustomer,
  CustomerListItem as PlatformCustomerListItem,
} from '../platform/customers.schemas.js';
import { StockRow, Warehouse } from '../platform/inventory.schemas.js';
import { BlogPost, ContentPage, Redirect, SeoRule, SeoSettings, Translation } from '../platform/content.schemas.js';
import { TaxClass, TaxRate, TaxSettings, VatIdCheck } from '../platform/tax.schemas.js';
import { Code as PromotionCode, Promotion } from './promotions.schemas.js';

/**
 * Resources the document names in components.schemas; every identical inline schema becomes a $ref to
 * its name, so a generated client has a `Product` or `Order` type. Order matters when two are equal: the first wins.
 */
const NAMED: Record<string, TSchema> = {
  Error: ErrorBody,
  PlatformError: PlatformErrorBody,
  Product: AdminProduct,
  PublicProduct,
  ProductVersion: Version,
  ProductImage,
  Variant,
  PlatformProduct,
  PlatformProductListItem,
  Order: OrderDetail,
  OrderListItem,
  OrderItem,
  OrderDiscount,
  CartQuote,
  OrderStatusChange: StatusHistoryEntry,
  OrderTag: Tag,
  SavedView,
  Address: OrderAddress,
  CustomerAddress,
  Customer: AdminCustomer,
  CustomerListItem: AdminCustomerListItem,
  CustomerRecentOrder: RecentOrder,
  PlatformCustomer,
  PlatformCustomerListItem,
  Webhook: WebhookDetailBody,
  WebhookSummary: WebhookSummaryBody,
  WebhookTargetHealth: WebhookTargetHealthBody,
  AdminUser: AdminUserBody,
  AdminIdentity,
  ApiKey: ApiKeyBody,
  Settings: SettingsBody,
  MediaItem,
  Category,
  CategoryListItem,
  StockRow,
  Warehouse,
  BlogPost,
  ContentPage,
  Redirect,
  SeoRule,
  SeoSettings,
  Translation,
  TaxClass,
  TaxRate,
  TaxSettings,
  VatIdCheck,
  Promotion,
  PromotionCode,
};

/** Realistic examples shown by the reference (schema-level `examples`, which validation ignores). */
const EXAMPLES: Record<string, unknown> = {
  Error: { error: 'Product not found', code: 'NOT_FOUND' },
  PlatformError: { error: 'Unauthorized' },
  Address: { street: 'Hauptstraße 12', city: 'Berlin', postalCode: '10115', country: 'DE' },
  CustomerAddress: {
    id: 7,
    type: 'shipping',
    firstName: 'Anna',
    lastName: 'Schmidt',
    street: 'Hauptstraße 12',
    city: 'Berlin',
    postalCode: '10115',
    country: 'DE',
    isDefault: true,
  },
  CustomerRecentOrder: {
    id: 1042,
    orderNumber: 100042,
    status: 'shipped',
    totalAmount: 59.9,
    createdAt: '2026-03-14T09:21:07.000Z',
  },
  OrderListItem: {
    id: 1042,
    orderNumber: 100042,
    status: 'paid',
    paymentStatus: 'paid',
    customerName: 'Anna Schmidt',
    customerEmail: 'anna@example.org',
    totalAmount: 59.9,
    currency: 'EUR',
    paymentMethod: 'card',
    orderSource: 'web',
    createdAt: '2026-03-14T09:21:07.000Z',
  },
};

const TAGS: { name: string; description: string }[] = [
  {
    name: 'admin: session',
    description: 'Admin login, token refresh, logout and the CSRF token (`GET /api2/admin/me`).',
  },
  { name: 'admin: users', description: 'Admin accounts and their roles.' },
  { name: 'admin: api keys', description: 'Bearer keys for the platform interface (`/api2/v1`).' },
  { name: 'admin: settings', description: 'Shop settings: company data, tax, invoices, uploads.' },
  { name: 'admin: orders', description: 'Orders, status moves, tags, CSV export, invoices and customer mail.' },
  { name: 'admin: returns', description: 'Return requests of shipped orders and their status.' },
  { name: 'admin: webhooks', description: 'Outgoing webhook deliveries: queue, inspect, replay.' },
  { name: 'admin: customers', description: 'Registered and guest customers and their addresses.' },
  { name: 'admin: products', description: 'Catalogue management: products, images, versions, bulk edits.' },
  { name: 'admin: media', description: 'The media library of uploaded images.' },
  { name: 'admin: promotions', description: 'Promotions, their codes (bulk generation, CSV) and use counts.' },
  { name: 'admin: content', description: 'Storefront paths that found no redirect.' },
  {
    name: 'admin: tax',
    description: 'Tax settings, classes, rates by destination, the shipped EU rates and VAT ID checks (docs/tax.md).',
  },
  {
    name: 'customer: auth',
    description: 'Shopper accounts: registration, e-mail verification, login (cookie `auth_token`).',
  },
  { name: 'customer: orders', description: "The logged-in shopper's orders." },
  { name: 'storefront', description: 'Public catalogue, shipping methods and checkout.' },
  { name: 'payments', description: "The payment provider's signed callback." },
  { name: 'platform: settings', description: 'Shop settings for integrations (bearer key).' },
  { name: 'platform: orders', description: 'Orders for integrations (bearer key).' },
  { name: 'platform: shipping', description: 'Shipping zones and methods.' },
  {
    name: 'platform: tax',
    description: 'Tax settings, classes, rates by destination, the shipped EU rates and VAT ID checks.',
  },
  { name: 'platform: categories', description: 'The category tree.' },
  { name: 'platform: inventory', description: 'Stock per warehouse, adjustments and warehouses.' },
  { name: 'platform: blog', description: 'Blog posts.' },
  { name: 'platform: pages', description: 'Content pages and their sections.' },
  { name: 'platform: seo', description: 'SEO settings, rules and redirects.' },
  { name: 'platform: translations', description: 'Translations of products, categories and content.' },
  { name: 'platform: customers', description: 'Registered customers, e-mails masked.' },
  { name: 'platform: media', description: 'The media library.' },
  { name: 'platform: products', description: 'The catalogue for integrations.' },
  { name: 'platform: promotions', description: 'Promotions and their codes.' },
];

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input',
  401: 'Not authenticated',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict with the current state',
  413: 'The body is too large',
  415: 'The body is not of a content type this route takes',
  429: 'Too many requests; see Retry-After',
  502: 'An upstream service (mail, webhook target) failed',
  503: 'Briefly unavailable (database busy or reconnecting); see Retry-After',
};

type Schema = Record<string, unknown>;
interface RouteLike {
  method: string | string[];
  config?: Record<string, unknown>;
}
const MUTATION = /^(POST|PUT|PATCH|DELETE)$/;

const camel = (word: string) => word.replace(/[-_](\w)/g, (_m, c: string) => c.toUpperCase());
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `post /api2/admin/orders/:id/cancel` → `postAdminOrdersByIdCancel`: unique because method and path are. */
function operationIdOf(method: string, url: string): string {
  const parts = url
    .replace(/^\/api2\//, '')
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `By${capital(camel(part.slice(1)))}` : capital(camel(part))));
  return method.toLowerCase() + parts.join('');
}

/** A plain summary for routes that give none: "List users", "Get one user", "Delete media". */
function summaryOf(method: string, url: string): string {
  const parts = url.split('/').filter(Boolean);
  const one = parts.at(-1)!.startsWith(':');
  const resource = (parts.filter((p) => !p.startsWith(':')).at(-1) ?? '').replace(/-/g, ' ');
  const singular = resource.replace(/ies$/, 'y').replace(/(?<!s)s$/, '');
  const a = /^[aeiou]/.test(singular) ? `an ${singular}` : `a ${singular}`;
  switch (method) {
    case 'GET':
      return one ? `Get one ${singular}` : `List ${resource}`;
    case 'POST':
      return `Create ${a}`;
    case 'DELETE':
      return `Delete ${a}`;
    default:
      return `Update ${one ? a : resource}`;
  }
}

/** Who may call a route, as an OpenAPI security requirement ([] entries are alternatives; {} is "no credential"). */
function securityOf(url: string, method: string, config: Record<string, unknown>): Schema[] {
  if (url.startsWith('/api2/admin')) {
    if (config.public) return [];
    return MUTATION.test(method) ? [{ adminCookie: [], csrfHeader: [] }] : [{ adminCookie: [] }];
  }
  if (url.startsWith('/api2/auth')) return config.customer ? [{ customerCookie: [] }] : [];
  if (url.startsWith('/api2/v1')) return [{ apiKey: [] }];
  if (url.startsWith('/api2/payments')) return [{ paymentSignature: [] }];
  if (url === '/api2/store/orders') return [{}, { customerCookie: [] }];
  return [];
}

/** The error statuses a route can answer with, from what its surface checks and what its schema takes. */
function errorStatusesOf(
  url: string,
  method: string,
  schema: Schema,
  security: Schema[],
  config: Record<string, unknown>,
): number[] {
  // 400: every route refuses hostile input (NUL characters, deep nesting) before validation.
  const statuses = new Set<number>([400, 503]);
  if (security.length > 0 && !(security.length === 2 && Object.keys(security[0]!).length === 0)) statuses.add(401);
  if (url.startsWith('/api2/admin') && (MUTATION.test(method) || config.permission)) statuses.add(403);
  if (url.startsWith('/api2/v1') && MUTATION.test(method)) statuses.add(403);
  if (schema.params) statuses.add(404);
  if (/^(POST|PUT|PATCH)$/.test(method)) statuses.add(415);
  if (url.startsWith('/api2/v1') || config.rateLimit) statuses.add(429);
  return [...statuses];
}

function transform({ schema: routeSchema, url, route }: { schema: unknown; url: string; route: RouteLike }) {
  const schema = routeSchema as Schema | undefined;
  if (!schema || schema.hide) return { schema: routeSchema, url };
  const method = (Array.isArray(route.method) ? route.method[0]! : route.method).toUpperCase();
  const config = route.config ?? {};
  const errorBody = url.startsWith('/api2/v1') ? PlatformErrorBody : ErrorBody;
  const security = securityOf(url, method, config);
  const response = { ...(schema.response as Schema | undefined) };
  for (const status of errorStatusesOf(url, method, schema, security, config)) response[status] ??= errorBody;
  // Error answers the route declares itself get the same wording unless they carry their own description.
  for (const [status, answer] of Object.entries(response)) {
    if (Number(status) >= 400 && !(answer as Schema).description) {
      response[status] = { ...(answer as Schema), 'x-response-description': ERROR_TEXT[Number(status)] ?? 'Error' };
    }
  }
  return {
    url,
    schema: {
      ...schema,
      operationId: schema.operationId ?? operationIdOf(method, url),
      summary: schema.summary ?? summaryOf(method, url),
      security,
      response,
    },
  };
}

/** Sorted-key JSON: equal schemas give equal strings whatever the key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Schema).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** Replaces every schema equal to a named one with its $ref, below `node` (not `node` itself). */
function hoist(node: unknown, names: Map<string, string>): void {
  if (!node || typeof node !== 'object') return;
  for (const [key, child] of Object.entries(node as Schema)) {
    if (!child || typeof child !== 'object') continue;
    const name = Array.isArray(child) ? undefined : names.get(canonical(child));
    if (name) (node as Schema)[key] = { $ref: `#/components/schemas/${name}` };
    else hoist(child, names);
  }
}

function transformObject({ openapiObject }: { openapiObject: Schema }) {
  const document = structuredClone(openapiObject) as Schema & { components: { schemas: Record<string, Schema> } };
  const names = new Map<string, string>();
  const components: Record<string, Schema> = {};
  for (const [name, schema] of Object.entries(NAMED)) {
    const plain = JSON.parse(JSON.stringify(schema)) as Schema;
    const key = canonical(plain);
    if (!names.has(key)) names.set(key, name);
    components[name] = plain;
  }
  hoist(document.paths, names);
  for (const schema of Object.values(components)) hoist(schema, names);
  for (const [name, example] of Object.entries(EXAMPLES))
    components[name] = { ...components[name], examples: [example] };
  // Only the names the document uses, directly or through another used one: an unused component is noise to a client generator.
  const refsIn = (value: unknown) =>
    [...JSON.stringify(value).matchAll(/#\/components\/schemas\/([\w.-]+)/g)].map((m) => m[1]!);
  const used = new Set(refsIn(document.paths));
  for (const name of used) for (const ref of refsIn(components[name])) used.add(ref);
  document.components.schemas = {
    ...document.components.schemas,
    ...Object.fromEntries(Object.entries(components).filter(([name]) => used.has(name))),
  };
  return document;
}

/** The @fastify/swagger options: the document's skeleton and the per-route conventions above. */
export function openapiOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Shop back end',
        version: '1.0.0',
        description:
          'Admin (/api2/admin), customer (/api2/auth), storefront (/api2/store), payments (/api2/payments) and platform (/api2/v1) interfaces.\n\n' +
          'Admin routes use the `admin_auth_token` cookie set by `POST /api2/admin/login`; every admin mutation also sends the ' +
          '`X-CSRF-Token` header from `GET /api2/admin/me`. Platform routes take `Authorization: Bearer <key>`.',
        license: { name: 'MIT', identifier: 'MIT' },
        contact: { name: 'Shop back end maintainers', url: 'https://github.com/shop-backend/shop-backend/issues' },
      },
      // Relative: the reference calls the server that serves it, and the document does not depend on PUBLIC_URL.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      tags: TAGS,
      components: {
        securitySchemes: {
          adminCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'admin_auth_token',
            description: 'Set by POST /api2/admin/login.',
          },
          csrfHeader: {
            type: 'apiKey',
            in: 'header',
            name: 'X-CSRF-Token',
            description: 'The csrfToken of GET /api2/admin/me; required on admin mutations.',
          },
          customerCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'auth_token',
            description: 'Set by POST /api2/auth/login.',
          },
          apiKey: { type: 'http', scheme: 'bearer', description: 'A platform key created under /api2/admin/api-keys.' },
          paymentSignature: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Payment-Signature',
            description: 'HMAC-SHA256 of the raw body with the payment secret.',
          },
        },
      },
    },
    transform: transform as FastifyDynamicSwaggerOptions['transform'],
    transformObject: transformObject as FastifyDynamicSwaggerOptions['transformObject'],
  };
}

/**
 * Runs in the browser (serialised into /api2/docs by @fastify/swagger-ui, so it must stay self-contained):
 * an admin mutation gets the X-CSRF-Token of the session the browser's admin cookie belongs to.
 */
// swagger-ui's request object is untyped.
async function addCsrfToken(request: { [key: string]: any }) {
  const path = new URL(String(request.url), 'http://base.invalid').pathname;
  if (
    !/^\/api2\/admin\//.test(path) ||
    !/^(POST|PUT|PATCH|DELETE)$/i.test(request.method) ||
    /\/(login|refresh)$/.test(path)
  )
    return request;
  const me = await fetch('/api2/admin/me', { credentials: 'same-origin' });
  if (me.ok) request.headers['X-CSRF-Token'] = ((await me.json()) as { csrfToken: string }).csrfToken;
  return request;
}

/** @fastify/swagger-ui at /api2/docs: keeps the Authorize values across reloads and fills in the CSRF header. */
export const referenceOptions = {
  routePrefix: '/api2/docs',
  uiConfig: {
    docExpansion: 'none' as const,
    persistAuthorization: true,
    displayOperationId: true,
    requestInterceptor: addCsrfToken,
  },
};
