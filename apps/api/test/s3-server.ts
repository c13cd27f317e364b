// An S3-protocol server on loopback for the tests of the S3 storage: s3rver (an npm package that
// implements S3 over a folder), with a bucket made in a temporary folder.
//
// s3rver (3.7, the last release) lacks four operations the S3 storage relies on, which S3 and
// the usual S3-compatible servers have; a Koa middleware in front of it adds them, on s3rver's own
// folder layout, and nothing else:
// - ListObjectsV2 pages (GET /bucket?list-type=2): s3rver's continuation tokens are DES-encrypted,
//   which OpenSSL 3 no longer offers, so a truncated listing failed; here the token is the last
//   key, encoded;
// - ListMultipartUploads (GET /bucket?uploads, with prefix and max-uploads/marker pages);
// - AbortMultipartUpload (DELETE /bucket/key?uploadId=…): removes the upload and its parts;
// - conditional PutObject (If-None-Match: *): 412 when the object exists or another conditional
//   write of it is under way, as S3 (which may also answer 409 in the second case).
// `conditionalWrites = false` turns the last one off, to stand for a server that ignores the header.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../src/config';

/** The part of a Koa context the middleware uses. */
interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  headers: Record<string, string | string[] | undefined>;
  status: number;
  body: unknown;
  type: string;
  req: IncomingMessage;
}
/** An object as s3rver's store lists it. */
interface StoredS3Object {
  key: string;
  size: number;
  lastModifiedDate: Date;
  metadata: Record<string, string>;
}
type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

export interface OpenUpload {
  key: string;
  uploadId: string;
  initiated: Date;
}

export interface TestS3Server {
  /** Settings for s3Client / storageFor (bucket made, path style, s3rver's fixed keys). */
  settings: S3Settings;
  /** The same as S3_* variables, for loadConfig / createTestApp. */
  env: Record<string, string>;
  /** Whether conditional PUTs are honoured (as S3) or If-None-Match is ignored (as s3rver alone). */
  conditionalWrites: boolean;
  /** Multipart uploads begun and neither completed nor aborted, across the bucket. */
  openUploads(): Promise<OpenUpload[]>;
  /** Bytes the server has read off its connections so far (request bodies and headers). */
  receivedBytes(): number;
  close(): Promise<void>;
}

const BUCKET = 'guildhall-test';
/** s3rver's built-in account. */
const ACCESS_KEY = 'S3RVER';
const SUFFIX = '._S3rver_';

function xmlEscape(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

function s3Error(ctx: KoaContext, status: number, code: string, message: string) {
  ctx.status = status;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message></Error>`;
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function startS3Server(): Promise<TestS3Server> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const uploadsDir = path.join(dir, BUCKET, `${SUFFIX}uploads`);

  async function openUploads(): Promise<OpenUpload[]> {
    let ids: string[];
    try {
      ids = await fsp.readdir(uploadsDir);
    } catch {
      return [];
    }
    const uploads: OpenUpload[] = [];
    for (const uploadId of ids) {
      try {
        // s3rver writes `key` when the upload begins and never again: its time is the initiation.
        const keyFile = path.join(uploadsDir, uploadId, 'key');
        const [key, st] = await Promise.all([fsp.readFile(keyFile, 'utf8'), fsp.stat(keyFile)]);
        uploads.push({ key, uploadId, initiated: st.mtime });
      } catch {
        // completed or aborted meanwhile
      }
    }
    return uploads.sort((a, b) => (a.key === b.key ? a.uploadId.localeCompare(b.uploadId) : a.key < b.key ? -1 : 1));
  }

  const objectFile = (key: string) => {
    const parts = key.split('/');
    const last = parts.pop()!;
    return path.join(dir, BUCKET, ...parts, `${last}${SUFFIX}object`);
  };

  const pendingConditional = new Set<string>();
  const state = { conditionalWrites: true };

  const shim: KoaMiddleware = async (ctx, next) => {
    const [, bucket, ...rest] = ctx.path.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (bucket !== BUCKET) return next();

    if (ctx.method === 'GET' && !key && one(ctx.query['list-type']) === '2' && !one(ctx.query.delimiter)) {
      const prefix = one(ctx.query.prefix) ?? '';
      const max = Math.min(Number(one(ctx.query['max-keys']) ?? 1000) || 1000, 1000);
      const token = one(ctx.query['continuation-token']);
      const after = token ? Buffer.from(token, 'base64url').toString('utf8') : (one(ctx.query['start-after']) ?? '');
      const { objects } = (await store.listObjects(BUCKET, { prefix })) as { objects: StoredS3Object[] };
      const all = objects.filter((o) => o.key > after).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      const page = all.slice(0, max);
      const truncated = all.length > max;
      ctx.status = 200;
      ctx.type = 'application/xml';
      ctx.body =
        `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
        `<Name>${BUCKET}</Name><Prefix>${xmlEscape(prefix)}</Prefix><MaxKeys>${max}</MaxKeys><KeyCount>${page.length}</KeyCount>` +
        `<IsTruncated>${truncated}</IsTruncated>` +
        (token ? `<ContinuationToken>${xmlEscape(token)}</ContinuationToken>` : '') +
        (truncated
          ? `<NextContinuationToken>${Buffer.from(page[page.length - 1]!.key).toString('base64url')}</NextContinuationToken>`
          : '') +
        page
          .map(
            (o) =>
              `<Contents><Key>${xmlEscape(o.key)}</Key><LastModified>${o.lastModifiedDate.toISOString()}</LastModified>` +
              `<ETag>${xmlEscape(String(o.metadata.etag ?? ''))}</ETag><Size>${o.size}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
          )
          .join('') +
        '</ListBucketResult>';
      return;
    }

    if (ctx.method === 'GET' && !key && 'uploads' in ctx.query) {
      const prefix = one(ctx.query.prefix) ?? '';
      const max = Math.min(Number(one(ctx.query['max-uploads']) ?? 1000) || 1000, 1000);
      const keyMarker = one(ctx.query['key-marker']) ?? '';
      const idMarker = one(ctx.query['upload-id-marker']) ?? '';
      const all = (await openUploads()).filter(
        (u) =>
          u.key.startsWith(prefix) &&
          (u.key > keyMarker || (u.key === keyMarker && idMarker !== '' && u.uploadId > idMarker)),
      );
      const page = all.slice(0, max);
      const truncated = all.length > max;
      const last = page[page.length - 1];
      ctx.status = 200;
      ctx.type = 'application/xml';
      ctx.body =
        `<?xml version="1.0" encoding="UTF-8"?>\n<ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
        `<Bucket>${BUCKET}</Bucket><KeyMarker>${xmlEscape(keyMarker)}</KeyMarker><UploadIdMarker>${xmlEscape(idMarker)}</UploadIdMarker>` +
        `<Prefix>${xmlEscape(prefix)}</Prefix><MaxUploads>${max}</MaxUploads><IsTruncated>${truncated}</IsTruncated>` +
        (truncated && last
          ? `<NextKeyMarker>${xmlEscape(last.key)}</NextKeyMarker><NextUploadIdMarker>${last.uploadId}</NextUploadIdMarker>`
          : '') +
        page
          .map(
            (u) =>
              `<Upload><Key>${xmlEscape(u.key)}</Key><UploadId>${u.uploadId}</UploadId><StorageClass>STANDARD</StorageClass>` +
              `<Initiated>${u.initiated.toISOString()}</Initiated></Upload>`,
          )
          .join('') +
        '</ListMultipartUploadsResult>';
      return;
    }

    const uploadId = one(ctx.query.uploadId);
    if (ctx.method === 'DELETE' && key && uploadId !== undefined) {
      const uploadDir = path.join(uploadsDir, path.basename(uploadId));
      const upload = await fsp.readFile(path.join(uploadDir, 'key'), 'utf8').catch(() => null);
      if (upload !== key) return s3Error(ctx, 404, 'NoSuchUpload', 'The specified upload does not exist.');
      await fsp.rm(uploadDir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }

    if (
      ctx.method === 'PUT' &&
      key &&
      uploadId === undefined &&
      one(ctx.headers['if-none-match']) === '*' &&
      state.conditionalWrites
    ) {
      const id = `${bucket}/${key}`;
      if (pendingConditional.has(id) || fs.existsSync(objectFile(key))) {
        return s3Error(ctx, 412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
      }
      pendingConditional.add(id);
      try {
        await next();
      } finally {
        pendingConditional.delete(id);
      }
      return;
    }
    return next();
  };
  const store = (
    server as unknown as { store: { listObjects(bucket: string, options: { prefix: string }): Promise<unknown> } }
  ).store;
  // Koa composes its middleware when the server starts: this runs first, before s3rver's own.
  // S3 answers NoSuchKey for any key that names no object; s3rver keeps objects as files, and a
  // key its file system cannot name (a segment too long, a path through an object) fails there
  // instead. Those reads get S3's answer.
  const missingKey: KoaMiddleware = async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    try {
      await next();
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? '';
      if (!['ENAMETOOLONG', 'ENOTDIR', 'EISDIR'].includes(code)) throw err;
      // (Koa sends no body to HEAD itself.)
      s3Error(ctx, 404, 'NoSuchKey', 'The specified key does not exist.');
    }
  };
  (server as unknown as { middleware: KoaMiddleware[] }).middleware.unshift(shim);
  (server as unknown as { middleware: KoaMiddleware[] }).middleware.unshift(missingKey);

  const address: AddressInfo = await server.run();
  const http = (server as unknown as { httpServer: import('node:http').Server }).httpServer;
  const sockets = new Set<Socket>();
  let closedBytes = 0;
  http.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => {
      closedBytes += socket.bytesRead;
      sockets.delete(socket);
    });
  });

  const endpoint = `http://127.0.0.1:${address.port}`;
  const settings: S3Settings = {
    endpoint,
    region: 'us-east-1',
    bucket: BUCKET,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
    forcePathStyle: true,
    prefix: 'gh/',
  };
  return {
    settings,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'gh/',
    },
    get conditionalWrites() {
      return state.conditionalWrites;
    },
    set conditionalWrites(on: boolean) {
      state.conditionalWrites = on;
    },
    openUploads,
    receivedBytes() {
      let n = closedBytes;
      for (const s of sockets) n += s.bytesRead;
      return n;
    },
    async close() {
      http.closeAllConnections();
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
