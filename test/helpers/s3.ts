// A real S3-compatible server on loopback for the tests (s3rver from npm: docs/decisions.md, "Media in object storage"),
// its objects kept in a temp directory, and the environment that points the service at its bucket.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { App } from '../../src/http/common/types.js';
import { createS3Storage } from '../../src/modules/media/s3-storage.js';
import type { MediaStorage, StoredObject } from '../../src/modules/media/media-storage.js';
import { registerBaseUrl } from './app.js';

type After = { after(fn: () => unknown): void };

// s3rver's one account; the SDK reads them from the standard variables, in the test process as in the service's.
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
process.env.AWS_ACCESS_KEY_ID ??= CREDENTIALS.AWS_ACCESS_KEY_ID;
process.env.AWS_SECRET_ACCESS_KEY ??= CREDENTIALS.AWS_SECRET_ACCESS_KEY;

export interface TestBucket {
  bucket: string;
  endpoint: string;
  /** MEDIA_STORAGE=s3 and the bucket's settings, credentials included (for child processes). */
  env: Record<string, string>;
  /** The bucket through the service's own S3 storage (a client of the test's). */
  storage: MediaStorage;
  /** Every object in the bucket. */
  objects(): Promise<StoredObject[]>;
  /** Stops answering (connections are refused) until start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** Starts an S3 server with one empty bucket on a free loopback port; stopped and removed after the test. */
export async function startS3Server(t: After): Promise<TestBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-s3-'));
  const bucket = 'shop-media';
  let port = 0;
  let server: S3rver | null = null;
  const start = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    ({ port } = await server.run());
  };
  const stop = async () => {
    await server?.close();
    server = null;
  };
  await start();
  t.after(async () => {
    await stop();
    fs.rmSync(directory, { recursive: true, force: true });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const storage = createS3Storage({ bucket, region: 'us-east-1', endpoint, forcePathStyle: true });
  return {
    bucket,
    endpoint,
    env: {
      MEDIA_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      ...CREDENTIALS,
    },
    storage,
    async objects() {
      const all: StoredObject[] = [];
      for await (const o of storage.list('')) all.push(o);
      return all;
    },
    stop,
    start,
  };
}

/** An App-like handle on a server another process runs, for the HTTP clients of test/helpers/client.ts. */
export function remoteApp(port: number): App {
  const app = {} as App;
  registerBaseUrl(app, `http://127.0.0.1:${port}`);
  return app;
}
