// Media in an S3-compatible bucket (issue 26): uploads, serving and deletion through real HTTP against a real S3
// server on loopback, and what the service does when the bucket is unreachable.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminSession, platformClient, type Client } from '../helpers/client.js';
import { fetchFile, insertProduct, makePng, storedFiles, uploadImage } from '../helpers/media.js';
import { startS3Server, type TestBucket } from '../helpers/s3.js';
import { send } from '../helpers/client.js';
import { baseUrlOf } from '../helpers/app.js';
import { createMediaCleanup } from '../../src/modules/media/media-cleanup.service.js';

const imagesUrl = (productId: number) => `/api2/admin/products/${productId}/images`;
const keyOf = (url: string) => url.replace(/^\/media\//, '');

async function setup(
  t: Parameters<typeof buildTestApp>[0],
  env: Record<string, string> = {},
): Promise<{ ctx: TestApp; s3: TestBucket; admin: Client; productId: number }> {
  const s3 = await startS3Server(t);
  const ctx = await buildTestApp(t, { env: { ...s3.env, ...env } });
  return { ctx, s3, admin: await adminSession(ctx.app), productId: await insertProduct(ctx.services) };
}

const count = async (ctx: TestApp, table: 'media' | 'productImages' | 'mediaDeletions') =>
  Number(
    (
      await ctx.services.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A cleanup of the app's database and bucket whose clock is `aheadMs` in the future (the queue's delay, the orphans' hour). */
const cleanupAhead = (ctx: TestApp, aheadMs: number) =>
  createMediaCleanup({
    db: ctx.services.db,
    clock: { now: () => new Date(Date.now() + aheadMs) },
    storage: ctx.services.storage,
    log: { warn() {} },
  });

test('S3: a product image goes to the bucket, is served from it with ETag, Range and 304, and leaves it on delete', async (t) => {
  const { ctx, s3, admin, productId } = await setup(t);
  const png = await makePng(40, 30);
  const r = await uploadImage(admin, imagesUrl(productId), { data: png, alt: 'Front' });
  assert.equal(r.status, 201, r.body);
  assert.match(r.json.url, /^\/media\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}\.png$/);
  const keys = [keyOf(r.json.url), keyOf(r.json.thumbnailUrl)].sort();
  assert.deepEqual((await s3.objects()).map((o) => o.key).sort(), keys);
  assert.deepEqual(storedFiles(ctx.dataDir), [], 'nothing on the local disk');

  const file = await fetchFile(ctx.app, r.json.url);
  assert.equal(file.status, 200);
  assert.equal(file.headers['content-type'], 'image/png');
  assert.equal(file.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(file.headers['accept-ranges'], 'bytes');
  const etag = String(file.headers.etag);
  assert.match(etag, /^"[0-9a-f]+"$/);
  const stored = await s3.storage.read(keyOf(r.json.url), {});
  assert.ok(stored.status === 'found');
  const chunks: Buffer[] = [];
  for await (const c of stored.body) chunks.push(c as Buffer);
  assert.deepEqual(file.data, Buffer.concat(chunks), 'the bytes in the bucket are the bytes served');

  const url = new URL(r.json.url, baseUrlOf(ctx.app));
  const part = await send('GET', url, { range: 'bytes=0-9' });
  assert.equal(part.status, 206);
  assert.equal(part.headers['content-range'], `bytes 0-9/${file.data.length}`);
  assert.deepEqual(part.data, file.data.subarray(0, 10));
  const tail = await send('GET', url, { range: 'bytes=-5' });
  assert.equal(tail.status, 206);
  assert.deepEqual(tail.data, file.data.subarray(file.data.length - 5));
  assert.equal((await send('GET', url, { range: `bytes=${file.data.length + 10}-` })).status, 416);
  const again = await send('GET', url, { 'if-none-match': etag });
  assert.equal(again.status, 304);
  assert.equal(again.data.length, 0);
  assert.equal((await fetchFile(ctx.app, '/media/uploads/00/00000000000000000000000000000000.png')).status, 404);

  const del = await admin.delete(`${imagesUrl(productId)}/${r.json.id}`);
  assert.equal(del.status, 200, del.body);
  assert.deepEqual(await s3.objects(), []);
  assert.equal(await count(ctx, 'mediaDeletions'), 0, 'nothing left queued');
  assert.equal((await fetchFile(ctx.app, r.json.url)).status, 404);
});

test('S3: the media library and product deletion; MEDIA_PUBLIC_URL makes the URLs point at the CDN', async (t) => {
  const { ctx, s3, admin, productId } = await setup(t, { MEDIA_PUBLIC_URL: 'https://cdn.example.com/shop/' });
  const item = await uploadImage(admin, '/api2/admin/media', {
    data: await makePng(),
    filename: 'logo.png',
    alt: 'Logo',
  });
  assert.equal(item.status, 201, item.body);
  assert.match(item.json.url, /^https:\/\/cdn\.example\.com\/shop\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}\.png$/);
  const image = await uploadImage(admin, imagesUrl(productId), { data: await makePng() });
  assert.equal(image.status, 201, image.body);
  assert.match(image.json.thumbnailUrl, /^https:\/\/cdn\.example\.com\/shop\/uploads\/.*-thumb\.webp$/);
  assert.equal((await s3.objects()).length, 4);

  const platform = await platformClient(ctx.app);
  const removed = await platform.delete(`/api2/v1/media/${item.json.id}`);
  assert.ok(removed.status === 200 || removed.status === 204, removed.body);
  assert.equal((await s3.objects()).length, 2);
  const product = await admin.delete(`/api2/admin/products/${productId}`);
  assert.equal(product.status, 200, product.body);
  assert.deepEqual(await s3.objects(), [], "a deleted product's image objects go with it");
  assert.equal(await count(ctx, 'mediaDeletions'), 0);
});

test('S3 unreachable during an upload: 503 with Retry-After, no row, and the catalogue still reads', async (t) => {
  const { ctx, s3, admin, productId } = await setup(t);
  const before = await uploadImage(admin, imagesUrl(productId), { data: await makePng() });
  assert.equal(before.status, 201, before.body);
  await s3.stop();
  const r = await uploadImage(admin, imagesUrl(productId), { data: await makePng() });
  assert.equal(r.status, 503, r.body);
  assert.equal(r.json.code, 'SERVICE_UNAVAILABLE');
  assert.equal(r.headers['retry-after'], '30');
  const library = await uploadImage(admin, '/api2/admin/media', { data: await makePng() });
  assert.equal(library.status, 503, library.body);
  assert.equal(await count(ctx, 'media'), 1, 'no row for either failed upload');
  assert.equal(await count(ctx, 'productImages'), 1);

  // The catalogue's JSON does not touch the bucket; only the image bytes do.
  const shop = await admin.get(`/api2/admin/products/${productId}`);
  assert.equal(shop.status, 200, shop.body);
  assert.equal(shop.json.images.length, 1);
  const storefront = await send('GET', new URL(`/api2/store/products/${productId}`, baseUrlOf(ctx.app)), {});
  assert.equal(storefront.status, 200);
  const served = await fetchFile(ctx.app, before.json.url);
  assert.equal(served.status, 503);
  assert.equal(served.headers['retry-after'], '30');

  await s3.start();
  const after = await uploadImage(admin, imagesUrl(productId), { data: await makePng() });
  assert.equal(after.status, 201, after.body);
  assert.equal((await s3.objects()).length, 4, 'the two images and their thumbnails, nothing of the failed uploads');
});

test('S3 unreachable during a delete: the row goes at once, the objects when the bucket is back (retried until done)', async (t) => {
  const { ctx, s3, admin, productId } = await setup(t);
  const r = await uploadImage(admin, imagesUrl(productId), { data: await makePng() });
  assert.equal(r.status, 201, r.body);
  await s3.stop();
  const del = await admin.delete(`${imagesUrl(productId)}/${r.json.id}`);
  assert.equal(del.status, 200, del.body);
  assert.equal(await count(ctx, 'media'), 0);
  assert.equal(await count(ctx, 'mediaDeletions'), 2, 'both objects queued');

  // The background loop's first retry comes a minute after the commit, then backs off while the bucket is down.
  const later = cleanupAhead(ctx, 2 * 60_000);
  assert.equal(await later.retryDeletions(), 0);
  const queued = await ctx.services.db.selectFrom('mediaDeletions').select(['attempts', 'nextAttemptAt']).execute();
  assert.deepEqual(
    queued.map((q) => q.attempts),
    [1, 1],
  );
  assert.ok(
    queued.every((q) => Date.parse(q.nextAttemptAt) > Date.now() + 2 * 60_000),
    'postponed',
  );

  await s3.start();
  assert.equal((await s3.objects()).length, 2, 'still in the bucket');
  assert.equal(await cleanupAhead(ctx, 2 * 60_000).retryDeletions(), 0, 'not due yet');
  assert.equal(await cleanupAhead(ctx, 60 * 60_000).retryDeletions(), 2);
  assert.deepEqual(await s3.objects(), []);
  assert.equal(await count(ctx, 'mediaDeletions'), 0);
});

test('the orphan sweep removes objects under uploads/ with no row once an hour old, and nothing else', async (t) => {
  const { ctx, s3, admin, productId } = await setup(t);
  const kept = await uploadImage(admin, imagesUrl(productId), { data: await makePng() });
  assert.equal(kept.status, 201, kept.body);
  // What an upload whose commit never came leaves behind, and an object outside the shop's prefix.
  await s3.storage.write('uploads/ab/abababababababababababababababab.png', await makePng(), 'image/png');
  await s3.storage.write('other/keep.png', await makePng(), 'image/png');

  assert.equal(await cleanupAhead(ctx, 0).sweepOrphans(), 0, 'a fresh orphan may still be an upload in flight');
  assert.equal(await cleanupAhead(ctx, 61 * 60_000).sweepOrphans(), 1);
  assert.deepEqual(
    (await s3.objects()).map((o) => o.key).sort(),
    ['other/keep.png', keyOf(kept.json.url), keyOf(kept.json.thumbnailUrl)].sort(),
  );
  assert.equal((await fetchFile(ctx.app, kept.json.url)).status, 200);
});
