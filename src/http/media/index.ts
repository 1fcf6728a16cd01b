import path from 'node:path';
import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { notFound } from '../../shared/errors.js';
import { storageUnavailable, type ObjectRead } from '../../modules/media/media-storage.js';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

// Path segments of letters, digits, '-', '_' and '.', none starting with '.': no '..', no hidden files.
const STORAGE_KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}\/){0,5}[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

// Keys are random and never reused for other content, so an answer may be kept for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /media/<storage key>: the stored images, public, from whichever storage is configured (also behind a CDN set as
 * MEDIA_PUBLIC_URL, as its origin). Only image extensions are served, with their type; ETag, If-None-Match and one
 * byte range are honoured.
 */
export default async function mediaFiles(app: App) {
  const { storage } = app.services;

  app.get(
    '/*',
    {
      schema: { hide: true, params: Type.Object({ '*': Type.String() }) },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const type = STORAGE_KEY.test(key) ? CONTENT_TYPES[path.extname(key).slice(1).toLowerCase()] : undefined;
      if (!type) throw notFound('File');
      let found: ObjectRead;
      try {
        found = await storage.read(key, {
          range: request.headers.range,
          ifNoneMatch: request.headers['if-none-match'],
        });
      } catch (err) {
        request.log.warn({ err, key }, 'reading a media object failed; answered 503');
        throw storageUnavailable();
      }
      reply
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .header('accept-ranges', 'bytes');
      switch (found.status) {
        case 'missing':
          throw notFound('File');
        case 'not-modified':
          return reply.status(304).header('etag', found.etag).send();
        case 'unsatisfiable':
          return reply.status(416).header('content-range', `bytes */${found.size}`).send();
        case 'found':
          if (found.etag) reply.header('etag', found.etag);
          if (found.range)
            reply.status(206).header('content-range', `bytes ${found.range.start}-${found.range.end}/${found.size}`);
          return reply.header('content-type', type).header('content-length', found.length).send(found.body);
      }
    },
  );
}
