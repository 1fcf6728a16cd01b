import type { App } from '../common/types.js';
import { hasPermission } from '../../modules/admin-users/roles.js';
import { Type } from 'typebox';
import { ErrorBody, IdParams, Success } from '../common/schemas.js';
import { totalPages } from '../../shared/page.js';
import {
  BulkReplayBody,
  BulkReplayed,
  Pause,
  PauseBody,
  PauseQuery,
  QueueWebhookBody,
  QueuedWebhookBody,
  ReplayedWebhookBody,
  WebhookDetailBody,
  WebhookTargetHealthBody,
  WebhookListBody,
  WebhookListQuery,
} from './webhooks.schemas.js';

export default async function webhooksRoutes(app: App) {
  const { webhooks } = app.services;
  const read = { permission: 'webhooks.read' as const };
  const write = { permission: 'webhooks.write' as const };
  const tags = ['admin: webhooks'];

  app.get(
    '/webhooks',
    {
      config: read,
      schema: {
        tags,
        summary: 'Webhook records, newest first, with counts per status over all records',
        querystring: WebhookListQuery,
        response: { 200: WebhookListBody },
      },
    },
    async (request) => {
      const { status, eventType, url, createdFrom, createdTo, page = 1, limit = 20 } = request.query;
      const list = await webhooks.list({ status, eventType, url, createdFrom, createdTo }, { page, limit });
      return {
        webhooks: list.items,
        total: list.total,
        page: list.page,
        limit: list.limit,
        totalPages: totalPages(list),
        stats: list.stats,
      };
    },
  );

  // Static segments: Fastify matches them before /webhooks/:id.
  app.post(
    '/webhooks/replay',
    {
      config: write,
      schema: {
        operationId: 'replayWebhooks',
        tags,
        summary:
          'Replay every record matching the filter in one call (failed ones unless status says delivered), each keeping its id',
        body: BulkReplayBody,
        response: { 200: BulkReplayed, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    (request) => webhooks.replayMatching(request.body),
  );

  app.get(
    '/webhooks/health',
    {
      config: read,
      schema: {
        operationId: 'webhookTargetHealth',
        tags,
        summary:
          'Per target URL: deliveries by status and the share of failed attempts over the last `hours`, the last successful delivery and the last failed attempt, paused or not',
        querystring: Type.Object({ hours: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 * 90, default: 24 })) }),
        response: {
          200: Type.Object({
            hours: Type.Integer(),
            targets: Type.Array(WebhookTargetHealthBody),
          }),
          401: ErrorBody,
          403: ErrorBody,
        },
      },
    },
    async (request) => {
      const hours = request.query.hours ?? 24;
      return { hours, targets: await webhooks.health(hours) };
    },
  );

  app.get(
    '/webhooks/pauses',
    {
      config: read,
      schema: {
        operationId: 'listWebhookPauses',
        tags,
        summary: 'Targets whose deliveries are held',
        response: { 200: Type.Object({ pauses: Type.Array(Pause) }), 401: ErrorBody, 403: ErrorBody },
      },
    },
    async () => ({ pauses: await webhooks.listPauses() }),
  );

  app.post(
    '/webhooks/pauses',
    {
      config: write,
      schema: {
        operationId: 'pauseWebhookTarget',
        tags,
        summary:
          'Hold deliveries to one target URL; its events keep being recorded and go out in creation order after resume',
        body: PauseBody,
        response: { 200: Pause, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    (request) => webhooks.pause(request.body.url),
  );

  app.delete(
    '/webhooks/pauses',
    {
      config: write,
      schema: {
        operationId: 'resumeWebhookTarget',
        tags,
        summary: 'Resume deliveries to the target URL; 404 when it was not paused',
        querystring: PauseQuery,
        response: { 200: Success, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      await webhooks.resume(request.query.url);
      return { success: true };
    },
  );

  app.get(
    '/webhooks/:id',
    {
      config: read,
      schema: {
        tags,
        summary:
          'One record with the payload sent, the next attempt time, the error of every failed attempt and every attempt with its status, latency and reply excerpt',
        params: IdParams,
        response: { 200: WebhookDetailBody },
      },
    },
    async (request) => {
      const detail = await webhooks.get(request.params.id);
      // What a receiver answered may hold its secrets: shown only to those who may change where webhooks go.
      if (hasPermission(request.admin!.role, 'webhooks.write')) return detail;
      return { ...detail, attemptLog: detail.attemptLog.map((a) => ({ ...a, responseExcerpt: null })) };
    },
  );

  app.post(
    '/webhooks',
    {
      config: write,
      schema: {
        tags,
        summary: 'Queue a delivery; the URL (or the default one) must pass the SSRF check, else 400',
        body: QueueWebhookBody,
        response: { 201: QueuedWebhookBody },
      },
    },
    async (request, reply) => {
      const w = await webhooks.queueManual(request.body);
      return reply.status(201).send({ id: w.id, status: w.status, eventType: w.eventType, createdAt: w.createdAt });
    },
  );

  app.post(
    '/webhooks/:id/replay',
    {
      config: write,
      schema: {
        tags,
        summary: 'Resend a failed or delivered record at the next processor run (same id); 409 while pending',
        params: IdParams,
        response: { 200: ReplayedWebhookBody },
      },
    },
    async (request) => {
      const w = await webhooks.replay(request.params.id);
      return { id: w.id, status: w.status, attempts: w.attempts };
    },
  );

  app.delete(
    '/webhooks/:id',
    { config: write, schema: { tags, params: IdParams, response: { 200: Success } } },
    async (request) => {
      await webhooks.remove(request.params.id);
      return { success: true };
    },
  );
}
