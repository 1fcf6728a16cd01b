import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { IdParams, Success } from '../common/schemas.js';
import { SETTINGS_BODY_LIMIT } from '../common/settings.schemas.js';
import * as S from '../platform/content.schemas.js';
import { adminActor } from './actor.js';
import { IfMatchHeaders, Stale, expectedOf, tagged, unlessChanged } from '../common/preconditions.js';
import { AdminList, listQuery, pageOf, toAdminList } from './list.js';

const BlogQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(Type.String({ maxLength: 50 })),
  ...listQuery,
});
const PageQuery = Type.Object({ status: Type.Optional(Type.String({ maxLength: 50 })), ...listQuery });
const RuleQuery = Type.Object({ isActive: Type.Optional(Type.Boolean()), ...listQuery });
const RedirectQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 200 })),
  enabled: Type.Optional(Type.Boolean()),
  ...listQuery,
});
const TranslationQuery = Type.Object({
  entityType: Type.Optional(Type.String({ maxLength: 50 })),
  entityId: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 200,
      description: "one entity's translations (with entityType): the dashboard's side-by-side editor",
    }),
  ),
  languageCode: Type.Optional(Type.String({ maxLength: 35 })),
  ...listQuery,
});

/** On the admin surface createdBy may be left out: the rule then names the admin who made it. */
const CreateSeoRule = Type.Object({
  ...S.CreateSeoRule.properties,
  createdBy: Type.Optional(S.CreateSeoRule.properties.createdBy),
});

/** Blog posts, pages, SEO settings and rules, redirects and translations (content.*), over the platform's services. */
export default async function contentRoutes(app: App) {
  const { blog, pages, seo, translations } = app.services;
  const read = { permission: 'content.read' as const };
  const write = { permission: 'content.write' as const };

  {
    const tags = ['admin: blog'];
    app.get(
      '/blog',
      { config: read, schema: { tags, querystring: BlogQuery, response: { 200: AdminList('posts', S.BlogPost) } } },
      async (request) => {
        const { search, status } = request.query;
        return toAdminList('posts', await blog.list({ search, status }, pageOf(request.query)));
      },
    );
    app.get(
      '/blog/:id',
      {
        config: read,
        schema: {
          tags,
          summary: 'One post; its ETag is what If-Match compares',
          params: IdParams,
          response: { 200: S.BlogPost },
        },
      },
      async (request, reply) => tagged(reply, await blog.get(request.params.id)),
    );
    app.post(
      '/blog',
      { config: write, schema: { tags, body: S.CreateBlogPost, response: { 201: S.BlogPost } } },
      async (request, reply) => reply.status(201).send(await blog.create(request.body)),
    );
    app.put(
      '/blog/:id',
      {
        config: write,
        schema: {
          tags,
          summary: 'With If-Match, only while the post is as read (412 with the current post otherwise)',
          params: IdParams,
          headers: IfMatchHeaders,
          body: S.UpdateBlogPost,
          response: { 200: S.BlogPost, 412: Stale('coded', S.BlogPost) },
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
    app.delete(
      '/blog/:id',
      {
        config: write,
        schema: {
          tags,
          summary: 'With If-Match, only while the post is as read',
          params: IdParams,
          headers: IfMatchHeaders,
          response: { 200: Success, 412: Stale('coded', S.BlogPost) },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        await unlessChanged(
          reply,
          () => blog.remove(id, expectedOf(request)),
          () => blog.get(id),
        );
        return { success: true };
      },
    );
  }

  {
    const tags = ['admin: pages'];
    app.get(
      '/pages',
      { config: read, schema: { tags, querystring: PageQuery, response: { 200: AdminList('pages', S.ContentPage) } } },
      async (request) =>
        toAdminList('pages', await pages.list({ status: request.query.status }, pageOf(request.query))),
    );
    app.get(
      '/pages/:id',
      {
        config: read,
        schema: {
          tags,
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
        config: write,
        schema: {
          tags,
          summary: 'A page with its sections',
          body: S.CreatePage,
          response: { 201: S.ContentPageDetail },
        },
      },
      async (request, reply) => reply.status(201).send(await pages.create(request.body)),
    );
    app.put(
      '/pages/:id',
      {
        config: write,
        schema: {
          tags,
          summary: "sections, when sent, replace the page's sections; with If-Match, only while the page is as read",
          params: S.PageIdParams,
          headers: IfMatchHeaders,
          body: S.UpdatePage,
          response: { 200: S.ContentPageDetail, 412: Stale('coded', S.ContentPageDetail) },
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
        config: write,
        schema: {
          tags,
          summary: '409 while the page has sections; with If-Match, only while it is as read',
          params: S.PageIdParams,
          headers: IfMatchHeaders,
          response: { 200: Success, 412: Stale('coded', S.ContentPageDetail) },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        await unlessChanged(
          reply,
          () => pages.remove(id, expectedOf(request)),
          () => pages.get(id),
        );
        return { success: true };
      },
    );
  }

  {
    const tags = ['admin: seo'];
    app.get('/seo/settings', { config: read, schema: { tags, response: { 200: S.SeoSettings } } }, () =>
      seo.settings(),
    );
    app.put(
      '/seo/settings',
      {
        config: write,
        bodyLimit: SETTINGS_BODY_LIMIT,
        schema: {
          tags,
          summary: 'Changes the fields sent',
          body: S.SeoSettingsPatch,
          response: { 200: S.SeoSettings },
        },
      },
      (request) => seo.updateSettings(request.body),
    );

    app.get(
      '/seo/rules',
      { config: read, schema: { tags, querystring: RuleQuery, response: { 200: AdminList('rules', S.SeoRule) } } },
      async (request) =>
        toAdminList('rules', await seo.listRules({ isActive: request.query.isActive }, pageOf(request.query))),
    );
    app.post(
      '/seo/rules',
      { config: write, schema: { tags, body: CreateSeoRule, response: { 201: S.SeoRule } } },
      async (request, reply) => reply.status(201).send(await seo.createRule(adminActor(request), request.body)),
    );
    app.put(
      '/seo/rules/:id',
      { config: write, schema: { tags, params: IdParams, body: S.UpdateSeoRule, response: { 200: S.SeoRule } } },
      (request) => seo.updateRule(request.params.id, request.body),
    );
    app.delete(
      '/seo/rules/:id',
      { config: write, schema: { tags, params: IdParams, response: { 200: Success } } },
      async (request) => {
        await seo.removeRule(request.params.id);
        return { success: true };
      },
    );

    app.get(
      '/seo/redirects',
      {
        config: read,
        schema: {
          tags,
          summary: "With each redirect's hits and last hit",
          querystring: RedirectQuery,
          response: { 200: AdminList('redirects', S.Redirect) },
        },
      },
      async (request) => {
        const { search, enabled } = request.query;
        return toAdminList('redirects', await seo.listRedirects({ search, enabled }, pageOf(request.query)));
      },
    );
    app.post(
      '/seo/redirects',
      {
        config: write,
        schema: {
          tags,
          summary: '400 when it would make a loop',
          body: S.CreateRedirect,
          response: { 201: S.Redirect },
        },
      },
      async (request, reply) => reply.status(201).send(await seo.createRedirect(request.body)),
    );
    app.put(
      '/seo/redirects/:id',
      { config: write, schema: { tags, params: IdParams, body: S.UpdateRedirect, response: { 200: S.Redirect } } },
      (request) => seo.updateRedirect(request.params.id, request.body),
    );
    app.delete(
      '/seo/redirects/:id',
      { config: write, schema: { tags, params: IdParams, response: { 200: Success } } },
      async (request) => {
        await seo.removeRedirect(request.params.id);
        return { success: true };
      },
    );
  }

  {
    const tags = ['admin: translations'];
    app.get(
      '/translations',
      {
        config: read,
        schema: { tags, querystring: TranslationQuery, response: { 200: AdminList('translations', S.Translation) } },
      },
      async (request) => {
        const { entityType, entityId, languageCode } = request.query;
        return toAdminList(
          'translations',
          await translations.list({ entityType, entityId, languageCode }, pageOf(request.query)),
        );
      },
    );
    app.post(
      '/translations',
      {
        config: write,
        schema: {
          tags,
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
      { config: write, schema: { tags, params: IdParams, response: { 200: Success } } },
      async (request) => {
        await translations.remove(request.params.id);
        return { success: true };
      },
    );
  }
}
