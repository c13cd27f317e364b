// The server built with S3_* settings, against an S3-protocol server on loopback
// (test/s3-server.ts): uploads through the real endpoint land in the bucket (never in DATA_DIR),
// come back by their signed URL, refused or oversized ones leave no object and no open multipart
// upload, housekeeping purges from the bucket, and seeded artwork is served under /media/ from it.
// One dialect is enough: storage does not touch the database.
import fs from 'node:fs';
import path from 'node:path';
import { ListMultipartUploadsCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, host, type TestApp } from '../../../test/helper';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import { loadConfig } from '../../config';
import { s3Client } from '../../lib/s3-storage';
import { EXE, multipartBody, sampleFile } from '../../../test/file-samples';
import { guestSession, postMultipart } from '../../../test/file-uploads';
import { FILE_URL_SECRET_KEY } from './file-urls';
import { fileStorage, purgeAbandonedFiles } from './files.service';

const MIB = 1024 * 1024;

describe('files and artwork in S3', () => {
  let s3: TestS3Server;
  let t: TestApp;
  let client: S3Client;
  let ips = 0;
  beforeAll(async () => {
    s3 = await startS3Server();
    client = s3Client(s3.settings);
    t = await createTestApp('sqlite', { env: s3.env });
  });
  afterAll(async () => {
    await t?.close();
    client?.destroy();
    await s3?.close();
  });

  const bucket = () => s3.settings.bucket;
  async function keysUnder(prefix: string): Promise<string[]> {
    const out: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket(), Prefix: prefix, ContinuationToken }));
      for (const o of page.Contents ?? []) out.push(o.Key!.slice(prefix.length));
      ContinuationToken = page.NextContinuationToken;
    } while (ContinuationToken);
    return out.filter((k) => !k.startsWith('.')).sort();
  }
  const uploadedKeys = async () => (await keysUnder('gh/attachments/')).filter((k) => k.startsWith('files/'));
  const openUploads = async () =>
    (await client.send(new ListMultipartUploadsCommand({ Bucket: bucket(), Prefix: 'gh/' }))).Uploads ?? [];

  const guest = () => guestSession(t, `10.9.0.${++ips}`);
  async function upload(token: string, name: string, content: Buffer) {
    const { boundary, body } = multipartBody(name, content);
    return postMultipart(t, token, boundary, body);
  }

  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers: { ...host('nova'), ...headers } });

  /** Files in the local data folder's storage areas: there must be none. */
  const localFiles = () =>
    ['attachments', 'media'].flatMap((area) => {
      const dir = path.join(t.dataDir, area);
      return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String) : [];
    });

  it('stores an upload in the bucket and serves it back by its signed URL, whole and by range', async () => {
    const { token } = await guest();
    // Larger than one part: the real endpoint streams it as a multipart upload.
    const content = sampleFile('mp4', 7 * MIB + 123);
    const res = await upload(token, 'clip.mp4', content);
    expect(res.json()).toMatchObject({ code: 0, data: { name: 'clip.mp4', size: content.length, kind: 'video' } });
    const { fileId, url } = res.json().data as { fileId: string; url: string };

    const row = await t.db.db.selectFrom('files').selectAll().where('id', '=', fileId).executeTakeFirstOrThrow();
    expect(await uploadedKeys()).toEqual([row.storage_key]);
    expect(localFiles()).toEqual([]);
    // The signed-URL key was made once, in the bucket (a conditional write).
    expect(await keysUnder('gh/attachments/')).toContain(FILE_URL_SECRET_KEY);

    // No token: the signed URL alone.
    const back = await get(url);
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('video/mp4');
    expect(back.rawPayload.equals(content)).toBe(true);
    const part = await get(url, { range: 'bytes=7340000-7340099' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 7340000-7340099/${content.length}`);
    expect(part.rawPayload.equals(content.subarray(7_340_000, 7_340_100))).toBe(true);
    const tail = await get(url, { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(content.subarray(content.length - 10))).toBe(true);
    expect((await get(url.replace(/sig=[^&]+/, `sig=${'A'.repeat(43)}`))).statusCode).toBe(404);
    expect(await openUploads()).toEqual([]);
  });

  it('keeps nothing of a refused or oversized upload: no object, no open multipart upload', async () => {
    const { token, userId } = await guest();
    const spoof = await upload(token, 'game.zip', Buffer.concat([EXE, Buffer.alloc(6 * MIB)]));
    expect(spoof.statusCode).toBe(415);
    // 20 MB is nova's limit: the limit strikes after several parts went to the bucket.
    const over = await upload(token, 'big.png', sampleFile('png', 20 * MIB + 1));
    expect(over.statusCode).toBe(413);
    expect(await t.db.db.selectFrom('files').select('id').where('owner_user_id', '=', userId).execute()).toEqual([]);
    const keys = await uploadedKeys();
    const known = (await t.db.db.selectFrom('files').select('storage_key').execute()).map((r) => r.storage_key);
    expect(keys.filter((k) => !known.includes(k))).toEqual([]);
    expect(await openUploads()).toEqual([]);
  });

  it('purges abandoned uploads from the bucket', async () => {
    const { token } = await guest();
    const res = await upload(token, 'old.png', sampleFile('png', 2000));
    const { fileId } = res.json().data as { fileId: string };
    const old = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    await t.db.db.updateTable('files').set({ created_at: old }).where('id', '=', fileId).execute();
    const { storage_key } = await t.db.db
      .selectFrom('files')
      .select('storage_key')
      .where('id', '=', fileId)
      .executeTakeFirstOrThrow();
    const storage = fileStorage(loadConfig({ DATA_DIR: t.dataDir, ...s3.env }));
    expect(await storage.exists(storage_key)).toBe(true);
    expect(await purgeAbandonedFiles(t.db.db, storage)).toBe(1);
    expect(await storage.exists(storage_key)).toBe(false);
    expect(await uploadedKeys()).not.toContain(storage_key);
  });

  it('serves seeded artwork under /media/ from the bucket, as the static server does', async () => {
    const brand = await t.db.db
      .selectFrom('brands')
      .select(['logo'])
      .where('id', '=', 'nova')
      .executeTakeFirstOrThrow();
    expect(brand.logo).toMatch(/^\/media\/brands\/nova-logo\.[0-9a-f]{10}\.svg$/);
    expect(await keysUnder('gh/media/')).toContain(brand.logo.slice('/media/'.length));
    expect(localFiles()).toEqual([]);

    const res = await get(brand.logo);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^<svg/);
    expect(res.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'accept-ranges': 'bytes',
      'content-length': String(res.rawPayload.length),
    });
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(new Date(res.headers['last-modified'] as string).getTime()).toBeGreaterThan(0);

    const again = await get(brand.logo, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(brand.logo, { 'if-modified-since': res.headers['last-modified'] as string })).statusCode).toBe(
      304,
    );
    expect((await get(brand.logo, { 'if-none-match': '"other"' })).statusCode).toBe(200);

    const range = await get(brand.logo, { range: 'bytes=0-3' });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('<svg');
    expect(range.headers['content-range']).toBe(`bytes 0-3/${res.rawPayload.length}`);
    const beyond = await get(brand.logo, { range: `bytes=${res.rawPayload.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${res.rawPayload.length}`);

    const head = await get(brand.logo, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(res.rawPayload.length));
    expect(head.body).toBe('');

    expect((await get('/media/brands/none.0123456789.svg')).statusCode).toBe(404);
    expect((await get('/media/..%2Fgh%2Fattachments%2Fsecrets%2Ffile-url-hmac.key')).statusCode).toBe(404);
    // Attachments are not artwork: their prefix is not reachable under /media/.
    expect((await get(`/media/../attachments/${FILE_URL_SECRET_KEY}`)).statusCode).toBe(404);
  });
});
