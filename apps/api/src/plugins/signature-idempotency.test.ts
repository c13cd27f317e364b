import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@guildhall/contract/errors';
import { SIGNATURE_MAX_AGE_MS } from '@guildhall/contract/constants';
import { computeSignature, SIGNATURE_HEADERS } from '@guildhall/contract/signature';
import type { Redis } from 'ioredis';
import { connectRedis, redisNonceStore } from '../lib/redis-stores';
import { platformSignature } from '../modules/accounts/platform.service';
import { AppError } from '../lib/app-error';
import {
  IDEMPOTENCY_LEASE_MS,
  IDEMPOTENCY_TTL_MS,
  idempotencyKeyHash,
  idempotencyRequestHash,
  purgeIdempotencyRecords,
  storeAnswer,
} from './idempotency';
import { createTestApp, dialects, host, signedHeaders, type TestApp } from '../../test/helper';

/** A signed POST with a chosen nonce and timestamp: what a replayer re-signing a captured request sends. */
async function signedWith(nonce: string, timestamp: number, body: string, token?: string) {
  const ts = String(timestamp);
  return {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    [SIGNATURE_HEADERS.nonce]: nonce,
    [SIGNATURE_HEADERS.timestamp]: ts,
    [SIGNATURE_HEADERS.sign]: await computeSignature({
      method: 'POST',
      path: '/test/create',
      timestamp: ts,
      nonce,
      token: token ?? null,
      body,
    }),
  };
}

describe.each(dialects)('signature and idempotency on %s', (dialect) => {
  let t: TestApp;
  let runs = 0;
  let failNext = false;
  let refuseNext: AppError | null = null;
  // Holds the next create before its transaction, as a slow process would.
  let gate: Promise<void> | null = null;
  // The server's clock runs ahead by this much, to let leases run out.
  let skew = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      deps: {
        now: () => Date.now() + skew,
        extraApiRoutes: (api) => {
          api.post('/test/create', { config: { signed: true, idempotent: true } }, async (request, reply) => {
            runs += 1;
            const run = runs;
            if (failNext) {
              failNext = false;
              throw new Error('boom');
            }
            if (refuseNext) {
              const refusal = refuseNext;
              refuseNext = null;
              throw refusal;
            }
            if (gate) {
              const wait = gate;
              gate = null;
              await wait;
            }
            // The create: one audit row, committed together with its answer.
            const data = await t.db.db.transaction().execute(async (trx) => {
              await trx
                .insertInto('audit_log')
                .values({
                  staff_id: null,
                  action: 'test.create',
                  target_type: 'test',
                  target_id: String(run),
                  before: null,
                  after: request.rawBody ?? null,
                  ip: null,
                  created_at: new Date().toISOString(),
                })
                .execute();
              return request.sealIdempotent(trx, { run, echo: request.body });
            });
            return reply.ok(data);
          });
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Rows the creates of this body made. */
  const created = async (body: string) =>
    (
      await t.db.db
        .selectFrom('audit_log')
        .select('target_id')
        .where('action', '=', 'test.create')
        .where('after', '=', body)
        .execute()
    ).length;

  /** The record a request from 127.0.0.1 without a token makes for this key. */
  const keyHash = (key: string) => idempotencyKeyHash('ip:127.0.0.1', '/api/test/create', key);

  /** What a process killed during the create leaves behind: a pending record whose lease ran out. */
  async function crashedHolder(key: string, body: string, claim = 'claim-of-a-dead-process') {
    const t0 = Date.now() + skew;
    await t.db.db
      .insertInto('idempotency_records')
      .values({
        key_hash: keyHash(key),
        request_hash: idempotencyRequestHash('POST', '/api/test/create', body),
        status_code: 0,
        response: null,
        created_at: new Date(t0 - IDEMPOTENCY_LEASE_MS - 5000).toISOString(),
        expires_at: new Date(t0 + IDEMPOTENCY_TTL_MS).toISOString(),
        claim,
        lease_until: new Date(t0 - 5000).toISOString(),
      })
      .execute();
    return claim;
  }

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
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/test/create',
      headers: { ...host('lumen'), 'content-type': 'application/json' },
      payload: '{}',
    });
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
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/test/create',
      headers: { ...host('lumen'), ...headers },
      payload: '{"a":2}',
    });
    expect(tampered.json()).toMatchObject({ code: 1010, data: [{ rule: 'mismatch' }] });

    // The token is part of what is signed: another token cannot reuse the signature.
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/test/create',
      headers: { ...host('lumen'), ...(await signedHeaders('/test/create', '{}', 'a')), authorization: 'Bearer b' },
      payload: '{}',
    });
    expect(stolen.json()).toMatchObject({ code: 1010, data: [{ rule: 'mismatch' }] });

    const first = await t.app.inject({
      method: 'POST',
      url: '/api/test/create',
      headers: { ...host('lumen'), ...headers },
      payload: '{"a":1}',
    });
    expect(first.json()).toMatchObject({ code: 0 });
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/test/create',
      headers: { ...host('lumen'), ...headers },
      payload: '{"a":1}',
    });
    expect(replay.json()).toMatchObject({ code: 1010, data: [{ rule: 'replayed' }] });
  });

  it('refuses a nonce for its whole validity window, whatever the timestamp', async () => {
    const send = async (headers: Record<string, string>, body = '{"n":1}') =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/test/create',
          headers: { ...host('lumen'), ...headers },
          payload: body,
        })
      ).json();
    const t0 = Date.now() + skew;
    expect(await send(await signedWith('NonceA', t0, '{"n":1}'))).toMatchObject({ code: 0 });
    // Re-signed with a new timestamp, within the allowed age either side, and with another body.
    for (const ts of [t0 + 1000, t0 - SIGNATURE_MAX_AGE_MS + 2000, t0 + SIGNATURE_MAX_AGE_MS - 2000]) {
      expect(await send(await signedWith('NonceA', ts, '{"n":1}')), String(ts - t0)).toMatchObject({
        code: 1010,
        data: [{ rule: 'replayed' }],
      });
    }
    expect(await send(await signedWith('NonceA', t0 + 500, '{"n":2}'), '{"n":2}')).toMatchObject({
      code: 1010,
      data: [{ rule: 'replayed' }],
    });
    // Nonces are the caller's: another token, or another address, may use the same letters.
    expect(await send(await signedWith('NonceA', t0, '{"n":1}', 'token-x'))).toMatchObject({ code: 0 });
    expect(await send(await signedWith('NonceA', t0 + 1, '{"n":1}', 'token-x'))).toMatchObject({
      code: 1010,
      data: [{ rule: 'replayed' }],
    });
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/test/create',
      headers: { ...host('lumen'), ...(await signedWith('NonceA', t0, '{"n":1}')) },
      payload: '{"n":1}',
      remoteAddress: '10.9.9.9',
    });
    expect(elsewhere.json()).toMatchObject({ code: 0 });
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
  it('keeps no refusal: a create refused with 1005 or 1001 runs when retried with its key', async () => {
    const key = { 'idempotency-key': 'key-ffffffff-6' };
    const body = '{"refused":1}';
    refuseNext = new AppError(ErrorCode.rateLimited, { headers: { 'retry-after': '60' } });
    const limited = await post(body, key);
    expect(limited.json()).toMatchObject({ code: 1005 });
    expect(
      await t.db.db
        .selectFrom('idempotency_records')
        .select('key_hash')
        .where('key_hash', '=', keyHash(key['idempotency-key']))
        .execute(),
    ).toEqual([]);
    refuseNext = new AppError(ErrorCode.validation, { data: [{ field: 'x', rule: 'invalid' }] });
    expect((await post(body, key)).json()).toMatchObject({ code: 1001 });
    const ran = await post(body, key);
    expect(ran.json()).toMatchObject({ code: 0 });
    expect(ran.headers['idempotent-replayed']).toBeUndefined();
    expect(await created(body)).toBe(1);
    // From now on the key answers what executed.
    const again = await post(body, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(ran.json());
  });

  it('answers 1004 with the time left while the holder of a key is within its lease', async () => {
    const body = '{"leased":1}';
    await crashedHolder('key-gggggggg-7', body);
    await t.db.db
      .updateTable('idempotency_records')
      .set({ lease_until: new Date(Date.now() + skew + 4000).toISOString() })
      .where('key_hash', '=', keyHash('key-gggggggg-7'))
      .execute();
    const busy = await post(body, { 'idempotency-key': 'key-gggggggg-7' });
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ code: 1004 });
    expect(Number(busy.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(busy.headers['retry-after'])).toBeLessThanOrEqual(4);
    expect(await created(body)).toBe(0);
  });

  it('runs the create once when the process holding the key died before it committed', async () => {
    const before = runs;
    const body = '{"crashed":"before commit"}';
    await crashedHolder('key-hhhhhhhh-8', body);
    const retried = await post(body, { 'idempotency-key': 'key-hhhhhhhh-8' });
    expect(retried.json()).toMatchObject({ code: 0, data: { run: before + 1 } });
    expect(await created(body)).toBe(1);
    const again = await post(body, { 'idempotency-key': 'key-hhhhhhhh-8' });
    expect(again.json()).toEqual(retried.json());
    expect(runs).toBe(before + 1);
  });

  it("answers the create's own answer when the process holding the key died after it committed", async () => {
    const before = runs;
    const body = '{"crashed":"after commit"}';
    const claim = await crashedHolder('key-iiiiiiii-9', body);
    // What the dead process did before it was killed: the create and its answer, in one transaction.
    await t.db.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('audit_log')
        .values({
          staff_id: null,
          action: 'test.create',
          target_type: 'test',
          target_id: 'dead',
          before: null,
          after: body,
          ip: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      expect(await storeAnswer(trx, keyHash('key-iiiiiiii-9'), claim, { run: 'dead', echo: JSON.parse(body) })).toBe(
        true,
      );
    });
    const retried = await post(body, { 'idempotency-key': 'key-iiiiiiii-9' });
    expect(retried.json()).toEqual({
      code: 0,
      msg: 'success',
      data: { run: 'dead', echo: { crashed: 'after commit' } },
    });
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(runs).toBe(before);
    expect(await created(body)).toBe(1);
  });

  it('lets exactly one of two concurrent retries take over a dead holder', async () => {
    const before = runs;
    const body = '{"crashed":"two takers"}';
    await crashedHolder('key-jjjjjjjj-10', body);
    const key = { 'idempotency-key': 'key-jjjjjjjj-10' };
    const answers = await Promise.all([post(body, key), post(body, key), post(body, key)]);
    const codes = answers.map((a) => a.json().code as number);
    expect(runs).toBe(before + 1);
    expect(await created(body)).toBe(1);
    // The one that took over ran the create; the others saw it running, or its stored answer.
    const winner = answers.find((a) => a.json().code === 0 && a.headers['idempotent-replayed'] === undefined)!;
    expect(winner.json()).toMatchObject({ data: { run: before + 1 } });
    for (const code of codes) expect([0, 1004]).toContain(code);
    expect((await post(body, key)).json()).toEqual(winner.json());
  });

  it('rolls back a holder that outlived its lease once a retry has taken its key', async () => {
    const before = runs;
    const body = '{"slow":1}';
    const key = { 'idempotency-key': 'key-kkkkkkkk-11' };
    let release!: () => void;
    gate = new Promise<void>((resolve) => (release = resolve));
    const slow = post(body, key);
    // Wait until the slow request holds the key, then let its lease run out.
    for (let i = 0; i < 200 && runs === before; i++) await new Promise((r) => setTimeout(r, 5));
    expect(runs).toBe(before + 1);
    skew += IDEMPOTENCY_LEASE_MS + 1000;
    const retried = await post(body, key);
    expect(retried.json()).toMatchObject({ code: 0, data: { run: before + 2 } });
    release();
    const late = await slow;
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 1004 });
    expect(await created(body)).toBe(1);
    expect((await post(body, key)).json()).toEqual(retried.json());
  });
});

// Two API processes sharing Redis: a nonce spent on one is refused on the other, whatever the
// timestamp. Mandatory in CI (TEST_REDIS_URL).
describe.runIf(process.env.TEST_REDIS_URL)('nonces across processes through Redis', () => {
  const redis: Redis[] = [];
  const apps: TestApp[] = [];
  const prefix = `gh-test:${Date.now().toString(36)}:nonce:`;
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const r = connectRedis(process.env.TEST_REDIS_URL!);
      redis.push(r);
      apps.push(
        await createTestApp('sqlite', {
          deps: {
            nonces: redisNonceStore(r, prefix),
            extraApiRoutes: (api) => {
              api.post('/test/create', { config: { signed: true } }, async (_request, reply) => reply.ok(null));
            },
          },
        }),
      );
    }
  });
  afterAll(async () => {
    for (const a of apps) await a.close();
    const keys = await redis[0]!.keys(`${prefix}*`);
    expect(keys.length).toBeGreaterThan(0);
    // Kept for the whole window in which a timestamp can be accepted.
    const ttl = await redis[0]!.pttl(keys[0]!);
    expect(ttl).toBeGreaterThan(2 * SIGNATURE_MAX_AGE_MS - 60_000);
    await redis[0]!.del(...keys);
    for (const r of redis) r.disconnect();
  });

  it('refuses on one node a nonce spent on the other, with a new timestamp', async () => {
    const send = async (app: TestApp, ts: number, token?: string) =>
      (
        await app.app.inject({
          method: 'POST',
          url: '/api/test/create',
          headers: { ...host('lumen'), ...(await signedWith('NonceR', ts, '{}', token)) },
          payload: '{}',
        })
      ).json();
    const t0 = Date.now();
    expect(await send(apps[0]!, t0, 'redis-token')).toMatchObject({ code: 0 });
    expect(await send(apps[1]!, t0 + 3000, 'redis-token')).toMatchObject({ code: 1010, data: [{ rule: 'replayed' }] });
    expect(await send(apps[1]!, t0 + 3000, 'other-token')).toMatchObject({ code: 0 });
  });

  it('refuses on one node a platform-session request replayed from the other', async () => {
    const game = await apps[0]!.db.db
      .selectFrom('games')
      .select('id')
      .where('brand_id', '=', 'hanami')
      .executeTakeFirstOrThrow();
    for (const a of apps)
      await a.db.db
        .updateTable('games')
        .set({ platform_secret: 'shared-secret-of-the-game' })
        .where('id', '=', game.id)
        .execute();
    const body = JSON.stringify({ gameId: game.id, platformUserId: 'u-nodes', username: 'Nodes' });
    const ts = String(Date.now());
    const nonce = randomUUID();
    const headers = {
      host: 'api.internal',
      'content-type': 'application/json',
      'x-timestamp': ts,
      'x-platform-nonce': nonce,
      'x-platform-signature': platformSignature('shared-secret-of-the-game', ts, nonce, body),
    };
    const call = (app: TestApp) =>
      app.app.inject({ method: 'POST', url: '/api/platform/sessions', headers, payload: body });
    expect((await call(apps[0]!)).json()).toMatchObject({ code: 0 });
    expect((await call(apps[1]!)).json()).toMatchObject({ code: 1010, data: [{ rule: 'replayed' }] });
  });
});
