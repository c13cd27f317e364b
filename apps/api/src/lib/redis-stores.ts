// The shared implementations of the rate-limit and nonce stores, used when REDIS_URL is set, so
// limits and replay protection hold across every API process.
import { Redis } from 'ioredis';
import type { NonceStore, RateLimitResult, RateLimitStore } from './rate-limit';

// One round trip: count, start the window on the first hit, answer count and time left.
const HIT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
return {n, ttl}`;

function result(count: number, ttlMs: number, limit: number, counted: boolean): RateLimitResult {
  const allowed = counted ? count <= limit : count < limit;
  return {
    allowed,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(Math.max(ttlMs, 0) / 1000)),
  };
}

export function redisRateLimitStore(redis: Redis, prefix = 'gh:rl:'): RateLimitStore {
  return {
    async hit(key, limit, windowMs) {
      const [count, ttl] = (await redis.eval(HIT, 1, prefix + key, String(windowMs))) as [number, number];
      return result(count, ttl, limit, true);
    },
    async peek(key, limit) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return result(Number(count ?? 0), ttl, limit, false);
    },
  };
}

export function redisNonceStore(redis: Redis, prefix = 'gh:nonce:'): NonceStore {
  return {
    async add(value, ttlMs) {
      return (await redis.set(prefix + value, '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
  };
}

/**
 * Connects to Redis; connection errors go to `onError` (ioredis retries on its own), never to
 * the console as an unhandled 'error' event while Redis is down.
 */
export function connectRedis(url: string, onError?: (err: Error) => void): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  if (onError) redis.on('error', onError);
  return redis;
}
