// Fixed-window counters behind one interface: in process by default; a shared store (Redis) can
// implement the same interface when several processes run.
export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

export interface RateLimitStore {
  /** Counts one event and answers whether it is within the limit. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Answers whether the limit is already reached, without counting (for failure-only limits). */
  peek(key: string, limit: number): Promise<RateLimitResult>;
}

export function memoryRateLimitStore(now: () => number = Date.now): RateLimitStore & { size(): number } {
  const windows = new Map<string, { resetAt: number; count: number }>();
  let lastSweep = now();
  function sweep(t: number) {
    if (t - lastSweep < 60_000) return;
    lastSweep = t;
    for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
  }
  return {
    async hit(key, limit, windowMs) {
      const t = now();
      sweep(t);
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { resetAt: t + windowMs, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      const allowed = w.count <= limit;
      return {
        allowed,
        remaining: Math.max(0, limit - w.count),
        retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((w.resetAt - t) / 1000)),
      };
    },
    async peek(key, limit) {
      const t = now();
      const w = windows.get(key);
      const count = w && w.resetAt > t ? w.count : 0;
      const allowed = count < limit;
      return {
        allowed,
        remaining: Math.max(0, limit - count),
        retryAfterSeconds: allowed || !w ? 0 : Math.max(1, Math.ceil((w.resetAt - t) / 1000)),
      };
    },
    size: () => windows.size,
  };
}

/** Remembers values for a while; `add` answers false when the value was already there (replay). */
export interface NonceStore {
  add(value: string, ttlMs: number): Promise<boolean>;
}

export function memoryNonceStore(now: () => number = Date.now): NonceStore {
  const seen = new Map<string, number>();
  let lastSweep = now();
  return {
    async add(value, ttlMs) {
      const t = now();
      if (t - lastSweep > 30_000) {
        lastSweep = t;
        for (const [k, exp] of seen) if (exp <= t) seen.delete(k);
      }
      const exp = seen.get(value);
      if (exp !== undefined && exp > t) return false;
      seen.set(value, t + ttlMs);
      return true;
    },
  };
}
