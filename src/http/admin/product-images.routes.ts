import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { ErrorBody, Id, IdParams, Success } from '../common/schemas.js';
import { ProductImage, ProductImageParams } from '../common/media.schemas.js';
import { ALT_MAX } from '../../modules/media/media.service.js';
import { acceptImageUploads, readImageUpload } from '../common/image-upload.js';

export default async function productImagesRoutes(app: App) {
  const { media } = app.services;
  const tags = ['admin: products'];
  await acceptImageUploads(app);

  app.get(
    '/products/:id/images',
    {
      config: { permission: 'products.read' },
      schema: {
        tags,
        summary: "The product's images in display order",
        params: IdParams,
        response: { 200: Type.Object({ images: Type.Array(ProductImage) }) },
      },
    },
    async (request) => ({ images: await media.productImages(request.params.id) }),
  );

  app.post(
    '/products/:id/images',
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        summary:
          'Uploads an image (multipart: file, alt) and appends it; the format is read from the bytes and must be allowed by the settings',
        params: IdParams,
        response: { 201: ProductImage },
      },
    },
    async (request, reply) => {
      const upload = await readImageUpload(request, await media.maxUploadBytes());
      return reply.status(201).send(await media.addProductImage(request.params.id, upload));
    },
  );

  app.put(
    '/products/:id/images/order',
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        summary:
          "Puts the product's images in the order given; imageIds must name each of its images once (400 otherwise)",
        params: IdParams,
        body: Type.Object({ imageIds: Type.Array(Id, { maxItems: 1000 }) }),
        response: { 200: Type.Object({ images: Type.Array(ProductImage) }), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => ({ images: await media.reorderProductImages(request.params.id, request.body.imageIds) }),
  );

  app.patch(
    '/products/:id/images/:imageId',
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        summary:
          "Changes an image's alt text (also the alt of its media library item); 404 unless it is an image of that product",
        params: ProductImageParams,
        body: Type.Object({ alt: Type.String({ maxLength: ALT_MAX }) }),
        response: { 200: ProductImage, 400: ErrorBody, 404: ErrorBody },
      },
    },
    (request) => media.updateProductImage(request.params.id, request.params.imageId, request.body),
  );

  app.delete(
    '/products/:id/images/:imageId',
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        summary: 'Removes the image with its files; 404 unless it is an image of that product',
        params: ProductImageParams,
        response: { 200: Success },
      },
    },
    async (request) => {
      await media.removeProductImage(request.params.id, request.params.imageId);
      return { success: true };
    },
  );
}
