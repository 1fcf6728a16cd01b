import crypto from 'node:crypto';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminSession, adminWithRole, Client } from '../helpers/client.js';
import {
  fetchFile,
  insertProduct,
  makeAnimatedGif,
  makeJpegWithGps,
  makePng,
  makeWebp,
  multipart,
  storedFiles,
  uploadImage,
} from '../helpers/media.js';

const imagesUrl = (productId: number) => `/api2/admin/products/${productId}/images`;
const keyOf = (url: string) => url.replace(/^\/media\//, '');
/** The little-endian EXIF tag of the GPS sub-directory (0x8825). */
const GPS_IFD_TAG = Buffer.from([0x25, 0x88]);

async function setup(
  t: Parameters<typeof buildTestApp>[0],
): Promise<{ ctx: TestApp; admin: Client; productId: number }> {
  const ctx = await buildTestApp(t);
  return { ctx, admin: await adminSession(ctx.app), productId: await insertProduct(ctx.services) };
}

async function mediaCount(ctx: TestApp): Promise<number> {
  const row = await ctx.services.db
    .selectFrom('media')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

test('a real PNG uploads (201), is listed, and is served with its thumbnail', async (t) => {
  const { ctx, admin, productId } = await setup(t);
  const r = await uploadImage(admin, imagesUrl(productId), { data: await makePng(16, 12), alt: 'Front view' });
  assert.equal(r.status, 201, r.body);
  assert.deepEqual(Object.keys(r.json).sort(), [
    'alt',
    'height',
    'id',
    'mediaId',
    'sortOrder',
    'thumbnailUrl',
    'url',
    'width',
  ]);
  assert.equal(r.json.alt, 'Front view');
  assert.equal(r.json.sortOrder, 0);
  assert.equal(r.json.width, 16);
  assert.equal(r.json.height, 12);
  assert.match(r.json.url, /^\/media\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}\.png$/);

  const list = await admin.get(imagesUrl(productId));
  assert.equal(list.status, 200);
  assert.deepEqual(list.json, { images: [r.json] });

  const file = await fetchFile(ctx.app, r.json.url);
  assert.equal(file.status, 200);
  assert.equal(file.headers['content-type'], 'image/png');
  assert.match(String(file.headers['cache-control']), /max-age=31536000.*immutable/);
  assert.equal(file.headers['x-content-type-options'], 'nosniff');
  const meta = await sharp(file.data).metadata();
  assert.deepEqual([meta.format, meta.width, meta.height], ['png', 16, 12]);

  const thumb = await fetchFile(ctx.app, r.json.thumbnailUrl);
  assert.equal(thumb.status, 200);
  assert.equal(thumb.headers['content-type'], 'image/webp');
  assert.equal((await sharp(thumb.data).metadata()).format, 'webp');
  assert.deepEqual(storedFiles(ctx.dataDir), [keyOf(r.json.url), keyOf(r.json.thumbnailUrl)].sort());
});

test('the alt field may follow the file; later images get the next sortOrder', async (t) => {
  const { admin, productId } = await setup(t);
  const first = await uploadImage(admin, imagesUrl(productId), {
    data: await makePng(),
    alt: 'First',
    fieldsLast: true,
  });
  const second = await uploadImage(admin, imagesUrl(productId), { data: await makePng(), fieldsLast: true });
  assert.equal(first.status, 201, first.body);
  assert.equal(first.json.alt, 'First');
  assert.equal(second.json.alt, '');
  assert.equal(second.json.sortOrder, 1);
  const list = await admin.get(imagesUrl(productId));
  assert.deepEqual(
    list.json.images.map((i: { id: number }) => i.id),
    [first.json.id, second.json.id],
  );
});

test('the format comes from the bytes: a PNG named .jpg and sent as image/jpeg is stored as a PNG', async (t) => {
  const { ctx, admin, productId } = await setup(t);
  const r = await uploadImage(admin, imagesUrl(productId), {
    data: await makePng(),
    filename: 'holiday.jpg',
    contentType: 'image/jpeg',
  });
  assert.equal(r.status, 201, r.body);
  assert.match(r.json.url, /\.png$/);
  const row = await ctx.services.db
    .selectFrom('media')
    .selectAll()
    .where('id', '=', r.json.mediaId)
    .executeTakeFirstOrThrow();
  assert.equal(row.mimeType, 'image/png');
  assert.equal(row.originalName, 'holiday.jpg');
  assert.match(row.fileName, /^[0-9a-f]{32}\.png$/);
  assert.equal((await fetchFile(ctx.app, r.json.url)).headers['content-type'], 'image/png');
});

test('a text file labelled image/png is refused with 400 and leaves no row and no file', async (t) => {
  const { ctx, admin, productId } = await setup(t);
  const r = await uploadImage(admin, imagesUrl(productId), {
    data: Buffer.from('this is plain text, not a picture\n'.repeat(20)),
    contentType: 'image/png',
  });
  assert.equal(r.status, 400);
  assert.equal(r.json.code, 'VALIDATION_ERROR');
  const truncated = await uploadImage(admin, imagesUrl(productId), { data: (await makePng(64, 64)).subarray(0, 80) });
  assert.equal(truncated.status, 400, 'a truncated PNG');
  assert.equal(await mediaCount(ctx), 0);
  assert.deepEqual(storedFiles(ctx.dataDir), []);
  assert.deepEqual((await admin.get(imagesUrl(productId))).json, { images: [] });
});

test('an image above the imageMaxBytes setting is refused with 413 and nothing is stored', async (t) => {
  const { ctx, admin, productId } = await setup(t);
  assert.equal((await admin.put('/api2/admin/settings', { imageMaxBytes: 2048 })).status, 200);
  const noise = await sharp(crypto.randomBytes(64 * 64 * 3), { raw: { width: 64, height: 64, channels: 3 } })
    .png()
    .toBuffer();
  assert.ok(noise.length > 2048);
  const r = await uploadImage(admin, imagesUrl(productId), { data: noise, alt: 'big' });
  assert.equal(r.status, 413);
  assert.equal(r.json.code, 'PAYLOAD_TOO_LARGE');
  assert.equal(r.json.maxBytes, 2048);
  assert.equal(await mediaCount(ctx), 0);
  assert.deepEqual(storedFiles(ctx.dataDir), []);
  assert.equal(
    (await uploadImage(admin, imagesUrl(productId), { data: await makePng(4, 4) })).status,
    201,
    'a small image still fits',
  );
});

test('a format left out of the imageFormats setting is refused with 400; the others still upload', async (t) => {
  const { ctx, admin, productId } = await setup(t);
  assert.equal((await admin.put('/api2/admin/settings', { imageFormats: ['jpeg', 'webp'] })).status, 200);
  const r = await uploadImage(admin, imagesUrl(productId), { data: await makePng() });
  assert.equal(r.status, 400);
  assert.equal(r.json.code, 'VALIDATION_ERROR');
  assert.deepEqual(r.json.allowedFormats, ['jpeg', 'webp']);
  assert.deepEqual(storedFiles(ctx.dataDir), []);
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  );
  assert.equal(
    (await uploadImage(admin, imagesUrl(productId), { data: svg, filename: 'x.png' })).status,
    400,
    'SVG is never an allowed format',
  );
  const webp = await uploadImage(admin, imagesUrl(productId), {
    data: await makeWebp(),
    filename: 'a.webp',
    contentType: 'image/webp',
  });
  assert.equal(webp.status, 201, webp.body);
  assert.match(webp.json.url, /\.webp$/);
});

test('EXIF (GPS included) is stripped, the image is turned upright, and its upright size recorded', async (t) => {
  const { ctx, admin, productId } = await setup(t);
  const jpeg = await makeJpegWithGps(40, 20);
  const before = await sharp(jpeg).metadata();
  assert.ok(before.exif?.includes(GPS_IFD_TAG), 'the test image carries GPS data');
  const r = await uploadImage(admin, imagesUrl(productId), {
    data: jpeg,
    filename: 'photo.jpg',
    contentType: 'image/jpeg',
  });
  assert.equal(r.status, 201, r.body);
  assert.match(r.json.url, /\.jpg$/);
  assert.deepEqual([r.json.width, r.json.height], [20, 40], 'orientation 6 applied');
  const stored = await fetchFile(ctx.app, r.json.url);
  assert.equal(stored.headers['content-type'], 'image/jpeg');
  const after = await sharp(stored.data).metadata();
  assert.equal(after.exif, undefined);
  assert.equal(after.xmp, undefined);
  assert.deepEqual([after.width, after.height, after.orientation], [20, 40, undefined]);
  const row = await ctx.services.db
    .selectFrom('media')
    .selectAll()
    .where('id', '=', r.json.mediaId)
    .executeTakeFirstOrThrow();
  assert.deepEqual([row.width, row.height, row.sizeBytes], [20, 40, stored.data.length]);
});

test('an animated GIF stays an animated GIF with the size of one frame; a large image gets a 320 px thumbnail', async (t) => {
  const { ctx, admin, productId } = await setup(t);
  const gif = await uploadImage(admin, imagesUrl(productId), {
    data: await makeAnimatedGif(10, 8),
    filename: 'a.gif',
    contentType: 'image/gif',
  });
  assert.equal(gif.status, 201, gif.body);
  assert.deepEqual([gif.json.width, gif.json.height], [10, 8]);
  const meta = await sharp((await fetchFile(ctx.app, gif.json.url)).data, { animated: true }).metadata();
  assert.deepEqual([meta.format, meta.pages], ['gif', 3]);

  const big = await uploadImage(admin, imagesUrl(productId), { data: await makePng(800, 400) });
  assert.equal(big.status, 201);
  const thumb = await sharp((await fetchFile(ctx.app, big.json.thumbnailUrl)).data).metadata();
  assert.deepEqual([thumb.width, thumb.height], [320, 160]);
});

test('DELETE removes the image, its media row and its files; 404 for an image of another product', async (t) => {
  const { ctx, admin, productId } = await setup(t);
  const other = await insertProduct(ctx.services);
  const keep = await uploadImage(admin, imagesUrl(other), { data: await makePng() });
  const r = await uploadImage(admin, imagesUrl(productId), { data: await makePng() });
  assert.equal((await admin.delete(`${imagesUrl(other)}/${r.json.id}`)).status, 404, 'not that product’s image');

  const del = await admin.delete(`${imagesUrl(productId)}/${r.json.id}`);
  assert.equal(del.status, 200);
  assert.deepEqual(del.json, { success: true });
  assert.deepEqual((await admin.get(imagesUrl(productId))).json, { images: [] });
  assert.equal(
    await ctx.services.db.selectFrom('media').select('id').where('id', '=', r.json.mediaId).executeTakeFirst(),
    undefined,
  );
  assert.equal((await fetchFile(ctx.app, r.json.url)).status, 404);
  assert.deepEqual(storedFiles(ctx.dataDir), [keyOf(keep.json.url), keyOf(keep.json.thumbnailUrl)].sort());
  assert.equal((await admin.delete(`${imagesUrl(productId)}/${r.json.id}`)).json.code, 'NOT_FOUND', 'a second delete');
});

test('unknown products: 404 for list and upload, nothing stored; a deleted product takes its image links along', async (t) => {
  const { ctx, admin, productId } = await setup(t);
  assert.equal((await admin.get(imagesUrl(999999))).status, 404);
  const up = await uploadImage(admin, imagesUrl(999999), { data: await makePng() });
  assert.equal(up.status, 404);
  assert.equal(up.json.code, 'NOT_FOUND');
  assert.deepEqual(storedFiles(ctx.dataDir), []);

  assert.equal((await uploadImage(admin, imagesUrl(productId), { data: await makePng() })).status, 201);
  await ctx.services.db.deleteFrom('products').where('id', '=', productId).execute();
  assert.equal((await admin.get(imagesUrl(productId))).status, 404);
  assert.equal(
    (await ctx.services.db.selectFrom('productImages').select('id').where('productId', '=', productId).execute())
      .length,
    0,
  );
});

test('bad requests: no file field 400, a JSON body 415, a second file 413, an over-long alt 400', async (t) => {
  const { ctx, admin, productId } = await setup(t);
  const onlyAlt = multipart([{ name: 'alt', value: 'x' }]);
  const r1 = await admin.request('POST', imagesUrl(productId), {
    body: onlyAlt.body,
    headers: { 'content-type': onlyAlt.contentType },
  });
  assert.equal(r1.status, 400);
  assert.equal(r1.json.code, 'VALIDATION_ERROR');
  const r2 = await admin.post(imagesUrl(productId), { file: 'x' });
  assert.equal(r2.status, 415);
  assert.equal(r2.json.code, 'UNSUPPORTED_MEDIA_TYPE');
  const png = await makePng();
  const two = multipart([
    { name: 'file', filename: 'a.png', data: png },
    { name: 'file', filename: 'b.png', data: png },
  ]);
  const r3 = await admin.request('POST', imagesUrl(productId), {
    body: two.body,
    headers: { 'content-type': two.contentType },
  });
  assert.equal(r3.status, 413);
  const r4 = await uploadImage(admin, imagesUrl(productId), { data: png, alt: 'a'.repeat(1001) });
  assert.equal(r4.status, 400);
  assert.equal(await mediaCount(ctx), 0);
  assert.deepEqual(storedFiles(ctx.dataDir), []);
});

test('RBAC and CSRF: a viewer reads but cannot upload (403), support cannot read, an upload needs the CSRF token', async (t) => {
  const { ctx, admin, productId } = await setup(t);
  const png = await makePng();
  const viewer = await adminWithRole(ctx.app, 'viewer');
  assert.equal((await viewer.get(imagesUrl(productId))).status, 200);
  const v = await uploadImage(viewer, imagesUrl(productId), { data: png });
  assert.equal(v.status, 403);
  assert.equal(v.json.code, 'FORBIDDEN');
  const support = await adminWithRole(ctx.app, 'support');
  assert.equal((await support.get(imagesUrl(productId))).json.code, 'FORBIDDEN');
  const editor = await adminWithRole(ctx.app, 'editor');
  assert.equal((await uploadImage(editor, imagesUrl(productId), { data: png })).status, 201);

  const noToken = await uploadImage(admin, imagesUrl(productId), { data: png, csrf: false });
  assert.equal(noToken.status, 403);
  assert.equal(noToken.json.code, 'CSRF_INVALID');
  assert.equal((await new Client(ctx.app).get(imagesUrl(productId))).status, 401);
  assert.equal(await mediaCount(ctx), 1);
});

test('the file route serves only image files under the media directory', async (t) => {
  const { ctx, admin, productId } = await setup(t);
  const r = await uploadImage(admin, imagesUrl(productId), { data: await makePng() });
  assert.equal((await fetchFile(ctx.app, r.json.url)).status, 200);
  const head = await new Client(ctx.app).request('HEAD', r.json.url);
  assert.equal(head.status, 200);
  assert.equal(head.headers['content-type'], 'image/png');
  for (const url of [
    '/media/uploads/00/missing.png',
    '/media/../shop.db',
    '/media/..%2fshop.db',
    '/media/%2e%2e/app-secret',
    '/media/uploads/.hidden.png',
    '/media/shop.db',
    `${r.json.url}/x.png`,
    r.json.url.replace(/\.png$/, '.txt'),
  ]) {
    const res = await fetchFile(ctx.app, url);
    assert.equal(res.status, 404, url);
    assert.ok(!res.data.includes('SQLite format'), url);
  }
});
