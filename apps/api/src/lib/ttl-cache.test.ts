import { describe, expect, it } from 'vitest';
import { ttlCache } from './ttl-cache';

describe('ttl cache', () => {
  it('serves a value until it is older than the TTL, then loads anew', async () => {
    let t = 0;
    let loads = 0;
    const cache = ttlCache<number>(2000, 10, () => t);
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    t = 1999;
    expect(await cache.get('k', load)).toBe(1);
    t = 2000;
    expect(await cache.get('k', load)).toBe(2);
    cache.clear();
    expect(await cache.get('k', load)).toBe(3);
  });

  it('shares one load between concurrent misses and forgets failures', async () => {
    let loads = 0;
    const cache = ttlCache<number>(1000);
    const slow = () => new Promise<number>((r) => setTimeout(() => r(++loads), 10));
    expect(await Promise.all([cache.get('a', slow), cache.get('a', slow)])).toEqual([1, 1]);
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', async () => 7)).toBe(7);
  });

  it('keeps at most maxEntries', async () => {
    let loads = 0;
    const cache = ttlCache<number>(10_000, 2);
    await cache.get('a', async () => ++loads);
    await cache.get('b', async () => ++loads);
    await cache.get('c', async () => ++loads);
    expect(await cache.get('a', async () => ++loads)).toBe(4);
  });
});
