import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../common/types.js';

/**
 * The dashboard's pages may run only the bundle's own files: no inline script, no framing, requests only to this
 * origin (the API). Styles are the bundle's stylesheet plus the <style> elements carrying the page's nonce: the
 * dialogs' scroll lock (react-remove-scroll) writes one at run time and takes the nonce from the page's
 * <meta name="csp-nonce">. Images may be data: URLs (icons), the shop's own /media files and, when MEDIA_PUBLIC_URL
 * is set, files of that host.
 */
export function dashboardCsp(nonce?: string, mediaOrigin?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    nonce ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self'",
    mediaOrigin ? `img-src 'self' data: ${mediaOrigin}` : "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Where the built index.html asks for the request's nonce (packages/admin/index.html). */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';
/** Where it asks for the media base: the screens load Markdown images only from there (packages/admin/src/ui/markdown-text.ts). */
const MEDIA_BASE_PLACEHOLDER = '__MEDIA_BASE__';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function securityHeaders(reply: FastifyReply, nonce?: string, mediaOrigin?: string): void {
  reply
    .header('content-security-policy', dashboardCsp(nonce, mediaOrigin))
    .header('x-frame-options', 'DENY')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin');
}

/**
 * The admin dashboard (packages/admin) at /admin/: Vite's hashed files under /admin/assets/ cached for a year,
 * index.html revalidated on every load (a new build takes effect at the next navigation), every other path under
 * /admin/ answered with index.html so that a deep link (/admin/orders/123) loads on reload. `/` leads there.
 */
export default async function dashboard(app: App) {
  const dir = app.config.dashboardDir;
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/admin/', 302));

  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    app.log.warn(
      { dashboardDir: dir },
      'the admin dashboard is not built (npm run build -w @shop-backend/admin): /admin/ answers 503',
    );
    const notBuilt = (_request: FastifyRequest, reply: FastifyReply) => {
      securityHeaders(reply);
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(
          'The admin dashboard is not built on this server. Run `npm run build -w @shop-backend/admin` and restart.\n',
        );
    };
    app.get('/admin', { schema: { hide: true } }, notBuilt);
    app.get('/admin/*', { schema: { hide: true } }, notBuilt);
    return;
  }

  // Read once: a new build is deployed with a restart. Each answer gets a nonce of its own.
  const mediaBase = app.config.mediaPublicUrl ?? '/media';
  const mediaOrigin = app.config.mediaPublicUrl ? new URL(app.config.mediaPublicUrl).origin : undefined;
  const page = fs
    .readFileSync(path.join(dir, 'index.html'), 'utf8')
    .replaceAll(MEDIA_BASE_PLACEHOLDER, mediaBase.replaceAll('&', '&amp;').replaceAll('"', '&quot;'));
  await app.register(
    async (scope) => {
      scope.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('content-security-policy')) securityHeaders(reply);
      });
      await scope.register(fastifyStatic, {
        root: dir,
        index: false,
        // @fastify/static's own Cache-Control gives every file the same max-age; ours depends on the file.
        cacheControl: false,
        setHeaders(reply, file) {
          reply.header(
            'cache-control',
            path.relative(dir, file).startsWith(`assets${path.sep}`) ? IMMUTABLE : 'no-cache',
          );
        },
      });
      const indexPage = (_request: FastifyRequest, reply: FastifyReply) => {
        const nonce = crypto.randomBytes(16).toString('base64');
        securityHeaders(reply, nonce, mediaOrigin);
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(page.replaceAll(NONCE_PLACEHOLDER, nonce));
      };
      // Both /admin and /admin/ (the prefix's route '/').
      scope.get('/', { schema: { hide: true } }, indexPage);
      // A missing asset is a 404: a stale page asking for an old bundle must not get HTML for its script.
      scope.setNotFoundHandler((request, reply) => {
        const { pathname } = new URL(request.url, 'http://localhost');
        if ((request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/admin/assets/'))
          return indexPage(request, reply);
        return reply
          .status(404)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('Not found\n');
      });
    },
    { prefix: '/admin' },
  );
}
