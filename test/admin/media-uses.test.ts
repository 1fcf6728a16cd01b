import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { adminSession, adminWithRole } from '../helpers/client.js';
import { insertProduct, makePng, uploadImage } from '../helpers/media.js';

test('where a media item is used: the products showing it, the posts and pages naming its file; 404 and 400 otherwise', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const productId = await insertProduct(ctx.services);
  const productImage = (
    await uploadImage(admin, `/api2/admin/products/${productId}/images`, { data: await makePng(8, 8), alt: 'mug' })
  ).json;
  const loose = (await uploadImage(admin, '/api2/admin/media', { data: await makePng(8, 8) })).json;
  const unused = (await uploadImage(admin, '/api2/admin/media', { data: await makePng(8, 8) })).json;

  const post = await admin.post('/api2/admin/blog', { title: 'Spring mugs', body: `Look: ![a mug](${loose.url})` });
  assert.equal(post.status, 201, post.body);
  const page = await admin.post('/api2/admin/pages', {
    title: 'About us',
    sections: [{ type: 'image', content: { src: `https://cdn.example${loose.thumbnailUrl ?? loose.url}` } }],
  });
  assert.equal(page.status, 201, page.body);
  await admin.post('/api2/admin/blog', { title: 'Unrelated', body: 'No pictures here' });

  const uses = async (id: number) => {
    const r = await admin.get(`/api2/admin/media/${id}/uses`);
    assert.equal(r.status, 200, r.body);
    return r.json;
  };
  assert.deepEqual(await uses(productImage.mediaId), {
    products: [{ id: productId, name: (await admin.get(`/api2/admin/products/${productId}`)).json.name }],
    posts: [],
    pages: [],
  });
  assert.deepEqual(await uses(loose.id), {
    products: [],
    posts: [{ id: post.json.id, title: 'Spring mugs' }],
    pages: [{ id: page.json.id, title: 'About us' }],
  });
  assert.deepEqual(await uses(unused.id), { products: [], posts: [], pages: [] });

  assert.equal((await admin.get('/api2/admin/media/999999/uses')).status, 404);
  const bad = await admin.get('/api2/admin/media/abc/uses');
  assert.deepEqual([bad.status, bad.json.code], [400, 'VALIDATION_ERROR']);
  assert.equal((await (await adminWithRole(ctx.app, 'viewer')).get(`/api2/admin/media/${loose.id}/uses`)).status, 200);
});
