// The S3 storage against an S3-protocol server on loopback (test/s3-server.ts): the same contract
// as the folder storage, and what only S3 has (memory while streaming, the conditional-write
// probe and its fallback, the prefixes of the two areas, the settings).
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import {
  CreateMultipartUploadCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { storageContract, text } from '../../test/storage-contract';
import { MAX_BUFFERED_BYTES, PART_SIZE, s3Client, s3Storage, storageFor } from './s3-storage';

const MB = 1024 * 1024;

let s3: TestS3Server;
let client: S3Client;
let prefixes = 0;
beforeAll(async () => {
  s3 = await startS3Server();
  client = s3Client(s3.settings);
});
afterAll(async () => {
  client?.destroy();
  await s3?.close();
});

/** Keys of the objects under `prefix` (without it), and `incomplete:<key>` for its open multipart uploads. */
async function contentsUnder(prefix: string): Promise<string[]> {
  const out: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: s3.settings.bucket, Prefix: prefix, ContinuationToken }),
    );
    for (const o of page.Contents ?? []) out.push(o.Key!.slice(prefix.length));
    ContinuationToken = page.NextContinuationToken;
  } while (ContinuationToken);
  const uploads = await client.send(new ListMultipartUploadsCommand({ Bucket: s3.settings.bucket, Prefix: prefix }));
  for (const u of uploads.Uploads ?? []) out.push(`incomplete:${u.Key!.slice(prefix.length)}`);
  // The probe of conditional writes is the storage's, not an object.
  return out.filter((k) => k !== '.conditional-write-probe').sort();
}

function freshPrefix(): string {
  prefixes += 1;
  return `t${prefixes}/`;
}

describe('s3Storage streaming', () => {
  // First in the file, so no earlier test's leftovers blur the memory baseline.
  it('streams 30 MB with memory bounded by its parts, not by the object', async () => {
    const prefix = freshPrefix();
    const storage = s3Storage({ client, bucket: s3.settings.bucket, prefix });
    // A real collection now and then, so the samples see live memory rather than garbage.
    v8.setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    const base = process.memoryUsage();
    const receivedBefore = s3.receivedBytes();
    const total = 30 * MB;
    const hash = createHash('sha256');
    let produced = 0;
    let peakInFlight = 0;
    let peakBuffers = 0;
    let peakHeap = 0;
    let peakRss = 0;
    let nextSample = 0;
    const source = new Readable({
      read() {
        if (produced >= total) return this.push(null);
        // What left the source but has not reached the server is held in this process.
        peakInFlight = Math.max(peakInFlight, produced - (s3.receivedBytes() - receivedBefore));
        if (produced >= nextSample) {
          nextSample += MB;
          // Twice: buffers released by finished socket writes are freed by the second pass.
          gc();
          gc();
          const m = process.memoryUsage();
          peakBuffers = Math.max(peakBuffers, m.arrayBuffers - base.arrayBuffers);
          peakHeap = Math.max(peakHeap, m.heapUsed - base.heapUsed);
          peakRss = Math.max(peakRss, m.rss - base.rss);
        }
        const chunk = Buffer.alloc(64 * 1024, (produced / (64 * 1024)) % 251);
        hash.update(chunk);
        produced += chunk.length;
        this.push(chunk);
      },
    });
    // Counts the parts sent (a spy would keep every part's bytes alive in its record of calls).
    const send = client.send.bind(client);
    let parts = 0;
    client.send = ((command: Parameters<S3Client['send']>[0]) => {
      if (command instanceof UploadPartCommand) parts += 1;
      return send(command);
    }) as S3Client['send'];
    try {
      expect((await storage.putStream('files/large', source, { maxBytes: 40 * MB })).size).toBe(total);
    } finally {
      client.send = send;
    }
    // Sent as a multipart upload of 5 MB parts.
    expect(parts).toBe(total / PART_SIZE);
    console.info(
      `30 MB stream: at most ${(peakInFlight / MB).toFixed(1)} MB between source and server; ` +
        `live Buffers +${(peakBuffers / MB).toFixed(1)} MB, heap +${(peakHeap / MB).toFixed(1)} MB, RSS +${(peakRss / MB).toFixed(1)} MB (bound ${MAX_BUFFERED_BYTES / MB} MB)`,
    );
    // Bounded by the part in flight and the one filling up (plus what sits in the sockets)...
    expect(peakInFlight).toBeLessThan(MAX_BUFFERED_BYTES);
    expect(peakInFlight).toBeGreaterThan(PART_SIZE / 2); // (the measure saw parts go by)
    // ...and so is live memory, with lib-storage's copy of a part and the server's own buffers
    // (s3rver runs in this process): far under the object's 30 MB.
    expect(peakBuffers).toBeLessThan(MAX_BUFFERED_BYTES + 3 * MB);
    expect(peakHeap).toBeLessThan(10 * MB);
    // Completed whole and in order.
    const back = await storage.openRead('files/large');
    expect(back?.size).toBe(total);
    const readHash = createHash('sha256');
    for await (const c of back!.stream) readHash.update(c as Buffer);
    expect(readHash.digest('hex')).toBe(hash.digest('hex'));
    expect(await contentsUnder(prefix)).toEqual(['files/large']);
  }, 60_000); // a few seconds; more on a machine busy with other work
});

describe('s3Storage', () => {
  storageContract(() => {
    const prefix = freshPrefix();
    return {
      // Small pages, so listings cross several.
      storage: s3Storage({ client, bucket: s3.settings.bucket, prefix, listPageSize: 2 }),
      contents: () => contentsUnder(prefix),
      async leaveIncompleteWrite() {
        const Key = `${prefix}files/crashed`;
        const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: s3.settings.bucket, Key }));
        await client.send(
          new UploadPartCommand({ Bucket: s3.settings.bucket, Key, UploadId, PartNumber: 1, Body: Buffer.alloc(1000) }),
        );
      },
    };
  });

  it('probes conditional writes once; without them it falls back to look-then-write', async () => {
    const spied = s3Client(s3.settings);
    const sent = vi.spyOn(spied, 'send');
    const names = () => sent.mock.calls.map(([command]) => command.constructor.name);
    try {
      const storage = s3Storage({ client: spied, bucket: s3.settings.bucket, prefix: freshPrefix() });
      expect(await storage.putIfAbsent('secrets/a', 'one')).toBe(true);
      expect(await storage.putIfAbsent('secrets/b', 'two')).toBe(true);
      // probe (plain put, conditional put) once, then one conditional put per call, no HEAD
      expect(names()).toEqual(['PutObjectCommand', 'PutObjectCommand', 'PutObjectCommand', 'PutObjectCommand']);

      s3.conditionalWrites = false;
      sent.mockClear();
      const fallback = s3Storage({ client: spied, bucket: s3.settings.bucket, prefix: freshPrefix() });
      expect(await fallback.putIfAbsent('secrets/k', 'first')).toBe(true);
      expect(await fallback.putIfAbsent('secrets/k', 'second')).toBe(false);
      expect(await text((await fallback.openRead('secrets/k'))!.stream)).toBe('first');
      expect(names().filter((n) => n === 'HeadObjectCommand')).toHaveLength(2);
    } finally {
      s3.conditionalWrites = true;
      spied.destroy();
    }
  });

  it('keeps attachments and artwork apart by prefix, under S3_PREFIX', async () => {
    const config = { dataDir: '/nonexistent', s3: s3.settings };
    const media = storageFor(config, 'media');
    const files = storageFor(config, 'attachments');
    expect(media.root).toBeUndefined();
    await media.put('brands/x.svg', '<svg/>');
    await files.put('files/ab/abcd', 'bytes');
    expect(await contentsUnder(s3.settings.prefix)).toEqual(
      expect.arrayContaining(['attachments/files/ab/abcd', 'media/brands/x.svg']),
    );
    expect(await files.exists('brands/x.svg')).toBe(false);
    // Artwork carries its content type, for a CDN or the bucket's own URLs.
    const head = await client.send(
      new HeadObjectCommand({ Bucket: s3.settings.bucket, Key: `${s3.settings.prefix}media/brands/x.svg` }),
    );
    expect(head.ContentType).toBe('image/svg+xml');
  });
});

describe('S3 settings', () => {
  const base = { DATA_DIR: '/tmp/gh-config' };

  it('are all or nothing, with a message naming what is missing', () => {
    expect(loadConfig(base).s3).toBeNull();
    // A bucket alone is fine: credentials then come from the SDK's chain (an IAM role…).
    expect(loadConfig({ ...base, S3_BUCKET: 'guildhall-files' }).s3).toMatchObject({
      bucket: 'guildhall-files',
      credentials: null,
    });
    expect(() => loadConfig({ ...base, S3_PREFIX: 'prod' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'guildhall-files', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      /S3_ACCESS_KEY_ID: is required when S3_SECRET_ACCESS_KEY is set/,
    );
    expect(() => loadConfig({ ...base, S3_BUCKET: 'guildhall-files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(
      /S3_SECRET_ACCESS_KEY: is required when S3_ACCESS_KEY_ID is set/,
    );
    expect(() =>
      loadConfig({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }),
    ).toThrow(/S3_BUCKET: is required when S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set/);
    expect(() =>
      loadConfig({ ...base, S3_BUCKET: 'Bad_Bucket', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }),
    ).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() =>
      loadConfig({
        ...base,
        S3_BUCKET: 'b-1',
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 'b',
        S3_ENDPOINT: 'ftp://x',
      }),
    ).toThrow(/S3_ENDPOINT: must be an http/);
  });

  it('never echo the secret key', () => {
    try {
      loadConfig({ ...base, S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'x'.repeat(2000) });
      expect.unreachable();
    } catch (err) {
      expect((err as Error).message).toMatch(/S3_SECRET_ACCESS_KEY: .*\(value hidden\)/);
      expect((err as Error).message).not.toContain('xxxx');
    }
  });

  it('become the settings of storageFor, with defaults', () => {
    const config = loadConfig({
      ...base,
      S3_BUCKET: 'guildhall-files',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PREFIX: 'prod',
    });
    expect(config.s3).toEqual({
      region: 'us-east-1',
      bucket: 'guildhall-files',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
      forcePathStyle: false,
      prefix: 'prod/',
    });
    expect(loadConfig({ ...base, ...s3.env }).s3).toEqual(s3.settings);
  });
});
