// GET /media/<key> from the local disk (MEDIA_STORAGE=local, the default): the same ETag, 304 and Range answers as
// from a bucket (test/media/s3-media.test.ts); and the start refused when the media configuration is wrong.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, baseUrlOf } from '../helpers/app.js';
import { adminSession, send } from '../helpers/client.js';
import { makePng, uploadImage } from '../helpers/media.js';
import { processEnv, run } from '../helpers/commands.js';
import { sqliteRunOnly } from '../helpers/engines.js';

test('local media: ETag and 304, one byte range (206), a suffix range, 416 beyond the end, several ranges get the whole file', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const item = await uploadImage(admin, '/api2/admin/media', { data: await makePng(64, 48) });
  assert.equal(item.status, 201, item.body);
  const url = new URL(item.json.url, baseUrlOf(ctx.app));

  const whole = await send('GET', url, {});
  assert.equal(whole.status, 200);
  assert.equal(whole.data.length, item.json.sizeBytes);
  assert.equal(whole.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(whole.headers['accept-ranges'], 'bytes');
  const etag = String(whole.headers.etag);
  assert.match(etag, /^"[0-9a-f]+-[0-9a-f]+"$/);
  const cached = await send('GET', url, { 'if-none-match': `"other", ${etag}` });
  assert.equal(cached.status, 304);
  assert.equal(cached.headers.etag, etag);
  assert.equal((await send('GET', url, { 'if-none-match': '"other"' })).status, 200);

  const part = await send('GET', url, { range: 'bytes=8-15' });
  assert.equal(part.status, 206);
  assert.equal(part.headers['content-range'], `bytes 8-15/${whole.data.length}`);
  assert.equal(part.headers['content-length'], '8');
  assert.deepEqual(part.data, whole.data.subarray(8, 16));
  const tail = await send('GET', url, { range: 'bytes=-4' });
  assert.equal(tail.status, 206);
  assert.deepEqual(tail.data, whole.data.subarray(whole.data.length - 4));
  const beyond = await send('GET', url, { range: `bytes=${whole.data.length}-` });
  assert.equal(beyond.status, 416);
  assert.equal(beyond.headers['content-range'], `bytes */${whole.data.length}`);
  const several = await send('GET', url, { range: 'bytes=0-1,10-11' });
  assert.equal(several.status, 200);
  assert.deepEqual(several.data, whole.data);
});

test('a wrong media configuration stops the start with one line naming the variable', sqliteRunOnly, async (t) => {
  for (const [env, message] of [
    [{ MEDIA_STORAGE: 'disk' }, /MEDIA_STORAGE must be local or s3, got "disk"/],
    [{ MEDIA_STORAGE: 's3' }, /MEDIA_STORAGE=s3 needs S3_BUCKET/],
    [{ MEDIA_STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be an http\(s\) URL/],
    [{ MEDIA_PUBLIC_URL: 'cdn.example.com' }, /MEDIA_PUBLIC_URL must be a URL/],
    [{ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'maybe' }, /S3_FORCE_PATH_STYLE must be true or false/],
  ] as const) {
    const where = await processEnv(t, env);
    const server = run(t, process.execPath, ['dist/main.js'], where);
    const { code } = await server.exited;
    assert.equal(code, 1, server.output());
    assert.match(server.output(), new RegExp(`Invalid configuration: ${message.source}`));
  }
});
