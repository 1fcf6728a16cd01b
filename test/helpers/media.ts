import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Services } from '../../src/services.js';
import type { App } from '../../src/http/common/types.js';
import { send, type Client, type Reply } from './client.js';
import { baseUrlOf } from './app.js';
import { insertDefaultVariant } from './orders.js';

export type Part =
  { name: string; value: string } | { name: string; filename: string; contentType?: string; data: Buffer };

/** A multipart/form-data body of the parts, in order. */
export function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----test${crypto.randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if ('filename' in p)
      head += `; filename="${p.filename}"\r\nContent-Type: ${p.contentType ?? 'application/octet-stream'}`;
    chunks.push(Buffer.from(`${head}\r\n\r\n`), 'data' in p ? p.data : Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface UploadOptions {
  data: Buffer;
  filename?: string;
  contentType?: string;
  alt?: string;
  title?: string;
  /** Send the text fields after the file instead of before it. */
  fieldsLast?: boolean;
  csrf?: boolean;
}

/** POSTs an image as the multipart field `file` with alt/title fields. */
export function uploadImage(client: Client, url: string, opts: UploadOptions): Promise<Reply> {
  const file: Part = {
    name: 'file',
    filename: opts.filename ?? 'image.png',
    contentType: opts.contentType ?? 'image/png',
    data: opts.data,
  };
  const fields: Part[] = [];
  if (opts.alt !== undefined) fields.push({ name: 'alt', value: opts.alt });
  if (opts.title !== undefined) fields.push({ name: 'title', value: opts.title });
  const mp = multipart(opts.fieldsLast ? [file, ...fields] : [...fields, file]);
  return client.request('POST', url, { body: mp.body, headers: { 'content-type': mp.contentType }, csrf: opts.csrf });
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

export const makePng = (width = 16, height = 12) => solid(width, height).png().toBuffer();
export const makeWebp = (width = 16, height = 12) => solid(width, height).webp().toBuffer();

/** A JPEG stored sideways (EXIF orientation 6: shown rotated 90°) with GPS coordinates in its EXIF. */
export const makeJpegWithGps = (width = 40, height = 20) =>
  solid(width, height)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 8/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '11/1 34/1 0/1' },
    })
    .toBuffer();

/** An animated GIF of three frames. */
export async function makeAnimatedGif(width = 10, height = 8): Promise<Buffer> {
  const frames = await Promise.all(
    [0, 1, 2].map((i) =>
      sharp({ create: { width, height, channels: 4, background: { r: 80 * i, g: 40, b: 200, alpha: 1 } } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif()
    .toBuffer();
}

/** Inserts a bare product row with its default variant (the products module is not needed for image tests); returns its id. */
export async function insertProduct(services: Services): Promise<number> {
  const now = new Date().toISOString();
  const n = crypto.randomBytes(4).toString('hex');
  const row = await services.db
    .insertInto('products')
    .values({
      sku: `IMG-${n}`,
      slug: `image-test-${n}`,
      name: `Image test ${n}`,
      priceCents: 100,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertDefaultVariant(services, row.id, `IMG-${n}`);
  return row.id;
}

/** Every file under DATA_DIR/media, as storage keys. */
export function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'media');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** GET of a served file with its raw bytes (Client.request decodes bodies as text). */
export async function fetchFile(
  app: App,
  url: string,
): Promise<{ status: number; headers: Record<string, unknown>; data: Buffer }> {
  const res = await send('GET', new URL(url, baseUrlOf(app)), {});
  return { status: res.status, headers: res.headers, data: res.data };
}
