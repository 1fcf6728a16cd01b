import type { FastifyReply } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { AdminSessionTokens } from '../../modules/admin-auth/admin-auth.service.js';
import { ADMIN_ACCESS_TTL_SECONDS } from '../../modules/admin-auth/admin-auth.service.js';

export const ADMIN_ACCESS_COOKIE = 'admin_auth_token';
export const ADMIN_REFRESH_COOKIE = 'admin_refresh_token';

// The spec fixes the cookie names, so no __Host- prefix; Path=/api2 and no Domain keep them as narrow as it allows.
function options(secure: boolean, maxAge: number): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'strict', secure, path: '/api2', maxAge };
}

export function setAdminCookies(reply: FastifyReply, tokens: AdminSessionTokens, secure: boolean) {
  reply.setCookie(
    ADMIN_ACCESS_COOKIE,
    tokens.accessToken,
    options(secure, Math.min(ADMIN_ACCESS_TTL_SECONDS, tokens.refreshTtlSeconds)),
  );
  reply.setCookie(ADMIN_REFRESH_COOKIE, tokens.refreshToken, options(secure, tokens.refreshTtlSeconds));
}

export function clearAdminCookies(reply: FastifyReply, secure: boolean) {
  for (const name of [ADMIN_ACCESS_COOKIE, ADMIN_REFRESH_COOKIE]) reply.clearCookie(name, options(secure, 0));
}
