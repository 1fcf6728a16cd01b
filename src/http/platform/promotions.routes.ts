import { Readable } from 'node:stream';
import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { PlatformErrorBody, IdParams, platformPageQuery } from '../common/schemas.js';
import { IfMatchHeaders, Stale, expectedOf, tagged, unlessChanged } from '../common/preconditions.js';
import * as S from '../common/promotions.schemas.js';
import { Envelope, pageRequest, toEnvelope } from './envelope.js';

export default async function promotionsRoutes(app: App) {
  const { promotions } = app.services;
  const tags = ['platform: promotions'];

  app.get(
    '/promotions',
    {
      schema: {
        tags,
        summary: 'Promotions, newest first, optionally by status, with their use counts',
        querystring: Type.Object({ ...platformPageQuery, ...S.StatusQuery.properties }),
        response: { 200: Envelope(S.Promotion) },
      },
    },
    async (request) => toEnvelope(await promotions.list(pageRequest(request.query), request.query.status)),
  );

  app.post(
    '/promotions',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Creates a promotion (active); what each kind requires is in docs/promotions.md',
        body: S.PromotionBody,
        response: { 201: S.Promotion },
      },
    },
    async (request, reply) => reply.status(201).send(tagged(reply, await promotions.create(request.body))),
  );

  app.get(
    '/promotions/:id',
    {
      schema: {
        tags,
        summary: 'One promotion; its ETag is what If-Match compares',
        params: IdParams,
        response: { 200: S.Promotion },
      },
    },
    async (request, reply) => tagged(reply, await promotions.get(request.params.id)),
  );

  app.put(
    '/promotions/:id',
    {
      schema: {
        tags,
        summary:
          'Changes the fields sent (the result is checked whole); with If-Match, only while the promotion is as read',
        params: IdParams,
        headers: IfMatchHeaders,
        body: S.PromotionPatch,
        response: { 200: S.Promotion, 412: Stale('platform', S.Promotion) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return tagged(
        reply,
        await unlessChanged(
          reply,
          () => promotions.update(id, request.body, expectedOf(request)),
          () => promotions.get(id),
        ),
      );
    },
  );

  app.get(
    '/promotions/:id/report',
    {
      schema: {
        tags,
        summary:
          'What the promotion brought: uses, orders, discount given and revenue, over its orders that are not cancelled',
        params: IdParams,
        response: { 200: S.Report },
      },
    },
    async (request) => promotions.report(request.params.id),
  );

  app.post(
    '/promotions/:id/pause',
    {
      config: { idempotent: true },
      schema: { tags, summary: 'Pauses the promotion', params: IdParams, response: { 200: S.Promotion } },
    },
    async (request, reply) => tagged(reply, await promotions.pause(request.params.id)),
  );

  app.post(
    '/promotions/:id/resume',
    {
      config: { idempotent: true },
      schema: { tags, summary: 'Resumes a paused promotion', params: IdParams, response: { 200: S.Promotion } },
    },
    async (request, reply) => tagged(reply, await promotions.resume(request.params.id)),
  );

  app.get(
    '/promotions/:id/codes',
    {
      schema: {
        tags,
        summary: "The promotion's codes in creation order",
        params: IdParams,
        querystring: Type.Object(platformPageQuery),
        response: { 200: Envelope(S.Code) },
      },
    },
    async (request) => toEnvelope(await promotions.listCodes(request.params.id, pageRequest(request.query))),
  );

  app.post(
    '/promotions/:id/codes',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Adds codes (case-insensitive); all or none: 409 when one exists already',
        params: IdParams,
        body: S.AddCodesBody,
        response: { 201: S.CodesAdded, 409: PlatformErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await promotions.addCodes(request.params.id, request.body.codes, request.body.usageLimit ?? null)),
  );

  app.post(
    '/promotions/:id/codes/generate',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Generates count unique random codes',
        params: IdParams,
        body: S.GenerateCodesBody,
        response: { 201: S.CodesAdded, 409: PlatformErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await promotions.generateCodes(request.params.id, request.body)),
  );

  app.get(
    '/promotions/:id/codes/export',
    {
      schema: {
        tags,
        summary: "The promotion's codes as CSV (streamed)",
        params: IdParams,
        response: { 200: S.CsvAnswer },
      },
    },
    async (request, reply) => {
      const lines = await promotions.exportCodes(request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="promotion-${request.params.id}-codes.csv"`)
        .send(Readable.from(lines));
    },
  );
}
