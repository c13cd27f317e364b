// Sign in with Apple's client secret: an ES256 JWT signed with the team's .p8 key, which Apple
// accepts for at most six months. The server signs a short-lived one itself and signs a new one
// before it expires, so no operator has to re-sign and redeploy (node:crypto only).
import { sign } from 'node:crypto';
import type { AppleSigningKey } from '../../config';

/** The `aud` Apple requires, whatever issuer the provider is pointed at. */
export const APPLE_AUDIENCE = 'https://appleid.apple.com';
/** Apple's limit on `exp - iat` (about six months). */
export const APPLE_MAX_LIFETIME_S = 15_777_000;
/** A day: far inside Apple's limit, and a secret that leaks from a log or a proxy soon dies. */
export const APPLE_SECRET_LIFETIME_S = 24 * 60 * 60;
/** A new secret is signed this long before the cached one expires, so none expires in flight. */
export const APPLE_SECRET_RENEW_BEFORE_S = 60 * 60;

function part(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** One client secret issued at `iat` (seconds since the epoch). */
export function signAppleClientSecret(key: AppleSigningKey, clientId: string, iat: number): string {
  const header = { alg: 'ES256', kid: key.keyId };
  const claims = { iss: key.teamId, iat, exp: iat + APPLE_SECRET_LIFETIME_S, aud: APPLE_AUDIENCE, sub: clientId };
  const input = `${part(header)}.${part(claims)}`;
  // JWS wants the raw r||s pair (RFC 7518 section 3.4), not the DER that node:crypto gives by default.
  const signature = sign('sha256', Buffer.from(input), { key: key.privateKey, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}

/**
 * The client secret to send now: the cached one while it has more than an hour to live, else a
 * freshly signed one (also when the clock went back before the cached `iat`).
 */
export function appleClientSecret(key: AppleSigningKey, clientId: string, now: () => number = Date.now): () => string {
  let cached: { secret: string; iat: number; exp: number } | null = null;
  return () => {
    const t = Math.floor(now() / 1000);
    if (!cached || t >= cached.exp - APPLE_SECRET_RENEW_BEFORE_S || t < cached.iat) {
      cached = { secret: signAppleClientSecret(key, clientId, t), iat: t, exp: t + APPLE_SECRET_LIFETIME_S };
    }
    return cached.secret;
  };
}
