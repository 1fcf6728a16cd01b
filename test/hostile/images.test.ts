// Issue 9 item 11: the pixels an upload may have are a setting (default 40 megapixels), and images are decoded at
// most two at a time however many uploads arrive together.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { buildTestApp } from '../helpers/app.js';
import { adminSession } from '../helpers/client.js';
import { makePng, storedFiles, uploadImage } from '../helpers/media.js';
import { assertError } from './shape.js';

test('imageMaxPixels: 40 megapixels by default, settable from 1 to 100; a larger image is 400 and stores nothing', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  assert.equal((await admin.get('/api2/admin/settings')).json.imageMaxPixels, 40_000_000);
  for (const imageMaxPixels of [0, 999_999, 100_000_001]) {
    assertError(
      await admin.put('/api2/admin/settings', { imageMaxPixels }),
      400,
      'coded',
      'VALIDATION_ERROR',
      `imageMaxPixels ${imageMaxPixels}`,
    );
  }
  assert.equal((await admin.put('/api2/admin/settings', { imageMaxPixels: 1_000_000 })).status, 200);
  const tooBig = await uploadImage(admin, '/api2/admin/media', { data: await makePng(1001, 1000) });
  assertError(tooBig, 400, 'coded', 'VALIDATION_ERROR', 'an image over the setting');
  assert.match(tooBig.json.error, /1 megapixels/);
  assert.deepEqual(storedFiles(ctx.dataDir), []);
  assert.equal(
    (await uploadImage(admin, '/api2/admin/media', { data: await makePng(1000, 1000) })).status,
    201,
    'exactly at the limit',
  );
  // An animated image is decoded with all its frames: they count together.
  const frames = await Promise.all(
    ['#08f', '#f80'].map((background) =>
      sharp({ create: { width: 800, height: 800, channels: 4, background } })
        .png()
        .toBuffer(),
    ),
  );
  const animated = await sharp(frames, { join: { animated: true } })
    .gif()
    .toBuffer();
  assertError(
    await uploadImage(admin, '/api2/admin/media', { data: animated, filename: 'a.gif' }),
    400,
    'coded',
    'VALIDATION_ERROR',
    'two 0.64 MP frames',
  );
});

test('six large uploads at once are decoded at most two at a time', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const images = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => makePng(2400 + i, 2400)));
  // Images in libvips' hands; sharp counts a finished one down only after its caller has resumed, so the queue
  // (where the next image's header read already waits then) is left out.
  let most = 0;
  const sampler = setInterval(() => {
    most = Math.max(most, sharp.counters().process);
  }, 1);
  try {
    const answers = await Promise.all(images.map((data) => uploadImage(admin, '/api2/admin/media', { data })));
    for (const r of answers) assert.equal(r.status, 201, r.body);
  } finally {
    clearInterval(sampler);
  }
  assert.ok(most >= 1, 'the sampler saw the decoding');
  assert.ok(most <= 2, `${most} images were being decoded at once`);
});
