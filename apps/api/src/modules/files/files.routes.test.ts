import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_EXTENSIONS, attachmentKind, FILE_NAME_MAX } from '@guildhall/contract/attachments';
import { signRequest } from '@guildhall/contract/signature';
import { UploadedFileSchema } from '@guildhall/contract/support';
import { createTestApp, dialects, host, signedHeaders, type TestApp } from '../../../test/helper';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { migrate, openDb } from '../../db/connection';
import { seedDemo } from '../../db/seed/seed';
import { localStorage } from '../../lib/storage';
import { EXE, HTML, multipartBody, sampleFile, SAMPLES } from '../../../test/file-samples';
import { filesUnder, guestSession, postMultipart, rawUploadHeaders } from '../../../test/file-uploads';
import { contentDisposition, sanitizeFileName } from './file-names';
import {
  configuredFileUrlSecret,
  FILE_URL_TTL_SECONDS,
  fileUrlSigner,
  loadFileUrlSecret,
  signedFileUrl,
} from './file-urls';
import { filesRoutes, parseRange } from './files.routes';
import { fileStorage, limitsFor, MAX_PENDING_UPLOADS_PER_HOUR, purgeAbandonedFiles } from './files.service';

const MIB = 1024 * 1024;
const ALL_EXTENSIONS = Object.values(ATTACHMENT_EXTENSIONS).flat();

async function poll(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.each(dialects)('files on %s', (dialect) => {
  let t: TestApp;
  let ipCounter = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const attachmentsDir = () => path.join(t.dataDir, 'attachments');
  const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

  const guest = (brand = 'nova') => guestSession(t, freshIp(), brand);

  async function upload(
    token: string | null,
    name: string,
    content: Buffer,
    opts: { brand?: string; query?: string; field?: string } = {},
  ) {
    const { boundary, body } = multipartBody(name, content, { ...(opts.field ? { field: opts.field } : {}) });
    return postMultipart(t, token, boundary, body, {
      url: `/api/files${opts.query ?? ''}`,
      ...(opts.brand ? { brand: opts.brand } : {}),
    });
  }

  const get = (
    url: string,
    opts: { token?: string; brand?: string; headers?: Record<string, string>; method?: 'GET' | 'HEAD' } = {},
  ) =>
    t.app.inject({
      method: opts.method ?? 'GET',
      url,
      headers: {
        ...host(opts.brand ?? 'nova'),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...opts.headers,
      },
    });

  const rowsOf = (userId: number) =>
    t.db.db.selectFrom('files').selectAll().where('owner_user_id', '=', userId).execute();

  it('takes every kind the site allows, verified, stored and served back as sent', async () => {
    const { token, userId } = await guest();
    for (const ext of ALL_EXTENSIONS) {
      const content = sampleFile(ext, 3000);
      const res = await upload(token, `evidence.${ext}`, content);
      expect(res.json().code, ext).toBe(0);
      const data = UploadedFileSchema.parse(res.json().data);
      expect(data.name).toBe(`evidence.${ext}`);
      expect(data.kind).toBe(attachmentKind(`x.${ext}`));
      // Images are stored re-encoded (the padding of the samples is gone); the rest as sent.
      const image = data.kind === 'image';
      if (image) expect(data.size, ext).toBeLessThan(1000);
      else expect(data.size, ext).toBe(3000);
      // ≥ 128 random bits, URL-safe; the URL is a signed one of this file.
      expect(data.fileId).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
      expect(data.url).toMatch(new RegExp(`^/api/files/${data.fileId}\\?exp=\\d+&sig=[A-Za-z0-9_-]{43}$`));
      const back = await get(`/api/files/${data.fileId}`, { token });
      expect(back.statusCode, ext).toBe(200);
      if (image) expect(back.rawPayload.length, ext).toBe(data.size);
      else expect(back.rawPayload.equals(content), ext).toBe(true);
    }
    const rows = await rowsOf(userId);
    expect(rows).toHaveLength(ALL_EXTENSIONS.length);
    for (const row of rows) {
      expect(row).toMatchObject({ brand_id: 'nova', message_id: null, inquiry_id: null, owner_staff_id: null });
      expect(row.content_type).not.toBe('application/octet-stream');
    }
    expect(rows.find((r) => r.name === 'evidence.png')?.content_type).toBe('image/png');
    expect(rows.find((r) => r.name === 'evidence.txt')?.content_type).toBe('text/plain; charset=utf-8');
    const storage = fileStorage(t.dataDir);
    for (const row of rows) expect(await storage.exists(row.storage_key)).toBe(true);
  });

  it('refuses spoofed content with 1007 and keeps nothing', async () => {
    const { token, userId } = await guest();
    const before = filesUnder(attachmentsDir());
    const spoofs: [string, Buffer][] = [
      ['receipt.pdf', sampleFile('png', 5000)], // a PNG named .pdf
      ['screenshot.png', Buffer.from('just some text, not an image at all\n'.repeat(100))],
      ['cute.jpg', HTML],
      ['archive.zip', Buffer.concat([EXE, Buffer.alloc(100_000)])],
      ['notes.txt', Buffer.concat([EXE, Buffer.alloc(100)])],
      ['report.doc', sampleFile('docx', 2000)],
    ];
    for (const [name, content] of spoofs) {
      const res = await upload(token, name, content);
      expect(res.statusCode, name).toBe(415);
      expect(res.json(), name).toMatchObject({ code: 1007, data: [{ field: 'file', rule: 'content' }] });
    }
    expect(await rowsOf(userId)).toEqual([]);
    expect(filesUnder(attachmentsDir())).toEqual(before);
  });

  it('refuses extensions the site does not take with 1007', async () => {
    const { token, userId } = await guest();
    for (const name of ['setup.exe', 'page.html', 'logo.svg', 'README', 'photo.png.exe', 'movie.mkv']) {
      const res = await upload(token, name, Buffer.from('whatever'));
      expect(res.statusCode, name).toBe(415);
      expect(res.json(), name).toMatchObject({ code: 1007, data: [{ field: 'file', rule: 'extension' }] });
    }
    expect(await rowsOf(userId)).toEqual([]);
  });

  it('takes a file exactly at the limit and refuses one byte more with 1008, the limit in data and msg', async () => {
    const { token, userId } = await guest();
    const before = filesUnder(attachmentsDir());
    const exact = await upload(token, 'exact.pdf', sampleFile('pdf', 20 * MIB), {
      query: '?domain_area=eru&spec_lang=en',
    });
    expect(exact.json()).toMatchObject({ code: 0, data: { size: 20 * MIB } });
    const over = await upload(token, 'over.png', sampleFile('png', 20 * MIB + 1), {
      query: '?domain_area=eru&spec_lang=en',
    });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({
      code: 1008,
      msg: 'Each attachment must be at most 20 MB.',
      data: { maxBytes: 20 * MIB },
    });
    // The player's language: nova's default area is Korea.
    const ko = await upload(token, 'over.png', sampleFile('png', 20 * MIB + 1));
    expect(ko.json().msg).toContain('20MB'); // Korean writes the unit without a space (Intl)
    expect(ko.json().msg).not.toBe('Each attachment must be at most 20 MB.');
    const rows = await rowsOf(userId);
    expect(rows.map((r) => r.name)).toEqual(['exact.pdf']);
    expect(filesUnder(attachmentsDir()).length).toBe(before.length + 1);
  });

  it("applies hanami's limits on hanami hosts (8 MiB), and refuses a far larger body before reading it", async () => {
    expect(await limitsFor(t.db.db, 'hanami', 'jp')).toEqual({ maxFiles: 5, maxBytes: 8 * MIB });
    expect(await limitsFor(t.db.db, 'nova', 'kr')).toEqual({ maxFiles: 3, maxBytes: 20 * MIB });
    const { token, userId } = await guest('hanami');
    const before = filesUnder(attachmentsDir());
    expect((await upload(token, 'a.png', sampleFile('png', 8 * MIB), { brand: 'hanami' })).json().code).toBe(0);
    const over = await upload(token, 'b.png', sampleFile('png', 8 * MIB + 1), {
      brand: 'hanami',
      query: '?domain_area=eru&spec_lang=en',
    });
    expect(over.json()).toEqual({
      code: 1008,
      msg: 'Each attachment must be at most 8 MB.',
      data: { maxBytes: 8 * MIB },
    });
    const far = await upload(token, 'c.png', sampleFile('png', 12 * MIB), { brand: 'hanami' });
    expect(far.json()).toMatchObject({ code: 1008, data: { maxBytes: 8 * MIB } });
    expect((await rowsOf(userId)).map((r) => r.name)).toEqual(['a.png']);
    expect(filesUnder(attachmentsDir()).length).toBe(before.length + 1);
  });

  it('lets an attachment_limits row of an area override the brand', async () => {
    await t.db.db
      .insertInto('attachment_limits')
      .values({ brand_id: 'nova', area: 'vn', max_files: 2, max_bytes: 1000 })
      .execute();
    try {
      expect(await limitsFor(t.db.db, 'nova', 'vn')).toEqual({ maxFiles: 2, maxBytes: 1000 });
      expect(await limitsFor(t.db.db, 'nova', 'sea')).toEqual({ maxFiles: 3, maxBytes: 20 * MIB });
      const { token } = await guest();
      expect((await upload(token, 'a.png', sampleFile('png', 1000), { query: '?domain_area=vn' })).json().code).toBe(0);
      const over = await upload(token, 'b.png', sampleFile('png', 1001), { query: '?domain_area=vn' });
      expect(over.json()).toMatchObject({ code: 1008, data: { maxBytes: 1000 } });
      expect(over.json().msg).toContain('1.000 byte'); // the limit in force, in the player's number format and unit word (vi)
      expect((await upload(token, 'c.png', sampleFile('png', 1001), { query: '?domain_area=sea' })).json().code).toBe(
        0,
      );
    } finally {
      await t.db.db.deleteFrom('attachment_limits').where('brand_id', '=', 'nova').where('area', '=', 'vn').execute();
    }
  });

  it('requires a signature and a session (guests included)', async () => {
    const before = filesUnder(attachmentsDir());
    const anonymous = await upload(null, 'a.png', sampleFile('png', 2000));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(-600);
    const revoked = await upload('not-a-real-token-at-all', 'a.png', sampleFile('png', 2000));
    expect(revoked.json().code).toBe(-600);
    const { boundary, body } = multipartBody('a.png', sampleFile('png', 2000));
    const { token } = await guest();
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: {
        ...host('nova'),
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
    expect(unsigned.json().code).toBe(1010);
    expect(filesUnder(attachmentsDir())).toEqual(before);
  });

  it('answers 1001 for a body that is not one file field', async () => {
    const { token } = await guest();
    const json = JSON.stringify({ file: 'x' });
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...host('nova'), ...(await signedHeaders('/files', json, token)) },
      payload: json,
    });
    expect(notMultipart.json()).toMatchObject({ code: 1001, data: [{ field: 'file', rule: 'multipart' }] });
    const wrongField = await upload(token, 'a.png', sampleFile('png', 100), { field: 'attachment' });
    expect(wrongField.json()).toMatchObject({ code: 1001, data: [{ field: 'file', rule: 'required' }] });
    const empty = await upload(token, 'a.txt', Buffer.alloc(0));
    expect(empty.json()).toMatchObject({ code: 1001, data: [{ field: 'file', rule: 'empty' }] });
    const signed = await signRequest({ method: 'POST', path: '/files', token, body: '' });
    const raw = (contentType: string, payload: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/files',
        headers: { ...host('nova'), authorization: `Bearer ${token}`, ...signed, 'content-type': contentType },
        payload,
      });
    const noBoundary = await raw('multipart/form-data', Buffer.from('garbage'));
    expect(noBoundary.json()).toMatchObject({ code: 1001, data: [{ field: 'file', rule: 'multipart' }] });
    const truncated = multipartBody('cut.png', sampleFile('png', 5000));
    const cut = await postMultipart(
      t,
      token,
      truncated.boundary,
      truncated.body.subarray(0, truncated.head.length + 4500),
    );
    expect(cut.json()).toMatchObject({ code: 1001, data: [{ field: 'file', rule: 'incomplete' }] });
    // A second file in the same request is not taken.
    const b = '----twofiles';
    const two = Buffer.concat([
      multipartBody('one.pdf', sampleFile('pdf', 300), { boundary: b }).head,
      sampleFile('pdf', 300),
      Buffer.from(`\r\n`),
      multipartBody('two.png', sampleFile('png', 300), { boundary: b }).body,
    ]);
    const both = await postMultipart(t, token, b, two);
    expect(both.json()).toMatchObject({ code: 0, data: { name: 'one.pdf', size: 300 } });
  });

  it('stores a clean name: no path, no control or direction characters, at most FILE_NAME_MAX', async () => {
    const { token } = await guest();
    const cases: [string, string][] = [
      ['..\\..\\windows\\evil.png', 'evil.png'],
      ['스크린샷 2024-05-01 오후.png', '스크린샷 2024-05-01 오후.png'],
      ['invoice\u202Egnp.pdf', 'invoicegnp.pdf'],
      ['.png', 'file.png'],
    ];
    for (const [sent, stored] of cases) {
      const res = await upload(token, sent, sampleFile(stored.split('.').pop()!, 100));
      expect(res.json().data?.name, sent).toBe(stored);
    }
    const long = await upload(token, `${'ä'.repeat(300)}.png`, sampleFile('png', 100));
    expect(Array.from(long.json().data.name as string)).toHaveLength(FILE_NAME_MAX);
    expect(long.json().data.name).toMatch(/ä\.png$/);
  });

  it('serves a file to its owner only; anyone else gets exactly what a missing file gets', async () => {
    const a = await guest();
    const b = await guest();
    const up = (await upload(a.token, 'mine.png', sampleFile('png', 500))).json().data as { fileId: string };
    const theirs = await get(`/api/files/${up.fileId}`, { token: b.token });
    const missing = await get(`/api/files/${'A'.repeat(24)}`, { token: b.token });
    const malformed = await get('/api/files/..%2f..%2fsecrets', { token: b.token });
    const anonymous = await get(`/api/files/${up.fileId}`);
    for (const res of [theirs, missing, malformed, anonymous]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(missing.body);
      expect(res.headers['content-type']).toBe(missing.headers['content-type']);
      expect(res.headers['content-disposition']).toBeUndefined();
    }
    expect(missing.json().code).toBe(1002);
    expect((await get(`/api/files/${up.fileId}`, { token: a.token })).statusCode).toBe(200);
    expect((await get(`/api/files/${up.fileId}`, { token: 'expired-or-unknown-token' })).json().code).toBe(-600);
  });

  it('serves through a signed URL without a token, until it expires; a tampered one is not found', async () => {
    const { token } = await guest();
    const other = (await upload(token, 'other.pdf', sampleFile('pdf', 400))).json().data as { fileId: string };
    const up = (await upload(token, 'pic.pdf', sampleFile('pdf', 400))).json().data as { fileId: string; url: string };
    const ok = await get(up.url);
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.equals(sampleFile('pdf', 400))).toBe(true);
    expect(await get(signedFileUrl(up.fileId))).toMatchObject({ statusCode: 200 });

    const notFound = (await get(`/api/files/${'B'.repeat(24)}`)).body;
    const expired = signedFileUrl(up.fileId, Date.now() - (FILE_URL_TTL_SECONDS + 20 * 60) * 1000);
    const sig = new URL(up.url, 'http://x').searchParams.get('sig')!;
    const exp = new URL(up.url, 'http://x').searchParams.get('exp')!;
    const flip = (i: number) => sig.slice(0, i) + (sig[i] === 'A' ? 'B' : 'A') + sig.slice(i + 1);
    const bad = [
      expired,
      `/api/files/${up.fileId}?exp=${exp}&sig=${flip(10)}`,
      `/api/files/${up.fileId}?exp=${exp}&sig=${flip(42)}`, // the last character's spare bits too
      `/api/files/${up.fileId}?exp=${Number(exp) + 900}&sig=${sig}`, // a longer life
      `/api/files/${other.fileId}?exp=${exp}&sig=${sig}`, // another file
      `/api/files/${up.fileId}?exp=${exp}`,
    ];
    for (const url of bad) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe(notFound);
    }
    // The owner's token still works beside a bad signature.
    expect((await get(bad[1]!, { token })).statusCode).toBe(200);
  });

  it('serves images and videos inline and everything else as a download, with safe headers', async () => {
    const { token } = await guest();
    const png = (await upload(token, 'screen shot.png', sampleFile('png', 300))).json().data as {
      fileId: string;
      size: number;
    };
    const mp4 = (await upload(token, 'clip.mp4', sampleFile('mp4', 300))).json().data as { fileId: string };
    const pdf = (await upload(token, '영수증 #1.pdf', sampleFile('pdf', 300))).json().data as { fileId: string };
    const txt = (await upload(token, 'log.txt', sampleFile('txt', 300))).json().data as { fileId: string };
    const headersOf = async (id: string) => (await get(`/api/files/${id}`, { token })).headers;

    const p = await headersOf(png.fileId);
    expect(p['content-type']).toBe('image/png');
    expect(p['content-disposition']).toBe(`inline; filename="screen shot.png"; filename*=UTF-8''screen%20shot.png`);
    expect(p['x-content-type-options']).toBe('nosniff');
    expect(p['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(p['cache-control']).toBe('private, max-age=3600');
    expect(p['content-length']).toBe(String(png.size));
    expect((await headersOf(mp4.fileId))['content-disposition']).toMatch(/^inline;/);
    const d = await headersOf(pdf.fileId);
    expect(d['content-type']).toBe('application/pdf');
    expect(d['content-disposition']).toBe(
      `attachment; filename="___ #1.pdf"; filename*=UTF-8''${encodeURIComponent('영수증 #1.pdf')}`,
    );
    const tx = await headersOf(txt.fileId);
    expect(tx['content-disposition']).toMatch(/^attachment;/);
    expect(tx['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('answers ranges (for video seeking), HEAD and conditional requests', async () => {
    const { token } = await guest();
    const content = sampleFile('mp4', 10_000);
    const up = (await upload(token, 'clip.mp4', content)).json().data as { fileId: string };
    const url = `/api/files/${up.fileId}`;
    const part = await get(url, { token, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/10000');
    expect(part.rawPayload.equals(content.subarray(100, 200))).toBe(true);
    const tail = await get(url, { token, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(content.subarray(9990))).toBe(true);
    const beyond = await get(url, { token, headers: { range: 'bytes=20000-' } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */10000');
    const head = await get(url, { token, method: 'HEAD' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('10000');
    expect(head.body).toBe('');
    const cached = await get(url, { token, headers: { 'if-none-match': String(head.headers.etag) } });
    expect(cached.statusCode).toBe(304);
  });

  it('caps unattached uploads per user and hour with 1005', async () => {
    const { token, userId } = await guest();
    const now = Date.now();
    await t.db.db
      .insertInto('files')
      .values(
        Array.from({ length: MAX_PENDING_UPLOADS_PER_HOUR }, (_, i) => ({
          id: `pending${String(i).padStart(20, '0')}${userId}`.slice(0, 40),
          owner_user_id: userId,
          owner_staff_id: null,
          brand_id: 'nova',
          name: `p${i}.png`,
          size: 1,
          kind: 'image' as const,
          content_type: 'image/png',
          storage_key: `files/none/${i}`,
          inquiry_id: null,
          message_id: null,
          created_at: new Date(now - 30 * 60_000 + i).toISOString(),
        })),
      )
      .execute();
    const res = await upload(token, 'one-more.png', sampleFile('png', 100));
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 1005, data: { maxPending: MAX_PENDING_UPLOADS_PER_HOUR } });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(29 * 60);
    expect(retryAfter).toBeLessThanOrEqual(30 * 60 + 1);
    await t.db.db.deleteFrom('files').where('owner_user_id', '=', userId).execute();
  });

  it('counts only the uploads a player keeps: one removed from the form is discarded and frees its place; the refusal says the real wait', async () => {
    const { token, userId } = await guest();
    const other = await guest();
    const discard = async (fileId: string, as = token) => {
      const body = JSON.stringify({ fileId });
      return t.app.inject({
        method: 'POST',
        url: '/api/files/discard',
        headers: { ...host('nova'), ...(await signedHeaders('/files/discard', body, as)) },
        payload: body,
      });
    };
    const now = Date.now();
    await t.db.db
      .insertInto('files')
      .values(
        Array.from({ length: MAX_PENDING_UPLOADS_PER_HOUR - 1 }, (_, i) => ({
          id: `kept${String(i).padStart(20, '0')}${userId}`.slice(0, 40),
          owner_user_id: userId,
          owner_staff_id: null,
          brand_id: 'nova',
          name: `k${i}.png`,
          size: 1,
          kind: 'image' as const,
          content_type: 'image/png',
          storage_key: `files/none/k${i}`,
          inquiry_id: null,
          message_id: null,
          created_at: new Date(now - 20 * 60_000 + i).toISOString(),
        })),
      )
      .execute();
    const last = (await upload(token, 'last.png', sampleFile('png', 100))).json().data as { fileId: string };
    const refused = await upload(token, 'one-more.png', sampleFile('png', 100));
    expect(refused.statusCode).toBe(429);
    // The wait is the oldest upload's: about 40 minutes, in data and in Retry-After alike.
    const data = refused.json().data as { retryAfterSeconds: number };
    expect(data.retryAfterSeconds).toBeGreaterThan(39 * 60);
    expect(data.retryAfterSeconds).toBeLessThanOrEqual(40 * 60 + 1);
    expect(Number(refused.headers['retry-after'])).toBe(data.retryAfterSeconds);

    // Another player cannot take it back (it looks missing), nor can a malformed id pass.
    expect((await discard(last.fileId, other.token)).json().code).toBe(1002);
    expect((await discard('../etc/passwd')).json().code).toBe(1001);
    const row = (await rowsOf(userId)).find((r) => r.id === last.fileId)!;
    const storage = fileStorage(t.dataDir);
    expect(await storage.exists(row.storage_key)).toBe(true);

    expect((await discard(last.fileId)).json()).toMatchObject({ code: 0, data: null });
    expect(await storage.exists(row.storage_key)).toBe(false);
    expect((await rowsOf(userId)).some((r) => r.id === last.fileId)).toBe(false);
    // Its place is free again; taken back twice, it is simply gone.
    expect((await upload(token, 'one-more.png', sampleFile('png', 100))).json().code).toBe(0);
    expect((await discard(last.fileId)).json().code).toBe(1002);
    await t.db.db.deleteFrom('files').where('owner_user_id', '=', userId).execute();
  });

  it('purges uploads never attached after 24 hours, rows and bytes, and keeps attached ones', async () => {
    const { token, userId } = await guest();
    const ids: string[] = [];
    for (const n of ['old.png', 'attached.png', 'recent.png'])
      ids.push((await upload(token, n, sampleFile('png', 100))).json().data.fileId);
    const [oldId, attachedId, recentId] = ids as [string, string, string];
    const dayAgo = new Date(Date.now() - 25 * 3600_000).toISOString();
    await t.db.db.updateTable('files').set({ created_at: dayAgo }).where('id', 'in', [oldId, attachedId]).execute();
    const game = await t.db.db
      .selectFrom('games')
      .select('id')
      .where('brand_id', '=', 'nova')
      .executeTakeFirstOrThrow();
    const stamp = new Date().toISOString();
    const inquiry = await t.db.db
      .insertInto('inquiries')
      .values({
        brand_id: 'nova',
        game_id: game.id,
        user_id: userId,
        game_area_id: 'a',
        area_name: 'A',
        server_id: 's1',
        server_name: 'S1',
        role_id: '',
        role_name: 'R',
        query_type: 1,
        title: 'Lost items',
        email: null,
        phone: null,
        status: 0,
        score: null,
        score_comment: null,
        lang: 'en',
        region: 'kr',
        platform: null,
        user_agent: null,
        assigned_staff_id: null,
        last_agent_reply_at: null,
        player_read_at: null,
        created_at: stamp,
        updated_at: stamp,
        ended_at: null,
        closed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const message = await t.db.db
      .insertInto('inquiry_messages')
      .values({
        inquiry_id: inquiry.id,
        author: 'player',
        staff_id: null,
        content: 'see attachment',
        created_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.db
      .updateTable('files')
      .set({ inquiry_id: inquiry.id, message_id: message.id })
      .where('id', '=', attachedId)
      .execute();
    const keyOf = async (id: string) =>
      (await t.db.db.selectFrom('files').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow())
        .storage_key;
    const oldKey = await keyOf(oldId);
    const storage = fileStorage(t.dataDir);
    expect(await storage.exists(oldKey)).toBe(true);

    expect(await purgeAbandonedFiles(t.db.db, storage)).toBe(1);
    expect((await rowsOf(userId)).map((r) => r.id).sort()).toEqual([attachedId, recentId].sort());
    expect(await storage.exists(oldKey)).toBe(false);
    expect(await storage.exists(await keyOf(attachedId))).toBe(true);
    expect((await get(`/api/files/${oldId}`, { token })).statusCode).toBe(404);
  });

  it('documents its routes in the API reference: the multipart upload with its file, the download with its signed query', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: host('nova') })).json();
    for (const path of ['/api/files', '/api/staff/files']) {
      const op = doc.paths[path].post;
      expect(op.requestBody.content['multipart/form-data'].schema).toMatchObject({
        properties: { file: { type: 'string', format: 'binary' } },
        required: ['file'],
      });
      expect(op.responses['200'].content['application/json'].schema).toBeDefined();
      expect(op.security).toEqual([{ session: [] }]);
      expect(op.parameters.map((p: { name: string }) => p.name)).toEqual(
        expect.arrayContaining(['x-nonce', 'x-timestamp', 'x-sign']),
      );
    }
    expect(doc.paths['/api/staff/files'].post.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'query', name: 'brand' })]),
    );
    const download = doc.paths['/api/files/{fileId}'].get;
    expect(download.parameters.map((p: { in: string; name: string }) => `${p.in}:${p.name}`).sort()).toEqual([
      'path:fileId',
      'query:exp',
      'query:sig',
    ]);
    expect(Object.keys(download.responses['200'].content)).toEqual(['application/octet-stream']);
    expect(download.responses['206']).toBeDefined();
  });

  describe('over a real socket', () => {
    let origin: string;
    beforeAll(async () => {
      origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });

    it('takes an upload from fetch with FormData', async () => {
      const { token } = await guest();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(sampleFile('jpg', 50_000))]), '사진.jpg');
      const res = await fetch(`${origin}/api/files`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          ...(await signRequest({ method: 'POST', path: '/files', token, body: '' })),
        },
        body: form,
      });
      const json = (await res.json()) as { code: number; data: { name: string; size: number; url: string } };
      expect(json).toMatchObject({ code: 0, data: { name: '사진.jpg' } });
      // Re-encoded: the sample's 50 KB of comment segments are gone.
      expect(json.data.size).toBeLessThan(1000);
      const img = await fetch(`${origin}${json.data.url}`);
      expect(img.status).toBe(200);
      expect(img.headers.get('content-type')).toBe('image/jpeg');
      expect((await img.arrayBuffer()).byteLength).toBe(json.data.size);
    });

    it('gives the answer to a client still sending a refused file, then keeps serving', async () => {
      const { token } = await guest();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(Buffer.concat([EXE, Buffer.alloc(3 * MIB)]))]), 'game.zip');
      const res = await fetch(`${origin}/api/files`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          ...(await signRequest({ method: 'POST', path: '/files', token, body: '' })),
        },
        body: form,
      });
      expect(res.status).toBe(415);
      expect(((await res.json()) as { code: number }).code).toBe(1007);
    });

    it('leaves no bytes behind when the client disconnects mid-upload', async () => {
      const { token, userId } = await guest();
      const before = filesUnder(attachmentsDir());
      const total = 15 * MIB;
      const { boundary, head, tail } = multipartBody('big.png', Buffer.alloc(0));
      const { port } = new URL(origin);
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/files',
        headers: await rawUploadHeaders(token, boundary, head.length + total + tail.length),
      });
      req.on('error', () => {});
      req.write(head);
      req.write(sampleFile('png', 2 * MIB));
      const incomplete = path.join(attachmentsDir(), '.incomplete');
      // The write is under way: a temporary file with bytes in it.
      await poll('bytes in a temporary file', () =>
        filesUnder(incomplete).some((f) => fs.statSync(path.join(incomplete, f)).size > 0),
      );
      req.destroy();
      await poll('the temporary file to go', () => filesUnder(incomplete).length === 0);
      expect(filesUnder(attachmentsDir())).toEqual(before);
      expect(await rowsOf(userId)).toEqual([]);
      // The server is fine and the user can upload again.
      expect((await upload(token, 'again.png', sampleFile('png', 100))).json().code).toBe(0);
    });
  });
});

describe('a stalled upload', () => {
  it('is abandoned after the idle time, leaving nothing, and the client gets its answer', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-stall-'));
    const db = openDb({ dataDir });
    try {
      await migrate(db);
      const media = localStorage(path.join(dataDir, 'media'));
      await seedDemo(db.db, media, { passwordCost: 14 });
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: '' });
      // A second instance of the routes, under /api/stall, with a short idle time.
      const app = await buildApp(config, {
        db,
        storage: media,
        extraApiRoutes: async (api) => {
          await api.register(filesRoutes, {
            db: db.db,
            storage: fileStorage(dataDir),
            uploadIdleMs: 300,
            prefix: '/stall',
          });
        },
      });
      try {
        const origin = await app.listen({ port: 0, host: '127.0.0.1' });
        const text = JSON.stringify({ guest: true });
        const login = await app.inject({
          method: 'POST',
          url: '/api/website/login/auth',
          headers: { ...host('nova'), ...(await signedHeaders('/website/login/auth', text)) },
          payload: text,
        });
        const token = login.json().data.token as string;
        const { boundary, head, tail } = multipartBody('slow.png', Buffer.alloc(0));
        const signed = await signRequest({ method: 'POST', path: '/stall/files', token, body: '' });
        const started = Date.now();
        const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = http.request(`${origin}/api/stall/files`, {
            method: 'POST',
            headers: {
              host: 'nova.localhost',
              authorization: `Bearer ${token}`,
              ...signed,
              'content-type': `multipart/form-data; boundary=${boundary}`,
              'content-length': String(head.length + MIB + tail.length),
            },
          });
          req.write(head);
          req.write(sampleFile('png', 10_000)); // … and then nothing more
          req.on('response', (res) => {
            let body = '';
            res.on('data', (c: Buffer) => (body += c.toString('utf8')));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          });
          req.on('error', reject);
        });
        expect(answer.status).toBe(400);
        expect(JSON.parse(answer.body)).toMatchObject({ code: 1001, data: [{ field: 'file', rule: 'incomplete' }] });
        expect(Date.now() - started).toBeLessThan(5000);
        expect(filesUnder(path.join(dataDir, 'attachments'))).toEqual([]);
        expect(await db.db.selectFrom('files').selectAll().execute()).toEqual([]);
      } finally {
        await app.close();
      }
    } finally {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('signed file URLs', () => {
  it('agree across processes sharing the storage, made once even when started together', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-files-'));
    try {
      const secrets = await Promise.all(Array.from({ length: 6 }, () => loadFileUrlSecret(localStorage(root))));
      expect(new Set(secrets.map((s) => s.toString('hex'))).size).toBe(1);
      expect(secrets[0]!.length).toBeGreaterThanOrEqual(32);
      const again = await loadFileUrlSecret(localStorage(root));
      expect(again.equals(secrets[0]!)).toBe(true);
      // FILE_URL_SECRET takes precedence and is checked.
      const configured = await loadFileUrlSecret(localStorage(root), 'x'.repeat(40));
      expect(configured.equals(secrets[0]!)).toBe(false);
      expect(() => configuredFileUrlSecret({ FILE_URL_SECRET: 'short' })).toThrow(
        /FILE_URL_SECRET: must be at least 32/,
      );
      expect(configuredFileUrlSecret({})).toBeUndefined();
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('stay the same for a quarter of an hour and last between one hour and one hour and a quarter', () => {
    const signer = fileUrlSigner(Buffer.alloc(32, 7));
    const t0 = Date.UTC(2025, 0, 1, 12, 0, 1);
    const url = signer.sign('abcdefghijklmnopqrstuvwx', t0);
    expect(signer.sign('abcdefghijklmnopqrstuvwx', t0 + 10 * 60_000)).toBe(url);
    const exp = new URL(url, 'http://x').searchParams.get('exp')!;
    const sig = new URL(url, 'http://x').searchParams.get('sig')!;
    expect(Number(exp) * 1000 - t0).toBeGreaterThanOrEqual(3600_000);
    expect(Number(exp) * 1000 - t0).toBeLessThanOrEqual(4500_000);
    expect(signer.verify('abcdefghijklmnopqrstuvwx', exp, sig, t0 + 3599_000)).toBe(true);
    expect(signer.verify('abcdefghijklmnopqrstuvwx', exp, sig, Number(exp) * 1000)).toBe(false);
    expect(fileUrlSigner(Buffer.alloc(32, 8)).verify('abcdefghijklmnopqrstuvwx', exp, sig, t0)).toBe(false);
  });
});

describe('file names and ranges', () => {
  it('sanitises names', () => {
    expect(sanitizeFileName('C:\\Users\\me\\Desktop\\bug.png')).toBe('bug.png');
    expect(sanitizeFileName('/etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('a\u0000b\u0007c\u001b.txt')).toBe('abc.txt');
    expect(sanitizeFileName('  what?  is*this<>.pdf ')).toBe('what_ is_this__.pdf');
    expect(sanitizeFileName('...hidden.txt')).toBe('hidden.txt');
    expect(sanitizeFileName('')).toBe('file');
    expect(sanitizeFileName(undefined)).toBe('file');
    expect(sanitizeFileName('e\u0301.png')).toBe('\u00e9.png'); // NFC
    const emoji = sanitizeFileName(`${'😀'.repeat(200)}.jpeg`);
    expect(Array.from(emoji)).toHaveLength(FILE_NAME_MAX);
    expect(emoji.endsWith('😀.jpeg')).toBe(true);
  });

  it('writes Content-Disposition per RFC 6266 / 8187', () => {
    expect(contentDisposition('attachment', "l'été (1).pdf")).toBe(
      `attachment; filename="l'_t_ (1).pdf"; filename*=UTF-8''l%27%C3%A9t%C3%A9%20%281%29.pdf`,
    );
  });

  it('parses single byte ranges', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-5', 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
    expect(parseRange('bytes=5-1', 100)).toBeNull();
  });
});

// Keep the fixtures honest: every kind has a sample.
it('has a sample of every kind', () => {
  expect(Object.keys(SAMPLES).sort()).toEqual([...ALL_EXTENSIONS].sort());
});
