// The Storage of storage.ts in an S3 bucket (AWS S3 or an S3-compatible server such as MinIO,
// Ceph or R2), chosen when S3_BUCKET is set (see storageFor). The same guarantees as the folder:
//
// - put: one PutObject. putIfAbsent: PutObject with `If-None-Match: *`, which S3 and the usual
//   S3-compatible servers honour atomically (of several writers exactly one gets 200, the others
//   412). A server that ignores that header is detected once per process by a probe; there the
//   fallback is HEAD then PUT, which accepts a race: two processes starting in the same moment
//   can both write, and the later write stands. Its only user is the signed-URL key
//   (modules/files/file-urls.ts), so on such a server set FILE_URL_SECRET instead (docs/deployment.md).
// - putStream: a multipart upload (lib-storage's Upload) fed through the same Gate as the folder:
//   the size limit and onFirstBytes apply before anything is sent (the first part is sent only
//   once full, long after the first bytes were accepted), at most MAX_BUFFERED_BYTES (three
//   parts, 15 MB) are in memory whatever the object's size, and the upload is completed only at
//   the end.
//   On a refusal, the limit, the abort signal, a failed source (a client gone) or a failed part,
//   the upload is aborted (AbortMultipartUpload) before putStream rejects, so no object and no
//   parts remain; if even the abort fails, purgeIncomplete removes the upload later.
// - openRead: GetObject with Range; stat and exists: HeadObject; delete: DeleteObject (S3's is
//   idempotent); list: ListObjectsV2 page by page (continuation tokens); purgeIncomplete:
//   ListMultipartUploads under this storage's prefix and AbortMultipartUpload of those initiated
//   before the threshold.
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config, S3Settings } from '../config';
import { Gate, isValidKey, localStorage, pipeFrom, type ObjectInfo, type Storage } from './storage';

/** S3's smallest part (but the last); with 10,000 parts at most, objects up to ~48 GiB. */
export const PART_SIZE = 5 * 1024 * 1024;
/**
 * Parts of one upload sent at once. One: the storage server takes a part far faster than a player
 * sends one, so a second in flight would buy little and cost a part of memory per upload.
 */
export const QUEUE_SIZE = 1;
/**
 * What one streamed write holds in memory at most: the parts in flight, the one filling up, and
 * the copy lib-storage makes while it joins the chunks of a part into one buffer.
 */
export const MAX_BUFFERED_BYTES = PART_SIZE * (QUEUE_SIZE + 2);

/** Where the objects of each kind live: the folder of the same name in DATA_DIR, or this prefix in the bucket. */
export type StorageArea = 'attachments' | 'media';

/** Content types of the objects served as they are (artwork under /media/). */
const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
};

/** The content type of a key by its extension; application/octet-stream when unknown. */
export function contentTypeOfKey(key: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  return (ext && CONTENT_TYPES[ext]) || 'application/octet-stream';
}

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // A copy: the SDK writes its own bookkeeping into the object it is given.
    ...(settings.credentials ? { credentials: { ...settings.credentials } } : {}),
    // Checksums only where S3 requires them: many S3-compatible servers do not understand the
    // SDK's default trailing checksums (aws-chunked bodies). TLS protects the transfer.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A storage server that does not answer fails the request instead of hanging it; the
    // request timeout is for inactivity, so a long download that keeps moving is not cut.
    requestHandler: { connectionTimeout: 10_000, requestTimeout: 120_000 },
    maxAttempts: 3,
  });
}

function statusOf(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

function isNotFound(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound' || name === 'NoSuchUpload' || statusOf(err) === 404;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface S3StorageOptions {
  client: S3Client;
  bucket: string;
  /** Prepended to every key: '' or ending in '/'. */
  prefix: string;
  /** Objects per ListObjectsV2 page (S3's own maximum, 1000, by default; tests page with fewer). */
  listPageSize?: number;
}

export function s3Storage({ client, bucket, prefix, listPageSize }: S3StorageOptions): Storage {
  function objectKey(key: string): string {
    if (!isValidKey(key)) throw new Error(`invalid storage key ${key}`);
    return prefix + key;
  }

  async function abortUpload(Key: string, UploadId: string): Promise<void> {
    try {
      await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key, UploadId }));
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
  }

  // Whether the server honours If-None-Match on PUT, found out once (a failed probe is retried
  // on the next call). Keys never start with a dot, so the probe's name is no object's.
  let conditionalWrites: Promise<boolean> | null = null;
  function supportsConditionalWrites(): Promise<boolean> {
    conditionalWrites ??= (async () => {
      const Key = `${prefix}.conditional-write-probe`;
      await client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: '', ContentLength: 0 }));
      try {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: '', ContentLength: 0, IfNoneMatch: '*' }));
        return false; // written over an existing object: the header was ignored
      } catch (err) {
        // 412: refused as it should be; 409: another process probing at the same moment, which
        // only a server that evaluates the condition reports. 400/501: the header is not supported.
        const status = statusOf(err);
        if (status === 412 || status === 409) return true;
        if (status === 400 || status === 501) return false;
        throw err;
      }
    })().catch((err: unknown) => {
      conditionalWrites = null;
      throw err;
    });
    return conditionalWrites;
  }

  async function stat(key: string): Promise<ObjectInfo | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      return { size: head.ContentLength ?? 0, etag: head.ETag ?? '""', lastModified: head.LastModified ?? new Date(0) };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async function put(key: string, data: Buffer | string): Promise<void> {
    await client.send(
      new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: data, ContentType: contentTypeOfKey(key) }),
    );
  }

  return {
    put,
    async putIfAbsent(key, data) {
      const Key = objectKey(key);
      if (!(await supportsConditionalWrites())) {
        // The documented fallback (see the top of this file): look, then write; racy.
        if (await stat(key)) return false;
        await put(key, data);
        return true;
      }
      for (let attempt = 0; ; attempt += 1) {
        try {
          await client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key,
              Body: data,
              IfNoneMatch: '*',
              ContentType: contentTypeOfKey(key),
            }),
          );
          return true;
        } catch (err) {
          if (statusOf(err) === 412) return false;
          // 409 ConditionalRequestConflict: another conditional write of this key is under way;
          // S3 asks to retry, and the retry sees its result (412) or its failure (200).
          if (statusOf(err) === 409 && attempt < 5) {
            await sleep(25 * 2 ** attempt);
            continue;
          }
          throw err;
        }
      }
    },
    async putStream(key, source, options) {
      const Key = objectKey(key);
      // As in the folder storage: a source destroyed before it was read would never end.
      if (source.destroyed)
        throw (
          source.errored ??
          Object.assign(new Error('source closed before it was read'), { code: 'ERR_STREAM_PREMATURE_CLOSE' })
        );
      const gate = new Gate(options);
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key, Body: gate, ContentType: contentTypeOfKey(key) },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      // The source flows through the gate into the upload. Every failure reaches the upload as an
      // error of the gate (the signal and a failed source destroy it), so the upload stops
      // reading, waits for its parts in flight and aborts itself before done() rejects. (Upload's
      // own abort() is not used: its done() rejects at once while parts are still being sent.)
      const piping = pipeFrom(source, [gate], options.signal).then(
        () => null,
        (err: unknown) => (err instanceof Error ? err : new Error(String(err))),
      );
      let uploadError: unknown = null;
      try {
        await upload.done();
      } catch (err) {
        uploadError = err;
      }
      if (uploadError === null) {
        const streamError = await piping;
        if (!streamError) return { size: gate.received };
        // Not expected (the upload read the gate to its end), but then the object is not the source.
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
        throw streamError;
      }
      // The upload failed on its side (a part or the storage server): stop the source too.
      if (!gate.destroyed) gate.destroy(uploadError instanceof Error ? uploadError : new Error(String(uploadError)));
      source.destroy();
      const streamError = await piping;
      // Abort once more: the upload's own abort may have failed, and S3 warns that parts still
      // in flight during an abort can survive it. A leftover after that is purgeIncomplete's job.
      if (upload.uploadId) await abortUpload(Key, upload.uploadId).catch(() => undefined);
      // The cause: the gate's refusal or limit, the signal, the source's failure; else the upload's.
      throw streamError ?? uploadError;
    },
    async openRead(key, range) {
      let out;
      try {
        out = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
      const stream = out.Body as Readable;
      let size = out.ContentLength ?? 0;
      if (range) {
        const total = /\/(\d+)$/.exec(out.ContentRange ?? '')?.[1];
        if (total === undefined) {
          stream.destroy();
          throw new Error('the storage server answered a range request with the whole object');
        }
        size = Number(total);
      }
      return { stream, size, etag: out.ETag ?? '""', lastModified: out.LastModified ?? new Date(0) };
    },
    stat,
    async exists(key) {
      return (await stat(key)) !== null;
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      } catch (err) {
        if (!isNotFound(err)) throw err;
      }
    },
    async *list(listPrefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix + listPrefix,
            ContinuationToken,
            ...(listPageSize ? { MaxKeys: listPageSize } : {}),
          }),
        );
        for (const o of page.Contents ?? []) {
          const key = o.Key?.slice(prefix.length);
          // The conditional-write probe (a dot name) and whatever else is no key of ours.
          if (!key || !o.Key!.startsWith(prefix) || !isValidKey(key)) continue;
          yield { key, size: o.Size ?? 0, lastModified: o.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async purgeIncomplete(olderThanMs, now = Date.now()) {
      let removed = 0;
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      for (;;) {
        const page = await client.send(
          new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: prefix, KeyMarker, UploadIdMarker }),
        );
        for (const u of page.Uploads ?? []) {
          if (!u.Key || !u.UploadId || !u.Initiated || now - u.Initiated.getTime() < olderThanMs) continue;
          await abortUpload(u.Key, u.UploadId);
          removed += 1;
        }
        if (!page.IsTruncated || (!page.NextKeyMarker && !page.NextUploadIdMarker)) break;
        KeyMarker = page.NextKeyMarker;
        UploadIdMarker = page.NextUploadIdMarker;
      }
      return removed;
    },
  };
}

/** One client (and connection pool) per settings object: the two areas share it. */
const clients = new WeakMap<S3Settings, S3Client>();

/**
 * The storage of an area: the bucket under S3_PREFIX + `<area>/` when S3 is configured, else the
 * folder DATA_DIR/<area>. Attachments and artwork are told apart by that prefix.
 */
export function storageFor(config: Pick<Config, 'dataDir' | 's3'>, area: StorageArea): Storage {
  if (!config.s3) return localStorage(path.join(config.dataDir, area));
  let client = clients.get(config.s3);
  if (!client) {
    client = s3Client(config.s3);
    clients.set(config.s3, client);
  }
  return s3Storage({ client, bucket: config.s3.bucket, prefix: `${config.s3.prefix}${area}/` });
}
