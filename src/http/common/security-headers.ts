// Headers every answer carries (issue 31, item 5). The dashboard's pages (/admin/, http/dashboard) set their own
// stricter CSP with a nonce; this hook leaves a CSP already set alone.
import type { FastifyInstance } from 'fastify';

/**
 * The API reference (@fastify/swagger-ui): its page loads only its own scripts and styles from /api2/docs/static
 * (no inline script); swagger-ui sets style attributes and writes <style> at run time, hence 'unsafe-inline' for styles
 * only. Requests ("Try it out") go to this origin. Never framed, so a foreign page cannot click through it.
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** JSON answers run nothing and load nothing, whatever a browser makes of them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** One year; without includeSubDomains, which would bind hosts of the operator this service knows nothing about. */
const HSTS = 'max-age=31536000';

export function securityHeaders(app: FastifyInstance, options: { hsts: boolean }): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    if (options.hsts) reply.header('strict-transport-security', HSTS);
    if (!request.url.startsWith('/api2/')) return;
    reply.header('x-frame-options', 'DENY');
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', request.url.startsWith('/api2/docs') ? DOCS_CSP : API_CSP);
    }
  });
}
