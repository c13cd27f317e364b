// What every file-upload test does the same way: open a guest session and POST a multipart body
// to /api/files with the session's token and a request signature. Shared by the files tests so the
// headers an upload needs are written once.
import fs from 'node:fs';
import path from 'node:path';
import { signRequest } from '@guildhall/contract/signature';
import type { LightMyRequestResponse } from 'fastify';
import { host, signedHeaders, type TestApp } from './helper';
import { tokenHash } from '../src/modules/accounts/sessions.service';

/** A guest session on a brand, from its own address so the login rate limit is not shared. */
export async function guestSession(
  t: TestApp,
  remoteAddress: string,
  brand = 'nova',
): Promise<{ token: string; userId: number }> {
  const text = JSON.stringify({ guest: true });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/website/login/auth',
    headers: { ...host(brand), ...(await signedHeaders('/website/login/auth', text)) },
    payload: text,
    remoteAddress,
  });
  const token = res.json().data.token as string;
  const session = await t.db.db
    .selectFrom('sessions')
    .select('user_id')
    .where('token_hash', '=', tokenHash(token))
    .executeTakeFirstOrThrow();
  return { token, userId: session.user_id };
}

/** POST a multipart body to /api/files (url may carry a query), signed, with the token if any. */
export async function postMultipart(
  t: TestApp,
  token: string | null,
  boundary: string,
  payload: Buffer,
  opts: { brand?: string; url?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: opts.url ?? '/api/files',
    headers: {
      ...host(opts.brand ?? 'nova'),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(await signRequest({ method: 'POST', path: '/files', token, body: '' })),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
}

/** The headers of an upload sent over a raw socket: a known length, or chunked when `contentLength` is null. */
export async function rawUploadHeaders(
  token: string,
  boundary: string,
  contentLength: number | null,
): Promise<Record<string, string>> {
  return {
    host: 'nova.localhost',
    authorization: `Bearer ${token}`,
    ...(await signRequest({ method: 'POST', path: '/files', token, body: '' })),
    'content-type': `multipart/form-data; boundary=${boundary}`,
    ...(contentLength === null ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(contentLength) }),
  };
}

/** Every file under `dir`, relative and sorted, except the URL key in secrets/. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)))
    .filter((f) => !f.startsWith(`secrets${path.sep}`))
    .sort();
}
