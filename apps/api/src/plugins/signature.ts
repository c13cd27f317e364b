// Request signatures on mutating calls (docs/wire-contract.md, Request signature): fresh timestamp, unused 6-letter nonce, SHA-256
// over method, path, timestamp, nonce, token and body hash. Routes opt in with `config.signed`;
// the check is a preHandler of those routes only (added as each route is declared), so the reads,
// which are most requests, do not pass through it.
import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import { API_BASE, SIGNATURE_MAX_AGE_MS } from '@guildhall/contract/constants';
import { ErrorCode } from '@guildhall/contract/errors';
import { canonicalString, isNonce, SIGNATURE_HEADERS } from '@guildhall/contract/signature';
import { AppError } from '../lib/app-error';
import { sha256Hex } from '../lib/hash';
import type { NonceStore } from '../lib/rate-limit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Require X-Nonce / X-Timestamp / X-Sign. */
    signed?: boolean;
    /** Honour Idempotency-Key (creates). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    rawBody?: string;
  }
}

export function bearerToken(request: FastifyRequest): string {
  const h = request.headers.authorization;
  if (typeof h !== 'string') return '';
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m?.[1] ?? '';
}

/** A nonce as remembered: scoped to the caller's token (hashed), or to its IP without one. */
export function nonceKey(request: FastifyRequest, nonce: string): string {
  const token = bearerToken(request);
  return `${token ? `t:${sha256Hex(token)}` : `ip:${request.ip}`}:${nonce}`;
}

/** The call's path relative to the API base, without the query string. */
export function signedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.startsWith(`${API_BASE}/`) ? path.slice(API_BASE.length) : path;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return typeof v === 'string' ? v : undefined;
}

/** The preHandlers added by addLeadingPreHandler, so later ones go after them. */
const machinery = new WeakSet<object>();

/**
 * Adds `hook` to a route's preHandlers where a global hook would have run: after the ones added
 * this way before it (the signature check, then the idempotency claim), before the route's own.
 */
export function addLeadingPreHandler(route: RouteOptions, hook: preHandlerAsyncHookHandler): void {
  const declared = route.preHandler;
  const hooks: unknown[] =
    declared === undefined ? [] : Array.isArray(declared) ? [...(declared as unknown[])] : [declared];
  let at = 0;
  while (at < hooks.length && machinery.has(hooks[at] as object)) at += 1;
  hooks.splice(at, 0, hook);
  machinery.add(hook);
  route.preHandler = hooks as RouteOptions['preHandler'];
}

export const signaturePlugin = fp<{ nonces: NonceStore; now?: () => number }>(
  async (app, { nonces, now = Date.now }) => {
    // Keep the raw JSON text: the signature covers the bytes the client sent, not a re-serialisation.
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 1024 * 1024 },
      (request, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        request.rawBody = text;
        if (text.trim() === '') return done(null, undefined);
        try {
          done(null, JSON.parse(text));
        } catch {
          done(new AppError(ErrorCode.validation, { data: [{ field: '(body)', rule: 'invalid_json' }] }), undefined);
        }
      },
    );

    const verifySignature: preHandlerAsyncHookHandler = async (request) => {
      const nonce = header(request, SIGNATURE_HEADERS.nonce);
      const timestamp = header(request, SIGNATURE_HEADERS.timestamp);
      const sign = header(request, SIGNATURE_HEADERS.sign);
      const fail = (rule: string) => new AppError(ErrorCode.badSignature, { data: [{ field: 'signature', rule }] });
      if (!nonce || !timestamp || !sign) throw fail('missing');
      if (!isNonce(nonce) || !/^\d{10,16}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(sign)) throw fail('malformed');
      if (Math.abs(now() - Number(timestamp)) > SIGNATURE_MAX_AGE_MS) throw fail('stale');
      const isMultipart = (request.headers['content-type'] ?? '').startsWith('multipart/');
      const bodyHash = sha256Hex(isMultipart ? '' : (request.rawBody ?? ''));
      const expected = sha256Hex(
        canonicalString({
          method: request.method,
          path: signedPath(request.url),
          timestamp,
          nonce,
          token: bearerToken(request),
          bodyHash,
        }),
      );
      if (!timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(sign.toLowerCase(), 'hex')))
        throw fail('mismatch');
      // Only a correctly signed request spends its nonce, so a forger cannot burn a client's nonces.
      // The signature holds no secret beyond the token, so whoever holds a request can sign it
      // again with a new timestamp: the nonce alone is the key, kept as long as any timestamp could
      // still be accepted (twice the allowed age), and scoped to the caller so that the 52^6 nonces
      // of all clients do not collide.
      const fresh = await nonces.add(nonceKey(request, nonce), SIGNATURE_MAX_AGE_MS * 2);
      if (!fresh) throw fail('replayed');
    };
    app.addHook('onRoute', (route) => {
      if (route.config?.signed) addLeadingPreHandler(route, verifySignature);
    });
  },
);
