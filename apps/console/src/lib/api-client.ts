// The one way the console talks to the staff API: codes 0 and 1 resolve with `data`; any other
// code rejects with an ApiError; -600 ends the session (the app goes back to the login page).
// POSTs are signed exactly like the player site's (contract/signature).
import { ErrorCode, isSuccessCode } from '@guildhall/contract/errors';
import type { Envelope } from '@guildhall/contract/envelope';
import { API_BASE } from '@guildhall/contract/constants';
import { signRequest, SIGNATURE_HEADERS } from '@guildhall/contract/signature';
import { readToken, writeSession } from './session';
import { pendingKeyWait, untilKeySettled } from '@guildhall/browser-kit/pending-key';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: number,
    readonly body: Envelope<unknown> | null,
    readonly httpStatus = 0,
    /** Seconds, from Retry-After on 1005. */
    readonly retryAfter: number | null = null,
  ) {
    super(body?.msg ?? `api error ${code}`);
  }

  /** The `data` of the answer (an object for some refusals, e.g. 1003 with a setup token). */
  get data(): unknown {
    return this.body?.data ?? null;
  }

  /** The `{field, rule}` pairs of a 1001/1003/1006 answer (also a single `{field, rule}` object). */
  get issues(): { field: string; rule: string }[] {
    const data = this.body?.data;
    const list: unknown[] = Array.isArray(data) ? data : data && typeof data === 'object' ? [data] : [];
    return list.filter(
      (d): d is { field: string; rule: string } =>
        typeof (d as { field?: unknown })?.field === 'string' && typeof (d as { rule?: unknown })?.rule === 'string',
    );
  }

  hasIssue(field: string, rule: string): boolean {
    return this.issues.some((i) => i.field === field && i.rule === rule);
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

/** `/staff/inquiries/:inquiryId` with its parameters filled in. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (whole, name: string) =>
    name in params ? encodeURIComponent(String(params[name])) : whole,
  );
}

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** A session other than the stored one (the setup-only session of an admin's first login). */
  token?: string;
}

export async function request<T>(method: 'GET' | 'POST', path: string, options: RequestOptions = {}): Promise<T> {
  // A create whose key is still held by an attempt that died is sent again (browser-kit pending-key.ts).
  const settled = await untilKeySettled(() => requestOnce<T>(method, path, options), options.signal);
  return settled();
}

async function requestOnce<T>(
  method: 'GET' | 'POST',
  path: string,
  options: RequestOptions,
): Promise<{ result: () => T; waitSeconds: number | null }> {
  const token = options.token ?? readToken();
  const headers: Record<string, string> = { 'cache-control': 'no-cache', accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (method === 'POST') {
    body = JSON.stringify(options.body ?? {});
    headers['content-type'] = 'application/json';
    Object.assign(headers, await signRequest({ method, path, token, body }));
    if (options.idempotencyKey) headers[SIGNATURE_HEADERS.idempotencyKey] = options.idempotencyKey;
  }
  let res: Response;
  try {
    res = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      signal: options.signal ?? null,
      credentials: 'same-origin',
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(ErrorCode.clientNetwork, null, 0);
  }
  const envelope = (await res.json().catch(() => null)) as Envelope<T> | null;
  const retryAfter = res.headers.get('retry-after');
  return {
    result: () => settle(envelope, res.status, retryAfter),
    waitSeconds: options.idempotencyKey ? pendingKeyWait(res.status, envelope?.code, retryAfter) : null,
  };
}

/** One answer, whichever way it came (fetch, or XMLHttpRequest in lib/upload.ts). */
export function settle<T>(envelope: Envelope<T> | null, httpStatus: number, retryAfter: string | null = null): T {
  if (!envelope || typeof envelope.code !== 'number') throw new ApiError(ErrorCode.clientNetwork, null, httpStatus);
  if (isSuccessCode(envelope.code)) return envelope.data;
  if (envelope.code === ErrorCode.sessionInvalid) writeSession(null);
  const seconds = retryAfter !== null && /^\d+$/.test(retryAfter) ? Number(retryAfter) : null;
  throw new ApiError(envelope.code, envelope, httpStatus, seconds);
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) =>
    request<T>('GET', path, { query, ...(signal ? { signal } : {}) }),
  post: <T>(path: string, body: unknown, options: Omit<RequestOptions, 'body'> = {}) =>
    request<T>('POST', path, { ...options, body }),
};

/** A fresh key for one attempt of a create (a retry of the same attempt reuses it). */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
