// Issue 9 item 7: a malformed multipart body on the upload routes is 400 {error, code}, not 500.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { adminSession } from '../helpers/client.js';
import { insertProduct, makePng, multipart, storedFiles } from '../helpers/media.js';
import { assertError } from './shape.js';

test('uploads with no, an overlong or no closing boundary, or a truncated part are 400 and store nothing', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const productId = await insertProduct(ctx.services);
  const good = multipart([
    { name: 'alt', value: 'a' },
    { name: 'file', filename: 'a.png', contentType: 'image/png', data: await makePng() },
  ]);
  const boundary = /boundary=(.*)$/.exec(good.contentType)![1]!;
  const unterminated = good.body.subarray(0, good.body.length - `--${boundary}--\r\n`.length);
  const long = 'b'.repeat(5000);
  const cases: [string, string, Buffer][] = [
    ['no closing boundary', good.contentType, unterminated],
    ['truncated in the file part', good.contentType, good.body.subarray(0, good.body.length - 60)],
    ['no boundary parameter', 'multipart/form-data', good.body],
    ['an empty boundary parameter', 'multipart/form-data; boundary=', good.body],
    [
      'a 5,000-character boundary',
      `multipart/form-data; boundary=${long}`,
      Buffer.from(`--${long}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nxyz`),
    ],
    ['a boundary the body does not use', 'multipart/form-data; boundary=other', good.body],
    ['an empty body', good.contentType, Buffer.alloc(0)],
  ];
  for (const url of ['/api2/admin/media', `/api2/admin/products/${productId}/images`]) {
    for (const [what, contentType, body] of cases) {
      const r = await admin.request('POST', url, { body, headers: { 'content-type': contentType } });
      assertError(r, 400, 'coded', 'VALIDATION_ERROR', `${url}: ${what}`);
    }
  }
  assert.deepEqual(storedFiles(ctx.dataDir), [], 'no file was written');
  const ok = await admin.request('POST', '/api2/admin/media', {
    body: good.body,
    headers: { 'content-type': good.contentType },
  });
  assert.equal(ok.status, 201, `a well-formed upload still works: ${ok.body}`);
});
