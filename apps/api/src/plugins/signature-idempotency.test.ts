import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_TTL_MS, purgeIdempotencyRecords } from './idempotency';
import { createTestApp, dialects, host, signedHeaders, type TestApp } from '../../test/helper';

describe.each(dialects)('signature and idempotency on %s', (dialect) => {
  let t: TestApp;
  let runs = 0;
  let failNext = false;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      deps: {
        extraApiRoutes: (api) => {
          api.post('/test/create', { config: { signed: true, idempotent: true } }, async (request, reply) => {
            runs += 1;
            if (failNext) {
              failNext = false;
              throw new Error('boom');
            }
            return reply.ok({ run: runs, echo: request.body });
          });
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = async (body: string, extra: Record<string, string> = {}, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/test/create?spec_lang=en',
      headers: { ...host('lumen'), ...(await signedHeaders('/test/create', body, token)), ...extra },
      payload: body,
    });

  it('accepts a correctly signed call, with or without a token', async () => {
    expect((await post('{"a":1}')).json()).toMatchObject({ code: 0 });
    expect((await post('{"a":1}', {}, 'tok-123')).json()).toMatchObject({ code: 0 });
  });

  it('refuses missing, stale, tampered and replayed signatures with 1010', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/test/create', headers: { ...host('lumen'), 'content-type': 'application/json' }, payload: '{}' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 1010, data: [{ rule: 'missing' }] });

    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/test/create',
      headers: { ...host('lumen'), ...(await signedHeaders('/test/create', '{}', undefined, Date.now() - 6 * 60_000)) },
      payload: '{}',
    });
    expect(stale.json()).toMatchObject({ code: 1010, data: [{ rule: 'stale' }] });

    const headers = await signedHeaders('/test/create', '{"a":1}');
    const tampered = await t.app.inject({ method: 'POST', url: '/api/test/create', headers: { ...host('lumen'), ...headers }, payload: '{"a":2}' });
    expect(tampered.json()).toMatchObject({ code: 1010, data: [{ rule: 'mismatch' }] });

    // The token is part of what is signed: another token cannot reuse the signature.
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/test/create',
      headers: { ...host('lumen'), ...(await signedHeaders('/test/create', '{}', 'a')), authorization: 'Bearer b' },
      payload: '{}',
    });
    expect(stolen.json()).toMatchObject({ code: 1010, data: [{ rule: 'mismatch' }] });

    const first = await t.app.inject({ method: 'POST', url: '/api/test/create', headers: { ...host('lumen'), ...headers }, payload: '{"a":1}' });
    expect(first.json()).toMatchObject({ code: 0 });
    const replay = await t.app.inject({ method: 'POST', url: '/api/test/create', headers: { ...host('lumen'), ...headers }, payload: '{"a":1}' });
    expect(replay.json()).toMatchObject({ code: 1010, data: [{ rule: 'replayed' }] });
  });

  it('replays the first answer for a retried key and runs the handler once', async () => {
    const before = runs;
    const key = { 'idempotency-key': 'key-aaaaaaaa-1' };
    const a = await post('{"x":1}', key);
    const b = await post('{"x":1}', key);
    expect(a.json()).toMatchObject({ code: 0 });
    expect(b.json()).toEqual(a.json());
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(runs).toBe(before + 1);
  });

  it('refuses the same key with another body with 1011', async () => {
    const key = { 'idempotency-key': 'key-bbbbbbbb-2' };
    await post('{"x":1}', key);
    const other = await post('{"x":2}', key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 1011 });
  });

  it('scopes keys to the caller: another token with the same key runs again', async () => {
    const before = runs;
    const key = { 'idempotency-key': 'key-cccccccc-3' };
    await post('{"x":1}', key, 'token-one');
    await post('{"x":1}', key, 'token-two');
    expect(runs).toBe(before + 2);
  });

  it('frees the key when the first attempt failed, so a retry really runs', async () => {
    const key = { 'idempotency-key': 'key-dddddddd-4' };
    failNext = true;
    const failed = await post('{"x":1}', key);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ code: 5000, msg: expect.any(String), data: null });
    expect(failed.body).not.toContain('boom');
    const retried = await post('{"x":1}', key);
    expect(retried.json()).toMatchObject({ code: 0 });
  });

  it('purges expired records and keeps live ones', async () => {
    await post('{"p":1}', { 'idempotency-key': 'key-eeeeeeee-5' });
    const live = await t.db.db.selectFrom('idempotency_records').select('key_hash').execute();
    expect(live.length).toBeGreaterThan(0);
    expect(await purgeIdempotencyRecords(t.db.db, new Date())).toBe(0);
    const removed = await purgeIdempotencyRecords(t.db.db, new Date(Date.now() + IDEMPOTENCY_TTL_MS + 1000));
    expect(removed).toBe(live.length);
    expect(await t.db.db.selectFrom('idempotency_records').select('key_hash').execute()).toEqual([]);
  });

  it('refuses invalid JSON with 1001, never a crash', async () => {
    const res = await post('{"x":');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 1001 });
  });
});
