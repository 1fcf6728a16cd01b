import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { Type } from 'typebox';
import type { App } from './types.js';
import { DomainError } from '../../shared/errors.js';
import { requestFingerprint, type Claim } from '../../modules/idempotency/idempotency.service.js';

const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
const REPLAYED_HEADER = 'Idempotent-Replayed';

const IdempotencyKey = Type.String({
  minLength: 1,
  maxLength: 255,
  pattern: '^[\\x20-\\x7E]+$',
  description:
    'A unique value per operation (a UUID, say), 1 to 255 printable ASCII characters, compared as sent. ' +
    'A retry with the same key and request answers the first answer again (`Idempotent-Replayed: true`) without ' +
    'doing the work twice; the same key with another request is 422, while the first is still running 409. Kept 24 h.',
});

/** Answers a retry should get again: success, and the 4xx the operation itself decided. 408, 425, 429 and 5xx mean "not done, try again". */
function replayable(status: number): boolean {
  return (
    (status >= 200 && status < 300) ||
    (status >= 400 && status < 500 && status !== 408 && status !== 425 && status !== 429)
  );
}

export interface IdempotencyOptions {
  /** Whose keys these are: a key is looked up only within its scope, so no client can read another's answers. */
  scope: (request: FastifyRequest) => string | Promise<string>;
}

type Hook<T> = T | T[] | undefined;
const list = <T>(hook: Hook<T>): T[] => (hook === undefined ? [] : Array.isArray(hook) ? hook : [hook]);

/**
 * `Idempotency-Key` for the routes of a surface that declare `config: { idempotent: true }`: adds the header to the
 * route's schema (validation and the OpenAPI document), claims the key after authentication, validation and rate
 * limiting (register this after the rate limiter), and stores or releases it when the answer is sent.
 * Requests without the header behave as before.
 */
export function idempotencyKeys(app: App, { scope }: IdempotencyOptions): void {
  const { idempotency } = app.services;
  const claims = new WeakMap<FastifyRequest, Claim>();

  async function claimKey(request: FastifyRequest, reply: FastifyReply) {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string') return;
    const fingerprint = requestFingerprint(request.method, request.url, request.body);
    const outcome = await idempotency.claim(await scope(request), key, fingerprint);
    switch (outcome.kind) {
      case 'claimed':
        claims.set(request, outcome.claim);
        return;
      case 'replay':
        // The stored bytes as they were sent: a JSON string is not serialized again.
        return reply
          .status(outcome.status)
          .header(REPLAYED_HEADER, 'true')
          .type('application/json; charset=utf-8')
          .send(outcome.body);
      case 'mismatch':
        throw new DomainError(
          'unprocessable',
          'IDEMPOTENCY_KEY_REUSED',
          `This ${IDEMPOTENCY_KEY_HEADER} was used for a different request (method, path or body)`,
        );
      case 'in_flight':
        throw new DomainError(
          'conflict',
          'IDEMPOTENCY_KEY_IN_USE',
          `A request with this ${IDEMPOTENCY_KEY_HEADER} is still being processed; retry later`,
          undefined,
          1,
        );
    }
  }

  async function settle(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    try {
      if (replayable(reply.statusCode) && typeof payload === 'string') {
        if (!(await idempotency.complete(claim, reply.statusCode, payload))) {
          request.log.warn(
            { idempotencyKey: claim.key },
            'idempotency claim was taken over before the answer: not stored',
          );
        }
      } else {
        await idempotency.release(claim);
      }
    } catch (err) {
      // The answer still goes out; the claim stays in flight until its lock runs out, then a retry runs again.
      request.log.error({ err, idempotencyKey: claim.key }, 'could not record the idempotent answer');
    }
    return payload;
  }

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    route.schema = { ...route.schema, headers: withKeyHeader(route.schema?.headers) };
    route.preHandler = [...list(route.preHandler), claimKey];
    route.onSend = [...list(route.onSend), settle];
  });
}

function withKeyHeader(headers: FastifySchema['headers']) {
  const base = (headers ?? Type.Object({})) as { properties?: Record<string, unknown> };
  return { ...base, properties: { ...base.properties, [IDEMPOTENCY_KEY_HEADER]: Type.Optional(IdempotencyKey) } };
}
