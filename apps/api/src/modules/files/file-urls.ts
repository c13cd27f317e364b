// Signed file URLs: an <img> or <video> element cannot send the player's Bearer token, so the
// answers that list attachments carry `/api/files/<id>?exp=<unix seconds>&sig=<HMAC>` instead,
// valid for about an hour. The HMAC key is FILE_URL_SECRET when set; otherwise a random key made
// once and kept in the attachment storage itself (under `secrets/`, never served), so that every
// process serving these files (they must share that storage anyway) agrees on it.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_BASE } from '@guildhall/contract/constants';
import { apiPaths } from '@guildhall/contract/paths';
import { ConfigError } from '../../config';
import type { Storage } from '../../lib/storage';

/** A signed URL is valid at least this long… */
export const FILE_URL_TTL_SECONDS = 60 * 60;
/**
 * …and at most this much longer: expiries are rounded up to the quarter hour, so the URL of a
 * file stays the same for a quarter of an hour and the browser's cache (max-age one hour) works.
 */
export const FILE_URL_ROUNDING_SECONDS = 15 * 60;
export const FILE_URL_SECRET_KEY = 'secrets/file-url-hmac.key';
const MIN_SECRET_BYTES = 32;

export interface FileUrlSigner {
  /** `/api/files/<id>?exp=…&sig=…`, valid FILE_URL_TTL_SECONDS (plus rounding) from `now` (ms). */
  sign(fileId: string, now: number): string;
  /** Whether `sig` is this server's signature of `fileId` until `exp`, and `exp` is not past. */
  verify(fileId: string, exp: string, sig: string, now: number): boolean;
}

export function fileUrlSigner(secret: Buffer): FileUrlSigner {
  if (secret.length < MIN_SECRET_BYTES) throw new Error('file URL secret too short');
  const mac = (fileId: string, exp: number) =>
    createHmac('sha256', secret).update(`file-url\n${fileId}\n${exp}`).digest();
  return {
    sign(fileId, now) {
      const exp =
        Math.ceil((now / 1000 + FILE_URL_TTL_SECONDS) / FILE_URL_ROUNDING_SECONDS) * FILE_URL_ROUNDING_SECONDS;
      const path = apiPaths.file.replace(':fileId', encodeURIComponent(fileId));
      return `${API_BASE}${path}?exp=${exp}&sig=${mac(fileId, exp).toString('base64url')}`;
    },
    verify(fileId, exp, sig, now) {
      if (!/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return false;
      const expiry = Number(exp);
      if (expiry * 1000 <= now) return false;
      // Compared as text: a non-canonical base64 spelling of the right bytes is not the signature.
      return timingSafeEqual(Buffer.from(mac(fileId, expiry).toString('base64url')), Buffer.from(sig));
    },
  };
}

/** FILE_URL_SECRET from the environment, checked like every other setting (at least 32 characters). */
export function configuredFileUrlSecret(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env.FILE_URL_SECRET;
  if (value === undefined || value === '') return undefined;
  if (value.length < MIN_SECRET_BYTES) {
    throw new ConfigError(
      `Invalid configuration:\n  - FILE_URL_SECRET: must be at least ${MIN_SECRET_BYTES} characters, e.g. the output of ` +
        '`openssl rand -base64 48` (value hidden)\nSee README.md "Configuration".',
    );
  }
  return value;
}

async function readSmall(storage: Storage, key: string): Promise<Buffer | null> {
  const object = await storage.openRead(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The HMAC key: `configured` when given, else the one kept in `storage`, made on first use. Of
 * several processes starting at once exactly one key wins (an atomic create-if-absent) and all
 * of them read that one.
 */
export async function loadFileUrlSecret(storage: Storage, configured?: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  let stored = await readSmall(storage, FILE_URL_SECRET_KEY);
  if (!stored) {
    await storage.putIfAbsent(FILE_URL_SECRET_KEY, `${randomBytes(32).toString('base64url')}\n`);
    stored = await readSmall(storage, FILE_URL_SECRET_KEY);
  }
  const secret = Buffer.from((stored ?? Buffer.alloc(0)).toString('utf8').trim(), 'base64url');
  if (secret.length < MIN_SECRET_BYTES)
    throw new Error(`the stored file URL key ${FILE_URL_SECRET_KEY} is damaged; delete it to make a new one`);
  return secret;
}

let active: FileUrlSigner | null = null;

/**
 * Set by the files routes when they start, cleared when their app closes (unless another app
 * started meanwhile): one app per process, and tests build one at a time.
 */
export function setActiveFileUrlSigner(signer: FileUrlSigner): () => void {
  active = signer;
  return () => {
    if (active === signer) active = null;
  };
}

/**
 * `/api/files/<fileId>?exp=…&sig=…`: a URL of the file that works without a token for about an
 * hour from `now` (ms), for answers that list attachments (e.g. the inquiry detail).
 */
export function signedFileUrl(fileId: string, now: number = Date.now()): string {
  if (!active) throw new Error('signedFileUrl: the files routes are not registered in this process');
  return active.sign(fileId, now);
}
