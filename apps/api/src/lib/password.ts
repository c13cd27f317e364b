// Passwords are hashed with scrypt, a memory-hard function, at OWASP's parameters (N = 2^17,
// r = 8, p = 1: 128 MiB per hash). The parameters travel inside the stored hash, so raising them
// later upgrades each account at its next login (needsRehash).
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_MAX, PASSWORD_MIN } from '@guildhall/contract/account-types';
import { COMMON_PASSWORDS } from './common-passwords';

export const DEFAULT_COST = 17; // log2(N)
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  const N = 2 ** cost;
  const options: ScryptOptions = { N, r: R, p: P, maxmem: 256 * N * R + 16 * 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string, cost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, cost);
  return `scrypt$${cost}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !key || r !== String(R) || p !== String(P)) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), Number(cost));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function needsRehash(stored: string, cost = DEFAULT_COST): boolean {
  return Number(stored.split('$')[1]) < cost;
}

let dummyHash: Promise<string> | null = null;
/** Spends the same time as a real check, so unknown accounts answer as slowly as known ones. */
export async function verifyAgainstDummy(password: string, cost = DEFAULT_COST): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing', cost);
  await verifyPassword(password, await dummyHash);
  return false;
}

/** Why a new password is refused, or null when it is acceptable. */
export function passwordWeakness(
  password: string,
  account?: string,
): 'too_short' | 'too_long' | 'weak_password' | null {
  if (password.length < PASSWORD_MIN) return 'too_short';
  if (password.length > PASSWORD_MAX) return 'too_long';
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return 'weak_password';
  if (new Set(lower).size < 4) return 'weak_password';
  if (account && account.length >= 4 && lower.includes(account.toLowerCase())) return 'weak_password';
  if (/^(0123456789|1234567890|abcdefghij|qwertyuiop)/.test(lower)) return 'weak_password';
  return null;
}
