import { generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AppleSigningKey } from '../../config';
import {
  APPLE_AUDIENCE,
  APPLE_MAX_LIFETIME_S,
  APPLE_SECRET_LIFETIME_S,
  APPLE_SECRET_RENEW_BEFORE_S,
  appleClientSecret,
  signAppleClientSecret,
} from './apple-secret';

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const KEY: AppleSigningKey = { teamId: 'TEAM5B8D1E', keyId: 'KEY7F3A9C2', privateKey };
const CLIENT_ID = 'com.example.guildhall.web';
const T0 = 1_750_000_000;

function decode(jwt: string) {
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  return {
    input: Buffer.from(`${header}.${claims}`),
    header: JSON.parse(Buffer.from(header, 'base64url').toString()) as Record<string, unknown>,
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>,
    signature: Buffer.from(signature, 'base64url'),
  };
}

/** Verifies as a JOSE library does: ES256 over `header.claims`, the signature as raw r||s. */
function verifies(jwt: string, key: KeyObject = publicKey): boolean {
  const { input, signature } = decode(jwt);
  return verify('sha256', input, { key, dsaEncoding: 'ieee-p1363' }, signature);
}

describe("Apple's client secret", () => {
  it('is an ES256 JWT with kid, signed by the team key, with the claims Apple requires', () => {
    const jwt = signAppleClientSecret(KEY, CLIENT_ID, T0);
    expect(jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/); // base64url, no padding
    const { header, claims, signature } = decode(jwt);
    expect(header).toEqual({ alg: 'ES256', kid: 'KEY7F3A9C2' });
    expect(claims).toEqual({
      iss: 'TEAM5B8D1E',
      iat: T0,
      exp: T0 + APPLE_SECRET_LIFETIME_S,
      aud: APPLE_AUDIENCE,
      sub: CLIENT_ID,
    });
    expect(APPLE_AUDIENCE).toBe('https://appleid.apple.com');
    expect(APPLE_SECRET_LIFETIME_S).toBeLessThanOrEqual(APPLE_MAX_LIFETIME_S);
    // JOSE form: exactly 64 bytes (r and s, 32 each), not DER.
    expect(signature).toHaveLength(64);
    expect(verifies(jwt)).toBe(true);
  });

  it('does not verify with another key or with changed claims', () => {
    const jwt = signAppleClientSecret(KEY, CLIENT_ID, T0);
    expect(verifies(jwt, generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey)).toBe(false);
    const [header, , signature] = jwt.split('.');
    const otherClaims = Buffer.from(JSON.stringify({ ...decode(jwt).claims, sub: 'com.attacker' })).toString(
      'base64url',
    );
    expect(verifies(`${header}.${otherClaims}.${signature}`)).toBe(false);
  });

  it('is signed once and reused until an hour before it expires, then signed anew', () => {
    let now = T0 * 1000;
    const secret = appleClientSecret(KEY, CLIENT_ID, () => now);
    const first = secret();
    expect(decode(first).claims.iat).toBe(T0);
    now += 60_000;
    expect(secret()).toBe(first);
    const renewAt = T0 + APPLE_SECRET_LIFETIME_S - APPLE_SECRET_RENEW_BEFORE_S;
    now = (renewAt - 1) * 1000;
    expect(secret()).toBe(first);

    now = renewAt * 1000;
    const second = secret();
    expect(second).not.toBe(first);
    expect(decode(second).claims).toMatchObject({ iat: renewAt, exp: renewAt + APPLE_SECRET_LIFETIME_S });
    expect(verifies(second)).toBe(true);
    // Never one that has already expired, even after a long idle time.
    now = (renewAt + 10 * APPLE_SECRET_LIFETIME_S) * 1000;
    const third = secret();
    expect((decode(third).claims.exp as number) * 1000).toBeGreaterThan(now);
  });

  it('is signed anew when the clock went back before the cached one was issued', () => {
    let now = T0 * 1000;
    const secret = appleClientSecret(KEY, CLIENT_ID, () => now);
    const first = secret();
    now -= 5 * 60_000;
    const second = secret();
    expect(second).not.toBe(first);
    expect(decode(second).claims.iat).toBe(T0 - 300);
  });
});
