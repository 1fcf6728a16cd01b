import Fastify, { type FastifyBaseLogger } from 'fastify';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.js';
import type { Services } from './services.js';
import type { App } from './http/common/types.js';
import { errorHandler, notFoundHandler } from './http/common/errors.js';
import { shuttingDown } from './shared/errors.js';
import { refuseHostileInput } from './http/common/hostile-input.js';
import { clientErrorHandler, frameworkErrors } from './http/common/framework-errors.js';
import { requestLogSerializer } from './http/common/request-log.js';
import { requestId } from './http/common/request-id.js';
import { securityHeaders } from './http/common/security-headers.js';
import { actorContext } from './http/common/actor-context.js';
import { runInContext } from './shared/request-context.js';
import { RequestLogging } from './http/common/request-logging.js';
import adminSurface from './http/admin/index.js';
import customerSurface from './http/customer/index.js';
import platformSurface from './http/platform/index.js';
import storeSurface from './http/store/index.js';
import paymentsSurface from './http/payments/index.js';
import mediaFiles from './http/media/index.js';
import dashboard from './http/dashboard/index.js';
import { serveMetrics } from './http/metrics/index.js';
import { openapiOptions, referenceOptions } from './http/common/openapi.js';
import { sharedSchemaCompilers } from './http/common/schema-compilers.js';
import { ResponseCache } from './http/common/response-cache.js';

export interface BuildAppOptions {
  config: Readonly<Config>;
  services: Services;
  /** The process logger (pino); without one the app logs nothing (tests). */
  logger?: FastifyBaseLogger;
}

/** The HTTP application: root plugins, then the four surfaces, each an encapsulated plugin with its own auth and error shape. */
export async function buildApp({ config, services, logger }: BuildAppOptions): Promise<App> {
  const app = Fastify({
    ...(logger
      ? { loggerInstance: logger.child({}, { serializers: { req: requestLogSerializer } }) }
      : { logger: false }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Odd ids and query values are checked by schemas; coercion turns "12" into 12 and nothing more.
    // strictNumbers off: with it on, Ajv skips minimum/maximum for a value coerced to Infinity ("1e309"),
    // which then reaches the database (a 500 on PostgreSQL). Off, the range check refuses it; JSON has no Infinity.
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false, strictNumbers: false } },
    schemaController: { compilersFactory: sharedSchemaCompilers },
    // Requests arriving while the server closes are answered 503 by the hook below, in their surface's shape.
    return503OnClosing: false,
    // Router and HTTP parser refusals in the surfaces' error shapes, not the framework's own.
    frameworkErrors,
    clientErrorHandler,
    genReqId: requestId,
    logController: new RequestLogging(),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('services', services);
  app.decorate('config', config);
  app.decorate('responseCache', config.responseCacheBytes > 0 ? new ResponseCache(config.responseCacheBytes) : null);
  app.decorateRequest('admin', null);
  app.decorateRequest('customer', null);
  app.decorateRequest('apiKey', null);
  // JSON only: text/plain is a "simple" content type a foreign page could post without a CORS preflight.
  app.removeContentTypeParser('text/plain');
  // Every surface: NUL characters and absurdly deep JSON are 400 before schemas, handlers or queries see them.
  app.addHook('preValidation', refuseHostileInput);
  // The change log's actor: from what the surface's auth hook found. Entered after the body is parsed, whose stream
  // callbacks would run outside the store; everything from validation on (handlers, services) runs inside it.
  app.addHook('preValidation', (request, _reply, done) => runInContext(actorContext(request), done));

  // Before any plugin registers routes (the API reference's): hooks added later would not reach those.
  // HSTS only where cookies are Secure: the deployment is HTTPS then (COOKIE_SECURE=false is for plain-HTTP development).
  securityHeaders(app, { hsts: config.cookieSecure });
  await app.register(cookie);
  await app.register(swagger, openapiOptions());
  await app.register(swaggerUi, referenceOptions);

  app.setErrorHandler(errorHandler('coded'));
  app.setNotFoundHandler(notFoundHandler('coded'));
  // Answers sent during shutdown close their connection: otherwise close() waits for a keep-alive
  // client's connection to idle out (5 s) after its last in-flight request.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onRequest', async () => {
    if (closing) throw shuttingDown();
  });
  // A response that was already streaming (an export) went out as keep-alive: end its connection when it is done.
  app.addHook('onResponse', async (request) => {
    if (closing) request.raw.socket.destroySoon();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  if (config.metricsToken) serveMetrics(app, services, config.metricsToken, app.responseCache);
  app.get('/api2/openapi.json', { schema: { hide: true } }, () => app.swagger());
  app.get('/healthz', { schema: { hide: true } }, () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await services.db.selectFrom('settings').select('id').limit(1).execute();
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  await app.register(adminSurface, { prefix: '/api2/admin' });
  await app.register(customerSurface, { prefix: '/api2/auth' });
  await app.register(storeSurface, { prefix: '/api2/store' });
  await app.register(paymentsSurface, { prefix: '/api2/payments' });
  await app.register(platformSurface, { prefix: '/api2/v1' });
  await app.register(mediaFiles, { prefix: '/media' });
  await app.register(dashboard);
  return app as unknown as App;
}
