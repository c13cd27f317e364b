// A small time-bounded cache for answers every player asks for (the catalogue). Entries live a
// couple of seconds: several API processes never disagree for longer than that, and a change
// made through this process can drop its entries at once with `clear()`.
export interface TtlCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
}

export function ttlCache<V>(ttlMs: number, maxEntries = 500, now: () => number = Date.now): TtlCache<V> {
  const entries = new Map<string, { at: number; value: Promise<V> }>();
  return {
    // Not an async function: a hit answers the stored promise itself, without wrapping it in
    // another (one promise and two microtask turns less on every cached read).
    get(key, load) {
      const t = now();
      const hit = entries.get(key);
      if (hit && t - hit.at < ttlMs) return hit.value;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      // Concurrent misses share one load; a failed load is not kept.
      let value: Promise<V>;
      try {
        value = load();
      } catch (err) {
        value = Promise.reject(err as Error);
      }
      entries.set(key, { at: t, value });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
