// One Idempotency-Key per submission attempt: a retry of the very same body (after a network
// failure) sends the same key, so the API answers it once; a changed body is a new attempt and
// gets a new key (the API refuses a used key with another body: 1011).

function randomKey(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  return Array.from(c.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function idempotencyKeeper() {
  let last: { key: string; body: string } | null = null;
  return {
    /** The key for sending `body`: the previous one when the body is unchanged. */
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (last?.body !== text) last = { key: randomKey(), body: text };
      return last.key;
    },
    /** After an answer that settles the attempt (success), the next submission is a new one. */
    clear() {
      last = null;
    },
  };
}
