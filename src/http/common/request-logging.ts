import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Load balancers, orchestrators and Prometheus call these every few seconds: at info they would drown the log. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

/** Fastify's request log lines (with the id as `requestId`), with the health probes' lines at debug. */
export class RequestLogging extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply) {
    if (PROBES.has(request.routeOptions.url ?? '')) request.log.debug({ req: request }, 'incoming request');
    else super.incomingRequest(request, reply);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (!error && PROBES.has(request.routeOptions.url ?? ''))
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    else super.requestCompleted(error, request, reply);
  }
}
