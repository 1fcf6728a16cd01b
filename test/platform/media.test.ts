import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminSession, adminWithRole, platformClient, type Client } from '../helpers/client.js';
import { fetchFile, insertProduct, makePng, makeWebp, storedFiles, uploadImage } from '../helpers/media.js';

const ITEM_FIELDS = [
  'alt',
  'createdAt',
  'fileName',
  'height',
  'id',
  'mimeType',
  'originalName',
  'sizeBytes',
  'thumbnailUrl',
  'title',
  'updatedAt',
  'url',
  'width',
];
const keyOf = (url: string) => url.replace(/^\/media\//, '');

interface Library {
  ctx: TestApp;
  admin: Client;
  platform: Client;
  /** Uploaded by the admin: a PNG with alt and title, a PNG with neither, a WebP with only an alt. */
  items: { complete: any; bare: any; webp: any };
}

async function library(t: Parameters<typeof buildTestApp>[0]): Promise<Library> {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const up = async (opts: Parameters<typeof uploadImage>[2]) => {
    const r = await uploadImage(admin, '/api2/admin/media', opts);
    assert.equal(r.status, 201, r.body);
    return r.json;
  };
  const complete = await up({
    data: await makePng(),
    filename: 'summer-banner.png',
    alt: 'Beach at noon',
    title: 'Summer banner',
  });
  const bare = await up({ data: await makePng(), filename: 'logo.png' });
  const webp = await up({ data: await makeWebp(), filename: 'Hero Shot.webp', contentType: 'image/webp', alt: 'Hero' });
  return { ctx, admin, platform: await platformClient(ctx.app), items: { complete, bare, webp } };
}

const ids = (r: { json: { data: { id: number }[] } }) => r.json.data.map((m) => m.id);

test('admin upload into the library answers 201 with the media item', async (t) => {
  const { ctx, items } = await library(t);
  const m = items.complete;
  assert.deepEqual(Object.keys(m).sort(), ITEM_FIELDS);
  assert.equal(m.originalName, 'summer-banner.png');
  assert.match(m.fileName, /^[0-9a-f]{32}\.png$/);
  assert.equal(m.url, `/media/uploads/${m.fileName.slice(0, 2)}/${m.fileName}`);
  assert.deepEqual(
    [m.mimeType, m.width, m.height, m.alt, m.title],
    ['image/png', 16, 12, 'Beach at noon', 'Summer banner'],
  );
  assert.equal((await fetchFile(ctx.app, m.url)).data.length, m.sizeBytes);
  assert.equal(items.webp.mimeType, 'image/webp');
});

test('platform GET /media: envelope, newest first, search on stored and original names, mime_type, needs_metadata', async (t) => {
  const { platform, items } = await library(t);
  const all = await platform.get('/api2/v1/media');
  assert.equal(all.status, 200);
  assert.deepEqual(all.json.meta, { page: 1, per_page: 50, total: 3, total_estimated: false, total_pages: 1 });
  assert.deepEqual(ids(all), [items.webp.id, items.bare.id, items.complete.id]);
  assert.deepEqual(all.json.data[2], items.complete);

  assert.deepEqual(ids(await platform.get('/api2/v1/media', { query: { search: 'BANNER' } })), [items.complete.id]);
  assert.deepEqual(ids(await platform.get('/api2/v1/media', { query: { search: 'hero shot' } })), [items.webp.id]);
  assert.deepEqual(ids(await platform.get('/api2/v1/media', { query: { search: items.bare.fileName.slice(0, 12) } })), [
    items.bare.id,
  ]);
  assert.deepEqual(ids(await platform.get('/api2/v1/media', { query: { search: '%' } })), []);
  assert.deepEqual(ids(await platform.get('/api2/v1/media', { query: { mime_type: 'image/webp' } })), [items.webp.id]);
  assert.deepEqual(ids(await platform.get('/api2/v1/media', { query: { needs_metadata: true } })), [
    items.webp.id,
    items.bare.id,
  ]);
  assert.deepEqual(ids(await platform.get('/api2/v1/media', { query: { needs_metadata: false } })), [
    items.complete.id,
  ]);

  const paged = await platform.get('/api2/v1/media', { query: { page: 2, per_page: 2 } });
  assert.deepEqual(paged.json.meta, { page: 2, per_page: 2, total: 3, total_estimated: false, total_pages: 2 });
  assert.deepEqual(ids(paged), [items.complete.id]);
  assert.equal((await platform.get('/api2/v1/media', { query: { needs_metadata: 'maybe' } })).status, 400);
});

test('platform PUT /media/:id sets alt and title (fields sent only); 404 unknown; a read key may not write', async (t) => {
  const { ctx, platform, items } = await library(t);
  const r = await platform.put(`/api2/v1/media/${items.bare.id}`, { alt: '  Shop logo ' });
  assert.equal(r.status, 200);
  assert.equal(r.json.alt, 'Shop logo');
  assert.equal(r.json.title, '');
  const r2 = await platform.put(`/api2/v1/media/${items.bare.id}`, { title: 'Logo' });
  assert.deepEqual([r2.json.alt, r2.json.title], ['Shop logo', 'Logo']);
  assert.deepEqual(Object.keys(r2.json).sort(), ITEM_FIELDS);
  assert.deepEqual(ids(await platform.get('/api2/v1/media', { query: { needs_metadata: true } })), [items.webp.id]);

  assert.equal((await platform.put('/api2/v1/media/999999', { alt: 'x' })).status, 404);
  assert.equal((await platform.put(`/api2/v1/media/${items.bare.id}`, { alt: 'a'.repeat(1001) })).status, 400);
  const reader = await platformClient(ctx.app, 'read');
  assert.equal((await reader.get('/api2/v1/media')).status, 200);
  assert.equal((await reader.put(`/api2/v1/media/${items.bare.id}`, { alt: 'x' })).status, 403);
  assert.equal((await reader.delete(`/api2/v1/media/${items.bare.id}`)).status, 403);
});

test('platform DELETE /media/:id removes the files and the row; product images using it take a new alt and go with it', async (t) => {
  const { ctx, admin, platform, items } = await library(t);
  const del = await platform.delete(`/api2/v1/media/${items.bare.id}`);
  assert.equal(del.status, 200);
  assert.deepEqual(del.json, { deleted: true, id: items.bare.id });
  assert.equal((await fetchFile(ctx.app, items.bare.url)).status, 404);
  assert.equal((await fetchFile(ctx.app, items.bare.thumbnailUrl)).status, 404);
  assert.ok(!storedFiles(ctx.dataDir).some((k) => k === keyOf(items.bare.url) || k === keyOf(items.bare.thumbnailUrl)));
  assert.deepEqual(ids(await platform.get('/api2/v1/media')), [items.webp.id, items.complete.id]);
  assert.equal((await platform.delete(`/api2/v1/media/${items.bare.id}`)).status, 404);

  const productId = await insertProduct(ctx.services);
  const image = await uploadImage(admin, `/api2/admin/products/${productId}/images`, {
    data: await makePng(),
    alt: 'On the product',
  });
  assert.equal(image.status, 201);
  const inLibrary = (
    await platform.get('/api2/v1/media', { query: { search: keyOf(image.json.url).split('/').pop()! } })
  ).json.data;
  assert.deepEqual(
    inLibrary.map((m: { id: number; alt: string }) => [m.id, m.alt]),
    [[image.json.mediaId, 'On the product']],
  );
  assert.equal(
    (await platform.put(`/api2/v1/media/${image.json.mediaId}`, { alt: 'Filled in by the platform' })).status,
    200,
  );
  assert.equal(
    (await admin.get(`/api2/admin/products/${productId}/images`)).json.images[0].alt,
    'Filled in by the platform',
    'the product image shows the new alt',
  );
  assert.equal((await platform.delete(`/api2/v1/media/${image.json.mediaId}`)).status, 200);
  assert.deepEqual((await admin.get(`/api2/admin/products/${productId}/images`)).json, { images: [] });
});

test('no upload on the platform; admin library: content.read lists, content.write uploads', async (t) => {
  const { ctx, items } = await library(t);
  const png = await makePng();
  assert.equal((await uploadImage(await platformClient(ctx.app), '/api2/v1/media', { data: png })).status, 404);

  const viewer = await adminWithRole(ctx.app, 'viewer');
  const list = await viewer.get('/api2/admin/media', { query: { needsMetadata: true } });
  assert.equal(list.status, 200);
  assert.deepEqual(
    list.json.media.map((m: { id: number }) => m.id),
    [items.webp.id, items.bare.id],
  );
  assert.deepEqual([list.json.total, list.json.page, list.json.limit, list.json.totalPages], [2, 1, 50, 1]);
  assert.equal((await uploadImage(viewer, '/api2/admin/media', { data: png })).json.code, 'FORBIDDEN');
  const manager = await adminWithRole(ctx.app, 'manager');
  assert.equal((await manager.get('/api2/admin/media')).json.code, 'FORBIDDEN');
  const editor = await adminWithRole(ctx.app, 'editor');
  assert.equal((await uploadImage(editor, '/api2/admin/media', { data: png, csrf: false })).json.code, 'CSRF_INVALID');
  assert.equal((await uploadImage(editor, '/api2/admin/media', { data: png })).status, 201);
});

test('a failing insert removes the files it had written', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  await ctx.services.db.schema.alterTable('media').renameTo('media_away').execute();
  const r = await uploadImage(admin, '/api2/admin/media', { data: await makePng() });
  assert.equal(r.status, 500);
  assert.deepEqual(storedFiles(ctx.dataDir), []);
  await ctx.services.db.schema.alterTable('media_away').renameTo('media').execute();
});
