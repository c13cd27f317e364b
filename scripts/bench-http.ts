// Small HTTP and statistics helpers shared by the API-driving scenarios of scripts/bench.ts
// ("inquiry-create", "queue-1m"): JSON calls over keep-alive connections (as a browser makes
// them), signed POSTs like the web client's, and percentiles of latency samples.
import http from 'node:http';
import { signRequest } from '@guildhall/contract/signature';
import { API_BASE } from '@guildhall/contract/constants';
import { apiPaths } from '@guildhall/contract/paths';
import { BenchError } from './bench-process';

/** The API envelope: `code` 0 is success (docs/wire-contract.md). */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface JsonAnswer<T = unknown> {
  status: number;
  headers: http.IncomingHttpHeaders;
  json: Envelope<T>;
  /** Time from sending the request to the last byte of the answer. */
  ms: number;
}

/** A keep-alive agent: one TCP connection per concurrent client, reused like a browser's. */
export function keepAliveAgent(maxSockets: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
}

export function requestJson<T = unknown>(
  origin: string,
  options: {
    method: 'GET' | 'POST';
    path: string;
    headers: Record<string, string>;
    body?: string | Buffer;
    agent?: http.Agent;
    timeoutMs?: number;
  },
): Promise<JsonAnswer<T>> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const headers = {
      ...options.headers,
      ...(options.body !== undefined ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}),
    };
    const req = http.request(
      `${origin}${options.path}`,
      { method: options.method, headers, agent: options.agent ?? false, timeout: options.timeoutMs ?? 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const ms = performance.now() - started;
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: res.statusCode ?? 0, headers: res.headers, json: JSON.parse(text) as Envelope<T>, ms });
          } catch {
            reject(
              new BenchError(
                `${options.method} ${options.path}: HTTP ${res.statusCode} with a body that is not JSON: ${text.slice(0, 200)}`,
              ),
            );
          }
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${options.method} ${options.path} timed out`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

/** GET under the API base; fails unless the envelope's code is 0. */
export async function apiGet<T>(
  origin: string,
  path: string,
  headers: Record<string, string>,
  agent?: http.Agent,
): Promise<JsonAnswer<T>> {
  const answer = await requestJson<T>(origin, {
    method: 'GET',
    path: `${API_BASE}${path}`,
    headers,
    ...(agent ? { agent } : {}),
  });
  if (answer.status !== 200 || answer.json.code !== 0) {
    throw new BenchError(`GET ${API_BASE}${path}: HTTP ${answer.status} ${JSON.stringify(answer.json).slice(0, 300)}`);
  }
  return answer;
}

/** A POST signed as the web client signs it (X-Nonce, X-Timestamp, X-Sign over path, token and body). */
export async function signedPost<T>(
  origin: string,
  path: string,
  body: unknown,
  options: { host: string; token?: string; headers?: Record<string, string>; agent?: http.Agent },
): Promise<JsonAnswer<T>> {
  const text = JSON.stringify(body);
  const signed = await signRequest({ method: 'POST', path, body: text, token: options.token ?? null });
  return requestJson<T>(origin, {
    method: 'POST',
    path: `${API_BASE}${path}`,
    headers: {
      host: options.host,
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...signed,
      ...options.headers,
    },
    body: text,
    ...(options.agent ? { agent: options.agent } : {}),
  });
}

/** A guest session, opened as the site opens one (a signed POST of { guest: true } to the login); its token. */
export async function guestToken(origin: string, host: string): Promise<string> {
  const login = await signedPost<{ token: string }>(origin, apiPaths.login, { guest: true }, { host });
  if (login.json.code !== 0 || !login.json.data?.token)
    throw new BenchError(`guest login failed: ${JSON.stringify(login.json)}`);
  return login.json.data.token;
}

export interface LatencyStats {
  count: number;
  median: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Nearest-rank percentiles, in ms rounded to 0.01. */
export function latencyStats(samples: readonly number[]): LatencyStats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
  return {
    count: sorted.length,
    median: round2(at(50)),
    p95: round2(at(95)),
    p99: round2(at(99)),
    max: round2(sorted.at(-1) ?? 0),
    mean: round2(sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length)),
  };
}

/** A box-drawn table (same look as the summary of scripts/bench.ts), as lines. */
export function tableLines(header: string[], rows: string[][], alignRight: boolean[]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    '│ ' + cells.map((c, i) => (alignRight[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' │ ') + ' │';
  const rule = (l: string, m: string, r: string) => l + widths.map((w) => '─'.repeat(w + 2)).join(m) + r;
  return [rule('┌', '┬', '┐'), line(header), rule('├', '┼', '┤'), ...rows.map(line), rule('└', '┴', '┘')];
}
