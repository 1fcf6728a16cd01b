import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { ErrorBody, IdParams, Success, pageQuery } from '../common/schemas.js';
import { MediaItem, MediaPatch } from '../common/media.schemas.js';
import { acceptImageUploads, readImageUpload } from '../common/image-upload.js';
import { totalPages } from '../../shared/page.js';

const MediaListQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 200, description: 'part of the file name' })),
  mimeType: Type.Optional(Type.String({ maxLength: 100 })),
  needsMetadata: Type.Optional(Type.Boolean({ description: 'true: alt or title is empty' })),
  ...pageQuery(50, 200),
});

const MediaUses = Type.Object({
  products: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  posts: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() })),
  pages: Type.Array(Type.Object({ id: Type.String(), title: Type.String() })),
});

const MediaList = Type.Object({
  media: Type.Array(MediaItem),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
  totalPages: Type.Integer(),
});

/** The media library (content.*): upload, list, alt and title, delete. */
export default async function mediaRoutes(app: App) {
  const { media } = app.services;
  const tags = ['admin: media'];
  await acceptImageUploads(app);

  app.get(
    '/media',
    {
      config: { permission: 'content.read' },
      schema: { tags, summary: 'The library, newest first', querystring: MediaListQuery, response: { 200: MediaList } },
    },
    async (request) => {
      const { search, mimeType, needsMetadata, page = 1, limit = 50 } = request.query;
      const list = await media.list({ search, mimeType, needsMetadata }, { page, limit });
      return { media: list.items, total: list.total, page: list.page, limit: list.limit, totalPages: totalPages(list) };
    },
  );

  app.post(
    '/media',
    {
      config: { permission: 'content.write' },
      schema: {
        tags,
        summary: 'Uploads an image (multipart: file, alt, title); the format is read from the bytes',
        response: { 201: MediaItem },
      },
    },
    async (request, reply) => {
      const upload = await readImageUpload(request, await media.maxUploadBytes());
      return reply.status(201).send(await media.upload(upload));
    },
  );

  app.put(
    '/media/:id',
    {
      config: { permission: 'content.write' },
      schema: {
        tags,
        summary: 'Changes alt and title',
        params: IdParams,
        body: MediaPatch,
        response: { 200: MediaItem },
      },
    },
    (request) => media.update(request.params.id, request.body),
  );

  app.get(
    '/media/:id/uses',
    {
      config: { permission: 'content.read' },
      schema: {
        tags,
        summary:
          'Where the item is used: products showing it as an image (deleting it removes those images), blog posts and pages whose text names its file',
        params: IdParams,
        response: { 200: MediaUses, 404: ErrorBody },
      },
    },
    (request) => media.uses(request.params.id),
  );

  app.delete(
    '/media/:id',
    {
      config: { permission: 'content.write' },
      schema: {
        tags,
        summary: 'Deletes the file(s) on the server and the entry; product images using it go too',
        params: IdParams,
        response: { 200: Success },
      },
    },
    async (request) => {
      await media.remove(request.params.id);
      return { success: true };
    },
  );
}
