import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { adminSession, adminWithRole } from '../helpers/client.js';
import { insertProduct, makePng, uploadImage } from '../helpers/media.js';

test("after upload: an image's alt text changed, the images reordered (persisted), bad input 400, other products' images 404", async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const productId = await insertProduct(ctx.services);
  const other = await insertProduct(ctx.services);
  const url = `/api2/admin/products/${productId}/images`;
  const ids: number[] = [];
  for (const alt of ['front', 'side', 'back']) {
    const r = await uploadImage(admin, url, { data: await makePng(8, 8), alt });
    assert.equal(r.status, 201, r.body);
    ids.push(r.json.id);
  }
  const [front, side, back] = ids as [number, number, number];
  const foreign = (
    await uploadImage(admin, `/api2/admin/products/${other}/images`, { data: await makePng(8, 8), alt: 'other' })
  ).json;

  const alt = await admin.patch(`${url}/${side}`, { alt: 'Side view, handle to the left' });
  assert.equal(alt.status, 200, alt.body);
  assert.equal(alt.json.alt, 'Side view, handle to the left');
  const mediaItem = await ctx.services.db
    .selectFrom('media')
    .select('alt')
    .where('id', '=', alt.json.mediaId)
    .executeTakeFirstOrThrow();
  assert.equal(mediaItem.alt, 'Side view, handle to the left', 'the library item carries it too');

  const reordered = await admin.put(`${url}/order`, { imageIds: [back, front, side] });
  assert.equal(reordered.status, 200, reordered.body);
  assert.deepEqual(
    reordered.json.images.map((i: { id: number }) => i.id),
    [back, front, side],
  );
  const product = (await admin.get(`/api2/admin/products/${productId}`)).json;
  assert.deepEqual(
    product.images.map((i: { id: number; alt: string }) => [i.id, i.alt]),
    [
      [back, 'back'],
      [front, 'front'],
      [side, 'Side view, handle to the left'],
    ],
    'persisted',
  );

  for (const [body, why] of [
    [{ imageIds: [back, front] }, 'one missing'],
    [{ imageIds: [back, front, side, side] }, 'one twice'],
    [{ imageIds: [back, front, foreign.id] }, "another product's image"],
    [{ imageIds: 'all' }, 'not a list'],
  ] as const) {
    const r = await admin.put(`${url}/order`, body);
    assert.equal(r.status, 400, why);
    assert.equal(r.json.code, 'VALIDATION_ERROR', why);
    assert.equal(typeof r.json.error, 'string', why);
  }
  const badAlt = await admin.patch(`${url}/${front}`, { alt: 'x'.repeat(1001) });
  assert.deepEqual([badAlt.status, badAlt.json.code], [400, 'VALIDATION_ERROR']);
  assert.equal((await admin.patch(`${url}/${foreign.id}`, { alt: 'stolen' })).status, 404);
  assert.equal((await admin.put('/api2/admin/products/999999/images/order', { imageIds: [] })).status, 404);
  assert.deepEqual(
    (await admin.get(url)).json.images.map((i: { id: number }) => i.id),
    [back, front, side],
    'refusals changed nothing',
  );

  const viewer = await adminWithRole(ctx.app, 'viewer');
  assert.equal((await viewer.put(`${url}/order`, { imageIds: [front, side, back] })).status, 403);
  assert.equal((await viewer.patch(`${url}/${front}`, { alt: 'no' })).status, 403);
});
