import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { IdParams, platformPageQuery } from '../common/schemas.js';
import { MediaItem, MediaPatch } from '../common/media.schemas.js';
import { Envelope, pageRequest, toEnvelope } from './envelope.js';

const MediaQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 200, description: 'part of the file name (stored or original)' })),
  mime_type: Type.Optional(Type.String({ maxLength: 100 })),
  needs_metadata: Type.Optional(
    Type.Boolean({ description: 'true: alt or title is empty; false: both are filled in' }),
  ),
  ...platformPageQuery,
});

const Deleted = Type.Object({ deleted: Type.Boolean(), id: Type.Integer() });

/** The media library on the platform: list, alt and title, delete. No upload here (spec). */
export default async function mediaRoutes(app: App) {
  const { media } = app.services;
  const tags = ['platform: media'];

  app.get(
    '/media',
    { schema: { tags, querystring: MediaQuery, response: { 200: Envelope(MediaItem) } } },
    async (request) => {
      const { search, mime_type: mimeType, needs_metadata: needsMetadata } = request.query;
      return toEnvelope(await media.list({ search, mimeType, needsMetadata }, pageRequest(request.query)));
    },
  );

  app.put(
    '/media/:id',
    {
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

  app.delete(
    '/media/:id',
    {
      schema: {
        tags,
        summary: 'Deletes the file(s) on the server and the entry; product images using it go too',
        params: IdParams,
        response: { 200: Deleted },
      },
    },
    async (request) => {
      await media.remove(request.params.id);
      return { deleted: true, id: request.params.id };
    },
  );
}
