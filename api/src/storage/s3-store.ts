import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStoreConfig } from '../config.js';
import {
  assertStorageKey,
  StoredFileMissingError,
  type FileStore,
  type StoredEntry,
  type StoredFile,
} from './file-store.js';
import { MeasuredStream } from './measured-stream.js';

/** Keys sit under this prefix, so the bucket may hold other things too. */
const PREFIX = 'referral-attachments/';
/** S3's smallest part: a file up to this size goes in one PUT, a larger one as a multipart upload. */
const PART_BYTES = 5 * 1024 * 1024;

type S3Config = Extract<FileStoreConfig, { driver: 's3' }>;

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

const isPrematureClose = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'ERR_STREAM_PREMATURE_CLOSE';

/**
 * An S3-compatible bucket. An object appears only when its PUT, or its multipart upload, completes; a put
 * that fails aborts its multipart upload (lib-storage), so nothing half-written is ever visible. Uploads a
 * crash left open are aborted by sweepIncomplete (and, on AWS, by a lifecycle rule if one is set).
 */
export function createS3Store(config: S3Config): FileStore {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const Bucket = config.bucket;
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${PREFIX}${key}`;
  };
  const removeObject = async (key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
  };

  return {
    driver: 's3',

    async put(key, content, { maxBytes }): Promise<StoredFile> {
      const measured = new MeasuredStream(maxBytes);
      const upload = new Upload({
        client,
        params: { Bucket, Key: objectKey(key), Body: measured },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      });
      const uploading = upload.done();
      const piping = pipeline(content, measured);
      // S3 failing leaves the stream unread: end it, so the pipeline settles too.
      uploading.catch(() => measured.destroy());
      const [sent, piped] = await Promise.allSettled([uploading, piping]);
      if (sent.status === 'fulfilled' && piped.status === 'fulfilled') return measured.result();
      if (sent.status === 'fulfilled') await removeObject(key).catch(() => undefined);
      // The content's own failure (too large, refused, the client gone) says more than S3's echo of it.
      const contentFailure = piped.status === 'rejected' && !isPrematureClose(piped.reason);
      throw contentFailure || sent.status === 'fulfilled'
        ? (piped as PromiseRejectedResult).reason
        : sent.reason;
    },

    async open(key): Promise<Readable> {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
        return answer.Body;
      } catch (error) {
        if (isNotFound(error)) throw new StoredFileMissingError(key);
        throw error;
      }
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    remove: removeObject,

    async *list(): AsyncIterable<StoredEntry> {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: PREFIX, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified)
            yield { key: object.Key.slice(PREFIX.length), storedAt: object.LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async sweepIncomplete(olderThanMs) {
      const cutoff = Date.now() - olderThanMs;
      let removed = 0;
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      do {
        const page = await client.send(
          new ListMultipartUploadsCommand({ Bucket, Prefix: PREFIX, KeyMarker, UploadIdMarker }),
        );
        for (const open of page.Uploads ?? []) {
          if (!open.Key || !open.UploadId || (open.Initiated?.getTime() ?? 0) > cutoff) continue;
          await client.send(
            new AbortMultipartUploadCommand({ Bucket, Key: open.Key, UploadId: open.UploadId }),
          );
          removed += 1;
        }
        [KeyMarker, UploadIdMarker] = page.IsTruncated
          ? [page.NextKeyMarker, page.NextUploadIdMarker]
          : [undefined, undefined];
      } while (KeyMarker);
      return removed;
    },

    async close() {
      client.destroy();
    },
  };
}
