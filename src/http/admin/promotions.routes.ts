import { Readable } from 'node:stream';
import type { App } from '../common/types.js';
import { ErrorBody, IdParams } from '../common/schemas.js';
import { IfMatchHeaders, Stale, expectedOf, tagged, unlessChanged } from '../common/preconditions.js';
import * as S from '../common/promotions.schemas.js';
import { AdminList, listQuery, pageOf, toAdminList } from './list.js';
import { Type } from 'typebox';
import { CartQuote, Items } from '../common/cart.schemas.js';

export default async function promotionsRoutes(app: App) {
  const { promotions, checkout } = app.services;
  const read = { permission: 'promotions.read' as const };
  const write = { permission: 'promotions.write' as const };
  const tags = ['admin: promotions'];

  app.get(
    '/promotions',
    {
      config: read,
      schema: {
        tags,
        summary: 'Promotions, newest first, optionally by status, with their use counts',
        querystring: Type.Object({ ...listQuery, ...S.StatusQuery.properties }),
        response: { 200: AdminList('promotions', S.PromotionWithTotals) },
      },
    },
    async (request) =>
      toAdminList('promotions', await promotions.listWithTotals(pageOf(request.query), request.query.status)),
  );

  app.post(
    '/promotions',
    {
      config: write,
      schema: {
        tags,
        summary: 'Creates a promotion (active); what each kind requires is in docs/promotions.md',
        body: S.PromotionBody,
        response: { 201: S.Promotion },
      },
    },
    async (request, reply) => reply.status(201).send(tagged(reply, await promotions.create(request.body))),
  );

  app.post(
    '/promotions/preview',
    {
      config: read,
      schema: {
        tags,
        summary:
          "Quotes a sample cart against a draft promotion alone (as if automatic and active; a guest, no shipping), with the store quote's pricing: nothing is saved, no use taken",
        body: Type.Object({ promotion: S.PromotionBody, items: Items }, { additionalProperties: false }),
        response: { 200: Type.Object({ quote: CartQuote }), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => ({
      quote: await checkout.previewDraft(request.body.items, promotions.draftIndex(request.body.promotion)),
    }),
  );

  app.get(
    '/promotions/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'One promotion; its ETag is what If-Match compares',
        params: IdParams,
        response: { 200: S.Promotion },
      },
    },
    async (request, reply) => tagged(reply, await promotions.get(request.params.id)),
  );

  app.patch(
    '/promotions/:id',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Changes the fields sent (the result is checked whole). With If-Match, only while the promotion is as read (412 with the current one otherwise)',
        params: IdParams,
        headers: IfMatchHeaders,
        body: S.PromotionPatch,
        response: { 200: S.Promotion, 412: Stale('coded', S.Promotion) },
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
      config: read,
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
      config: write,
      schema: {
        tags,
        summary: 'Pauses the promotion: no quote applies it and no order takes a use of it until resumed',
        params: IdParams,
        response: { 200: S.Promotion },
      },
    },
    async (request, reply) => tagged(reply, await promotions.pause(request.params.id)),
  );

  app.post(
    '/promotions/:id/resume',
    {
      config: write,
      schema: { tags, summary: 'Resumes a paused promotion', params: IdParams, response: { 200: S.Promotion } },
    },
    async (request, reply) => tagged(reply, await promotions.resume(request.params.id)),
  );

  app.get(
    '/promotions/:id/codes',
    {
      config: read,
      schema: {
        tags,
        summary: "The promotion's codes in creation order, with their use counts",
        params: IdParams,
        querystring: Type.Object(listQuery),
        response: { 200: AdminList('codes', S.Code) },
      },
    },
    async (request) => toAdminList('codes', await promotions.listCodes(request.params.id, pageOf(request.query))),
  );

  app.post(
    '/promotions/:id/codes',
    {
      config: write,
      schema: {
        tags,
        summary: 'Adds codes (case-insensitive, stored upper-case); all or none: 409 when one exists already',
        params: IdParams,
        body: S.AddCodesBody,
        response: { 201: S.CodesAdded, 409: ErrorBody },
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
      config: write,
      schema: {
        tags,
        summary: 'Generates count unique random codes (prefix + length characters), in one transaction',
        params: IdParams,
        body: S.GenerateCodesBody,
        response: { 201: S.CodesAdded, 409: ErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await promotions.generateCodes(request.params.id, request.body)),
  );

  app.get(
    '/promotions/:id/codes/export',
    {
      config: read,
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
