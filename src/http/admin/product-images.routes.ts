import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { IdParams, Success } from '../common/schemas.js';
import { ProductImage, ProductImageParams } from '../common/media.schemas.js';
import { acceptImageUploads, readImageUpload } from '../common/image-upload.js';

export default async function productImagesRoutes(app: App) {
  const { media } = app.services;
  const tags = ['admin: products'];
  await acceptImageUploads(app);

  app.get('/products/:id/images', {
    config: { permission: 'products.read' },
    schema: { tags, summary: "The product's images in display order", params: IdParams, response: { 200: Type.Object({ images: Type.Array(ProductImage) }) } },
  }, async (request) => ({ images: await media.productImages(request.params.id) }));

  app.post('/products/:id/images', {
    config: { permission: 'products.write' },
    schema: {
      tags,
      summary: 'Uploads an image (multipart: file, alt) and appends it; the format is read from the bytes and must be allowed by the settings',
      params: IdParams,
      response: { 201: ProductImage },
    },
  }, async (request, reply) => {
    const upload = await readImageUpload(request, await media.maxUploadBytes());
    return reply.status(201).send(await media.addProductImage(request.params.id, upload));
  });

  app.delete('/products/:id/images/:imageId', {
    config: { permission: 'products.write' },
    schema: { tags, summary: 'Removes the image with its files; 404 unless it is an image of that product', params: ProductImageParams, response: { 200: Success } },
  }, async (request) => {
    await media.removeProductImage(request.params.id, request.params.imageId);
    return { success: true };
  });
}
