import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '@guildhall/contract/constants';
import { ChunkLoadError, isChunkLoadError, withChunkTimeout } from './lazy-route';

describe('route chunk loading', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fails with a ChunkLoadError when a chunk has not arrived in 120 s', async () => {
    vi.useFakeTimers();
    const never = withChunkTimeout(() => new Promise<never>(() => undefined));
    const result = never().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBeInstanceOf(ChunkLoadError);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('passes a chunk through and turns a failed import into a ChunkLoadError', async () => {
    await expect(withChunkTimeout(async () => ({ Page: 1 }))()).resolves.toEqual({ Page: 1 });
    const failed = await withChunkTimeout(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    )().catch((e: unknown) => e);
    expect(isChunkLoadError(failed)).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
