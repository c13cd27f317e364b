import { describe, expect, it } from 'vitest';
import { PENDING_KEY_RETRIES, pendingKeyWait, untilKeySettled } from './pending-key';

describe('pending idempotency keys', () => {
  it('waits only on 409 + 1004 + Retry-After, capped at 15 s', () => {
    expect(pendingKeyWait(409, 1004, '2')).toBe(2);
    expect(pendingKeyWait(409, 1004, '600')).toBe(15);
    expect(pendingKeyWait(409, 1004, null)).toBeNull();
    expect(pendingKeyWait(409, 1011, '2')).toBeNull();
    expect(pendingKeyWait(429, 1005, '2')).toBeNull();
    expect(pendingKeyWait(409, 1004, 'soon')).toBeNull();
  });

  it('sends again until the answer is final, at most PENDING_KEY_RETRIES more times', async () => {
    let sent = 0;
    const settled = await untilKeySettled(
      async () => ((sent += 1), { result: sent, waitSeconds: sent < 2 ? 0.01 : null }),
    );
    expect([settled, sent]).toEqual([2, 2]);
    sent = 0;
    const spent = await untilKeySettled(async () => ((sent += 1), { result: sent, waitSeconds: 0.01 }));
    expect(spent).toBe(PENDING_KEY_RETRIES + 1);
  });
});
