import { Type } from 'typebox';
import { RESPONSE_EXCERPT_BYTES } from '../../modules/webhooks/delivery.js';
import { EVENT_TYPES, WEBHOOK_STATUSES } from '../../modules/webhooks/webhook.js';
import { Id, Nullable, pageQuery } from '../common/schemas.js';

const EventType = Type.Enum(EVENT_TYPES);
const Status = Type.Enum(WEBHOOK_STATUSES);
const UnixSeconds = Type.Integer({ description: 'Unix seconds' });

const TargetUrl = Type.String({ minLength: 1, maxLength: 2000, description: 'the exact target URL' });
const CreatedRange = {
  createdFrom: Type.Optional(Type.String({ format: 'date-time', description: 'created at or after (ISO 8601)' })),
  createdTo: Type.Optional(Type.String({ format: 'date-time', description: 'created at or before (ISO 8601)' })),
};

export const WebhookListQuery = Type.Object({
  status: Type.Optional(Status),
  eventType: Type.Optional(EventType),
  url: Type.Optional(TargetUrl),
  ...CreatedRange,
  ...pageQuery(20, 100),
});

export const BulkReplayBody = Type.Object({
  status: Type.Optional(
    Type.Union([Type.Literal('failed'), Type.Literal('delivered')], {
      default: 'failed',
      description: 'failed unless delivered is asked for; pending records are queued already',
    }),
  ),
  eventType: Type.Optional(EventType),
  url: Type.Optional(TargetUrl),
  ...CreatedRange,
});

export const BulkReplayed = Type.Object({
  replayed: Type.Integer({ description: 'records set back to pending, each keeping its id (webhook-id)' }),
});

export const PauseBody = Type.Object({ url: TargetUrl });
export const PauseQuery = Type.Object({ url: TargetUrl });
export const Pause = Type.Object({ url: Type.String(), pausedAt: Type.String({ format: 'date-time' }) });

export const WebhookSummaryBody = Type.Object({
  id: Id,
  eventType: Type.String(),
  url: Type.String(),
  status: Status,
  attempts: Type.Integer(),
  createdAt: UnixSeconds,
  deliveredAt: Nullable(UnixSeconds),
  manual: Type.Boolean({
    description: 'queued by an operator (POST), not emitted by the shop; its deliveries carry X-Webhook-Manual: true',
  }),
});

export const WebhookListBody = Type.Object({
  webhooks: Type.Array(WebhookSummaryBody),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
  totalPages: Type.Integer(),
  stats: Type.Object({ pending: Type.Integer(), delivered: Type.Integer(), failed: Type.Integer() }),
});

export const WebhookDetailBody = Type.Object({
  ...WebhookSummaryBody.properties,
  payload: Type.Unknown({ description: 'The body sent: {event, timestamp, data}' }),
  nextAttemptAt: Nullable(UnixSeconds),
  errors: Type.Array(
    Type.Object(
      {
        attempt: Type.Integer(),
        at: Type.String({ format: 'date-time' }),
        statusCode: Nullable(Type.Integer()),
        error: Type.String(),
      },
      { description: 'a failed attempt' },
    ),
  ),
  lastError: Nullable(Type.String()),
  attemptLog: Type.Array(
    Type.Object({
      attempt: Type.Integer({ description: '1 for the first attempt since the record was queued or last replayed' }),
      at: Type.String({ format: 'date-time', description: 'when the attempt started' }),
      statusCode: Nullable(
        Type.Integer({
          description: 'the HTTP status of the reply; null without one (refused address, network error, time-out)',
        }),
      ),
      error: Nullable(Type.String({ description: 'why the attempt failed; null for the successful one' })),
      latencyMs: Nullable(
        Type.Integer({
          minimum: 0,
          description:
            'from the start of the attempt (the address check included) until the reply was read or the attempt failed; null for attempts recorded before it was kept',
        }),
      ),
      responseExcerpt: Nullable(
        Type.String({
          description: `the start of a failed attempt's reply body as text, at most ${RESPONSE_EXCERPT_BYTES} bytes; null without a reply, for successful attempts (not kept) and for roles without webhooks.write`,
        }),
      ),
    }),
    {
      description:
        'every attempt, failed and successful, oldest first; a replay keeps the earlier ones and starts a new round (attempt 1 again)',
    },
  ),
});

export const WebhookTargetHealthBody = Type.Object({
  url: Type.String(),
  delivered: Type.Integer({ description: 'records of the window delivered' }),
  failed: Type.Integer({ description: 'records of the window that gave up after their last attempt' }),
  pending: Type.Integer({ description: 'records of the window still to be (re)tried' }),
  attempts: Type.Integer({ description: "delivery attempts of the window's records" }),
  failureRate: Type.Number({ minimum: 0, maximum: 1, description: 'failed attempts / attempts (0 without attempts)' }),
  lastDeliveredAt: Nullable(
    Type.String({ format: 'date-time', description: 'the last successful delivery among the kept records' }),
  ),
  lastFailedAt: Nullable(
    Type.String({ format: 'date-time', description: 'the end of the last failed attempt among the kept records' }),
  ),
  paused: Type.Boolean(),
});

export const QueueWebhookBody = Type.Object({
  eventType: EventType,
  payload: Type.Record(Type.String(), Type.Unknown(), { description: 'Sent as the data of the event' }),
  url: Type.Optional(
    Type.String({ minLength: 1, maxLength: 2000, description: 'https target; the default webhook URL when left out' }),
  ),
});

export const QueuedWebhookBody = Type.Object({
  id: Id,
  status: Status,
  eventType: Type.String(),
  createdAt: UnixSeconds,
});

export const ReplayedWebhookBody = Type.Object({ id: Id, status: Status, attempts: Type.Integer() });
