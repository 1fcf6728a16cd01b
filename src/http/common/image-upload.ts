import multipart from '@fastify/multipart';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { App } from './types.js';
import { invalid } from '../../shared/errors.js';
import { assertSafeInput } from './hostile-input.js';
import { imageTooLarge, type ImageUpload } from '../../modules/media/media.service.js';

// The most the settings may allow (settings.schemas.ts); the settings' own limit is applied per request.
const FILE_SIZE_CEILING = 100 * 1024 * 1024;

/**
 * Accepts multipart/form-data in the calling route plugin only (other routes keep answering 415 to it):
 * one file and a few small text fields.
 */
export async function acceptImageUploads(app: App): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: FILE_SIZE_CEILING, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 11 },
  });
}

/**
 * Reads the multipart field `file` (buffered: it is at most maxBytes, beyond which reading stops with 413)
 * and the text fields alt and title, which may come before or after it. The client's content type is ignored:
 * the service decides the format from the bytes.
 */
export async function readImageUpload(request: FastifyRequest, maxBytes: number): Promise<ImageUpload> {
  let file: { data: Buffer; fileName: string } | undefined;
  const fields: { alt?: string; title?: string } = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'file') {
        if (part.fieldname === 'file') file = { data: await part.toBuffer(), fileName: part.filename };
        else part.file.resume();
      } else if ((part.fieldname === 'alt' || part.fieldname === 'title') && typeof part.value === 'string') {
        fields[part.fieldname] ??= part.value;
      }
    }
  } catch (error) {
    const { code, statusCode } = error as FastifyError;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge(maxBytes);
    if (typeof statusCode === 'number' && statusCode < 500) throw error;
    // The parser's own errors (no, an overlong or no closing boundary, a truncated part) are the client's.
    throw invalid('The multipart body is malformed');
  }
  if (!file) throw invalid('The image goes in the multipart field "file"');
  assertSafeInput(fields, 'A form field');
  return { ...file, ...fields };
}
