import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Services } from '../../services.js';
import type { Config } from '../../config.js';
import type { AuthenticatedAdmin } from '../../modules/admin-auth/admin-auth.service.js';
import type { Permission } from '../../modules/admin-users/roles.js';
import type { ApiKeyPermission } from '../../modules/api-keys/api-keys.service.js';
import type { DataGroup } from '../../db/data-versions.js';
import type { ResponseCache } from './response-cache.js';

/** The Fastify instance every route file receives: TypeBox schemas type the handlers. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface AuthenticatedCustomer {
  id: number;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    config: Readonly<Config>;
    /** Cached answers of the hot GET routes; null when RESPONSE_CACHE_MB=0. */
    responseCache: ResponseCache | null;
  }
  interface FastifyRequest {
    admin: AuthenticatedAdmin | null;
    customer: AuthenticatedCustomer | null;
    apiKey: { id: number; permission: ApiKeyPermission } | null;
  }
  interface FastifyContextConfig {
    /** Admin: the permission the route needs (checked after the session and the CSRF token). */
    permission?: Permission;
    /** Admin and customer: no session needed. */
    public?: boolean;
    /** Customer: the route needs a logged-in customer. */
    customer?: boolean;
    /** Platform and storefront: the route takes an Idempotency-Key (http/common/idempotency.ts). */
    idempotent?: boolean;
    /** Who a request without a session or key is in the change log: a guest unless the route says otherwise. */
    anonymousActor?: 'guest' | 'payment_provider';
    /** GET answers made only of these table groups are cached until one of them changes (http/common/response-cache.ts). */
    cache?: readonly DataGroup[];
    /** The cached answer depends on the date too (the lowest price of the last 30 days): kept per UTC day. */
    cachePerDay?: boolean;
  }
}
