import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { IdParams, platformPageQuery } from '../common/schemas.js';
import { Envelope, pageRequest, toEnvelope } from './envelope.js';
import * as S from './content.schemas.js';
import { IfMatchHeaders, Stale, expectedOf, tagged, unlessChanged } from '../common/preconditions.js';
import { SETTINGS_BODY_LIMIT } from '../common/settings.schemas.js';
import { platformActor } from './actor.js';

const Deleted = Type.Object({ deleted: Type.Boolean(), id: Type.Union([Type.Integer(), Type.String()]) });

/** Blog posts, pages, SEO settings, SEO rules, redirects and translations (content.* on the platform). */
export default async function contentRoutes(app: App) {
  const { blog, pages, seo, translations } = app.services;

  app.get(
    '/blog',
    {
      schema: {
        tags: ['platform: blog'],
        querystring: Type.Object({
          search: Type.Optional(Type.String({ maxLength: 200 })),
          status: Type.Optional(Type.String({ maxLength: 50 })),
          ...platformPageQuery,
        }),
        response: { 200: Envelope(S.BlogPost) },
      },
    },
    async (request) => toEnvelope(await blog.list(request.query, pageRequest(request.query))),
  );
  app.get(
    '/blog/:id',
    {
      schema: {
        tags: ['platform: blog'],
        summary: 'One post; its ETag is what If-Match compares',
        params: IdParams,
        response: { 200: S.BlogPost },
      },
    },
    async (request, reply) => tagged(reply, await blog.get(request.params.id)),
  );
  app.post(
    '/blog',
    {
      config: { idempotent: true },
      schema: { tags: ['platform: blog'], body: S.CreateBlogPost, response: { 201: S.BlogPost } },
    },
    async (request, reply) => reply.status(201).send(await blog.create(request.body)),
  );
  app.put(
    '/blog/:id',
    {
      schema: {
        tags: ['platform: blog'],
        summary:
          'Changes the fields sent; with If-Match, only while the post is as read (412 with the current post otherwise)',
        params: IdParams,
        headers: IfMatchHeaders,
        body: S.UpdateBlogPost,
        response: { 200: S.BlogPost, 412: Stale('platform', S.BlogPost) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return tagged(
        reply,
        await unlessChanged(
          reply,
          () => blog.update(id, request.body, expectedOf(request)),
          () => blog.get(id),
        ),
      );
    },
  );

  app.get(
    '/pages',
    {
      schema: {
        tags: ['platform: pages'],
        querystring: Type.Object({ status: Type.Optional(Type.String({ maxLength: 50 })), ...platformPageQuery }),
        response: { 200: Envelope(S.ContentPage) },
      },
    },
    async (request) => toEnvelope(await pages.list(request.query, pageRequest(request.query))),
  );
  app.get(
    '/pages/:id',
    {
      schema: {
        tags: ['platform: pages'],
        summary: 'One page with its sections; its ETag is what If-Match compares',
        params: S.PageIdParams,
        response: { 200: S.ContentPageDetail },
      },
    },
    async (request, reply) => tagged(reply, await pages.get(request.params.id)),
  );
  app.post(
    '/pages',
    {
      config: { idempotent: true },
      schema: { tags: ['platform: pages'], body: S.CreatePage, response: { 201: S.ContentPageDetail } },
    },
    async (request, reply) => reply.status(201).send(await pages.create(request.body)),
  );
  app.put(
    '/pages/:id',
    {
      schema: {
        tags: ['platform: pages'],
        summary:
          'Changes the fields sent; with If-Match, only while the page is as read (412 with the current page otherwise)',
        params: S.PageIdParams,
        headers: IfMatchHeaders,
        body: S.UpdatePage,
        response: { 200: S.ContentPageDetail, 412: Stale('platform', S.ContentPageDetail) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return tagged(
        reply,
        await unlessChanged(
          reply,
          () => pages.update(id, request.body, expectedOf(request)),
          () => pages.get(id),
        ),
      );
    },
  );
  app.delete(
    '/pages/:id',
    {
      schema: {
        tags: ['platform: pages'],
        summary: '409 while the page has sections; with If-Match, only while it is as read',
        params: S.PageIdParams,
        headers: IfMatchHeaders,
        response: { 200: Deleted, 412: Stale('platform', S.ContentPageDetail) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const page = await unlessChanged(
        reply,
        () => pages.remove(id, expectedOf(request)),
        () => pages.get(id),
      );
      return { deleted: true, id: page.id };
    },
  );

  app.get('/seo/settings', { schema: { tags: ['platform: seo'], response: { 200: S.SeoSettings } } }, () =>
    seo.settings(),
  );
  app.put(
    '/seo/settings',
    {
      bodyLimit: SETTINGS_BODY_LIMIT,
      schema: {
        tags: ['platform: seo'],
        summary: 'Create or update',
        body: S.SeoSettingsPatch,
        response: { 200: S.SeoSettings },
      },
    },
    (request) => seo.updateSettings(request.body),
  );

  app.get(
    '/seo/rules',
    {
      schema: {
        tags: ['platform: seo'],
        querystring: Type.Object({ is_active: Type.Optional(Type.Boolean()), ...platformPageQuery }),
        response: { 200: Envelope(S.SeoRule) },
      },
    },
    async (request) =>
      toEnvelope(await seo.listRules({ isActive: request.query.is_active }, pageRequest(request.query))),
  );
  app.post(
    '/seo/rules',
    {
      config: { idempotent: true },
      schema: { tags: ['platform: seo'], body: S.CreateSeoRule, response: { 201: S.SeoRule } },
    },
    async (request, reply) => reply.status(201).send(await seo.createRule(platformActor(request), request.body)),
  );
  app.put(
    '/seo/rules/:id',
    { schema: { tags: ['platform: seo'], params: IdParams, body: S.UpdateSeoRule, response: { 200: S.SeoRule } } },
    (request) => seo.updateRule(request.params.id, request.body),
  );
  app.delete(
    '/seo/rules/:id',
    { schema: { tags: ['platform: seo'], params: IdParams, response: { 200: Deleted } } },
    async (request) => {
      await seo.removeRule(request.params.id);
      return { deleted: true, id: request.params.id };
    },
  );

  app.get(
    '/seo/redirects',
    {
      schema: {
        tags: ['platform: seo'],
        querystring: Type.Object({
          search: Type.Optional(Type.String({ maxLength: 200 })),
          enabled: Type.Optional(Type.Boolean()),
          ...platformPageQuery,
        }),
        response: { 200: Envelope(S.Redirect) },
      },
    },
    async (request) => toEnvelope(await seo.listRedirects(request.query, pageRequest(request.query))),
  );
  app.post(
    '/seo/redirects',
    {
      config: { idempotent: true },
      schema: { tags: ['platform: seo'], body: S.CreateRedirect, response: { 201: S.Redirect } },
    },
    async (request, reply) => reply.status(201).send(await seo.createRedirect(request.body)),
  );
  app.put(
    '/seo/redirects/:id',
    { schema: { tags: ['platform: seo'], params: IdParams, body: S.UpdateRedirect, response: { 200: S.Redirect } } },
    (request) => seo.updateRedirect(request.params.id, request.body),
  );
  app.delete(
    '/seo/redirects/:id',
    { schema: { tags: ['platform: seo'], params: IdParams, response: { 200: Deleted } } },
    async (request) => {
      await seo.removeRedirect(request.params.id);
      return { deleted: true, id: request.params.id };
    },
  );

  app.get(
    '/translations',
    {
      schema: {
        tags: ['platform: translations'],
        querystring: Type.Object({
          entity_type: Type.Optional(Type.String({ maxLength: 50 })),
          language_code: Type.Optional(Type.String({ maxLength: 35 })),
          ...platformPageQuery,
        }),
        response: { 200: Envelope(S.Translation) },
      },
    },
    async (request) =>
      toEnvelope(
        await translations.list(
          { entityType: request.query.entity_type, languageCode: request.query.language_code },
          pageRequest(request.query),
        ),
      ),
  );
  app.post(
    '/translations',
    {
      config: { idempotent: true },
      schema: {
        tags: ['platform: translations'],
        summary: 'Create or replace the translation of one entity in one language (201 created, 200 replaced)',
        body: S.UpsertTranslation,
        response: { 200: S.Translation, 201: S.Translation },
      },
    },
    async (request, reply) => {
      const { translation, created } = await translations.upsert(request.body);
      return reply.status(created ? 201 : 200).send(translation);
    },
  );
  app.delete(
    '/translations/:id',
    { schema: { tags: ['platform: translations'], params: IdParams, response: { 200: Deleted } } },
    async (request) => {
      await translations.remove(request.params.id);
      return { deleted: true, id: request.params.id };
    },
  );
}
