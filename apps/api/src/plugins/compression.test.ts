// Compression in the embedded default: the rendered HTML and JSON answers on the fly,
// the build's assets from their .br/.gz copies, negotiated by Accept-Encoding.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, host, type TestApp } from '../../test/helper';
import { fakeWebDist } from '../../test/web-dist';
import { chooseCoding, COMPRESS_FLOOR } from './compression';

// A build folder with the web app's real index.html, one large asset with its .br and .gz
// copies as the build writes them, and one small asset the build leaves alone.
const BIG_JS = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
function fakeDist(): string {
  return fakeWebDist({
    'assets/index-abc123.js': BIG_JS,
    'assets/index-abc123.js.br': zlib.brotliCompressSync(BIG_JS),
    'assets/index-abc123.js.gz': zlib.gzipSync(BIG_JS),
    'assets/small-abc123.js': 'console.log(1)',
  });
}

describe('choosing a coding', () => {
  it('prefers br, then gzip, and honours q=0 and *', () => {
    expect(chooseCoding(undefined)).toBeNull();
    expect(chooseCoding('')).toBeNull();
    expect(chooseCoding('identity')).toBeNull();
    expect(chooseCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseCoding('gzip, deflate')).toBe('gzip');
    expect(chooseCoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseCoding('br;q=0, *')).toBe('gzip');
    expect(chooseCoding('*')).toBe('br');
    expect(chooseCoding('gzip;q=0, br;q=0')).toBeNull();
  });
});

describe.each(dialects)('compression (%s)', (dialect) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeDist();
    t = await createTestApp(dialect, { env: { WEB_DIST: dist, NOT_FOUND_RATE_LIMIT: '100' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...host('hanami'), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  for (const url of ['/', '/api/games/simple']) {
    it(`negotiates br and gzip for ${url} and decodes to the same bytes`, async () => {
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_FLOOR);
      expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);

      const br = await get(url, 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      const gz = await get(url, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      if (url === '/') {
        // The HTML carries a fresh nonce per request: compare with the nonce blanked out.
        const blank = (s: string) => s.replace(/nonce="[^"]+"/g, 'nonce=""').replace(/'nonce-[^']+'/g, '');
        expect(blank(zlib.brotliDecompressSync(br.rawPayload).toString())).toBe(blank(plain.body));
        expect(blank(zlib.gunzipSync(gz.rawPayload).toString())).toBe(blank(plain.body));
        // The header the page already varied on stays.
        expect(String(br.headers.vary)).toMatch(/accept-language/);
      } else {
        expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
        expect(zlib.gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
      }
    });
  }

  it('leaves small answers and HEAD requests alone', async () => {
    const small = await get('/assets/small-abc123.js', 'br');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(1)');
    const notFound = await get('/api/no-such-route', 'br, gzip');
    expect(notFound.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(notFound.body)).toMatchObject({ code: expect.any(Number) });
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/',
      headers: { ...host('hanami'), 'accept-encoding': 'br' },
    });
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.rawPayload.length).toBe(0);
  });

  it('serves a built asset from its .br and .gz copies, the plain file without Accept-Encoding', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers['content-type'])).toMatch(/javascript/);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.equals(fs.readFileSync(path.join(dist, 'assets', 'index-abc123.js.br')))).toBe(true);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
  });
});
