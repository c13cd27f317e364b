// The housekeeping of uploads on every engine and both storages (the folder, and S3 against the
// stand-in of test/s3-server.ts): objects without a row and leftovers of interrupted writes go once
// past the grace period and never before, an upload under way is never touched, rows whose bytes
// are gone are logged and counted but kept, and /metrics counts it all.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {
  CreateMultipartUploadCommand,
  ListMultipartUploadsCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../../../test/helper';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import { loadConfig } from '../../config';
import { s3Client } from '../../lib/s3-storage';
import type { Storage } from '../../lib/storage';
import { multipartBody, sampleFile } from '../../../test/file-samples';
import { guestSession, postMultipart, rawUploadHeaders } from '../../../test/file-uploads';
import {
  fileHousekeeping,
  fileIdOfStorageKey,
  fileStorage,
  newFileId,
  STALE_UPLOAD_GRACE_MS,
  storageKeyFor,
  uploadGraceMs,
  UPLOADS_PREFIX,
} from './files.service';

const MIB = 1024 * 1024;
const LATER = STALE_UPLOAD_GRACE_MS + 60_000;

let s3: TestS3Server;
let client: S3Client;
beforeAll(async () => {
  s3 = await startS3Server();
  client = s3Client(s3.settings);
});
afterAll(async () => {
  client?.destroy();
  await s3?.close();
});

async function poll(what: string, ok: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

it('maps storage keys back to file ids, and nothing else', () => {
  for (let i = 0; i < 50; i += 1) {
    const id = newFileId();
    expect(fileIdOfStorageKey(storageKeyFor(id))).toBe(id);
  }
  expect(fileIdOfStorageKey('files/ab/abcd')).toBeNull();
  expect(fileIdOfStorageKey(`files/00/${'ab'.repeat(18)}`)).toBeNull();
  expect(fileIdOfStorageKey(`${storageKeyFor(newFileId())}.1234.tmp`)).toBeNull();
  expect(fileIdOfStorageKey('secrets/file-url-hmac.key')).toBeNull();
  expect(uploadGraceMs(300_000)).toBe(STALE_UPLOAD_GRACE_MS);
  expect(uploadGraceMs(3_600_000)).toBe(7_200_000);
});

const storages = ['folder', 's3'] as const;

describe.each(dialects.flatMap((d) => storages.map((s) => [d, s] as const)))(
  'upload housekeeping on %s with the %s storage',
  (dialect, kind) => {
    let t: TestApp;
    let storage: Storage;
    let ips = 0;
    // A prefix of its own in the shared bucket for each engine.
    const prefix = `gh-${dialect}/`;
    const env = () => (kind === 's3' ? { ...s3.env, S3_PREFIX: prefix } : {});
    beforeAll(async () => {
      t = await createTestApp(dialect, { env: env() });
      storage = fileStorage(loadConfig({ DATA_DIR: t.dataDir, ...env() }));
    });
    afterAll(async () => {
      await t?.close();
    });

    const guest = () => guestSession(t, `10.7.${kind === 's3' ? 1 : 0}.${++ips}`);

    async function upload(
      token: string,
      name: string,
      content: Buffer,
    ): Promise<{ fileId: string; storageKey: string }> {
      const { boundary, body } = multipartBody(name, content);
      const res = await postMultipart(t, token, boundary, body);
      expect(res.json()).toMatchObject({ code: 0 });
      const fileId = res.json().data.fileId as string;
      const row = await t.db.db
        .selectFrom('files')
        .select('storage_key')
        .where('id', '=', fileId)
        .executeTakeFirstOrThrow();
      return { fileId, storageKey: row.storage_key };
    }

    async function uploadKeys(): Promise<string[]> {
      const keys: string[] = [];
      for await (const o of storage.list(UPLOADS_PREFIX)) keys.push(o.key);
      return keys.sort();
    }

    /** Leftovers of interrupted writes: temporary files, or multipart uploads open in the bucket. */
    async function leftovers(): Promise<number> {
      if (kind === 'folder') {
        const dir = path.join(t.dataDir, 'attachments', '.incomplete');
        return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
      }
      const page = await client.send(
        new ListMultipartUploadsCommand({ Bucket: s3.settings.bucket, Prefix: `${prefix}attachments/` }),
      );
      return page.Uploads?.length ?? 0;
    }

    async function leaveInterruptedWrite(): Promise<void> {
      if (kind === 'folder') {
        const dir = path.join(t.dataDir, 'attachments', '.incomplete');
        fs.mkdirSync(dir, { recursive: true });
        fs.writeFileSync(path.join(dir, 'crashed.part'), sampleFile('txt', 30_000));
        return;
      }
      const Key = `${prefix}attachments/${storageKeyFor(newFileId())}`;
      const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: s3.settings.bucket, Key }));
      await client.send(
        new UploadPartCommand({ Bucket: s3.settings.bucket, Key, UploadId, PartNumber: 1, Body: Buffer.alloc(1000) }),
      );
    }

    it('removes objects without a row and interrupted writes only past the grace, reports rows without bytes, and counts it in /metrics', async () => {
      const { token } = await guest();
      const kept = await upload(token, 'kept.txt', sampleFile('txt', 2000));
      // A crash between the object and its row, and a row deleted with its user (ON DELETE CASCADE).
      const crashed = storageKeyFor(newFileId());
      await storage.put(crashed, sampleFile('txt', 500));
      const gone = await guest();
      const cascaded = await upload(gone.token, 'cascaded.txt', sampleFile('txt', 700));
      await t.db.db.deleteFrom('users').where('id', '=', gone.userId).execute();
      // A row whose bytes vanished (a restore that missed them, a bucket rule).
      const lost = await upload(token, 'lost.txt', sampleFile('txt', 900));
      await storage.delete(lost.storageKey);
      await leaveInterruptedWrite();
      expect(await leftovers()).toBe(1);
      const warnings: object[] = [];
      const log = { warn: (obj: object) => void warnings.push(obj) };

      // Within the grace: everything stays, nothing is missing yet (the rows are too recent to judge).
      const early = await fileHousekeeping(t.db.db, storage, { log });
      expect(early).toEqual({
        abandonedFilesRemoved: 0,
        orphanFilesRemoved: 0,
        staleTempFilesRemoved: 0,
        missingObjects: 0,
      });
      expect(await uploadKeys()).toEqual([kept.storageKey, crashed, cascaded.storageKey].sort());
      expect(await leftovers()).toBe(1);

      // Past it: the orphans and the leftover go, the row without bytes is reported and kept.
      const later = await fileHousekeeping(t.db.db, storage, { log, now: Date.now() + LATER });
      expect(later).toEqual({
        abandonedFilesRemoved: 0,
        orphanFilesRemoved: 2,
        staleTempFilesRemoved: 1,
        missingObjects: 1,
      });
      expect(await uploadKeys()).toEqual([kept.storageKey]);
      expect(await leftovers()).toBe(0);
      expect(warnings).toEqual([expect.objectContaining({ fileId: lost.fileId, storageKey: lost.storageKey })]);
      expect(
        await t.db.db.selectFrom('files').select('id').where('id', '=', lost.fileId).executeTakeFirst(),
      ).toBeDefined();
      // The kept upload still comes back.
      const back = await storage.openRead(kept.storageKey);
      expect(back?.size).toBe(2000);
      back?.stream.destroy();

      // And a day later the unattached uploads themselves go, rows and bytes.
      const dayLater = await fileHousekeeping(t.db.db, storage, { log, now: Date.now() + 25 * 3600_000 });
      expect(dayLater).toMatchObject({
        abandonedFilesRemoved: 2,
        orphanFilesRemoved: 0,
        staleTempFilesRemoved: 0,
        missingObjects: 0,
      });
      expect(await uploadKeys()).toEqual([]);

      t.app.recordFileHousekeeping(later);
      t.app.recordFileHousekeeping(dayLater);
      const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(metrics).toContain('guildhall_housekeeping_orphan_files_removed_total 2');
      expect(metrics).toContain('guildhall_housekeeping_stale_temp_files_removed_total 1');
      expect(metrics).toContain('guildhall_housekeeping_abandoned_files_removed_total 2');
      // The gauge says what the last run found.
      expect(metrics).toContain('guildhall_housekeeping_missing_objects 0');
    });

    it('never touches an upload under way, which then completes', async () => {
      const { token } = await guest();
      const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
      try {
        // Larger than one S3 part, so the bucket holds an open multipart upload while it is sent.
        const content = sampleFile('txt', 7 * MIB);
        const { boundary, head, tail } = multipartBody('slow.txt', Buffer.alloc(0));
        const req = http.request(`${origin}/api/files`, {
          method: 'POST',
          headers: await rawUploadHeaders(token, boundary, head.length + content.length + tail.length),
        });
        const answer = new Promise<{ code: number; data: { fileId: string; size: number } }>((resolve, reject) => {
          req.on('response', (res) => {
            let body = '';
            res.on('data', (c: Buffer) => (body += c.toString('utf8')));
            res.on('end', () => resolve(JSON.parse(body) as { code: number; data: { fileId: string; size: number } }));
          });
          req.on('error', reject);
        });
        req.write(head);
        req.write(content.subarray(0, 6 * MIB));
        await poll('the write to be under way', async () => (await leftovers()) === 1);
        // Housekeeping as it runs every hour, and with no grace at all for the orphans: the write
        // is a temporary file (or open multipart upload) and no object yet, so it stays.
        expect(await fileHousekeeping(t.db.db, storage)).toMatchObject({
          orphanFilesRemoved: 0,
          staleTempFilesRemoved: 0,
        });
        expect(await leftovers()).toBe(1);
        req.end(Buffer.concat([content.subarray(6 * MIB), tail]));
        const done = await answer;
        expect(done).toMatchObject({ code: 0, data: { size: content.length } });
        const row = await t.db.db
          .selectFrom('files')
          .select(['storage_key', 'size'])
          .where('id', '=', done.data.fileId)
          .executeTakeFirstOrThrow();
        expect((await storage.stat(row.storage_key))?.size).toBe(content.length);
        expect(await leftovers()).toBe(0);
      } finally {
        await t.app.close();
      }
    });
  },
);
