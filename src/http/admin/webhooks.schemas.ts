import { Type } from 'typebox';
import { EVENT_TYPES, WEBHOOK_STATUSES } from '../../modules/webhooks/webhook.js';
import { Id, Nullable, pageQuery } from '../common/schemas.js';

const EventType = Type.Enum(EVENT_TYPES);
const Status = Type.Enum(WEBHOOK_STATUSES);
const UnixSeconds = Type.Integer({ description: 'Unix seconds' });

export const WebhookListQuery = Type.Object({
  status: Type.Optional(Status),
  eventType: Type.Optional(EventType),
  ...pageQuery(20, 100),
});

export const WebhookSummaryBody = Type.Object({
  id: Id,
  eventType: Type.String(),
  url: Type.String(),
  status: Status,
  attempts: Type.Integer(),
  createdAt: UnixSeconds,
  deliveredAt: Nullable(UnixSeconds),
  manual: Type.Boolean({ description: 'queued by an operator (POST), not emitted by the shop; its deliveries carry X-Webhook-Manual: true' }),
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
    Type.Object({
      attempt: Type.Integer(),
      at: Type.String({ format: 'date-time' }),
      statusCode: Nullable(Type.Integer()),
      error: Type.String(),
    }),
  ),
  lastError: Nullable(Type.String()),
});

export const QueueWebhookBody = Type.Object({
  eventType: EventType,
  payload: Type.Record(Type.String(), Type.Unknown(), { description: 'Sent as the data of the event' }),
  url: Type.Optional(Type.String({ minLength: 1, maxLength: 2000, description: 'https target; the default webhook URL when left out' })),
});

export const QueuedWebhookBody = Type.Object({ id: Id, status: Status, eventType: Type.String(), createdAt: UnixSeconds });

export const ReplayedWebhookBody = Type.Object({ id: Id, status: Status, attempts: Type.Integer() });
