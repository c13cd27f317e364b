// The one way the web talks to the API (the envelope of docs/wire-contract.md): codes 0 and 1 resolve with `data`; any
// other code rejects with the body; -600 clears the session first; network and HTTP failures are
// reported to the error monitor as api error 1106 and reject with that code.
import { ErrorCode, isSuccessCode } from '@guildhall/contract/errors';
import type { Envelope } from '@guildhall/contract/envelope';
import { apiPaths } from '@guildhall/contract/paths';
import { signRequest, SIGNATURE_HEADERS } from '@guildhall/contract/signature';
import { clearAuth, readToken } from './session';
import { flushReports, reportError, setReportTransport } from './error-monitor';
import { pendingKeyWait, untilKeySettled } from '@guildhall/browser-kit/pending-key';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: number,
    readonly body: Envelope<unknown> | null,
    readonly httpStatus = 0,
  ) {
    super(body?.msg ?? `api error ${code}`);
  }
}

export interface ApiClientConfig {
  base: string;
  locale: { lang: string; area: string };
}

const browserConfig: ApiClientConfig = { base: '/api', locale: { lang: 'en', area: 'kr' } };
type Transport = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Where the configuration and the transport come from. In the browser: the one page's settings
 * and `fetch`. The server renderer (entry-server.tsx) renders many pages at once, each for its own
 * host and language, so it supplies both per render.
 */
let environment: { config: () => ApiClientConfig; transport: Transport } = {
  config: () => browserConfig,
  transport: (url, init) => fetch(url, init),
};

export function setApiEnvironment(env: typeof environment): void {
  environment = env;
}

export function configureApi(base: string, locale: ApiClientConfig['locale']): void {
  browserConfig.base = base;
  browserConfig.locale = locale;
}

/** spec_lang and domain_area in force; every call carries them. */
export function setApiLocale(locale: ApiClientConfig['locale']): void {
  browserConfig.locale = locale;
}

type Query = Record<string, string | number | boolean | null | undefined>;

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const config = environment.config();
  const { lang, area } = config.locale;
  params.set('spec_lang', lang);
  params.set('domain_area', area);
  return `${config.base}${path}?${params.toString()}`;
}

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Reports are not reported again. */
  silent?: boolean;
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
  const token = readToken();
  const headers: Record<string, string> = { 'cache-control': 'no-cache', accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (method === 'POST') {
    body = JSON.stringify(options.body ?? {});
    headers['content-type'] = 'application/json';
    Object.assign(headers, await signRequest({ method, path, token, body }));
    if (options.idempotencyKey) headers[SIGNATURE_HEADERS.idempotencyKey] = options.idempotencyKey;
  }
  const url = buildUrl(path, options.query);
  let res: Response;
  try {
    res = await environment.transport(url, {
      method,
      headers,
      body,
      signal: options.signal ?? null,
      credentials: 'same-origin',
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    if (!options.silent)
      reportError({ code: ErrorCode.clientNetwork, message: 'network failure', apiPath: path, httpStatus: 0 });
    throw new ApiError(ErrorCode.clientNetwork, null, 0);
  }
  const envelope = (await res.json().catch(() => null)) as Envelope<T> | null;
  return {
    result: () => settle(envelope, res.status, path, options.silent),
    waitSeconds: options.idempotencyKey
      ? pendingKeyWait(res.status, envelope?.code, res.headers.get('retry-after'))
      : null,
  };
}

/** One answer, whichever way it came (fetch, or XMLHttpRequest in lib/upload.ts): data, or the rejection of section 8. */
export function settle<T>(envelope: Envelope<T> | null, httpStatus: number, path: string, silent = false): T {
  if (!envelope || typeof envelope.code !== 'number') {
    if (!silent) reportError({ code: ErrorCode.clientNetwork, message: 'http failure', apiPath: path, httpStatus });
    throw new ApiError(ErrorCode.clientNetwork, null, httpStatus);
  }
  if (isSuccessCode(envelope.code)) {
    if (!silent) void flushReports();
    return envelope.data;
  }
  if (envelope.code === ErrorCode.sessionInvalid) clearAuth();
  if (httpStatus >= 500 && !silent) {
    reportError({ code: ErrorCode.clientNetwork, message: 'http failure', apiPath: path, httpStatus });
  }
  throw new ApiError(envelope.code, envelope, httpStatus);
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) =>
    request<T>('GET', path, { query, ...(signal ? { signal } : {}) }),
  post: <T>(path: string, body: unknown, options: Omit<RequestOptions, 'body'> = {}) =>
    request<T>('POST', path, { ...options, body }),
};

// The error monitor's reports go out through this client, silently (a report that fails is not
// itself reported).
setReportTransport((report) => request('POST', apiPaths.clientErrors, { body: report, silent: true }));
