// npm run media -- migrate --to s3 | verify (issue 26), run as an operator runs them, against a real S3 server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildTestApp } from '../helpers/app.js';
import { adminSession } from '../helpers/client.js';
import { insertProduct, makePng, uploadImage } from '../helpers/media.js';
import { startS3Server } from '../helpers/s3.js';
import { ROOT } from '../helpers/root.js';

// Asynchronous: the S3 server answers from this process's event loop.
async function media(args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  try {
    const r = await promisify(execFile)(process.execPath, ['dist/media.js', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), ...env },
    });
    return { code: 0, output: `${r.stdout}${r.stderr}` };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, output: `${err.stdout}${err.stderr}` };
  }
}

test('media migrate --to s3 copies every local image once (a rerun copies nothing), then verify finds missing and unreferenced objects', async (t) => {
  const s3 = await startS3Server(t);
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const productId = await insertProduct(ctx.services);
  for (let i = 0; i < 3; i++)
    assert.equal(
      (await uploadImage(admin, `/api2/admin/products/${productId}/images`, { data: await makePng(20 + i, 10) }))
        .status,
      201,
    );
  assert.equal((await uploadImage(admin, '/api2/admin/media', { data: await makePng() })).status, 201);
  const rows = await ctx.services.db
    .selectFrom('media')
    .select(['id', 'storageKey', 'thumbnailKey'])
    .orderBy('id')
    .execute();
  const keys = rows.flatMap((r) => [r.storageKey, r.thumbnailKey!]).sort();

  const { MEDIA_STORAGE: _, ...bucket } = s3.env;
  const local = { DATABASE_URL: ctx.config.databaseUrl, DATA_DIR: ctx.dataDir, ...bucket };
  // One object is in the bucket already, as an interrupted earlier run leaves it.
  await s3.storage.write(keys[0]!, fs.readFileSync(path.join(ctx.dataDir, 'media', keys[0]!)), 'image/png');

  const first = await media(['migrate', '--to', 's3'], local);
  assert.equal(first.code, 0, first.output);
  assert.match(first.output, /media migrate: 8 objects, 7 copied, 1 already in the bucket, 0 missing on disk/);
  assert.match(first.output, /set MEDIA_STORAGE=s3/);
  assert.deepEqual((await s3.objects()).map((o) => o.key).sort(), keys);
  for (const key of keys) {
    const stored = await s3.storage.read(key, {});
    assert.ok(stored.status === 'found');
    assert.equal(stored.size, fs.statSync(path.join(ctx.dataDir, 'media', key)).size, key);
    stored.body.destroy();
  }
  const rerun = await media(['migrate', '--to', 's3'], local);
  assert.equal(rerun.code, 0, rerun.output);
  assert.match(rerun.output, /8 objects, 0 copied, 8 already in the bucket/);

  const onS3 = { ...local, MEDIA_STORAGE: 's3' };
  const clean = await media(['verify'], onS3);
  assert.equal(clean.code, 0, clean.output);
  assert.match(clean.output, /media verify \(s3\): 4 rows, 8 objects, 0 missing objects, 0 objects without a row/);

  await s3.storage.remove([rows[1]!.storageKey]);
  await s3.storage.write('uploads/ff/ffffffffffffffffffffffffffffffff.png', await makePng(), 'image/png');
  const broken = await media(['verify'], onS3);
  assert.equal(broken.code, 1, broken.output);
  assert.match(broken.output, new RegExp(`missing object: ${rows[1]!.storageKey} \\(media ${rows[1]!.id}\\)`));
  assert.match(broken.output, /object without a row: uploads\/ff\/ffffffffffffffffffffffffffffffff\.png/);
  assert.match(broken.output, /4 rows, 8 objects, 1 missing objects, 1 objects without a row/);

  // The local files are checked the same way.
  const localCheck = await media(['verify'], { DATABASE_URL: ctx.config.databaseUrl, DATA_DIR: ctx.dataDir });
  assert.equal(localCheck.code, 0, localCheck.output);
  assert.match(localCheck.output, /media verify \(local\): 4 rows, 8 objects, 0 missing/);
  fs.rmSync(path.join(ctx.dataDir, 'media', rows[2]!.thumbnailKey!));
  const gone = await media(['migrate', '--to', 's3'], local);
  assert.equal(gone.code, 1, gone.output);
  assert.match(gone.output, new RegExp(`missing on disk: ${rows[2]!.thumbnailKey}`));
});

test('media: a wrong command line is one line and the usage (exit 2)', async () => {
  const env = { DATA_DIR: os.tmpdir(), DATABASE_URL: 'sqlite::memory:' };
  for (const [args, problem] of [
    [[], /a command is required: migrate or verify/],
    [['copy'], /unknown command "copy"/],
    [['migrate'], /migrate needs --to s3/],
    [['migrate', '--to', 'gcs'], /--to gcs: only s3 is a target/],
    [['migrate', '--to', 's3'], /S3_BUCKET is not set/],
    [['verify', '--bogus'], /Unknown option '--bogus'/],
  ] as const) {
    const r = await media([...args], env);
    assert.equal(r.code, 2, `${args.join(' ')}: ${r.output}`);
    assert.match(r.output, problem);
    assert.match(r.output, /Usage: npm run media -- migrate --to s3/);
  }
  const help = await media(['--help'], env);
  assert.equal(help.code, 0);
  assert.match(help.output, /verify {12}lists the rows/);
});
