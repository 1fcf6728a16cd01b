import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { ErrorBody, Success } from '../common/schemas.js';
import { unauthenticated } from '../../shared/errors.js';
import { AdminIdentity, LoginBody, MeBody } from './admin.schemas.js';
import { ADMIN_REFRESH_COOKIE, clearAdminCookies, setAdminCookies } from './cookies.js';

export default async function sessionRoutes(app: App) {
  const { adminAuth } = app.services;
  const secure = app.config.cookieSecure;
  const tags = ['admin: session'];

  app.post(
    '/login',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Log in; sets admin_auth_token (4 h) and admin_refresh_token (7 d)',
        body: LoginBody,
        response: { 200: Type.Object({ admin: AdminIdentity }), 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { admin, tokens } = await adminAuth.login(request.body.email, request.body.password, request.ip);
      setAdminCookies(reply, tokens, secure);
      return { admin };
    },
  );

  app.post(
    '/refresh',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Renew the access cookie with the refresh cookie (rotates the refresh token)',
        response: { 200: Success, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const token = request.cookies[ADMIN_REFRESH_COOKIE];
      if (!token) throw unauthenticated('No refresh token');
      try {
        setAdminCookies(reply, await adminAuth.refresh(token, request.ip), secure);
      } catch (e) {
        clearAdminCookies(reply, secure);
        throw e;
      }
      return { success: true };
    },
  );

  app.post(
    '/logout',
    {
      schema: { tags, summary: 'End the session and delete both cookies', response: { 200: Success } },
    },
    async (request, reply) => {
      await adminAuth.logout(request.admin!.sessionId);
      clearAdminCookies(reply, secure);
      return { success: true };
    },
  );

  app.get(
    '/me',
    {
      schema: { tags, summary: 'The logged-in admin and the CSRF token for mutations', response: { 200: MeBody } },
    },
    async (request) => {
      const admin = request.admin!;
      return {
        id: admin.id,
        email: admin.email,
        name: admin.name,
        role: admin.role,
        permissions: admin.permissions,
        csrfToken: adminAuth.csrfToken(admin.sessionId),
      };
    },
  );
}
