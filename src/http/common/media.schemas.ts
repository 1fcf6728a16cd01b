import { Type } from 'typebox';
import { ALT_MAX, TITLE_MAX } from '../../modules/media/media.service.js';
import { Id, IsoDateTime, Nullable } from './schemas.js';

/** A file of the media library; the admin and the platform surfaces show it the same way. */
export const MediaItem = Type.Object({
  id: Type.Integer(),
  fileName: Type.String(),
  originalName: Type.String(),
  url: Type.String(),
  thumbnailUrl: Nullable(Type.String()),
  mimeType: Type.String(),
  sizeBytes: Type.Integer(),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  alt: Type.String(),
  title: Type.String(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});

export const MediaPatch = Type.Object({
  alt: Type.Optional(Type.String({ maxLength: ALT_MAX })),
  title: Type.Optional(Type.String({ maxLength: TITLE_MAX })),
});

/** An image of a product (id is the image's, mediaId its library item's). */
export const ProductImage = Type.Object({
  id: Type.Integer(),
  mediaId: Type.Integer(),
  url: Type.String(),
  thumbnailUrl: Nullable(Type.String()),
  alt: Type.String(),
  sortOrder: Type.Integer(),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
});

export const ProductImageParams = Type.Object({ id: Id, imageId: Id });
