// Uploads whole or absent, at a minimum pace, and harmless: truncated bodies over raw
// sockets, the transfer-rate floor, images re-encoded without metadata under a pixel limit,
// archives inflated with limits, and malware scanning by a real clamd. On both engines; the
// storage-touching cases also against the S3 stand-in.
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { ListMultipartUploadsCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clamdMissing, EICAR, startClamd, type TestClamd } from '../../../test/clamd';
import { createTestApp, dialects, host, type TestApp } from '../../../test/helper';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import { makeZip, minimalDocx, minimalXlsx } from '../../../test/zip-writer';
import { ARCHIVE_MAX_ENTRIES } from '../../lib/archive-check';
import { s3Client } from '../../lib/s3-storage';
import { multipartBody, sampleFile } from '../../../test/file-samples';
import { filesUnder, guestSession, postMultipart, rawUploadHeaders } from '../../../test/file-uploads';

const MIB = 1024 * 1024;

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A PNG of `width`×`height` declared in its header, with one row of real data: a small file. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1 + width * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG photo as phones make them: EXIF with a GPS position, rotated by its Orientation tag. */
async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 80, channels: 3, background: '#3a6' } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Software: 'camera 1.0' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2964/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 4017/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

interface RawAnswer {
  status: number;
  json: { code: number; msg: string; data: unknown } | null;
  /** When the answer was complete, in ms from the start of the request. */
  at: number;
}

/**
 * Sends a request over a raw socket: the header block, then `body`, then `end` (half-close,
 * destroy, or keep the socket open). Resolves with the answer, or null when none came.
 */
function rawRequest(
  origin: string,
  headers: Record<string, string>,
  body: Buffer,
  options: {
    end?: 'half-close' | 'destroy' | 'keep';
    trickle?: { bytes: number; everyMs: number };
    timeoutMs?: number;
  } = {},
): Promise<RawAnswer | null> {
  const { port } = new URL(origin);
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.createConnection(Number(port), '127.0.0.1');
    let received = Buffer.alloc(0);
    let done = false;
    let trickle: NodeJS.Timeout | undefined;
    const finish = (answer: RawAnswer | null) => {
      if (done) return;
      done = true;
      clearInterval(trickle);
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => finish(null), options.timeoutMs ?? 10_000);
    const parse = (): RawAnswer | null => {
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return null;
      const head = received.subarray(0, end).toString('latin1');
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? NaN);
      const payload = received.subarray(end + 4);
      if (!Number.isFinite(length) || payload.length < length) return null;
      const text = payload.subarray(0, length).toString('utf8');
      return {
        status: Number(head.split(' ')[1]),
        json: text ? (JSON.parse(text) as RawAnswer['json']) : null,
        at: Date.now() - started,
      };
    };
    socket.on('data', (c: Buffer) => {
      received = Buffer.concat([received, c]);
      const answer = parse();
      if (answer) finish(answer);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => finish(parse()));
    socket.once('connect', () => {
      const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`);
      socket.write(`POST /api/files?domain_area=eru&spec_lang=en HTTP/1.1\r\n${lines.join('')}\r\n`);
      if (options.trickle) {
        let offset = 0;
        const { bytes, everyMs } = options.trickle;
        trickle = setInterval(() => {
          if (offset >= body.length) return clearInterval(trickle);
          socket.write(body.subarray(offset, offset + bytes));
          offset += bytes;
        }, everyMs);
        return;
      }
      socket.write(body);
      if (options.end === 'half-close') socket.end();
      else if (options.end === 'destroy') setTimeout(() => socket.destroy(), 200);
    });
  });
}

/** The routines every storage shares: a guest session, uploads through inject or a raw socket. */
function uploader(t: () => TestApp) {
  let ips = 0;
  const guest = () => guestSession(t(), `10.7.${Math.floor(++ips / 250)}.${(ips % 250) + 1}`);
  async function upload(token: string, name: string, content: Buffer, lang = 'en') {
    const { boundary, body } = multipartBody(name, content);
    return postMultipart(t(), token, boundary, body, {
      url: `/api/files${lang === 'en' ? '?domain_area=eru&spec_lang=en' : ''}`,
    });
  }
  const rowsOf = (userId: number) =>
    t().db.db.selectFrom('files').selectAll().where('owner_user_id', '=', userId).execute();
  return { guest, upload, rawHeaders: rawUploadHeaders, rowsOf };
}

/**
 * Truncated bodies over a real socket: cut right after the file part's closing boundary (the
 * file itself complete), with the socket half-closed, dropped, or the length announced matching
 * the cut. `stored()` lists what the storage holds.
 */
function truncationCases(t: () => TestApp, origin: () => string, stored: () => Promise<string[]>) {
  const { guest, rawHeaders, rowsOf, upload } = uploader(t);
  const content = sampleFile('pdf', 200_000);
  /** The storage holds `before` again, and still does a second later (the server is done). */
  async function settled(before: string[]) {
    let since = 0;
    await until('the storage to settle', async () => {
      if ((await stored()).join() !== before.join()) since = 0;
      else since ||= Date.now();
      return since > 0 && Date.now() - since > 1000;
    });
  }

  it('keeps nothing of a body cut after the file part, the client half-closing', async () => {
    const { token, userId } = await guest();
    const before = await stored();
    const { boundary, body } = multipartBody('cut.pdf', content);
    // The whole file and its closing boundary line, but not the final "--" and CRLF.
    const cut = body.subarray(0, body.length - 4);
    const answer = await rawRequest(origin(), await rawHeaders(token, boundary, body.length), cut, {
      end: 'half-close',
    });
    // Answered by the server's handling of short bodies, or by the route: never a success.
    if (answer) expect(answer.json).toMatchObject({ code: 1001, data: [{ rule: 'incomplete' }] });
    await settled(before);
    expect(await rowsOf(userId)).toEqual([]);
  });

  it('keeps nothing when the client disconnects after the file part', async () => {
    const { token, userId } = await guest();
    const before = await stored();
    const { boundary, head } = multipartBody('gone.pdf', content);
    const partOnly = Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}`)]);
    const answer = await rawRequest(origin(), await rawHeaders(token, boundary, partOnly.length + 1000), partOnly, {
      end: 'destroy',
    });
    expect(answer).toBeNull();
    await settled(before);
    expect(await rowsOf(userId)).toEqual([]);
  });

  it('answers 1001 incomplete to a body as long as announced but without the closing delimiter', async () => {
    const { token, userId } = await guest();
    const before = await stored();
    const { boundary, head } = multipartBody('short.pdf', content);
    const cut = Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}\r\n`)]);
    const answer = await rawRequest(origin(), await rawHeaders(token, boundary, cut.length), cut, { end: 'keep' });
    expect(answer?.status).toBe(400);
    expect(answer?.json).toMatchObject({ code: 1001, data: [{ field: 'file', rule: 'incomplete' }] });
    // The same with chunked transfer: the body ends (0-length chunk) before the delimiter.
    const chunked = Buffer.concat([Buffer.from(`${cut.length.toString(16)}\r\n`), cut, Buffer.from('\r\n0\r\n\r\n')]);
    const again = await rawRequest(origin(), await rawHeaders(token, boundary, null), chunked, { end: 'keep' });
    expect(again?.json).toMatchObject({ code: 1001, data: [{ field: 'file', rule: 'incomplete' }] });
    expect(await stored()).toEqual(before);
    expect(await rowsOf(userId)).toEqual([]);
  });

  it('still takes a whole body over the same kind of socket, and an image through inject', async () => {
    const { token, userId } = await guest();
    const { boundary, body } = multipartBody('whole.pdf', content);
    const answer = await rawRequest(origin(), await rawHeaders(token, boundary, body.length), body, { end: 'keep' });
    expect(answer?.json).toMatchObject({ code: 0, data: { name: 'whole.pdf', size: content.length } });
    const photo = await upload(token, 'photo.jpg', await photoWithGps());
    expect(photo.json().code).toBe(0);
    expect((await rowsOf(userId)).map((r) => r.name).sort()).toEqual(['photo.jpg', 'whole.pdf']);
  });
}

describe.each(dialects)('upload safety on %s', (dialect) => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    // A small rate window, so the slow-upload case takes a second or two.
    t = await createTestApp(dialect, { env: { UPLOAD_MIN_BYTES_PER_SECOND: '2000', UPLOAD_RATE_WINDOW_MS: '1000' } });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });
  const stored = async () => filesUnder(path.join(t.dataDir, 'attachments'));
  const { guest, upload, rawHeaders, rowsOf } = uploader(() => t);

  describe('truncated bodies', () =>
    truncationCases(
      () => t,
      () => origin,
      stored,
    ));

  it('cuts off an upload slower than UPLOAD_MIN_BYTES_PER_SECOND within about a window, with 408', async () => {
    const { token, userId } = await guest();
    const before = await stored();
    const { boundary, body } = multipartBody('slow.pdf', sampleFile('pdf', 100_000));
    const headers = await rawHeaders(token, boundary, body.length);
    // 50 bytes every 100 ms: 500 B/s against a floor of 2000 B/s over 1 s.
    const answer = await rawRequest(origin, headers, body, { trickle: { bytes: 50, everyMs: 100 } });
    expect(answer?.status).toBe(408);
    expect(answer?.json).toMatchObject({ code: 1001, data: [{ field: 'file', rule: 'tooSlow' }] });
    expect(answer?.json?.msg).toBe(
      'The upload was too slow and has been stopped. Please check your connection and try again.',
    );
    expect(answer!.at).toBeGreaterThanOrEqual(1000);
    expect(answer!.at).toBeLessThan(3000);
    // Slow before the file part even began (a trickle of headers) is cut off the same way.
    const early = await rawRequest(origin, await rawHeaders(token, boundary, body.length), body.subarray(0, 40), {
      trickle: { bytes: 2, everyMs: 100 },
    });
    expect(early?.json).toMatchObject({ code: 1001, data: [{ rule: 'tooSlow' }] });
    expect(early?.status).toBe(408);
    expect(await stored()).toEqual(before);
    expect(await rowsOf(userId)).toEqual([]);
    // A fast upload on the same settings is fine.
    expect((await upload(token, 'fast.pdf', sampleFile('pdf', 3 * MIB))).json().code).toBe(0);
  });

  describe('images', () => {
    it('stores a photo re-encoded: upright, without EXIF or GPS, the answer giving the stored size', async () => {
      const { token, userId } = await guest();
      const photo = await photoWithGps();
      const before = await sharp(photo).metadata();
      expect(before.orientation).toBe(6);
      expect(before.exif?.toString('latin1')).toContain('PhoneMaker');
      const res = await upload(token, 'holiday.jpg', photo);
      expect(res.json()).toMatchObject({ code: 0, data: { name: 'holiday.jpg', kind: 'image' } });
      const { fileId, size } = res.json().data as { fileId: string; size: number };
      const back = await t.app.inject({
        method: 'GET',
        url: `/api/files/${fileId}`,
        headers: { ...host('nova'), authorization: `Bearer ${token}` },
      });
      expect(back.headers['content-type']).toBe('image/jpeg');
      expect(back.rawPayload.length).toBe(size);
      const after = await sharp(back.rawPayload).metadata();
      expect(after.format).toBe('jpeg');
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      // Turned as the tag said: 120×80 landscape pixels shown as 80×120.
      expect([after.width, after.height]).toEqual([80, 120]);
      expect(back.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
      const [row] = await rowsOf(userId);
      expect(Number(row!.size)).toBe(size);
      // Only the cleaned object is kept.
      expect((await stored()).filter((f) => f.endsWith('.upload'))).toEqual([]);
    });

    it('keeps PNG as PNG and an animated GIF animated, without their text chunks and comments', async () => {
      const { token } = await guest();
      const png = await sharp({ create: { width: 30, height: 20, channels: 4, background: '#f00a' } })
        .png()
        .toBuffer()
        .then((b) => sampleFileWithPngText(b, 'Author', 'Jane Doe, 221B Baker Street'));
      const res = await upload(token, 'shot.png', png);
      const back = await t.app.inject({ method: 'GET', url: res.json().data.url as string, headers: host('nova') });
      expect(back.headers['content-type']).toBe('image/png');
      expect(back.rawPayload.includes(Buffer.from('Baker Street'))).toBe(false);
      expect(await sharp(back.rawPayload).metadata()).toMatchObject({
        format: 'png',
        width: 30,
        height: 20,
        hasAlpha: true,
      });

      const tiles = await Promise.all(
        ['#f00', '#0f0', '#00f'].map((background) =>
          sharp({ create: { width: 16, height: 16, channels: 3, background } })
            .png()
            .toBuffer(),
        ),
      );
      const frames = await sharp(tiles, { join: { animated: true } })
        .gif({ loop: 0, delay: [100, 200, 300] })
        .toBuffer();
      const gif = await upload(token, 'dance.gif', frames);
      expect(gif.json().code).toBe(0);
      const anim = await t.app.inject({ method: 'GET', url: gif.json().data.url as string, headers: host('nova') });
      expect(await sharp(anim.rawPayload, { animated: true }).metadata()).toMatchObject({
        format: 'gif',
        pages: 3,
        delay: [100, 200, 300],
      });
    });

    it('refuses an image declaring more pixels than IMAGE_MAX_PIXELS, before decoding it, with a translated message', async () => {
      const { token, userId } = await guest();
      const before = await stored();
      const huge = pngDeclaring(30_000, 30_000);
      expect(huge.length).toBeLessThan(200_000);
      const res = await upload(token, 'huge.png', huge);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        code: 1007,
        msg: 'This image is too large: at most 40 megapixels.',
        data: [{ field: 'file', rule: 'pixels' }],
      });
      const ko = await upload(token, 'huge.png', huge, 'ko');
      expect(ko.json().code).toBe(1007);
      expect(ko.json().msg).toBe('이미지가 너무 큽니다. 최대 40메가픽셀까지 가능합니다.');
      expect(await stored()).toEqual(before);
      expect(await rowsOf(userId)).toEqual([]);
    });

    it('refuses garbage behind an image signature, and strips what a polyglot hides after its image', async () => {
      const { token, userId } = await guest();
      const before = await stored();
      const garbage = Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        Buffer.from('<script>alert(document.cookie)</script>'.repeat(50)),
      ]);
      const res = await upload(token, 'cute.jpg', garbage);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 1007, data: [{ field: 'file', rule: 'content' }] });
      expect(res.json().msg).toBe('This image could not be read. Please save it again as JPEG, PNG or GIF and retry.');
      // A PNG signature on a JPEG: refused, the decoder finds no PNG.
      const wrong = await upload(
        token,
        'photo.png',
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), await photoWithGps()]),
      );
      expect(wrong.json()).toMatchObject({ code: 1007 });
      expect(await stored()).toEqual(before);
      expect(await rowsOf(userId)).toEqual([]);
      // A real JPEG with a zip and a page appended: kept as the image alone.
      const polyglot = Buffer.concat([
        await photoWithGps(),
        makeZip([{ name: 'payload.html', data: '<html><script>alert(1)</script></html>' }]),
      ]);
      const ok = await upload(token, 'meme.jpg', polyglot);
      expect(ok.json().code).toBe(0);
      const back = await t.app.inject({ method: 'GET', url: ok.json().data.url as string, headers: host('nova') });
      expect(back.rawPayload.includes(Buffer.from('payload.html'))).toBe(false);
      expect(back.rawPayload.includes(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(false);
    });
  });

  describe('archives', () => {
    async function refused(name: string, content: Buffer) {
      const { token, userId } = await guest();
      const before = await stored();
      const res = await upload(token, name, content);
      expect(res.statusCode, name).toBe(415);
      expect(await stored(), name).toEqual(before);
      expect(await rowsOf(userId), name).toEqual([]);
      return res.json() as { code: number; msg: string; data: unknown };
    }

    it('takes a plain zip and real minimal docx and xlsx files', async () => {
      const { token, userId } = await guest();
      const zip = makeZip([
        { name: 'logs/client.log', data: 'crash at 12:00\n'.repeat(2000) },
        { name: 'save.dat', data: Buffer.alloc(5000, 7), method: 'store' },
      ]);
      for (const [name, content] of [
        ['logs.zip', zip],
        ['report.docx', minimalDocx()],
        ['items.xlsx', minimalXlsx()],
      ] as const) {
        const res = await upload(token, name, content);
        expect(res.json(), name).toMatchObject({ code: 0, data: { name, size: content.length } });
      }
      expect(await rowsOf(userId)).toHaveLength(3);
    });

    it('refuses a zip bomb, nested or not, and too many entries, with precise messages', async () => {
      const bomb = makeZip(
        Array.from({ length: 5 }, (_, i) => ({ name: `zeros${i}.bin`, data: Buffer.alloc(50 * MIB) })),
      );
      expect(bomb.length).toBeLessThan(300 * 1024);
      expect(await refused('bomb.zip', bomb)).toEqual({
        code: 1007,
        msg: 'This archive expands too much when unpacked: at most 200 MB.',
        data: [{ field: 'file', rule: 'archive' }],
      });
      const nested = makeZip([{ name: 'inner.zip', data: bomb, method: 'store' }]);
      expect((await refused('nested.zip', nested)).msg).toBe(
        'This archive expands too much when unpacked: at most 200 MB.',
      );
      const many = makeZip(
        Array.from({ length: ARCHIVE_MAX_ENTRIES + 1 }, (_, i) => ({
          name: `f${i}.txt`,
          data: 'x',
          method: 'store' as const,
        })),
      );
      expect((await refused('many.zip', many)).msg).toBe('This archive contains too many files: at most 1,000.');
      expect((await refused('evil.zip', makeZip([{ name: '../../etc/cron.d/evil', data: 'x' }]))).msg).toBe(
        'This archive cannot be accepted: it is damaged or contains unsafe entries.',
      );
      expect((await refused('locked.zip', makeZip([{ name: 'a.txt', data: 'x', encrypted: true }]))).msg).toMatch(
        /^Password-protected archives/,
      );
    });

    it('refuses a zip renamed .docx or .xlsx, and documents with macros', async () => {
      const anyZip = makeZip([{ name: 'readme.txt', data: 'hello' }]);
      expect(await refused('fake.docx', anyZip)).toEqual({
        code: 1007,
        msg: 'This file is not a valid Word or Excel document. Please save it again and retry.',
        data: [{ field: 'file', rule: 'document' }],
      });
      expect((await refused('fake.xlsx', minimalDocx())).data).toEqual([{ field: 'file', rule: 'document' }]);
      const macro = minimalDocx([{ name: 'word/vbaProject.bin', data: Buffer.alloc(2000, 1) }]);
      expect((await refused('invoice.docx', macro)).msg).toBe(
        'Documents with macros cannot be accepted. Please save it as a regular .docx or .xlsx file.',
      );
    });
  });
});

describe('upload safety on S3', () => {
  let s3: TestS3Server;
  let t: TestApp;
  let client: S3Client;
  let origin: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    client = s3Client(s3.settings);
    t = await createTestApp('sqlite', { env: s3.env });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
    client?.destroy();
    await s3?.close();
  });
  /** Objects under the attachments prefix, and multipart uploads still open: what is stored. */
  const stored = async () => {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: s3.settings.bucket, Prefix: 'gh/attachments/files/' }),
    );
    const open =
      (await client.send(new ListMultipartUploadsCommand({ Bucket: s3.settings.bucket, Prefix: 'gh/' }))).Uploads ?? [];
    return [...(page.Contents ?? []).map((o) => o.Key!), ...open.map((u) => `open:${u.Key}`)].sort();
  };
  const { guest, upload, rowsOf } = uploader(() => t);

  describe('truncated bodies', () =>
    truncationCases(
      () => t,
      () => origin,
      stored,
    ));

  it('cleans images and checks archives stored in the bucket', async () => {
    const { token, userId } = await guest();
    const res = await upload(token, 'photo.jpg', await photoWithGps());
    expect(res.json().code).toBe(0);
    const back = await t.app.inject({ method: 'GET', url: res.json().data.url as string, headers: host('nova') });
    expect((await sharp(back.rawPayload).metadata()).exif).toBeUndefined();
    expect((await upload(token, 'report.docx', minimalDocx())).json().code).toBe(0);
    const before = await stored();
    expect((await upload(token, 'fake.docx', makeZip([{ name: 'a.txt', data: 'x' }]))).json().code).toBe(1007);
    expect((await upload(token, 'huge.png', pngDeclaring(30_000, 30_000))).json().code).toBe(1007);
    expect(await stored()).toEqual(before);
    expect(before.filter((k) => k.endsWith('.upload') || k.startsWith('open:'))).toEqual([]);
    expect((await rowsOf(userId)).map((r) => r.name).sort()).toEqual(['photo.jpg', 'report.docx']);
  });
});

const missing = clamdMissing();
if (missing && process.env.CI) throw new Error(`ClamAV tests cannot run in CI: ${missing}`);
if (missing) console.warn(`skipping the ClamAV upload tests: ${missing}`);

describe.skipIf(missing !== null).each(dialects)('malware scanning on %s', (dialect) => {
  let clamd: TestClamd;
  let t: TestApp;
  beforeAll(async () => {
    clamd = await startClamd({ streamMaxLength: '25M' });
    t = await createTestApp(dialect, { env: { CLAMAV_URL: clamd.tcpUrl } });
  });
  afterAll(async () => {
    await t?.close();
    await clamd?.close();
  });
  const stored = async () => filesUnder(path.join(t.dataDir, 'attachments'));
  const { guest, upload, rowsOf } = uploader(() => t);

  it('refuses EICAR in a .txt and inside a .zip, storing nothing; takes clean files', async () => {
    const { token, userId } = await guest();
    const before = await stored();
    const txt = await upload(token, 'notes.txt', Buffer.from(`${EICAR}\n`));
    expect(txt.statusCode).toBe(415);
    expect(txt.json()).toEqual({
      code: 1007,
      msg: 'This file was flagged as harmful and was not uploaded.',
      data: [{ field: 'file', rule: 'malware' }],
    });
    const zipped = await upload(
      token,
      'logs.zip',
      makeZip([
        { name: 'logs/readme.txt', data: 'see below' },
        { name: 'logs/eicar.com', data: EICAR },
      ]),
    );
    expect(zipped.json()).toMatchObject({ code: 1007, data: [{ field: 'file', rule: 'malware' }] });
    expect(await stored()).toEqual(before);
    expect(await rowsOf(userId)).toEqual([]);
    // Clean files pass, a large one too (below StreamMaxLength).
    expect((await upload(token, 'notes.txt', Buffer.from('My sword vanished.\n'))).json().code).toBe(0);
    expect((await upload(token, 'clip.mp4', sampleFile('mp4', 15 * MIB))).json().code).toBe(0);
    expect((await upload(token, 'shot.jpg', sampleFile('jpg', 5000))).json().code).toBe(0);
    expect(await rowsOf(userId)).toHaveLength(3);
  });

  it('scans through a Unix socket as well', async () => {
    const other = await createTestApp(dialect, { env: { CLAMAV_URL: clamd.unixUrl } });
    try {
      const u = uploader(() => other);
      const { token } = await u.guest();
      expect((await u.upload(token, 'notes.txt', Buffer.from(`hello ${EICAR}`))).json()).toMatchObject({
        code: 1007,
        data: [{ rule: 'malware' }],
      });
      expect((await u.upload(token, 'notes.txt', Buffer.from('hello'))).json().code).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('refuses uploads with 503 when the scanner is unreachable or fails, never storing them unscanned', async () => {
    // A port nobody listens on, and a server that takes the connection and closes it unanswered.
    const closed = net.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const deadPort = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const rude = net.createServer((socket) => socket.once('data', () => socket.destroy()));
    await new Promise<void>((r) => rude.listen(0, '127.0.0.1', r));
    try {
      for (const url of [
        `tcp://127.0.0.1:${deadPort}`,
        `tcp://127.0.0.1:${(rude.address() as net.AddressInfo).port}`,
      ]) {
        const other = await createTestApp(dialect, { env: { CLAMAV_URL: url } });
        try {
          const u = uploader(() => other);
          const { token, userId } = await u.guest();
          const res = await u.upload(token, 'notes.txt', Buffer.from('clean text'));
          expect(res.statusCode, url).toBe(503);
          expect(res.json(), url).toEqual({
            code: 5000,
            msg: 'Files cannot be checked for viruses right now. Please try again later.',
            data: null,
          });
          expect(res.headers['retry-after']).toBe('60');
          expect(filesUnder(path.join(other.dataDir, 'attachments')), url).toEqual([]);
          expect(await u.rowsOf(userId), url).toEqual([]);
        } finally {
          await other.close();
        }
      }
    } finally {
      rude.close();
    }
  });
});

/** `png` with a tEXt chunk (keyword, text) inserted after IHDR. */
function sampleFileWithPngText(png: Buffer, keyword: string, text: string): Buffer {
  const data = Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0]), Buffer.from(text, 'latin1')]);
  const body = Buffer.concat([Buffer.from('tEXt', 'latin1'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([png.subarray(0, 33), len, body, crc, png.subarray(33)]);
}
