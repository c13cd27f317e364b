import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, host, type TestApp } from '../../test/helper';

describe('error handling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { NOT_FOUND_RATE_LIMIT: '5' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers unknown API paths with the 1002 envelope in the player language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { ...host('hanami'), 'x-forwarded-for': '1.1.1.1' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 1002, data: null });
    expect(res.json().msg).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/); // Japanese for the jp area
  });

  it('rate limits repeated unknown paths per IP with 1005 and Retry-After', async () => {
    const codes: number[] = [];
    let last;
    for (let i = 0; i < 8; i++) {
      last = await t.app.inject({
        method: 'GET',
        url: `/api/scan-${i}`,
        headers: host('nova'),
        remoteAddress: '10.9.9.9',
      });
      codes.push(last.json().code);
    }
    expect(codes.slice(0, 5).every((c) => c === 1002)).toBe(true);
    expect(codes.at(-1)).toBe(1005);
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/scan-x',
      headers: host('nova'),
      remoteAddress: '10.9.9.10',
    });
    expect(other.json().code).toBe(1002);
  });

  it('records client error reports without query strings', async () => {
    const { signedHeaders } = await import('../../test/helper');
    const body = JSON.stringify({
      code: 1106,
      message: 'network failure',
      url: '/x?oauth_token=secret',
      apiPath: '/games/simple',
      httpStatus: 0,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/site/client-errors',
      headers: { ...host('ember'), ...(await signedHeaders('/site/client-errors', body)) },
      payload: body,
    });
    expect(res.json()).toMatchObject({ code: 0 });
    const rows = await t.db.db.selectFrom('client_errors').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ brand_id: 'ember', code: 1106, url: '/x', api_path: '/games/simple' });
    const bad = JSON.stringify({ code: 'x' });
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/site/client-errors',
      headers: { ...host('ember'), ...(await signedHeaders('/site/client-errors', bad)) },
      payload: bad,
    });
    expect(invalid.json()).toMatchObject({
      code: 1001,
      data: expect.arrayContaining([{ field: 'code', rule: expect.any(String) }]),
    });
  });
});
