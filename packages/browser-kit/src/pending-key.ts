// A create whose Idempotency-Key is still held — its first attempt is running, or the server died
// mid-create and the key's short lease has not run out — answers 1004 with Retry-After. The player
// site and the console wait and send the same key again (signed anew), which then gets the first
// attempt's answer or runs the create once. A 1004 without Retry-After is a real conflict (the
// inquiry was closed meanwhile…) and is answered at once.
import { ErrorCode } from '@guildhall/contract/errors';

export const PENDING_KEY_RETRIES = 3;
export const PENDING_KEY_MAX_WAIT_S = 15;

/** Seconds to wait before sending the key again, or null when the answer is final. */
export function pendingKeyWait(httpStatus: number, code: unknown, retryAfter: string | null): number | null {
  if (httpStatus !== 409 || code !== ErrorCode.conflict || retryAfter === null) return null;
  const seconds = Number(retryAfter);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, PENDING_KEY_MAX_WAIT_S) : null;
}

/**
 * Sends with `send` until its answer is final or the retries are spent; `send` answers its result
 * to keep, and how long to wait before sending again (null: keep it).
 */
export async function untilKeySettled<R>(
  send: () => Promise<{ result: R; waitSeconds: number | null }>,
  signal?: AbortSignal,
): Promise<R> {
  for (let attempt = 0; ; attempt += 1) {
    const { result, waitSeconds } = await send();
    if (waitSeconds === null || attempt >= PENDING_KEY_RETRIES) return result;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, waitSeconds * 1000);
      signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
    });
  }
}
