import { describe, expect, it } from 'vitest';
import { DEFAULT_COST, hashPassword, needsRehash, passwordWeakness, verifyPassword } from './password';

describe('password hashing', () => {
  it('uses scrypt at OWASP parameters by default (N = 2^17, r = 8, p = 1)', async () => {
    expect(DEFAULT_COST).toBe(17);
    const hash = await hashPassword('Correct-Horse-7');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword('Correct-Horse-7', hash)).toBe(true);
    expect(await verifyPassword('correct-horse-7', hash)).toBe(false);
  });

  it('salts every hash and reads the cost from the stored hash', async () => {
    const a = await hashPassword('Same-Password-1', 14);
    const b = await hashPassword('Same-Password-1', 14);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Same-Password-1', b)).toBe(true);
    expect(needsRehash(a, 17)).toBe(true);
    expect(needsRehash(a, 14)).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });

  it('refuses short, common and account-based passwords', () => {
    expect(passwordWeakness('short')).toBe('too_short');
    expect(passwordWeakness('password123')).toBe('weak_password');
    expect(passwordWeakness('aaaaaaaaaaa')).toBe('weak_password');
    expect(passwordWeakness('mina1998-rocks', 'mina1998')).toBe('weak_password');
    expect(passwordWeakness('Harbor-Lights-9', 'player01')).toBeNull();
  });
});
