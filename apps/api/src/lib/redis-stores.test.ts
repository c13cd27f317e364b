import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { connectRedis, redisNonceStore, redisRateLimitStore } from './redis-stores';

const url = process.env.TEST_REDIS_URL;

// Mandatory in CI (.ci/run sets TEST_REDIS_URL and starts Redis); here only when Redis is configured.
describe.runIf(url)('Redis stores', () => {
  let redis: Redis;
  const prefix = `gh-test:${randomBytes(4).toString('hex')}:`;
  beforeAll(() => {
    redis = connectRedis(url!);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts hits in a window shared by every client', async () => {
    const a = redisRateLimitStore(redis, prefix);
    const b = redisRateLimitStore(connectRedisShared(), prefix);
    expect((await a.hit('k', 3, 10_000)).allowed).toBe(true);
    expect((await b.hit('k', 3, 10_000)).allowed).toBe(true);
    expect((await a.peek('k', 3)).allowed).toBe(true);
    expect((await b.hit('k', 3, 10_000)).allowed).toBe(true);
    const over = await a.hit('k', 3, 10_000);
    expect(over.allowed).toBe(false);
    expect(over.retryAfterSeconds).toBeGreaterThan(0);
    expect((await b.peek('k', 3)).allowed).toBe(false);
  });

  it('expires the window', async () => {
    const s = redisRateLimitStore(redis, prefix);
    await s.hit('short', 1, 100);
    expect((await s.hit('short', 1, 100)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 150));
    expect((await s.hit('short', 1, 100)).allowed).toBe(true);
  });

  it('refuses a nonce seen before, on any client', async () => {
    const a = redisNonceStore(redis, prefix);
    const b = redisNonceStore(connectRedisShared(), prefix);
    expect(await a.add('abcDEF:1', 5000)).toBe(true);
    expect(await b.add('abcDEF:1', 5000)).toBe(false);
    expect(await b.add('abcDEF:2', 5000)).toBe(true);
  });

  const extra: Redis[] = [];
  function connectRedisShared() {
    const r = connectRedis(url!);
    extra.push(r);
    return r;
  }
  afterAll(() => extra.forEach((r) => r.disconnect()));
});
