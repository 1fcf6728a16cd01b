import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prefetchFile } from './sqlite-prefetch.js';

test('prefetch reads a whole file in either direction, and nothing once aborted', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prefetch-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'shop.db');
  // Two whole chunks and a part of one: the backward read's last request is the short one at the file's start.
  const size = 2 * 4 * 1024 * 1024 + 12_345;
  fs.writeFileSync(file, Buffer.alloc(size, 7));
  assert.equal(await prefetchFile(file, 'forward', new AbortController().signal), size);
  assert.equal(await prefetchFile(file, 'backward', new AbortController().signal), size);
  assert.equal(await prefetchFile(file, 'backward', AbortSignal.abort()), 0);
  await assert.rejects(prefetchFile(path.join(dir, 'missing.db'), 'forward', new AbortController().signal), {
    code: 'ENOENT',
  });
});
