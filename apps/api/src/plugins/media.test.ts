// /media/ artwork is revalidated, not downloaded again: both ways it is served, the
// static folder (@fastify/static, local storage) and streamed from an S3-protocol bucket
// (plugins/media.ts, against test/s3-server.ts on loopback), send an ETag and Last-Modified and
// answer 304 to If-None-Match (weak comparison, lists, `*`) or, without it, If-Modified-Since; a
// HEAD carries the same validators; a changed object gets a new ETag. Small artwork does not
// depend on Accept-Encoding or Host, so no Vary is sent, and a 304 carries the same caching
// headers as the 200. SVG artwork above the compression floor streamed by plugins/media.ts (from
// the bucket, and over a local folder, which web.ts may route through it too) goes out in Brotli
// or gzip as asked, with Vary: Accept-Encoding and an ETag of its own that still revalidates.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, host, type TestApp } from '../../test/helper';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { loadConfig } from '../config';
import { storageFor } from '../lib/s3-storage';
import { localStorage, type Storage } from '../lib/storage';
import { codedEtag, isFresh, mediaRoutes } from './media';

const kinds = ['local', 's3'] as const;

describe.each(dialects.flatMap((dialect) => kinds.map((kind) => [dialect, kind] as const)))(
  'media ETag/304 (%s, %s storage)',
  (dialect, kind) => {
    let s3: TestS3Server | undefined;
    let t: TestApp;
    let storage: Storage;
    let logo: string;
    beforeAll(async () => {
      const env = kind === 's3' ? (s3 = await startS3Server()).env : {};
      t = await createTestApp(dialect, { env });
      storage = storageFor(loadConfig({ DATA_DIR: t.dataDir, ...env }), 'media');
      logo = (await t.db.db.selectFrom('brands').select(['logo']).where('id', '=', 'nova').executeTakeFirstOrThrow())
        .logo;
    });
    afterAll(async () => {
      await t?.close();
      await s3?.close();
    });

    const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
      t.app.inject({ method, url, headers: { ...host('nova'), 'accept-encoding': 'br, gzip', ...headers } });

    it('is served from the storage under test', () => {
      expect(storage.root === undefined).toBe(kind === 's3');
      expect(logo).toMatch(/^\/media\/brands\/nova-logo\.[0-9a-f]{10}\.svg$/);
    });

    it('sends validators and answers 304 to a matching If-None-Match, with the 200 caching headers and no body', async () => {
      const res = await get(logo);
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(/^<svg/);
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
      const lastModified = res.headers['last-modified'] as string;
      expect(new Date(lastModified).toUTCString()).toBe(lastModified);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBeUndefined();

      const fresh = await get(logo, { 'if-none-match': etag });
      expect(fresh.statusCode).toBe(304);
      expect(fresh.rawPayload.length).toBe(0);
      expect(fresh.headers).toMatchObject({
        etag,
        'last-modified': lastModified,
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
      expect(fresh.headers.vary).toBeUndefined();
      expect(fresh.headers['content-encoding']).toBeUndefined();

      const strong = etag.replace(/^W\//, '');
      // Weak comparison, a list, and `*` (any current object).
      expect((await get(logo, { 'if-none-match': `W/${strong}` })).statusCode).toBe(304);
      expect((await get(logo, { 'if-none-match': `"nope", ${etag}` })).statusCode).toBe(304);
      expect((await get(logo, { 'if-none-match': '*' })).statusCode).toBe(304);
      const other = await get(logo, { 'if-none-match': '"nope"' });
      expect(other.statusCode).toBe(200);
      expect(other.rawPayload.equals(res.rawPayload)).toBe(true);
    });

    it('answers If-Modified-Since by the date, and only when If-None-Match is absent', async () => {
      const res = await get(logo);
      const lastModified = new Date(res.headers['last-modified'] as string);
      expect((await get(logo, { 'if-modified-since': lastModified.toUTCString() })).statusCode).toBe(304);
      expect(
        (await get(logo, { 'if-modified-since': new Date(lastModified.getTime() + 3600_000).toUTCString() }))
          .statusCode,
      ).toBe(304);
      const older = await get(logo, { 'if-modified-since': new Date(lastModified.getTime() - 3600_000).toUTCString() });
      expect(older.statusCode).toBe(200);
      expect(older.body).toBe(res.body);
      // If-None-Match wins: a stale tag is a full answer even with a current date.
      expect(
        (await get(logo, { 'if-none-match': '"nope"', 'if-modified-since': lastModified.toUTCString() })).statusCode,
      ).toBe(200);
    });

    it('answers HEAD with the same validators, and 304 to a conditional HEAD', async () => {
      const res = await get(logo);
      const head = await get(logo, {}, 'HEAD');
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      expect(head.headers).toMatchObject({
        etag: res.headers.etag,
        'last-modified': res.headers['last-modified'],
        'content-length': String(res.rawPayload.length),
        'content-type': 'image/svg+xml',
      });
      expect((await get(logo, { 'if-none-match': res.headers.etag as string }, 'HEAD')).statusCode).toBe(304);
    });

    it('gives a changed object a new ETag, so the old copy is no longer fresh', async () => {
      const key = 'brands/probe.0123456789.svg';
      await storage.put(key, '<svg xmlns="http://www.w3.org/2000/svg"/>');
      const first = await get(`/media/${key}`);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      await storage.put(key, '<svg xmlns="http://www.w3.org/2000/svg" width="2"/>');
      const changed = await get(`/media/${key}`, { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.body).toContain('width="2"');
      expect(changed.headers.etag).not.toBe(etag);
      expect((await get(`/media/${key}`, { 'if-none-match': changed.headers.etag as string })).statusCode).toBe(304);
    });

    it('does not answer 304 for an object that is not there', async () => {
      const res = await get('/media/brands/none.0123456789.svg', { 'if-none-match': '*' });
      expect(res.statusCode).toBe(404);
      expect(res.headers.etag).toBeUndefined();
    });
  },
);

/** An SVG of about `bytes` bytes that compresses well, as the demo's key art does. */
function bigSvg(bytes: number): string {
  const shapes: string[] = [];
  for (let i = 0; shapes.join('').length < bytes; i++)
    shapes.push(`<circle cx="${i % 97}" cy="${(i * 7) % 53}" r="${(i % 5) + 1}" fill="#6c5ce7"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 60">${shapes.join('')}</svg>`;
}

const MEDIA_HEADERS = { 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' };

describe.each(['s3', 'local'] as const)('compressed SVG artwork streamed by plugins/media.ts (%s storage)', (kind) => {
  let s3: TestS3Server | undefined;
  let dir: string | undefined;
  let storage: Storage;
  let app: FastifyInstance;
  const svg = bigSvg(8000);
  const key = 'games/big-banner.0123456789.svg';
  beforeAll(async () => {
    if (kind === 's3') {
      s3 = await startS3Server();
      storage = storageFor(
        loadConfig({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'gh-media-')), ...s3.env }),
        'media',
      );
    } else {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-media-'));
      storage = localStorage(dir);
    }
    await storage.put(key, svg);
    await storage.put('games/small.0123456789.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await storage.put('games/art.0123456789.png', Buffer.alloc(4096, 7));
    app = Fastify();
    await app.register(mediaRoutes, { storage, headers: MEDIA_HEADERS });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url, headers });

  it('sends Brotli, then gzip, then the plain bytes, as Accept-Encoding asks, always with Vary', async () => {
    const plain = await get(`/media/${key}`);
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(svg);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(svg)));
    expect(plain.headers.vary).toBe('accept-encoding');
    const etag = plain.headers.etag as string;

    const br = await get(`/media/${key}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['content-type']).toBe('image/svg+xml');
    expect(br.headers.etag).toBe(codedEtag(etag, 'br'));
    expect(br.headers['cache-control']).toBe(MEDIA_HEADERS['cache-control']);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(svg);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(svg) / 3);

    const gz = await get(`/media/${key}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.etag).toBe(codedEtag(etag, 'gzip'));
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(svg);

    const none = await get(`/media/${key}`, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(svg);
  });

  it('revalidates a compressed copy by its own ETag or the plain one, with Vary on the 304', async () => {
    const br = await get(`/media/${key}`, { 'accept-encoding': 'br' });
    const fresh = await get(`/media/${key}`, { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string });
    expect(fresh.statusCode).toBe(304);
    expect(fresh.rawPayload.length).toBe(0);
    expect(fresh.headers).toMatchObject({ etag: br.headers.etag, vary: 'accept-encoding' });
    expect(fresh.headers['content-encoding']).toBeUndefined();
    const plainTag = (await get(`/media/${key}`)).headers.etag as string;
    expect((await get(`/media/${key}`, { 'accept-encoding': 'br', 'if-none-match': plainTag })).statusCode).toBe(304);
    expect((await get(`/media/${key}`, { 'accept-encoding': 'br', 'if-none-match': '"other-br"' })).statusCode).toBe(
      200,
    );
  });

  it('answers HEAD as the GET would, and a range with the plain bytes', async () => {
    const head = await get(`/media/${key}`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBeUndefined();
    expect(head.body).toBe('');
    const range = await get(`/media/${key}`, { 'accept-encoding': 'br', range: 'bytes=0-4' });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('<svg ');
    expect(range.headers['content-encoding']).toBeUndefined();
  });

  it('leaves small SVGs and raster art as they are, without Vary', async () => {
    const small = await get('/media/games/small.0123456789.svg', { 'accept-encoding': 'br' });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
    const png = await get('/media/games/art.0123456789.png', { 'accept-encoding': 'br' });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers.vary).toBeUndefined();
    expect(png.rawPayload.equals(Buffer.alloc(4096, 7))).toBe(true);
  });
});

describe('isFresh', () => {
  const info = { size: 1, etag: '"abc"', lastModified: new Date('2026-01-02T03:04:05.678Z') };
  const req = (headers: Record<string, string>) => ({ headers }) as Parameters<typeof isFresh>[0];
  it('compares tags weakly, across codings, and dates to the second', () => {
    expect(isFresh(req({ 'if-none-match': 'W/"abc"' }), info)).toBe(true);
    expect(isFresh(req({ 'if-none-match': '"abc-br"' }), info)).toBe(true);
    expect(isFresh(req({ 'if-none-match': '"abc-zstd"' }), info)).toBe(false);
    expect(isFresh(req({ 'if-none-match': '"abcd"' }), info)).toBe(false);
    expect(isFresh(req({ 'if-modified-since': 'Fri, 02 Jan 2026 03:04:05 GMT' }), info)).toBe(true);
    expect(isFresh(req({ 'if-modified-since': 'Fri, 02 Jan 2026 03:04:04 GMT' }), info)).toBe(false);
    expect(isFresh(req({ 'if-modified-since': 'not a date' }), info)).toBe(false);
  });
});
