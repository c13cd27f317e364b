// The web's API client against the real API server on loopback (the envelope of docs/wire-contract.md).
// It joins two apps, so it lives here rather than in either (an app never imports another).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../apps/api/src/lib/app-error';
import { IDEMPOTENCY_TTL_MS, idempotencyKeyHash, idempotencyRequestHash } from '../../apps/api/src/plugins/idempotency';
import { createTestApp, type TestApp } from '../../apps/api/test/helper';
import { ApiError, api, configureApi } from '../../apps/web/src/lib/api-client';

class MemoryStorage {
  private m = new Map<string, string>();
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.m.set(k, String(v));
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
  clear() {
    this.m.clear();
  }
}

const g = globalThis as unknown as Record<string, unknown>;
g.sessionStorage = new MemoryStorage();
g.localStorage = new MemoryStorage();
g.location = { pathname: '/GamesDetails', search: '' };
g.window = Object.assign(new EventTarget(), { location: g.location });

describe('api client', () => {
  let t: TestApp;
  let base: string;
  let creates = 0;
  let conflicts = 0;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      deps: {
        extraApiRoutes: (api) => {
          api.get('/test/code-one', async (_req, reply) => reply.send({ code: 1, msg: 'ok', data: { n: 1 } }));
          api.get('/test/session', async () => {
            throw new AppError(-600);
          });
          api.get('/test/gateway', async (_req, reply) =>
            reply.status(502).type('text/html').send('<h1>Bad gateway</h1>'),
          );
          api.post('/test/create', { config: { signed: true, idempotent: true } }, async (request, reply) => {
            creates += 1;
            const data = await t.db.db.transaction().execute((trx) => request.sealIdempotent(trx, { run: creates }));
            return reply.ok(data);
          });
          api.post('/test/closed', { config: { signed: true, idempotent: true } }, async () => {
            conflicts += 1;
            throw new AppError(1004);
          });
          api.get('/test/echo', async (req, reply) =>
            reply.ok({
              query: req.query,
              auth: req.headers.authorization ?? null,
              cache: req.headers['cache-control'],
            }),
          );
        },
      },
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `${address}/api`;
    // Migrating and seeding a whole API takes seconds on a busy machine: the set-up time the api
    // project's tests get (vitest.config.ts), not the unit project's 10 s.
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    configureApi(base, { lang: 'ja', area: 'jp' });
    (g.sessionStorage as MemoryStorage).clear();
    (g.localStorage as MemoryStorage).clear();
  });

  it('resolves codes 0 and 1 with data, sending locale, token and no-cache', async () => {
    sessionStorage.setItem('token', 'tok-1');
    const echo = await api.get<{ query: Record<string, string>; auth: string; cache: string }>('/test/echo', {
      clientId: 7,
    });
    expect(echo.query).toEqual({ clientId: '7', spec_lang: 'ja', domain_area: 'jp' });
    expect(echo.auth).toBe('Bearer tok-1');
    expect(echo.cache).toBe('no-cache');
    await expect(api.get('/test/code-one')).resolves.toEqual({ n: 1 });
  });

  it('rejects other codes with the body, in the language in force', async () => {
    const error = await api.get('/games/simple', { platform: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(1001);
    expect((error as ApiError).body).toMatchObject({ code: 1001, data: [{ field: 'platform' }] });
    expect((error as ApiError).httpStatus).toBe(400);
  });

  it('clears token, username and type from both storages on -600', async () => {
    for (const s of [sessionStorage, localStorage]) {
      s.setItem('token', 't');
      s.setItem('username', 'u');
      s.setItem('type', '1');
    }
    sessionStorage.setItem('self_lang', 'ja');
    const error = await api.get('/test/session').catch((e: unknown) => e);
    expect((error as ApiError).code).toBe(-600);
    for (const s of [sessionStorage, localStorage]) {
      expect([s.getItem('token'), s.getItem('username'), s.getItem('type')]).toEqual([null, null, null]);
    }
    expect(sessionStorage.getItem('self_lang')).toBe('ja');
  });

  it('reports HTTP and network failures to the error monitor as api error 1106', async () => {
    const http = await api.get('/test/gateway').catch((e: unknown) => e);
    expect((http as ApiError).code).toBe(1106);
    expect((http as ApiError).httpStatus).toBe(502);
    configureApi('http://127.0.0.1:1/api', { lang: 'en', area: 'kr' });
    const net = await api.get('/games/simple').catch((e: unknown) => e);
    expect((net as ApiError).code).toBe(1106);
    // The network report waits until the API can be reached again, then both are in its log.
    configureApi(base, { lang: 'en', area: 'kr' });
    await api.get('/games/simple');
    await expect
      .poll(
        async () =>
          await t.db.db.selectFrom('client_errors').select(['code', 'http_status', 'api_path']).orderBy('id').execute(),
        { timeout: 5000 },
      )
      .toEqual([
        { code: 1106, http_status: 502, api_path: '/test/gateway' },
        { code: 1106, http_status: 0, api_path: '/games/simple' },
      ]);
  });

  it('waits out a key still held by a create that died, then gets that create run once', async () => {
    const body = JSON.stringify({ title: 'held' });
    const key = 'key-held-by-a-dead-node';
    // What a server killed mid-create leaves: the key pending, its lease running out in a second.
    const now = Date.now();
    await t.db.db
      .insertInto('idempotency_records')
      .values({
        key_hash: idempotencyKeyHash('ip:127.0.0.1', '/api/test/create', key),
        request_hash: idempotencyRequestHash('POST', '/api/test/create', body),
        status_code: 0,
        response: null,
        created_at: new Date(now - 9000).toISOString(),
        expires_at: new Date(now + IDEMPOTENCY_TTL_MS).toISOString(),
        claim: 'claim-of-a-dead-process',
        lease_until: new Date(now + 800).toISOString(),
      })
      .execute();
    const started = Date.now();
    await expect(api.post('/test/create', JSON.parse(body), { idempotencyKey: key })).resolves.toEqual({ run: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(800);
    expect(creates).toBe(1);
    // The same key again: the stored answer, not a second create.
    await expect(api.post('/test/create', JSON.parse(body), { idempotencyKey: key })).resolves.toEqual({ run: 1 });
    expect(creates).toBe(1);
  });

  it('does not retry a real conflict (1004 without Retry-After)', async () => {
    const error = await api.post('/test/closed', {}, { idempotencyKey: 'key-closed-inquiry' }).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe(1004);
    expect(conflicts).toBe(1);
  });
});
