import sharp, { type Metadata, type Sharp } from 'sharp';
import { invalid } from '../../shared/errors.js';
import { IMAGE_FORMATS, type ImageFormat } from '../settings/settings.service.js';

/** An upload decoded and re-encoded: what gets stored, never the bytes the client sent. */
export interface ProcessedImage {
  format: ImageFormat;
  extension: string;
  mimeType: string;
  data: Buffer;
  width: number;
  height: number;
  /** A webp of at most THUMBNAIL_SIZE px on its longer side. */
  thumbnail: Buffer;
}

export const THUMBNAIL_SIZE = 320;

// libvips decodes lazily but rotation needs the whole image in memory: 100 MP at 4 bytes a pixel is 400 MB.
// The settings' imageMaxPixels may not go above this.
export const MAX_IMAGE_PIXELS = 100_000_000;

// Decodes at a time, whatever the number of uploads arriving together: each may hold imageMaxPixels × 4 bytes.
const DECODE_SLOTS = 2;
let decoding = 0;
const waiting: (() => void)[] = [];

async function inDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (decoding >= DECODE_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else decoding++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, if any.
    const next = waiting.shift();
    if (next) next();
    else decoding--;
  }
}

// Writing without keepMetadata/withMetadata drops EXIF (GPS, camera), XMP, IPTC and comments.
const OUTPUT: Record<ImageFormat, { extension: string; mimeType: string; encode: (image: Sharp) => Sharp }> = {
  jpeg: { extension: 'jpg', mimeType: 'image/jpeg', encode: (i) => i.jpeg({ quality: 85 }) },
  png: { extension: 'png', mimeType: 'image/png', encode: (i) => i.png() },
  webp: { extension: 'webp', mimeType: 'image/webp', encode: (i) => i.webp({ quality: 85 }) },
  gif: { extension: 'gif', mimeType: 'image/gif', encode: (i) => i.gif() },
  avif: { extension: 'avif', mimeType: 'image/avif', encode: (i) => i.avif({ quality: 60 }) },
};

/** The format the bytes are in, whatever the client called them; libvips calls AVIF "heif" with av1 compression. */
function formatOf(meta: Metadata): string {
  if (meta.format === 'heif') return meta.compression === 'av1' ? 'avif' : 'heic';
  return meta.format;
}

const isImageFormat = (f: string): f is ImageFormat => (IMAGE_FORMATS as readonly string[]).includes(f);

/**
 * Proves the upload is an image of an allowed format by decoding it, then re-encodes it in that same
 * format, upright (EXIF orientation applied) and without metadata, and makes its thumbnail.
 * Anything else is a 400. At most DECODE_SLOTS uploads are processed at once; the others wait their turn.
 */
export function processImage(
  input: Buffer,
  allowed: readonly ImageFormat[],
  maxPixels: number,
): Promise<ProcessedImage> {
  return inDecodeSlot(() => decodeAndEncode(input, allowed, maxPixels));
}

async function decodeAndEncode(
  input: Buffer,
  allowed: readonly ImageFormat[],
  maxPixels: number,
): Promise<ProcessedImage> {
  let meta: Metadata;
  try {
    // Reads the header only; limitInputPixels here would call an oversized image "not an image".
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid('The file is not an image');
  }
  const format = formatOf(meta);
  if (!isImageFormat(format) || !allowed.includes(format)) {
    throw invalid(`Image format ${format} is not allowed; allowed: ${allowed.join(', ')}`, {
      allowedFormats: [...allowed],
    });
  }
  // The header tells the size before anything is decoded; an animated image is decoded with all its frames.
  const pages = meta.pages ?? 1;
  if (meta.width * (meta.pageHeight ?? meta.height) * pages > maxPixels) {
    throw invalid(`The image has more than ${maxPixels / 1_000_000} megapixels (all frames together)`, { maxPixels });
  }
  const output = OUTPUT[format];
  try {
    const animated = pages > 1;
    const { data, info } = await output
      .encode(sharp(input, { animated, limitInputPixels: maxPixels }).autoOrient())
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(data)
      .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    // An animated image is one tall strip of frames; its size is that of one frame.
    return {
      format,
      extension: output.extension,
      mimeType: output.mimeType,
      data,
      width: info.width,
      height: info.pageHeight ?? info.height,
      thumbnail,
    };
  } catch {
    throw invalid(`The file could not be decoded as a ${format} image of at most ${maxPixels / 1_000_000} megapixels`);
  }
}
