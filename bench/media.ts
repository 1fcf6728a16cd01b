// npm run bench:media -- [--uploads 200] [--gets 3000] [--concurrency 8] [--s3-port 9500]
// Image uploads and GET /media/<key> with the images on the local disk and in an S3 bucket: for each storage, serves a
// fresh SQLite shop with `node dist/main.js` (MEDIA_STORAGE=local, then s3 against s3rver on loopback), uploads
// --uploads JPEGs (1200×900, about 100 KB) into the media library, --concurrency at a time, then fetches the stored
// images --gets times. Prints uploads/s and GETs/s with their p50/p99, and the same GETs made straight to the bucket
// through the SDK (what the service adds to the bucket's own time). The bucket is s3rver (files on the same disk
// behind an HTTP server): what the figures compare is the service's path through the SDK, not a real S3's latency.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import S3rver from 's3rver';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { percentile } from './percentile.js';

const { values } = parseArgs({
  options: {
    uploads: { type: 'string', default: '200' },
    gets: { type: 'string', default: '3000' },
    concurrency: { type: 'string', default: '8' },
    's3-port': { type: 'string', default: '9500' },
  },
});
const uploads = Number(values.uploads);
const gets = Number(values.gets);
const concurrency = Number(values.concurrency);
const root = path.resolve(import.meta.dirname, '..');
const ADMIN = { email: 'bench@example.com', password: 'Bench-Password-123' };

const bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-s3-'));
const s3 = new S3rver({
  address: '127.0.0.1',
  port: Number(values['s3-port']),
  silent: true,
  directory: bucketDir,
  configureBuckets: [{ name: 'shop-media', configs: [] }],
});
const { port: s3Port } = await s3.run();
const S3_ENV = {
  MEDIA_STORAGE: 's3',
  S3_BUCKET: 'shop-media',
  S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  S3_FORCE_PATH_STYLE: 'true',
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
};

// Noise, so the encoder has real work and the files a realistic size.
const { data: noise, info } = await sharp({
  create: {
    width: 1200,
    height: 900,
    channels: 3,
    background: '#808080',
    noise: { type: 'gaussian', mean: 128, sigma: 40 },
  },
})
  .raw()
  .toBuffer({ resolveWithObject: true });
const jpeg = await sharp(noise, { raw: info }).blur(2).jpeg({ quality: 80 }).toBuffer();

function multipart(data: Buffer): { body: Buffer; type: string } {
  const boundary = `----bench${crypto.randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

async function pool(total: number, work: (i: number) => Promise<void>): Promise<number[]> {
  const ms: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const started = performance.now();
        await work(i);
        ms.push(performance.now() - started);
      }
    }),
  );
  return ms.sort((a, b) => a - b);
}

async function measure(storage: string, extraEnv: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-media-'));
  const port = 38_000 + Math.floor(Math.random() * 1000);
  const base = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: os.tmpdir(),
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    COOKIE_SECURE: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...extraEnv,
  };
  const server = spawn(process.execPath, ['dist/main.js'], { cwd: root, env, stdio: 'ignore' });
  try {
    for (
      let i = 0;
      !(await fetch(`${base}/healthz`).then(
        () => true,
        () => false,
      ));
      i++
    ) {
      if (i > 600) throw new Error('the server never answered');
      await sleep(100);
    }
    const login = await fetch(`${base}/api2/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { csrfToken } = (await (await fetch(`${base}/api2/admin/me`, { headers: { cookie } })).json()) as {
      csrfToken: string;
    };

    const urls: string[] = [];
    const started = performance.now();
    const uploadMs = await pool(uploads, async () => {
      const { body, type } = multipart(jpeg);
      const r = await fetch(`${base}/api2/admin/media`, {
        method: 'POST',
        headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': type },
        body,
      });
      if (r.status !== 201) throw new Error(`upload answered ${r.status}: ${await r.text()}`);
      urls.push(((await r.json()) as { url: string }).url);
    });
    const uploadSeconds = (performance.now() - started) / 1000;

    let bytes = 0;
    const getStarted = performance.now();
    const getMs = await pool(gets, async (i) => {
      const r = await fetch(`${base}${urls[i % urls.length]}`);
      if (r.status !== 200) throw new Error(`GET answered ${r.status}`);
      bytes += (await r.arrayBuffer()).byteLength;
    });
    const getSeconds = (performance.now() - getStarted) / 1000;
    const f = (n: number) => n.toFixed(1);
    console.log(
      `${storage.padEnd(6)} uploads: ${f(uploads / uploadSeconds)}/s (p50 ${f(percentile(uploadMs, 50))} ms, p99 ${f(percentile(uploadMs, 99))} ms)` +
        `  GET /media: ${f(gets / getSeconds)}/s, ${f(bytes / getSeconds / 1024 / 1024)} MB/s (p50 ${f(percentile(getMs, 50))} ms, p99 ${f(percentile(getMs, 99))} ms)`,
    );
  } finally {
    server.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `${uploads} uploads of a ${(jpeg.length / 1024).toFixed(0)} KB JPEG (${info.width}×${info.height}), ${gets} GETs, ${concurrency} at a time, Node ${process.version}, ${os.cpus().length} cores`,
);
/** GetObject of the bucket's images from this process: the bucket's own time, without the service. */
async function bucketAlone() {
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: S3_ENV.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const keys = (
    (await client.send(new ListObjectsV2Command({ Bucket: 'shop-media', Prefix: 'uploads/' }))).Contents ?? []
  )
    .map((o) => o.Key!)
    .filter((k) => !k.endsWith('-thumb.webp'));
  const started = performance.now();
  const ms = await pool(gets, async (i) => {
    const answer = await client.send(new GetObjectCommand({ Bucket: 'shop-media', Key: keys[i % keys.length] }));
    await answer.Body!.transformToByteArray();
  });
  const f = (n: number) => n.toFixed(1);
  console.log(
    `bucket GetObject from the SDK alone: ${f(gets / ((performance.now() - started) / 1000))}/s (p50 ${f(percentile(ms, 50))} ms, p99 ${f(percentile(ms, 99))} ms)`,
  );
  client.destroy();
}

try {
  await measure('local', {});
  await measure('s3', S3_ENV);
  await bucketAlone();
} finally {
  await s3.close();
  fs.rmSync(bucketDir, { recursive: true, force: true });
}
