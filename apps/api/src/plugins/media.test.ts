// /media/ artwork is revalidated, not downloaded again (issue 13): both ways it is served, the
// static folder (@fastify/static, local storage) and streamed from an S3-protocol bucket
// (plugins/media.ts, against test/s3-server.ts on loopback), send an ETag and Last-Modified and
// answer 304 to If-None-Match (weak comparison, lists, `*`) or, without it, If-Modified-Since; a
// HEAD carries the same validators; a changed object gets a new ETag. The bytes do not depend on
// Accept-Encoding or Host, so no Vary is sent, and a 304 carries the same caching headers as the 200.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, host, type TestApp } from '../../test/helper';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { loadConfig } from '../config';
import { storageFor } from '../lib/s3-storage';
import type { Storage } from '../lib/storage';

const kinds = ['local', 's3'] as const;

describe.each(dialects.flatMap((dialect) => kinds.map((kind) => [dialect, kind] as const)))('media ETag/304 (%s, %s storage)', (dialect, kind) => {
  let s3: TestS3Server | undefined;
  let t: TestApp;
  let storage: Storage;
  let logo: string;
  beforeAll(async () => {
    const env = kind === 's3' ? (s3 = await startS3Server()).env : {};
    t = await createTestApp(dialect, { env });
    storage = storageFor(loadConfig({ DATA_DIR: t.dataDir, ...env }), 'media');
    logo = (await t.db.db.selectFrom('brands').select(['logo']).where('id', '=', 'nova').executeTakeFirstOrThrow()).logo;
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
    expect((await get(logo, { 'if-modified-since': new Date(lastModified.getTime() + 3600_000).toUTCString() })).statusCode).toBe(304);
    const older = await get(logo, { 'if-modified-since': new Date(lastModified.getTime() - 3600_000).toUTCString() });
    expect(older.statusCode).toBe(200);
    expect(older.body).toBe(res.body);
    // If-None-Match wins: a stale tag is a full answer even with a current date.
    expect((await get(logo, { 'if-none-match': '"nope"', 'if-modified-since': lastModified.toUTCString() })).statusCode).toBe(200);
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
});
