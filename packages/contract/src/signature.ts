// Request signature of mutating calls (docs/wire-contract.md, Request signature). One implementation signs in
// the browser and verifies on the server, so the two can never disagree on the canonical string.
import { NONCE_LENGTH } from './constants';

export const SIGNATURE_HEADERS = {
  nonce: 'x-nonce',
  timestamp: 'x-timestamp',
  sign: 'x-sign',
  idempotencyKey: 'idempotency-key',
} as const;

const encoder = new TextEncoder();

async function sha256Hex(data: string | Uint8Array): Promise<string> {
  const bytes = typeof data === 'string' ? encoder.encode(data) : data;
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes as BufferSource);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function canonicalString(parts: {
  method: string;
  path: string;
  timestamp: string;
  nonce: string;
  token: string;
  bodyHash: string;
}): string {
  return [parts.method.toUpperCase(), parts.path, parts.timestamp, parts.nonce, parts.token, parts.bodyHash].join('\n');
}

/** SHA-256 hex of METHOD\nPATH\nTIMESTAMP\nNONCE\nTOKEN\nSHA256(BODY). */
export async function computeSignature(input: {
  method: string;
  path: string;
  timestamp: string;
  nonce: string;
  token?: string | null;
  body?: string | Uint8Array;
}): Promise<string> {
  const bodyHash = await sha256Hex(input.body ?? '');
  return sha256Hex(canonicalString({ ...input, token: input.token ?? '', bodyHash }));
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A random 6-letter nonce. */
export function makeNonce(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(NONCE_LENGTH));
  return Array.from(bytes, (b) => LETTERS[b % LETTERS.length]).join('');
}

export function isNonce(value: unknown): value is string {
  return typeof value === 'string' && new RegExp(`^[A-Za-z]{${NONCE_LENGTH}}$`).test(value);
}

/** Headers a client adds to a signed call. */
export async function signRequest(input: {
  method: string;
  path: string;
  token?: string | null;
  body?: string | Uint8Array;
  now?: number;
}): Promise<Record<string, string>> {
  const timestamp = String(input.now ?? Date.now());
  const nonce = makeNonce();
  const sign = await computeSignature({ ...input, timestamp, nonce });
  return {
    [SIGNATURE_HEADERS.nonce]: nonce,
    [SIGNATURE_HEADERS.timestamp]: timestamp,
    [SIGNATURE_HEADERS.sign]: sign,
  };
}
