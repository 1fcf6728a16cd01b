import fs from 'node:fs';
import path from 'node:path';
import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { notFound } from '../../shared/errors.js';
import { createMediaStorage } from '../../modules/media/media-storage.js';

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

/**
 * GET /media/<storage key>: the stored images, public. Keys are random and never reused for other
 * content, so answers may be cached for a year. Only image extensions are served, with their type.
 */
export default async function mediaFiles(app: App) {
  const storage = createMediaStorage(app.config.dataDir);

  app.get('/*', {
    schema: { hide: true, params: Type.Object({ '*': Type.String() }) },
  }, async (request, reply) => {
    const key = request.params['*'];
    const type = STORAGE_KEY.test(key) ? CONTENT_TYPES[path.extname(key).slice(1).toLowerCase()] : undefined;
    if (!type) throw notFound('File');
    const file = storage.pathOf(key);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) throw notFound('File');
    return reply
      .header('content-type', type)
      .header('content-length', stat.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(fs.createReadStream(file));
  });
}
