import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.js';
import type { MediaStorage } from './media-storage.js';

// One request of DeleteObjects takes at most 1000 keys.
const DELETE_BATCH = 1000;

// A Range header the bucket can answer as one range; anything else is answered with the whole object.
const SINGLE_RANGE = /^bytes=(\d+-\d*|-\d+)$/;

const statusOf = (e: unknown) => (e instanceof S3ServiceException ? e.$metadata.httpStatusCode : undefined);

/** Objects in an S3-compatible bucket through the official SDK; credentials from its default chain (AWS_* variables, profiles, instance roles). */
export function createS3Storage(
  config: S3Config,
  client = createS3Client(config),
): MediaStorage & { client: S3Client } {
  const Bucket = config.bucket;

  return {
    kind: 's3',
    client,

    async write(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },

    async remove(keys) {
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const batch = keys.slice(i, i + DELETE_BATCH);
        const result = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
        );
        // A missing key is not an error in S3; any error listed here is one (access, a throttled key).
        const failed = result.Errors?.[0];
        if (failed) throw new Error(`deleting ${failed.Key} failed: ${failed.Code} ${failed.Message}`);
      }
    },

    async read(key, { range, ifNoneMatch }) {
      try {
        let Range = range && SINGLE_RANGE.test(range.trim()) ? range.trim() : undefined;
        // A suffix range ("the last n bytes") is made an explicit one: not every S3-compatible server reads it right.
        const suffix = Range && /^bytes=-(\d+)$/.exec(Range);
        if (suffix) {
          const size = (await client.send(new HeadObjectCommand({ Bucket, Key: key }))).ContentLength ?? 0;
          if (Number(suffix[1]) === 0) return { status: 'unsatisfiable', size };
          Range = `bytes=${Math.max(0, size - Number(suffix[1]))}-`;
        }
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key, Range, IfNoneMatch: ifNoneMatch }));
        const length = answer.ContentLength ?? 0;
        // "bytes 0-4/11": the part sent and the object's size.
        const parts = answer.ContentRange ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange) : null;
        return {
          status: 'found',
          body: answer.Body as Readable,
          length,
          size: parts ? Number(parts[3]) : length,
          range: parts ? { start: Number(parts[1]), end: Number(parts[2]) } : null,
          etag: answer.ETag ?? '',
        };
      } catch (e) {
        const status = statusOf(e);
        if (status === 404) return { status: 'missing' };
        if (status === 304) return { status: 'not-modified', etag: ifNoneMatch ?? '' };
        if (status === 416) {
          const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
          return { status: 'unsatisfiable', size: head.ContentLength ?? 0 };
        }
        throw e;
      }
    },

    async *list(prefix, startAfter) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: prefix || undefined,
            StartAfter: ContinuationToken ? undefined : startAfter,
            ContinuationToken,
          }),
        );
        for (const o of page.Contents ?? []) {
          if (o.Key) yield { key: o.Key, size: o.Size ?? 0, lastModified: o.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: config.forcePathStyle,
    // An unreachable bucket must fail an upload within seconds (503), not hold the request until the client gives up.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
    maxAttempts: 3,
  });
}
