import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { CUSTOMER_SESSION_TTL_SECONDS } from '../../modules/customer-auth/customer-auth.service.js';
import type { Services } from '../../services.js';

export const CUSTOMER_COOKIE = 'auth_token';

// Lax, not Strict: a shopper following a link from a mail or another site should arrive logged in.
function options(secure: boolean, maxAge: number): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/api2', maxAge };
}

export function setCustomerCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(CUSTOMER_COOKIE, token, options(secure, CUSTOMER_SESSION_TTL_SECONDS));
}

export function clearCustomerCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(CUSTOMER_COOKIE, options(secure, 0));
}

/** The logged-in customer on routes where logging in is optional (storefront checkout). */
export async function optionalCustomer(request: FastifyRequest, services: Pick<Services, 'customerAuth'>) {
  const token = request.cookies[CUSTOMER_COOKIE];
  const customer = token ? await services.customerAuth.authenticate(token) : null;
  // Kept on the request, so the change log names the customer (http/common/actor-context.ts).
  if (customer) request.customer = customer;
  return customer;
}
